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
import { getMemberForRecording, recordCredentialFor } from "~/models/credential-edit.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * Record a Credential: a member's own (Pending until reviewed), or, with `?for=<member>`, a leader
 * recording one for a member of their chapter (saved as verified by them, decision 032), reached
 * from the member's card on the Members page or their row of the readiness grid (`&from=`).
 */

const PAGE = {
  namespace: "training",
  texts: { title: "training.new.title", back: "training.new.back", intro: "training.new.description" },
  backTo: "/dashboard/training",
} as const;
const FOR_PAGE = {
  namespace: "training",
  texts: {
    title: "training.recordFor.title",
    back: "training.recordFor.back",
    intro: "training.recordFor.description",
  },
} as const;
/** Where a leader came from, and goes back to. */
const ORIGINS: Record<string, string> = { members: "/dashboard/members", readiness: "/dashboard/readiness" };
const originOf = (value: string | null | undefined) => ORIGINS[value ?? ""] ?? ORIGINS.readiness!;

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const url = new URL(request.url);
  const forId = url.searchParams.get("for")?.trim().slice(0, 100);
  let member = null;
  if (forId) {
    try {
      member = getMemberForRecording(actor, forId);
    } catch (error) {
      throw await refuse(error, request);
    }
  }
  const from = url.searchParams.get("from") === "members" ? "members" : "readiness";
  const form = {
    types: listCredentialTypes().map((type) => ({
      id: type.id,
      name: type.name,
      validityMonths: type.validityMonths,
    })),
    today: isoDay(),
    member: member ? { id: member.id, name: member.displayName, from } : null,
    cancelHref: member ? originOf(from) : "/dashboard/training",
  };
  if (!member) return formPageData(i18n, { ...PAGE, title: i18n.t("training.new.metaTitle") }, form);
  return formPageData(
    i18n,
    {
      ...FOR_PAGE,
      backTo: originOf(from),
      values: { name: member.displayName },
      title: i18n.t("training.recordFor.metaTitle", { name: member.displayName }),
    },
    form,
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
  const { t } = await getI18n(request);
  const forId = String(formData.get("for") ?? "").trim();
  if (forId) {
    let recorded;
    try {
      recorded = recordCredentialFor(actor, forId, submission.value, proof);
    } catch (error) {
      return refuse(error, request, { submission });
    }
    return savedForm(formData, submission, {
      to: originOf(String(formData.get("from") ?? "")),
      title: t("training.recordFor.recorded"),
      text: t("training.recordFor.recordedText", {
        name: credentialTypeName(t, recorded.typeName),
        member: recorded.member.displayName,
      }),
    });
  }
  let row;
  try {
    row = recordCredential(actor, submission.value, proof);
  } catch (error) {
    return refuse(error, request, { submission });
  }
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
