import { and, asc, desc, eq, exists, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid, notFound } from "~/access/errors";
import { assertCan, can, ledChapterScope } from "~/access/rules.server";
import { db, sqlite } from "~/db/client.server";
import { contentVersionStamp, keptByStamp } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { inChapterScope, selectWithChapter, selectWithUser } from "~/db/query.server";
import {
  activations,
  chapters,
  eventAttendance,
  events,
  eventTraining,
  onScenePeriods,
  rsvps,
  serviceHours,
  users,
} from "~/db/schema";
import type { SelectResult } from "drizzle-orm/query-builders/select.types";
import { alias, type SelectedFields, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { insertAudited, writeAudit } from "./audit.server";
import { findChapterBrief, reportChapterChoice } from "./chapter-options.server";
import { decidePending } from "./review.server";
import { addDays, isoDay, isoDayIn } from "./credential.schema";
import { approvedChapterIdsOf } from "./credential.server";
import {
  DEFAULT_VOLUNTEER_HOUR_VALUE,
  HoursQuerySchema,
  type ActivityType,
  type ServiceLogValue,
} from "./hours.schema";

/**
 * The volunteer hours ledger. Three sources, read together and never copied into one another:
 * event attendance (the event's length, or the hours a leader set), activation time on scene (the
 * on-scene periods each check-in/out keeps), and service members log themselves, counted once a leader
 * approves it (audited).
 */

/** Dollar value of one volunteer hour: VOLUNTEER_HOUR_VALUE, else Independent Sector's 2024 figure. */
export function volunteerHourValue() {
  const v = Number(process.env.VOLUNTEER_HOUR_VALUE);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_VOLUNTEER_HOUR_VALUE;
}

export interface LedgerRow {
  id: string;
  memberId: string;
  /** In English, as the CSV and the API give it; a deleted account (`memberDeletedAt`) reads in the reader's language on pages. */
  member: string;
  memberDeletedAt: Date | null;
  chapterId: string;
  date: string;
  activity: string;
  type: ActivityType;
  hours: number;
  /** In English, as the CSV and the API give it; pages show `approvedByKind` in the reader's language. */
  approvedBy: string;
  /** Set when no person's name stands behind the row. */
  approvedByKind?: "code" | "checkInOut" | "leader";
  /** Activation rows: the activation's own title and whether it was a drill (the activity says it in English). */
  activation?: { title: string; drill: boolean };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

let activationsTable: boolean | null = null;
/** The activations tables arrive with another migration; until they exist there are no such hours. */
function hasActivations() {
  if (activationsTable) return true;
  activationsTable = !!sqlite()
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'on_scene_periods'")
    .get();
  return activationsTable;
}

/** Whose hours (one chapter's, or one member's), and the local days from and to (each end optional). */
type LedgerFilter = ({ chapterId: string; userId?: never } | { userId: string; chapterId?: never }) & {
  from?: string;
  to?: string;
};

const dayOf = (column: SQL | unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/**
 * Where one source of hours keeps its row id, member, chapter and calendar day, and for a day taken
 * from an instant, that instant (so the range can also be read from an index on it).
 */
interface HoursSource {
  id: SQLiteColumn;
  userId: SQLiteColumn;
  chapterId: SQLiteColumn;
  day: SQL | SQLiteColumn;
  at?: SQLiteColumn;
}

/** Event attendance, dated by the event's start (in UTC here: the ledger then dates it in the chapter's zone). */
const ATTENDED = {
  id: eventAttendance.id,
  userId: eventAttendance.userId,
  chapterId: events.chapterId,
  day: dayOf(events.startAt),
  at: events.startAt,
} satisfies HoursSource;
/**
 * Attendance that counts: recorded by a leader (roster, kiosk), or a self check-in by a member who
 * had RSVP'd yes or maybe (RSVPs close at the start, and check-in opens then). A self check-in
 * without an RSVP waits for a leader to confirm it on the roster.
 */
const CONFIRMED_ATTENDANCE = or(
  ne(eventAttendance.method, "code"),
  exists(
    db
      .select({ one: sql`1` })
      .from(rsvps)
      .where(
        and(
          eq(rsvps.eventId, eventAttendance.eventId),
          eq(rsvps.userId, eventAttendance.userId),
          inArray(rsvps.status, ["Confirmed", "Maybe"]),
        ),
      ),
  ),
);

/** Activation time on scene, one row per period (check-in to check-out), dated by the check-in (likewise). */
const CHECKED_IN = {
  id: onScenePeriods.id,
  userId: onScenePeriods.userId,
  chapterId: activations.chapterId,
  day: dayOf(onScenePeriods.checkedInAt),
  at: onScenePeriods.checkedInAt,
} satisfies HoursSource;
/** Self-logged service: the service date is already the member's calendar day, so its range is exact. */
const SERVED = {
  id: serviceHours.id,
  userId: serviceHours.userId,
  chapterId: serviceHours.chapterId,
  day: serviceHours.servedOn,
} satisfies HoursSource;

/** A ledger row's own columns from a source's row: its id, the member (id and name) and the chapter. */
const entryColumns = <I extends SQLiteColumn, U extends SQLiteColumn, C extends SQLiteColumn>(source: {
  id: I;
  userId: U;
  chapterId: C;
}) => ({
  id: source.id,
  memberId: source.userId,
  member: users.displayName,
  memberDeletedAt: users.deletedAt,
  chapterId: source.chapterId,
});

/**
 * The filter as SQL clauses for one source of hours, with placeholders (the statements are prepared
 * once, see `preparedFor`): whose hours (`scope`: the chapter or member id) and the range of days
 * (`from`, `to`; an open end is bound to a bound every day passes, "" or "9999-99-99"). A day taken
 * from an instant is also bounded on the instant itself, a day wider still (`fromAt`, `toAt`): the
 * days' conditions decide, and the instant's let SQLite walk only that stretch of an index on it
 * (events by chapter and start, on-scene periods by activation and check-in) instead of dating
 * every row of the chapter.
 */
function filterClauses(scope: "chapter" | "member", columns: HoursSource) {
  return [
    eq(scope === "chapter" ? columns.chapterId : columns.userId, sql.placeholder("scope")),
    sql`${columns.day} >= ${sql.placeholder("from")}`,
    sql`${columns.day} <= ${sql.placeholder("to")}`,
    columns.at ? sql`${columns.at} >= ${sql.placeholder("fromAt")}` : undefined,
    columns.at ? sql`${columns.at} < ${sql.placeholder("toAt")}` : undefined,
  ];
}

const DAY_MS = 86_400_000;

/** The values for `filterClauses`' placeholders; `range` is the filter's, or the one a day wider. */
const filterValues = (filter: LedgerFilter, range: { from?: string; to?: string }) => ({
  scope: filter.chapterId ?? filter.userId,
  from: range.from ?? "",
  to: range.to ?? "9999-99-99",
  fromAt: range.from ? Date.parse(`${range.from}T00:00:00Z`) - DAY_MS : Number.MIN_SAFE_INTEGER,
  toAt: range.to ? Date.parse(`${range.to}T00:00:00Z`) + 2 * DAY_MS : Number.MAX_SAFE_INTEGER,
});

/** A calendar year as a range of days. */
const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** Whether a local calendar day falls outside the filter's range. */
const outsideRange = (filter: LedgerFilter, date: string) =>
  (!!filter.from && date < filter.from) || (!!filter.to && date > filter.to);

/** The order of names in the ledger: the same as `localeCompare` with no arguments. */
const NAME_ORDER = new Intl.Collator();

/** Who recorded an attendance, who approved a service entry: names only a shown row needs. */
const recorder = alias(users, "recorder");
const reviewer = alias(users, "reviewer");

/** One approved entry as the report's totals and paging see it: its local day, type, hours and member. */
interface LedgerTally {
  date: string;
  type: ActivityType;
  hours: number;
  memberId: string;
}

/**
 * Dates instants on a chapter's local calendar. Many entries share an event (or a check-in time):
 * each instant is dated in its zone once.
 */
function localDays() {
  const days = new Map<string, string>();
  return (at: Date, timeZone: string) => {
    const key = `${at.getTime()} ${timeZone}`;
    let day = days.get(key);
    if (day === undefined) days.set(key, (day = isoDayIn(at, timeZone)));
    return day;
  };
}
type LocalDays = ReturnType<typeof localDays>;

/** The filter's range a day wider on each side: instants dated locally are then narrowed exactly. */
const widened = (filter: LedgerFilter) => ({
  from: filter.from ? addDays(filter.from, -1) : undefined,
  to: filter.to ? addDays(filter.to, 1) : undefined,
});

// The three sources of the ledger, each defined once: the rows of its table that count under a
// filter (its joins and conditions), read with the columns the reader asks for (a tally's, or a
// shown row's as well), and what one of those rows counts as (`LedgerTally`, or null when its
// local day falls outside the range). `ledger` and `ledgerTallies` read the same sources, so they
// see the same entries with the same days and hours. The left joins to the names a shown row needs
// (recorder, reviewer) cost nothing when their columns are not read: SQLite leaves out a left join
// to a primary key that the query does not use.

/**
 * A source's rows as Drizzle types them for `columns`: the tables it inner-joins, and the ones it
 * left-joins, whose columns may come back null. (Drizzle cannot follow joins on a select of a
 * generic column set, so each source builds its statement with the set widened and types its rows
 * here.)
 */
type Rows<T, Joined extends string, LeftJoined extends string = never> = SelectResult<
  T,
  "partial",
  Record<Joined, "not-null"> & Record<LeftJoined, "nullable">
>[];

type Scope = "chapter" | "member";
interface PreparedRows {
  all(values: Record<string, unknown>): unknown;
}

/**
 * Each source's statements, prepared once per connection (`preparedOnce`) for each column set a
 * reader asks for (a module constant, so its identity is the key) and each scope: a report runs
 * four to six of them, and building their SQL with Drizzle on every call cost more than running it.
 */
const statementsKept = preparedOnce(() => new WeakMap<object, Partial<Record<Scope, PreparedRows>>>());
function preparedFor(columns: object, filter: LedgerFilter, build: (scope: Scope) => PreparedRows) {
  const scope: Scope = filter.chapterId !== undefined ? "chapter" : "member";
  const kept = statementsKept();
  let byScope = kept.get(columns);
  if (!byScope) kept.set(columns, (byScope = {}));
  return (byScope[scope] ??= build(scope));
}

/** Event attendance that counts, dated by the event's start on the chapter's calendar. */
function attendanceRows<T extends SelectedFields>(filter: LedgerFilter, columns: T) {
  return preparedFor(columns, filter, (scope) =>
    db
      .select(columns as SelectedFields)
      .from(eventAttendance)
      .innerJoin(events, eq(events.id, eventAttendance.eventId))
      .innerJoin(chapters, eq(chapters.id, events.chapterId))
      .innerJoin(users, eq(users.id, eventAttendance.userId))
      .leftJoin(eventTraining, eq(eventTraining.eventId, events.id))
      .leftJoin(recorder, eq(recorder.id, eventAttendance.recordedById))
      .where(and(...filterClauses(scope, ATTENDED), CONFIRMED_ATTENDANCE))
      .prepare(),
  ).all(filterValues(filter, widened(filter))) as Rows<
    T,
    "event_attendance" | "events" | "chapters" | "users",
    "event_training" | "recorder"
  >;
}
const ATTENDANCE_TALLY = {
  memberId: eventAttendance.userId,
  timeZone: chapters.timezone,
  training: eventTraining.credentialTypeId,
  startAt: events.startAt,
  endAt: events.endAt,
  hours: eventAttendance.hours,
};
const ATTENDANCE_ROW = {
  ...ATTENDANCE_TALLY,
  entry: entryColumns(ATTENDED),
  activity: events.title,
  method: eventAttendance.method,
  recorder: recorder.displayName,
};
function attendanceTally(
  r: {
    memberId: string;
    timeZone: string;
    training: string | null;
    startAt: Date;
    endAt: Date | null;
    hours: number | null;
  },
  filter: LedgerFilter,
  dayIn: LocalDays,
): LedgerTally | null {
  const date = dayIn(r.startAt, r.timeZone);
  if (outsideRange(filter, date)) return null;
  const length = r.endAt ? (r.endAt.getTime() - r.startAt.getTime()) / 3_600_000 : 0;
  return {
    date,
    type: r.training ? "Training" : "Event",
    hours: round2(r.hours ?? Math.max(0, length)),
    memberId: r.memberId,
  };
}

/** Activation time on scene once checked out, dated by the check-in on the chapter's calendar. */
function onSceneRows<T extends SelectedFields>(filter: LedgerFilter, columns: T) {
  return preparedFor(columns, filter, (scope) =>
    db
      .select(columns as SelectedFields)
      .from(onScenePeriods)
      .innerJoin(activations, eq(activations.id, onScenePeriods.activationId))
      .innerJoin(chapters, eq(chapters.id, activations.chapterId))
      .innerJoin(users, eq(users.id, onScenePeriods.userId))
      .where(and(isNotNull(onScenePeriods.checkedOutAt), ...filterClauses(scope, CHECKED_IN)))
      .prepare(),
  ).all(filterValues(filter, widened(filter))) as Rows<T, "on_scene_periods" | "activations" | "chapters" | "users">;
}
const ON_SCENE_TALLY = {
  memberId: onScenePeriods.userId,
  timeZone: chapters.timezone,
  inAt: onScenePeriods.checkedInAt,
  outAt: onScenePeriods.checkedOutAt,
};
const ON_SCENE_ROW = {
  ...ON_SCENE_TALLY,
  entry: entryColumns(CHECKED_IN),
  title: activations.title,
  kind: activations.kind,
};
function onSceneTally(
  r: { memberId: string; timeZone: string; inAt: Date; outAt: Date | null },
  filter: LedgerFilter,
  dayIn: LocalDays,
): LedgerTally | null {
  const date = dayIn(r.inAt, r.timeZone);
  if (outsideRange(filter, date)) return null;
  return {
    date,
    type: "Activation",
    hours: round2(Math.max(0, (r.outAt!.getTime() - r.inAt.getTime()) / 3_600_000)),
    memberId: r.memberId,
  };
}

/** Self-logged service once approved: its service date is already the member's day, so the range is exact. */
function serviceRows<T extends SelectedFields>(filter: LedgerFilter, columns: T) {
  return preparedFor(columns, filter, (scope) =>
    selectWithUser(serviceHours, columns as SelectedFields)
      .leftJoin(reviewer, eq(reviewer.id, serviceHours.reviewedById))
      .where(and(eq(serviceHours.status, "Approved"), ...filterClauses(scope, SERVED)))
      .prepare(),
  ).all(filterValues(filter, filter)) as Rows<T, "service_hours" | "users", "reviewer">;
}
const SERVICE_TALLY = { memberId: serviceHours.userId, date: serviceHours.servedOn, hours: serviceHours.hours };
const SERVICE_ROW = {
  ...entryColumns(SERVED),
  date: serviceHours.servedOn,
  activity: serviceHours.activity,
  hours: serviceHours.hours,
  reviewer: reviewer.displayName,
};
const serviceTally = (r: { memberId: string; date: string; hours: number }): LedgerTally => ({
  date: r.date,
  type: "Service",
  hours: round2(r.hours),
  memberId: r.memberId,
});

/** Approved hours matching the filter, oldest first. */
function ledger(filter: LedgerFilter): LedgerRow[] {
  const dayIn = localDays();
  const rows: LedgerRow[] = [];

  for (const r of attendanceRows(filter, ATTENDANCE_ROW)) {
    const t = attendanceTally(r, filter, dayIn);
    if (!t) continue;
    rows.push({
      ...r.entry,
      date: t.date,
      activity: r.activity,
      type: t.type,
      hours: t.hours,
      approvedBy: r.method === "code" ? "Self check-in (event code)" : (r.recorder ?? "Leader"),
      approvedByKind: r.method === "code" ? "code" : r.recorder ? undefined : "leader",
    });
  }

  if (hasActivations()) {
    for (const r of onSceneRows(filter, ON_SCENE_ROW)) {
      const t = onSceneTally(r, filter, dayIn);
      if (!t) continue;
      rows.push({
        ...r.entry,
        date: t.date,
        activity: `${r.title} (${r.kind === "Drill" ? "drill" : "activation"})`,
        type: t.type,
        hours: t.hours,
        approvedBy: "Check-in/out",
        approvedByKind: "checkInOut",
        activation: { title: r.title, drill: r.kind === "Drill" },
      });
    }
  }

  for (const { reviewer, ...r } of serviceRows(filter, SERVICE_ROW)) {
    const t = serviceTally(r);
    rows.push({
      ...r,
      type: t.type,
      hours: t.hours,
      approvedBy: reviewer ?? "Leader",
      approvedByKind: reviewer ? undefined : "leader",
    });
  }

  // ISO days compare as plain strings; names through one collator (what localeCompare does, without
  // setting it up on every call): a chapter's year is thousands of rows.
  return rows.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      NAME_ORDER.compare(a.member, b.member) ||
      NAME_ORDER.compare(a.activity, b.activity),
  );
}

/**
 * What `ledger` gives for the filter, as tallies (unsorted): the same sources read without the
 * columns only a shown row needs (names, titles, who approved it). A report page counts, totals
 * and pages through these and reads the rows of its own page only (`chapterHoursReportPage`).
 */
function ledgerTallies(filter: LedgerFilter): LedgerTally[] {
  const dayIn = localDays();
  const tallies: LedgerTally[] = [];
  for (const r of attendanceRows(filter, ATTENDANCE_TALLY)) {
    const t = attendanceTally(r, filter, dayIn);
    if (t) tallies.push(t);
  }
  if (hasActivations()) {
    for (const r of onSceneRows(filter, ON_SCENE_TALLY)) {
      const t = onSceneTally(r, filter, dayIn);
      if (t) tallies.push(t);
    }
  }
  for (const r of serviceRows(filter, SERVICE_TALLY)) tallies.push(serviceTally(r));
  return tallies;
}

function emptyByType(): Record<ActivityType, number> {
  return { Training: 0, Event: 0, Activation: 0, Service: 0 };
}

function summarise(rows: Pick<LedgerRow, "date" | "type" | "hours">[]) {
  const byType = emptyByType();
  const months = new Map<string, Record<ActivityType, number>>();
  let total = 0;
  for (const r of rows) {
    byType[r.type] = round2(byType[r.type] + r.hours);
    const m = r.date.slice(0, 7);
    const month = months.get(m) ?? emptyByType();
    month[r.type] = round2(month[r.type] + r.hours);
    months.set(m, month);
    total = round2(total + r.hours);
  }
  const byMonth = [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, types]) => ({ month, ...types, total: round2(Object.values(types).reduce((s, v) => s + v, 0)) }));
  const rate = volunteerHourValue();
  return { total, byType, byMonth, rate, value: round2(total * rate) };
}

/** A member's approved hours in a range, oldest first: themselves, or leaders of their chapters (`hours.read`). */
export function memberLedger(actor: Actor, userId: string, range: { from?: string; to?: string } = {}): LedgerRow[] {
  if (actor.id !== userId) {
    assertCan(
      actor,
      "hours.read",
      { userId, chapterIds: approvedChapterIdsOf(userId) },
      "You can only see hours of members of chapters you lead.",
    );
  }
  return ledger({ userId, ...range });
}

/** A member's year: totals by type, the value, and their pending service. Themselves, or leaders of their chapters. */
export function memberYearHours(actor: Actor, userId: string, year = new Date().getUTCFullYear()) {
  if (actor.id !== userId) {
    assertCan(
      actor,
      "hours.read",
      { userId, chapterIds: approvedChapterIdsOf(userId) },
      "You can only see hours of members of chapters you lead.",
    );
  }
  const rows = ledger({ userId, ...yearRange(year) });
  const pending = db
    .select({ hours: sql<number>`coalesce(sum(${serviceHours.hours}), 0)` })
    .from(serviceHours)
    .where(and(eq(serviceHours.userId, userId), eq(serviceHours.status, "Pending")))
    .get();
  return { year, rows, ...summarise(rows), pendingHours: round2(Number(pending?.hours ?? 0)) };
}

/** A chapter's report for a date range (leaders of it and admins): rows, by month, by type, value. */
export function chapterHoursReport(actor: Actor, chapterId: string, range: { from: string; to: string }) {
  const chapter = findChapterBrief(chapterId);
  if (!chapter) throw notFound("Chapter not found");
  assertCan(actor, "hours.report", chapterId, "Only leaders of this chapter and administrators can see its hours.");
  const rows = ledger({ chapterId, from: range.from, to: range.to });
  return {
    chapter: { id: chapter.id, name: chapter.name },
    ...range,
    rows,
    members: new Set(rows.map((r) => r.memberId)).size,
    ...summarise(rows),
  };
}

/**
 * What the hours report keeps the same as (decision 068): content_version's fifth row, which
 * migration 0055's triggers move with every write to what `ledgerTallies` reads for a chapter
 * (attendance, the RSVP behind a self check-in, the events' start, end and chapter, their training
 * type, the chapters' time zone, on-scene periods, their activation's chapter, approved service).
 */
const hoursStamp = contentVersionStamp(5);

/**
 * What a report page takes from a chapter's tallies of a range: the entries per day (sorted days),
 * their count, the members and the totals. Kept per chapter and range while the stamp holds (the
 * latest 32): a leader paging through the year, several leaders of a chapter, read the year's
 * attendance and on-scene periods once between writes. Every reader gets the same object.
 */
const keptTallies = keptByStamp<ReturnType<typeof talliesOfRange>>(32);

function talliesOfRange(filter: LedgerFilter) {
  const tallies = ledgerTallies(filter);
  const perDay = new Map<string, number>();
  for (const t of tallies) perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
  const { total, byType, byMonth } = summarise(tallies);
  return {
    perDay,
    days: [...perDay.keys()].sort(),
    rowCount: tallies.length,
    members: new Set(tallies.map((t) => t.memberId)).size,
    total,
    byType,
    byMonth,
  };
}

/**
 * One page of a chapter's report (the report page): the same totals, counts and rows as
 * `chapterHoursReport` gives, with `rows` only the page's `perPage` entries of the ledger's order.
 * The totals come from the entries' tallies (kept while their stamp holds); the rows are read in
 * full only for the days the page spans (the ledger sorts by day first, so those days' sorted rows
 * are that stretch of the whole), all in one read transaction so both see the same entries: the
 * stamp is read in it first, so kept tallies are those of the transaction's own snapshot.
 */
export function chapterHoursReportPage(
  actor: Actor,
  chapterId: string,
  range: { from: string; to: string },
  paging: { page: number; perPage: number },
) {
  const chapter = findChapterBrief(chapterId);
  if (!chapter) throw notFound("Chapter not found");
  assertCan(actor, "hours.report", chapterId, "Only leaders of this chapter and administrators can see its hours.");
  const filter = { chapterId, from: range.from, to: range.to };
  return sqlite().transaction(() => {
    const stamp = hoursStamp();
    const { perDay, days, rowCount, members, total, byType, byMonth } = keptTallies(
      `${chapterId}|${range.from}|${range.to}`,
      stamp,
      () => talliesOfRange(filter),
    );
    const offset = (paging.page - 1) * paging.perPage;
    // The first day holding the page's first row, and the rows on the days before it.
    let first = 0;
    let before = 0;
    while (first < days.length && before + perDay.get(days[first])! <= offset) before += perDay.get(days[first++])!;
    let rows: LedgerRow[] = [];
    if (first < days.length) {
      let last = first;
      let through = before + perDay.get(days[first])!;
      while (last + 1 < days.length && through < offset + paging.perPage) through += perDay.get(days[++last])!;
      rows = ledger({ chapterId, from: days[first], to: days[last] }).slice(
        offset - before,
        offset - before + paging.perPage,
      );
    }
    const rate = volunteerHourValue();
    return {
      chapter: { id: chapter.id, name: chapter.name },
      ...range,
      rows,
      rowCount,
      page: paging.page,
      hasNext: offset + paging.perPage < rowCount,
      members,
      total,
      byType,
      byMonth,
      rate,
      value: round2(total * rate),
    };
  })();
}

/** The chapters a member may log service for (the `service.log` rule): their approved ones. */
export function serviceChapters(actor: Actor) {
  if (!actor.memberChapterIds.length) return [];
  return db
    .select({ id: chapters.id, name: chapters.name })
    .from(chapters)
    .where(inArray(chapters.id, actor.memberChapterIds))
    .orderBy(asc(chapters.name))
    .all()
    .filter((c) => can(actor, "service.log", c.id));
}

/** A member logs service for one of their chapters: Pending until a leader approves it. */
export function logService(actor: Actor, input: ServiceLogValue, today = isoDay()) {
  if (!can(actor, "service.log", input.chapterId)) {
    throw invalid("Log service for a chapter you belong to", {
      chapterId: ["Log service for a chapter you belong to"],
    });
  }
  if (input.servedOn > today)
    throw invalid("The date cannot be in the future", { servedOn: ["The date cannot be in the future"] });
  return insertAudited(
    serviceHours,
    {
      userId: actor.id,
      chapterId: input.chapterId,
      servedOn: input.servedOn,
      activity: input.activity,
      hours: input.hours,
      note: input.note || null,
    },
    (row) => ({
      actorId: actor.id,
      action: "log_service_hours",
      targetType: "service_hours",
      targetId: row.id,
      metadata: { title: row.activity, hours: row.hours },
    }),
  );
}

/** The member's own service entries, newest first. */
export function listMyService(actor: Actor, limit = 50) {
  return selectWithChapter(serviceHours, {
    id: serviceHours.id,
    servedOn: serviceHours.servedOn,
    activity: serviceHours.activity,
    hours: serviceHours.hours,
    note: serviceHours.note,
    status: serviceHours.status,
    rejectionReason: serviceHours.rejectionReason,
    chapterName: chapters.name,
  })
    .where(eq(serviceHours.userId, actor.id))
    .orderBy(desc(serviceHours.servedOn), desc(serviceHours.createdAt))
    .limit(limit)
    .all();
}

/** Pending service the actor may approve: chapters they lead, never their own (admins: all others' too). */
export function listPendingService(actor: Actor) {
  return selectWithUser(serviceHours, {
    id: serviceHours.id,
    userId: serviceHours.userId,
    member: users.displayName,
    chapterId: serviceHours.chapterId,
    chapterName: chapters.name,
    servedOn: serviceHours.servedOn,
    activity: serviceHours.activity,
    hours: serviceHours.hours,
    note: serviceHours.note,
  })
    .innerJoin(chapters, eq(chapters.id, serviceHours.chapterId))
    .where(and(eq(serviceHours.status, "Pending"), inChapterScope(serviceHours.chapterId, ledChapterScope(actor))))
    .orderBy(asc(serviceHours.createdAt))
    .limit(500)
    .all()
    .filter((r) => can(actor, "service.review", { userId: r.userId, chapterId: r.chapterId }));
}

/** Approves or rejects a pending service entry (audited). */
export function reviewService(actor: Actor, id: string, decision: "approve" | "reject", reason?: string) {
  const row = db.select().from(serviceHours).where(eq(serviceHours.id, id)).get();
  if (!row || !can(actor, "hours.report", row.chapterId)) throw notFound("Entry not found");
  assertCan(
    actor,
    "service.review",
    { userId: row.userId, chapterId: row.chapterId },
    "You cannot approve your own hours.",
  );
  if (row.status !== "Pending") throw invalid("This entry has already been reviewed.");
  return db.transaction((tx) => {
    const updated = decidePending(
      tx,
      serviceHours,
      id,
      {
        status: decision === "approve" ? "Approved" : "Rejected",
        reviewedById: actor.id,
        reviewedAt: new Date(),
        rejectionReason: decision === "reject" ? reason?.trim() || null : null,
      },
      invalid("This entry has already been reviewed."),
    );
    writeAudit(tx, {
      actorId: actor.id,
      action: decision === "approve" ? "approve_service_hours" : "reject_service_hours",
      targetType: "service_hours",
      targetId: id,
      metadata: {
        title: row.activity,
        hours: row.hours,
        memberId: row.userId,
        reason: decision === "reject" ? reason?.trim() || null : undefined,
      },
    });
    return updated;
  });
}

/**
 * The report filter resolved: the chapter (what the picker resolves, see `reportChapterChoice`; the
 * first reportable one by default) and this year by default.
 */
export function resolveReportFilter(
  actor: Actor,
  query: { chapterId?: string; chapter?: string; pick?: string; from?: string; to?: string },
  now = new Date(),
) {
  const picker = reportChapterChoice(actor, query.chapterId ?? query.chapter, query.pick);
  return { picker, chapterId: picker.chapterId, ...reportRange(query, now) };
}

/** A report's date range: this calendar year by default, the two ends swapped when reversed. */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const thisYear = yearRange(now.getUTCFullYear());
  const from = query.from ?? thisYear.from;
  const to = query.to ?? thisYear.to;
  return { from: from <= to ? from : to, to: from <= to ? to : from };
}

/** The report page's and the CSV's report for a query string; null when the actor leads no chapter. */
export function hoursReportForQuery(actor: Actor, searchParams: URLSearchParams) {
  const filter = resolveReportFilter(actor, HoursQuerySchema.parse(Object.fromEntries(searchParams)));
  const report = filter.chapterId
    ? chapterHoursReport(actor, filter.chapterId, { from: filter.from, to: filter.to })
    : null;
  return { filter, report };
}

/** The report page's report for a query string: one page of its rows (`chapterHoursReportPage`); null when the actor leads no chapter. */
export function hoursReportPageForQuery(
  actor: Actor,
  searchParams: URLSearchParams,
  paging: { page: number; perPage: number },
) {
  const filter = resolveReportFilter(actor, HoursQuerySchema.parse(Object.fromEntries(searchParams)));
  const report = filter.chapterId
    ? chapterHoursReportPage(actor, filter.chapterId, { from: filter.from, to: filter.to }, paging)
    : null;
  return { filter, report };
}

/** CSV rows of a report: member, date, activity, type, hours, approved by. */
export function* hoursCsvRows(rows: LedgerRow[]) {
  for (const r of rows) yield [r.member, r.date, r.activity, r.type, String(r.hours), r.approvedBy];
}
