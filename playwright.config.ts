import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/helpers/browser";
import { slotPaths, slotServerUp } from "./tests/helpers/e2e-slots";
import { JS_ONLY_TAG, NO_JS_ONLY_TAG } from "./tests/helpers/projects";

// Each worker slot has its own app server, database and mail sink (tests/helpers/e2e-global-setup.ts,
// docs/decisions/014-e2e-worker-servers.md). The global setup makes the run's folder (E2E_DIR, in RAM
// when the machine has /dev/shm) and its teardown removes it, so a run that sets nothing up
// (`--list`) leaves no folder behind; workers inherit it, and this file, loaded again in each worker,
// points the worker at its slot's server and database before any spec imports the app's database client.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  const paths = slotPaths(process.env.E2E_DIR!, Number(slot));
  // The test process opens its slot's database file, to arrange data through the models.
  process.env.DATABASE_PATH = paths.db;
  process.env.E2E_MAIL_DIR = paths.mailDir;
  process.env.E2E_PORT = process.env[`E2E_PORT_${slot}`];
  // Mail sent from the test process (a model called to arrange data) goes to the slot's sink too.
  process.env.SMTP_URL = `smtp://127.0.0.1:${process.env[`E2E_SMTP_PORT_${slot}`]}`;
  // The global setup does not wait for the servers (they start while the runner lists the tests).
  await slotServerUp(process.env.E2E_PORT, slot);
}
process.env.SESSION_SECRET = "e2e-session-secret";

const baseURL = process.env.E2E_PORT ? `http://127.0.0.1:${process.env.E2E_PORT}` : undefined;

/**
 * Spec files whose every test runs in one project only: each starts with a file-wide skip for the
 * other project (a `test.skip(...)` modifier, or a `test.beforeEach` that skips). The other project
 * does not list them at all. A skipped test is not free: the skip is an error thrown inside a hook
 * step, and for every such step the runner reads the spec file and syntax-highlights all of it to
 * attach a code frame (Playwright's `addLocationAndSnippetToError`): authz-matrix's 205 no-js copies
 * alone made 410 of them, ~10 CPU-seconds of the runner's single thread (docs/performance.md,
 * "Eleventh session: suite-runner"). The same tests run. `oneProjectFiles` checks that each file listed still has its
 * file-wide skip of the other project, so the list cannot hide a test meant to run in both.
 */
const JS_ONLY = [
  "a11y",
  "admin-a11y",
  "api",
  "authz-matrix",
  "cluster",
  "crash",
  "form-revalidation",
  "fuzz",
  "offline-activations",
  "offline",
  "overflow",
  "security",
  "visual",
];
const NO_JS_ONLY = ["i18n-activations", "i18n-admin", "i18n-content", "i18n-dashboard", "i18n-guide", "i18n-training"];

/** Globs for the files `names`, each checked to start with a file-wide skip of the other project. */
function oneProjectFiles(names: string[], project: "js" | "no-js") {
  // The skip's condition, as the specs write it: true in the project the file does not run in.
  const skipsOther =
    project === "js"
      ? /javaScriptEnabled === false|!isJsProject\(\)/
      : /javaScriptEnabled !== false|[^!]isJsProject\(\)/;
  return names.map((name) => {
    const file = path.join("tests/e2e", `${name}.spec.ts`);
    // A skip at the top level of the file (not inside a describe or a test) applies to every test.
    const skip = /^test\.(?:skip\(|beforeEach\(\(\) => \{?\s*test\.skip\()([^"]*)"/m.exec(
      fs.readFileSync(file, "utf8"),
    );
    if (!skip || !skipsOther.test(skip[1]))
      throw new Error(
        `${file} is listed as ${project} only, but does not start with a file-wide skip of the other project`,
      );
    return `**/${name}.spec.ts`;
  });
}

/**
 * Tests of files that hold both kinds, tagged `jsOnly(...)` / `noJsOnly(...)` (tests/helpers/projects.ts):
 * the other project's `grepInvert` leaves them out of its list (decision 070), as `testIgnore` does
 * for the files above. Playwright matches it against the title path and the tags.
 */
function tagged(tag: string) {
  return new RegExp(`(^|\\s)${tag}(\\s|$)`);
}

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Many tests are multi-page flows or sweeps; with 3 workers on 2 busy cores the longest default
  // ones reach 30 s (an i18n sweep timed out at 31 s), so the budget per test is 60 s.
  timeout: 60_000,
  // Assertions wait on durable state (a row in a list, the page's content), never on a sleep, so a
  // long ceiling costs nothing when the page is quick and keeps a loaded 2-core machine green.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Three workers on the 2-core CI machine: the browser waits on the server most of the time, so a
  // third worker runs the suite in ~10.5 min instead of ~14.5 (a full run with the helpers' builds
  // busy on the same cores passed, apart from one real defect it found). Each worker has its own
  // app server and database (globalSetup), so no test sees another worker's rows.
  workers: 3,
  // No retries: a flaky test is a defect to fix, not to hide.
  retries: 0,
  // The timeline reporter prints, after the summary, where the step's wall time went (startup, each
  // worker slot's busy and idle time, worker processes started): tests/helpers/timeline-reporter.ts.
  reporter: [["list"], ["./tests/helpers/timeline-reporter.ts"]],
  globalSetup: "./tests/helpers/e2e-global-setup.ts",
  // The service worker (public/sw.js) is blocked unless a spec asks for it. In a fresh context, which
  // every test gets, it installs, fetches and keeps the offline page and its scripts, and then every
  // navigation passes through it: about a fifth of the CPU of the same 74 tests, measured alternately
  // (docs/decisions/014-e2e-worker-servers.md). The specs of what it does (offline, offline-activations, push) and
  // flows that cross it (auth: sign-in and sign-out tell it who is signed in; guide: it keeps the
  // guide's pages and knowledge base; i18n-catalogue-scripts: the catalogue scripts it keeps) run
  // with it: `test.use({ serviceWorkers: "allow" })`.
  use: { baseURL, trace: "off", screenshot: "off", serviceWorkers: "block" },
  projects: [
    {
      name: "js",
      use: { ...chromium, javaScriptEnabled: true },
      testIgnore: oneProjectFiles(NO_JS_ONLY, "no-js"),
      grepInvert: tagged(NO_JS_ONLY_TAG),
    },
    {
      name: "no-js",
      use: { ...chromium, javaScriptEnabled: false },
      testIgnore: oneProjectFiles(JS_ONLY, "js"),
      grepInvert: tagged(JS_ONLY_TAG),
    },
  ],
});
