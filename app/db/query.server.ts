import { eq, inArray, type SQL } from "drizzle-orm";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, type DB } from "./client.server";
import { chapters, users } from "./schema";

/**
 * Query builders for the joins the models make again and again ("rows with their user", "rows
 * with their chapter"), so each query states only its own columns and filter. Each returns the
 * Drizzle select to go on with (`.where(...)`, `.orderBy(...)`, `.all()`).
 */

/** Rows of `table` with their user (inner join on `table.userId`); `reader`: a transaction to read in. */
export function selectWithUser<T extends SelectedFields, F extends SQLiteTable & { userId: SQLiteColumn }>(
  table: F,
  columns: T,
  reader: Pick<DB, "select"> = db,
) {
  return reader.select(columns).from(table).innerJoin(users, eq(users.id, table.userId));
}

/** Rows of `table` with their chapter (inner join on `table.chapterId`): events, memberships, service... */
export function selectWithChapter<T extends SelectedFields, F extends SQLiteTable & { chapterId: SQLiteColumn }>(
  table: F,
  columns: T,
) {
  return db.select(columns).from(table).innerJoin(chapters, eq(chapters.id, table.chapterId));
}

/** The values of one column over the rows of its table that match `where` (every row without one). */
export function columnValues<C extends SQLiteColumn>(column: C, where?: SQL) {
  return db
    .select({ value: column })
    .from(column.table)
    .where(where)
    .all()
    .map((r) => r.value);
}

/**
 * A chapter-id column within a scope (`ledChapterScope`): no condition for "all", and one no row
 * meets for an empty list.
 */
export function inChapterScope(column: SQLiteColumn, scope: "all" | string[]) {
  return scope === "all" ? undefined : inArray(column, scope);
}
