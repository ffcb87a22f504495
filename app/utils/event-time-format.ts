/**
 * Date labels built in loaders with the user's timezone, then sent as text, so the server render and
 * the hydrated page show the same characters (ICU versions differ between Node and browsers).
 * `locale` is the reader's language ("es", "fr"); English pages keep the en-US forms.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** The options' part of a format's key, per options object (the styles below are constants: stringified once). */
const optionKeys = new WeakMap<Intl.DateTimeFormatOptions, string>();

/** An Intl.DateTimeFormat for a locale, zone and options, built once (they are costly to build). */
export function dateFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let optionsKey = optionKeys.get(options);
  if (optionsKey === undefined) {
    optionsKey = JSON.stringify(options);
    optionKeys.set(options, optionsKey);
  }
  const key = `${locale}|${timeZone}|${optionsKey}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    // Zones are IANA names from settings (a few hundred at most), but keep the map bounded.
    if (formats.size > 2_000) formats.clear();
    formats.set(key, f);
  }
  return f;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: "long", year: "numeric", month: "long", day: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const TIME_WITH_ZONE: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZoneName: "short" };
const SHORT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

export function longDate(date: Date, timeZone: string, locale = "en-US") {
  return dateFormat(locale, timeZone, LONG_DATE).format(date);
}

function time(date: Date, timeZone: string, withZone: boolean, locale: string) {
  return dateFormat(locale, timeZone, withZone ? TIME_WITH_ZONE : TIME)
    .format(date)
    .replace(/\u202f/g, " ");
}

/** "10:00 AM – 12:00 PM EDT", or "10:00 AM EDT" without an end; an end on another day gets its date. */
export function timeRange(start: Date, end: Date | null, timeZone: string, locale = "en-US") {
  return end
    ? rangeFrom(start, longDate(start, timeZone, locale), end, timeZone, locale)
    : time(start, timeZone, true, locale);
}

/** `timeRange` with an end, given the start's long date in the zone (the callers have it already). */
function rangeFrom(start: Date, startDate: string, end: Date, timeZone: string, locale: string) {
  const sameDay = startDate === longDate(end, timeZone, locale);
  const endText = sameDay ? time(end, timeZone, true, locale) : `${shortDateTime(end, timeZone, locale)}`;
  return `${time(start, timeZone, false, locale)} – ${endText}`;
}

/** An event's long date and time range in one zone, each format built once. */
function zoneLabels(start: Date, end: Date | null, timeZone: string, locale: string) {
  const date = longDate(start, timeZone, locale);
  return { date, time: end ? rangeFrom(start, date, end, timeZone, locale) : time(start, timeZone, true, locale) };
}

/** The one date-and-time style every page, email and SMS uses: always with the zone it is read in. */
export const ZONED_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * "Dec 21, 2026, 9:00 AM CST": a moment as read in `timeZone`, with that zone's abbreviation (or its
 * offset, "GMT-6", in a language that has no abbreviation for it). Never a time without its zone.
 */
export function zonedDateTime(date: Date | string | number, timeZone: string, locale = "en-US") {
  return dateFormat(locale === "en" ? "en-US" : locale, timeZone, ZONED_DATE_TIME)
    .format(new Date(date))
    .replace(/\u202f/g, " ");
}

export function shortDateTime(date: Date, timeZone: string, locale = "en-US") {
  return zonedDateTime(date, timeZone, locale);
}

export function shortDate(date: Date, timeZone: string, locale = "en-US") {
  return dateFormat(locale, timeZone, SHORT_DATE).format(date);
}

/** `eventTimeLabels`' answer. */
export interface EventTimeLabels {
  readonly dateLabel: string;
  readonly timeLabel: string;
  readonly viewerTimeLabel: string | null;
}

/**
 * Labels already made, by their inputs (the start and end instants, both zones, the locale): the
 * same events are listed for every viewer, and a list of 20 formats up to 120 dates through Intl
 * (a twentieth of an events page's CPU). A pure function of its inputs, so a kept answer is the
 * one it would make again; forgotten wholesale past LABELS_KEPT.
 */
const labelsMade = new Map<string, EventTimeLabels>();
const LABELS_KEPT = 5000;

/**
 * An event's labels: its date and times in the chapter's zone with the zone's abbreviation
 * ("7:00 PM – 9:00 PM CST"), plus the same moment on the viewer's clock when that reads differently
 * ("8:00 PM – 10:00 PM EST"), else null. The answer is shared: read it, do not change it.
 */
export function eventTimeLabels(
  start: Date,
  end: Date | null,
  chapterTimeZone: string,
  viewerTimeZone: string,
  locale = "en-US",
): EventTimeLabels {
  const key = `${start.getTime()}|${end ? end.getTime() : ""}|${chapterTimeZone}|${viewerTimeZone}|${locale}`;
  let labels = labelsMade.get(key);
  if (labels === undefined) {
    labels = makeEventTimeLabels(start, end, chapterTimeZone, viewerTimeZone, locale);
    if (labelsMade.size >= LABELS_KEPT) labelsMade.clear();
    labelsMade.set(key, labels);
  }
  return labels;
}

function makeEventTimeLabels(
  start: Date,
  end: Date | null,
  chapterTimeZone: string,
  viewerTimeZone: string,
  locale: string,
): EventTimeLabels {
  const { date: dateLabel, time: timeLabel } = zoneLabels(start, end, chapterTimeZone, locale);
  // The same zone reads the same: nothing to add (most viewers live in their chapter's zone).
  if (viewerTimeZone === chapterTimeZone) return { dateLabel, timeLabel, viewerTimeLabel: null };
  const { date: viewerDate, time: viewerLabel } = zoneLabels(start, end, viewerTimeZone, locale);
  return {
    dateLabel,
    timeLabel,
    viewerTimeLabel:
      viewerLabel === timeLabel && viewerDate === dateLabel
        ? null
        : viewerDate === dateLabel
          ? viewerLabel
          : `${shortDate(start, viewerTimeZone, locale)}, ${viewerLabel}`,
  };
}

/**
 * An event's start on one line, in the chapter's zone ("Dec 21, 2026, 9:00 AM CST"), plus the same
 * moment on the viewer's clock when that reads differently, else null: for lists that show one time.
 */
export function eventStartLabels(start: Date, chapterTimeZone: string, viewerTimeZone: string, locale = "en-US") {
  const startLabel = zonedDateTime(start, chapterTimeZone, locale);
  const viewer = zonedDateTime(start, viewerTimeZone, locale);
  return { startLabel, viewerStartLabel: viewer === startLabel ? null : viewer };
}
