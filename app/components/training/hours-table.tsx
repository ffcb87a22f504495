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

type Translate = ReturnType<typeof useT>["t"];
type FormatNumber = ReturnType<typeof useT>["number"];

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied.
 * Imported from there, the module joined this page's scripts and split the shared chunk it sits in,
 * one more script for the page to preload (decisions 040, 044).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

const CELL_CLASS = "px-4 py-2";

/**
 * The rows element by element, as the table rendered them before `hoursRowsHtml`: the reference
 * it is checked against (tests/unit/hours-rows.test.ts).
 */
export function HoursRowElements({ rows, showMember = false }: { rows: readonly HoursRow[]; showMember?: boolean }) {
  const { t, number } = useT();
  return (
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
  );
}

/**
 * The rows as one HTML string (decision 040: no link, form or state in them), byte for byte what
 * `HoursRowElements` renders: per row a cell for each of `hoursCells`, its text escaped as React
 * escapes it (an empty or missing text is an empty cell, as React leaves it). React rendering a
 * report page's 50 rows of six cells was a measurable share of the report page's server CPU
 * (docs/performance.md, tenth session: hours).
 */
export function hoursRowsHtml(rows: readonly HoursRow[], showMember: boolean, t: Translate, number: FormatNumber) {
  // The type and approver texts are the same for many rows: translated and escaped once a page.
  const kept = new Map<string, string>();
  const label = (key: string) => {
    let html = kept.get(key);
    if (html === undefined) kept.set(key, (html = escapeHtml(t(key))));
    return html;
  };
  let html = "";
  for (const r of rows) {
    html += "<tr>";
    if (showMember)
      html += `<td class="${CELL_CLASS}">${escapeHtml(personName(t, r.member, r.memberDeletedAt) ?? "")}</td>`;
    html +=
      `<td class="${CELL_CLASS}">${escapeHtml(r.date)}</td>` +
      `<td class="${CELL_CLASS}">${escapeHtml(
        r.activation
          ? t(ACTIVATION_ACTIVITY_KEYS[r.activation.drill ? "drill" : "activation"], { title: r.activation.title })
          : r.activity,
      )}</td>` +
      `<td class="${CELL_CLASS}">${label(ACTIVITY_TYPE_KEYS[r.type])}</td>` +
      `<td class="${CELL_CLASS}">${escapeHtml(number(r.hours))}</td>` +
      `<td class="${CELL_CLASS}">${r.approvedByKind ? label(APPROVED_BY_KEYS[r.approvedByKind]) : escapeHtml(r.approvedBy)}</td>` +
      "</tr>";
  }
  return html;
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
      <tbody className={TBODY_CLASS} dangerouslySetInnerHTML={{ __html: hoursRowsHtml(rows, showMember, t, number) }} />
    </DataTable>
  );
}
