import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(process.cwd(), "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    globalSetup: ["tests/helpers/vitest-global-setup.ts"],
    setupFiles: ["tests/helpers/vitest-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
