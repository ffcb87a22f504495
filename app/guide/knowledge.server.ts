import fs from "node:fs";
import path from "node:path";
import type { Lang } from "~/i18n/config";
import { parseCards, type ProtocolCard } from "./cards";
import { createKnowledge, parseStubs, type GuideKnowledge, type TopicStub } from "./offline";
import { parseSynonyms, parseTopic, type GuideTopic, type SynonymRule } from "./parse";

export type { GuideItem, GuideSection, GuideTopic, SynonymRule } from "./parse";

/**
 * Reads the knowledge base from disk at runtime, relative to the working directory (the repo root
 * for the built server and for vitest), and keeps it in memory after the first read. English is
 * app/content/guide (markdown topics and synonyms.txt); another language's topics, synonyms and
 * stubs (_stubs.txt: topics not written in it yet) are in app/content/guide/<lang>.
 */

export function guideContentDir() {
  return process.env.GUIDE_CONTENT_DIR || path.join(process.cwd(), "app", "content", "guide");
}

function langDir(lang: Lang) {
  return lang === "en" ? guideContentDir() : path.join(guideContentDir(), lang);
}

export function loadTopicsFromDir(dir: string, lang: Lang = "en"): GuideTopic[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md") && !f.startsWith("_"))
    .sort()
    .map((f) => parseTopic(f.replace(/\.md$/, ""), fs.readFileSync(path.join(dir, f), "utf8"), lang));
}

function readIfExists(file: string) {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

interface Loaded {
  topics: GuideTopic[];
  synonyms: SynonymRule[];
  stubs: TopicStub[];
  knowledge?: GuideKnowledge;
}

let cached: { dir: string; byLang: Partial<Record<Lang, Loaded>> } | null = null;

function load(lang: Lang): Loaded {
  const root = guideContentDir();
  if (!cached || cached.dir !== root) cached = { dir: root, byLang: {} };
  let entry = cached.byLang[lang];
  if (!entry) {
    const dir = langDir(lang);
    entry = {
      topics: loadTopicsFromDir(dir, lang),
      synonyms: parseSynonyms(readIfExists(path.join(dir, "synonyms.txt"))),
      stubs: lang === "en" ? [] : parseStubs(readIfExists(path.join(dir, "_stubs.txt"))),
    };
    cached.byLang[lang] = entry;
  }
  return entry;
}

let cachedCards: { dir: string; cards: ProtocolCard[] } | null = null;

/** The protocol cards (app/content/guide/cards/*.txt, every language in each card), read once per process. */
export function getGuideCards(): ProtocolCard[] {
  const dir = path.join(guideContentDir(), "cards");
  if (cachedCards?.dir === dir) return cachedCards.cards;
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".txt"))
        .sort()
    : [];
  const topics = getGuideTopics("en");
  // A card without its own source line takes its topic's.
  const cards = files
    .flatMap((f) => parseCards(fs.readFileSync(path.join(dir, f), "utf8"), f))
    .map((card) => {
      const topic = topics.find((t) => t.id === card.topic);
      return card.source || !topic ? card : { ...card, source: topic.source, sourceUrl: topic.sourceUrl };
    });
  cachedCards = { dir, cards };
  return cards;
}

/** The topics written in a language (English: all of them), read once per process. */
export function getGuideTopics(lang: Lang = "en"): GuideTopic[] {
  return load(lang).topics;
}

export function getGuideSynonyms(lang: Lang = "en"): SynonymRule[] {
  return load(lang).synonyms;
}

/** A topic in a language, if it is written in it. */
export function getGuideTopic(id: string, lang: Lang = "en"): GuideTopic | undefined {
  return load(lang).topics.find((t) => t.id === id);
}

/** A language's knowledge base with its search index (undefined when it has nothing at all). */
export function getGuideKnowledge(lang: Lang): GuideKnowledge | undefined {
  const entry = load(lang);
  if (!entry.topics.length && !entry.stubs.length) return undefined;
  entry.knowledge ??= createKnowledge(lang, entry.topics, entry.synonyms, {
    stubs: entry.stubs,
    english: lang === "en" ? [] : getGuideTopics("en"),
    cards: getGuideCards(),
  });
  return entry.knowledge;
}

/**
 * A language's raw content, JSON-serializable, for the browser to build the same knowledge base
 * with `createKnowledge(lang, topics, synonyms, { stubs, english })` from ./offline.
 */
export function getGuideContent(lang: Lang): { topics: GuideTopic[]; synonyms: SynonymRule[]; stubs: TopicStub[] } {
  const { topics, synonyms, stubs } = load(lang);
  return { topics, synonyms, stubs };
}
