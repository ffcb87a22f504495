// The browser side: `useT()` translates with the messages the matched routes' loaders returned as
// `i18n` (root sends `common`; a page adds its own namespaces), in the language root chose.
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LANGUAGE, isLanguage, type Lang } from "./config";
import { createT, formatDateIn, formatDateTimeIn, formatNumber, type Messages, type TFunction } from "./translate";

interface RootI18nData {
  lang?: string;
  timeZone?: string;
}

export function useLang(): Lang {
  const data = useRouteLoaderData("root") as RootI18nData | undefined;
  return isLanguage(data?.lang) ? data.lang : DEFAULT_LANGUAGE;
}

export function useTimeZone(): string {
  const data = useRouteLoaderData("root") as RootI18nData | undefined;
  return data?.timeZone ?? "America/New_York";
}

type LoaderI18n = { i18n?: Messages } | null | undefined;

// The last merge, by the identity of its parts: every component of a render asks with the same
// loader objects (on the server, one request's; in the browser, until the next revalidation), so
// the catalogues are merged once per render instead of once per useT call (a directory page calls
// it per card). Identity is compared part by part, so interleaved server renders stay correct.
let lastParts: Array<Messages | undefined> = [];
let lastMerged: Messages = {};

function mergedMessages(parts: Array<Messages | undefined>): Messages {
  if (parts.length === lastParts.length && parts.every((part, i) => part === lastParts[i])) return lastMerged;
  const merged = Object.assign({}, ...parts.map((part) => part ?? {})) as Messages;
  lastParts = parts;
  lastMerged = merged;
  return merged;
}

/** `t` over every matched route's `i18n` messages, plus number and date helpers in the language. */
export function useT() {
  const lang = useLang();
  const timeZone = useTimeZone();
  const matches = useMatches();
  const t: TFunction = createT(lang, mergedMessages(matches.map((m) => (m.data as LoaderI18n)?.i18n)));
  return {
    t,
    lang,
    timeZone,
    number: (value: number) => formatNumber(lang, value),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDateIn(lang, timeZone, value, options),
    dateTime: (value: Date | string | number) => formatDateTimeIn(lang, timeZone, value),
    /** A calendar date with no time ("2026-11-06", a credential's issue or expiry day) as "Nov 6, 2026". */
    calendarDate: (ymd: string) => formatDateIn(lang, "UTC", `${ymd}T00:00:00Z`),
  };
}
