import { z } from "zod";

/**
 * Field builders shared by the forms' and the API's zod schemas. Client-safe: no server imports.
 * Messages stay in English here; the pages translate them on display.
 */

/**
 * A required text field, trimmed: `message` when it is missing or shorter than `min` characters,
 * `tooLong` (zod's own message when not given) past `max`. `required` and `wrongType` replace
 * `message` for a missing value and for a value that is not text.
 */
export function requiredText(
  min: number,
  max: number,
  message: string,
  tooLong?: string,
  other: { required?: string; wrongType?: string } = {},
) {
  return z
    .string({ required_error: other.required ?? message, invalid_type_error: other.wrongType })
    .trim()
    .min(min, message)
    .max(max, tooLong);
}
