import { z } from "zod";

/**
 * Reviews (approve or reject) of chapters, memberships and role requests: the same rules by page and
 * by API. A reason is optional, trimmed, at most 500 characters; a longer one is refused, not cut.
 */
export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const ReasonSchema = z
  .string({ invalid_type_error: "reason must be a string" })
  .trim()
  .max(500, "Reason must be at most 500 characters")
  .optional()
  .transform((v) => v || undefined);

export const ReviewSchema = z.object({
  id: z.string({ required_error: "Missing id" }).trim().min(1, "Missing id").max(100),
  reason: ReasonSchema,
});
export type ReviewInput = z.output<typeof ReviewSchema>;
