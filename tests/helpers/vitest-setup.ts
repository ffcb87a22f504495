import fs from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file gets its own real SQLite file, copied from the migrated base. Most files share their
// worker's modules (vitest.config.ts, `isolate: false`): closing the connection when a file ends is
// what makes the next file start clean, since what a module keeps about a database (prepared
// statements, memoised aggregates, the stored VAPID keys) is kept per connection.
// Inside the run's folder (tests/helpers/vitest-global-setup.ts): a file stopped before its afterAll
// (a signal, a crashed fork) leaves nothing the run's teardown, or the next run, does not remove.
const dir = fs.mkdtempSync(path.join(path.dirname(process.env.TEST_BASE_DB!), "file-"));
const file = path.join(dir, "test.db");
fs.copyFileSync(process.env.TEST_BASE_DB!, file);
process.env.DATABASE_PATH = file;
process.env.NODE_ENV = "test";

afterAll(async () => {
  const { resetConnection } = await import("~/db/client.server");
  resetConnection();
  fs.rmSync(dir, { recursive: true, force: true });
});
