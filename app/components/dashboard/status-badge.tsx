/** Badge for Pending/Approved/Rejected (and any other status, shown neutral). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const cls =
    status === "Approved" || status === "Active" || status === "Confirmed"
      ? "badge-approved"
      : status === "Pending" || status === "Maybe"
        ? "badge-pending"
        : status === "Rejected" || status === "Declined"
          ? "badge-rejected"
          : "badge-neutral";
  return <span className={cls}>{label ?? status}</span>;
}
