// npm run db:backup -- FILE
// Online backup through SQLite's backup API: safe while the app is running and writing.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run db:backup -- FILE");
  process.exit(1);
}
const source = process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db");
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH)`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
// The copy holds what the database holds (password hashes, personal data): its owner's only, made
// so before a byte is written to it.
fs.closeSync(fs.openSync(target, "a", 0o600));
fs.chmodSync(target, 0o600);
const db = new Database(source, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const started = Date.now();
await db.backup(target);
db.close();
const check = new Database(target, { readonly: true });
const integrity = check.pragma("integrity_check", { simple: true });
check.close();
console.log(`Backed up ${source} → ${target} in ${Date.now() - started} ms (integrity: ${integrity})`);
if (integrity !== "ok") process.exit(1);
