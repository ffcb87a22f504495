import type { BatchOptions } from "~/db/batch-delete.server";
import { pruneOutbox } from "~/messaging/email.server";
import { pruneExpiredAccountTokens } from "~/models/account-token.server";
import { pruneDoneMessages } from "~/models/message-queue.server";

/**
 * Retention (decision 037): the rows that only pile up once done go after their period, so the
 * tables the delivery worker and the sign-in links read stay the size of what is current:
 * delivered or failed messages of no activation, the outbox, spent or expired account links. Each
 * table is deleted from in small batches on its own index (app/db/batch-delete.server), so a
 * national backlog never holds the write lock for long. Run hourly by the jobs process; deleting
 * the same rows from two processes is harmless.
 *
 * Pruned elsewhere, at their own pace: sessions (at login and by the hourly sweep of every process,
 * app/access/session-sweep.server), idempotency keys (at each use, models/idempotency.server), the
 * guide's conversations (at each save, guide/conversation.server) and rate-limit buckets (by the
 * limiter library every five minutes).
 */

export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** `options` apply to each table: rows per statement and statements per run. */
export async function runRetention(now = new Date(), options: BatchOptions = {}) {
  const deleted = {
    messages: await pruneDoneMessages(now, options),
    outbox: await pruneOutbox(now, options),
    accountTokens: await pruneExpiredAccountTokens(now, options),
  };
  if (process.env.NODE_ENV !== "test" && Object.values(deleted).some((n) => n > 0)) {
    console.info(`[retention] deleted ${JSON.stringify(deleted)}`);
  }
  return deleted;
}
