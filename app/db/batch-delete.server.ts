import type { Statement } from "better-sqlite3";
import { sqlite } from "~/db/client.server";

export interface BatchOptions {
  /** Rows per DELETE statement (one short write transaction each). */
  batchSize?: number;
  /** Statements per call: a larger backlog goes over the next calls. */
  maxBatches?: number;
}

/**
 * Pause between two batches. Another process's writer waiting on busy_timeout does not queue: its
 * busy handler sleeps and retries, after the first quarter of a second every 100 ms, so a
 * gap shorter than that would almost never let it in, and a long prune could keep it out until its
 * timeout. 100 ms (with a batch taking milliseconds) leaves most of the time to everyone else.
 */
export const BATCH_PAUSE_MS = 100;

/**
 * Deletes the rows of `table` that `where` selects, `batchSize` rows per statement. Each statement
 * is its own transaction, so the write lock is held for one batch (a few milliseconds: see
 * `npm run bench -- retention`), and between batches the job pauses BATCH_PAUSE_MS, so requests
 * this process serves and other processes' writes get their turn. At most `maxBatches` per call: a
 * backlog is worked off over several runs rather than in one long one. `where` must be served by an
 * index (tests/unit/query-plans.test.ts checks the retention job's statements): the rows go by
 * rowid, found through it. `indexedBy` names the index when the planner would otherwise prefer a
 * worse one (SQLite then refuses the statement outright if that index cannot serve `where`, so a
 * schema change cannot quietly turn it into a scan).
 *
 * Returns how many rows went.
 */
export async function deleteInBatches(
  table: string,
  where: string,
  params: readonly unknown[],
  { batchSize = 250, maxBatches = 400, indexedBy }: BatchOptions & { indexedBy?: string } = {},
) {
  const connection = sqlite();
  const from = indexedBy ? `${table} INDEXED BY ${indexedBy}` : table;
  const key = `${from}\n${where}`;
  let statement = prepared.get(connection)?.get(key);
  if (!statement) {
    statement = connection.prepare(
      `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${from} WHERE ${where} LIMIT ?)`,
    );
    if (!prepared.has(connection)) prepared.set(connection, new Map());
    prepared.get(connection)!.set(key, statement);
  }
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    if (batch > 0) await new Promise<void>((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
    const changes = statement.run(...params, batchSize).changes;
    deleted += changes;
    if (changes < batchSize) break;
  }
  return deleted;
}

// Prepared once per connection (tests reopen the database).
const prepared = new WeakMap<object, Map<string, Statement<unknown[]>>>();
