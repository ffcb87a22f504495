import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { requireActor } from "~/access/actor.server";
import { backTo, pageRefusal, requirePermission } from "~/access/respond.server";
import { EmptyState, PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TrainingNav } from "~/components/training/training-nav";
import { RejectCredentialSchema } from "~/models/credential.schema";
import { listPendingReviews, rejectCredential, trainingAccess, verifyCredential } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";

const NOT_ALLOWED = "Only chapter leaders and administrators review credentials.";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.review", undefined, NOT_ALLOWED);
  return json(
    {
      access: trainingAccess(actor),
      pending: listPendingReviews(actor).map((c) => ({
        id: c.id,
        memberName: c.memberName,
        memberEmail: c.memberEmail,
        typeName: c.typeName,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        certificateNumber: c.certificateNumber,
        hasProof: c.hasProof,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.review", undefined, NOT_ALLOWED);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("credentialId") ?? "");
  try {
    if (intent === "verify") {
      verifyCredential(actor, id);
      return redirectWithToast(backTo(request), { title: "Credential Verified", type: "success" });
    }
    if (intent === "reject") {
      const parsed = RejectCredentialSchema.safeParse({ reason: formData.get("reason") ?? undefined });
      if (!parsed.success) {
        return redirectWithToast(backTo(request), {
          title: "Error",
          description: parsed.error.issues[0]!.message,
          type: "error",
        });
      }
      rejectCredential(actor, id, parsed.data.reason);
      return redirectWithToast(backTo(request), {
        title: "Credential Rejected",
        description: "The member sees your reason.",
        type: "success",
      });
    }
  } catch (error) {
    return pageRefusal(error, request);
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function ReviewCredentialsPage() {
  const { access, pending } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Review Credentials"
        description="Verify or reject credentials recorded by members of the chapters you lead."
      />
      <TrainingNav {...access} />
      {pending.length ? (
        <ul className="space-y-4" data-testid="pending-credentials">
          {pending.map((c) => (
            <li key={c.id} className="card">
              <h2 className="text-base font-semibold">
                {c.memberName}: {c.typeName}
              </h2>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Issued</dt>
                  <dd>{c.issuedOn}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Expires</dt>
                  <dd>{c.expiresOn ?? "Does not expire"}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Certificate</dt>
                  <dd>{c.certificateNumber ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Proof</dt>
                  <dd>
                    {c.hasProof ? (
                      <a className="link" href={`/dashboard/training/proof/${c.id}`} target="_blank" rel="noreferrer">
                        Open proof
                        <span className="sr-only">
                          {" "}
                          of {c.memberName}'s {c.typeName}
                        </span>
                      </a>
                    ) : (
                      "None uploaded"
                    )}
                  </dd>
                </div>
              </dl>
              <ReviewForms id={c.id} label={`${c.memberName}'s ${c.typeName}`} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Nothing to review"
          description="Credentials members record appear here until someone verifies or rejects them."
        />
      )}
    </div>
  );
}

function ReviewForms({ id, label }: { id: string; label: string }) {
  const navigation = useNavigation();
  const reasonId = useId();
  const busy = navigation.state === "submitting" && navigation.formData?.get("credentialId") === id;
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="credentialId" value={id} />
        <button type="submit" className="btn-primary" disabled={busy} aria-label={`Verify ${label}`}>
          {busy && navigation.formData?.get("intent") === "verify" ? "Verifying..." : "Verify"}
        </button>
      </Form>
      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="credentialId" value={id} />
        <div className="flex-1">
          <label htmlFor={reasonId} className="label">
            Reason for rejecting {label}
          </label>
          <input id={reasonId} name="reason" required minLength={3} maxLength={500} className="input" />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {busy && navigation.formData?.get("intent") === "reject" ? "Rejecting..." : "Reject"}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Review Credentials | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
