import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { CredentialForm } from "~/components/training/credential-form";
import { formAction, formLoader, signedIn, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { parseCredentialMultipart, type UploadedProof } from "~/models/credential-proof.server";
import { credentialTypeName, CredentialFormSchema, isoDay } from "~/models/credential.schema";
import { listCredentialTypes, recordCredential } from "~/models/credential.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const RECORD_CREDENTIAL = {
  guard: signedIn,
  namespace: "training",
  backTo: "/dashboard/training",
  form: () => ({
    types: listCredentialTypes().map((type) => ({ id: type.id, name: type.name, validityMonths: type.validityMonths })),
    today: isoDay(),
  }),
  texts: { title: "training.new.title", back: "training.new.back", intro: "training.new.description" },
  title: (t) => t("training.new.metaTitle"),
  // The proof file comes with the form (multipart); a refused file answers like a refused field.
  read: async (request) => {
    const { formData, proof } = await parseCredentialMultipart(request);
    return { formData, upload: proof };
  },
  schema: CredentialFormSchema,
  save: (value, { actor, i18n: { t } }, { upload }) => {
    const row = recordCredential(actor, value, upload);
    const type = listCredentialTypes().find((candidate) => candidate.id === row.credentialTypeId);
    const text = type
      ? t("training.new.recordedText", { name: credentialTypeName(t, type.name) })
      : t("training.new.recordedTextUnnamed");
    return { to: "/dashboard/training", title: t("training.new.recorded"), text };
  },
} satisfies FormSpec<SignedIn, typeof CredentialFormSchema, unknown, UploadedProof | null>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.training", to: "/dashboard/training" },
    { label: "dashboard.crumb.newCredential" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, RECORD_CREDENTIAL);

export const action = (args: ActionFunctionArgs) => formAction(args, RECORD_CREDENTIAL);

export default formPage<typeof loader>(CredentialForm);

export const meta = formMeta("Record a Credential | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
