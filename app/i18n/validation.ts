// Validation messages stay English in the zod schemas (the API answers in English, and the spec's
// fixed texts are English). Pages translate them on display: a message's key in the `validation`
// namespace is derived from its English text, so the server's page render and the browser's own
// validation find the same translation without a reverse map. Client-safe.

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
