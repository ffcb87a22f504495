import { json } from "@remix-run/node";
import { ManagementError } from "~/models/chapter.server";
import { forbidden } from "./permissions.server";
import { redirectWithToast } from "./toast.server";

/** The page a form on it should come back to: its URL without Remix's `?index` marker. */
export function backTo(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

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

/**
 * Turns a refusal from a model into the page's answer: 403 and 404 are error pages (a forged post
 * gets exactly what the server thinks of it); a stale request (already reviewed, 409) comes back
 * to the page with an error toast. Anything else is logged and shown as `fallback`.
 */
export async function refusalResponse(error: unknown, request: Request, fallback: string) {
  if (error instanceof ManagementError) {
    if (error.status === 403) throw forbidden(error.message);
    if (error.status === 404) throw json({ error: error.message }, { status: 404 });
    return redirectWithToast(backTo(request), { title: "Error", description: error.message, type: "error" });
  }
  console.error(fallback, error);
  return redirectWithToast(backTo(request), { title: "Error", description: fallback, type: "error" });
}
