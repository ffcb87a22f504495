import { z } from "zod";
import { WAITLIST_STATUSES } from "~/db/schema";

/** The admin waitlist search (page GET form, CSV export and API query share it). */
export const WaitlistSearchSchema = z.object({
  q: z.string().trim().max(200, "Search is too long").optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** Setting an entry's status (page form post and any API use). */
export const WaitlistStatusSchema = z.object({
  id: z.string({ required_error: "Entry id is required" }).trim().min(1, "Entry id is required").max(100),
  status: z.enum(WAITLIST_STATUSES, {
    errorMap: () => ({ message: "Status must be Active, Notified or Converted" }),
  }),
});
