import { z } from "zod";
import { requiredText } from "./fields.schema";
import { ReasonSchema } from "./review.schema";
import { isChapterTimeZone } from "~/utils/us-time-zones";
import { FEMA_REGIONS, MAX_REMINDER_HOURS } from "./chapter.options";

/** Chapter form rules (spec section 5). Client-safe: no server imports. */

export { FEMA_REGIONS, MAX_REMINDER_HOURS };

export const CHAPTER_MESSAGES = {
  name: "Chapter name must be at least 3 characters",
  slugMin: "Slug must be at least 3 characters",
  slugChars: "Slug can only contain lowercase letters, numbers, and hyphens",
  slugTaken: "This slug is already used by another chapter. Choose a different one.",
  city: "City is required",
  state: "State is required",
  zip: "ZIP code must be 5 digits",
  region: "Choose a FEMA region from 1 to 10",
  reminderHours: "Reminder hours must be a whole number from 1 to 168",
} as const;

export const ChapterSlugSchema = z
  .string()
  .trim()
  .min(3, CHAPTER_MESSAGES.slugMin)
  .max(80, "Slug must be at most 80 characters")
  .regex(/^[a-z0-9-]+$/, CHAPTER_MESSAGES.slugChars);

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** Where a chapter is and what it says about itself: shared by create and edit. */
const ChapterDetailsShape = {
  description: optionalText(2000, "Description must be at most 2000 characters"),
  city: requiredText(2, 80, CHAPTER_MESSAGES.city, "City must be at most 80 characters"),
  state: requiredText(2, 40, CHAPTER_MESSAGES.state, "State must be at most 40 characters"),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, CHAPTER_MESSAGES.zip)
    .optional(),
  regionCode: z.enum(FEMA_REGIONS, { errorMap: () => ({ message: CHAPTER_MESSAGES.region }) }).optional(),
  /** IANA zone of its events; blank means "the one its place keeps" (ZIP or city, then state). */
  timezone: z.string().trim().refine(isChapterTimeZone, "Choose a time zone from the list").optional(),
};

/**
 * When a chapter's zone changes, what its upcoming events keep: the same moment (their clock time
 * in the new zone changes) or the same clock time (the moment moves). Never chosen silently.
 */
export const KEEP_EVENT_TIMES = ["wallClock", "instant"] as const;
export type KeepEventTimes = (typeof KEEP_EVENT_TIMES)[number];

/**
 * Create form. Conform turns empty fields into undefined, so a blank slug arrives as undefined and
 * the server derives it from the name.
 */
export const ChapterCreateSchema = z.object({
  name: requiredText(3, 120, CHAPTER_MESSAGES.name, "Chapter name must be at most 120 characters"),
  slug: ChapterSlugSchema.optional(),
  ...ChapterDetailsShape,
});
export type ChapterCreateInput = z.infer<typeof ChapterCreateSchema>;

/** Edit form: name and slug stay as they are (the slug is the chapter's public address). */
export const ChapterUpdateSchema = z.object({
  ...ChapterDetailsShape,
  /** How many hours before an event its confirmed members are reminded; blank keeps it as it is. */
  reminderHours: z.coerce
    .number({ invalid_type_error: CHAPTER_MESSAGES.reminderHours })
    .int(CHAPTER_MESSAGES.reminderHours)
    .min(1, CHAPTER_MESSAGES.reminderHours)
    .max(MAX_REMINDER_HOURS, CHAPTER_MESSAGES.reminderHours)
    .optional(),
  keepEventTimes: z
    .enum(KEEP_EVENT_TIMES, { errorMap: () => ({ message: "Choose what upcoming events keep" }) })
    .optional(),
});
export type ChapterUpdateInput = z.infer<typeof ChapterUpdateSchema>;

export const ChapterRejectSchema = z.object({
  chapterId: z.string({ required_error: "Missing chapter" }).min(1),
  reason: ReasonSchema,
});
