import { z } from "zod";
import { ReasonSchema } from "./review.schema";
import { requiredText } from "./fields.schema";
import { ROLE_REQUEST_STATUSES } from "~/db/schema";

/** Roles a signed-in user may ask for. GlobalAdmin is never requested (it is granted by the CLI). */
export const REQUESTABLE_ROLES = ["ChapterLeader"] as const;

export const RoleRequestSchema = z.object({
  requestedRole: z
    .enum(REQUESTABLE_ROLES, { errorMap: () => ({ message: "You can request the Chapter Leader role" }) })
    .default("ChapterLeader"),
  justification: z
    .string({
      required_error: "Tell us why you want to lead a chapter",
      invalid_type_error: "Justification must be text",
    })
    .trim()
    .min(10, "Tell us why you want to lead a chapter (at least 10 characters)")
    .max(2000, "Keep it under 2000 characters"),
});

/** The status filter of the review queue: All or one status. */
export const RoleRequestFilterSchema = z.object({
  status: z
    .enum(["All", ...ROLE_REQUEST_STATUSES], {
      errorMap: () => ({ message: "Status must be All, Pending, Approved or Rejected" }),
    })
    .optional()
    .default("All"),
});

export const RoleRequestReviewSchema = z.object({
  id: requiredText(1, 100, "Request id is required"),
  reason: ReasonSchema,
});
