import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import type { input, output, ZodTypeAny } from "zod";

/** A field the schema does not know is echoed back at most this long. */
const UNKNOWN_FIELD_ECHO = 200;

/**
 * Conform's `parseWithZod` for an action, with two guards on what a hostile post can do:
 * - its reply (`submission.reply()`, sent back and drawn into the page) echoes no field longer than
 *   the schema allows it (`maxLength`), and no unknown field longer than 200 characters, so a huge
 *   value is not sent back twice (issue 27);
 * - a forged `__intent__` field that is not Conform's JSON reads as no intent instead of a 500.
 */
export function parseSubmission<Schema extends ZodTypeAny>(
  formData: FormData,
  options: { schema: Schema },
): Submission<input<Schema>, string[], output<Schema>> {
  let submission: Submission<input<Schema>, string[], output<Schema>>;
  try {
    submission = parseWithZod(formData, options);
  } catch {
    formData.delete("__intent__");
    submission = parseWithZod(formData, options);
  }
  clipEcho(submission.payload, getZodConstraint(options.schema));
  return submission;
}

type Constraints = Record<string, { maxLength?: number }>;

/** Shortens, in place, every string of a submission's payload to what its field may hold. */
export function clipEcho(payload: Record<string, unknown>, constraints: Constraints, prefix = "") {
  for (const [key, value] of Object.entries(payload)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const known = name in constraints;
    const limit = (max?: number) => max ?? (known ? Infinity : UNKNOWN_FIELD_ECHO);
    if (typeof value === "string") {
      payload[key] = value.slice(0, limit(constraints[name]?.maxLength));
    } else if (Array.isArray(value)) {
      const max = limit(constraints[`${name}[]`]?.maxLength ?? constraints[name]?.maxLength);
      payload[key] = value.map((item) => (typeof item === "string" ? item.slice(0, max) : item));
    } else if (value && typeof value === "object" && !(value instanceof Blob)) {
      clipEcho(value as Record<string, unknown>, constraints, name);
    }
  }
}
