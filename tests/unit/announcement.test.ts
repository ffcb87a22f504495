import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { announcements, auditLogs, chapters, memberships, type Role } from "~/db/schema";
import { AnnouncementSchema, NotificationEmailSchema } from "~/models/announcement.schema";
import {
  allowedAnnouncementScopes,
  countAnnouncements,
  createAnnouncement,
  listAnnouncements,
} from "~/models/announcement.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], displayName = `A${n}`) {
  const u = await createUser({ email: `ann${n++}@example.test`, password: "Correct-Horse-42", displayName, roles });
  return { ...u, roles };
}
function chapter() {
  return db
    .insert(chapters)
    .values({ name: `AC ${n}`, slug: `ann-c-${n++}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}
function lead(userId: string, chapterId: string) {
  db.insert(memberships).values({ userId, chapterId, role: "Leader", status: "Approved" }).run();
}
const body = "Sandbags are available at the fire station.";

describe("announcement schema", () => {
  it("gives the spec's messages", () => {
    const r = AnnouncementSchema.safeParse({ title: "ab", body: "short", scope: "Chapter" });
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      "Announcement title must be at least 3 characters",
      "Announcement body must be at least 10 characters",
      "Chapter must be selected for chapter-scoped announcements",
    ]);
  });

  it("clears the chapter for Global, defaults to Chapter scope, reads the checkbox", () => {
    expect(
      AnnouncementSchema.parse({ title: "Storm", body, scope: "Global", chapterId: "c1", sendEmail: "on" }),
    ).toEqual({
      title: "Storm",
      body,
      scope: "Global",
      chapterId: null,
      sendEmail: true,
    });
    expect(AnnouncementSchema.parse({ title: "Storm", body, chapterId: "c1" })).toMatchObject({
      scope: "Chapter",
      sendEmail: false,
    });
  });

  it("accepts an announcementId or recipients+subject+body for the notifications API", () => {
    expect(NotificationEmailSchema.safeParse({ announcementId: "a1" }).success).toBe(true);
    expect(
      NotificationEmailSchema.safeParse({
        recipients: ["A@Example.test"],
        subject: "s",
        body: "b",
        type: "announcement",
      }).data?.recipients,
    ).toEqual(["a@example.test"]);
    expect(NotificationEmailSchema.safeParse({ recipients: [], subject: "s" }).success).toBe(false);
    expect(NotificationEmailSchema.safeParse({ announcementId: "a1", type: "sms" }).success).toBe(false);
  });
});

describe("creating announcements", () => {
  it("refuses a member", async () => {
    const member = await user();
    const c = chapter();
    expect(allowedAnnouncementScopes(actorOf(member))).toEqual([]);
    await expect(
      createAnnouncement(actorOf(member), { title: "Hi", body, scope: "Chapter", chapterId: c.id, sendEmail: false }),
    ).rejects.toMatchObject({ name: "AccessError", kind: "forbidden", status: 403 });
  });

  it("refuses a leader a Global announcement and a chapter they do not lead", async () => {
    const leader = await user(["ChapterLeader"]);
    const mine = chapter();
    const other = chapter();
    lead(leader.id, mine.id);
    expect(allowedAnnouncementScopes(actorOf(leader))).toEqual(["Chapter"]);
    await expect(
      createAnnouncement(actorOf(leader), {
        title: "All hands",
        body,
        scope: "Global",
        chapterId: null,
        sendEmail: false,
      }),
    ).rejects.toThrow("Only global administrators can post Global announcements.");
    await expect(
      createAnnouncement(actorOf(leader), {
        title: "Not mine",
        body,
        scope: "Chapter",
        chapterId: other.id,
        sendEmail: false,
      }),
    ).rejects.toThrow("You can only create announcements for chapters you lead.");
    const { announcement, email } = await createAnnouncement(actorOf(leader), {
      title: "Mine",
      body,
      scope: "Chapter",
      chapterId: mine.id,
      sendEmail: false,
    });
    expect(email).toBeNull();
    expect(announcement).toMatchObject({ chapterId: mine.id, chapterName: mine.name, postedById: leader.id });
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, announcement.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["create_announcement"]);
  });

  it("lets an admin post Global announcements", async () => {
    const admin = await user(["GlobalAdmin"]);
    const { announcement } = await createAnnouncement(actorOf(admin), {
      title: "Network update",
      body,
      scope: "Global",
      chapterId: null,
      sendEmail: false,
    });
    expect(announcement).toMatchObject({ scope: "Global", chapterId: null });
  });
});

describe("listing announcements", () => {
  it("is newest first, with the poster's display name, scope/source/search filters and counts", async () => {
    const admin = await user(["GlobalAdmin"], "Grace Admin");
    const leader = await user(["ChapterLeader"], "Lee Leader");
    const c = chapter();
    lead(leader.id, c.id);
    const tag = `lst${n++}`;
    const g = (
      await createAnnouncement(actorOf(admin), {
        title: `G ${tag}`,
        body,
        scope: "Global",
        chapterId: null,
        sendEmail: false,
      })
    ).announcement;
    const ch = (
      await createAnnouncement(actorOf(leader), {
        title: `C ${tag}`,
        body,
        scope: "Chapter",
        chapterId: c.id,
        sendEmail: false,
      })
    ).announcement;
    db.update(announcements)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(announcements.id, g.id))
      .run();

    const all = listAnnouncements(actorOf(admin), { q: tag });
    expect(all.map((a) => [a.id, a.posterName])).toEqual([
      [ch.id, "Lee Leader"],
      [g.id, "Grace Admin"],
    ]);
    expect(listAnnouncements(actorOf(admin), { q: tag, scope: "Global" }).map((a) => a.id)).toEqual([g.id]);
    expect(listAnnouncements(actorOf(admin), { q: tag, source: "global" }).map((a) => a.id)).toEqual([g.id]);
    expect(listAnnouncements(actorOf(admin), { q: tag, source: c.id }).map((a) => a.id)).toEqual([ch.id]);
    expect(listAnnouncements(actorOf(admin), { q: "fire station" }).length).toBeGreaterThanOrEqual(2);
    expect(countAnnouncements(actorOf(admin), { q: tag })).toEqual({ Global: 1, Chapter: 1, total: 2 });
  });
});

describe("who reads a chapter's announcements (announcement.read)", () => {
  it("its approved members, its leaders and admins; any other account sees only Global ones", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const c = chapter();
    lead(leader.id, c.id);
    const member = await user();
    db.insert(memberships).values({ userId: member.id, chapterId: c.id, status: "Approved" }).run();
    const pending = await user();
    db.insert(memberships).values({ userId: pending.id, chapterId: c.id, status: "Pending" }).run();
    const stranger = await user();
    const otherLeader = await user(["ChapterLeader"]);
    lead(otherLeader.id, chapter().id);
    const tag = `read${n++}`;
    const post = async (poster: { id: string }, scope: "Global" | "Chapter") =>
      (
        await createAnnouncement(actorOf(poster), {
          title: `${scope} ${tag}`,
          body,
          scope,
          chapterId: scope === "Chapter" ? c.id : null,
          sendEmail: false,
        })
      ).announcement.id;
    const g = await post(admin, "Global");
    const ch = await post(leader, "Chapter");
    const seen = (who: { id: string }) =>
      listAnnouncements(actorOf(who), { q: tag })
        .map((a) => a.id)
        .sort();
    for (const reader of [admin, leader, member]) expect(seen(reader)).toEqual([g, ch].sort());
    for (const outsider of [pending, stranger, otherLeader]) {
      expect(seen(outsider)).toEqual([g]);
      expect(countAnnouncements(actorOf(outsider), { q: tag })).toEqual({ Global: 1, Chapter: 0, total: 1 });
      // Asking for the chapter's source by id shows nothing either.
      expect(listAnnouncements(actorOf(outsider), { q: tag, source: c.id })).toEqual([]);
    }
  });
});
