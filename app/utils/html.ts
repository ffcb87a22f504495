/**
 * Text or an attribute value for HTML, escaped exactly as React's server renderer escapes it
 * (`&`, `<`, `>`, `"` and `'`), for markup written as one string that must be byte-identical to
 * what React would render element by element (docs/performance.md, sixth session).
 *
 * Modules that reach the browser keep their own copy where importing this one would cost a script:
 * the bundler puts a module in a chunk of its own unless the same routes import it as another, so
 * each new importer splits it from `html-list-links.ts`, whose chunk it shares today. Measured with
 * a production build (twelfth session): importing it in the six dashboard writers (training's
 * pending-credential and hours-table, activations' roster-cells and history-rows, events'
 * event-card, dashboard's review-list) gave 16 routes one more script (+55 to +116 bytes); in
 * chapter-card and guide-chat, one more on the directory, chapter, landing and guide pages; in the
 * offline answer (offline/guide-answer.client.ts), one more on the overview and readiness pages.
 * The dashboard writers' and chapter-card's copies are checked against React's rendering by their
 * unit tests (tests/unit/{pending-credential,hours-rows,roster-cells,history-rows,event-cards,
 * review-card,directory-cards}.test.ts).
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
