/**
 * Date labels built in loaders with the user's timezone, then sent as text, so the server render and
 * the hydrated page show the same characters (ICU versions differ between Node and browsers).
 */

// Building an Intl.DateTimeFormat costs far more than formatting with one (a page of 20 events made
// ~100 of them, a third of its render): keep one per time zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    // Time zones are IANA names from settings (a few hundred at most), but keep the map bounded.
    if (formatters.size > 2_000) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

export function longDate(date: Date, timeZone: string) {
  return formatter(timeZone, "long-date", { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(date);
}

function time(date: Date, timeZone: string, withZone: boolean) {
  return formatter(timeZone, withZone ? "time-zone" : "time", {
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
  return formatter(timeZone, "short-date-time", { dateStyle: "medium", timeStyle: "short" })
    .format(date)
    .replace(/\u202f/g, " ");
}

export function shortDate(date: Date, timeZone: string) {
  return formatter(timeZone, "short-date", { dateStyle: "medium" }).format(date);
}
