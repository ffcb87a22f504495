import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";

/**
 * axe-core's own minified build (the same version and rules as its `axe.js`, 0.6 MB instead of 1.3),
 * of the axe-core @axe-core/playwright depends on, read once per worker, and the configuration the
 * library gives it in legacy mode.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);
const INJECT = `if (!window.axe) {
${AXE_SOURCE}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });
}`;

/**
 * axe-core on a page of this app, chained like @axe-core/playwright's `AxeBuilder` (`.withTags()`,
 * `.include()`, `.disableRules()`, then `.analyze()`), run the way its legacy mode runs it:
 * `axe.run` in the page, with the same context and options. The differences are what it costs:
 * - the specs read only `violations`, so axe is asked for those alone (`resultTypes`: the passing
 *   and inapplicable nodes are not collected with a CSS selector each and sent back);
 * - axe-core is put into a document once (its minified build, as a script that does nothing where
 *   `window.axe` is already defined), where the builder sent and ran the full 1.3 MB source twice per
 *   scan (once in `analyze()`, again when injecting into each frame, the main frame included).
 *   Measured on one page, alternately: 0.45 against 0.55 CPU-seconds a scan on `/`, 0.55 against 0.63
 *   on the settings page (docs/performance.md, "Eleventh session: suite-e2e").
 * Legacy mode's `axe.run` instead of `runPartial` + `finishRun` (a second page, axe loaded into it
 * again, partial results shipped over) checks the same, since the app has no cross-origin frames
 * (the only thing it leaves out). Decision 065.
 */
export function axe(page: Page) {
  return new AxeScan(page);
}

class AxeScan {
  private readonly includes: string[] = [];
  private readonly options: RunOptions = { resultTypes: ["violations"] };
  constructor(private readonly page: Page) {}

  withTags(tags: string[]) {
    this.options.runOnly = { type: "tag", values: tags };
    return this;
  }

  include(selector: string) {
    this.includes.push(selector);
    return this;
  }

  disableRules(rules: string[]) {
    this.options.rules = Object.fromEntries(rules.map((rule) => [rule, { enabled: false }]));
    return this;
  }

  async analyze(): Promise<AxeResults> {
    await this.page.evaluate(INJECT);
    // The context @axe-core/playwright builds: an empty include is the whole document.
    const context = { exclude: [], include: this.includes };
    const answer = await this.page.evaluate(
      ({ context, options }) =>
        window.axe.run(context, options).then(
          (results) => ({ error: null, results }),
          (error: Error) => ({ error: error.message, results: null }),
        ),
      { context, options: this.options },
    );
    if (answer.error !== null) throw new Error(answer.error);
    return answer.results!;
  }
}

/**
 * axe on a hydrated page whose server-rendered document the same spec scans in full (a11y.spec.ts's
 * "server-rendered" variant: the same route, role and data shape, the app's scripts blocked), with
 * `color-contrast` checked only where hydration changed the document (on the renderer, a full scan of
 * these pages cost ~0.42 CPU-s, this one ~0.28: docs/performance.md, "Tenth session: suite-browser").
 *
 * Why that covers every element. `color-contrast` judges a text element by its computed colour and
 * font and by what is painted behind it; all of that comes from the document (its elements, their
 * attributes, form controls' state, the style sheets it links) under the same CSS file and viewport.
 * `serverHtml` is the body of the response this page was loaded from; the browser parses it again
 * with `DOMParser` and the live document is compared with it (`changedSinceServerRender`):
 * - an element whose own attributes, children and form state are the server's, all the way from
 *   <body>, is styled, laid out and painted as in the server-rendered page, so the full scan of that
 *   page judges it. The CSS has no selector on what hydration adds to <html> (`data-hydrated`).
 * - where a node was added, removed or changed, the parent of that node is returned and its whole
 *   subtree is checked here, so siblings a Tailwind `peer-*` or `space-*` selector could restyle are
 *   checked too;
 * - if <html>'s own attributes (the theme), anything in <head> (a style sheet), or the constructed
 *   style sheets differ, the whole document is checked here.
 * A MutationObserver watches from the comparison to the end of the check: if the document changed
 * meanwhile, the check runs again over the whole document.
 * Every other rule runs on the whole hydrated page as before.
 */
export async function axeAfterHydration(page: Page, serverHtml: string, tags?: string[]): Promise<Result[]> {
  let builder = axe(page).disableRules(["color-contrast"]);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  const contrast = await page.evaluate(async (html) => {
    // One function, because Playwright sends it to the page as source.
    function changedSinceServerRender(): Element[] {
      const server = new DOMParser().parseFromString(html, "text/html");
      const whole = [document.documentElement];
      if (document.adoptedStyleSheets.length > 0) return whole;
      const attrs = (e: Element) =>
        e
          .getAttributeNames()
          .filter((n) => n !== "nonce" && !(e.localName === "html" && n === "data-hydrated"))
          .sort()
          .map((n) => `${n}=${e.getAttribute(n)}`)
          .join("\u0000");
      const state = (e: Element) =>
        e instanceof HTMLInputElement
          ? `${e.value}\u0000${e.checked}`
          : e instanceof HTMLTextAreaElement
            ? e.value
            : e instanceof HTMLSelectElement
              ? [...e.options].map((o) => (o.selected ? 1 : 0)).join("")
              : "";
      const kids = (n: Node) =>
        [...n.childNodes].filter(
          (k) => k.nodeType === Node.ELEMENT_NODE || (k.nodeType === Node.TEXT_NODE && k.textContent!.trim() !== ""),
        );
      const same = (a: Node, b: Node) => {
        if (a.nodeType !== b.nodeType) return false;
        if (a.nodeType === Node.TEXT_NODE) return a.textContent === b.textContent;
        const ea = a as Element;
        const eb = b as Element;
        return ea.localName === eb.localName && attrs(ea) === attrs(eb) && state(ea) === state(eb);
      };
      const sameTree = (live: Element, srv: Element): boolean => {
        const a = kids(live);
        const b = kids(srv);
        return (
          a.length === b.length &&
          a.every(
            (k, i) => same(k, b[i]!) && (k.nodeType !== Node.ELEMENT_NODE || sameTree(k as Element, b[i] as Element)),
          )
        );
      };
      if (!same(document.documentElement, server.documentElement)) return whole;
      if (!same(document.head, server.head) || !sameTree(document.head, server.head)) return whole;
      if (!same(document.body, server.body)) return whole;
      const changed: Element[] = [];
      const walk = (live: Element, srv: Element) => {
        const a = kids(live);
        const b = kids(srv);
        if (a.length !== b.length || a.some((k, i) => !same(k, b[i]!))) {
          changed.push(live);
          return;
        }
        a.forEach((k, i) => {
          if (k.nodeType === Node.ELEMENT_NODE) walk(k as Element, b[i] as Element);
        });
      };
      walk(document.body, server.body);
      return changed;
    }
    let mutated = false;
    const observer = new MutationObserver(() => (mutated = true));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const run = (include: Element[]) =>
      include.length === 0
        ? Promise.resolve({ violations: [] as Result[] })
        : window.axe.run(
            { include },
            { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] },
          );
    const changed = changedSinceServerRender();
    let result = await run(changed);
    observer.disconnect();
    if (mutated) result = await run([document.documentElement]);
    return result.violations;
  }, serverHtml);
  return [...violations, ...contrast];
}

declare global {
  interface Window {
    axe: typeof import("axe-core");
  }
}
