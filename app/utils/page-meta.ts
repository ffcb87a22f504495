import type { MetaDescriptor } from "@remix-run/node";

// The meta tags of a page. Each route's `meta` passes its texts from the loader's catalogue, with an
// English fallback for the renders that have no loader data (an error page).

/** The page's <title> and, when given, its description. */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  return description === undefined ? [{ title }] : [{ title }, { name: "description", content: description }];
}

/** "<page> | CERT Chapters": the title of a page whose name does not carry the site's. */
export function siteTitle(page: string) {
  return `${page} | CERT Chapters`;
}
