import type { ReactNode } from "react";
import { useT } from "~/i18n/react";

/** The activations pages' tables: a card with a header row of translated column names, then rows. */
export function ColumnTable({
  testId,
  columns,
  children,
}: {
  testId: string;
  /** Catalogue keys of the column names, in order. */
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="card relative overflow-x-auto p-0">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <TableHead columns={columns} cellClassName="px-3 py-2" />
        <tbody>{children}</tbody>
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
