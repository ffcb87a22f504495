import { useT } from "~/i18n/react";
import { personName } from "~/models/deleted-member";
import type { ActivityType } from "~/models/hours.schema";
import { DataTable, TBODY_CLASS, type EmptyTable } from "./data-table";
import { ACTIVATION_ACTIVITY_KEYS, ACTIVITY_TYPE_KEYS, APPROVED_BY_KEYS } from "./labels";

export interface HoursRow {
  id: string;
  member?: string;
  /** Set when the member deleted their account: named "Deleted member" in the reader's language. */
  memberDeletedAt?: string | Date | null;
  date: string;
  activity: string;
  type: ActivityType;
  hours: number;
  approvedBy: string;
  approvedByKind?: keyof typeof APPROVED_BY_KEYS;
  activation?: { title: string; drill: boolean };
}

/** Counted hours, one row each: the member's own ledger, or a chapter report's entries (with the member). */
export function HoursTable({
  rows,
  label,
  testId,
  showMember = false,
  empty,
}: {
  rows: readonly HoursRow[];
  label: string;
  testId: string;
  showMember?: boolean;
  empty?: EmptyTable;
}) {
  const { t, number } = useT();
  const columns = [
    t("training.hours.col.date"),
    t("training.hours.col.activity"),
    t("training.hours.col.type"),
    t("training.hours.col.hours"),
    t("training.hours.col.approvedBy"),
  ];
  return (
    <DataTable
      label={label}
      testId={testId}
      columns={showMember ? [t("training.hours.col.member"), ...columns] : columns}
      rowCount={rows.length}
      empty={empty}
    >
      <tbody className={TBODY_CLASS}>
        {rows.map((r) => (
          <tr key={`${r.type}-${r.id}`}>
            {showMember ? <td className="px-4 py-2">{personName(t, r.member, r.memberDeletedAt)}</td> : null}
            <td className="px-4 py-2">{r.date}</td>
            <td className="px-4 py-2">
              {r.activation
                ? t(ACTIVATION_ACTIVITY_KEYS[r.activation.drill ? "drill" : "activation"], {
                    title: r.activation.title,
                  })
                : r.activity}
            </td>
            <td className="px-4 py-2">{t(ACTIVITY_TYPE_KEYS[r.type])}</td>
            <td className="px-4 py-2">{number(r.hours)}</td>
            <td className="px-4 py-2">{r.approvedByKind ? t(APPROVED_BY_KEYS[r.approvedByKind]) : r.approvedBy}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
