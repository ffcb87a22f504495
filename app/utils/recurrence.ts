/**
 * Recurring trainings' dates (docs/decisions/035), in RFC 5545 terms: FREQ=WEEKLY or MONTHLY,
 * INTERVAL, BYDAY ("TU", "TU,TH"; for a monthly series "2TU" = the second Tuesday, "-1FR" = the last
 * Friday), UNTIL as a date, inclusive. Everything here is wall-clock arithmetic on dates, no zone:
 * each occurrence's local date and time is computed first, and only then read in the chapter's zone
 * (`zonedLocalToUtc`), so a 7 PM training stays at 7 PM across daylight-saving changes.
 * Pure and client-safe (the create form's preview may use it).
 */

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Frequency = "WEEKLY" | "MONTHLY";

/** Occurrences one series may have, and how far its last date may be from its first. */
export const MAX_OCCURRENCES = 60;
export const MAX_SERIES_DAYS = 366;

export interface RecurrenceRule {
  freq: Frequency;
  /** Every N weeks or months (1 to 12). */
  interval: number;
  /** BYDAY entries; empty: the first date's weekday (weekly) or its day of the month (monthly). */
  byDay: string[];
  /** The last date an occurrence may fall on, inclusive ("2026-06-30"). */
  untilDate: string;
}

export const RECURRENCE_MESSAGES = {
  freq: "Repeat must be WEEKLY or MONTHLY",
  interval: "Repeat interval must be a whole number from 1 to 12",
  byDay: "Days must be RFC 5545 weekdays such as TU, or 2TU for the second Tuesday of the month",
  weeklyOrdinal: "A weekly series takes plain weekdays such as TU, without a number",
  until: "Enter the last date of the series",
  untilBeforeStart: "The last date of the series must be on or after its first date",
  tooLong: "A series can last at most one year: choose an earlier last date",
  tooMany: "A series can have at most 60 dates: choose an earlier last date or a longer interval",
  empty: "No date of this series falls between its start and its last date",
} as const;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BY_DAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;

/** "2026-01-13" → days since 1970-01-01, or null for a date that does not exist. */
export function dayNumber(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday (RFC 5545 weeks start on Monday, WKST=MO). */
const weekdayIndex = (day: number) => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

/** A BYDAY entry read: its ordinal (null: every such weekday) and weekday. */
export function parseByDay(entry: string): { ordinal: number | null; weekday: Weekday } | null {
  const m = BY_DAY.exec(entry.trim().toUpperCase());
  if (!m) return null;
  return { ordinal: m[1] ? Number(m[1]) : null, weekday: m[2] as Weekday };
}

/** The date's place in its month as BYDAY: "2TU" for the second Tuesday, "-1TU" when it is the fifth (the last). */
export function nthWeekdayOf(date: string): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  const dom = new Date(day * DAY_MS).getUTCDate();
  const nth = Math.ceil(dom / 7);
  return `${nth === 5 ? -1 : nth}${WEEKDAYS[weekdayIndex(day)]}`;
}

/** The first date's own weekday as BYDAY ("TU"). */
export function weekdayOf(date: string): Weekday {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return WEEKDAYS[weekdayIndex(day)]!;
}

/** Dates of one month matching a monthly BYDAY entry. */
function monthDays(year: number, month: number, entry: { ordinal: number | null; weekday: Weekday }) {
  const first = Date.UTC(year, month, 1) / DAY_MS;
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = WEEKDAYS.indexOf(entry.weekday);
  const all: number[] = [];
  for (let d = first + ((target - weekdayIndex(first) + 7) % 7); d < first + length; d += 7) all.push(d);
  if (entry.ordinal === null) return all;
  const picked = entry.ordinal > 0 ? all[entry.ordinal - 1] : all[all.length + entry.ordinal];
  return picked === undefined ? [] : [picked];
}

export type RecurrenceProblem = { field: "byDay" | "untilDate"; message: string };

/**
 * The local dates of a series whose first possible date is `startDate`: every date on or after it,
 * up to `untilDate` inclusive, that the rule gives (the start date itself only when the rule gives
 * it: "every 2nd Tuesday" from a Wednesday starts on the next 2nd Tuesday). Weeks and months are
 * counted from the start's (Monday-first weeks). A month without the day (the 31st, a fifth
 * Tuesday) is skipped, as RFC 5545 does. Refuses more than MAX_OCCURRENCES dates or a last date
 * more than MAX_SERIES_DAYS after the first.
 */
export function occurrenceDates(
  startDate: string,
  rule: RecurrenceRule,
): { dates: string[]; problem?: undefined } | { dates?: undefined; problem: RecurrenceProblem } {
  const start = dayNumber(startDate);
  const until = dayNumber(rule.untilDate);
  if (start === null) throw new Error(`not a date: ${startDate}`);
  if (until === null) return { problem: { field: "untilDate", message: RECURRENCE_MESSAGES.until } };
  if (until < start) return { problem: { field: "untilDate", message: RECURRENCE_MESSAGES.untilBeforeStart } };
  if (until - start > MAX_SERIES_DAYS) return { problem: { field: "untilDate", message: RECURRENCE_MESSAGES.tooLong } };
  const entries = rule.byDay.map(parseByDay);
  if (entries.some((e) => e === null)) return { problem: { field: "byDay", message: RECURRENCE_MESSAGES.byDay } };
  const byDay = entries as Array<{ ordinal: number | null; weekday: Weekday }>;
  const interval = Math.max(1, Math.trunc(rule.interval));
  const days: number[] = [];
  if (rule.freq === "WEEKLY") {
    if (byDay.some((e) => e.ordinal !== null)) {
      return { problem: { field: "byDay", message: RECURRENCE_MESSAGES.weeklyOrdinal } };
    }
    const weekdays = byDay.length
      ? new Set(byDay.map((e) => WEEKDAYS.indexOf(e.weekday)))
      : new Set([weekdayIndex(start)]);
    const monday = start - weekdayIndex(start);
    for (let d = start; d <= until; d++) {
      if (Math.floor((d - monday) / 7) % interval === 0 && weekdays.has(weekdayIndex(d))) days.push(d);
    }
  } else {
    const s = new Date(start * DAY_MS);
    const startDom = s.getUTCDate();
    for (let k = 0; ; k += interval) {
      const year = s.getUTCFullYear() + Math.floor((s.getUTCMonth() + k) / 12);
      const month = (s.getUTCMonth() + k) % 12;
      if (Date.UTC(year, month, 1) / DAY_MS > until) break;
      const inMonth = byDay.length
        ? byDay.flatMap((e) => monthDays(year, month, e))
        : new Date(Date.UTC(year, month, startDom)).getUTCDate() === startDom
          ? [Date.UTC(year, month, startDom) / DAY_MS]
          : [];
      for (const d of [...new Set(inMonth)].sort((a, b) => a - b)) if (d >= start && d <= until) days.push(d);
    }
  }
  if (!days.length) return { problem: { field: "untilDate", message: RECURRENCE_MESSAGES.empty } };
  if (days.length > MAX_OCCURRENCES) return { problem: { field: "untilDate", message: RECURRENCE_MESSAGES.tooMany } };
  return { dates: days.map(dateOf) };
}

/**
 * A wall-clock "YYYY-MM-DDTHH:mm" moved by a wall-clock difference (days and minutes on the clock,
 * not elapsed time): how an occurrence keeps its time of day and how "this and following" moves
 * each later occurrence by what the leader moved the chosen one.
 */
export function shiftLocal(local: string, minutes: number): string {
  const [date, time] = local.split("T") as [string, string];
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${local}`);
  const [h, m] = time.split(":").map(Number) as [number, number];
  return new Date(day * DAY_MS + (h * 60 + m + minutes) * 60_000).toISOString().slice(0, 16);
}

/** Wall-clock minutes from `a` to `b` ("YYYY-MM-DDTHH:mm" each). */
export function localMinutesBetween(a: string, b: string): number {
  const ms = (local: string) => {
    const [date, time] = local.split("T") as [string, string];
    const [h, m] = time.split(":").map(Number) as [number, number];
    return (dayNumber(date) ?? 0) * DAY_MS + (h * 60 + m) * 60_000;
  };
  return Math.round((ms(b) - ms(a)) / 60_000);
}

/**
 * The rule that gives exactly `dates`, the dates of a series (or of its part from one date on) after
 * "this and following" moved each of them by `days` calendar days; `dates[0]` is the new first date.
 * Tried in order: the same rule with its weekdays moved ("TU,TH" + 1 day: "WE,FR"); for a monthly
 * series, the new first date's place in its month ("2WE", or "-1WE" when it is the last), then its
 * day of the month. Each keeps the interval and ends on the last of `dates`. Null when none gives
 * `dates` exactly: a monthly "2nd Tuesday" moved one day is "the day after the 2nd Tuesday", which
 * is the 3rd Wednesday in a month that starts on a Wednesday, and no rule says that.
 */
export function ruleForMovedDates(rule: RecurrenceRule, days: number, dates: string[]): RecurrenceRule | null {
  const first = dates[0];
  if (!first || dayNumber(first) === null) return null;
  // The part's last date: "until" says when it ends, not where the old rule's window was moved to.
  const untilDate = dates[dates.length - 1]!;
  const moveWeekday = (weekday: Weekday) => WEEKDAYS[(((WEEKDAYS.indexOf(weekday) + days) % 7) + 7) % 7]!;
  const entries = rule.byDay.map(parseByDay);
  if (entries.some((e) => e === null)) return null;
  const moved = (entries as Array<{ ordinal: number | null; weekday: Weekday }>).map(
    (e) => `${e.ordinal ?? ""}${moveWeekday(e.weekday)}`,
  );
  const candidates: string[][] = [moved];
  if (rule.freq === "MONTHLY") {
    const place = nthWeekdayOf(first);
    const weekday = weekdayOf(first);
    const dom = Number(first.slice(8, 10));
    const length = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).getUTCDate();
    candidates.push([place]);
    if (dom + 7 > length) candidates.push([`-1${weekday}`]);
    candidates.push([]);
  }
  const wanted = dates.join(",");
  for (const byDay of candidates) {
    const candidate: RecurrenceRule = { freq: rule.freq, interval: rule.interval, byDay, untilDate };
    const found = occurrenceDates(first, candidate);
    if (found.dates?.join(",") === wanted) return candidate;
  }
  return null;
}

/** A series' rule as the "Part of a series" line describes it (utils/series-label.ts). */
export interface SeriesRuleView {
  freq: Frequency;
  interval: number;
  byDay: string[];
  untilDate: string;
  /** The first occurrence's wall-clock start ("2026-01-13T19:00"): its day of the month, its weekday. */
  startLocal: string;
  /**
   * The described occurrence's own date in the chapter's calendar, when the line is about one date:
   * a date the rule does not give (moved on its own, or left out of a later part of the series) is
   * said to be an exception rather than described by a rule it does not follow.
   */
  eventDate?: string;
}
