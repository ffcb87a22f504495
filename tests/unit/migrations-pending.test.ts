// The start's migrations check (scripts/database-file.js) against Drizzle's migrator itself: it says
// "pending" exactly when the migrator would apply something, and `migrateIfNeeded` leaves a migrated
// file as the migrator would (decision 079).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrateIfNeeded, migrationsPending } from "../../scripts/database-file.js";

const MIGRATIONS = path.join(process.cwd(), "migrations");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-migrations-pending-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
const newFile = () => path.join(dir, `db-${++files}.db`);

/** How many migrations Drizzle's migrator applies to `sqlite` (the rows it adds to its table). */
function migratorApplies(sqlite: Database.Database) {
  const count = () =>
    (sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number } | undefined)?.n ?? 0;
  const hasTable = () => !!sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'").get();
  const before = hasTable() ? count() : 0;
  migrate(drizzle(sqlite), { migrationsFolder: MIGRATIONS });
  return count() - before;
}

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
  entries: { when: number }[];
};

describe("migrationsPending", () => {
  it("says pending on a new file, and not once the migrator has run", () => {
    const sqlite = new Database(newFile());
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(true);
    expect(migratorApplies(sqlite)).toBe(journal.entries.length);
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(false);
    expect(migratorApplies(sqlite)).toBe(0);
    sqlite.close();
  });

  it("says pending when the newest migration is missing, as the migrator applies it", () => {
    const sqlite = new Database(newFile());
    migratorApplies(sqlite);
    // The state of a file migrated by the previous release: the last migration not yet applied.
    const newest = Math.max(...journal.entries.map((e) => e.when));
    sqlite.prepare("DELETE FROM __drizzle_migrations WHERE created_at = ?").run(newest);
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(true);
    // The migrator would run the last file again: it is not idempotent SQL, so only its answer is
    // compared (the migrator's own rule, checked on its table): one entry later than the newest row.
    const last = sqlite.prepare("SELECT max(created_at) AS last FROM __drizzle_migrations").get() as { last: number };
    expect(journal.entries.filter((e) => e.when > Number(last.last))).toHaveLength(1);
    sqlite.close();
  });

  it("says pending on a file with an empty migrations table", () => {
    const sqlite = new Database(newFile());
    sqlite.exec("CREATE TABLE __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)");
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(true);
    expect(migratorApplies(sqlite)).toBe(journal.entries.length);
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(false);
    sqlite.close();
  });
});

describe("migrateIfNeeded", () => {
  it("migrates a new file (private, WAL), and leaves a migrated one as it is, taking its mode back to 0600", async () => {
    const file = newFile();
    await migrateIfNeeded(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sqlite = new Database(file);
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(migrationsPending(sqlite, MIGRATIONS)).toBe(false);
    const rows = sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
    expect(rows.n).toBe(journal.entries.length);
    sqlite.close();
    fs.chmodSync(file, 0o644);
    await migrateIfNeeded(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = new Database(file);
    expect((again.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n).toBe(rows.n);
    again.close();
  });
});
