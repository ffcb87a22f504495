import { json } from "@remix-run/node";
import type { z } from "zod";
import { requireActor, type Actor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import type { SettingsFormCard } from "~/components/settings/cards";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { getI18n } from "~/i18n/i18n.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSettingsForm } from "~/utils/settings-form.server";
import { redirectWithToast } from "~/utils/toast.server";

/** A settings form's save: its card (intent, page, toast), its schema and model call, and what it needs besides. */
export type SettingsSave<Schema extends z.ZodTypeAny> = SettingsFormCard & {
  schema: Schema;
  save: (user: Actor, value: z.output<Schema>) => unknown;
  /** Fields never sent back with the errors (passwords). */
  hideFields?: string[];
  /** The form-level errors shown when the post does not parse. */
  formErrors?: string[];
  /** The toast's language when the save changes it (by default the requester's). */
  toastLanguage?: (value: z.output<Schema>) => Lang;
  /** Headers the redirect sets besides the toast's. */
  headers?: (value: z.output<Schema>) => HeadersInit;
};

/**
 * The action of a settings page: sign-in, the form its `intent` names (anything else is a 400), parse
 * with its schema, save, then the success toast and a redirect back to the page. A post that does not
 * parse, or a save the model refuses, answers the form's errors tagged with the intent, so the page
 * shows them on the right form (with JS through its fetcher, without as the action data).
 */
export async function saveSettings<Schemas extends z.ZodTypeAny[]>(
  request: Request,
  ...forms: { [K in keyof Schemas]: SettingsSave<Schemas[K]> }
) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const form = forms.find((f) => f.intent === intent);
  if (!form) return unknownIntent(intent);
  return saveForm(request, user, formData, form);
}

async function saveForm<Schema extends z.ZodTypeAny>(
  request: Request,
  user: Actor,
  formData: FormData,
  form: SettingsSave<Schema>,
) {
  const { intent, hideFields } = form;
  const parsed = parseSettingsForm(formData, intent, form.schema, { hideFields, formErrors: form.formErrors });
  if (parsed.reply) return parsed.reply;
  try {
    await form.save(user, parsed.value);
  } catch (error) {
    if (!isAccessError(error)) throw error;
    // A refusal about given fields marks those fields; any other is said above the form.
    const errors = error.fieldErrors ? { fieldErrors: error.fieldErrors } : { formErrors: [error.message] };
    return json({ intent, result: parsed.submission.reply({ ...errors, hideFields }) }, { status: error.status });
  }
  const t = form.toastLanguage ? serverT(form.toastLanguage(parsed.value)) : (await getI18n(request)).t;
  const toast = { type: "success" as const, title: t(form.toast.title), description: t(form.toast.description) };
  return redirectWithToast(form.redirectTo, toast, form.headers && { headers: form.headers(parsed.value) });
}
