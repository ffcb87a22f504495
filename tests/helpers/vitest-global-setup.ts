import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { runFolder } from "./scratch";

/**
 * Migrates one base database per run into the run's folder; every test file copies it into a folder
 * of its own beside it (tests/helpers/vitest-setup.ts), so the teardown's one removal takes them all.
 */
export default function setup() {
  const dir = runFolder("cert-unit");
  const base = path.join(dir, "base.db");
  const sqlite = new Database(base);
  migrate(drizzle(sqlite), { migrationsFolder: path.join(process.cwd(), "migrations") });
  sqlite.close();
  process.env.TEST_BASE_DB = base;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
