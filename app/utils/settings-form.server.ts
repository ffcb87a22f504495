import type { Submission } from "@conform-to/react";
import { parseSubmission } from "~/utils/form-submission.server";
import { json } from "@remix-run/node";
import type { z } from "zod";

type Parsed<Schema extends z.ZodTypeAny> =
  | { value: z.output<Schema>; submission: Submission<z.input<Schema>, string[], z.output<Schema>>; reply?: never }
  | { reply: Response; value?: never; submission?: never };

/**
 * A settings section's post: the `intent` it expects and its zod schema. Gives the parsed value, or
 * the reply to send back (400 with the field errors, tagged with the intent so the page shows them
 * on the right form; hidden fields such as passwords are not echoed).
 */
export function parseSettingsForm<Schema extends z.ZodTypeAny>(
  formData: FormData,
  intent: string,
  schema: Schema,
  options: { hideFields?: string[]; formErrors?: string[] } = {},
): Parsed<Schema> {
  const submission = parseSubmission(formData, { schema });
  if (submission.status !== "success") {
    return { reply: json({ intent, result: submission.reply(options) }, { status: 400 }) };
  }
  return { value: submission.value, submission };
}
