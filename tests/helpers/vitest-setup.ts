import fs from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { scratchRoot } from "./scratch";

// Each test file gets its own real SQLite file, copied from the migrated base. Most files share their
// fork's modules (vitest.config.ts, `isolate: false`), so what a module keeps about one database (the
// connection, memoised aggregates, the stored VAPID keys) is forgotten when the file ends.
const dir = fs.mkdtempSync(path.join(scratchRoot(), "cert-unit-file-"));
const file = path.join(dir, "test.db");
fs.copyFileSync(process.env.TEST_BASE_DB!, file);
process.env.DATABASE_PATH = file;
process.env.NODE_ENV = "test";

afterAll(async () => {
  const { resetConnection } = await import("~/db/client.server");
  const { clearMemos } = await import("~/db/memo.server");
  const { resetVapidKeys } = await import("~/models/push.server");
  clearMemos();
  resetVapidKeys();
  resetConnection();
  fs.rmSync(dir, { recursive: true, force: true });
});
