import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { db } from "~/db/client.server";
import { chapters, eventSeries, events } from "~/db/schema";
import { safeTimeZone } from "~/utils/time-zone";
import {
  RECURRENCE_MESSAGES,
  dayNumber,
  localMinutesBetween,
  occurrenceDates,
  ruleForMovedDates,
  shiftLocal,
  type RecurrenceRule,
  type RecurrenceProblem,
  type SeriesRuleView,
} from "~/utils/recurrence";
import { writeAudit } from "./audit.server";
import type { Tx } from "./activation-common.server";
import { assertCanPostForChapter } from "./chapter-options.server";
import {
  afterCommit,
  applyCancellation,
  applyEventChanges,
  requireManagedEvent,
  sameValue,
  type ChangeOutcome,
  type ManagedEvent,
  type SeriesNotice,
} from "./event-change.server";
import {
  eventInputFromForm,
  utcToZonedLocal,
  zonedLocalToUtc,
  type CancelEventInput,
  type CreateEventInput,
  type EventChanges,
} from "./event.schema";
import { chapterTimeZone, createEventFromForm } from "./event.server";
import { ruleFromForm, type EventCreateFormValue, type SeriesScope } from "./event-series.schema";
import type { RecurrenceInput } from "./recurrence.schema";

/**
 * Recurring trainings (docs/decisions/035). A series is one `event_series` row holding its rule and
 * one `events` row per date, each an ordinary event (its own RSVPs, attendance, page, calendar UID)
 * with `series_id` set. Dates are computed as wall-clock dates and times in the chapter's zone, then
 * read in that zone, so a 7 PM training is at 7 PM on both sides of a daylight-saving change.
 *
 * Editing or cancelling "this and following" runs the event lifecycle's own steps
 * (models/event-change.server.ts) on each affected occurrence inside one transaction: each gets its
 * SEQUENCE raised and its audit entry; the people who answered are told once per change, on the
 * earliest affected date they answered, with a line saying how many dates it covers.
 */

export interface CreatedSeries {
  seriesId: string;
  occurrences: Array<{ id: string; startAt: Date; endAt: Date | null }>;
}

/** A rule's problem as the API and the model say it: a 400 on `recurrence.<field>`. */
function problemError(problem: RecurrenceProblem) {
  const field = problem.field === "byDay" ? "recurrence.byDay" : "recurrence.until";
  return invalid(problem.message, { [field]: [problem.message] });
}

/**
 * Creates a series: `input` is the first date's event (its start gives the time of day, its end the
 * length on the clock), `recurrence` the rule. Who may: as for one event (`content.postFor` the
 * chapter). All occurrences, the series row and one audit entry are written together or not at all.
 * 400 for a rule giving no date, more than 60 dates or a last date more than a year out.
 */
export function createEventSeries(actor: Actor, input: CreateEventInput, recurrence: RecurrenceInput): CreatedSeries {
  const chapter = assertCanPostForChapter(actor, input.chapterId, "events");
  const zone = safeTimeZone(chapterTimeZone(chapter.id));
  const startLocal = utcToZonedLocal(input.startAt, zone);
  const untilDate =
    recurrence.untilDate ?? utcToZonedLocal(recurrence.untilInstant ?? input.startAt, zone).slice(0, 10);
  const rule: RecurrenceRule = {
    freq: recurrence.freq,
    interval: recurrence.interval,
    byDay: recurrence.byDay,
    untilDate,
  };
  const found = occurrenceDates(startLocal.slice(0, 10), rule);
  if (found.problem) throw problemError(found.problem);
  const length = input.endAt ? localMinutesBetween(startLocal, utcToZonedLocal(input.endAt, zone)) : null;
  const time = startLocal.slice(11, 16);
  const dates = found.dates
    .map((date) => {
      const local = `${date}T${time}`;
      return {
        startAt: zonedLocalToUtc(local, zone)!,
        endAt: length === null ? null : zonedLocalToUtc(shiftLocal(local, length), zone),
      };
    })
    // UNTIL as an instant (the API) is inclusive of an occurrence starting at that instant.
    .filter((d) => !recurrence.untilInstant || d.startAt.getTime() <= recurrence.untilInstant.getTime());
  if (!dates.length) throw problemError({ field: "untilDate", message: RECURRENCE_MESSAGES.empty });
  return db.transaction(
    (tx) => {
      const series = tx
        .insert(eventSeries)
        .values({
          chapterId: chapter.id,
          freq: rule.freq,
          interval: rule.interval,
          byDay: rule.byDay.length ? rule.byDay.join(",") : null,
          untilDate,
          startLocal,
          timeZone: zone,
          createdById: actor.id,
        })
        .returning({ id: eventSeries.id })
        .get();
      const occurrences = tx
        .insert(events)
        .values(
          dates.map((d) => ({
            chapterId: chapter.id,
            seriesId: series.id,
            title: input.title,
            description: input.description,
            startAt: d.startAt,
            endAt: d.endAt,
            locationText: input.locationText,
            capacity: input.capacity ?? null,
            whatToBring: input.whatToBring ?? null,
            openToNetwork: input.openToNetwork ?? false,
            createdById: actor.id,
          })),
        )
        .returning({ id: events.id, startAt: events.startAt, endAt: events.endAt })
        .all()
        .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
      writeAudit(tx, {
        actorId: actor.id,
        action: "create_event_series",
        targetType: "event",
        targetId: occurrences[0]!.id,
        chapterId: chapter.id,
        metadata: {
          title: input.title,
          chapterName: chapter.name,
          seriesId: series.id,
          count: occurrences.length,
          rule: { freq: rule.freq, interval: rule.interval, byDay: rule.byDay, until: untilDate },
          first: occurrences[0]!.startAt.toISOString(),
          last: occurrences[occurrences.length - 1]!.startAt.toISOString(),
        },
      });
      return { seriesId: series.id, occurrences };
    },
    { behavior: "immediate" },
  );
}

/** The Create Event page: one event, or a series when a repeat is chosen. Answers its title and how many dates. */
export function createEventsFromForm(actor: Actor, value: EventCreateFormValue) {
  if (!value.repeat) {
    const event = createEventFromForm(actor, value);
    return { title: event.title, count: 1 };
  }
  const rule = ruleFromForm(value);
  const input = eventInputFromForm(value, chapterTimeZone(value.chapterId));
  const created = createEventSeries(actor, input, { ...rule });
  return { title: input.title, count: created.occurrences.length };
}

/** What a page or the API shows about the series an event belongs to. */
export interface SeriesInfo extends SeriesRuleView {
  id: string;
  /** Scheduled occurrences from this event on, this one included ("this and following"). */
  followingCount: number;
}

/** Events joined to their series and chapter: the rule's columns, the event's start and zone. */
function seriesRuleRows(where: SQL) {
  return db
    .select({
      eventId: events.id,
      seriesId: eventSeries.id,
      freq: eventSeries.freq,
      interval: eventSeries.interval,
      byDay: eventSeries.byDay,
      untilDate: eventSeries.untilDate,
      startLocal: eventSeries.startLocal,
      startAt: events.startAt,
      zone: chapters.timezone,
    })
    .from(events)
    .innerJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(where);
}

type SeriesRuleRow = NonNullable<ReturnType<ReturnType<typeof seriesRuleRows>["get"]>>;

function ruleView(row: SeriesRuleRow): SeriesRuleView {
  return {
    freq: row.freq,
    interval: row.interval,
    byDay: row.byDay ? row.byDay.split(",") : [],
    untilDate: row.untilDate,
    startLocal: row.startLocal,
    eventDate: localDateOf(row.startAt, row.zone),
  };
}

/** The series of an event, or null for a one-off. `eventId` must be one the caller may read. */
export function getSeriesOf(eventId: string): SeriesInfo | null {
  const row = seriesRuleRows(eq(events.id, eventId)).get();
  if (!row) return null;
  // A count in SQL (events_series_start_idx), not every occurrence's row read to take its length.
  const followingCount = Number(
    db
      .select({ n: sql<number>`count(*)` })
      .from(events)
      .where(and(eq(events.seriesId, row.seriesId), gte(events.startAt, row.startAt), eq(events.status, "Scheduled")))
      .get()?.n ?? 0,
  );
  return { id: row.seriesId, ...ruleView(row), followingCount };
}

/** The rules of the series the given events belong to (the cards' "Part of a series" line), by event id. */
export function seriesRulesOf(eventIds: string[]): Map<string, SeriesRuleView> {
  if (!eventIds.length) return new Map();
  return new Map(
    seriesRuleRows(inArray(events.id, eventIds))
      .all()
      .map((row) => [row.eventId, ruleView(row)]),
  );
}

/** An occurrence's date in its chapter's calendar (the one the series' rule counts in). */
function localDateOf(startAt: Date, zone: string) {
  return utcToZonedLocal(startAt, safeTimeZone(zone)).slice(0, 10);
}

/** The occurrences "this and following" covers: this one and the later scheduled ones, in start order. */
function followingOccurrences(actor: Actor, target: ManagedEvent & { seriesId: string }) {
  const ids = db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.seriesId, target.seriesId), gte(events.startAt, target.startAt), eq(events.status, "Scheduled")),
    )
    .orderBy(asc(events.startAt))
    .all()
    .map((r) => r.id)
    .filter((id) => id !== target.id);
  return [target, ...ids.map((id) => requireManagedEvent(actor, id))];
}

function seriesIdOf(eventId: string) {
  return db.select({ seriesId: events.seriesId }).from(events).where(eq(events.id, eventId)).get()?.seriesId ?? null;
}

/** What a change in a scope did: the chosen event as it is now, and every occurrence it touched. */
export interface ScopedOutcome extends ChangeOutcome {
  /** Ids of the occurrences changed (the chosen one first). */
  occurrences: string[];
}

/**
 * One scoped change: the chosen event read for someone who may change it, then `apply` with its
 * series (null for "one" or a one-off) inside one IMMEDIATE transaction (the SEQUENCE each notice is
 * keyed on is the one written), then what must wait for the commit.
 */
function inScope(
  actor: Actor,
  eventId: string,
  scope: SeriesScope,
  apply: (tx: Tx, target: ManagedEvent, seriesId: string | null) => ChangeOutcome[],
): ScopedOutcome {
  const outcomes = db.transaction(
    (tx) => {
      const target = requireManagedEvent(actor, eventId);
      return apply(tx, target, scope === "one" ? null : seriesIdOf(target.id));
    },
    { behavior: "immediate" },
  );
  afterCommit(outcomes);
  return summarize(outcomes);
}

/** How a change to `count` occurrences tells people (once each) and marks its audit entries. */
const seriesNotice = (seriesId: string, count: number): SeriesNotice => ({
  told: new Set(),
  count,
  audit: { scope: "following", seriesId, occurrences: count },
});

/**
 * Edits one event, or ("following") it and the later scheduled occurrences of its series. The
 * fields that differ from the chosen event are applied to each: title, place, capacity and the
 * rest as they are; a new start moves each occurrence by the same wall-clock difference in the
 * chapter's zone (a 7 PM → 6:30 PM change is 6:30 PM on every date, whatever the DST), a new end
 * sets each one's length on the clock as the chosen one's. A one-off event ignores the scope.
 */
export function updateEventInScope(
  actor: Actor,
  eventId: string,
  changes: EventChanges,
  scope: SeriesScope = "one",
  now = new Date(),
): ScopedOutcome {
  return inScope(actor, eventId, scope, (tx, target, seriesId) => {
    const changed = (Object.keys(changes) as Array<keyof EventChanges>).filter(
      (key) => changes[key] !== undefined && !sameValue(changes[key], target[key]),
    );
    if (!seriesId || !changed.length) return [applyEventChanges(tx, actor, target, changes, now)];
    const occurrences = followingOccurrences(actor, { ...target, seriesId });
    const zone = target.chapterTimeZone;
    const oldStart = utcToZonedLocal(target.startAt, zone);
    const newStart = utcToZonedLocal(changes.startAt ?? target.startAt, zone);
    const shift = localMinutesBetween(oldStart, newStart);
    // An end given with the change (the edit form always sends one) sets each occurrence's length
    // on the clock; a new start alone (the API) moves each end with it.
    const endGiven = changes.endAt !== undefined;
    const length = changes.endAt ? localMinutesBetween(newStart, utcToZonedLocal(changes.endAt, zone)) : null;
    const series = seriesNotice(seriesId, occurrences.length);
    if (changed.includes("startAt")) {
      const movedTo = restateRule(tx, actor, seriesId, target, occurrences, shift);
      if (movedTo) series.audit.movedToSeriesId = movedTo;
    }
    return occurrences.map((event) => {
      const own: EventChanges = {};
      for (const key of changed) {
        if (key !== "startAt" && key !== "endAt") Object.assign(own, { [key]: changes[key] });
      }
      if (changed.includes("startAt") || changed.includes("endAt")) {
        const start = shiftLocal(utcToZonedLocal(event.startAt, zone), shift);
        own.startAt = zonedLocalToUtc(start, zone)!;
        if (endGiven) {
          own.endAt = length === null ? null : zonedLocalToUtc(shiftLocal(start, length), zone);
        } else if (event.endAt) {
          own.endAt = zonedLocalToUtc(shiftLocal(utcToZonedLocal(event.endAt, zone), shift), zone);
        }
      }
      return applyEventChanges(tx, actor, event, own, now, series);
    });
  });
}

/**
 * Keeps the series' rule (and so its "Part of a series" words and the API's `series`) true when
 * "this and following" moves the chosen date and the later ones by `shift` wall-clock minutes
 * (docs/decisions/035). The moved dates' rule is the old one restated (`ruleForMovedDates`: weekdays
 * moved, or the new date's place or day in its month), checked to give exactly the moved dates:
 * - from the series' first date, the series row takes the restated rule and the new first start;
 * - from a later date, the series is split as calendar apps split one: the moved occurrences go to a
 *   new series row with the restated rule, and the earlier part's last date becomes its last
 *   occurrence's, so "every Tuesday, until Mar 2" and "every Wednesday, until Mar 31" both hold. A
 *   later "this and following" on an earlier date then reaches the end of its own part only.
 *   Cancelled later dates are not moved: they stay in the earlier part, as exceptions to its rule.
 * A move no rule describes (a monthly 2nd Tuesday moved one day) changes no rule: the moved dates
 * read as exceptions to the rule as it was. A change of the time of day alone changes no words: only
 * the first start is kept true. Answers the new series' id when the series was split.
 */
function restateRule(
  tx: Tx,
  actor: Actor,
  seriesId: string,
  target: ManagedEvent,
  moving: ManagedEvent[],
  shift: number,
): string | null {
  const row = tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).get();
  if (!row) return null;
  const zone = target.chapterTimeZone;
  const all = tx
    .select({ id: events.id, startAt: events.startAt })
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.startAt))
    .all();
  const earlier = all.filter((e) => e.startAt.getTime() < target.startAt.getTime());
  const later = all.filter((e) => e.startAt.getTime() >= target.startAt.getTime());
  const oldStart = utcToZonedLocal(target.startAt, zone);
  const newStart = shiftLocal(oldStart, shift);
  const days = dayNumber(newStart.slice(0, 10))! - dayNumber(oldStart.slice(0, 10))!;
  if (days === 0) {
    if (!earlier.length) tx.update(eventSeries).set({ startLocal: newStart }).where(eq(eventSeries.id, seriesId)).run();
    return null;
  }
  // Every later date, cancelled ones included, as the move puts (or would put) it: the rule to find
  // gives them all, so a cancelled date is a gap in the new rule, not a change of it.
  const dates = later.map((e) => shiftLocal(utcToZonedLocal(e.startAt, zone), shift).slice(0, 10)).sort();
  const rule = ruleForMovedDates(
    { freq: row.freq, interval: row.interval, byDay: row.byDay ? row.byDay.split(",") : [], untilDate: row.untilDate },
    days,
    dates,
  );
  if (!rule) return null;
  const restated = {
    freq: rule.freq,
    interval: rule.interval,
    byDay: rule.byDay.length ? rule.byDay.join(",") : null,
    untilDate: rule.untilDate,
    startLocal: newStart,
  };
  if (!earlier.length) {
    tx.update(eventSeries).set(restated).where(eq(eventSeries.id, seriesId)).run();
    return null;
  }
  const split = tx
    .insert(eventSeries)
    .values({ chapterId: row.chapterId, ...restated, timeZone: zone, createdById: actor.id })
    .returning({ id: eventSeries.id })
    .get();
  tx.update(events)
    .set({ seriesId: split.id })
    .where(
      inArray(
        events.id,
        moving.map((e) => e.id),
      ),
    )
    .run();
  const lastEarlier = earlier
    .map((e) => utcToZonedLocal(e.startAt, zone).slice(0, 10))
    .sort()
    .at(-1)!;
  tx.update(eventSeries).set({ untilDate: lastEarlier }).where(eq(eventSeries.id, seriesId)).run();
  return split.id;
}

/**
 * Cancels one event, or ("following") it and the later scheduled occurrences of its series, each
 * with the reason, its STATUS:CANCELLED and its audit entry; each person who answered any of them
 * is told once. Refused (409) as for one event when the chosen one has started or is cancelled.
 */
export function cancelEventInScope(
  actor: Actor,
  eventId: string,
  input: CancelEventInput,
  scope: SeriesScope = "one",
  now = new Date(),
): ScopedOutcome {
  return inScope(actor, eventId, scope, (tx, target, seriesId) => {
    if (!seriesId) return [applyCancellation(tx, actor, target, input, now)];
    const occurrences = followingOccurrences(actor, { ...target, seriesId });
    const series = seriesNotice(seriesId, occurrences.length);
    return occurrences.map((event) => applyCancellation(tx, actor, event, input, now, series));
  });
}

function summarize(outcomes: ChangeOutcome[]): ScopedOutcome {
  const [first] = outcomes as [ChangeOutcome, ...ChangeOutcome[]];
  return {
    ...first,
    notified: outcomes.reduce((sum, o) => sum + o.notified, 0),
    promoted: outcomes.flatMap((o) => o.promoted),
    occurrences: outcomes.filter((o) => o.changed.length).map((o) => o.event.id),
  };
}
