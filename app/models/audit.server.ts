import type { DB } from "~/db/client.server";
import { auditLogs } from "~/db/schema";

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
