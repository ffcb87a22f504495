import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ActivationEditForm } from "~/components/activations/activation-edit-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { requireActivationRunner } from "~/flows/activation-page.server";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { refuse } from "~/flows/respond.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationEditFormSchema, editInputFromForm } from "~/models/activation.schema";
import { editActivation } from "~/models/activation-edit.server";
import { utcToZonedLocal } from "~/models/event.schema";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { siteTitle } from "~/utils/page-meta";

const PAGE = {
  namespace: "activations",
  texts: { title: "activations.edit.title", back: "activations.edit.back", intro: "activations.edit.intro" },
} as const;

export async function loader(args: LoaderFunctionArgs) {
  const { activation, chapter, i18n } = await requireActivationRunner(args);
  return formPageData(
    i18n,
    {
      ...PAGE,
      backTo: `/dashboard/activations/${activation.id}`,
      values: { title: activation.title },
      title: siteTitle(i18n.t("activations.edit.meta")),
    },
    {
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
    },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { actor, activation, chapter, i18n } = await requireActivationRunner(args);
  const formData = await request.formData();
  if (formData.get("intent") !== "update") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: ActivationEditFormSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  const input = editInputFromForm(submission.value, chapter.timeZone);
  // The form shows whole minutes: the same minute as stored is no change (its seconds stay).
  if (submission.value.reportAt === utcToZonedLocal(activation.reportAt, chapter.timeZone)) delete input.reportAt;
  let edited;
  try {
    edited = editActivation(actor, activation.id, input, { baseUrl: appBaseUrl(request) });
  } catch (error) {
    return refuse(error, request, { submission, failure: "common.toast.failed" });
  }
  const { t } = i18n;
  const to = `/dashboard/activations/${activation.id}`;
  return savedForm(formData, submission, {
    to,
    title: edited.changed.length ? t("activations.toast.edited") : t("activations.toast.unchanged"),
    text: edited.changed.length ? t("activations.toast.editedNotified", { count: edited.notified }) : "",
    keep: true,
  });
}

export default formPage<typeof loader>(ActivationEditForm);

export const meta = formMeta("Edit Activation | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
