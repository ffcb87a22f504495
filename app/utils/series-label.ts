import type { TFunction } from "~/i18n/translate";
import { dateFormat } from "./event-time-format";
import { WEEKDAYS, dayNumber, occurrenceDates, parseByDay, type SeriesRuleView } from "./recurrence";

/**
 * "Part of a series: every 2nd Tuesday of the month, until Jun 30, 2026", in the page's language:
 * the rule's words from the catalogues, weekday names and the list of days from Intl (so they are
 * the language's own), the last date as a calendar date. A monthly series by day of the month
 * without BYDAY names its first date's day. The rule is the series' as it now is ("this and
 * following" moving dates to another day restates it: models/event-series.server.ts); a date the
 * rule does not give (moved on its own) adds "(this date is an exception)".
 */
export function seriesLabel(rule: SeriesRuleView, t: TFunction, lang: string) {
  const text = seriesRuleText(rule, t, lang);
  return isException(rule)
    ? t("content.events.series.partOfException", { rule: text })
    : t("content.events.series.partOf", { rule: text });
}

/** Whether the described occurrence is on a date its series' rule does not give. */
function isException(rule: SeriesRuleView) {
  if (!rule.eventDate) return false;
  const found = occurrenceDates(rule.startLocal.slice(0, 10), rule);
  return found.dates ? !found.dates.includes(rule.eventDate) : false;
}

const DAY_MS = 86_400_000;
/** Jan 5 2026 was a Monday: WEEKDAYS[i] is that week's day i. */
const MONDAY = Date.UTC(2026, 0, 5);

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: "long" };
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
/** One list format per language (a list of series cards formats the same words again and again). */
const listFormats = new Map<string, Intl.ListFormat>();

function weekdayName(day: (typeof WEEKDAYS)[number], lang: string) {
  return dateFormat(lang, "UTC", WEEKDAY).format(new Date(MONDAY + WEEKDAYS.indexOf(day) * DAY_MS));
}

function listOf(names: string[], lang: string) {
  let format = listFormats.get(lang);
  if (!format) listFormats.set(lang, (format = new Intl.ListFormat(lang, { type: "conjunction" })));
  return format.format(names);
}

const ORDINAL_KEYS: Record<string, string> = {
  "1": "content.events.series.nth1",
  "2": "content.events.series.nth2",
  "3": "content.events.series.nth3",
  "4": "content.events.series.nth4",
  "5": "content.events.series.nth5",
  "-1": "content.events.series.nthLast",
};

export function seriesRuleText(rule: SeriesRuleView, t: TFunction, lang: string) {
  const firstDate = rule.startLocal.slice(0, 10);
  const count = rule.interval;
  const days = rule.byDay.map(parseByDay).filter((d) => d !== null);
  let text: string;
  if (rule.freq === "WEEKLY") {
    const names = (days.length ? days.map((d) => d.weekday) : [WEEKDAYS[weekdayIndexOf(firstDate)]!]).map((d) =>
      weekdayName(d, lang),
    );
    text = t("content.events.series.weekly", {
      count,
      days: listOf(names, lang),
    });
  } else if (days.length && days[0]!.ordinal !== null && ORDINAL_KEYS[String(days[0]!.ordinal)]) {
    const first = days[0]!;
    text = t("content.events.series.monthlyWeekday", {
      count,
      nth: t(ORDINAL_KEYS[String(first.ordinal)]!),
      weekday: weekdayName(first.weekday, lang),
    });
  } else {
    text = t("content.events.series.monthlyDay", { count, day: Number(firstDate.slice(8, 10)) });
  }
  const until = dayNumber(rule.untilDate);
  if (until === null) return text;
  const date = dateFormat(lang, "UTC", MEDIUM_DATE).format(new Date(until * DAY_MS));
  return t("content.events.series.until", { rule: text, date });
}

function weekdayIndexOf(date: string) {
  const day = dayNumber(date) ?? 0;
  return (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
}
