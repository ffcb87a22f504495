import { json } from "@remix-run/node";
import { redirectWithToast } from "~/utils/toast.server";
import { AccessError, STATUS_OF, type FieldErrors } from "./errors";

/**
 * The two translations of a refusal, one for pages and one for the JSON API. A model throws an
 * `AccessError`; the same refusal then reads the same by page and by API (same status, same message).
 */

/** JSON `{ error, fieldErrors? }` with the refusal's status. */
export function apiErrorResponse(status: number, error: string, extra?: { fieldErrors?: FieldErrors; headers?: HeadersInit }) {
  return json(extra?.fieldErrors ? { error, fieldErrors: extra.fieldErrors } : { error }, {
    status,
    headers: extra?.headers,
  });
}

/**
 * Runs an API handler: thrown Responses pass through, AccessErrors become JSON with their status,
 * anything else is a real server fault and stays a 500.
 */
export async function handleApi(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof AccessError) {
      return apiErrorResponse(error.status, error.message, { fieldErrors: error.fieldErrors });
    }
    throw error;
  }
}

/** Pages: a 403 or 404 page for the error boundary. */
export function pageError(kind: "forbidden" | "not_found", message: string) {
  return json({ error: message }, { status: STATUS_OF[kind] });
}

/** The page a form on it should come back to: its URL without Remix's `?index` marker. */
export function backTo(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * Pages: a refusal from a model becomes the page's answer. Forbidden and not-found are error pages
 * (a forged post gets exactly what the server thinks of it); a stale or invalid request (already
 * reviewed, a reason missing) comes back to the page with an error toast. Anything else is logged
 * and shown as `fallback`.
 */
export async function pageRefusal(error: unknown, request: Request, fallback = "Something went wrong. Please try again.") {
  if (error instanceof Response) throw error;
  if (error instanceof AccessError) {
    if (error.kind === "forbidden" || error.kind === "not_found") throw pageError(error.kind, error.message);
    if (error.kind === "unauthenticated") throw pageError("forbidden", error.message);
    return redirectWithToast(backTo(request), { title: "Error", description: error.message, type: "error" });
  }
  console.error(fallback, error);
  return redirectWithToast(backTo(request), { title: "Error", description: fallback, type: "error" });
}

/** Runs a page action step; AccessErrors become the page's answer (see `pageRefusal`). */
export async function handlePage<T>(request: Request, fn: () => Promise<T> | T, fallback?: string): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    return pageRefusal(error, request, fallback);
  }
}
