import type { MetaFunction } from "@remix-run/node";
import { messageOf, type LoaderMessages } from "~/i18n/catalogue-ref";

/**
 * The `meta` of a page whose <title> is a catalogue text its loader sent (`key`, in the reader's
 * language), or the English title when there is no data (an error page).
 */
export function catalogueTitle(key: string, english: string): MetaFunction {
  return ({ data }) => [{ title: messageOf((data as { i18n?: LoaderMessages } | undefined)?.i18n, key) ?? english }];
}
