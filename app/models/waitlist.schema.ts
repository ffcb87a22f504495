import { z } from "zod";
import { INTEREST_LEVELS } from "~/db/schema";
import { EmailSchema } from "./user.schema";

const INTEREST_VALUES = INTEREST_LEVELS.map((l) => l.value) as [string, ...string[]];

/** Optional free text: trimmed, empty means "not given" (null), capped. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The waitlist signup (spec sections 3 and 5): email required, everything else optional, any
 * number of interest levels. Used by the /waitlist page, the dialogs and POST /api/waitlist.
 */
export const WaitlistSchema = z.object({
  email: EmailSchema,
  firstName: optionalText("First name", 100),
  lastName: optionalText("Last name", 100),
  city: optionalText("City", 100),
  state: optionalText("State", 50),
  interestLevel: z
    .array(z.enum(INTEREST_VALUES, { message: "Choose interest levels from the list" }))
    .max(INTEREST_VALUES.length)
    .nullish()
    // One checkbox arrives as a plain string without JS; de-duplicate either way.
    .transform((v) => [...new Set(v ?? [])]),
  // The earlier client always sent an empty list; accepted and ignored.
  interests: z.array(z.string().max(200)).max(50).nullish(),
});

export type WaitlistInput = z.input<typeof WaitlistSchema>;
export type WaitlistSignup = z.output<typeof WaitlistSchema>;
