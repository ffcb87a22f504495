import type { Lang } from "~/i18n/config";

const usd = new Map<string, Intl.NumberFormat>();

/** A dollar amount in the reader's language ($34.79, 34,79 US$, 34,79 $US). */
export function formatUsd(lang: Lang, value: number) {
  let format = usd.get(lang);
  if (!format) usd.set(lang, (format = new Intl.NumberFormat(lang, { style: "currency", currency: "USD" })));
  return format.format(value);
}
