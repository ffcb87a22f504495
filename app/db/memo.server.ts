// Network-wide aggregates (event totals, the admin's metrics) are the same for every viewer and cost
// tens of milliseconds over a large network. They are kept until the database changes or a few
// seconds pass, whichever is first: the same rule as the server's response cache (docs/decisions/008).
import type Database from "better-sqlite3";
import { sqlite } from "~/db/client.server";

const SECONDS = 10;
const kept = new Map<string, { version: string; expires: number; value: unknown }>();
let versionStatement: { connection: Database.Database; statement: Database.Statement } | null = null;

/**
 * Changes with any write: this connection's own (total_changes) and every other connection's
 * commits, in this process or another (PRAGMA data_version).
 */
function dataVersion(): string {
  const connection = sqlite();
  if (versionStatement?.connection !== connection) {
    versionStatement = {
      connection,
      statement: connection
        .prepare("select total_changes() || ':' || (select data_version from pragma_data_version)")
        .pluck(),
    };
  }
  return versionStatement.statement.get() as string;
}

/** compute()'s value, reused while the database is unchanged and for at most `seconds`. */
export function memoUntilWrite<T>(key: string, compute: () => T, seconds = SECONDS): T {
  const version = dataVersion();
  const now = Date.now();
  const entry = kept.get(key);
  if (entry && entry.version === version && entry.expires > now) return entry.value as T;
  const value = compute();
  kept.set(key, { version, expires: now + seconds * 1000, value });
  return value;
}

/** For tests. */
export function clearMemos() {
  kept.clear();
}
