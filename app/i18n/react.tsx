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

/** `t` over every matched route's `i18n` messages, plus number and date helpers in the language. */
export function useT() {
  const lang = useLang();
  const timeZone = useTimeZone();
  const matches = useMatches();
  // Merging a few small objects per call is cheaper than keeping a memo keyed on every match.
  const messages: Messages = Object.assign(
    {},
    ...matches.map((m) => (m.data as { i18n?: Messages } | null | undefined)?.i18n ?? {}),
  );
  const t: TFunction = createT(lang, messages);
  return {
    t,
    lang,
    timeZone,
    number: (value: number) => formatNumber(lang, value),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDateIn(lang, timeZone, value, options),
    dateTime: (value: Date | string | number) => formatDateTimeIn(lang, timeZone, value),
  };
}
