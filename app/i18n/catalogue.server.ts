// Every catalogue, loaded once on the server. Pages send the browser only the namespaces their
// routes ask for, in the active language (`messagesFor`), so a page never carries other languages.
import enActivations from "~/locales/en/activations";
import enAdmin from "~/locales/en/admin";
import enAuth from "~/locales/en/auth";
import enChapters from "~/locales/en/chapters";
import enCommon from "~/locales/en/common";
import enContent from "~/locales/en/content";
import enDashboard from "~/locales/en/dashboard";
import enEmail from "~/locales/en/email";
import enGokit from "~/locales/en/gokit";
import enGuide from "~/locales/en/guide";
import enLanding from "~/locales/en/landing";
import enPublic from "~/locales/en/public";
import enRecord from "~/locales/en/record";
import enTraining from "~/locales/en/training";
import enValidation from "~/locales/en/validation";
import esActivations from "~/locales/es/activations";
import esAdmin from "~/locales/es/admin";
import esAuth from "~/locales/es/auth";
import esChapters from "~/locales/es/chapters";
import esCommon from "~/locales/es/common";
import esContent from "~/locales/es/content";
import esDashboard from "~/locales/es/dashboard";
import esEmail from "~/locales/es/email";
import esGokit from "~/locales/es/gokit";
import esGuide from "~/locales/es/guide";
import esLanding from "~/locales/es/landing";
import esPublic from "~/locales/es/public";
import esRecord from "~/locales/es/record";
import esTraining from "~/locales/es/training";
import esValidation from "~/locales/es/validation";
import frActivations from "~/locales/fr/activations";
import frAdmin from "~/locales/fr/admin";
import frAuth from "~/locales/fr/auth";
import frChapters from "~/locales/fr/chapters";
import frCommon from "~/locales/fr/common";
import frContent from "~/locales/fr/content";
import frDashboard from "~/locales/fr/dashboard";
import frEmail from "~/locales/fr/email";
import frGokit from "~/locales/fr/gokit";
import frGuide from "~/locales/fr/guide";
import frLanding from "~/locales/fr/landing";
import frPublic from "~/locales/fr/public";
import frRecord from "~/locales/fr/record";
import frTraining from "~/locales/fr/training";
import frValidation from "~/locales/fr/validation";
import type { Lang } from "./config";
import { createT, type Messages } from "./translate";

/** A namespace is one file per language in app/locales/<lang>/<namespace>.json; keys start with it. */
export const NAMESPACES = [
  "common",
  "auth",
  "gokit",
  "landing",
  "chapters",
  "email",
  "validation",
  "dashboard",
  "content",
  "activations",
  "training",
  "admin",
  "public",
  "guide",
  "record",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: Record<Lang, Record<Namespace, Messages>> = {
  en: {
    common: enCommon,
    auth: enAuth,
    gokit: enGokit,
    landing: enLanding,
    chapters: enChapters,
    email: enEmail,
    validation: enValidation,
    dashboard: enDashboard,
    content: enContent,
    activations: enActivations,
    training: enTraining,
    admin: enAdmin,
    public: enPublic,
    record: enRecord,
    guide: enGuide,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    gokit: esGokit,
    landing: esLanding,
    chapters: esChapters,
    email: esEmail,
    validation: esValidation,
    dashboard: esDashboard,
    content: esContent,
    activations: esActivations,
    training: esTraining,
    admin: esAdmin,
    public: esPublic,
    record: esRecord,
    guide: esGuide,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    gokit: frGokit,
    landing: frLanding,
    chapters: frChapters,
    email: frEmail,
    validation: frValidation,
    dashboard: frDashboard,
    content: frContent,
    activations: frActivations,
    training: frTraining,
    admin: frAdmin,
    public: frPublic,
    record: frRecord,
    guide: frGuide,
  },
};

const merged = new Map<string, Messages>();

/**
 * The messages of some namespaces in one language (what a route loader hands the browser). English
 * pages get no `validation` namespace: its English texts are the schemas' own messages, which
 * `translateValidation` shows when a key is missing (see ~/i18n/validation).
 */
export function messagesFor(lang: Lang, ...namespaces: Namespace[]): Messages {
  const key = `${lang}|${namespaces.join(",")}`;
  let messages = merged.get(key);
  if (!messages) {
    const sent = lang === "en" ? namespaces.filter((ns) => ns !== "validation") : namespaces;
    messages = Object.assign({}, ...sent.map((ns) => CATALOGUES[lang][ns])) as Messages;
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
