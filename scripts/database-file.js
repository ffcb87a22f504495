// The database file as a server start finds it, without Drizzle: where it is, its mode, and whether
// it needs the migrator. Every server start asks the last: `npm start`'s supervisor before it forks
// (scripts/start.js, through `migrateIfNeeded`) and each worker as it opens its connection
// (app/db/client.server.ts). Loading Drizzle's ES modules cost the supervisor ~0.1 s of CPU (0.24
// against 0.14 CPU-s for a process that only opens the file), and the migrator reads and hashes every
// file in migrations/ on each call, though a database already migrated needs nothing: the crash test
// alone starts the app 21 times (docs/performance.md, "Fourteenth session: boot"; decision 079).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export function databasePath() {
  return process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db");
}

/**
 * Creates the database file readable and writable by its owner only (0600; SQLite gives its -wal and
 * -shm files the same mode) in a directory made 0700, and takes an existing file back to 0600: it
 * holds password hashes and personal data (docs/security.md). app/db/client.server.ts does the same.
 * @param {string} file
 */
export function ensurePrivateDatabaseFile(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  try {
    fs.chmodSync(file, 0o600);
  } catch {
    // Not the file's owner: leave its mode to whoever owns it.
  }
}

/**
 * True when Drizzle's migrator would apply something to the database on `sqlite`. Its rule
 * (drizzle-orm's sqlite-core dialect, `migrate`) applies every journal entry whose `when` is later
 * than the `created_at` of the newest row in `__drizzle_migrations`, so nothing is pending exactly
 * when that row is at least the journal's newest `when`; no table (a new file) is pending.
 * tests/unit/migrations-pending.test.ts holds this to what the migrator does.
 * @param {import("better-sqlite3").Database} sqlite
 * @param {string} migrationsFolder
 */
export function migrationsPending(sqlite, migrationsFolder) {
  /** @type {{ entries: { when: number }[] }} */
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'");
  if (!table.get()) return true;
  const row = /** @type {{ last: number | string | null } | undefined} */ (
    sqlite.prepare('SELECT max(created_at) AS last FROM "__drizzle_migrations"').get()
  );
  return row?.last == null || Number(row.last) < newest;
}

/**
 * `runMigrations` (scripts/migrate.js, which loads Drizzle) when the file needs it; else only the
 * file's mode is checked. Returns the file.
 */
export async function migrateIfNeeded(file = databasePath()) {
  ensurePrivateDatabaseFile(file);
  const sqlite = new Database(file);
  let pending;
  try {
    sqlite.pragma("busy_timeout = 5000");
    pending = migrationsPending(sqlite, path.join(process.cwd(), "migrations"));
  } finally {
    sqlite.close();
  }
  if (pending) (await import("./migrate.js")).runMigrations(file);
  return file;
}
