import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ActivationEditForm } from "~/components/activations/activation-edit-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { requireActivationRunner } from "~/flows/activation-page.server";
import { formAction, formLoader, type FormSpec } from "~/flows/form-route.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationEditFormSchema, editInputFromForm } from "~/models/activation.schema";
import { editActivation } from "~/models/activation-edit.server";
import { utcToZonedLocal } from "~/models/event.schema";
import { siteTitle } from "~/utils/page-meta";

const EDIT_ACTIVATION = {
  guard: requireActivationRunner,
  namespace: "activations",
  backTo: ({ activation }) => `/dashboard/activations/${activation.id}`,
  form: ({ activation, chapter }) => ({
    activation: {
      id: activation.id,
      open: activation.status === "Open",
      location: activation.location,
      details: activation.details,
      needed: activation.needed,
      // The report-by time as the chapter's wall clock, the way the form sends it back.
      reportAt: utcToZonedLocal(activation.reportAt, chapter.timeZone),
      revision: activation.revision,
    },
    timeZone: chapter.timeZone,
  }),
  texts: { title: "activations.edit.title", back: "activations.edit.back", intro: "activations.edit.intro" },
  values: ({ activation }) => ({ title: activation.title }),
  title: (t) => siteTitle(t("activations.edit.meta")),
  intent: "update",
  schema: ActivationEditFormSchema,
  failure: "common.toast.failed",
  save: (value, { actor, activation, chapter, i18n: { t } }, { request }) => {
    const input = editInputFromForm(value, chapter.timeZone);
    // The form shows whole minutes: the same minute as stored is no change (its seconds stay).
    if (value.reportAt === utcToZonedLocal(activation.reportAt, chapter.timeZone)) delete input.reportAt;
    const { changed, notified } = editActivation(actor, activation.id, input, { baseUrl: appBaseUrl(request) });
    const to = `/dashboard/activations/${activation.id}`;
    if (!changed.length) return { to, title: t("activations.toast.unchanged"), text: "" };
    return {
      to,
      title: t("activations.toast.edited"),
      text: t("activations.toast.editedNotified", { count: notified }),
    };
  },
} satisfies FormSpec<Awaited<ReturnType<typeof requireActivationRunner>>, typeof ActivationEditFormSchema, unknown>;

export const loader = (args: LoaderFunctionArgs) => formLoader(args, EDIT_ACTIVATION);

export const action = (args: ActionFunctionArgs) => formAction(args, EDIT_ACTIVATION);

export default formPage<typeof loader>(ActivationEditForm);

export const meta = formMeta("Edit Activation | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
