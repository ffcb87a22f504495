import type { ReactNode } from "react";
import { useT } from "~/i18n/react";

/** The activations pages' tables: a card with a header row of translated column names, then rows. */
export function ColumnTable({
  testId,
  columns,
  children,
  body,
}: {
  testId: string;
  /** Catalogue keys of the column names, in order. */
  columns: readonly string[];
  /** The rows, inside the table's `<tbody>`. */
  children?: ReactNode;
  /** Instead of `children`: the table's own `<tbody>` (one written as an HTML string, decision 040). */
  body?: ReactNode;
}) {
  return (
    <div className="card relative overflow-x-auto p-0">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <TableHead columns={columns} cellClassName="px-3 py-2" />
        {body ?? <tbody>{children}</tbody>}
      </table>
    </div>
  );
}

/** A table's header row: one column header per catalogue key, in order, in the reader's language. */
export function TableHead({
  columns,
  cellClassName,
  className = "border-b border-slate-200 dark:border-slate-700",
}: {
  columns: readonly string[];
  cellClassName: string;
  className?: string;
}) {
  const { t } = useT();
  return (
    <thead className={className}>
      <tr>
        {columns.map((key) => (
          <th key={key} scope="col" className={cellClassName}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A table that, below 640 px, becomes a list of cards (no sideways scroll on a phone): the classes of
 * its parts, and a cell that shows its column name first on a card. From 640 px up, a plain table.
 */
export const STACKED_TABLE = {
  table: "block w-full text-left text-sm sm:table",
  head: "hidden border-b border-slate-200 sm:table-header-group dark:border-slate-700",
  body: "block space-y-3 sm:table-row-group sm:space-y-0",
  row: "card block scroll-mt-24 px-0 py-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:py-0 sm:shadow-none sm:last:border-0 dark:sm:border-slate-800",
  rowHeader: "block px-3 py-1 text-base font-semibold sm:table-cell sm:py-2 sm:text-sm sm:font-medium",
} as const;

/** A stacked table's cell: below 640 px it shows its column name first (the row is a card). */
export function StackedCell({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={`flex gap-2 px-3 py-1 sm:table-cell sm:py-2 ${className}`}>
      <span className="w-24 shrink-0 text-xs font-medium text-slate-700 sm:hidden dark:text-slate-300" aria-hidden>
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}
