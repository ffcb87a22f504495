import { json } from "@remix-run/node";
import type { z } from "zod";

/**
 * Helpers for the JSON API (spec section 7). Every refusal is JSON `{ error, fieldErrors? }` with a
 * 4xx status; bad input never reaches a model and never becomes a 500.
 */

/** Largest JSON body the API reads. Every payload of the spec fits in a few kilobytes. */
export const MAX_JSON_BYTES = 64 * 1024;

export type FieldErrors = Record<string, string[]>;

export function apiError(status: number, error: string, extra?: { fieldErrors?: FieldErrors; headers?: HeadersInit }) {
  return json(extra?.fieldErrors ? { error, fieldErrors: extra.fieldErrors } : { error }, {
    status,
    headers: extra?.headers,
  });
}

export const badRequest = (error: string, fieldErrors?: FieldErrors) => apiError(400, error, { fieldErrors });
export const notFound = (error = "Not found") => apiError(404, error);
export const conflict = (error: string, fieldErrors?: FieldErrors) => apiError(409, error, { fieldErrors });

export function methodNotAllowed(allowed: string[]) {
  return apiError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, { headers: { Allow: allowed.join(", ") } });
}

/** Zod issues as `{ "location.text": ["Location is required"] }`; form-level issues under "". */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: z.ZodError) {
  const first = error.issues[0]?.message ?? "Invalid input";
  return badRequest(`Invalid request: ${first}`, zodFieldErrors(error));
}

/**
 * Reads the request body as JSON, refusing more than `maxBytes` (413) and anything that is not a
 * JSON object (400). An empty body reads as `{}` so calls with no payload (approve) need none.
 */
export async function readJsonObject(request: Request, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw tooLarge(maxBytes);
        }
        text += decoder.decode(value, { stream: true });
      }
      text += decoder.decode();
    } catch (error) {
      if (error instanceof Response) throw error;
      throw badRequest("The request body could not be read as UTF-8 text.");
    }
  }
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("The JSON body must be an object.");
  }
  return value as Record<string, unknown>;
}

function tooLarge(maxBytes: number) {
  return apiError(413, `Request body too large (limit ${Math.round(maxBytes / 1024)} KB).`);
}

/**
 * JSON `null` and `""` read as a missing field, as an empty form field does under Conform. That way
 * the page's schema (shared with the API) treats `{ "description": "" }` exactly as the page treats
 * an empty description box. Nested objects are cleaned too; arrays are left as sent.
 */
export function emptyAsMissing(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === "") continue;
    out[key] = v && typeof v === "object" && !Array.isArray(v) ? emptyAsMissing(v as Record<string, unknown>) : v;
  }
  return out;
}

/** Parses the JSON body with a zod schema: the data, or a thrown 400 with the field errors. */
export async function parseJsonBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.output<S>> {
  const body = await readJsonObject(request);
  return parseWith(schema, emptyAsMissing(body));
}

/** Validates any value (a JSON body, query parameters) with a schema; throws a 400 on failure. */
export async function parseWith<S extends z.ZodTypeAny>(schema: S, value: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query parameters as a plain object (the last value wins for repeated keys). */
export function searchParamsObject(request: Request) {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Dates as ISO strings so clients get one unambiguous format. */
export function iso(date: Date | null | undefined) {
  return date ? date.toISOString() : null;
}

/**
 * Runs an API handler and turns the typed refusals of the models (any error carrying a 4xx
 * `status`, like ModelError or RoleRequestError) into JSON. Thrown Responses pass through; anything
 * else is a real server fault and stays a 500.
 */
export async function handleApi(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    const refusal = asRefusal(error);
    if (refusal) return apiError(refusal.status, refusal.message, { fieldErrors: refusal.fieldErrors });
    throw error;
  }
}

/** A model error meant for the caller: a 4xx status and a message (duck-typed, any model). */
export function asRefusal(error: unknown): { status: number; message: string; fieldErrors?: FieldErrors } | null {
  if (!(error instanceof Error)) return null;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  const fieldErrors = (error as { fieldErrors?: unknown }).fieldErrors;
  return {
    status,
    message: error.message,
    fieldErrors: fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as FieldErrors) : undefined,
  };
}

/** The session user as the API returns it (spec section 3): no bio, no hashes. */
export function toApiUser(user: {
  id: string;
  displayName: string;
  email: string;
  phone: string | null;
  roles: readonly string[];
}) {
  return { id: user.id, displayName: user.displayName, email: user.email, phone: user.phone, roles: [...user.roles] };
}
