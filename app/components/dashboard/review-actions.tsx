import { useFetcher } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { ConfirmAction } from "../confirm-action";

/**
 * A one-button form posting a hidden `intent` plus fields to the current route's action. A plain
 * form without JS; a fetcher with JS, showing `pendingLabel` while it runs.
 */
export function IntentButton({
  intent,
  fields,
  label,
  pendingLabel,
  className = "btn-primary",
  fetcherKey,
  ariaLabel,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** The button's accessible name when `label` alone is ambiguous in a list ("Reactivate Dana Lee"). */
  ariaLabel?: string;
  className?: string;
  /** Give each button its own key so only the clicked one shows its pending label. */
  fetcherKey: string;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={busy} aria-label={ariaLabel}>
        {busy ? pendingLabel : label}
      </button>
    </fetcher.Form>
  );
}

/**
 * Approve and Reject for a pending request. Reject asks for confirmation first (a dialog with JS,
 * a confirmation form from the URL without), with an optional reason that is stored.
 */
export function ReviewActions({
  idField,
  id,
  itemName,
  approveLabel,
  rejectDescription,
}: {
  /** Name of the hidden id field, e.g. "chapterId" or "membershipId". */
  idField: string;
  id: string;
  /** What is being reviewed, for the dialog ("Reject Austin CERT?"). */
  itemName: string;
  approveLabel?: string;
  rejectDescription?: string;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-start gap-2">
      <IntentButton
        intent="approve"
        fields={{ [idField]: id }}
        label={approveLabel ?? t("dashboard.review.approve")}
        pendingLabel={t("dashboard.review.approving")}
        fetcherKey={`approve-${id}`}
      />
      <ConfirmAction
        intent="reject"
        targetId={id}
        fields={{ [idField]: id }}
        label={t("dashboard.review.reject")}
        triggerAriaLabel={t("dashboard.review.rejectItem", { name: itemName })}
        title={t("dashboard.review.rejectTitle", { name: itemName })}
        description={rejectDescription ?? t("dashboard.review.rejectDescription")}
        reason={{ label: t("dashboard.review.reason", { name: itemName }) }}
        confirmLabel={t("dashboard.review.confirmReject")}
        pendingLabel={t("dashboard.review.rejecting")}
      />
    </div>
  );
}
