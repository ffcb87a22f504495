import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that must start from fresh modules: they set environment variables before importing
 * the modules that read them at import (env.server), mock modules, fake the clock, keep state in
 * a module (the jobs' timers) or replace the globals (Remix's installGlobals). Each runs in a fork of
 * its own, as every file once did.
 */
export const ISOLATED = [
  "activation-delivery-status",
  "activation-delivery",
  "chapter-zone-notices",
  "credential-edit",
  "credential",
  "directory",
  "guide-offline-browser",
  "guide-model-timeout-server-fetch",
  "guide-stream",
  "hours",
  "memo",
  "message-queue",
  "notification",
  "push",
  "query-plans",
  "rate-limit",
  "response-cache",
  "retention",
  "session-sweep",
  "sms-inbound",
].map((name) => `tests/unit/${name}.test.ts`);

/**
 * `npm run test:unit` runs the unit tests in two sets (UNIT_SET): "shared", the files that share
 * their fork's modules (`isolate: false`: importing the app's modules again for every file was most
 * of the step's CPU, docs/performance.md "The test suite"), then "isolated", the files above. Each
 * file still gets its own database (tests/helpers/vitest-setup.ts), and what a module keeps about a
 * database is forgotten when a file ends. Unset (e.g. `npx vitest run tests/unit/x.test.ts`): every
 * file isolated, as before. Vitest takes `isolate` for the whole run, not per project.
 */
const set = process.env.UNIT_SET;
if (set !== undefined && set !== "shared" && set !== "isolated")
  throw new Error(`UNIT_SET must be "shared" or "isolated", not "${set}"`);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(process.cwd(), "app") } },
  test: {
    include: set === "isolated" ? ISOLATED : ["tests/unit/**/*.test.ts"],
    exclude: set === "shared" ? [...configDefaults.exclude, ...ISOLATED] : configDefaults.exclude,
    isolate: set !== "shared",
    globalSetup: ["tests/helpers/vitest-global-setup.ts"],
    setupFiles: ["tests/helpers/vitest-setup.ts"],
    pool: "forks",
    // Vitest's default is one fork fewer than the cores: a single fork on the 2-core CI machine. The
    // test files wait on SQLite, loopback SMTP/HTTP servers and child processes much of the time, so
    // two forks there keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
