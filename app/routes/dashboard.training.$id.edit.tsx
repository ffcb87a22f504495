import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { parseCredentialMultipart } from "~/models/credential-proof.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ConfirmAction } from "~/components/confirm-action";
import { CredentialForm, type EditedCredential } from "~/components/training/credential-form";
import { credentialTypeName, CredentialFormSchema, isoDay } from "~/models/credential.schema";
import { getCredentialView, listCredentialTypes } from "~/models/credential.server";
import {
  credentialFormValues,
  deleteCredential,
  getOwnCredential,
  updateCredential,
} from "~/models/credential-edit.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * A member's own credential: edit its facts, replace its proof, resubmit it when rejected (intent
 * "update", a multipart post), or delete it (intent "delete", confirmed first). A verified
 * credential whose facts change goes back to Pending (the form says so before saving).
 */

const PAGE = {
  namespace: "training",
  texts: { title: "training.edit.title", back: "training.new.back", intro: "training.edit.description" },
  backTo: "/dashboard/training",
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  let own;
  try {
    own = getOwnCredential(actor, params.id ?? "");
  } catch (error) {
    throw await refuse(error, request);
  }
  const view = getCredentialView(actor, own.c.id);
  const edited: EditedCredential = {
    id: own.c.id,
    values: credentialFormValues(own.c),
    status: view.status,
    proofName: view.hasProof ? (view.proofName ?? "proof") : null,
    rejectionReason: view.status === "Rejected" ? view.rejectionReason : null,
  };
  return formPageData(
    i18n,
    {
      ...PAGE,
      values: { name: credentialTypeName(i18n.t, own.typeName) },
      title: i18n.t("training.edit.metaTitle"),
    },
    {
      // The catalogue's active types, and this credential's own even if the catalogue has retired it.
      types: listCredentialTypes({ includeInactive: true })
        .filter((type) => type.active || type.id === own.c.credentialTypeId)
        .map((type) => ({ id: type.id, name: type.name, validityMonths: type.validityMonths })),
      today: isoDay(),
      edited,
      typeName: own.typeName,
    },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const id = params.id ?? "";
  const { t } = await getI18n(request);
  // Delete comes from the confirmation (a plain form); the edit form is multipart (its proof file).
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const formData = await request.formData();
    if (formData.get("intent") !== "delete") return unknownIntent(formData.get("intent"));
    let gone;
    try {
      gone = deleteCredential(actor, id);
    } catch (error) {
      return refuse(error, request, { formData });
    }
    return redirectWithToast("/dashboard/training", {
      type: "success",
      title: t("training.edit.deleted"),
      description: t("training.edit.deletedText", { name: credentialTypeName(t, gone.typeName) }),
    });
  }
  let read;
  try {
    read = await parseCredentialMultipart(request);
  } catch (error) {
    return refuse(error, request, { submission: null });
  }
  const { formData, proof } = read;
  if (formData.get("intent") !== "update") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: CredentialFormSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let saved;
  try {
    saved = updateCredential(actor, id, submission.value, proof);
  } catch (error) {
    return refuse(error, request, { submission });
  }
  const name = credentialTypeName(t, saved.typeName);
  const text = {
    unchanged: t("training.edit.unchangedText", { name }),
    saved: t("training.edit.savedText", { name }),
    reverify: t("training.edit.reverifyText", { name }),
    resubmit: t("training.edit.resubmittedText", { name }),
  }[saved.outcome];
  return savedForm(formData, submission, {
    to: "/dashboard/training",
    title: saved.outcome === "resubmit" ? t("training.edit.resubmitted") : t("training.edit.saved"),
    text,
    keep: true,
  });
}

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.training", to: "/dashboard/training" },
    { label: "dashboard.crumb.editCredential" },
  ],
};

/** Delete, beside the heading: confirmed first (a dialog with JS, the same form over the page without). */
function DeleteCredential({ edited, typeName }: { edited: EditedCredential; typeName: string }) {
  const { t } = useT();
  const name = credentialTypeName(t, typeName);
  return (
    <ConfirmAction
      intent="delete"
      targetId={edited.id}
      fields={{}}
      label={t("training.edit.delete")}
      triggerAriaLabel={t("training.edit.deleteNamed", { name })}
      title={t("training.edit.deleteTitle", { name })}
      description={t("training.edit.deleteText")}
      confirmLabel={t("training.edit.delete")}
      pendingLabel={t("training.edit.deleting")}
      triggerClassName="btn-secondary"
    />
  );
}

export default formPage<typeof loader>(CredentialForm, DeleteCredential);

export const meta = formMeta("Edit a Credential | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
