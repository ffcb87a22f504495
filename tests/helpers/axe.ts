import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core for a page of this app, the cheap way. The specs read only `violations`, so axe is asked
 * for those alone (`resultTypes`: the passing and inapplicable nodes are no longer collected with a
 * CSS selector each and sent back). Legacy mode runs `axe.run` in the page instead of
 * `runPartial` + `finishRun`, which opens a second page, loads axe-core into it a second time and
 * ships the partial results over: the same checks, since the app has no cross-origin frames (the
 * only thing legacy mode leaves out). Chain `.withTags()` / `.include()` as usual.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
}
