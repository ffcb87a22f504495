import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { forbidden, invalid, notFound } from "~/access/errors";
import { assertCan, can, ledChapterScope } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { contentVersionStamp, keptByStamp } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { inChapterScope, selectWithChapter } from "~/db/query.server";
import {
  auditLogs,
  chapters,
  credentials,
  credentialTypes,
  eventAttendance,
  events,
  eventTraining,
  memberships,
  rsvps,
  users,
} from "~/db/schema";
import { writeAudit } from "./audit.server";
import { findEventWithChapter } from "./event-roster.server";
import { isoDayIn } from "./credential.schema";
import { recordTrainingCredential } from "./credential.server";
import { storedName, type NamePerson } from "./deleted-member";

/**
 * Attendance at events. Leaders record it on the event's attendance page (a tick list that works
 * without JS, or kiosk-style check-in by name); members check themselves in with the event's short
 * code while it runs. Leader-recorded attendance at a training event creates the member's credential
 * for the event's type, already verified (audited); a self check-in waits for a leader to confirm it
 * on the roster before it issues a credential, and counts for hours once confirmed or when the member
 * had RSVP'd (hours.server's ledger). The review rules hold on every path (docs/decisions/021):
 * only approved members of the event's chapter are marked present or check in (`attendance.mark`,
 * `attendance.checkIn`), nobody records their own attendance, and nothing is recorded before the
 * event starts.
 */

/** Code alphabet without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CHECK_IN_CODE_LENGTH = 6;
/** Self check-in closes at the end (or this long after a start without an end); it opens at the start. */
const DEFAULT_LENGTH_MS = 4 * 60 * 60 * 1000;
/** Wrong self check-in codes allowed per member and event in a window before they must ask a leader. */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

function newCode() {
  const bytes = crypto.randomBytes(CHECK_IN_CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export function normaliseCode(code: string) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** An event's attendance rows by member (read in `tx` inside a transaction). */
function attendanceByUser(tx: Pick<typeof db, "select">, eventId: string) {
  const rows = tx.select().from(eventAttendance).where(eq(eventAttendance.eventId, eventId)).all();
  return new Map(rows.map((a) => [a.userId, a]));
}

/** The event of an attendance page, only while its chapter is approved (anything else: not found). */
function loadEvent(eventId: string) {
  const event = findEventWithChapter(eventId);
  if (!event || event.chapterStatus !== "Approved") throw notFound("Event not found");
  return event;
}
export type AttendanceEvent = ReturnType<typeof loadEvent>;

/** The event's training settings, created (with a fresh check-in code) the first time they are read. */
export function ensureTrainingSettings(eventId: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = db.select().from(eventTraining).where(eq(eventTraining.eventId, eventId)).get();
    if (existing) return existing;
    try {
      db.insert(eventTraining)
        .values({ eventId, checkInCode: newCode() })
        .onConflictDoNothing({ target: eventTraining.eventId })
        .run();
    } catch {
      // The random code collided with another event's: try another.
    }
  }
  throw new Error("Could not allocate a check-in code");
}

/** Whether self check-in is open at `now`: from the start until the end (attendance never precedes the start). */
export function checkInWindow(event: { startAt: Date; endAt: Date | null }, now = new Date()) {
  const opens = event.startAt.getTime();
  const closes = (event.endAt ?? new Date(event.startAt.getTime() + DEFAULT_LENGTH_MS)).getTime();
  return { open: now.getTime() >= opens && now.getTime() <= closes, opens: new Date(opens), closes: new Date(closes) };
}

/** Hours an event counts for: its length (0 when it has no end time and no leader set them). */
export function eventHours(event: { startAt: Date; endAt: Date | null }) {
  if (!event.endAt) return 0;
  return Math.max(0, Math.round(((event.endAt.getTime() - event.startAt.getTime()) / 3_600_000) * 100) / 100);
}

/**
 * The attendance page: a leader's roster view, or a member's self check-in view. The roster names
 * people through `name` (the page passes `namesFor(t)`: a deleted account's attendance is kept and
 * named in the reader's language).
 */
export function getAttendancePage(actor: Actor, eventId: string, now = new Date(), name: NamePerson = storedName) {
  const event = loadEvent(eventId);
  const settings = ensureTrainingSettings(eventId);
  const type = settings.credentialTypeId
    ? (db
        .select({ id: credentialTypes.id, name: credentialTypes.name })
        .from(credentialTypes)
        .where(eq(credentialTypes.id, settings.credentialTypeId))
        .get() ?? null)
    : null;
  const canRecord = can(actor, "attendance.record", event.chapterId);
  const mine = db
    .select({ method: eventAttendance.method, createdAt: eventAttendance.createdAt })
    .from(eventAttendance)
    .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, actor.id)))
    .get();
  // A self check-in counts for hours at once when the member had RSVP'd, else once a leader confirms it.
  const myRsvp = mine?.method === "code" ? rsvpOf(eventId, actor.id) : null;
  return {
    event,
    trainingType: type,
    checkInCode: canRecord ? settings.checkInCode : null,
    window: checkInWindow(event, now),
    defaultHours: eventHours(event),
    canRecord,
    myAttendance: mine ? { ...mine, counted: mine.method !== "code" || isAttendingRsvp(myRsvp) } : null,
    canCheckIn: can(actor, "attendance.checkIn", event.chapterId),
    roster: canRecord ? attendanceRoster(actor, eventId, event, name) : null,
  };
}

function rsvpOf(eventId: string, userId: string) {
  return (
    db
      .select({ status: rsvps.status })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
      .get()?.status ?? null
  );
}
const isAttendingRsvp = (status: string | null) => status === "Confirmed" || status === "Maybe";

/** The chapters a person holds an approved membership of (what `attendance.mark` looks at). */
function memberRef(tx: Pick<typeof db, "select">, userId: string) {
  const chapterIds = tx
    .select({ id: memberships.chapterId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "Approved")))
    .all()
    .map((m) => m.id);
  return { userId, chapterIds };
}

const NOT_YOURSELF = "Nobody records their own attendance: ask another leader of the chapter.";
const MEMBERS_ONLY = "Only approved members of this chapter can be marked present.";

/** Refuses marking this person (present, absent or their hours) unless `attendance.mark` allows it. */
function assertMayMark(tx: Pick<typeof db, "select">, actor: Actor, event: { chapterId: string }, userId: string) {
  if (userId === actor.id) throw forbidden(NOT_YOURSELF);
  assertCan(actor, "attendance.mark", { chapterId: event.chapterId, member: memberRef(tx, userId) }, MEMBERS_ONLY);
}

/** Attendance is recorded once the event has started, never ahead of it. */
function assertStarted(event: { startAt: Date }, now: Date) {
  if (now.getTime() < event.startAt.getTime()) {
    throw invalid("Attendance can be recorded once the event has started.");
  }
}

/**
 * The roster's reads, prepared once (decision 038): every view of the attendance page runs them with
 * the same text, and Drizzle built the three-way `or` of subqueries again on each (decision 064).
 */
const rosterPeopleStatement = preparedOnce(() =>
  db
    .select({ id: users.id, name: users.displayName, deletedAt: users.deletedAt, email: users.email })
    .from(users)
    .where(
      or(
        inArray(
          users.id,
          db
            .select({ id: memberships.userId })
            .from(memberships)
            .innerJoin(events, eq(events.chapterId, memberships.chapterId))
            .where(and(eq(events.id, sql.placeholder("eventId")), eq(memberships.status, "Approved"))),
        ),
        inArray(
          users.id,
          db
            .select({ id: rsvps.userId })
            .from(rsvps)
            .where(and(eq(rsvps.eventId, sql.placeholder("eventId")), ne(rsvps.status, "Declined"))),
        ),
        inArray(
          users.id,
          db
            .select({ id: eventAttendance.userId })
            .from(eventAttendance)
            .where(eq(eventAttendance.eventId, sql.placeholder("eventId"))),
        ),
      ),
    )
    .orderBy(asc(users.displayName))
    .prepare(),
);
const rosterRsvpsStatement = preparedOnce(() =>
  db
    .select({ userId: rsvps.userId, status: rsvps.status })
    .from(rsvps)
    .where(eq(rsvps.eventId, sql.placeholder("eventId")))
    .prepare(),
);
const chapterMembersStatement = preparedOnce(() =>
  db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.chapterId, sql.placeholder("chapterId")), eq(memberships.status, "Approved")))
    .prepare(),
);

/**
 * What an event's roster reads stay the same as (decision 068): content_version's first row (every
 * write to memberships, RSVPs, events and users, migrations 0005 and 0009) and its fifth (every
 * write to event_attendance, migration 0055).
 */
const rosterStamp = contentVersionStamp(1, 5);

/**
 * An event's roster reads, kept per event while their stamp holds (decision 068; the latest 32): a
 * leader ticking through the list, several leaders at one event, read its ~370 people sorted by
 * name once between writes. Every reader gets the same objects: nothing may change them.
 */
const keptRosterReads = keptByStamp<ReturnType<typeof readRoster>>(32);

/** The roster's rows read now: the people sorted by name, their attendance, RSVPs, and the chapter's members. */
function readRoster(eventId: string, chapterId: string) {
  return {
    people: rosterPeopleStatement().all({ eventId }),
    attended: attendanceByUser(db, eventId),
    rsvpBy: new Map(
      (rosterRsvpsStatement().values({ eventId }) as [string, (typeof rsvps.$inferSelect)["status"]][]).map(
        ([userId, status]) => [userId, status],
      ),
    ),
    members: new Set((chapterMembersStatement().values({ chapterId }) as [string][]).map(([id]) => id)),
  };
}

/**
 * Who may be ticked: the chapter's approved members, and anyone already recorded (so a leader can
 * untick them). Anyone else who RSVP'd is listed too, but cannot be marked (`canMark`), nor can the
 * leader themselves: another leader records theirs. Sorted by name.
 */
function attendanceRoster(
  actor: Actor,
  eventId: string,
  event: { chapterId: string; startAt: Date; endAt: Date | null },
  name: NamePerson = storedName,
) {
  // The stamp is read before the rows: a write landing between them is seen by the next view.
  const stamp = rosterStamp();
  const { people, attended, rsvpBy, members } = keptRosterReads(`${eventId}|${event.chapterId}`, stamp, () =>
    readRoster(eventId, event.chapterId),
  );
  const fallback = eventHours(event);
  // Each field named (no `({ deletedAt, ...p })`): V8 copies a rest pattern through its slow path,
  // which cost ~3 ms per page over a roster of 370 people (national data set, 2026-11-26).
  return people.map((p) => {
    const a = attended.get(p.id);
    return {
      id: p.id,
      name: name(p.name, p.deletedAt),
      email: p.email,
      canMark: can(actor, "attendance.mark", {
        chapterId: event.chapterId,
        member: { userId: p.id, chapterIds: members.has(p.id) ? [event.chapterId] : [] },
      }),
      rsvp: rsvpBy.get(p.id) ?? null,
      present: !!a,
      method: a?.method ?? null,
      hours: a ? (a.hours ?? fallback) : null,
      hoursAdjusted: a?.hours != null,
    };
  });
}

function requireRecorder(actor: Actor, eventId: string) {
  const event = loadEvent(eventId);
  assertCan(
    actor,
    "attendance.record",
    event.chapterId,
    "Only leaders of this event's chapter and administrators record attendance.",
  );
  return event;
}

function issueCredentialIfTraining(
  tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  eventId: string,
  eventDate: string,
  userId: string,
  recordedById: string,
) {
  const settings = tx.select().from(eventTraining).where(eq(eventTraining.eventId, eventId)).get();
  if (!settings?.credentialTypeId) return null;
  return recordTrainingCredential(tx, {
    userId,
    credentialTypeId: settings.credentialTypeId,
    eventId,
    eventDate,
    recordedById,
  });
}

/**
 * Saves the tick list: the ticked people are present (self check-ins among them are confirmed),
 * the unticked ones among `listed` are not (their attendance, and a credential it issued, removed).
 */
export function saveRoster(
  actor: Actor,
  eventId: string,
  input: { present: string[]; listed: string[] },
  now = new Date(),
) {
  const event = requireRecorder(actor, eventId);
  assertStarted(event, now);
  ensureTrainingSettings(eventId);
  const present = new Set(input.present);
  const eventDate = isoDayIn(event.startAt, event.chapterTimeZone);
  let added = 0;
  let removed = 0;
  db.transaction((tx) => {
    const existing = attendanceByUser(tx, eventId);
    const known = new Set(
      tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...present]))
        .all()
        .map((u) => u.id),
    );
    for (const userId of present) {
      if (!known.has(userId)) continue;
      const row = existing.get(userId);
      // Left as a leader recorded it: nothing changes, nothing to check.
      if (row && row.method !== "code") {
        issueCredentialIfTraining(tx, eventId, eventDate, userId, row.recordedById ?? actor.id);
        continue;
      }
      assertMayMark(tx, actor, event, userId);
      if (!row) {
        tx.insert(eventAttendance).values({ eventId, userId, method: "roster", recordedById: actor.id }).run();
        added++;
      } else if (row.method === "code") {
        tx.update(eventAttendance)
          .set({ method: "roster", recordedById: actor.id })
          .where(eq(eventAttendance.id, row.id))
          .run();
      }
      issueCredentialIfTraining(tx, eventId, eventDate, userId, actor.id);
    }
    for (const userId of input.listed) {
      const row = existing.get(userId);
      if (!row || present.has(userId)) continue;
      if (userId === actor.id) throw forbidden(NOT_YOURSELF);
      tx.delete(eventAttendance).where(eq(eventAttendance.id, row.id)).run();
      const issued = tx
        .delete(credentials)
        .where(
          and(
            eq(credentials.userId, userId),
            eq(credentials.sourceEventId, eventId),
            eq(credentials.source, "attendance"),
          ),
        )
        .returning({ id: credentials.id })
        .all();
      for (const c of issued) {
        writeAudit(tx, {
          actorId: actor.id,
          action: "remove_attendance_credential",
          targetType: "credential",
          targetId: c.id,
          metadata: { eventId, memberId: userId },
        });
      }
      removed++;
    }
    writeAudit(tx, {
      actorId: actor.id,
      action: "record_attendance",
      targetType: "event",
      targetId: eventId,
      metadata: { title: event.title, present: present.size, added, removed },
    });
  });
  return { added, removed };
}

/** Kiosk check-in of one person by a leader (from the name search). Idempotent. */
export function kioskCheckIn(actor: Actor, eventId: string, userId: string, now = new Date()) {
  const event = requireRecorder(actor, eventId);
  assertStarted(event, now);
  ensureTrainingSettings(eventId);
  const person = db.select({ id: users.id, name: users.displayName }).from(users).where(eq(users.id, userId)).get();
  if (!person) throw notFound("Person not found");
  assertMayMark(db, actor, event, userId);
  const eventDate = isoDayIn(event.startAt, event.chapterTimeZone);
  return db.transaction((tx) => {
    const row = tx
      .insert(eventAttendance)
      .values({ eventId, userId, method: "kiosk", recordedById: actor.id })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!row) {
      tx.update(eventAttendance)
        .set({ method: "kiosk", recordedById: actor.id })
        .where(
          and(
            eq(eventAttendance.eventId, eventId),
            eq(eventAttendance.userId, userId),
            eq(eventAttendance.method, "code"),
          ),
        )
        .run();
    }
    issueCredentialIfTraining(tx, eventId, eventDate, userId, actor.id);
    writeAudit(tx, {
      actorId: actor.id,
      action: "record_attendance",
      targetType: "event",
      targetId: eventId,
      metadata: { title: event.title, memberId: userId, method: "kiosk" },
    });
    return { name: person.name, alreadyIn: !row };
  });
}

/** Names matching a kiosk search (the roster filtered server-side; at most 20). */
export function searchRoster(actor: Actor, eventId: string, q: string) {
  const event = requireRecorder(actor, eventId);
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return attendanceRoster(actor, eventId, event)
    .filter((p) => p.canMark)
    .filter((p) => p.name.toLowerCase().includes(needle) || p.email.toLowerCase().startsWith(needle))
    .slice(0, 20)
    .map((p) => ({ id: p.id, name: p.name, present: p.present }));
}

/** A member checks in with the event's code while it runs. Idempotent; counts for hours. */
export function selfCheckIn(actor: Actor, eventId: string, code: string, now = new Date()) {
  const event = loadEvent(eventId);
  assertCan(actor, "attendance.checkIn", event.chapterId, "Only approved members of this chapter can check in.");
  const settings = ensureTrainingSettings(eventId);
  if (!checkInWindow(event, now).open) throw invalid("Check-in is open only while the event runs.");
  // Wrong codes are audited; after a few in a short while the member must ask a leader (no guessing).
  const recentFailures = Number(
    db
      .select({ n: sql<number>`count(*)` })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, "self_check_in_failed"),
          eq(auditLogs.actorId, actor.id),
          eq(auditLogs.targetId, eventId),
          gte(auditLogs.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS)),
        ),
      )
      .get()?.n ?? 0,
  );
  if (recentFailures >= MAX_FAILURES) {
    throw invalid("Too many wrong codes. Ask a leader at the event to check you in.");
  }
  const given = Buffer.from(normaliseCode(code));
  const expected = Buffer.from(settings.checkInCode);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    writeAudit(db, {
      actorId: actor.id,
      action: "self_check_in_failed",
      targetType: "event",
      targetId: eventId,
      metadata: { title: event.title },
    });
    throw invalid("That code is not this event's check-in code.", {
      code: ["That code is not this event's check-in code."],
    });
  }
  return db.transaction((tx) => {
    const row = tx
      .insert(eventAttendance)
      .values({ eventId, userId: actor.id, method: "code" })
      .onConflictDoNothing()
      .returning()
      .get();
    // Counted for hours at once only with an RSVP; otherwise when a leader confirms it on the roster.
    const counted = isAttendingRsvp(rsvpOf(eventId, actor.id));
    if (row)
      writeAudit(tx, {
        actorId: actor.id,
        action: "self_check_in",
        targetType: "event",
        targetId: eventId,
        metadata: { title: event.title, counted },
      });
    return { alreadyIn: !row, counted };
  });
}

/** Marks the event as training for a credential type (or not); leader-recorded attendees get it now. */
export function setTrainingType(actor: Actor, eventId: string, credentialTypeId: string | null) {
  const event = requireRecorder(actor, eventId);
  ensureTrainingSettings(eventId);
  let typeName: string | null = null;
  if (credentialTypeId) {
    const type = db.select().from(credentialTypes).where(eq(credentialTypes.id, credentialTypeId)).get();
    if (!type || !type.active)
      throw invalid("Choose a credential type", { credentialTypeId: ["Choose a credential type"] });
    typeName = type.name;
  }
  const eventDate = isoDayIn(event.startAt, event.chapterTimeZone);
  return db.transaction((tx) => {
    tx.update(eventTraining)
      .set({ credentialTypeId, updatedAt: new Date() })
      .where(eq(eventTraining.eventId, eventId))
      .run();
    let issued = 0;
    if (credentialTypeId) {
      const confirmed = tx
        .select({ userId: eventAttendance.userId })
        .from(eventAttendance)
        .where(and(eq(eventAttendance.eventId, eventId), ne(eventAttendance.method, "code")))
        .all();
      for (const a of confirmed) if (issueCredentialIfTraining(tx, eventId, eventDate, a.userId, actor.id)) issued++;
    }
    writeAudit(tx, {
      actorId: actor.id,
      action: "set_event_training",
      targetType: "event",
      targetId: eventId,
      metadata: { title: event.title, credentialType: typeName },
    });
    return { issued, typeName };
  });
}

/** A leader adjusts one attendee's hours (null: back to the event's length). Audited. */
export function setAttendanceHours(actor: Actor, eventId: string, userId: string, hours: number | null) {
  const event = requireRecorder(actor, eventId);
  assertMayMark(db, actor, event, userId);
  if (hours !== null && (!Number.isFinite(hours) || hours < 0 || hours > 24))
    throw invalid("Hours must be between 0 and 24", { hours: ["Hours must be between 0 and 24"] });
  return db.transaction((tx) => {
    const row = tx
      .update(eventAttendance)
      .set({ hours })
      .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)))
      .returning()
      .get();
    if (!row) throw invalid("Record the person as present first.");
    writeAudit(tx, {
      actorId: actor.id,
      action: "adjust_attendance_hours",
      targetType: "event",
      targetId: eventId,
      metadata: { title: event.title, memberId: userId, hours },
    });
    return row;
  });
}

/** Events of the member's chapters running now: check-in shortcuts. */
export function eventsOpenForCheckIn(actor: Actor, now = new Date()) {
  const from = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  const to = now;
  const rows = selectWithChapter(events, {
    id: events.id,
    title: events.title,
    startAt: events.startAt,
    endAt: events.endAt,
    chapterId: events.chapterId,
    chapterName: chapters.name,
  })
    .where(
      and(
        eq(chapters.status, "Approved"),
        gte(events.startAt, from),
        lte(events.startAt, to),
        // Only the member's own chapters: nobody else may check in (`attendance.checkIn`).
        inChapterScope(events.chapterId, actor.memberChapterIds),
      ),
    )
    .all();
  return rows.filter((e) => checkInWindow(e, now).open);
}

/** Events of the chapters the actor leads from two weeks ago to a week ahead: where attendance gets taken. */
export function eventsForAttendance(actor: Actor, now = new Date()) {
  return selectWithChapter(events, {
    id: events.id,
    title: events.title,
    startAt: events.startAt,
    chapterName: chapters.name,
    chapterTimeZone: chapters.timezone,
    trainingTypeId: eventTraining.credentialTypeId,
  })
    .leftJoin(eventTraining, eq(eventTraining.eventId, events.id))
    .where(
      and(
        eq(chapters.status, "Approved"),
        gte(events.startAt, new Date(now.getTime() - 14 * 86_400_000)),
        lte(events.startAt, new Date(now.getTime() + 7 * 86_400_000)),
        inChapterScope(events.chapterId, ledChapterScope(actor)),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(30)
    .all();
}
