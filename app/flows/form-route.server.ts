import { parseSubmission } from "~/utils/form-submission.server";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { requireActor, type Actor } from "~/access/actor.server";
import { isAccessError, type AccessError } from "~/access/errors";
import type { Namespace } from "~/i18n/catalogue.server";
import { getI18n, type RequestI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import { translateRefusal } from "~/i18n/validation";
import type { FormPageTexts } from "~/components/content/form-page";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { siteTitle } from "~/utils/page-meta";

/** What a form route's guard hands the rest of its definition: at least the reader's language. */
export interface Guarded {
  i18n: RequestI18n;
}

/** A signed-in reader (sign-in first for a visitor) and their language. */
export interface SignedIn extends Guarded {
  actor: Actor;
}

/** Where a saved form sends its author, with the success toast (already in their language). */
export interface Saved {
  to: string;
  title: string;
  text: string;
}

/**
 * One create or edit page, declared: who may open it, what its form needs, how a post is read,
 * checked and saved, and where a success goes. `formLoader` and `formAction` run it, so every such
 * page guards, answers refusals and toasts the same way. Keep it a plain object literal in the route
 * (only loader and action refer to it, so the browser build drops it with them).
 */
export interface FormSpec<Ctx extends Guarded, Schema extends z.ZodTypeAny, Props, Upload = undefined> {
  /** Who may open and post the page: throws the sign-in redirect, or the 403/404 page saying why. */
  guard: (args: LoaderFunctionArgs) => Promise<Ctx>;
  /** The catalogue of the page's texts (the `validation` one is always sent too). */
  namespace: Namespace;
  /** Where the page's way back leads. */
  backTo: string | ((ctx: Ctx) => string);
  /** What the form component is rendered with (its choices, the values being edited). */
  form: (ctx: Ctx) => Props;
  /** The heading, the way back and the line under the heading (catalogue keys, see `formPage`). */
  texts: FormPageTexts;
  /** The values of the heading's placeholders, from what is edited. */
  values?: (ctx: Ctx) => Record<string, string | number>;
  /** The page's <title> when it is not the heading's "<title> | CERT Chapters". */
  title?: (t: TFunction) => string;
  /** The hidden `intent` the form posts, when it has one: anything else is a 400. An update keeps the form's values. */
  intent?: "create" | "update";
  /** How the post is read when it is not a plain form (a file upload); a refusal here answers like one from `save`. */
  read?: (request: Request) => Promise<{ formData: FormData; upload: Upload }>;
  schema: Schema;
  /** Shown when saving fails for an unexpected reason (the reason is logged); without it the error page shows. */
  failure?: string;
  /** Saves the checked values through the model (which enforces the rules) and says where to go. */
  save: (value: z.output<Schema>, ctx: Ctx, post: { request: Request; upload: Upload }) => Saved | Promise<Saved>;
}

/** The form page's data: the form's props, the page's texts and way back, its <title>, its catalogues. */
export async function formLoader<Ctx extends Guarded, Schema extends z.ZodTypeAny, Props, Upload>(
  args: LoaderFunctionArgs,
  spec: FormSpec<Ctx, Schema, Props, Upload>,
) {
  const ctx = await spec.guard(args);
  const { t } = ctx.i18n;
  const { texts, backTo, values } = spec;
  return json({
    form: spec.form(ctx),
    page: { texts, backTo: typeof backTo === "string" ? backTo : backTo(ctx), values: values?.(ctx) },
    title: spec.title ? spec.title(t) : siteTitle(t(texts.title)),
    i18n: ctx.i18n.messages(spec.namespace, "validation"),
  });
}

/**
 * The form's post: guard, read, parse with the schema, save, then the toast and the redirect (JSON for
 * a dialog's fetcher, see `respondWithToast`), or the form again with its errors: 400 for the schema's,
 * the refusal's status and message for a model's (shown at its fields, and above the form unless a
 * field already says it), or `failure` with a 500.
 */
export async function formAction<Ctx extends Guarded, Schema extends z.ZodTypeAny, Props, Upload>(
  args: LoaderFunctionArgs,
  spec: FormSpec<Ctx, Schema, Props, Upload>,
) {
  const ctx = await spec.guard(args);
  const { t } = ctx.i18n;
  let read: { formData: FormData; upload: Upload };
  try {
    read = spec.read
      ? await spec.read(args.request)
      : { formData: await args.request.formData(), upload: undefined as Upload };
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return json(
      { ok: false, result: { status: "error" as const, error: refusalErrors(error, t) } },
      { status: error.status },
    );
  }
  const { formData, upload } = read;
  if (spec.intent && formData.get("intent") !== spec.intent) throw json({ error: "Unknown action" }, { status: 400 });
  const submission = parseSubmission(formData, { schema: spec.schema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let saved: Saved;
  try {
    saved = await spec.save(submission.value, ctx, { request: args.request, upload });
  } catch (error) {
    if (isAccessError(error)) {
      const { "": formErrors, ...fieldErrors } = refusalErrors(error, t);
      return json({ ok: false, result: submission.reply({ formErrors, fieldErrors }) }, { status: error.status });
    }
    if (!spec.failure) throw error;
    console.error(`[${args.request.url}] save failed`, error);
    return json({ ok: false, result: submission.reply({ formErrors: [t(spec.failure)] }) }, { status: 500 });
  }
  return respondWithToast(formData, {
    redirectTo: saved.to,
    fallback: saved.to,
    toast: { title: saved.title, description: saved.text, type: "success" },
    data: { result: submission.reply(spec.intent === "update" ? {} : { resetForm: true }) },
  });
}

/** A model's refusal as form errors: its field errors, and its message above the form unless a field says it. */
function refusalErrors(error: AccessError, t: TFunction): Record<string, string[]> {
  const fieldErrors = error.fieldErrors ?? {};
  const atField = Object.values(fieldErrors).some((messages) => messages?.includes(error.message));
  return { ...fieldErrors, ...(atField ? {} : { "": [translateRefusal(t, error)] }) };
}

/** The guard of a page every signed-in member may use. */
export async function signedIn({ request }: LoaderFunctionArgs): Promise<SignedIn> {
  const actor = await requireActor(request);
  return { actor, i18n: await getI18n(request) };
}
