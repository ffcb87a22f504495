import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";

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
