import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(process.cwd(), "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
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
