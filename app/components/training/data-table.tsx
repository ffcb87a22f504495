import { EmptyState } from "~/components/dashboard";

/** What a table says instead when it has no rows. */
export interface EmptyTable {
  title: string;
  description: string;
  /** 3 inside a section with its own h2 (the default), 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * The training pages' tables: a scrollable card region with a labelled table and a header row.
 * Rows go in as children (a <tbody>, and a <tfoot> when there is one). With `rowCount` 0 and an
 * `empty` text, the empty state stands in place of the table.
 */
export function DataTable({
  label,
  testId,
  columns,
  caption,
  cellClassName = "px-4 py-2",
  rowCount,
  empty,
  children,
}: {
  label: string;
  testId: string;
  columns: readonly React.ReactNode[];
  caption?: string;
  cellClassName?: string;
  rowCount?: number;
  empty?: EmptyTable;
  children: React.ReactNode;
}) {
  if (rowCount === 0 && empty) {
    return <EmptyState headingLevel={empty.headingLevel ?? 3} title={empty.title} description={empty.description} />;
  }
  return (
    <div className="card relative overflow-x-auto p-0" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export const TBODY_CLASS = "divide-y divide-slate-200 dark:divide-slate-700";

/** A column of a table built from its rows: the header, and what a row shows in it. */
export interface Column<Row> {
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** The column that names the row: its cells are row headers (<th scope="row">). */
  rowHeader?: boolean;
  /** Classes besides the table's cell padding. */
  className?: string;
}

/**
 * A DataTable defined by its columns: one row per item of `rows`, one cell per column, and an
 * optional <tfoot> (`foot`, totals).
 */
export function ColumnsTable<Row>({
  columns,
  rows,
  rowKey,
  foot,
  cellClassName = "px-4 py-2",
  ...table
}: Omit<React.ComponentProps<typeof DataTable>, "columns" | "rowCount" | "children"> & {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  foot?: React.ReactNode;
}) {
  const classOf = (column: Column<Row>) =>
    [cellClassName, column.rowHeader ? "font-medium" : null, column.className].filter(Boolean).join(" ");
  return (
    <DataTable
      {...table}
      cellClassName={cellClassName}
      columns={columns.map((column) => column.header)}
      rowCount={rows.length}
    >
      <tbody className={TBODY_CLASS}>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, i) =>
              column.rowHeader ? (
                <th key={i} scope="row" className={classOf(column)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={i} className={classOf(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {foot}
    </DataTable>
  );
}
