/**
 * Text or an attribute value for HTML, escaped exactly as React's server renderer escapes it
 * (`&`, `<`, `>`, `"` and `'`), for markup written as one string that must be byte-identical to
 * what React would render element by element (docs/performance.md: the guide's suggestion lists,
 * the directory's cards).
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
