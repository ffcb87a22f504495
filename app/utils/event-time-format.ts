/**
 * Date labels built in loaders with the user's timezone, then sent as text, so the server render and
 * the hydrated page show the same characters (ICU versions differ between Node and browsers).
 */
import { dateTimeFormat } from "~/utils/misc";

export function longDate(date: Date, timeZone: string) {
  return dateTimeFormat(timeZone, { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(date);
}

function time(date: Date, timeZone: string, withZone: boolean) {
  return dateTimeFormat(timeZone, {
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  })
    .format(date)
    .replace(/\u202f/g, " ");
}

/** "10:00 AM – 12:00 PM EDT", or "10:00 AM EDT" without an end; an end on another day gets its date. */
export function timeRange(start: Date, end: Date | null, timeZone: string) {
  if (!end) return time(start, timeZone, true);
  const sameDay = longDate(start, timeZone) === longDate(end, timeZone);
  const endText = sameDay ? time(end, timeZone, true) : `${shortDateTime(end, timeZone)}`;
  return `${time(start, timeZone, false)} – ${endText}`;
}

export function shortDateTime(date: Date, timeZone: string) {
  return dateTimeFormat(timeZone, { dateStyle: "medium", timeStyle: "short" })
    .format(date)
    .replace(/\u202f/g, " ");
}

export function shortDate(date: Date, timeZone: string) {
  return dateTimeFormat(timeZone, { dateStyle: "medium" }).format(date);
}

/**
 * An event's labels: its date and times in the chapter's zone with the zone's abbreviation
 * ("7:00 PM – 9:00 PM CST"), plus the same moment on the viewer's clock when that reads differently
 * ("8:00 PM – 10:00 PM EST"), else null.
 */
export function eventTimeLabels(start: Date, end: Date | null, chapterTimeZone: string, viewerTimeZone: string) {
  const timeLabel = timeRange(start, end, chapterTimeZone);
  const viewerLabel = timeRange(start, end, viewerTimeZone);
  const dateLabel = longDate(start, chapterTimeZone);
  const viewerDate = longDate(start, viewerTimeZone);
  return {
    dateLabel,
    timeLabel,
    viewerTimeLabel:
      viewerLabel === timeLabel && viewerDate === dateLabel
        ? null
        : viewerDate === dateLabel
          ? viewerLabel
          : `${shortDate(start, viewerTimeZone)}, ${viewerLabel}`,
  };
}
