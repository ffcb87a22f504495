// The browser side: `useT()` translates with the messages the matched routes' loaders returned as
// `i18n` (root sends `common`; a page adds its own namespaces), in the language root chose. On a
// document those are references to catalogue scripts, which `<CatalogueScripts />` loads before
// Remix's scripts (decision 039).
import { UNSAFE_RemixContext, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useContext } from "react";
import { catalogueScriptSrc, messageParts, referencedCatalogues, type LoaderMessages } from "./catalogue-ref";
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

type LoaderI18n = { i18n?: LoaderMessages } | null | undefined;

// The matched routes' messages as one lookup, by the identity of its parts: every component of a
// render asks with the same loader objects (on the server, one request's; in the browser, until the
// next revalidation), so the lookup is built once per render instead of once per useT call (a
// directory page calls it per card). Identity is compared part by part, so interleaved server
// renders stay correct. The parts are not copied into one object (a dashboard page's catalogues
// hold about a thousand keys, copied on every request for the few hundred a render reads): a key
// is looked up in each part, the innermost route's first, as Object.assign's merge would have
// answered it.
let lastParts: Messages[] = [];
let lastMerged: Messages = {};

function mergedMessages(parts: Messages[]): Messages {
  if (parts.length === lastParts.length && parts.every((part, i) => part === lastParts[i])) return lastMerged;
  const present = [...parts].reverse();
  lastParts = parts;
  lastMerged =
    present.length === 1
      ? present[0]!
      : new Proxy({} as Messages, {
          get(_target, key) {
            if (typeof key !== "string") return undefined;
            for (const part of present) {
              if (Object.prototype.hasOwnProperty.call(part, key)) return part[key];
            }
            return undefined;
          },
        });
  return lastMerged;
}

type TKit = ReturnType<typeof tKit>;

// On the server a document is rendered once from one request's loader data, so every `useT` of a
// render answers the same: the answer is kept per render (Remix's context, one object per render of
// `<RemixServer>`) instead of matching the routes and building the functions again in each of the
// hundred or so components that ask. In the browser the data changes between renders under the
// same context, so there each call reads it (the branch is fixed per environment, so a component
// calls the same hooks on every render).
const serverKits = new WeakMap<object, TKit>();
const onServer = typeof document === "undefined";

/** `t` over every matched route's `i18n` messages, plus number and date helpers in the language. */
export function useT(): TKit {
  if (onServer) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per environment (see above)
    const render = useContext(UNSAFE_RemixContext);
    const known = render ? serverKits.get(render) : undefined;
    if (known) return known;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per environment (see above)
    const kit = useTKit();
    if (render) serverKits.set(render, kit);
    return kit;
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per environment (see above)
  return useTKit();
}

function useTKit() {
  const lang = useLang();
  const timeZone = useTimeZone();
  const matches = useMatches();
  return tKit(lang, timeZone, mergedMessages(matches.flatMap((m) => messageParts((m.data as LoaderI18n)?.i18n))));
}

function tKit(lang: Lang, timeZone: string, messages: Messages) {
  const t: TFunction = createT(lang, messages);
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

/**
 * The catalogue scripts the matched routes' loaders referred to, as plain `<script src>` before
 * Remix's `<Scripts />`: parser-blocking, so they have registered their messages before Remix's
 * (async module) script can hydrate. Rendered the same way while hydrating; later data requests
 * carry messages, not references, so no script is added after the first render. They carry the CSP
 * nonce like every script of the page (the policy also allows them as 'self').
 */
export function CatalogueScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  return (
    <>
      {referencedCatalogues(matches.map((m) => m.data)).map((id) => (
        <script key={id} src={catalogueScriptSrc(id)} nonce={nonce} />
      ))}
    </>
  );
}
