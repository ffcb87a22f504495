import type * as Ics from "ics";
import type { EventAttributes } from "ics";
import { env } from "./env.server";
import { lazyRequire } from "./lazy-require.server";

/** Loaded with the first calendar file (lazy-require.server.ts). */
const ics = lazyRequire<typeof Ics>("ics");

/** Calendar files (RFC 5545) for one event and for a chapter's feed, built with the `ics` package. */

export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  startAt: Date;
  endAt: Date | null;
  locationText: string;
  chapterName: string;
  chapterSlug: string;
  createdAt?: Date;
  /** RFC 5545 SEQUENCE: raised by each change a calendar should pick up. */
  sequence?: number;
  status?: "Scheduled" | "Cancelled";
}

const PRODUCT_ID = "cert-chapters/events";

/**
 * The product's own words in a calendar file, in the requester's language (routes build them with
 * `t`; this bottom layer knows no catalogue). English when not given.
 */
export interface CalendarTexts {
  hostedBy: (chapterName: string) => string;
  chapterCalendar: (chapterName: string) => string;
}

const ENGLISH: CalendarTexts = {
  hostedBy: (chapterName) => `Hosted by ${chapterName}.`,
  chapterCalendar: (chapterName) => `${chapterName} events`,
};

/** The absolute origin links in calendar files point to: APP_URL, else the request's own origin. */
export function publicBaseUrl(request: Request) {
  return (env.appUrl || new URL(request.url).origin).replace(/\/+$/, "");
}

function attributes(event: CalendarEvent, baseUrl: string, texts: CalendarTexts): EventAttributes {
  // The event's own page (time in its zone, map link, RSVP): what a tap on the calendar entry opens.
  const eventUrl = `${baseUrl}/events/${encodeURIComponent(event.id)}`;
  const description = [event.description?.trim(), texts.hostedBy(event.chapterName), eventUrl]
    .filter(Boolean)
    .join("\n\n");
  const common = {
    uid: `${event.id}@cert-chapters`,
    title: event.title,
    description,
    location: event.locationText,
    url: eventUrl,
    // No ORGANIZER: RFC 5545 requires it to carry a cal-address (mailto:) and chapters have no
    // public address; the chapter is named in the description, and the URL is the event's page.
    // A cancelled event stays in the file as CANCELLED (same UID, higher SEQUENCE) so a subscribed
    // calendar removes or strikes it, instead of keeping a copy nobody will ever update again.
    status: event.status === "Cancelled" ? ("CANCELLED" as const) : ("CONFIRMED" as const),
    sequence: event.sequence ?? 0,
    start: event.startAt.getTime(),
    startInputType: "utc" as const,
    startOutputType: "utc" as const,
    ...(event.createdAt ? { created: event.createdAt.getTime() } : {}),
  };
  // Without an end time the event is shown as one hour long, which is what calendar apps expect.
  return event.endAt
    ? { ...common, end: event.endAt.getTime(), endInputType: "utc", endOutputType: "utc" }
    : { ...common, duration: { hours: 1 } };
}

function unwrap(result: { error: Error | null; value: string | null }) {
  if (result.error || !result.value) throw result.error ?? new Error("Calendar could not be built");
  return result.value;
}

/** A VCALENDAR with one VEVENT (times in UTC, location, description, URL to the event's page). */
export function buildEventCalendar(event: CalendarEvent, baseUrl: string, texts: CalendarTexts = ENGLISH) {
  return unwrap(ics().createEvent({ ...attributes(event, baseUrl, texts), productId: PRODUCT_ID }));
}

/** A subscribable VCALENDAR holding all the given events of one chapter. */
export function buildChapterCalendar(
  chapter: { name: string },
  events: CalendarEvent[],
  baseUrl: string,
  texts: CalendarTexts = ENGLISH,
) {
  return buildFeed(texts.chapterCalendar(chapter.name), events, baseUrl, texts);
}

/**
 * A subscribable VCALENDAR named `name`. Times are UTC instants (DTSTART:...Z), which every
 * calendar shows at the right moment in any zone, across daylight-saving changes.
 */
export function buildFeed(name: string, events: CalendarEvent[], baseUrl: string, texts: CalendarTexts = ENGLISH) {
  return unwrap(
    ics().createEvents(
      events.map((e) => attributes(e, baseUrl, texts)),
      { productId: PRODUCT_ID, calName: name },
    ),
  );
}

/** `{title}.ics`, with characters that file systems refuse removed. */
export function icsFileName(title: string) {
  const clean = title
    // eslint-disable-next-line no-control-regex -- control characters are exactly what file names must not hold
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${clean || "event"}.ics`;
}

/** A Content-Disposition value safe for any title (ASCII fallback plus RFC 5987 UTF-8 name). */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function calendarHeaders(fileName: string, disposition: "attachment" | "inline" = "attachment") {
  return {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition":
      disposition === "attachment"
        ? attachmentDisposition(fileName)
        : `inline; filename="${fileName.replace(/[^\x20-\x7e"]/g, "_")}"`,
    "Cache-Control": "no-cache",
  };
}
