// Validation messages stay English in the zod schemas (the API answers in English, and the spec's
// fixed texts are English). Pages translate them on display: a message's key in the `validation`
// namespace is derived from its English text, so the server's page render and the browser's own
// validation find the same translation without a reverse map. Client-safe.
import type { AccessError } from "~/access/errors";
import type { TFunction } from "./translate";

/** `validation.password-must-be-at-least-8-characters` for "Password must be at least 8 characters". */
export function validationKey(english: string): string {
  const slug = english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `validation.${slug}`;
}

/** The message in the page's language when the catalogue has it; the English text otherwise. */
export function translateValidation(t: (key: string) => string, english: string): string {
  const key = validationKey(english);
  const text = t(key);
  return text === key ? english : text;
}

/**
 * A model's refusal in the page's language: by its own key and values when it was built from values
 * (a name, a count: `refusal()` in access/errors.ts), by its English message's key otherwise. English
 * pages carry no `validation` texts: they show the English message as it is.
 */
export function translateRefusal(t: TFunction, error: Pick<AccessError, "message" | "text">): string {
  if (!error.text) return translateValidation(t, error.message);
  const text = t(error.text.key, error.text.values);
  return text === error.text.key ? error.message : text;
}
