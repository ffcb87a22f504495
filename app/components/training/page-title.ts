import type { MetaFunction } from "@remix-run/node";

/**
 * The `meta` of a training page: its title from the `training` catalogue the loader sent (in the
 * reader's language), or the English title when there is no data (an error page).
 */
export function trainingPageTitle(key: string, english: string): MetaFunction {
  return ({ data }) => [{ title: (data as { i18n?: Record<string, string> } | undefined)?.i18n?.[key] ?? english }];
}
