import { z } from "zod";
import { RECURRENCE_MESSAGES, WEEKDAYS, parseByDay, type Frequency } from "~/utils/recurrence";

/**
 * A recurring series' rule as the API takes it (`recurrence` of POST /api/events) and as the Create
 * Event form's repeat fields give it (models/event-series.schema.ts): RFC 5545 terms, checked here
 * for shape; the dates themselves (and the 60-date, one-year cap) are checked against the first
 * date by `occurrenceDates` (utils/recurrence.ts), in the form's schema and in the model.
 */

/** What a series is created with: the rule, its last day as a date, or an instant (the API only). */
export interface RecurrenceInput {
  freq: Frequency;
  interval: number;
  byDay: string[];
  /** The last day occurrences may fall on, inclusive, in the chapter's calendar. */
  untilDate?: string;
  /** Or the last instant an occurrence may start at (RFC 5545 UNTIL as a date-time). */
  untilInstant?: Date;
}

export const SERIES_SCOPES = ["one", "following"] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const SCOPE_MESSAGES = {
  scope: "Choose this event only, or this and the following events",
} as const;

/** "one" (this occurrence) or "following" (this and the later ones): the edit and cancel forms and the API. */
export const seriesScopeField = z.enum(SERIES_SCOPES, { errorMap: () => ({ message: SCOPE_MESSAGES.scope }) });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

export const UNTIL_MESSAGE =
  "until must be the last date of the series (2026-06-30) or an instant with an offset or Z (2026-06-30T23:59:00-05:00)";

export const intervalField = z.coerce
  .number({ invalid_type_error: RECURRENCE_MESSAGES.interval })
  .int(RECURRENCE_MESSAGES.interval)
  .min(1, RECURRENCE_MESSAGES.interval)
  .max(12, RECURRENCE_MESSAGES.interval);

/** `recurrence: { freq: "WEEKLY" | "MONTHLY", interval?, byDay?: ["TU"] | ["2TU"], until }`. */
export const RecurrenceApiSchema = z
  .object(
    {
      freq: z.enum(["WEEKLY", "MONTHLY"], { errorMap: () => ({ message: RECURRENCE_MESSAGES.freq }) }),
      interval: z
        .number({ invalid_type_error: RECURRENCE_MESSAGES.interval })
        .int(RECURRENCE_MESSAGES.interval)
        .min(1, RECURRENCE_MESSAGES.interval)
        .max(12, RECURRENCE_MESSAGES.interval)
        .default(1),
      byDay: z
        .array(z.string({ invalid_type_error: RECURRENCE_MESSAGES.byDay }), {
          invalid_type_error: RECURRENCE_MESSAGES.byDay,
        })
        .max(WEEKDAYS.length * 5, RECURRENCE_MESSAGES.byDay)
        .refine((days) => days.every((d) => parseByDay(d) !== null), RECURRENCE_MESSAGES.byDay)
        .optional(),
      until: z
        .string({ required_error: UNTIL_MESSAGE, invalid_type_error: UNTIL_MESSAGE })
        .trim()
        .refine((v) => (DATE.test(v) || INSTANT.test(v)) && !Number.isNaN(new Date(v).getTime()), UNTIL_MESSAGE),
    },
    {
      invalid_type_error: 'recurrence must be an object such as { freq: "WEEKLY", byDay: ["TU"], until: "2026-06-30" }',
    },
  )
  .strict()
  .transform((v): RecurrenceInput => ({
    freq: v.freq,
    interval: v.interval,
    byDay: (v.byDay ?? []).map((d) => d.trim().toUpperCase()),
    ...(DATE.test(v.until) ? { untilDate: v.until } : { untilInstant: new Date(v.until) }),
  }));
