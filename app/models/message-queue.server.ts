import type { Actor } from "~/access/actor.server";
import { assertCan } from "~/access/rules.server";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Statement } from "better-sqlite3";
import type { DB } from "~/db/client.server";
import { deleteInBatches, type BatchOptions } from "~/db/batch-delete.server";
import { db, sqlite } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { messageQueue, type FallbackMessage, type MessageChannel, type QueuedMessage } from "~/db/schema";

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
  /** The same message for the member's other channel, queued if this one fails (see queueFallbackFor). */
  fallback?: FallbackMessage | null;
  /** The failed message this one stands in for. */
  fallbackOf?: string | null;
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
      `insert into message_queue (id, channel, "to", subject, body, kind, activation_id, user_id, dedupe_key, fallback, fallback_of, status, attempts, next_attempt_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)
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
      m.fallback ? JSON.stringify(m.fallback) : null,
      m.fallbackOf ?? null,
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

export type Outcome =
  { id: string; sentAt: Date } | { id: string; error: string; retryAt: Date | null; attempts?: number; at?: Date };

/**
 * After this many failed attempts a message with a fallback also goes out on the member's other
 * channel, while the original keeps retrying: with the backoff that is about 15 s after the first
 * try, where waiting out all eight attempts would take over ten minutes of a call-out.
 */
export const FALLBACK_AFTER_ATTEMPTS = 3;

/**
 * Failover: a message that failed for good (or FALLBACK_AFTER_ATTEMPTS times) and carries a
 * `fallback` queues it, once (dedupe key `fallback:<id>`), linked back by `fallbackOf`, so the
 * delivery status can say "SMS failed: …, sent by email instead". Runs inside recordOutcomes'
 * transaction, so the failure and its stand-in commit together.
 */
function queueFallbackFor(id: string, final: boolean, attempts: number, now: Date) {
  if (!final && attempts < FALLBACK_AFTER_ATTEMPTS) return 0;
  const row = db
    .select({
      fallback: messageQueue.fallback,
      kind: messageQueue.kind,
      activationId: messageQueue.activationId,
      userId: messageQueue.userId,
    })
    .from(messageQueue)
    .where(eq(messageQueue.id, id))
    .get();
  if (!row?.fallback) return 0;
  return enqueueMessages(
    db,
    [
      {
        ...row.fallback,
        kind: row.kind,
        activationId: row.activationId,
        userId: row.userId,
        dedupeKey: `fallback:${id}`,
        fallbackOf: id,
      },
    ],
    now,
  );
}

/**
 * Writes a round's results in one transaction (see deliverDueMessages), with any failover they call
 * for. Returns how many fallback messages that queued.
 */
export function recordOutcomes(workerId: string, outcomes: Outcome[]) {
  if (!outcomes.length) return 0;
  return db.transaction((tx) => {
    void tx;
    let fallbacks = 0;
    for (const o of outcomes) {
      if ("sentAt" in o) markSent(o.id, workerId, o.sentAt);
      else {
        markFailed(o.id, workerId, o.error, o.retryAt);
        fallbacks += queueFallbackFor(o.id, o.retryAt === null, o.attempts ?? 0, o.at ?? new Date());
      }
    }
    return fallbacks;
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
// Read by every roster view: prepared once (decision 038).
const statsStatement = preparedOnce(() =>
  db
    .select({ status: messageQueue.status, n: sql<number>`count(*)` })
    .from(messageQueue)
    .where(eq(messageQueue.activationId, sql.placeholder("activationId")))
    .groupBy(messageQueue.status)
    .prepare(),
);

export function messageStatsForActivation(actor: Actor, activation: { id: string; chapterId: string }) {
  assertCan(actor, "activation.run", activation.chapterId);
  const activationId = activation.id;
  const rows = statsStatement().all({ activationId });
  const stats = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) stats[r.status] = Number(r.n);
  return stats;
}

/**
 * How long a delivered or failed message stays in the queue (decision 037). Nothing reads a
 * message of no activation once it is done but the dedupe check (a second copy of the same
 * announcement, notice or decision is not queued) and whoever looks into a complaint that a mail
 * never came: a month covers both. An activation's messages stay as long as the activation: they
 * are its delivery status (decision 022), read by its roster and API, open or closed.
 */
export const MESSAGE_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Deletes delivered and failed messages of no activation queued before `now` − MESSAGE_RETENTION_MS,
 * in small batches (message_queue_done_idx). Queued and sending rows never go, however old.
 */
export function pruneDoneMessages(now = new Date(), options?: BatchOptions) {
  return deleteInBatches(
    "message_queue",
    "activation_id IS NULL AND status IN ('sent', 'failed') AND created_at < ?",
    [now.getTime() - MESSAGE_RETENTION_MS],
    // Named: without statistics the planner takes message_queue_activation_idx for `activation_id
    // IS NULL`, which walks every message of no activation, kept ones included.
    { ...options, indexedBy: "message_queue_done_idx" },
  );
}
