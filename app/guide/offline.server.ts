import { answerWith } from "./answerer";
import { getGuideSynonyms, getGuideTopics } from "./knowledge.server";
import type { GuideTopic } from "./parse";
import { GuideSearch, type SearchEngine, type TopicHit } from "./search";
import type { GuideAnswer } from "./types";

/** The offline answerer (answerer.ts) over the knowledge base read from disk. */

let cached: { topics: GuideTopic[]; search: GuideSearch } | null = null;

export function getGuideSearch(): GuideSearch {
  const topics = getGuideTopics();
  if (!cached || cached.topics !== topics) cached = { topics, search: new GuideSearch(topics, getGuideSynonyms()) };
  return cached.search;
}

/** The ranked topics for a question (for tests, the model's context and the retrieval comparison). */
export function searchGuide(question: string, limit = 5, engine: SearchEngine = "minisearch"): TopicHit[] {
  return getGuideSearch().search(question, { limit, engine });
}

export function answerOffline(question: string, opts: { engine?: SearchEngine } = {}): GuideAnswer {
  return answerWith(getGuideSearch(), question, opts);
}
