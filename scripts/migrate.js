import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

export function databasePath() {
  return process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db");
}

/**
 * Creates the database file readable and writable by its owner only (0600; SQLite gives its -wal and
 * -shm files the same mode) in a directory made 0700, and takes an existing file back to 0600: it
 * holds password hashes and personal data (docs/security.md). app/db/client.server.ts does the same.
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

/** Applies the SQL in migrations/ to DATABASE_PATH (idempotent). */
export function runMigrations(file = databasePath()) {
  ensurePrivateDatabaseFile(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  migrate(drizzle(sqlite), { migrationsFolder: path.join(process.cwd(), "migrations") });
  sqlite.close();
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`migrated ${runMigrations()}`);
}
