import { DEFAULT_TIMEZONE } from "./time-zone";
import { zonedDateTime } from "./event-time-format";

/**
 * A redirect target from user input: same-site absolute paths only ("/x", never "//x", "/\\x" or
 * "http:"), else `fallback`. A Location header must be Latin-1 (Node refuses anything else with a
 * 500), so every character outside printable ASCII is percent-encoded as a browser would; control
 * characters, lone surrogates and overlong targets fall back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (!to || typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (CONTROL_CHARACTERS.test(to)) return fallback;
  try {
    return to.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback; // a lone surrogate: encodeURIComponent throws URIError
  }
}

const MAX_REDIRECT_LENGTH = 2_000;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** User text for a search: control characters (NUL breaks SQLite's FTS) become spaces. */
export function searchText(value: string | null | undefined, maxLength = 100) {
  return (value ?? "").replace(new RegExp(CONTROL_CHARACTERS, "g"), " ").trim().slice(0, maxLength);
}

export function getErrorMessage(error: unknown) {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return "Unknown error";
}

export function slugify(value: string) {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a page of 20 events made
// ~100 of them, a third of its render; tables format a date per row): keep one per zone and options.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An en-US Intl.DateTimeFormat for `timeZone` and `options`, built once and reused. */
export function dateTimeFormat(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    // Time zones are IANA names from settings (a few hundred at most), but keep the map bounded.
    if (dateTimeFormats.size > 2_000) dateTimeFormats.clear();
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function formatDate(
  date: Date | string | number,
  timeZone = DEFAULT_TIMEZONE,
  opts?: Intl.DateTimeFormatOptions,
) {
  return dateTimeFormat(timeZone, { dateStyle: "medium", ...opts }).format(new Date(date));
}

/** A date and time with its zone (the one style: `zonedDateTime`). */
export function formatDateTime(date: Date | string | number, timeZone = DEFAULT_TIMEZONE) {
  return zonedDateTime(date, timeZone);
}

/**
 * A LIKE pattern matching `text` anywhere, lower-cased, with % and _ taken literally (use with
 * ESCAPE '\' against a lower-cased column, or SQLite's case-insensitive LIKE).
 */
export function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
