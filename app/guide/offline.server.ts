import type { Lang } from "~/i18n/config";
import { createT, type TFunction } from "~/i18n/translate";
import enGuide from "~/locales/en/guide";
import esGuide from "~/locales/es/guide";
import frGuide from "~/locales/fr/guide";
import { getGuideKnowledge } from "./knowledge.server";
import { answerQuestion, type LocalizedAnswer } from "./offline";
import type { GuideSearch, TopicHit } from "./search";

/**
 * The offline answerer on the server: the pure one (./offline.ts) over the knowledge bases read
 * from app/content/guide. English callers need pass nothing; `lang` is the page's language, used
 * when the question itself does not show its language.
 */

const GUIDE_TEXTS: Record<Lang, TFunction> = {
  en: createT("en", enGuide),
  es: createT("es", esGuide),
  fr: createT("fr", frGuide),
};

/** The "guide" namespace's fixed texts in a language. */
export function guideTexts(lang: Lang): TFunction {
  return GUIDE_TEXTS[lang];
}

export function getGuideSearch(lang: Lang = "en"): GuideSearch {
  return (getGuideKnowledge(lang) ?? getGuideKnowledge("en")!).search;
}

/** The ranked topics for a question (the topic search's unit test). */
export function searchGuide(question: string, limit = 5, lang: Lang = "en"): TopicHit[] {
  return getGuideSearch(lang).search(question, { limit });
}

export function answerOffline(question: string, { lang }: { lang?: Lang } = {}): LocalizedAnswer {
  return answerQuestion(question, { pageLang: lang, knowledge: getGuideKnowledge, texts: guideTexts });
}
