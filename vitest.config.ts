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
 * `npm run test:unit` (`vitest run`) runs the unit tests as two projects of one run, one after the
 * other (`sequence.groupOrder`): "shared", the files that share their worker's modules (`isolate:
 * false`: importing the app's modules again for every file was most of the step's CPU,
 * docs/performance.md "The test suite"), then "isolated", the files above, each in a fork of its
 * own. Vitest decides isolation per pool, not per project, so the shared files run in the `threads`
 * pool (worker threads, modules kept between files: a thread has its own copy of `process.env` and
 * cannot `process.chdir`, which no shared file needs) and the isolated ones in the `forks` pool (a
 * process per file). One run, instead of a run per set, starts Vite and transforms the app's modules
 * once (decision 076). Each file still gets its own database (tests/helpers/vitest-setup.ts), and
 * what a module keeps about a database is forgotten when a file ends. `--project shared` or
 * `--project isolated` runs one set; a file named on the command line runs in its set.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(process.cwd(), "app") } },
  test: {
    globalSetup: ["tests/helpers/vitest-global-setup.ts"],
    setupFiles: ["tests/helpers/vitest-setup.ts"],
    // Read by each pool for the whole run; the projects below pick their pool.
    poolOptions: { threads: { isolate: false }, forks: { isolate: true } },
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine.
    // The test files wait on SQLite, loopback SMTP/HTTP servers and child processes much of the
    // time, so two workers there keep both cores busy. The two projects run one after the other, not
    // side by side: four workers on two cores starved the CPU-heavy tests (a 10,000-chapter
    // directory test passed its 20 s timeout at load 13).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          pool: "threads",
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: ISOLATED, pool: "forks", isolate: true, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
