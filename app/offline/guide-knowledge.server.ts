import { createHash } from "node:crypto";
import type { ProtocolCard } from "~/guide/cards";
import { getGuideCards, getGuideContent } from "~/guide/knowledge.server";
import type { TopicStub } from "~/guide/offline";
import type { GuideTopic, SynonymRule } from "~/guide/parse";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import type { Messages } from "~/i18n/translate";

/**
 * The guide's knowledge base as one JSON file for the browser (issue 19 item 6): each language's
 * topics, synonyms and stubs as the server reads them (app/content/guide), and the guide's fixed
 * texts, so the offline guide answers on the device with the same code as the server
 * (`answerQuestion` in app/guide/offline.ts), in the question's language or the page's. Served at
 * /guide/knowledge.json?v=<hash of the content>: a new address whenever the content changes, so a
 * version can be kept by browsers and the service worker for good.
 */

export interface GuideKnowledgeFile {
  version: string;
  content: Partial<Record<Lang, { topics: GuideTopic[]; synonyms: SynonymRule[]; stubs: TopicStub[] }>>;
  /** The protocol cards, every language in each (what the guide answers from). */
  cards: ProtocolCard[];
  /** The "guide" namespace in each language. */
  messages: Record<Lang, Messages>;
}

let built: { english: GuideTopic[]; version: string; body: string } | null = null;

export function guideKnowledge(): { version: string; body: string } {
  const english = getGuideContent("en").topics;
  if (built && built.english === english) return built;
  const content: Omit<GuideKnowledgeFile, "version"> = {
    content: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, getGuideContent(lang)] as const).filter(
        ([, c]) => c.topics.length || c.stubs.length,
      ),
    ),
    cards: getGuideCards(),
    messages: Object.fromEntries(LANGUAGES.map((lang) => [lang, messagesFor(lang, "guide")])) as Record<Lang, Messages>,
  };
  const version = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16);
  built = { english, version, body: JSON.stringify({ version, ...content }) };
  return built;
}

/** Where pages find the current knowledge base. */
export function guideKnowledgeUrl() {
  return `/guide/knowledge.json?v=${guideKnowledge().version}`;
}
