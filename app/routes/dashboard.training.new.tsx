import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { parseCredentialMultipart } from "~/models/credential-proof.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { CredentialForm } from "~/components/training/credential-form";
import { credentialTypeName, CredentialFormSchema, isoDay } from "~/models/credential.schema";
import { listCredentialTypes, recordCredential } from "~/models/credential.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const PAGE = {
  namespace: "training",
  texts: { title: "training.new.title", back: "training.new.back", intro: "training.new.description" },
  backTo: "/dashboard/training",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  const i18n = await getI18n(request);
  return formPageData(
    i18n,
    { ...PAGE, title: i18n.t("training.new.metaTitle") },
    {
      types: listCredentialTypes().map((type) => ({
        id: type.id,
        name: type.name,
        validityMonths: type.validityMonths,
      })),
      today: isoDay(),
    },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  // The proof file comes with the form (multipart); a refused file answers like a refused field.
  let read;
  try {
    read = await parseCredentialMultipart(request);
  } catch (error) {
    return refuse(error, request, { submission: null });
  }
  const { formData, proof } = read;
  const submission = parseSubmission(formData, { schema: CredentialFormSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let row;
  try {
    row = recordCredential(actor, submission.value, proof);
  } catch (error) {
    return refuse(error, request, { submission });
  }
  const { t } = await getI18n(request);
  const type = listCredentialTypes().find((candidate) => candidate.id === row.credentialTypeId);
  return savedForm(formData, submission, {
    to: "/dashboard/training",
    title: t("training.new.recorded"),
    text: type
      ? t("training.new.recordedText", { name: credentialTypeName(t, type.name) })
      : t("training.new.recordedTextUnnamed"),
  });
}

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.training", to: "/dashboard/training" },
    { label: "dashboard.crumb.newCredential" },
  ],
};

export default formPage<typeof loader>(CredentialForm);

export const meta = formMeta("Record a Credential | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
