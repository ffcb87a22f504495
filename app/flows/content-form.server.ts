import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { pageError } from "~/flows/respond.server";
import { can } from "~/access/rules.server";
import { getI18n } from "~/i18n/i18n.server";
import { translateValidation } from "~/i18n/validation";
import { respondWithToast } from "~/utils/enhanced-response.server";
import type { ToastInput } from "~/utils/toast.server";
import type { Actor } from "~/access/actor.server";
import { postableChapters } from "~/models/chapter-options.server";
import type { TFunction } from "~/i18n/translate";

/**
 * The create pages of events, announcements and resources: a signed-in leader or admin (anyone else
 * gets a 403 page saying why, in their language), with their language.
 */
export async function requireContentPoster(request: Request, refusal: (t: TFunction) => string) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  if (!can(user, "content.post")) throw pageError("forbidden", refusal(i18n.t));
  return { user, i18n };
}

/** The chapters a create or edit form offers: those the poster may post for, with their time zones. */
export function postableChapterChoices(user: Actor) {
  return postableChapters(user).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone }));
}

/**
 * The create/edit form flow shared by the event, announcement and resource pages: check the intent, parse with the
 * entity's schema, save through its model, and answer with the form's errors (400, or the refusal's
 * status with its message) or a toast and a redirect (JSON for the dialog's fetcher).
 */
export async function submitContentForm<Schema extends z.ZodTypeAny, Saved>(
  request: Request,
  opts: {
    /** The form's hidden `intent`: anything else is a 400. */
    intent: "create" | "update";
    schema: Schema;
    save: (value: z.output<Schema>) => Saved | Promise<Saved>;
    /** Shown when saving fails for an unexpected reason (the reason is logged). */
    failure: string;
    logTag: string;
    /** The reader's `t`: a model's refusal is shown in their language. */
    t: TFunction;
    success: (saved: Saved) => { redirectTo: string; fallback: string; toast: ToastInput };
    /** Empty the form after a success (create), or keep the saved values (edit). */
    resetForm?: boolean;
  },
) {
  const formData = await request.formData();
  if (formData.get("intent") !== opts.intent) throw json({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: opts.schema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let saved: Saved;
  try {
    saved = await opts.save(submission.value);
  } catch (error) {
    if (!isAccessError(error)) console.error(`[${opts.logTag}] save failed`, error);
    return json(
      {
        ok: false,
        result: submission.reply({
          formErrors: [isAccessError(error) ? translateValidation(opts.t, error.message) : opts.failure],
          fieldErrors: isAccessError(error) ? error.fieldErrors : undefined,
        }),
      },
      { status: isAccessError(error) ? error.status : 500 },
    );
  }
  return respondWithToast(formData, {
    ...opts.success(saved),
    data: { result: submission.reply(opts.resetForm === false ? {} : { resetForm: true }) },
  });
}
