import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions, SerialContextObject } from "axe-core";

// What @axe-core/playwright's legacy mode evaluates in a frame: axe-core's source, then its configuration
// (same-origin frames only, as legacy mode does; the branding tells a report it came from Playwright).
// The source is axe-core's minified build (axe.min.js, ~570 KB), the same version and rules as the
// unminified axe.js (~1.3 MB) the library sends, which the page parsed at about twice the cost. It is
// resolved from @axe-core/playwright's own dependency, so it is the axe-core the library would run.
const fromLibrary = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = fs.readFileSync(fromLibrary.resolve("axe-core/axe.min.js"), "utf8");
const AXE_CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;

// The builder's state, which @axe-core/playwright keeps in fields its types call private.
type BuilderState = {
  page: Page;
  includes: SerialContextObject["include"][];
  excludes: SerialContextObject["exclude"][];
  option: RunOptions;
};

/**
 * @axe-core/playwright's builder (`.withTags()`, `.include()`, `.exclude()`, `.options()`... as usual),
 * with `analyze()` doing what its legacy mode does (`axe.run` in the page, axe-core in every frame, the
 * same context and options) while parsing axe-core's ~570 KB source once per document instead of twice:
 * the library's `analyze()` evaluates the source in the page, then its legacy path injects it into every
 * frame again, the main frame included. A document that already has axe (a second scan of the same page,
 * after the test changed it) is not given it again.
 */
class AxeOnceBuilder extends AxeBuilder {
  override async analyze(): Promise<AxeResults> {
    const { page, includes, excludes, option } = this as unknown as BuilderState;
    // Like the library: a frame that cannot take axe (gone, or still loading) is left out, the page itself
    // must take it.
    for (const frame of page.frames()) {
      const main = frame === page.mainFrame();
      try {
        const has = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
        if (!has) await frame.evaluate(AXE_SOURCE + AXE_CONFIGURE);
      } catch (error) {
        if (main) throw error;
      }
    }
    const context: { include: unknown[]; exclude: unknown[] } = { include: [], exclude: [...excludes] };
    if (includes.length) context.include = includes;
    const outcome = await page.evaluate(
      ({ context, options }) =>
        (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe
          .run(context || document, options || {})
          .then((results) => ({ error: null, results }))
          .catch((err: Error) => ({ error: err.message, results: null })),
      { context, options: option },
    );
    if (outcome.error !== null || !outcome.results) throw new Error(outcome.error ?? "axe returned no results");
    return outcome.results;
  }
}

/**
 * axe-core for a page of this app, the cheap way. The specs read only `violations`, so axe is asked
 * for those alone (`resultTypes`: the passing and inapplicable nodes are no longer collected with a
 * CSS selector each and sent back). Legacy mode (`axe.run` in the page) instead of `runPartial` +
 * `finishRun`, which opens a second page, loads axe-core into it a second time and ships the partial
 * results over: the same checks, since the app has no cross-origin frames (the only thing legacy mode
 * leaves out). And axe-core's source is parsed once per document, not twice (`AxeOnceBuilder`). Chain
 * `.withTags()` / `.include()` as usual.
 */
export function axe(page: Page) {
  return new AxeOnceBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
}
