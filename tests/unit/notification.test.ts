import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, sqlite } from "~/db/client.server";
import { runRetention } from "~/jobs/retention.server";
import { MESSAGE_RETENTION_MS } from "~/models/message-queue.server";
import { announcementSends, chapters, memberships, messageQueue, userSettings, type Role } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { createAnnouncement, sendAnnouncementEmail } from "~/models/announcement.server";
import { resolveAnnouncementAudience, sendNotificationEmail } from "~/models/notification.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

const DAY = 24 * 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
async function user(roles: Role[] = ["Member"], name = `N${n}`) {
  const u = await createUser({
    email: `notif${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: name,
    roles,
  });
  return { ...u, roles };
}
function chapter() {
  return db
    .insert(chapters)
    .values({ name: `NC ${n}`, slug: `notif-c-${n++}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}
function join(
  userId: string,
  chapterId: string,
  status: "Approved" | "Pending" | "Rejected" = "Approved",
  role: "Leader" | "Member" = "Member",
) {
  db.insert(memberships).values({ userId, chapterId, role, status }).run();
}

/** A chapter with a leader, two approved members, and people who must not get chapter mail. */
async function world() {
  const c = chapter();
  const other = chapter();
  const leader = await user(["ChapterLeader"], "Leader");
  const a = await user(["Member"], "Alice");
  const b = await user(["Member"], "Bob");
  const pending = await user();
  const rejected = await user();
  const emailOff = await user();
  const announcementsOff = await user();
  const elsewhere = await user();
  join(leader.id, c.id, "Approved", "Leader");
  join(a.id, c.id);
  join(b.id, c.id);
  join(pending.id, c.id, "Pending");
  join(rejected.id, c.id, "Rejected");
  join(emailOff.id, c.id);
  join(announcementsOff.id, c.id);
  join(elsewhere.id, other.id);
  db.update(userSettings).set({ emailNotifications: false }).where(eq(userSettings.userId, emailOff.id)).run();
  db.update(userSettings)
    .set({ announcementNotifications: false })
    .where(eq(userSettings.userId, announcementsOff.id))
    .run();
  return { c, other, leader, a, b, pending, rejected, emailOff, announcementsOff, elsewhere };
}

describe("announcement audience", () => {
  it("is the chapter's approved members who have email and announcement notifications on", async () => {
    const w = await world();
    const emails = resolveAnnouncementAudience({ scope: "Chapter", chapterId: w.c.id }).map((r) => r.email);
    expect(emails.sort()).toEqual([w.leader.email, w.a.email, w.b.email].sort());
  });

  it("is every opted-in account for a Global announcement", async () => {
    const w = await world();
    const emails = resolveAnnouncementAudience({ scope: "Global", chapterId: null }).map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining([w.a.email, w.pending.email, w.elsewhere.email]));
    expect(emails).not.toContain(w.emailOff.email);
    expect(emails).not.toContain(w.announcementsOff.email);
  });
});

describe("sending announcement email", () => {
  it("sends one copy per recipient, records every send, and a resend never doubles a copy", async () => {
    const w = await world();
    const { announcement, email } = await createAnnouncement(actorOf(w.leader), {
      title: `Water drill ${n}`,
      body: "Bring two gallons of water per person.",
      scope: "Chapter",
      chapterId: w.c.id,
      sendEmail: true,
    });
    expect(email).toEqual({ audience: 3, sent: 3, alreadySent: 0 });
    const mail = queuedMail()
      .where(like(messageQueue.dedupeKey, `announcement:${announcement.id}:%`))
      .all();
    expect(mail.map((m) => m.to).sort()).toEqual([w.leader.email, w.a.email, w.b.email].sort());
    expect(mail[0]!.subject).toBe(`[${w.c.name}] ${announcement.title}`);
    expect(mail[0]!.text).toContain("Bring two gallons of water per person.");
    expect(mail[0]!.text).toContain("Posted by Leader");

    expect(await sendAnnouncementEmail(actorOf(w.leader), announcement.id)).toEqual({
      audience: 3,
      sent: 0,
      alreadySent: 3,
    });
    const late = await user(["Member"], "Late");
    join(late.id, w.c.id);
    expect(await sendAnnouncementEmail(actorOf(w.leader), announcement.id)).toEqual({
      audience: 4,
      sent: 1,
      alreadySent: 3,
    });
    expect(
      queuedMail()
        .where(like(messageQueue.dedupeKey, `announcement:${announcement.id}:%`))
        .all(),
    ).toHaveLength(4);
    const sends = db
      .select()
      .from(announcementSends)
      .where(eq(announcementSends.announcementId, announcement.id))
      .all();
    expect(sends.map((s) => s.recipientCount)).toEqual([3, 0, 1]);
    expect(sends.every((s) => s.sentById === w.leader.id)).toBe(true);
  });

  it("a resend after retention deleted the first copies still tells only the people not yet told", async () => {
    // Long ago, so retention (decision 037) run a month later deletes only this test's messages.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2001-01-10T12:00:00Z"));
    const w = await world();
    const { announcement, email } = await createAnnouncement(actorOf(w.leader), {
      title: `Shelter list ${n}`,
      body: "The shelter list for the season.",
      scope: "Chapter",
      chapterId: w.c.id,
      sendEmail: true,
    });
    expect(email).toEqual({ audience: 3, sent: 3, alreadySent: 0 });
    const copies = () =>
      queuedMail()
        .where(like(messageQueue.dedupeKey, `announcement:${announcement.id}:%`))
        .all();
    // Delivered, then the hourly job a month and a day later: the copies and their dedupe keys go.
    db.update(messageQueue)
      .set({ status: "sent" })
      .where(like(messageQueue.dedupeKey, `announcement:${announcement.id}:%`))
      .run();
    vi.setSystemTime(Date.now() + MESSAGE_RETENTION_MS + DAY);
    expect((await runRetention()).messages).toBeGreaterThanOrEqual(3);
    expect(copies()).toEqual([]);

    const late = await user(["Member"], "Late");
    join(late.id, w.c.id);
    expect(await sendAnnouncementEmail(actorOf(w.leader), announcement.id)).toEqual({
      audience: 4,
      sent: 1,
      alreadySent: 3,
    });
    expect(copies().map((m) => m.to)).toEqual([late.email]);
    expect(await sendAnnouncementEmail(actorOf(w.leader), announcement.id)).toEqual({
      audience: 4,
      sent: 0,
      alreadySent: 4,
    });
  });

  it("keeps who was told in a table an account's deletion reads by its index", () => {
    const plan = (
      sqlite().prepare("EXPLAIN QUERY PLAN DELETE FROM announcement_recipients WHERE user_id = ?").all("x") as {
        detail: string;
      }[]
    )
      .map((p) => p.detail)
      .join("; ");
    expect(plan).toMatch(/SEARCH announcement_recipients USING (COVERING )?INDEX announcement_recipients_user_idx/);
  });

  it("refuses members, leaders of other chapters, and leaders emailing Global announcements", async () => {
    const w = await world();
    const admin = await user(["GlobalAdmin"]);
    const { announcement } = await createAnnouncement(actorOf(w.leader), {
      title: "Chapter news",
      body: "Meeting moved to Thursday.",
      scope: "Chapter",
      chapterId: w.c.id,
      sendEmail: false,
    });
    await expect(sendAnnouncementEmail(actorOf(w.a), announcement.id)).rejects.toMatchObject({
      name: "AccessError",
      kind: "forbidden",
      status: 403,
    });
    const otherLeader = await user(["ChapterLeader"]);
    join(otherLeader.id, w.other.id, "Approved", "Leader");
    await expect(sendAnnouncementEmail(actorOf(otherLeader), announcement.id)).rejects.toThrow(
      "You can only email announcements of chapters you lead.",
    );
    const { announcement: global } = await createAnnouncement(actorOf(admin), {
      title: "Network news",
      body: "A global announcement body.",
      scope: "Global",
      chapterId: null,
      sendEmail: false,
    });
    await expect(sendAnnouncementEmail(actorOf(w.leader), global.id)).rejects.toThrow(
      "Only global administrators can email Global announcements.",
    );
  });
});

describe("direct notification email (POST /api/notifications/email)", () => {
  it("lets a leader email their own members, skips opted-out ones, refuses outsiders and never doubles", async () => {
    const w = await world();
    const subject = `Reminder ${n++}`;
    const r1 = await sendNotificationEmail(actorOf(w.leader), {
      recipients: [w.a.email, w.emailOff.email],
      subject,
      body: "Training tonight at 7.",
    });
    expect(r1).toEqual({ audience: 1, sent: 1, alreadySent: 0, skipped: 1 });
    const again = await sendNotificationEmail(actorOf(w.leader), {
      recipients: [w.a.email.toUpperCase()],
      subject,
      body: "Training tonight at 7.",
    });
    expect(again.sent).toBe(0);
    await expect(
      sendNotificationEmail(actorOf(w.leader), { recipients: [w.a.email, w.elsewhere.email], subject, body: "x" }),
    ).rejects.toThrow("1 recipient(s) are not members of your audience.");
    await expect(
      sendNotificationEmail(actorOf(w.leader), { recipients: ["nobody@example.test"], subject, body: "x" }),
    ).rejects.toMatchObject({ name: "AccessError", kind: "forbidden", status: 403 });
    await expect(
      sendNotificationEmail(actorOf(w.a), { recipients: [w.b.email], subject, body: "x" }),
    ).rejects.toMatchObject({ name: "AccessError", kind: "forbidden", status: 403 });
    expect(
      queuedMail()
        .where(eq(messageQueue.subject, subject))
        .all()
        .map((m) => m.to),
    ).toEqual([w.a.email]);
  });
});
