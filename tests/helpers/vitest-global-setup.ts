import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { scratchRoot } from "./scratch";

/** Migrates one base database per run; every test file copies it (tests/helpers/vitest-setup.ts). */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(scratchRoot(), "cert-unit-"));
  const base = path.join(dir, "base.db");
  const sqlite = new Database(base);
  migrate(drizzle(sqlite), { migrationsFolder: path.join(process.cwd(), "migrations") });
  sqlite.close();
  process.env.TEST_BASE_DB = base;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
