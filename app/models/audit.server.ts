import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, type DB } from "~/db/client.server";
import { auditLogs } from "~/db/schema";
import { isUniqueViolation } from "~/utils/db-errors";

type Tx = Pick<DB, "insert">;

export interface AuditInput {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
}

/** Writes one audit row. Pass the transaction so the row commits (or rolls back) with the change. */
export function writeAudit(tx: Tx, input: AuditInput) {
  tx.insert(auditLogs)
    .values({
      actorId: input.actorId,
      action: input.action,
      targetType: input.targetType ?? null,
      targetId: input.targetId ?? null,
      metadata: input.metadata ?? null,
    })
    .run();
}

/**
 * Creates one row and writes its audit entry in the same transaction (both or neither), and
 * returns the row. `audit` is given the row as stored, with its new id.
 */
export function insertAudited<T extends SQLiteTable>(
  table: T,
  values: SQLiteInsertValue<T>,
  audit: (row: T["$inferSelect"]) => AuditInput,
): T["$inferSelect"] {
  return db.transaction((tx) => {
    const row = tx.insert(table).values(values).returning().get() as T["$inferSelect"];
    writeAudit(tx, audit(row));
    return row;
  });
}

/**
 * `insertAudited` for a row that may exist only once: when the insert breaks a UNIQUE constraint
 * (`on`: "chapters.slug", a table, or any), `duplicate` is thrown instead, however a race between
 * two requests ends.
 */
export function insertAuditedOnce<T extends SQLiteTable>(
  table: T,
  values: SQLiteInsertValue<T>,
  audit: (row: T["$inferSelect"]) => AuditInput,
  duplicate: { on?: string; error: () => Error },
): T["$inferSelect"] {
  try {
    return insertAudited(table, values, audit);
  } catch (error) {
    if (isUniqueViolation(error, duplicate.on)) throw duplicate.error();
    throw error;
  }
}
