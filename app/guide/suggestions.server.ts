import type { TFunction } from "~/i18n/translate";
import type { Lang } from "~/i18n/config";
import { getGuideContent } from "./knowledge.server";
import { ALL_TOPICS, STARTER_QUESTIONS, TRENDING_TOPICS } from "./topics";

/** A suggestion button of the chat card: what it shows and what it asks. */
export interface GuideSuggestion {
  label: string;
  question: string;
  /** Set when the text is English on a page in another language (no translation yet). */
  lang?: "en";
}

/** What the chat card offers before the first question, in the page's language. */
export interface GuideSuggestions {
  starters: GuideSuggestion[];
  trending: GuideSuggestion[];
  topics: GuideSuggestion[];
}

// Built on the server and sent with the page, so the topic lists are not in the browser's bundle of
// the landing page (JS budget, docs/performance.md); the English texts are those of ./topics.
const STARTER_KEYS: Record<string, string> = {
  "emergency-kits": "guide.suggestion.kit",
  "family-communication-plan": "guide.starter.familyPlan",
  earthquakes: "guide.suggestion.earthquake",
  hurricanes: "guide.starter.hurricane",
  "severe-bleeding": "guide.starter.bleeding",
};
const TRENDING_KEYS: Record<string, { label: string; question: string }> = {
  "active-shooter": {
    label: "guide.trending.activeShooter.label",
    question: "guide.trending.activeShooter.question",
  },
  "wildfires-and-smoke": {
    label: "guide.trending.wildfireSmoke.label",
    question: "guide.trending.wildfireSmoke.question",
  },
  floods: { label: "guide.trending.flashFlood.label", question: "guide.trending.flashFlood.question" },
  "power-outages": { label: "guide.trending.powerOutage.label", question: "guide.trending.powerOutage.question" },
  "heat-illness": { label: "guide.trending.heatStroke.label", question: "guide.trending.heatStroke.question" },
  "civil-unrest": { label: "guide.trending.civilUnrest.label", question: "guide.trending.civilUnrest.question" },
};

/**
 * The chat card's topic names in a language (topic id to name): a written topic's short label, a
 * stub's title; undefined for English (the card's own labels). Asking a name finds its topic.
 */
export function topicLabels(lang: Lang): Record<string, string> | undefined {
  if (lang === "en") return undefined;
  const { topics, stubs } = getGuideContent(lang);
  return Object.fromEntries([...stubs.map((s) => [s.id, s.title]), ...topics.map((t) => [t.id, t.label])]);
}

const built = new Map<string, GuideSuggestions>();

/** The card's suggestions for a page in `lang` (`t` of that language); the same for every visitor. */
export function guideSuggestions(lang: Lang, t: TFunction): GuideSuggestions {
  let suggestions = built.get(lang);
  if (suggestions) return suggestions;
  const labels = topicLabels(lang);
  suggestions = {
    starters: STARTER_QUESTIONS.map((q) => {
      const key = STARTER_KEYS[q.topicId];
      return key ? { label: t(key), question: t(key) } : { label: q.label, question: q.question };
    }),
    trending: TRENDING_TOPICS.map((topic) => {
      const keys = TRENDING_KEYS[topic.topicId];
      return keys
        ? { label: t(keys.label), question: t(keys.question) }
        : { label: topic.label, question: topic.question };
    }),
    topics: ALL_TOPICS.map((topic) => {
      const label = labels?.[topic.topicId];
      if (label) return { label, question: label };
      return labels
        ? { label: topic.label, question: topic.question, lang: "en" }
        : { label: topic.label, question: topic.question };
    }),
  };
  built.set(lang, suggestions);
  return suggestions;
}
