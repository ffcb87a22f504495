import { and, eq, inArray, or, sql } from "drizzle-orm";
import { DELETED_MEMBER } from "./deleted-member";
import { db } from "~/db/client.server";
import {
  accountTokens,
  activationResponses,
  activations,
  announcementRecipients,
  auditLogs,
  calendarFeeds,
  chapters,
  contactMessages,
  credentials,
  credentialTypes,
  eventAttendance,
  eventReminders,
  events,
  householdPlans,
  idempotencyKeys,
  memberships,
  messageQueue,
  outbox,
  pushSubscriptions,
  roleRequests,
  rsvps,
  serviceHours,
  sessions,
  userRoles,
  userSettings,
  users,
  waitlistEntries,
} from "~/db/schema";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound, refusal } from "~/access/errors";
import { assertCan, can } from "~/access/rules.server";
import { writeAudit } from "./audit.server";
import { removeProof } from "./credential-proof.server";
import { verifyPassword } from "./user.server";
import { waitlistWelcomeKey } from "./waitlist.server";

/**
 * A member's own data: the download (everything stored about them, as JSON) and deleting the
 * account (what goes, what stays anonymized for the chapters: docs/decisions/030). Only the owner,
 * for both (rule `account.own`).
 */

/** Everything stored about the actor, in one JSON document (proof files as their name, type and size). */
export function exportAccountData(actor: Actor, now = new Date()) {
  assertCan(actor, "account.own", { userId: actor.id });
  const userId = actor.id;
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound();
  const { passwordHash: _secret, ...profile } = user;
  return {
    exportedAt: now.toISOString(),
    profile,
    roles: db
      .select({ role: userRoles.role, since: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .all(),
    settings: db.select().from(userSettings).where(eq(userSettings.userId, userId)).get() ?? null,
    // Browsers that show call-out alerts, by push service (not the endpoint and keys: whoever holds
    // them can send notifications to that browser).
    callOutAlertDevices: db
      .select({ endpoint: pushSubscriptions.endpoint, since: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .all()
      .map((d) => ({ pushService: new URL(d.endpoint).host, since: d.since })),
    memberships: db
      .select({
        chapter: chapters.name,
        role: memberships.role,
        status: memberships.status,
        rejectionReason: memberships.rejectionReason,
        requestedAt: memberships.createdAt,
        reviewedAt: memberships.reviewedAt,
      })
      .from(memberships)
      .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
      .where(eq(memberships.userId, userId))
      .all(),
    roleRequests: db
      .select({
        requestedRole: roleRequests.requestedRole,
        justification: roleRequests.justification,
        status: roleRequests.status,
        rejectionReason: roleRequests.rejectionReason,
        requestedAt: roleRequests.createdAt,
        reviewedAt: roleRequests.reviewedAt,
      })
      .from(roleRequests)
      .where(eq(roleRequests.userId, userId))
      .all(),
    rsvps: db
      .select({
        event: events.title,
        chapter: chapters.name,
        startAt: events.startAt,
        status: rsvps.status,
        waitlistedAt: rsvps.waitlistedAt,
        answeredAt: rsvps.updatedAt,
      })
      .from(rsvps)
      .innerJoin(events, eq(events.id, rsvps.eventId))
      .innerJoin(chapters, eq(chapters.id, events.chapterId))
      .where(eq(rsvps.userId, userId))
      .all(),
    credentials: db
      .select({
        credential: credentialTypes.name,
        issuedOn: credentials.issuedOn,
        expiresOn: credentials.expiresOn,
        certificateNumber: credentials.certificateNumber,
        source: credentials.source,
        proofName: credentials.proofName,
        proofType: credentials.proofType,
        proofSize: credentials.proofSize,
        verifiedAt: credentials.verifiedAt,
        rejectedAt: credentials.rejectedAt,
        rejectionReason: credentials.rejectionReason,
        recordedAt: credentials.createdAt,
      })
      .from(credentials)
      .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId))
      .where(eq(credentials.userId, userId))
      .all(),
    serviceHours: db
      .select({
        chapter: chapters.name,
        servedOn: serviceHours.servedOn,
        activity: serviceHours.activity,
        hours: serviceHours.hours,
        note: serviceHours.note,
        status: serviceHours.status,
        rejectionReason: serviceHours.rejectionReason,
        loggedAt: serviceHours.createdAt,
      })
      .from(serviceHours)
      .innerJoin(chapters, eq(chapters.id, serviceHours.chapterId))
      .where(eq(serviceHours.userId, userId))
      .all(),
    attendance: db
      .select({
        event: events.title,
        chapter: chapters.name,
        startAt: events.startAt,
        method: eventAttendance.method,
        hours: eventAttendance.hours,
        recordedAt: eventAttendance.createdAt,
      })
      .from(eventAttendance)
      .innerJoin(events, eq(events.id, eventAttendance.eventId))
      .innerJoin(chapters, eq(chapters.id, events.chapterId))
      .where(eq(eventAttendance.userId, userId))
      .all(),
    callOutReplies: db
      .select({
        callOut: activations.title,
        chapter: chapters.name,
        reply: activationResponses.reply,
        etaMinutes: activationResponses.etaMinutes,
        repliedAt: activationResponses.repliedAt,
        checkedInAt: activationResponses.checkedInAt,
        checkedOutAt: activationResponses.checkedOutAt,
      })
      .from(activationResponses)
      .innerJoin(activations, eq(activations.id, activationResponses.activationId))
      .innerJoin(chapters, eq(chapters.id, activations.chapterId))
      .where(eq(activationResponses.userId, userId))
      .all(),
    householdPlan: (() => {
      const plan = db.select().from(householdPlans).where(eq(householdPlans.userId, userId)).get();
      if (!plan) return null;
      const { userId: _owner, ...rest } = plan;
      return rest;
    })(),
    waitlist: db
      .select({
        firstName: waitlistEntries.firstName,
        lastName: waitlistEntries.lastName,
        city: waitlistEntries.city,
        state: waitlistEntries.state,
        status: waitlistEntries.status,
        joinedAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, user.email))
      .all(),
  };
}

export { DELETED_MEMBER };
export const WRONG_PASSWORD = "Your password is not correct.";
export const LAST_ADMIN = "You are the network's only administrator. Make someone else an administrator first.";

/**
 * Deletes the actor's account after checking their password (decision 030). Gone: profile, roles,
 * settings, sessions and links, memberships and join requests, RSVPs, credentials with their proof
 * files, household plan, role requests, calendar feed, reminders, queued and kept mail, the record
 * of announcements emailed to them, waitlist entries and messages to the network. Kept, anonymized, for the chapters'
 * totals: volunteer hours (without their note), attendance and call-out check-ins, now attributed
 * to the account's row renamed "Deleted member" and marked deleted (no email, no password, no way
 * to sign in; pages show the name in the reader's language). The
 * audit rows stay: their actor is that row, and the account's name and address are taken out of
 * their details. The network's last administrator and a chapter's last leader are refused.
 */
export async function deleteAccount(actor: Actor, password: string) {
  assertCan(actor, "account.own", { userId: actor.id });
  const user = db.select().from(users).where(eq(users.id, actor.id)).get();
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalid(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  const userId = user.id;
  const proofKeys = db
    .select({ key: credentials.proofKey })
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .all()
    .flatMap((r) => (r.key ? [r.key] : []));
  db.transaction((tx) => {
    if (can(actor, "admin.area")) {
      const admins =
        tx
          .select({ n: sql<number>`count(*)` })
          .from(userRoles)
          .where(eq(userRoles.role, "GlobalAdmin"))
          .get()?.n ?? 0;
      if (admins <= 1) throw conflict(LAST_ADMIN);
    }
    for (const chapterId of actor.ledChapterIds) {
      const leaders =
        tx
          .select({ n: sql<number>`count(*)` })
          .from(memberships)
          .where(
            and(
              eq(memberships.chapterId, chapterId),
              eq(memberships.status, "Approved"),
              eq(memberships.role, "Leader"),
            ),
          )
          .get()?.n ?? 0;
      if (leaders <= 1) {
        const chapter = tx.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId)).get();
        throw refusal(
          "conflict",
          `You are the only leader of ${chapter?.name ?? "a chapter"}. Make another member a leader before you delete your account.`,
          "validation.you-are-the-only-leader-of-chapter-make-another-member-a-leader-before-you-delete-your-account",
          { chapter: chapter?.name ?? "" },
        );
      }
    }
    // What goes with the person.
    for (const table of [
      sessions,
      accountTokens,
      userRoles,
      userSettings,
      memberships,
      rsvps,
      eventReminders,
      credentials,
      householdPlans,
      roleRequests,
      calendarFeeds,
      idempotencyKeys,
      pushSubscriptions,
      announcementRecipients,
    ] as const) {
      tx.delete(table).where(eq(table.userId, userId)).run();
    }
    tx.delete(contactMessages).where(eq(contactMessages.senderId, userId)).run();
    // Messages to them still waiting to go (every sender to an account sets the row's user): gone
    // with the account, so nothing is sent to the person after this commit. Found through the
    // queue's (status, next attempt) index: the waiting rows are few. The delivered and failed
    // copies are removed after the commit (removeDeliveredCopies). The waitlist welcome went to an
    // address before any account, so it carries none: it goes with the waitlist entry, by the
    // address, through its dedupe key (the unique index), as the entry itself does below.
    tx.delete(messageQueue)
      .where(and(inArray(messageQueue.status, ["queued", "sending"]), eq(messageQueue.userId, userId)))
      .run();
    tx.delete(messageQueue)
      .where(eq(messageQueue.dedupeKey, waitlistWelcomeKey(user.email)))
      .run();
    tx.delete(outbox).where(eq(outbox.to, user.email)).run();
    tx.delete(waitlistEntries).where(eq(waitlistEntries.email, user.email)).run();
    // What the chapters keep, without the person: hours (the note was theirs), check-ins (the
    // reply link stops working).
    tx.update(serviceHours).set({ note: null }).where(eq(serviceHours.userId, userId)).run();
    tx.update(activationResponses)
      .set({ token: sql`'deleted-' || lower(hex(randomblob(16)))` })
      .where(eq(activationResponses.userId, userId))
      .run();
    tx.update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        displayName: DELETED_MEMBER,
        phone: null,
        bio: null,
        passwordHash: "!",
        emailVerifiedAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .run();
    // Audit rows by or about the account keep the action, not the person: their actor and subject
    // are the renamed row, and the name and address leave their details. Found by the actor and
    // subject indexes (every row names its subject: decision 025).
    const rows = tx
      .select({ id: auditLogs.id, metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(or(eq(auditLogs.actorId, userId), eq(auditLogs.subjectId, userId)))
      .all();
    const personal = new Set([user.displayName, user.email]);
    for (const row of rows) {
      if (!row.metadata) continue;
      const cleaned = Object.fromEntries(
        Object.entries(row.metadata).map(([key, value]) => [
          key,
          typeof value === "string" && personal.has(value) ? DELETED_MEMBER : value,
        ]),
      );
      tx.update(auditLogs).set({ metadata: cleaned }).where(eq(auditLogs.id, row.id)).run();
    }
    writeAudit(tx, { actorId: userId, action: "delete_account", targetType: "user", targetId: userId });
  });
  // The files go once the rows are gone (a failed unlink leaves an orphan file, never a dangling row).
  for (const key of proofKeys) removeProof(key);
  removeDeliveredCopies(userId);
  return { userId };
}

/**
 * The copies already delivered (or failed for good) to a deleted account, removed after the
 * deletion's commit. Finding them walks the queue (no index by user: see message_queue in the
 * schema), a read that holds no lock in WAL mode, so no writer (a call-out's send) waits on it; the
 * rows found are then deleted by id in short transactions. Nothing can be queued to the account
 * any more (its memberships, RSVPs and address are gone), so the walk sees every copy there is.
 * If the process dies in between, the copies of no activation go with retention (30 days,
 * decision 037); a call-out's copies stay with its delivery record.
 */
function removeDeliveredCopies(userId: string) {
  const ids = db
    .select({ id: messageQueue.id })
    .from(messageQueue)
    .where(eq(messageQueue.userId, userId))
    .all()
    .map((row) => row.id);
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    db.transaction((tx) => {
      tx.delete(messageQueue).where(inArray(messageQueue.id, batch)).run();
    });
  }
}
