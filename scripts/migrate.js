import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

export function databasePath() {
  return process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db");
}

/** Applies the SQL in migrations/ to DATABASE_PATH (idempotent). */
export function runMigrations(file = databasePath()) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
