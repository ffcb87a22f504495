/**
 * Text or an attribute value for HTML, escaped exactly as React's server renderer escapes it
 * (`&`, `<`, `>`, `"` and `'`), for markup written as one string that must be byte-identical to
 * what React would render element by element (docs/performance.md, sixth session). The directory's
 * cards (app/components/chapter-card.tsx) and the guide's suggestion lists keep their own copies:
 * a module shared by public and dashboard pages is a chunk of its own, one more script per page.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
