// Which language a request is answered in, and the server's `t` for it.
// Order (issue 19): the signed-in user's saved preference, then the `lng` cookie set by the footer
// switcher, then Accept-Language, then English.
import * as cookie from "cookie";
import { getActor } from "~/access/actor.server";
import { requestScope } from "~/utils/load-context";
import { safeTimeZone } from "~/utils/time-zone";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Lang } from "./config";
import { serverT, type Namespace } from "./catalogue.server";
import type { LoaderMessages } from "./catalogue-ref";
import { loaderMessages, rootLoaderMessages } from "./catalogue-scripts.server";

export interface RequestI18n {
  lang: Lang;
  timeZone: string;
  t: ReturnType<typeof serverT>;
  /**
   * What a loader returns as `i18n` so the page's components can translate: the namespaces' messages,
   * or on a document request a reference to their catalogue scripts (decision 039).
   */
  messages: (...namespaces: Namespace[]) => LoaderMessages;
  /** The root loader's `i18n`: `common` and the public forms' texts, the same way. */
  rootMessages: () => LoaderMessages;
}

/**
 * Set by the server (server/index.js) on every request Remix answers with a document, i.e. without
 * `?_data=`; any value a client sends is replaced. Its only effect: loaders return references to the
 * catalogue scripts instead of the messages. Without it (tests calling loaders, other callers) they
 * return the messages, as a data request does.
 */
export const DOCUMENT_REQUEST_HEADER = "X-Cert-Document";

function isDocumentRequest(request: Request) {
  return request.headers.get(DOCUMENT_REQUEST_HEADER) === "1";
}

export function languageCookie(request: Request): Lang | null {
  const header = request.headers.get("Cookie");
  const value = header ? cookie.parse(header)[LANGUAGE_COOKIE] : undefined;
  return isLanguage(value) ? value : null;
}

export function serializeLanguageCookie(lang: Lang) {
  return cookie.serialize(LANGUAGE_COOKIE, lang, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
}

/** The service worker fetches /offline without cookies and says the language in `?lng=`. */
function offlinePageLanguage(request: Request): Lang | null {
  const url = new URL(request.url);
  if (url.pathname !== "/offline") return null;
  const lng = url.searchParams.get("lng");
  return isLanguage(lng) ? lng : null;
}

const cache = new WeakMap<object, Promise<RequestI18n>>();

/** The request's language, time zone and `t`; memoised per request like the actor (`requestScope`). */
export function getI18n(request: Request): Promise<RequestI18n> {
  const scope = requestScope(request);
  let pending = cache.get(scope);
  if (!pending) {
    pending = (async () => {
      const actor = await getActor(request);
      const saved = actor?.settings;
      const lang =
        offlinePageLanguage(request) ??
        (isLanguage(saved?.language) ? saved.language : null) ??
        languageCookie(request) ??
        negotiateLanguage(request.headers.get("Accept-Language")) ??
        DEFAULT_LANGUAGE;
      const timeZone = safeTimeZone(saved?.timezone);
      const document = isDocumentRequest(request);
      return {
        lang,
        timeZone,
        t: serverT(lang),
        messages: (...ns: Namespace[]) => loaderMessages(lang, document, ns),
        rootMessages: () => rootLoaderMessages(lang, document),
      };
    })();
    cache.set(scope, pending);
  }
  return pending;
}
