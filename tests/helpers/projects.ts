/**
 * Tests that run in one of the two Playwright projects only (`js`, `no-js`), in files that also hold
 * tests for both. `test("...", jsOnly("reason"), async () => ...)` or `test.describe("...",
 * jsOnly("reason"), () => ...)` tags them; playwright.config.ts gives the other project a
 * `grepInvert` of the tag, so that project does not list them at all (decision 070). A skip in the
 * other project, as such tests had before, still cost the runner a code frame of the whole file per
 * skipped test (decision 066). The reason is kept as the test's annotation. Files whose every test
 * runs in one project are listed in playwright.config.ts instead (decision 066).
 */
export const JS_ONLY_TAG = "@js-only";
export const NO_JS_ONLY_TAG = "@no-js-only";

export function jsOnly(reason: string) {
  return { tag: JS_ONLY_TAG, annotation: { type: "js-only", description: reason } };
}

export function noJsOnly(reason: string) {
  return { tag: NO_JS_ONLY_TAG, annotation: { type: "no-js-only", description: reason } };
}
