// Every catalogue, loaded once on the server. Pages send the browser only the namespaces their
// routes ask for, in the active language (`messagesFor`), so a page never carries other languages.
import enAuth from "~/locales/en/auth";
import enChapters from "~/locales/en/chapters";
import enCommon from "~/locales/en/common";
import enEmail from "~/locales/en/email";
import enGokit from "~/locales/en/gokit";
import enLanding from "~/locales/en/landing";
import esAuth from "~/locales/es/auth";
import esChapters from "~/locales/es/chapters";
import esCommon from "~/locales/es/common";
import esEmail from "~/locales/es/email";
import esGokit from "~/locales/es/gokit";
import esLanding from "~/locales/es/landing";
import frAuth from "~/locales/fr/auth";
import frChapters from "~/locales/fr/chapters";
import frCommon from "~/locales/fr/common";
import frEmail from "~/locales/fr/email";
import frGokit from "~/locales/fr/gokit";
import frLanding from "~/locales/fr/landing";
import type { Lang } from "./config";
import { createT, type Messages } from "./translate";

/** A namespace is one file per language in app/locales/<lang>/<namespace>.json; keys start with it. */
export const NAMESPACES = ["common", "auth", "gokit", "landing", "chapters", "email"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: Record<Lang, Record<Namespace, Messages>> = {
  en: { common: enCommon, auth: enAuth, gokit: enGokit, landing: enLanding, chapters: enChapters, email: enEmail },
  es: { common: esCommon, auth: esAuth, gokit: esGokit, landing: esLanding, chapters: esChapters, email: esEmail },
  fr: { common: frCommon, auth: frAuth, gokit: frGokit, landing: frLanding, chapters: frChapters, email: frEmail },
};

const merged = new Map<string, Messages>();

/** The messages of some namespaces in one language (what a route loader hands the browser). */
export function messagesFor(lang: Lang, ...namespaces: Namespace[]): Messages {
  const key = `${lang}|${namespaces.join(",")}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, ...namespaces.map((ns) => CATALOGUES[lang][ns])) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

/** Every namespace of a language, for server-only text (emails, calendar files, toasts). */
export function allMessages(lang: Lang): Messages {
  return messagesFor(lang, ...NAMESPACES);
}

/** A server-side `t` for a language with every namespace (emails go out in the recipient's language). */
export function serverT(lang: Lang) {
  return createT(lang, allMessages(lang));
}
