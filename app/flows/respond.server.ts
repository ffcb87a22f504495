import { json } from "@remix-run/node";
import { getI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import { translateRefusal } from "~/i18n/validation";
import { redirectWithToast } from "~/utils/toast.server";
import { requireActor, type Actor } from "~/access/actor.server";
import { AccessError, STATUS_OF } from "~/access/errors";
import { can, dashboardAccess, type Rule, type TargetOf } from "~/access/rules.server";

/**
 * How a refusal reads on a page. A model throws an `AccessError`; pages turn it into a 403/404 page or
 * a toast here, and the JSON API into `{ error, fieldErrors? }` with the same status and message
 * (`handleApi` in utils/api.server.ts), so the same action gives the same answer both ways.
 */

/**
 * Pages: a 403 or 404 page for the error boundary. Without a message the boundary says the generic
 * refusal in the reader's language (`common.error.forbiddenText`).
 */
export function pageError(kind: "forbidden" | "not_found", message?: string) {
  return json({ error: message ?? null }, { status: STATUS_OF[kind] });
}

/** The page a form on it should come back to: its URL without Remix's `?index` marker. */
export function backTo(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * A refusal's message in the reader's language. Models and access rules refuse in English (the JSON
 * API answers with it); the `validation` catalogue keys each message by its English text
 * (`validationKey`), so this is the one lookup for every page: `pageRefusal` below for error pages and
 * toasts, `FormAlert`/`ErrorList` for form errors. A refusal built from values (a name, a count)
 * carries its own key and values (`refusal()` in access/errors.ts). A message the catalogue lacks (or
 * one already translated by its caller) shows as it is. A unit test (i18n-catalogue) fails on a model
 * refusal without a translation.
 */
async function refusalText(request: Request, error: AccessError) {
  const { t } = await getI18n(request);
  return translateRefusal(t, error);
}

/**
 * Pages: a refusal from a model becomes the page's answer, in the reader's language. Forbidden and
 * not-found are error pages (a forged post gets exactly what the server thinks of it); a stale or
 * invalid request (already reviewed, a reason missing) comes back to the page with an error toast.
 * Anything else is logged and shown as `fallback`. The toast's title (and the default fallback) are
 * catalogue keys that the Toaster translates.
 */
export async function pageRefusal(error: unknown, request: Request, fallback = "common.toast.failed") {
  if (error instanceof Response) throw error;
  if (error instanceof AccessError) {
    const message = await refusalText(request, error);
    if (error.kind === "forbidden" || error.kind === "not_found") throw pageError(error.kind, message);
    if (error.kind === "unauthenticated") throw pageError("forbidden", message);
    return redirectWithToast(backTo(request), { title: "common.toast.error", description: message, type: "error" });
  }
  console.error(fallback, error);
  return redirectWithToast(backTo(request), { title: "common.toast.error", description: fallback, type: "error" });
}

/** Runs a page action step; AccessErrors become the page's answer (see `pageRefusal`). */
export async function handlePage<T>(
  request: Request,
  fn: () => Promise<T> | T,
  fallback?: string,
): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    return pageRefusal(error, request, fallback);
  }
}

/** Pages: unless the actor may, a 403 page (the rule itself is in rules.server.ts). */
export function requirePermission<R extends Rule>(actor: Actor, rule: R, target?: TargetOf<R>, message?: string) {
  if (!can(actor, rule, target)) throw pageError("forbidden", message);
}

/**
 * What a page guarded by one rule starts from: the signed-in actor (sign-in first for a visitor; a 403
 * page for anyone the rule refuses, saying why in their language) and their language.
 */
export async function requirePage<R extends Rule>(request: Request, rule: R, refusal: (t: TFunction) => string) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  requirePermission(actor, rule, undefined, refusal(i18n.t));
  return { actor, i18n };
}

/** The same for the page's action, with the posted form and its `intent` (see `requirePage`). */
export async function requirePageAction<R extends Rule>(request: Request, rule: R, refusal: (t: TFunction) => string) {
  const { actor, i18n } = await requirePage(request, rule, refusal);
  const formData = await request.formData();
  return { actor, t: i18n.t, formData, intent: formData.get("intent") };
}

/** Pages of the dashboard's management area (Chapters, Members): chapter leaders and admins. */
export async function requireManager(request: Request, message: string) {
  const user = await requireActor(request);
  requirePermission(user, "dashboard.manage", undefined, message);
  return { user, access: dashboardAccess(user) };
}
