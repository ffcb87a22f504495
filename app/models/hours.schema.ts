import { z } from "zod";
import { requiredText } from "./fields.schema";
import { isRealDate } from "./credential.schema";

/** Volunteer hours: the service-log form (page and API), the report filter, the default hourly value. */

/**
 * Independent Sector's national estimate of the value of a volunteer hour for 2024 (published
 * April 2025): $34.79. Override with VOLUNTEER_HOUR_VALUE.
 */
export const DEFAULT_VOLUNTEER_HOUR_VALUE = 34.79;
export const VOLUNTEER_HOUR_VALUE_SOURCE =
  "Independent Sector's national value of volunteer time for 2024 ($34.79/hour, published April 2025)";

export const ACTIVITY_TYPES = ["Training", "Event", "Activation", "Service"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const date = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .refine(isRealDate, `${label} must be a date (YYYY-MM-DD)`);

export const ServiceLogSchema = z.object({
  chapterId: requiredText(1, 100, "Choose a chapter"),
  servedOn: date("Date"),
  activity: requiredText(3, 200, "Say what you did (at least 3 characters)", "Keep the activity under 200 characters", {
    required: "Say what you did",
  }),
  hours: z.coerce
    .number({ required_error: "Hours are required", invalid_type_error: "Hours must be a number" })
    .positive("Hours must be more than 0")
    .max(24, "At most 24 hours per entry")
    .refine((v) => Math.round(v * 4) === v * 4, "Use quarter hours (0.25, 0.5, 0.75)"),
  note: z.string().trim().max(1000, "Keep the note under 1000 characters").optional(),
});
export type ServiceLogValue = z.output<typeof ServiceLogSchema>;

export const ServiceReviewSchema = z.object({
  id: z.string({ required_error: "Entry id is required" }).trim().min(1).max(100),
  reason: z.string().trim().max(500).optional(),
});

/** Report filter: chapter, a date range (default: this calendar year). */
export const HoursQuerySchema = z.object({
  chapterId: z.string().trim().max(100).optional().catch(undefined),
  chapter: z.string().trim().max(100).optional().catch(undefined),
  /** The chapter the picker showed, sent beside its name (see reportChapterChoice). */
  pick: z.string().trim().max(100).optional().catch(undefined),
  from: z.string().trim().refine(isRealDate).optional().catch(undefined),
  to: z.string().trim().refine(isRealDate).optional().catch(undefined),
  userId: z.string().trim().max(100).optional().catch(undefined),
});
