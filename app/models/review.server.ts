import { and, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { DB } from "~/db/client.server";

/** A table of rows someone decides on: an id and a status that starts as "Pending". */
type Reviewable = SQLiteTable & { id: SQLiteColumn; status: SQLiteColumn };

/**
 * Records the decision on a row that is still Pending, inside the review's transaction, and returns
 * the updated row. The status condition turns a second decision (another reviewer, a double click)
 * into `already`, thrown, instead of a second change.
 */
export function decidePending<T extends Reviewable>(
  tx: Pick<DB, "update">,
  table: T,
  id: string,
  decision: SQLiteUpdateSetSource<T>,
  already: Error,
): T["$inferSelect"] {
  const updated = tx
    .update(table)
    .set(decision)
    .where(and(eq(table.id, id), eq(table.status, "Pending")))
    .returning()
    .get() as T["$inferSelect"] | undefined;
  if (!updated) throw already;
  return updated;
}
