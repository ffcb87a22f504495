import { z } from "zod";
import { requiredText } from "./fields.schema";
import { safeTimeZone } from "~/utils/time-zone";
import { isIanaTimeZone } from "~/utils/us-time-zones";
import { RecurrenceApiSchema, seriesScopeField, type RecurrenceInput } from "./recurrence.schema";

/**
 * Event forms and payloads. The page form sends `datetime-local` strings (wall-clock time in the
 * chapter's time zone); the JSON API sends ISO instants. Both end up as `CreateEventInput`.
 */

export const EVENT_MESSAGES = {
  title: "Event title must be at least 3 characters",
  chapter: "Please select a chapter",
  start: "Start date and time is required",
  location: "Location is required",
  invalidDate: "Enter a valid date and time",
  endAfterStart: "End time must be after the start time",
  capacity: "Capacity must be a whole number from 1 to 10000",
  whatToBring: "What to bring must be at most 1000 characters",
  reason: "Reason must be at most 500 characters",
  nothingToChange: "Send at least one field to change",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds the zone is ahead of UTC at the given instant (negative west of Greenwich). */
function zoneOffsetMs(utcMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * "2025-06-01T10:00" read as wall-clock time in `timeZone` → the UTC instant, or null when the text
 * is not a real date. A time skipped by a DST jump resolves to the instant just after the jump.
 */
export function zonedLocalToUtc(local: string, timeZone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
    return null;
  }
  const tz = safeTimeZone(timeZone);
  // The zone's offsets a day either side cover any DST change near this wall time. An offset is
  // right when the instant it gives really has that offset. Two right answers (the repeated hour in
  // autumn): the earlier. None (the hour skipped in spring): the offset from before the change,
  // which lands the same distance after the jump (2:30 AM becomes 3:30 AM).
  const before = zoneOffsetMs(wall - DAY_MS, tz);
  const after = zoneOffsetMs(wall + DAY_MS, tz);
  const valid = [before, after].map((o) => wall - o).filter((utc) => zoneOffsetMs(utc, tz) === wall - utc);
  return new Date(valid.length ? Math.min(...valid) : wall - before);
}

/** A UTC instant as a `datetime-local` value in `timeZone` ("2025-06-01T10:00"). */
export function utcToZonedLocal(date: Date | number, timeZone: string) {
  const ms = new Date(date).getTime();
  const local = new Date(ms + zoneOffsetMs(ms, safeTimeZone(timeZone)));
  return local.toISOString().slice(0, 16);
}

const title = requiredText(3, 200, EVENT_MESSAGES.title, "Event title must be at most 200 characters");
const description = z.string().trim().max(5000, "Description must be at most 5000 characters");
const chapterId = requiredText(1, 100, EVENT_MESSAGES.chapter);
const locationText = requiredText(3, 300, EVENT_MESSAGES.location, "Location must be at most 300 characters");
const capacity = z.coerce
  .number({ invalid_type_error: EVENT_MESSAGES.capacity })
  .int(EVENT_MESSAGES.capacity)
  .min(1, EVENT_MESSAGES.capacity)
  .max(10000, EVENT_MESSAGES.capacity);
const whatToBring = z.string().trim().max(1000, EVENT_MESSAGES.whatToBring);
const localDateTime = (required?: string) =>
  z
    .string(required ? { required_error: required } : undefined)
    .regex(LOCAL_DATE_TIME, EVENT_MESSAGES.invalidDate)
    .refine((v) => zonedLocalToUtc(v, "UTC") !== null, EVENT_MESSAGES.invalidDate);

/** The Create Event form's fields (Conform: empty fields arrive as undefined). */
export const eventFormFields = {
  title,
  description: description.optional(),
  chapterId,
  startAt: localDateTime(EVENT_MESSAGES.start),
  endAt: localDateTime().optional(),
  location: locationText,
  capacity: capacity.optional(),
  whatToBring: whatToBring.optional(),
  // A checkbox: "on" when ticked (Conform reads it as true), absent when not.
  openToNetwork: z.boolean().optional(),
  redirectTo: z.string().optional(),
};

/** Same-zone wall-clock strings of one format compare correctly as text. */
export const endAfterStart = (v: { startAt: string; endAt?: string }) => !v.endAt || v.endAt > v.startAt;

/** The Create Event page/dialog form (a recurring series: models/event-series.schema.ts). */
export const EventFormSchema = z
  .object(eventFormFields)
  .refine(endAfterStart, { path: ["endAt"], message: EVENT_MESSAGES.endAfterStart });
export type EventFormValue = z.output<typeof EventFormSchema>;

/** What `createEvent` takes: validated and with real instants. */
export interface CreateEventInput {
  title: string;
  description: string | null;
  chapterId: string;
  startAt: Date;
  endAt: Date | null;
  locationText: string;
  /** Places available; null or absent means no limit. */
  capacity?: number | null;
  whatToBring?: string | null;
  /** Also takes RSVPs from any signed-in member, and is listed among the directory's open trainings. */
  openToNetwork?: boolean;
}

/** Converts the form's wall-clock times (in the user's timezone) into the model input. */
export function eventInputFromForm(value: EventFormValue, timeZone: string): CreateEventInput {
  const startAt = zonedLocalToUtc(value.startAt, timeZone);
  const endAt = value.endAt ? zonedLocalToUtc(value.endAt, timeZone) : null;
  if (!startAt) throw new Error("startAt passed the schema but is not a date");
  return {
    title: value.title,
    description: value.description || null,
    chapterId: value.chapterId,
    startAt,
    endAt,
    locationText: value.location,
    capacity: value.capacity ?? null,
    whatToBring: value.whatToBring || null,
    openToNetwork: value.openToNetwork ?? false,
  };
}

/** An ISO 8601 date-time with its offset or `Z`: one instant, whoever reads it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

export const API_TIME_MESSAGE =
  "Times must be ISO 8601 with an offset or Z (2026-12-21T09:00:00-06:00), or a local time (2026-12-21T09:00) with a timeZone field";

/**
 * An API time: an instant with its offset ("…-06:00", "…Z"), or a local time read in `timeZone`. A
 * local time without a zone, a bare date or epoch number is refused: the API never guesses a zone.
 */
function apiInstant(value: unknown, timeZone: string | undefined): Date | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (ISO_INSTANT.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (timeZone && LOCAL_DATE_TIME.test(text)) return zonedLocalToUtc(text, timeZone);
  return null;
}

/** Field-level check (reported with the other fields' errors); the zone rule is checked on the whole. */
const apiTimeText = z
  .union([z.string(), z.number()], { invalid_type_error: API_TIME_MESSAGE })
  .refine(
    (v) => typeof v === "string" && (ISO_INSTANT.test(v.trim()) || LOCAL_DATE_TIME.test(v.trim())),
    API_TIME_MESSAGE,
  );
const apiTime = apiTimeText.nullish();

/** An API payload's times as instants, or zod issues saying how to write them. */
function readApiTimes<K extends string>(
  v: Partial<Record<K, string | number | null | undefined>> & { timeZone?: string },
  keys: readonly K[],
  ctx: z.RefinementCtx,
) {
  const out = {} as Partial<Record<K, Date | null>>;
  for (const key of keys) {
    const raw = v[key];
    if (raw === undefined) continue;
    if (raw === null) {
      out[key] = null;
      continue;
    }
    const d = apiInstant(raw, v.timeZone);
    if (!d) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: API_TIME_MESSAGE });
    else out[key] = d;
  }
  return out;
}

const apiTimeZone = z
  .string({ invalid_type_error: "timeZone must be an IANA zone name such as America/Chicago" })
  .refine(isIanaTimeZone, "timeZone must be an IANA zone name such as America/Chicago")
  .optional();

/**
 * The JSON API payload of spec section 7: `{ title, description, chapterId, startAt, endAt,
 * location: { text }, capacity }` with ISO 8601 instants (offset or Z), or local times plus
 * `timeZone`. Parses straight into `CreateEventInput`.
 */
export const EventApiSchema = z
  .object({
    title,
    description: description.nullish(),
    chapterId,
    startAt: z
      .union([z.string(), z.number()], { required_error: EVENT_MESSAGES.start, invalid_type_error: API_TIME_MESSAGE })
      .pipe(apiTimeText),
    endAt: apiTime,
    timeZone: apiTimeZone,
    location: z.object(
      { text: locationText },
      { required_error: EVENT_MESSAGES.location, invalid_type_error: EVENT_MESSAGES.location },
    ),
    capacity: capacity.nullish(),
    whatToBring: whatToBring.nullish(),
    openToNetwork: z.boolean({ invalid_type_error: "Must be true or false" }).optional(),
    // A recurring series (docs/decisions/035): one event per date the rule gives.
    recurrence: RecurrenceApiSchema.optional(),
  })
  .transform((v, ctx): CreateEventInput & { recurrence?: RecurrenceInput } => {
    const times = readApiTimes(v, ["startAt", "endAt"] as const, ctx);
    if (times.startAt && times.endAt && times.endAt <= times.startAt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endAt"], message: EVENT_MESSAGES.endAfterStart });
    }
    if (!times.startAt) return z.NEVER;
    return {
      title: v.title,
      description: v.description || null,
      chapterId: v.chapterId,
      startAt: times.startAt,
      endAt: times.endAt ?? null,
      locationText: v.location.text,
      capacity: v.capacity ?? null,
      whatToBring: v.whatToBring || null,
      openToNetwork: v.openToNetwork ?? false,
      ...(v.recurrence ? { recurrence: v.recurrence } : {}),
    };
  });

/**
 * What an edit changes (only the fields present; `null` clears an optional one). The one input of
 * `updateEvent` (models/event-change.server.ts), from the Edit Event page and from PATCH /api/events/:id.
 */
export interface EventChanges {
  title?: string;
  description?: string | null;
  startAt?: Date;
  endAt?: Date | null;
  locationText?: string;
  capacity?: number | null;
  whatToBring?: string | null;
  openToNetwork?: boolean;
}

/**
 * The Edit Event page's form: every field of the event (its chapter stays). Times are wall-clock
 * `datetime-local` values in the chapter's zone, as on the Create Event form.
 */
export const EventEditFormSchema = z
  .object({
    title,
    description: description.optional(),
    startAt: localDateTime(EVENT_MESSAGES.start),
    endAt: localDateTime().optional(),
    location: locationText,
    capacity: capacity.optional(),
    whatToBring: whatToBring.optional(),
    // A checkbox: "on" when ticked (Conform reads it as true), absent when not.
    openToNetwork: z.boolean().optional(),
    // Shown only for an occurrence of a series: this one, or this and the following ones.
    scope: seriesScopeField.optional(),
  })
  .refine((v) => !v.endAt || v.endAt > v.startAt, { path: ["endAt"], message: EVENT_MESSAGES.endAfterStart });
export type EventEditFormValue = z.output<typeof EventEditFormSchema>;

/** The edit form's values as changes: the whole event, its times read in the chapter's zone. */
export function eventChangesFromForm(value: EventEditFormValue, timeZone: string): EventChanges {
  const startAt = zonedLocalToUtc(value.startAt, timeZone);
  if (!startAt) throw new Error("startAt passed the schema but is not a date");
  return {
    title: value.title,
    description: value.description || null,
    startAt,
    endAt: value.endAt ? zonedLocalToUtc(value.endAt, timeZone) : null,
    locationText: value.location,
    capacity: value.capacity ?? null,
    whatToBring: value.whatToBring || null,
    openToNetwork: value.openToNetwork ?? false,
  };
}

/**
 * PATCH /api/events/:id: any of the create payload's fields plus `whatToBring` and `openToNetwork`;
 * `null` clears `endAt`, `capacity`, `description` or `whatToBring`. Times as for POST: ISO instants
 * with an offset or Z, or local times with `timeZone`.
 */
export const EventPatchApiSchema = z
  .object({
    title: title.optional(),
    description: description.nullish(),
    startAt: apiTimeText.optional(),
    endAt: apiTime,
    timeZone: apiTimeZone,
    location: z.object({ text: locationText }, { invalid_type_error: EVENT_MESSAGES.location }).optional(),
    capacity: capacity.nullish(),
    whatToBring: whatToBring.nullish(),
    openToNetwork: z.boolean({ invalid_type_error: "Must be true or false" }).optional(),
  })
  .transform((v, ctx): EventChanges => {
    const times = readApiTimes(v, ["startAt", "endAt"] as const, ctx);
    if (times.startAt && times.endAt && times.endAt <= times.startAt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endAt"], message: EVENT_MESSAGES.endAfterStart });
    }
    const changes: EventChanges = {};
    if (v.title !== undefined) changes.title = v.title;
    if (v.description !== undefined) changes.description = v.description || null;
    if (times.startAt) changes.startAt = times.startAt;
    if (times.endAt !== undefined) changes.endAt = times.endAt;
    if (v.location !== undefined) changes.locationText = v.location.text;
    if (v.capacity !== undefined) changes.capacity = v.capacity;
    if (v.whatToBring !== undefined) changes.whatToBring = v.whatToBring || null;
    if (v.openToNetwork !== undefined) changes.openToNetwork = v.openToNetwork;
    if (!Object.keys(changes).length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: EVENT_MESSAGES.nothingToChange });
    }
    return changes;
  });

/** Cancelling an event: an optional reason, told to everyone who answered (page and API). */
export const CancelEventSchema = z.object({
  reason: z.string().trim().max(500, EVENT_MESSAGES.reason).optional(),
  // An occurrence of a series: this one only (the default), or this and the following ones.
  scope: seriesScopeField.optional(),
});
export type CancelEventInput = z.output<typeof CancelEventSchema>;

export const EVENT_TIME_FILTERS = ["upcoming", "past", "all"] as const;
export type EventTimeFilter = (typeof EVENT_TIME_FILTERS)[number];

/** Query parameters of the events list (page and API). Unknown values fall back to defaults. */
export const EventListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  chapter: z.string().trim().max(100).optional().catch(undefined),
  chapterId: z.string().trim().max(100).optional().catch(undefined),
  time: z.enum(EVENT_TIME_FILTERS).catch("upcoming"),
});
