// Every catalogue, loaded once on the server. Pages send the browser only the namespaces their
// routes ask for, in the active language (`messagesFor`), so a page never carries other languages.
import enAuth from "~/locales/en/auth.json";
import enChapters from "~/locales/en/chapters.json";
import enCommon from "~/locales/en/common.json";
import enEmail from "~/locales/en/email.json";
import enGokit from "~/locales/en/gokit.json";
import enLanding from "~/locales/en/landing.json";
import esAuth from "~/locales/es/auth.json";
import esChapters from "~/locales/es/chapters.json";
import esCommon from "~/locales/es/common.json";
import esEmail from "~/locales/es/email.json";
import esGokit from "~/locales/es/gokit.json";
import esLanding from "~/locales/es/landing.json";
import frAuth from "~/locales/fr/auth.json";
import frChapters from "~/locales/fr/chapters.json";
import frCommon from "~/locales/fr/common.json";
import frEmail from "~/locales/fr/email.json";
import frGokit from "~/locales/fr/gokit.json";
import frLanding from "~/locales/fr/landing.json";
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
