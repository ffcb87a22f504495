import { json } from "@remix-run/node";
import { getI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import { translateRefusal } from "~/i18n/validation";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { TypedResponse } from "@remix-run/node";
import { isEnhanced } from "~/utils/enhanced";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
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

/** A parsed post (Conform's submission) of any schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's submission replies the same way
type AnySubmission = Submission<any, string[], any>;

/** The refusal is shown in the form, which keeps what was typed (its `reply`). */
type InForm = {
  /** The parsed post; null when the post could not even be read (a refused upload): the form errors alone. */
  submission: AnySubmission | null;
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
  /** The form's `intent` on a page with several (settings): the page shows the errors on that form. */
  intent?: string;
  /** More of what the refused form shows again beside its fields (the named backups of a new activation). */
  data?: Record<string, unknown>;
};

/** The refusal comes back as an error toast on the page (a row's button, a one-click action). */
type AsToast = {
  /** The toast's title, a catalogue key ("common.toast.error" unless given). */
  title?: string;
  /** Where a plain post comes back to (the page it was posted to unless given; add the row's #anchor). */
  back?: string;
  /** The post, so an enhanced one (a fetcher, see utils/enhanced.ts) gets JSON `{ ok: false, error }`. */
  formData?: FormData;
  /** A catalogue key toasted when the row is gone (a stale list), instead of the 404 page. */
  gone?: string;
  /** A fetcher's page shows the `error` itself (no toast besides: one message, once). */
  inline?: boolean;
};

/** What a refused post's page reads from its action data: the form's `result`, or a fetcher's `error`. */
export type RefusalData = { ok: false; intent?: string; result?: SubmissionResult<string[]>; error?: string };

export type RefusalAnswer = (InForm | AsToast) & {
  /** A catalogue key said instead of an unexpected error (logged, a 500); without it the error page shows. */
  failure?: string;
  /** More data for the 403/404 page (the event page's sign-in hint for a visitor). */
  pageData?: Record<string, unknown>;
};

/**
 * The one way a page answers a refusal: a loader's or an action's `catch` is `return refuse(error,
 * request, how)` (a loader `throw`s it). Models and access rules refuse with an `AccessError` in
 * English (the JSON API answers with it through `handleApi`); here it is said in the reader's
 * language (the `validation` catalogue keys each message by its English text; a refusal built from
 * values carries its own key, `refusal()` in access/errors.ts; a unit test fails on a model refusal
 * without a translation):
 * - with the post's `submission`: in the form, at the fields it names and above the form unless a
 *   field already says it, with the refusal's status. Whatever the kind: a form never loses what was
 *   typed.
 * - otherwise a forbidden or not-found refusal is the 403/404 page (a forged post gets exactly what
 *   the server thinks of it), and a stale or invalid one (already reviewed, a reason missing) comes
 *   back to the page as an error toast (JSON for an enhanced post).
 * A thrown `Response` (a redirect, an error page) passes through. Anything else is a real fault: it
 * propagates to the error page, unless `failure` names what to say instead (then it is logged).
 */
export async function refuse(
  error: unknown,
  request: Request,
  answer: RefusalAnswer = {},
): Promise<TypedResponse<RefusalData>> {
  if (error instanceof Response) throw error;
  const { t } = await getI18n(request);
  let status: number;
  let message: string;
  let fieldErrors: Record<string, string[]> = {};
  if (error instanceof AccessError) {
    status = error.status;
    message = translateRefusal(t, error);
    fieldErrors = error.fieldErrors ?? {};
  } else {
    if (!answer.failure) throw error;
    console.error(`[${request.method} ${new URL(request.url).pathname}] failed`, error);
    status = 500;
    message = t(answer.failure);
  }
  if ("submission" in answer) {
    const english = error instanceof Error ? error.message : "";
    const saidAtField = Object.values(fieldErrors).some((m) => m?.includes(english) || m?.includes(message));
    const formErrors = saidAtField ? [] : [message];
    const { submission, hideFields, intent, data } = answer;
    const result: SubmissionResult<string[]> = submission
      ? submission.reply({ formErrors, fieldErrors, hideFields })
      : { status: "error", error: { ...fieldErrors, ...(formErrors.length ? { "": formErrors } : {}) } };
    return json<RefusalData>({ ...data, ok: false, ...(intent ? { intent } : {}), result }, { status });
  }
  const gone = "gone" in answer && answer.gone && error instanceof AccessError && error.kind === "not_found";
  if (gone) message = t(answer.gone!);
  const toast = { type: "error" as const, title: t(answer.title ?? "common.toast.error"), description: message };
  // A fetcher's post keeps its page whatever the refusal: the toast says it.
  if ("formData" in answer && answer.formData && isEnhanced(answer.formData)) {
    const headers = answer.inline ? undefined : await createToastHeaders(toast);
    return json<RefusalData>({ ok: false, error: message }, { status, headers });
  }
  if (!gone && error instanceof AccessError && error.kind !== "invalid" && error.kind !== "conflict") {
    const kind = error.kind === "not_found" ? "not_found" : "forbidden";
    throw json({ error: message, ...answer.pageData }, { status: STATUS_OF[kind] });
  }
  return (await redirectWithToast(answer.back ?? backTo(request), toast)) as TypedResponse<RefusalData>;
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
