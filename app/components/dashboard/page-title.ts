import type { MetaFunction } from "@remix-run/node";

/**
 * The `meta` of a page whose <title> is a catalogue text its loader sent (`key`, in the reader's
 * language), or the English title when there is no data (an error page).
 */
export function catalogueTitle(key: string, english: string): MetaFunction {
  return ({ data }) => [{ title: (data as { i18n?: Record<string, string> } | undefined)?.i18n?.[key] ?? english }];
}
