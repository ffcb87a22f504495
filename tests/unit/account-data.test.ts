import fs from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  announcementRecipients,
  auditLogs,
  credentials,
  events,
  memberships,
  messageQueue,
  pushSubscriptions,
  serviceHours,
  sessions,
  users,
  type Role,
} from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import {
  DELETED_MEMBER,
  deleteAccount,
  exportAccountData,
  LAST_ADMIN,
  WRONG_PASSWORD,
} from "~/models/account-data.server";
import { createAnnouncement } from "~/models/announcement.server";
import { contactChapter } from "~/models/chapter-contact.server";
import { messageEventAttendees } from "~/models/event-roster.server";
import { setRsvp } from "~/models/rsvp.server";
import { joinWaitlist } from "~/models/waitlist.server";
import { WaitlistSchema } from "~/models/waitlist.schema";
import { approveChapter, createChapter } from "~/models/chapter.server";
import { listCredentialTypes, recordCredential } from "~/models/credential.server";
import { proofPath } from "~/models/credential-proof.server";
import { saveHouseholdPlan } from "~/models/household-plan.server";
import { removeMember } from "~/models/membership.server";
import { savePushSubscription } from "~/models/push.server";
import { createUser, verifyLogin } from "~/models/user.server";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { describeAuditRow, listAuditLog } from "~/models/audit-log.server";
import { actorOf } from "../helpers/actor";

const PASSWORD = "Correct-Horse-42";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let n = 0;
async function person(roles: Role[] = ["Member"], displayName = `Dana Data ${++n}`) {
  const u = await createUser({ email: `data${++n}@example.test`, password: PASSWORD, displayName, roles });
  return { id: u.id, email: u.email, displayName };
}

let admin: Awaited<ReturnType<typeof person>> | undefined;
/** A chapter with its leader and one approved member who has a credential with a proof file, hours and a plan. */
async function memberWithRecords() {
  admin ??= await person(["GlobalAdmin", "Member"], "Ada Admin");
  const leader = await person(["ChapterLeader", "Member"], `Lee Leader ${n}`);
  const chapter = createChapter(actorOf(leader), { name: `Data Chapter ${++n}`, city: "Austin", state: "TX" });
  approveChapter(actorOf(admin), chapter.id);
  const member = await person();
  db.insert(memberships).values({ userId: member.id, chapterId: chapter.id, status: "Approved" }).run();
  const type = listCredentialTypes()[0]!;
  const credential = recordCredential(
    actorOf(member),
    { credentialTypeId: type.id, issuedOn: "2026-01-10", expiresOn: null, certificateNumber: "C-1" } as never,
    { name: "my-card.png", bytes: PNG } as never,
  );
  db.insert(serviceHours)
    .values({
      userId: member.id,
      chapterId: chapter.id,
      servedOn: "2026-02-01",
      activity: "Shelter shift",
      hours: 4,
      note: "Covered for my neighbor Pat",
      status: "Approved",
    })
    .run();
  saveHouseholdPlan(actorOf(member), { medicalNotes: "Asthma inhaler in the blue bag" } as never);
  savePushSubscription(actorOf(member), {
    endpoint: `https://fcm.googleapis.com/fcm/send/data-${n}`,
    keys: { p256dh: "BDataKey", auth: "DataAuth" },
  });
  return { member, leader, chapter, credential };
}

describe("download your data", () => {
  it("holds the member's profile, memberships, credentials (file names, not files), hours and plan, and no password hash", async () => {
    const { member, chapter } = await memberWithRecords();
    const data = exportAccountData(actorOf(member));
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, displayName: member.displayName });
    expect(JSON.stringify(data)).not.toContain("argon2");
    expect(data.memberships).toEqual([expect.objectContaining({ chapter: chapter.name, status: "Approved" })]);
    expect(data.credentials).toEqual([
      expect.objectContaining({ proofName: "my-card.png", proofType: "image/png", certificateNumber: "C-1" }),
    ]);
    expect(data.serviceHours).toEqual([expect.objectContaining({ activity: "Shelter shift", hours: 4 })]);
    expect(data.householdPlan).toMatchObject({ medicalNotes: "Asthma inhaler in the blue bag" });
    // Call-out alert devices by push service, never the endpoint and keys that can send to them.
    expect(data.callOutAlertDevices).toEqual([{ pushService: "fcm.googleapis.com", since: expect.any(Date) }]);
    expect(JSON.stringify(data)).not.toContain("/fcm/send/");
  });
});

describe("delete your account", () => {
  it("a wrong password changes nothing", async () => {
    const { member } = await memberWithRecords();
    await expect(deleteAccount(actorOf(member), "not-my-password")).rejects.toMatchObject({
      kind: "invalid",
      message: WRONG_PASSWORD,
    });
    expect(db.select().from(users).where(eq(users.id, member.id)).get()!.email).toBe(member.email);
    expect(db.select().from(memberships).where(eq(memberships.userId, member.id)).all()).toHaveLength(1);
  });

  it("removes the person and their files, keeps hours anonymized, and leaves no name or address in the audit rows", async () => {
    const { member, leader, chapter, credential } = await memberWithRecords();
    createSessionRow(member.id, "browser");
    createSessionRow(member.id, "api");
    const file = proofPath(db.select().from(credentials).where(eq(credentials.id, credential.id)).get()!.proofKey!);
    expect(fs.existsSync(file)).toBe(true);
    // A leader's action about the member names them in its details.
    const other = await person();
    const otherMembership = db
      .insert(memberships)
      .values({ userId: other.id, chapterId: chapter.id, status: "Approved" })
      .returning()
      .get();
    removeMember(actorOf(leader), otherMembership.id, `Moved away, says ${member.displayName}`);
    const namedBefore = db
      .select({ n: sql<number>`count(*)` })
      .from(auditLogs)
      .where(sql`instr(${auditLogs.metadata}, ${member.displayName}) > 0 and ${auditLogs.actorId} = ${member.id}`)
      .get()!.n;
    expect(namedBefore).toBeGreaterThan(0);

    // An announcement emailed to them: the record that they were told goes with them.
    const { announcement } = await createAnnouncement(actorOf(leader), {
      title: "Meeting moved",
      body: "Thursday instead.",
      scope: "Chapter",
      chapterId: chapter.id,
      sendEmail: true,
    });
    const told = () =>
      db
        .select()
        .from(announcementRecipients)
        .where(
          and(eq(announcementRecipients.announcementId, announcement.id), eq(announcementRecipients.userId, member.id)),
        )
        .all();
    expect(told()).toHaveLength(1);

    const copies = () =>
      db
        .select()
        .from(messageQueue)
        .where(eq(messageQueue.dedupeKey, `announcement:${announcement.id}:${member.id}`))
        .all();
    expect(copies()).toHaveLength(1);

    await deleteAccount(actorOf(member), PASSWORD);
    expect(told()).toHaveLength(0);
    // And the copy queued to their address.
    expect(copies()).toHaveLength(0);

    const row = db.select().from(users).where(eq(users.id, member.id)).get()!;
    expect(row.displayName).toBe(DELETED_MEMBER);
    expect(row.email).not.toContain(member.email);
    expect(row.phone).toBeNull();
    expect(await verifyLogin(member.email, PASSWORD)).toBeNull();
    expect(db.select().from(sessions).where(eq(sessions.userId, member.id)).all()).toHaveLength(0);
    expect(db.select().from(memberships).where(eq(memberships.userId, member.id)).all()).toHaveLength(0);
    expect(db.select().from(credentials).where(eq(credentials.userId, member.id)).all()).toHaveLength(0);
    // Their phone stops showing call-outs.
    expect(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id)).all()).toHaveLength(0);
    expect(fs.existsSync(file)).toBe(false);
    const hours = db.select().from(serviceHours).where(eq(serviceHours.userId, member.id)).all();
    expect(hours).toEqual([
      expect.objectContaining({ hours: 4, status: "Approved", chapterId: chapter.id, note: null }),
    ]);
    // Audit rows by or about the member stay, without their name or address.
    const byThem = db.select().from(auditLogs).where(eq(auditLogs.actorId, member.id)).all();
    expect(byThem.map((r) => r.action)).toEqual(expect.arrayContaining(["register_user", "delete_account"]));
    const naming = db
      .select({ n: sql<number>`count(*)` })
      .from(auditLogs)
      .where(
        sql`(instr(${auditLogs.metadata}, ${member.email}) > 0 or ${auditLogs.metadata} like ${`%"${member.displayName}"%`})`,
      )
      .get()!.n;
    expect(naming).toBe(0);
    // The records name the deleted account in the reader's language (decision 036).
    expect(row.deletedAt).toBeInstanceOf(Date);
    const rows = listAuditLog(actorOf(admin!), { actorId: member.id }).rows;
    const sentence = (lang: Lang) =>
      describeAuditRow(
        rows.find((r) => r.action === "delete_account")!,
        { t: serverT(lang), lang },
      );
    expect(sentence("en")).toBe("Deleted member deleted their account.");
    expect(sentence("es")).toBe("Miembro eliminado eliminó su cuenta.");
    expect(sentence("fr")).toBe("Membre supprimé a supprimé son compte.");
  });

  it("removes every message queued to them: RSVP promotion, roster message, contact relay and waitlist welcome", async () => {
    const { member, leader, chapter } = await memberWithRecords();
    // The member co-leads the chapter, so a visitor's contact message reaches both leaders.
    db.update(memberships)
      .set({ role: "Leader" })
      .where(and(eq(memberships.userId, member.id), eq(memberships.chapterId, chapter.id)))
      .run();
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: `Queue drill ${n}`,
        startAt: new Date(Date.now() + 3 * 86_400_000),
        locationText: "Fire station 3",
        capacity: 1,
      })
      .returning()
      .get();
    const first = await person();
    db.insert(memberships).values({ userId: first.id, chapterId: chapter.id, status: "Approved" }).run();
    setRsvp(actorOf(first), { eventId: event.id, status: "Confirmed" });
    setRsvp(actorOf(member), { eventId: event.id, status: "Confirmed" });
    // The place frees up: the member, first in line, is promoted and told.
    setRsvp(actorOf(first), { eventId: event.id, status: "Declined" });
    await messageEventAttendees(actorOf(leader), event.id, {
      audience: "going",
      subject: "Bring water",
      body: "Two litres.",
    });
    await contactChapter({
      chapterId: chapter.id,
      senderId: null,
      input: { name: "Vera Visitor", email: "vera@example.test", message: "Do you train on weekends?" },
    });
    // Signed up for the waitlist with the account's address (no account is named: matched by address).
    await joinWaitlist(WaitlistSchema.parse({ email: member.email, firstName: "Dana" }));

    const queuedTo = (email: string) =>
      db
        .select({ kind: messageQueue.kind })
        .from(messageQueue)
        .where(eq(messageQueue.to, email))
        .all()
        .map((r) => r.kind);
    expect(queuedTo(member.email).sort()).toEqual(
      ["chapter_contact", "event_message", "rsvp_promoted", "waitlist_welcome"].sort(),
    );
    expect(queuedTo(leader.email)).toContain("chapter_contact");
    // Two copies already went (or failed for good): those are removed after the deletion's commit.
    db.update(messageQueue)
      .set({ status: "sent", sentAt: new Date() })
      .where(and(eq(messageQueue.to, member.email), inArray(messageQueue.kind, ["rsvp_promoted", "event_message"])))
      .run();
    db.update(messageQueue)
      .set({ status: "failed" })
      .where(and(eq(messageQueue.to, member.email), eq(messageQueue.kind, "chapter_contact")))
      .run();

    await deleteAccount(actorOf(member), PASSWORD);
    expect(queuedTo(member.email)).toEqual([]);
    // Nor under their id (the address is gone from the users row, not from a queued copy).
    expect(db.select().from(messageQueue).where(eq(messageQueue.userId, member.id)).all()).toEqual([]);
    // The other leader's copy of the contact message stays.
    expect(queuedTo(leader.email)).toContain("chapter_contact");
  });

  it("a chapter's only leader is asked to hand over first", async () => {
    const { leader, chapter } = await memberWithRecords();
    await expect(deleteAccount(actorOf(leader), PASSWORD)).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringContaining(`You are the only leader of ${chapter.name}`),
    });
  });
  // Last: it takes the administrator role from everyone else in this file's database.
  it("the network's last administrator cannot delete themselves", async () => {
    const admins = db.select({ id: users.id }).from(users).all();
    // Make one person the only GlobalAdmin of this database copy.
    const only = await person(["GlobalAdmin", "Member"], "Solo Admin");
    db.run(sql`delete from user_roles where role = 'GlobalAdmin' and user_id != ${only.id}`);
    expect(admins.length).toBeGreaterThan(0);
    await expect(deleteAccount(actorOf(only), PASSWORD)).rejects.toMatchObject({
      kind: "conflict",
      message: LAST_ADMIN,
    });
    expect(db.select().from(users).where(eq(users.id, only.id)).get()!.displayName).toBe("Solo Admin");
  });
});
