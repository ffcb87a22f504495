// Network-wide aggregates (event totals, the admin's metrics) are the same for every viewer and cost
// tens of milliseconds over a large network. They are kept until the database changes or a few
// seconds pass, whichever is first: the same rule as the server's response cache (docs/decisions/008).
import type Database from "better-sqlite3";
import { sqlite } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";

const SECONDS = 10;
// Each value remembers the connection it was read on: a new connection (a test opening another
// database file) starts with nothing kept, as every statement here does.
const kept = new Map<string, { connection: Database.Database; version: string; expires: number; value: unknown }>();

/** A single-value statement prepared once per connection (a test may open a new one). */
const pluckedOnce = (source: string) => preparedOnce(() => sqlite().prepare(source).pluck());

/**
 * Changes with any write: this connection's own (total_changes) and every other connection's
 * commits, in this process or another (PRAGMA data_version).
 */
const dataVersionStatement = pluckedOnce(
  "select total_changes() || ':' || (select data_version from pragma_data_version)",
);
const dataVersion = () => dataVersionStatement().get() as string;

/** compute()'s value, reused while the database is unchanged and for at most `seconds`. */
export function memoUntilWrite<T>(key: string, compute: () => T, seconds = SECONDS): T {
  const connection = sqlite();
  const version = dataVersion();
  const now = Date.now();
  const entry = kept.get(key);
  if (entry && entry.connection === connection && entry.version === version && entry.expires > now)
    return entry.value as T;
  const value = compute();
  kept.set(key, { connection, version, expires: now + seconds * 1000, value });
  return value;
}

const CONTENT_SECONDS = 60;
const keptForContent = new Map<
  string,
  { connection: Database.Database; version: number; validUntil: number; value: unknown }
>();

/**
 * The `content_version` counter: SQLite triggers move it in the writing transaction whenever public
 * content changes (chapters, memberships, events, RSVPs and the rest of migrations 0005 and 0009),
 * in this process or another. Session touches, rate limits and chat messages leave it alone.
 */
const contentVersionStatement = pluckedOnce("select value from content_version where id = 1");
const contentVersion = () => (contentVersionStatement().get() as number | undefined) ?? 0;

/** The `content_version` counter now (for a model that keeps its own values, e.g. the activation roster). */
export const currentContentVersion = contentVersion;

/**
 * compute()'s value, reused until public content changes (`content_version`, any process), its
 * `validUntil` (epoch ms, inclusive) passes or a minute goes by (a safety net, e.g. for a database
 * file restored under a running server), whichever is first: for what anonymous visitors see,
 * which changes with those writes (and with time) only. The version is read before computing, so
 * a write that lands meanwhile is seen by the next request. Keys must be bounded (a fixed set, or
 * pages of a list).
 */
export function memoUntilContentChange<T>(key: string, compute: () => { value: T; validUntil?: number }): T {
  const connection = sqlite();
  const version = contentVersion();
  const entry = keptForContent.get(key);
  if (entry && entry.connection === connection && entry.version === version && Date.now() <= entry.validUntil)
    return entry.value as T;
  const { value, validUntil = Number.POSITIVE_INFINITY } = compute();
  keptForContent.set(key, {
    connection,
    version,
    validUntil: Math.min(validUntil, Date.now() + CONTENT_SECONDS * 1000),
    value,
  });
  return value;
}

const stampedSets: Array<Map<string, unknown>> = [];

/**
 * A bounded set of values, each reused while its stamp is unchanged (decision 057): for a model's
 * value read by many requests between changes (an activation's roster, a chapter's readiness). The
 * caller reads the stamp (counters that move with every write to what the value is read from, in
 * any process) before computing, so a write landing meanwhile is seen by the next request. Every
 * reader gets the same value: nothing may change it. The least recently used key goes past `limit`;
 * a new connection (a test's database) starts with nothing kept.
 */
export function keptByStamp<T>(limit: number) {
  const entries = new Map<string, { connection: Database.Database; stamp: string; value: T }>();
  stampedSets.push(entries);
  return (key: string, stamp: string, compute: () => T): T => {
    const connection = sqlite();
    const entry = entries.get(key);
    entries.delete(key);
    if (entry && entry.connection === connection && entry.stamp === stamp) {
      entries.set(key, entry); // most recently used last
      return entry.value;
    }
    const value = compute();
    entries.set(key, { connection, stamp, value });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/**
 * As `keptByStamp`, for a value that also changes with time at a moment known when it is read (a
 * count of the events starting from now changes when the next of them starts): `compute` gives the
 * value and the instant (epoch ms) until which it holds, inclusive. It is used from the moment it
 * was read (`now`) to that instant; outside them (a clock set back, too) it is read again.
 */
export function keptByStampUntil<T>(limit: number) {
  const entries = new Map<
    string,
    { connection: Database.Database; stamp: string; value: T; readAt: number; validUntil: number }
  >();
  stampedSets.push(entries);
  return (key: string, stamp: string, now: number, compute: () => { value: T; validUntil: number }): T => {
    const connection = sqlite();
    const entry = entries.get(key);
    entries.delete(key);
    if (
      entry &&
      entry.connection === connection &&
      entry.stamp === stamp &&
      entry.readAt <= now &&
      now <= entry.validUntil
    ) {
      entries.set(key, entry); // most recently used last
      return entry.value;
    }
    const { value, validUntil } = compute();
    entries.set(key, { connection, stamp, value, readAt: now, validUntil });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/**
 * A reader of the `content_version` rows `ids` as one stamp ("1843.27"; a missing row reads 0),
 * prepared once per connection: what a value kept while they hold (`keptByStamp`, or a model's own
 * map) is read against. Their triggers move them in the writing transaction, in any process: 1,
 * public content (migrations 0005, 0009); 2, credentials and the catalogue (0050); 3, the events
 * search's facts (0052); 4, events and chapters (0054); 5, what the hours report and an event's
 * attendance read (0055).
 */
export function contentVersionStamp(...ids: number[]): () => string {
  const rows = ids.map((id) => `ifnull((select value from content_version where id = ${id}), 0)`);
  const statement = pluckedOnce(`select ${rows.join(" || '.' || ")}`);
  return () => String(statement().get());
}

/** For tests. */
export function clearMemos() {
  kept.clear();
  keptForContent.clear();
  for (const entries of stampedSets) entries.clear();
}
