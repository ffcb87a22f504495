import { json } from "@remix-run/node";

export function unknownIntent(intent: unknown) {
  return json({ error: `Unknown intent: ${typeof intent === "string" ? intent : "(none)"}` }, { status: 400 });
}

/** A required string field of a posted form, or a 400. */
export function requiredField(formData: FormData, name: string) {
  const value = formData.get(name);
  if (typeof value !== "string" || !value.trim()) {
    throw json({ error: `Missing ${name}` }, { status: 400 });
  }
  return value.trim();
}
