import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";

/**
 * Reads a Conform server reply (`submission.reply()` from `parseWithZod` in the action) without
 * loading Conform in the browser. The public forms (waitlist strip and dialogs, contact) are on
 * every public page through the site header, and Conform's client runtime alone (~9.5 KB gzip)
 * would push those pages past the 110 KB JS budget. Validation stays on the server with the zod
 * schema, as everywhere else; the browser adds only its native checks (required, type=email).
 * See docs/decisions/005-public-forms-read-conform-replies.md.
 */
export function useServerReply(lastResult: SubmissionResult<string[]> | null | undefined, formId?: string) {
  const uid = useId().replace(/:/g, "");
  const id = formId ?? `form-${uid}`;
  const error = lastResult?.status === "error" ? (lastResult.error ?? {}) : {};
  const initial = lastResult?.initialValue ?? {};

  const errorsOf = (name: string) => error[name] ?? undefined;
  const valueOf = (name: string) => {
    const v = initial[name];
    return typeof v === "string" ? v : undefined;
  };
  const valuesOf = (name: string) => {
    const v = initial[name];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
  };
  return {
    formId: id,
    formErrorId: `${id}-form-error`,
    /** Form-level errors (Conform keeps them under the empty key). */
    formErrors: errorsOf(""),
    fieldId: (name: string) => `${id}-${name}`,
    errorsOf,
    valueOf,
    valuesOf,
  };
}
