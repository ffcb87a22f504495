import type { Actor } from "~/access/actor.server";
import { assertCan } from "~/access/rules.server";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Statement } from "better-sqlite3";
import type { DB } from "~/db/client.server";
import { db, sqlite } from "~/db/client.server";
import { messageQueue, type MessageChannel, type QueuedMessage } from "~/db/schema";

/**
 * The outgoing message queue: every email, SMS and push the app sends goes through it. Rows are
 * inserted in the same transaction as the change that causes them (an activation, a reply, an
 * announcement, a decision), so a message is queued exactly when its cause commits, and the request
 * never waits for SMTP or an SMS gateway. The worker (app/jobs/delivery.server.ts) claims rows with
 * one UPDATE … RETURNING, so two processes never take the same row, and retries with backoff.
 *
 * Queueing wakes the worker itself (see onMessagesQueued): callers never have to remember to.
 */

type Tx = Pick<DB, "insert">;

export interface NewMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
  kind: string;
  activationId?: string | null;
  userId?: string | null;
  /** A message whose key is already in the queue is not queued again (no doubled copies on resend). */
  dedupeKey?: string | null;
}

type Waker = () => void;
let waker: Waker | null = null;
let wakePending = false;

/**
 * The delivery worker registers here (app/jobs/index.server.ts, when the process runs jobs). The
 * wake is deferred with setImmediate: queueing happens inside the caller's synchronous transaction,
 * and the worker must only look once that transaction has committed. Several queueings in one
 * tick make one wake.
 */
export function onMessagesQueued(wake: Waker | null) {
  waker = wake;
}

function wakeWorker() {
  if (!waker || wakePending) return;
  wakePending = true;
  setImmediate(() => {
    wakePending = false;
    waker?.();
  });
}

// Prepared once per connection (tests reopen the database).
const insertStatements = new WeakMap<object, Statement<unknown[]>>();

/**
 * Queues messages inside the caller's transaction (`tx` is only there to say so: the statement runs
 * on the one connection, inside whatever transaction is open). A prepared single-row INSERT run
 * per message is the fastest way through better-sqlite3: 2,500 rows take a few tens of
 * milliseconds, where building multi-row INSERTs through the query builder took ten times longer.
 */
export function enqueueMessages(_tx: Tx, messages: NewMessage[], now = new Date()) {
  const connection = sqlite();
  let insertStatement = insertStatements.get(connection);
  if (!insertStatement) {
    insertStatement = connection.prepare(
      `insert into message_queue (id, channel, "to", subject, body, kind, activation_id, user_id, dedupe_key, status, attempts, next_attempt_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)
     on conflict (dedupe_key) do nothing`,
    );
    insertStatements.set(connection, insertStatement);
  }
  const at = now.getTime();
  let queued = 0;
  for (const m of messages) {
    queued += insertStatement.run(
      crypto.randomUUID(),
      m.channel,
      m.to,
      m.subject ?? "",
      m.body,
      m.kind,
      m.activationId ?? null,
      m.userId ?? null,
      m.dedupeKey ?? null,
      at,
      at,
    ).changes;
  }
  if (queued) wakeWorker();
  return queued;
}

/**
 * Takes up to `limit` due messages for `workerId`: one statement that flips them from queued to
 * sending and returns them. SQLite runs it atomically (one writer at a time), so a row claimed by
 * one worker is no longer "queued" for any other, in this process or another.
 */
export function claimDueMessages(workerId: string, limit: number, now = new Date()): QueuedMessage[] {
  const due = db
    .select({ id: messageQueue.id })
    .from(messageQueue)
    .where(and(eq(messageQueue.status, "queued"), lte(messageQueue.nextAttemptAt, now)))
    .orderBy(asc(messageQueue.nextAttemptAt))
    .limit(limit);
  return db
    .update(messageQueue)
    .set({ status: "sending", claimedBy: workerId, claimedAt: now, attempts: sql`${messageQueue.attempts} + 1` })
    .where(and(inArray(messageQueue.id, due), eq(messageQueue.status, "queued")))
    .returning()
    .all();
}

export function markSent(id: string, workerId: string, now = new Date()) {
  db.update(messageQueue)
    .set({ status: "sent", sentAt: now, lastError: null })
    .where(and(eq(messageQueue.id, id), eq(messageQueue.claimedBy, workerId), eq(messageQueue.status, "sending")))
    .run();
}

/** A failed attempt: back to the queue at `retryAt`, or failed for good (`retryAt` null). */
export function markFailed(id: string, workerId: string, error: string, retryAt: Date | null) {
  db.update(messageQueue)
    .set(
      retryAt
        ? { status: "queued", nextAttemptAt: retryAt, lastError: error.slice(0, 500), claimedBy: null, claimedAt: null }
        : { status: "failed", lastError: error.slice(0, 500) },
    )
    .where(and(eq(messageQueue.id, id), eq(messageQueue.claimedBy, workerId), eq(messageQueue.status, "sending")))
    .run();
}

export type Outcome = { id: string; sentAt: Date } | { id: string; error: string; retryAt: Date | null };

/** Writes a round's results in one transaction (see deliverDueMessages). */
export function recordOutcomes(workerId: string, outcomes: Outcome[]) {
  if (!outcomes.length) return;
  db.transaction((tx) => {
    void tx;
    for (const o of outcomes) {
      if ("sentAt" in o) markSent(o.id, workerId, o.sentAt);
      else markFailed(o.id, workerId, o.error, o.retryAt);
    }
  });
}

/**
 * Messages claimed by a worker that died mid-send go back to the queue after `staleMs`. (A message
 * may then go out twice if the first send had in fact finished; losing a call-out is worse.)
 */
export function releaseStaleClaims(staleMs: number, now = new Date()) {
  return db
    .update(messageQueue)
    .set({ status: "queued", claimedBy: null, claimedAt: null })
    .where(and(eq(messageQueue.status, "sending"), lt(messageQueue.claimedAt, new Date(now.getTime() - staleMs))))
    .run().changes;
}

/**
 * Delivery figures of one activation's messages (the roster shows them): for those who run the
 * activation's chapter (`activation.run`), like the roster itself.
 */
export function messageStatsForActivation(actor: Actor, activation: { id: string; chapterId: string }) {
  assertCan(actor, "activation.run", activation.chapterId);
  const activationId = activation.id;
  const rows = db
    .select({ status: messageQueue.status, n: sql<number>`count(*)` })
    .from(messageQueue)
    .where(eq(messageQueue.activationId, activationId))
    .groupBy(messageQueue.status)
    .all();
  const stats = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) stats[r.status] = Number(r.n);
  return stats;
}
