import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Settled once in the main process; workers inherit these variables.
function freePort() {
  return execFileSync(process.execPath, [path.join(process.cwd(), "tests/helpers/free-port.cjs")])
    .toString()
    .trim();
}
if (!process.env.E2E_PORT) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-e2e-"));
  process.env.E2E_DIR = dir;
  process.env.E2E_PORT = freePort();
  process.env.E2E_SMTP_PORT = freePort();
  process.env.E2E_DB = path.join(dir, "e2e.db");
  process.env.E2E_MAIL_DIR = path.join(dir, "mail");
}
// The test process opens the same database file as the server, to arrange data through the models.
process.env.DATABASE_PATH = process.env.E2E_DB;
process.env.SESSION_SECRET = "e2e-session-secret";
process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const buildDir = process.env.REMIX_BUILD_DIR ?? "build";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Many tests are multi-page flows or sweeps; with 3 workers on 2 busy cores the longest default
  // ones reach 30 s (an i18n sweep timed out at 31 s), so the budget per test is 60 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Three workers on the 2-core CI machine: the browser waits on the server most of the time, so a
  // third worker runs the suite in ~10.5 min instead of ~14.5 (a full run with the helpers' builds
  // busy on the same cores passed, apart from one real defect it found). Tests that read a global
  // feed (the overview's Recent Activity) check their own rows, so parallel writers cannot push
  // them out.
  workers: 3,
  // No retries: a flaky test is a defect to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/helpers/e2e-global-setup.ts",
  use: { baseURL, trace: "off", screenshot: "off" },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/start.js",
    url: `${baseURL}/healthcheck`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT!,
      HOST: "127.0.0.1",
      DATABASE_PATH: process.env.E2E_DB!,
      SESSION_SECRET: "e2e-session-secret",
      INSECURE_COOKIES: "1",
      RATE_LIMIT_FACTOR: "1000",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      REMIX_BUILD_DIR: buildDir,
      APP_URL: baseURL,
    },
  },
});
