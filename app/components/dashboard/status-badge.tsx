import { useT } from "~/i18n/react";

const STATUS_KEYS: Record<string, string> = {
  Pending: "dashboard.status.pending",
  Approved: "dashboard.status.approved",
  Rejected: "dashboard.status.rejected",
  Inactive: "dashboard.status.inactive",
  Active: "dashboard.status.active",
  Confirmed: "dashboard.status.confirmed",
  Maybe: "dashboard.status.maybe",
  Declined: "dashboard.status.declined",
};

/** Badge for Pending/Approved/Rejected (and any other status, shown neutral). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { t } = useT();
  const key = STATUS_KEYS[status];
  // Pages outside the dashboard (which does not send its namespace) pass their own `label`.
  const translated = key ? t(key) : status;
  const cls =
    status === "Approved" || status === "Active" || status === "Confirmed"
      ? "badge-approved"
      : status === "Pending" || status === "Maybe"
        ? "badge-pending"
        : status === "Rejected" || status === "Declined"
          ? "badge-rejected"
          : "badge-neutral";
  return <span className={cls}>{label ?? (translated === key ? status : translated)}</span>;
}
