import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { databasePath, ensurePrivateDatabaseFile, migrationsPending } from "./database-file.js";

// Where the file is and its mode are shared with the start's check (scripts/database-file.js).
export { databasePath, ensurePrivateDatabaseFile };

/** Applies the SQL in migrations/ to DATABASE_PATH (idempotent). */
export function runMigrations(file = databasePath()) {
  ensurePrivateDatabaseFile(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const migrationsFolder = path.join(process.cwd(), "migrations");
  if (migrationsPending(sqlite, migrationsFolder)) migrate(drizzle(sqlite), { migrationsFolder });
  sqlite.close();
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`migrated ${runMigrations()}`);
}
