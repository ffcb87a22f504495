import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { configureRateLimitStore } from "~/utils/rate-limit.server";
import { migrationsPending } from "../../scripts/database-file.js";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema>;

export function databasePath() {
  return process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db");
}

export function migrationsFolder() {
  return process.env.MIGRATIONS_PATH || path.join(process.cwd(), "migrations");
}

/**
 * The database file is its owner's only (0600, in a directory made 0700; SQLite gives -wal and -shm
 * the file's mode): it holds password hashes and personal data. An existing file is taken back to
 * 0600 when this process owns it. scripts/migrate.js does the same for `npm start`.
 */
function ensurePrivateFile(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  try {
    fs.chmodSync(file, 0o600);
  } catch {
    // Not the file's owner: leave its mode to whoever owns it.
  }
}

/** Open a SQLite file with the pragmas the whole app relies on, and bring its schema up to date. */
export function openDatabase(file: string = databasePath()) {
  if (file !== ":memory:") ensurePrivateFile(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a write that got a success response survives a power cut or a SIGKILL.
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(reusingStatements(sqlite), { schema });
  // `npm start` migrated the file before it forked this process: the check reads one row instead of
  // every migration file (scripts/database-file.js).
  if (migrationsPending(sqlite, migrationsFolder())) migrate(db, { migrationsFolder: migrationsFolder() });
  optimizeDatabase(sqlite, { atOpen: true });
  return { sqlite, db };
}

/** How many compiled statements a connection keeps for reuse (the app runs a few hundred distinct ones). */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Drizzle sees it, with one change: `prepare` reuses the statement SQLite compiled
 * for the same SQL text before, instead of compiling it again. Drizzle prepares a statement for every
 * query it runs, and a dashboard page runs 20-40 of them, the same texts on every request, so
 * compiling was a steady share of each page's CPU. Reuse is safe because better-sqlite3 runs a
 * statement to completion inside one call (the app never iterates one across an await): a statement
 * still busy is not handed out again (a fresh one is compiled), and the raw mode a previous Drizzle
 * call left on is turned off (Drizzle turns it on itself where it wants it). The least recently used
 * texts are forgotten past STATEMENTS_KEPT (lists of `in (?, ?, ...)` differ in length). Transactions
 * run on the connection itself.
 */
function reusingStatements(sqlite: Database.Database): Database.Database {
  const kept = new Map<string, Database.Statement>();
  const client = Object.create(sqlite) as Database.Database;
  client.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement && !statement.busy) {
      // Most recently used last, so the first key is the one to forget.
      kept.delete(source);
      kept.set(source, statement);
      if (statement.reader) statement.raw(false);
      return statement;
    }
    statement = sqlite.prepare(source);
    kept.set(source, statement);
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    return statement;
  }) as Database.Database["prepare"];
  client.transaction = ((fn: (...args: unknown[]) => unknown) =>
    sqlite.transaction(fn)) as Database.Database["transaction"];
  return client;
}

/**
 * Keeps the query planner's statistics (sqlite_stat1) current: without them SQLite guesses, and on a
 * national database a guess can pick a scan over an index. At open, 0x10002 also analyses tables
 * that never were (SQLite's advice for long-lived connections); analysis_limit bounds each table's
 * work to a sample, so this stays in the milliseconds on a large file. The jobs process repeats it
 * every few hours (app/jobs/index.server.ts).
 */
export function optimizeDatabase(sqlite: Database.Database, { atOpen = false } = {}) {
  sqlite.pragma("analysis_limit = 1000");
  sqlite.pragma(atOpen ? "optimize = 0x10002" : "optimize");
}

declare global {
  var __db: ReturnType<typeof openDatabase> | undefined;
}

function connection() {
  if (!global.__db) global.__db = openDatabase();
  return global.__db;
}

/**
 * The one connection of this process (lazily opened so tests can set DATABASE_PATH first).
 * Its transactions begin IMMEDIATE: most read a row and then write, and a deferred transaction that
 * must upgrade its read to a write fails at once with SQLITE_BUSY when another connection (a job,
 * the CLI, a second process) wrote in between, without waiting out busy_timeout. Taking the write
 * lock at BEGIN makes the wait apply. A caller may still pass its own `behavior`.
 */
export const db: DB = new Proxy({} as DB, {
  get(_target, prop) {
    const real = connection().db as unknown as Record<string | symbol, unknown>;
    if (prop === "transaction") {
      const transaction = connection().db.transaction.bind(connection().db);
      return ((fn, config) => transaction(fn, { behavior: "immediate", ...config })) as DB["transaction"];
    }
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export function sqlite() {
  return connection().sqlite;
}

// Rate limits keep their counters on this connection (the limiter library owns the table's SQL).
configureRateLimitStore(sqlite);

/** For tests: close and forget the connection so the next use opens DATABASE_PATH again. */
export function resetConnection() {
  global.__db?.sqlite.close();
  global.__db = undefined;
}
