import MiniSearch from "minisearch";
import type { Lang } from "~/i18n/config";
import type { GuideTopic, SynonymRule } from "./parse";
import { contentStems, indexTokens, normalize } from "./text";

/**
 * Finds the topic a question is about. Pure (no Node imports), so the same index can run in the
 * browser for the offline guide. MiniSearch ranks (BM25 scoring plus typo-tolerant fuzzy and prefix
 * matching) over the tokens and synonym table here; docs/decisions/009-guide-retrieval.md records
 * why and how it measured against a hand-written BM25.
 */

export interface TopicHit {
  topic: GuideTopic;
  score: number;
  /** The question matched the topic's title or keywords (not only its body text). */
  strong: boolean;
  /** The question names who or where the topic is for ("my baby", "at work") and the title says it. */
  audience: boolean;
}

export interface AnalyzedQuestion {
  /** Tokens of the question itself (stems and adjacent pairs). */
  own: string[];
  /** Tokens added by the synonym table. */
  expansion: string[];
  /** Tokens added for who-or-where words ("grandpa" -> older adults). */
  weak: string[];
}

/** Field weights: a match in a topic's title or keywords says more than one in its body. */
const BOOST = { title: 4, keywords: 3, headings: 1.5, body: 1 } as const;
/** A synonym's expansion counts as much as the words it stands for. */
const EXPANSION_WEIGHT = 1;
/** Who-or-where words ("baby", "grandpa", "office") only break ties. */
const WEAK_WEIGHT = 0.35;

interface CompiledRule {
  words: string[];
  expansion: string;
}

export function compileSynonyms(rules: SynonymRule[]): CompiledRule[] {
  return rules
    .flatMap((r) => r.phrases.map((p) => ({ words: normalize(p).split(" ").filter(Boolean), expansion: r.expansion })))
    .filter((r) => r.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

/** "under water" -> "underwater", "earth quake" -> "earthquake", when the table knows the joined word. */
function joinCompounds(words: string[], rules: CompiledRule[]): string[] {
  const single = new Set(rules.filter((r) => r.words.length === 1).map((r) => r.words[0]!));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = i + 1 < words.length ? words[i]! + words[i + 1]! : "";
    if (joined && single.has(joined) && !single.has(words[i]!)) {
      out.push(joined);
      i++;
    } else out.push(words[i]!);
  }
  return out;
}

/**
 * The synonym phrases found in a question (longest phrases claim their words first): their
 * expansions, and the question with the claimed words taken out (the expansion stands for them,
 * so "spilled boiling water" searches for a burn, not for boiling drinking water).
 */
export function expandSynonyms(
  question: string,
  rules: CompiledRule[],
  weakWords: Set<string> = new Set(),
): { expansions: string[]; weakExpansions: string[]; rest: string } {
  const words = joinCompounds(normalize(question).split(" ").filter(Boolean), rules);
  const claimed = new Array<boolean>(words.length).fill(false);
  const found = new Set<string>();
  const weakFound = new Set<string>();
  for (const rule of rules) {
    const n = rule.words.length;
    for (let i = 0; i + n <= words.length; i++) {
      let ok = true;
      for (let j = 0; j < n && ok; j++) ok = !claimed[i + j] && words[i + j] === rule.words[j];
      if (!ok) continue;
      for (let j = 0; j < n; j++) claimed[i + j] = true;
      // "grandpa" still points to older adults, but only as weakly as the word itself counts.
      (rule.words.every((w) => weakWords.has(w)) ? weakFound : found).add(rule.expansion);
    }
  }
  // A gap keeps phrase tokens from forming across a removed phrase.
  const rest = words.map((w, i) => (claimed[i] ? "|" : w)).join(" ");
  return { expansions: [...found], weakExpansions: [...weakFound].filter((e) => !found.has(e)), rest };
}

function topicFields(topic: GuideTopic, lang: Lang) {
  const tokens = (text: string) => indexTokens(text, lang);
  return {
    title: tokens(topic.title),
    keywords: topic.keywords.flatMap(tokens),
    headings: topic.sections.flatMap((s) => tokens(s.heading)),
    body: [topic.intro, ...topic.sections.map((s) => s.body)].flatMap(tokens),
  };
}

export class GuideSearch {
  private readonly rules: CompiledRule[];
  private readonly strongTokens = new Map<string, Set<string>>();
  private readonly titleTokens = new Map<string, Set<string>>();
  private readonly byId = new Map<string, GuideTopic>();
  private readonly mini: MiniSearch<{ id: string }>;

  private readonly weak: Set<string>;
  private readonly weakWords: Set<string>;

  constructor(
    readonly topics: GuideTopic[],
    synonyms: SynonymRule[],
    /** The language questions and topics are tokenized in (stopwords and stemmer). */
    readonly lang: Lang = "en",
  ) {
    this.rules = compileSynonyms(synonyms.filter((r) => !r.weak));
    const weakRules = synonyms.filter((r) => r.weak);
    this.weakWords = new Set(weakRules.flatMap((r) => r.phrases.map((p) => normalize(p))));
    this.weak = new Set([...this.weakWords].flatMap((w) => contentStems(w, lang)));
    const docs = topics.map((topic) => {
      const fields = topicFields(topic, lang);
      this.strongTokens.set(topic.id, new Set([...fields.title, ...fields.keywords]));
      this.titleTokens.set(topic.id, new Set([...fields.title, ...indexTokens(topic.label, lang)]));
      this.byId.set(topic.id, topic);
      return { topic, fields };
    });

    // Fields are tokenized here already; MiniSearch stores them as space-separated tokens.
    this.mini = new MiniSearch<{ id: string }>({
      fields: ["title", "keywords", "headings", "body"],
      tokenize: (text) => text.split(" ").filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        boost: { ...BOOST },
        // Typos in longer words ("hurricaine", "earthqake"): one edit in five letters. Phrase
        // tokens and words under six letters must match exactly ("stock" is not "shock").
        fuzzy: (term) => (term.includes("_") || term.length < 6 ? false : 0.2),
        prefix: (term) => !term.includes("_") && term.length >= 6,
        weights: { fuzzy: 0.4, prefix: 0.3 },
        combineWith: "OR",
      },
    });
    this.mini.addAll(
      docs.map(({ topic, fields }) => ({
        id: topic.id,
        title: fields.title.join(" "),
        keywords: fields.keywords.join(" "),
        headings: fields.headings.join(" "),
        body: fields.body.join(" "),
      })),
    );
  }

  /** Stems of the who-or-where words ("office", "son"), which say nothing about what to do. */
  get weakStems(): ReadonlySet<string> {
    return this.weak;
  }

  /** A who-or-where word, or a phrase made only of them ("first_aid"). */
  private isWeak(token: string) {
    return token.split("_").every((part) => this.weak.has(part));
  }

  analyze(question: string): AnalyzedQuestion {
    const { expansions, weakExpansions, rest } = expandSynonyms(question, this.rules, this.weakWords);
    const own = rest.split("|").flatMap((part) => indexTokens(part, this.lang));
    const expansion = expansions.flatMap((e) => indexTokens(e, this.lang));
    const weak = weakExpansions.flatMap((e) => indexTokens(e, this.lang));
    return { own, expansion, weak };
  }

  search(question: string, { limit = 5 }: { limit?: number } = {}): TopicHit[] {
    const { own, expansion, weak } = this.analyze(question);
    const weakAsked = [...own, ...weak].filter((t) => this.isWeak(t));
    const audience = (id: string) => weakAsked.some((t) => this.titleTokens.get(id)?.has(t));
    const weights = new Map<string, number>();
    for (const t of weak) weights.set(t, WEAK_WEIGHT);
    for (const t of expansion) weights.set(t, this.isWeak(t) ? WEAK_WEIGHT : EXPANSION_WEIGHT);
    for (const t of own) weights.set(t, this.isWeak(t) ? WEAK_WEIGHT : 1);
    if (!weights.size) return [];

    const terms = [...weights.keys()];
    const results = this.mini.search(terms.join(" "), {
      tokenize: (text) => text.split(" ").filter(Boolean),
      processTerm: (term) => term,
      boostTerm: (term) => weights.get(term) ?? 1,
    });
    return results.slice(0, limit).map((r) => {
      const strongSet = this.strongTokens.get(r.id as string);
      // `match` maps each indexed term that matched to the fields it was in. A prefix match
      // ("neighbor" -> "neighborhood") is not confidence; a one-letter typo is.
      const strong = Object.entries(r.match).some(
        ([term, fields]) =>
          fields.some((f) => f === "title" || f === "keywords") &&
          strongSet?.has(term) &&
          terms.some((q) => !this.isWeak(q) && (q === term || (q.length >= 6 && withinOneEdit(q, term)))),
      );
      return { topic: this.byId.get(r.id as string)!, score: r.score, strong, audience: audience(r.id as string) };
    });
  }
}

/** True when a and b differ by at most one inserted, deleted or changed letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
