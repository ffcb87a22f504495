// The browsers the e2e suite runs (playwright.config.ts). Playwright's own download needs the internet,
// so the suite runs Debian's Chromium packages (scripts/setup-test-env.sh installs them):
// - the headless shell (`chromium-headless-shell`), Playwright's default headless mode, for the suite:
//   measured on the same 32 tests, half the wall time and a quarter of the browser's CPU of full
//   Chromium (docs/performance.md, "The test suite");
// - full Chromium where a test needs what the shell lacks: notifications (push.spec.ts).
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
