import { useFetcher } from "@remix-run/react";
import { useId } from "react";

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
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
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
      <button type="submit" className={className} disabled={busy}>
        {busy ? pendingLabel : label}
      </button>
    </fetcher.Form>
  );
}

/**
 * Approve and Reject for a pending request. Reject opens (a <details>, no JS needed) a small form
 * with an optional reason.
 */
export function ReviewActions({
  idField,
  id,
  itemName,
  approveLabel = "Approve",
}: {
  /** Name of the hidden id field, e.g. "chapterId" or "membershipId". */
  idField: string;
  id: string;
  /** What is being reviewed, for the reason field's label ("Reason for rejecting Austin CERT"). */
  itemName: string;
  approveLabel?: string;
}) {
  const reject = useFetcher({ key: `reject-${id}` });
  const reasonId = useId();
  const rejecting = reject.state !== "idle";
  return (
    <div className="flex flex-wrap items-start gap-2">
      <IntentButton
        intent="approve"
        fields={{ [idField]: id }}
        label={approveLabel}
        pendingLabel="Approving..."
        fetcherKey={`approve-${id}`}
      />
      <details className="group">
        <summary className="btn-secondary cursor-pointer list-none">Reject</summary>
        <reject.Form method="post" className="mt-2 w-72 max-w-full rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name={idField} value={id} />
          <label htmlFor={reasonId} className="label">
            Reason for rejecting {itemName} (optional)
          </label>
          <textarea id={reasonId} name="reason" rows={2} maxLength={500} className="input" />
          <button type="submit" className="btn-danger mt-2 w-full" disabled={rejecting}>
            {rejecting ? "Rejecting..." : "Confirm Reject"}
          </button>
        </reject.Form>
      </details>
    </div>
  );
}
