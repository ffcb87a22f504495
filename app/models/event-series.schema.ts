import { z } from "zod";
import {
  RECURRENCE_MESSAGES,
  WEEKDAYS,
  nthWeekdayOf,
  occurrenceDates,
  weekdayOf,
  type Frequency,
  type RecurrenceRule,
  type Weekday,
} from "~/utils/recurrence";
import { EVENT_MESSAGES, endAfterStart, eventFormFields } from "./event.schema";
import { intervalField } from "./recurrence.schema";
export type { SeriesScope } from "./recurrence.schema";

/**
 * The Create Event page's form with its repeat fields (plain fields, so a series is created without
 * JavaScript): `repeat` (empty: once, WEEKLY, MONTHLY), `interval` (every N weeks or months),
 * `weekdays` (weekly: the days, default the start's), `monthlyBy` (monthly: the start's day of the
 * month, or its weekday of the month such as the 2nd Tuesday) and `until` (the last date,
 * inclusive). The same dates and cap as the API (`occurrenceDates`), with errors on the fields.
 */

export const SERIES_MESSAGES = {
  repeat: "Choose how the event repeats",
  monthlyBy: "Choose the day of the month or the weekday of the month",
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A checkbox group arrives as one value or several. */
const weekdaysField = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.enum(WEEKDAYS, { errorMap: () => ({ message: RECURRENCE_MESSAGES.byDay }) })).optional(),
);

export const EventCreateFormSchema = z
  .object({
    ...eventFormFields,
    repeat: z.enum(["WEEKLY", "MONTHLY"], { errorMap: () => ({ message: SERIES_MESSAGES.repeat }) }).optional(),
    interval: intervalField.optional(),
    weekdays: weekdaysField,
    monthlyBy: z.enum(["day", "weekday"], { errorMap: () => ({ message: SERIES_MESSAGES.monthlyBy }) }).optional(),
    until: z.string().regex(DATE, RECURRENCE_MESSAGES.until).optional(),
  })
  .superRefine((v, ctx) => {
    if (!endAfterStart(v)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endAt"], message: EVENT_MESSAGES.endAfterStart });
    }
    if (!v.repeat) return;
    if (!v.until) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["until"], message: RECURRENCE_MESSAGES.until });
      return;
    }
    const found = occurrenceDates(v.startAt.slice(0, 10), ruleFromForm(v));
    if (found.problem) {
      const path = found.problem.field === "byDay" ? "weekdays" : "until";
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: found.problem.message });
    }
  });
export type EventCreateFormValue = z.output<typeof EventCreateFormSchema>;

/** The form's fields a rule is read from. */
export interface RepeatFormValue {
  startAt: string;
  repeat?: Frequency;
  interval?: number;
  weekdays?: Weekday[];
  monthlyBy?: "day" | "weekday";
  until?: string;
}

/**
 * The form's repeat fields as the rule (only called when `repeat` and `until` are set): weekly on the
 * ticked days (the start's weekday when none is), monthly on the start's day of the month or on its
 * weekday of the month ("2TU" when the start is the second Tuesday, "-1TU" when the fifth, the last).
 */
export function ruleFromForm(v: RepeatFormValue): RecurrenceRule {
  const startDate = v.startAt.slice(0, 10);
  const freq = v.repeat ?? "WEEKLY";
  const byDay =
    freq === "WEEKLY"
      ? v.weekdays?.length
        ? v.weekdays
        : [weekdayOf(startDate)]
      : v.monthlyBy === "weekday"
        ? [nthWeekdayOf(startDate)]
        : [];
  return { freq, interval: v.interval ?? 1, byDay, untilDate: v.until ?? startDate };
}
