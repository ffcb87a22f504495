// The one translation function, for the server (pages, emails, calendar files) and the browser.
// Catalogues use i18next's JSON v4 conventions (`{{name}}` placeholders, `_one`/`_other`/`_many`
// plural suffixes chosen by Intl.PluralRules), so moving to i18next later is a drop-in; see
// docs/decisions/009-i18n.md for why the library itself is not shipped to browsers.
import { dateFormat, zonedDateTime } from "~/utils/event-time-format";
import type { Lang } from "./config";

/** Flat messages: full key (`auth.login.title`) to text. */
export type Messages = Record<string, string>;
export type TVars = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, vars?: TVars) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
// Intl is slow per call (a directory page asks for a plural and a number on every card), and the
// counts people see are mostly small whole numbers: their answers are kept per language.
const SMALL = 1000;
const smallPlurals = new Map<string, Array<Intl.LDMLPluralRule | undefined>>();

function pluralCategory(lang: Lang, count: number) {
  const small = Number.isInteger(count) && count >= 0 && count < SMALL;
  let known = smallPlurals.get(lang);
  if (small && known?.[count]) return known[count];
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const category = rules.select(count);
  if (small) {
    if (!known) smallPlurals.set(lang, (known = []));
    known[count] = category;
  }
  return category;
}

export function formatNumber(lang: Lang, value: number) {
  // Whole numbers under 1,000 have no separators in any of our languages: the digits themselves.
  if (Number.isInteger(value) && value >= 0 && value < SMALL) return String(value);
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(value);
}

/**
 * A `t` over `messages`. `count` picks the plural form (`key_one`, `key_other`, ...; `key_zero`
 * first when count is 0 and the catalogue has it); numbers are formatted for the language; a
 * missing key returns the key itself (the catalogue test keeps that from shipping).
 */
export function createT(lang: Lang, messages: Messages): TFunction {
  return (key, vars) => {
    let text: string | undefined;
    const count = vars?.count;
    if (typeof count === "number") {
      text =
        (count === 0 ? messages[`${key}_zero`] : undefined) ??
        messages[`${key}_${pluralCategory(lang, count)}`] ??
        messages[`${key}_other`];
    }
    text ??= messages[key];
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined || value === null) return whole;
      return typeof value === "number" ? formatNumber(lang, value) : value;
    });
  };
}

// One cache of date formats for the translation layer and the loaders' date labels.
export { dateFormat };

export function formatDateIn(
  lang: Lang,
  timeZone: string,
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
) {
  return dateFormat(lang, timeZone, options).format(new Date(date));
}

/** A date and time with its zone, in the one style (utils/event-time-format's `zonedDateTime`). */
export function formatDateTimeIn(lang: Lang, timeZone: string, date: Date | string | number) {
  return zonedDateTime(date, timeZone, lang);
}
