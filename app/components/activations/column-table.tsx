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
  const { t } = useT();
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className="px-3 py-2">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
