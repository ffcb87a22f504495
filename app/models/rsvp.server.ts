import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { columnValues, selectWithChapter, selectWithUser } from "~/db/query.server";
import { chapters, events, rsvps, userSettings, users, type RsvpStatus } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { queueMail } from "~/models/mail.server";
import { writeAudit } from "./audit.server";
import type { Actor } from "~/access/actor.server";
import { conflict, notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import type { RsvpInput } from "./rsvp.schema";
import { eventTimeLabels } from "~/utils/event-time-format";
import { safeTimeZone } from "~/utils/time-zone";

// Looked up here rather than imported from event.server, which imports this module for the counts.
function findOpenableEvent(eventId: string) {
  return selectWithChapter(events, {
    id: events.id,
    title: events.title,
    startAt: events.startAt,
    capacity: events.capacity,
    status: events.status,
    openToNetwork: events.openToNetwork,
    chapterId: events.chapterId,
    chapterStatus: chapters.status,
    chapterName: chapters.name,
    chapterTimeZone: chapters.timezone,
  })
    .where(and(eq(events.id, eventId), eq(chapters.status, "Approved")))
    .get();
}

export type RsvpCounts = Record<RsvpStatus, number>;

export const emptyCounts = (): RsvpCounts => ({ Confirmed: 0, Maybe: 0, Declined: 0 });

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Confirmed answers holding a place (not waiting on the waitlist). */
export function placesTaken(tx: Tx, eventId: string) {
  return Number(
    tx
      .select({ n: sql<number>`count(*)` })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, "Confirmed"), isNull(rsvps.waitlistedAt)))
      .get()?.n ?? 0,
  );
}

export interface RsvpResult {
  eventId: string;
  status: RsvpStatus;
  updatedAt: Date;
  /** True when a Confirmed answer is waiting for a place at a full event. */
  waitlisted: boolean;
  /** Who got the place this answer freed, if anyone. */
  promotedUserId: string | null;
}

/**
 * Records the user's answer for an upcoming event: one RSVP per user and event, changeable at any
 * time until the event starts. Who may answer is the `event.rsvp` rule (its chapter's approved
 * members and admins; anyone signed in when the event is open to the network): others get a 403,
 * for pages and the API alike. Past or cancelled events refuse (409); unknown or hidden events are a 404.
 *
 * Capacity: at a full event a "Confirmed" joins the waitlist (first come, first served). When a
 * place-holder changes their answer, the first person waiting gets the place in the same
 * transaction, and is emailed (through the outbox) once it has committed.
 */
export function setRsvp(user: Actor, input: RsvpInput, now = new Date()): RsvpResult {
  const event = findOpenableEvent(input.eventId);
  if (!event) throw notFound("Event not found");
  assertCan(user, "event.rsvp", event, "Only members of this event's chapter can RSVP to it.");
  if (event.status === "Cancelled") throw conflict("RSVPs are closed: this event was canceled.");
  if (event.startAt.getTime() < now.getTime()) {
    throw conflict("RSVPs are closed: this event has already started.");
  }
  const result = db.transaction(
    (tx) => {
      const before = tx
        .select({ status: rsvps.status, waitlistedAt: rsvps.waitlistedAt })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, user.id)))
        .get();
      const heldPlace = before?.status === "Confirmed" && !before.waitlistedAt;
      let waitlistedAt: Date | null = null;
      if (input.status === "Confirmed" && event.capacity != null && !heldPlace) {
        // Already waiting keeps its turn; otherwise a full event puts the answer at the back.
        if (before?.status === "Confirmed" && before.waitlistedAt) waitlistedAt = before.waitlistedAt;
        else if (placesTaken(tx, event.id) >= event.capacity) waitlistedAt = now;
      }
      const row = tx
        .insert(rsvps)
        .values({ eventId: event.id, userId: user.id, status: input.status, waitlistedAt })
        .onConflictDoUpdate({
          target: [rsvps.eventId, rsvps.userId],
          set: { status: input.status, waitlistedAt, updatedAt: now },
        })
        .returning()
        .get();
      writeAudit(tx, {
        actorId: user.id,
        action: waitlistedAt ? "join_event_waitlist" : "update_rsvp",
        targetType: "event",
        targetId: event.id,
        metadata: { title: event.title, chapterName: event.chapterName, status: input.status },
      });
      const promoted = heldPlace && input.status !== "Confirmed" ? promoteFromWaitlist(tx, event) : null;
      return { row, promoted };
      // IMMEDIATE: the transaction reads the places taken before writing, so it takes the write lock
      // first (a deferred one would fail at once if another write landed between the read and the write).
    },
    { behavior: "immediate" },
  );
  if (result.promoted) void tellPromoted(event, result.promoted);
  return {
    eventId: result.row.eventId,
    status: result.row.status,
    updatedAt: result.row.updatedAt,
    waitlisted: !!result.row.waitlistedAt,
    promotedUserId: result.promoted?.userId ?? null,
  };
}

export interface Promoted {
  rsvpId: string;
  userId: string;
  email: string;
  displayName: string;
  /** Their saved language (null: English): the notice is written in it. */
  language: Lang | null;
  /** Their own zone (null: none saved): their clock is shown too when it reads differently. */
  timeZone?: string | null;
}

/** Gives free places to the longest-waiting people (inside the caller's transaction). */
function promoteFromWaitlist(
  tx: Tx,
  event: { id: string; title: string; capacity: number | null; chapterName: string },
): Promoted | null {
  if (event.capacity != null && placesTaken(tx, event.id) >= event.capacity) return null;
  const next = selectWithUser(
    rsvps,
    {
      rsvpId: rsvps.id,
      userId: rsvps.userId,
      email: users.email,
      displayName: users.displayName,
      language: userSettings.language,
      timeZone: userSettings.timezone,
    },
    tx,
  )
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, "Confirmed"), isNotNull(rsvps.waitlistedAt)))
    .orderBy(asc(rsvps.waitlistedAt), asc(rsvps.createdAt))
    .limit(1)
    .get();
  if (!next) return null;
  tx.update(rsvps).set({ waitlistedAt: null, updatedAt: new Date() }).where(eq(rsvps.id, next.rsvpId)).run();
  writeAudit(tx, {
    actorId: null,
    action: "promote_from_waitlist",
    targetType: "event",
    targetId: event.id,
    metadata: {
      title: event.title,
      chapterName: event.chapterName,
      userId: next.userId,
      displayName: next.displayName,
    },
  });
  return next;
}

/** The "you have a place" notice, in the promoted person's own language (the event's title as written). */
export function promotionMessage(
  event: { title: string; startAt: Date; chapterName: string; chapterTimeZone: string },
  who: Pick<Promoted, "email" | "displayName" | "language" | "timeZone">,
) {
  const lang = who.language ?? "en";
  const t = serverT(lang);
  // The one formatter: the date, then the time with its zone's abbreviation (or offset), and the
  // person's own clock when it reads differently (as the event notices do).
  const labels = eventTimeLabels(
    event.startAt,
    null,
    event.chapterTimeZone,
    safeTimeZone(who.timeZone ?? event.chapterTimeZone),
    lang === "en" ? "en-US" : lang,
  );
  const when = `${labels.dateLabel}, ${labels.timeLabel}`;
  const vars = { title: event.title, chapter: event.chapterName, when, zone: event.chapterTimeZone.replace(/_/g, " ") };
  return {
    to: who.email,
    subject: t("content.email.promoted.subject", { title: event.title }),
    text: [
      t("content.email.promoted.greeting", { name: who.displayName }),
      "",
      t("content.email.promoted.body", vars),
      ...(labels.viewerTimeLabel ? [t("content.email.eventNotice.yourClock", { when: labels.viewerTimeLabel })] : []),
      "",
      t("content.email.promoted.cantCome"),
      "",
    ].join("\n"),
  };
}

/**
 * Gives every free place to the people waiting longest (an edit raised or removed the capacity),
 * inside the caller's transaction; tell each with `tellPromoted` once it has committed.
 */
export function fillFreePlaces(
  tx: Tx,
  event: { id: string; title: string; capacity: number | null; chapterName: string },
): Promoted[] {
  const promoted: Promoted[] = [];
  for (let next = promoteFromWaitlist(tx, event); next; next = promoteFromWaitlist(tx, event)) promoted.push(next);
  return promoted;
}

export async function tellPromoted(
  event: { id: string; title: string; startAt: Date; chapterName: string; chapterTimeZone: string },
  who: Promoted,
) {
  try {
    await queueMail([
      {
        ...promotionMessage(event, who),
        kind: "rsvp_promoted",
        // Their copy goes with their account (decision 030 deletes the queue's rows by user).
        userId: who.userId,
        dedupeKey: `rsvp-promoted:${who.rsvpId}:${Date.now()}`,
      },
    ]);
  } catch (error) {
    console.error("[rsvp] could not queue the waitlist promotion email", error);
  }
}

type PromotedAt = { event: Parameters<typeof tellPromoted>[0]; who: Promoted };

/**
 * A member who leaves a chapter or is taken off its roster gives up their answers to its upcoming
 * events (inside the caller's transaction): each Confirmed or Maybe becomes Declined, and a place
 * it held goes to the first person waiting, as when they cancel themselves. Events the chapter
 * opened to the network keep the answer: anyone signed in may come to those. Tell the promoted with
 * `tellAllPromoted` once the transaction has committed.
 */
export function releaseChapterRsvps(tx: Tx, userId: string, chapterId: string, now = new Date()) {
  const held = tx
    .select({
      rsvpId: rsvps.id,
      status: rsvps.status,
      waitlistedAt: rsvps.waitlistedAt,
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      capacity: events.capacity,
      chapterName: chapters.name,
      chapterTimeZone: chapters.timezone,
    })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(
      and(
        // rsvps_user_idx: a member's own answers, then their events.
        eq(rsvps.userId, userId),
        ne(rsvps.status, "Declined"),
        eq(events.chapterId, chapterId),
        gt(events.startAt, now),
        ne(events.status, "Cancelled"),
        eq(events.openToNetwork, false),
      ),
    )
    .all();
  const promoted: PromotedAt[] = [];
  for (const r of held) {
    tx.update(rsvps)
      .set({ status: "Declined", waitlistedAt: null, updatedAt: now })
      .where(eq(rsvps.id, r.rsvpId))
      .run();
    const heldPlace = r.status === "Confirmed" && !r.waitlistedAt;
    const next = heldPlace ? promoteFromWaitlist(tx, r) : null;
    if (next) promoted.push({ event: r, who: next });
  }
  return { cancelled: held.map((r) => r.title), promoted };
}

/** The "you have a place" emails of a release, once its transaction has committed. */
export function tellAllPromoted(promoted: readonly PromotedAt[]) {
  for (const p of promoted) void tellPromoted(p.event, p.who);
}

/** Counts per status for each event id (events without RSVPs get zeros). */
export function getRsvpCounts(eventIds: string[]) {
  const counts = new Map<string, RsvpCounts>(eventIds.map((id) => [id, emptyCounts()]));
  if (!eventIds.length) return counts;
  const rows = db
    .select({ eventId: rsvps.eventId, status: rsvps.status, n: sql<number>`count(*)` })
    .from(rsvps)
    // Waitlisted answers are counted apart (getWaitlistCounts): "confirmed" means holding a place.
    .where(and(inArray(rsvps.eventId, eventIds), isNull(rsvps.waitlistedAt)))
    .groupBy(rsvps.eventId, rsvps.status)
    .all();
  for (const row of rows) counts.get(row.eventId)![row.status] = Number(row.n);
  return counts;
}

/** How many people wait for a place, per event id (only events with a waitlist appear). */
export function getWaitlistCounts(eventIds: string[]) {
  return perEvent(eventIds, () =>
    db
      .select({ eventId: rsvps.eventId, value: sql<number>`count(*)`.mapWith(Number) })
      .from(rsvps)
      .where(and(inArray(rsvps.eventId, eventIds), isNotNull(rsvps.waitlistedAt)))
      .groupBy(rsvps.eventId)
      .all(),
  );
}

/**
 * A waiting answer's place in its event's line (1 = next): the answers waiting since before it, and
 * itself. The outer row is named in full: Drizzle writes a one-table query's columns unqualified, and
 * inside the subquery a bare "event_id" would be w's own (every waitlisted row in the table).
 */
const waitlistPlace = sql<number>`(select count(*) from rsvps w where w.event_id = rsvps.event_id
        and w.waitlisted_at is not null and (w.waitlisted_at < rsvps.waitlisted_at
        or (w.waitlisted_at = rsvps.waitlisted_at and w.created_at <= rsvps.created_at)))`;

/** The user's place on each event's waitlist (1 = next), for the events where they wait. */
export function getUserWaitlistPositions(userId: string, eventIds: string[]) {
  return perEvent(eventIds, () =>
    db
      .select({ eventId: rsvps.eventId, value: waitlistPlace.mapWith(Number) })
      .from(rsvps)
      .where(and(eq(rsvps.userId, userId), inArray(rsvps.eventId, eventIds), isNotNull(rsvps.waitlistedAt)))
      .all(),
  );
}

/**
 * What a list of events shows of their answers: the counts per status of the answers holding a
 * place (as `getRsvpCounts`) and how many wait (as `getWaitlistCounts`), read from the tallies the
 * RSVP writes keep per event (`event_rsvp_tallies`, migration 0051, docs/decisions/062): one row per
 * event by its key instead of grouping the events' RSVPs (200 events, ~3,400 RSVPs on the national
 * data set). An event without a row has no answers.
 */
export function getRsvpTallies(eventIds: string[]) {
  const counts = new Map<string, RsvpCounts>(eventIds.map((id) => [id, emptyCounts()]));
  const waiting = new Map<string, number>();
  if (!eventIds.length) return { counts, waiting };
  const rows = byEventCount(talliesStatements, eventIds.length, prepareTallies).all(idValues(eventIds));
  for (const row of rows) {
    const counted = counts.get(row.eventId)!;
    counted.Confirmed = row.confirmed;
    counted.Maybe = row.maybe;
    counted.Declined = row.declined;
    if (row.waiting) waiting.set(row.eventId, row.waiting);
  }
  return { counts, waiting };
}

/** The tallies' table, kept by triggers (migration 0051); managed only there, not in app/db/schema.ts. */
const eventRsvpTallies = sqliteTable("event_rsvp_tallies", {
  eventId: text("event_id").primaryKey(),
  confirmed: integer("confirmed").notNull(),
  maybe: integer("maybe").notNull(),
  declined: integer("declined").notNull(),
  waiting: integer("waiting").notNull(),
});

/**
 * The user's own answers to these events in one read: the answer (as `getUserRsvps`) and, when it
 * waits for a place, its place in line (as `getUserWaitlistPositions`).
 */
export function getUserAnswers(userId: string, eventIds: string[]) {
  const answers = new Map<string, { status: RsvpStatus; waitlistPosition: number | null }>();
  if (!eventIds.length) return answers;
  const rows = byEventCount(answersStatements, eventIds.length, prepareAnswers).all({
    ...idValues(eventIds),
    userId,
  });
  for (const row of rows) {
    answers.set(row.eventId, { status: row.status, waitlistPosition: row.place === null ? null : Number(row.place) });
  }
  return answers;
}

/**
 * The two reads of a list's RSVPs (`getRsvpTallies`, `getUserAnswers`) as statements prepared once
 * per connection and number of events (a page has 20; decision 038): a list view binds the ids
 * instead of having Drizzle build the same SQL on every view.
 */
const talliesStatements = preparedOnce(() => new Map<number, ReturnType<typeof prepareTallies>>());
const answersStatements = preparedOnce(() => new Map<number, ReturnType<typeof prepareAnswers>>());

function idPlaceholders(n: number) {
  return Array.from({ length: n }, (_, i) => sql.placeholder(`id${i}`));
}

function idValues(ids: string[]) {
  const values: Record<string, string> = {};
  ids.forEach((id, i) => (values[`id${i}`] = id));
  return values;
}

function prepareTallies(n: number) {
  return db
    .select()
    .from(eventRsvpTallies)
    .where(inArray(eventRsvpTallies.eventId, idPlaceholders(n)))
    .prepare();
}

function prepareAnswers(n: number) {
  return db
    .select({
      eventId: rsvps.eventId,
      status: rsvps.status,
      place: sql<number | null>`case when ${rsvps.waitlistedAt} is null then null else ${waitlistPlace} end`,
    })
    .from(rsvps)
    .where(and(eq(rsvps.userId, sql.placeholder("userId")), inArray(rsvps.eventId, idPlaceholders(n))))
    .prepare();
}

function byEventCount<T>(statements: () => Map<number, T>, n: number, prepare: (n: number) => T): T {
  const byCount = statements();
  let statement = byCount.get(n);
  if (!statement) {
    // Lists of other lengths (the API's up to 200) are kept too, a few dozen at most.
    if (byCount.size > 50) byCount.clear();
    byCount.set(n, (statement = prepare(n)));
  }
  return statement;
}

/** The user's own answers for these events. */
export function getUserRsvps(userId: string, eventIds: string[]) {
  return perEvent(eventIds, () =>
    db
      .select({ eventId: rsvps.eventId, value: rsvps.status })
      .from(rsvps)
      .where(and(eq(rsvps.userId, userId), inArray(rsvps.eventId, eventIds)))
      .all(),
  );
}

/** A per-event query's rows as a map from event id; no events, no query. */
function perEvent<V>(eventIds: string[], query: () => Array<{ eventId: string; value: V }>) {
  return new Map<string, V>(eventIds.length ? query().map((row) => [row.eventId, row.value]) : []);
}

/** `GET /api/events/{id}/rsvps`: the list of status values (no names: attendance is not public). */
export function listRsvpStatuses(eventId: string): RsvpStatus[] {
  if (!findOpenableEvent(eventId)) throw notFound("Event not found");
  return columnValues(rsvps.status, eq(rsvps.eventId, eventId));
}
