import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { backTo, refuse, requirePage, requirePageAction } from "~/flows/respond.server";
import { EmptyState, Pager, pageParam } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { TrainingPage } from "~/components/training/training-page";
import { useT } from "~/i18n/react";
import { PendingCredentialCard } from "~/components/training/pending-credential";
import { translateValidation } from "~/i18n/validation";
import { credentialTypeName, RejectCredentialSchema } from "~/models/credential.schema";
import { listPendingReviews, rejectCredential, trainingAccess, verifyCredential } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.training", to: "/dashboard/training" }, { label: "dashboard.crumb.review" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "training.review", (t) => t("training.refusal.review"));
  const page = pageParam(new URL(request.url).searchParams);
  const queue = listPendingReviews(actor, page);
  return json(
    {
      access: trainingAccess(actor),
      page,
      hasNext: queue.hasNext,
      pending: queue.pending.map((c) => ({
        id: c.id,
        memberName: c.memberName,
        memberEmail: c.memberEmail,
        typeName: c.typeName,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        certificateNumber: c.certificateNumber,
        hasProof: c.hasProof,
      })),
      i18n: i18n.messages("training"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "training.review", (t) =>
    t("training.refusal.review"),
  );
  const id = String(formData.get("credentialId") ?? "");
  try {
    if (intent === "verify") {
      verifyCredential(actor, id);
      return redirectWithToast(backTo(request), { title: t("training.review.verified"), type: "success" });
    }
    if (intent === "reject") {
      const parsed = RejectCredentialSchema.safeParse({ reason: formData.get("reason") ?? undefined });
      if (!parsed.success) {
        return redirectWithToast(backTo(request), {
          title: t("training.toast.error"),
          description: translateValidation(t, parsed.error.issues[0]!.message),
          type: "error",
        });
      }
      rejectCredential(actor, id, parsed.data.reason);
      return redirectWithToast(backTo(request), {
        title: t("training.review.rejected"),
        description: t("training.review.rejectedText"),
        type: "success",
      });
    }
  } catch (error) {
    return refuse(error, request, { failure: "common.toast.failed" });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function ReviewCredentialsPage() {
  const { access, pending, page, hasNext } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <TrainingPage title={t("training.review.title")} description={t("training.review.description")} access={access}>
      {pending.length ? (
        <ul className="space-y-4" data-testid="pending-credentials">
          {pending.map((c) => (
            <PendingCredentialCard key={c.id} c={c}>
              <ReviewForms id={c.id} member={c.memberName} credential={credentialTypeName(t, c.typeName)} />
            </PendingCredentialCard>
          ))}
        </ul>
      ) : (
        <EmptyState title={t("training.review.emptyTitle")} description={t("training.review.emptyText")} />
      )}
      <Pager page={page} hasNext={hasNext} label={t("training.review.pages")} />
    </TrainingPage>
  );
}

function ReviewForms({ id, member, credential }: { id: string; member: string; credential: string }) {
  const navigation = useNavigation();
  const { t } = useT();
  const reasonId = useId();
  const busy = navigation.state === "submitting" && navigation.formData?.get("credentialId") === id;
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="credentialId" value={id} />
        <button
          type="submit"
          className="btn-primary"
          disabled={busy}
          aria-label={t("training.review.verifyLabel", { member, credential })}
        >
          {busy && navigation.formData?.get("intent") === "verify"
            ? t("training.review.verifying")
            : t("training.review.verify")}
        </button>
      </Form>
      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="credentialId" value={id} />
        <div className="flex-1">
          <label htmlFor={reasonId} className="label">
            {t("training.review.reasonLabel", { member, credential })}
          </label>
          <input id={reasonId} name="reason" required minLength={3} maxLength={500} className="input" />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {busy && navigation.formData?.get("intent") === "reject"
            ? t("training.review.rejecting")
            : t("training.reject")}
        </button>
      </Form>
    </div>
  );
}

export const meta = catalogueTitle("training.review.metaTitle", "Review Credentials | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
