// The activation texts every reader sees the same way: the drill word and times in the chapter's zone.
// Client-safe and free of zod, so the reply page (/respond/<token>) stays a light public page.
import { dateFormat } from "./event-time-format";

/**
 * The word every drill message and page starts with, in every language (the spec's fixed text: a
 * member must never mistake a drill for a real call-out, or the reverse). Catalogues add their own
 * translation after it ("DRILL / SIMULACRO"); they never replace it.
 */
export const DRILL_WORD = "DRILL";

// "DRILL:", "[Drill]", "Simulacro -", "EXERCICE –" … at the start of a title, once or repeated.
const DRILL_MARKER =
  /^(?:\s*(?:\[\s*(?:drill|simulacro|exercice)\s*\]|\(\s*(?:drill|simulacro|exercice)\s*\)|(?:drill|simulacro|exercice)\s*[:\-\u2013\u2014|/]|DRILL\s)\s*)+/i;

/**
 * A title without the drill marker a leader may have typed: every message and page adds the
 * marker itself (DRILL_WORD), so "DRILL: Flood" must not become "DRILL: DRILL: Flood". A title that
 * is nothing but the marker is kept as typed.
 */
export function withoutDrillMarker(title: string) {
  const stripped = title.replace(DRILL_MARKER, "").trim();
  return stripped.length ? stripped : title.trim();
}

const REPORT_BY: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZoneName: "short" };
const localeOf = (lang: string) => (lang === "en" ? "en-US" : lang);

/** "Mon, Nov 23, 2:30 AM EST": a report-by time as read in the chapter's zone, with the zone named. */
export function formatInZone(date: Date | string | number, timeZone: string, lang: string = "en") {
  return dateFormat(localeOf(lang), timeZone, REPORT_BY).format(new Date(date));
}

/** "2:30 AM CST": a time of day in the chapter's zone, with the zone named. */
export function formatTimeInZone(date: Date | string | number, timeZone: string, lang: string = "en") {
  return dateFormat(localeOf(lang), timeZone, TIME_OF_DAY).format(new Date(date));
}

/** "4 min", "1 h 05 min": how long the first reply took. */
export function formatDuration(ms: number | null) {
  if (ms === null) return "—";
  const minutes = Math.round(ms / 60000);
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
