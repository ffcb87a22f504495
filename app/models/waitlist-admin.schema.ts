import { z } from "zod";
import { requiredText } from "./fields.schema";
import { WAITLIST_STATUSES } from "~/db/schema";

/** The admin waitlist search (page GET form, CSV export and API query share it). */
export const WaitlistSearchSchema = z.object({
  q: z.string().trim().max(200, "Search is too long").optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** Setting an entry's status (page form post and any API use). */
export const WaitlistStatusSchema = z.object({
  id: requiredText(1, 100, "Entry id is required"),
  status: z.enum(WAITLIST_STATUSES, {
    errorMap: () => ({ message: "Status must be Active, Notified or Converted" }),
  }),
});

/** GET /api/admin/waitlist: optional search and window (the whole list by default, up to 10,000). */
export const WaitlistApiQuerySchema = z.object({
  q: z.string().trim().max(200, "Search is too long").optional().default(""),
  limit: z.coerce
    .number({ invalid_type_error: "limit must be a number" })
    .int()
    .min(1)
    // A page, not the table: 50,000 signups at national size were 440 KB gzip and 144 ms of CPU
    // per call (issue 26). X-Total-Count and offset page through the rest; the CSV export streams all.
    .max(1_000)
    .optional()
    .default(100),
  offset: z.coerce
    .number({ invalid_type_error: "offset must be a number" })
    .int()
    .min(0)
    .max(10_000_000)
    .optional()
    .default(0),
});
