import MiniSearch from "minisearch";
import type { Lang } from "~/i18n/config";
import { indexTokens } from "./text";

/**
 * Protocol cards (issue 29): the closed, reviewed set of answers the guide gives. One card per
 * emergency and per situation variant that changes the first action (cardiac arrest, opioid
 * overdose, drowning and fainting are four cards, not one "CPR" topic). Pure and client-safe: the
 * browser answers offline from the same cards.
 *
 * Cards are content, in app/content/guide/cards/*.txt, several cards a file:
 *
 *   === card-id
 *   topic: cpr-and-aed          the topic page a card links to ("Read more")
 *   urgent: yes                 life-threatening: the key action names 911
 *   source: American Heart Association
 *   url: https://…
 *
 *   [en] Title
 *   key: The key action, one sentence.
 *   1. Steps in the source's order.
 *   - Don'ts (the classic myths for this emergency).
 *   911: When to call 911.
 *   need: words, one of which the question must contain   (several need: lines: each must match)
 *   not: words that rule this card out
 *   ex: trigger example | another example
 *   [es] …  [fr] …
 *
 * A term matches whole words of the question (accents folded, any case), a word ending in `*`
 * any word it begins ("drown*"), and a word of seven letters or more with one typo.
 */

export const CARD_LANGS = ["en", "es", "fr"] as const satisfies readonly Lang[];

export interface CardText {
  title: string;
  /** The key action: one sentence, what to do first. */
  key: string;
  /** Ordered steps, in the source's order. */
  steps: string[];
  /** What not to do. */
  donts: string[];
  /** When to call 911. */
  call911: string;
  /** Groups of terms: the question must contain one term of every group. */
  need: string[][];
  /** Terms that rule the card out. */
  not: string[];
  /** Questions this card answers, as people type them. */
  examples: string[];
}

export interface ProtocolCard {
  id: string;
  /** The knowledge-base topic the card belongs to (its page is the "Read more" link). */
  topic: string;
  urgent: boolean;
  source: string;
  sourceUrl: string;
  text: Partial<Record<Lang, CardText>>;
}

const emptyText = (title: string): CardText => ({
  title,
  key: "",
  steps: [],
  donts: [],
  call911: "",
  need: [],
  not: [],
  examples: [],
});

const splitList = (value: string, sep: string | RegExp) =>
  value
    .split(sep)
    .map((v) => v.trim())
    .filter(Boolean);

/** Parses one cards file. Throws on a line it does not understand, so a typo cannot hide a step. */
export function parseCards(source: string, file = "cards"): ProtocolCard[] {
  const cards: ProtocolCard[] = [];
  let card: ProtocolCard | null = null;
  let text: CardText | null = null;
  source.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const where = `${file}:${i + 1}`;
    const head = /^===\s*([a-z0-9-]+)$/.exec(line);
    if (head) {
      card = { id: head[1]!, topic: "", urgent: false, source: "", sourceUrl: "", text: {} };
      text = null;
      cards.push(card);
      return;
    }
    if (!card) throw new Error(`${where}: text before the first "=== card-id"`);
    const c: ProtocolCard = card;
    const lang = /^\[(en|es|fr)\]\s*(.+)$/.exec(line);
    if (lang) {
      text = emptyText(lang[2]!.trim());
      c.text[lang[1] as Lang] = text;
      return;
    }
    const step = /^\d+[.)]\s+(.+)$/.exec(line);
    const dont = /^-\s+(.+)$/.exec(line);
    const field = /^([a-z0-9]+):\s*(.*)$/.exec(line);
    if (!text) {
      if (!field) throw new Error(`${where}: expected a card field`);
      const [, name, value = ""] = field;
      if (name === "topic") c.topic = value;
      else if (name === "urgent") c.urgent = /^(yes|true)$/i.test(value);
      else if (name === "source") c.source = value;
      else if (name === "url") c.sourceUrl = value;
      else throw new Error(`${where}: unknown card field "${name}"`);
      return;
    }
    const t: CardText = text;
    if (step) t.steps.push(step[1]!);
    else if (dont) t.donts.push(dont[1]!);
    else if (field && !/^https?$/.test(field[1]!)) {
      const [, name, value = ""] = field;
      if (name === "key") t.key = value;
      else if (name === "911") t.call911 = value;
      else if (name === "need") t.need.push(splitList(value, ","));
      else if (name === "not") t.not.push(...splitList(value, ","));
      else if (name === "ex") t.examples.push(...splitList(value, "|"));
      else throw new Error(`${where}: unknown field "${name}"`);
    } else throw new Error(`${where}: cannot read "${line}"`);
  });
  return cards;
}

/**
 * Lowercase, accents folded; English contractions joined ("isn't" -> "isnt"), other apostrophes
 * split ("l'eau" -> "l eau", "s'étouffe" -> "s etouffe"); every other non-alphanumeric a space.
 */
export function cardWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\u0153/g, "oe")
    .replace(/\u00e6/g, "ae")
    .replace(/['\u2019\u2018`](t|s|re|ve|ll|d|m)\b/g, "$1")
    .replace(/['\u2019\u2018`]/g, " ")
    .replace(/[^a-z0-9*]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** Endings a question word may add to a term word (plurals, -ed, -ing, French feminine). */
const ENDINGS = ["s", "es", "x", "e", "d", "ed", "ing", "n"];

function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // Two neighbouring letters swapped ("tornaod").
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function wordMatches(term: string, word: string): boolean {
  if (term.endsWith("*")) return word.startsWith(term.slice(0, -1));
  if (word === term) return true;
  if (word.startsWith(term) && ENDINGS.includes(word.slice(term.length))) return true;
  // One typo only in longer words: "maison"/"saison" or "camino"/"casino" are different words.
  return term.length >= 7 && word.length >= 6 && oneEdit(term, word);
}

/** A compiled term: its words. */
type Term = string[];

export const compileTerm = (term: string): Term => cardWords(term);

/** Whether the question's words contain the term (its words in a row). */
export function hasTerm(words: string[], term: Term): boolean {
  if (!term.length) return false;
  for (let i = 0; i + term.length <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < term.length && ok; j++) ok = wordMatches(term[j]!, words[i + j]!);
    if (ok) return true;
  }
  return false;
}

interface CompiledCard {
  card: ProtocolCard;
  text: CardText;
  need: Term[][];
  not: Term[];
}

export interface CardHit {
  card: ProtocolCard;
  text: CardText;
  /** How many "need" groups the question matched (all of the card's: the card's specificity). */
  groups: number;
  /** MiniSearch score over the card's title, terms, examples and text. */
  score: number;
}

export interface CardMatch {
  /** Cards whose required terms all matched and no negative term did, best first. */
  candidates: CardHit[];
  /** The answer, when the best candidate is confident and clear of the runner-up. */
  chosen?: CardHit;
  /** Top score's share of the top two (1 with a single candidate). */
  confidence: number;
}

/**
 * Only a candidate scoring at least MIN_SCORE is answered, and only when it is more specific than
 * the runner-up (more "need" groups) or scores at least MARGIN times the runner-up.
 */
export const MIN_SCORE = 1;
export const MARGIN = 1.5;

const FIELDS = { title: 3, need: 3, examples: 2, body: 1 } as const;

/** One language's cards, indexed. */
export class CardIndex {
  private readonly compiled: CompiledCard[];
  private built?: MiniSearch<{ id: string }>;
  private readonly byId = new Map<string, CompiledCard>();

  constructor(
    cards: ProtocolCard[],
    readonly lang: Lang,
  ) {
    this.compiled = cards.flatMap((card) => {
      const text = card.text[lang];
      if (!text) return [];
      return [{ card, text, need: text.need.map((g) => g.map(compileTerm)), not: text.not.map(compileTerm) }];
    });
    for (const c of this.compiled) this.byId.set(c.card.id, c);
  }

  /** The text index, built on first use (other languages' cards are often only checked for negative terms). */
  private get mini(): MiniSearch<{ id: string }> {
    if (this.built) return this.built;
    const lang = this.lang;
    const mini = new MiniSearch<{ id: string }>({
      fields: Object.keys(FIELDS),
      tokenize: (t) => t.split(" ").filter(Boolean),
      processTerm: (t) => t,
      searchOptions: {
        boost: { ...FIELDS },
        fuzzy: (term) => (term.includes("_") || term.length < 6 ? false : 0.2),
        prefix: (term) => !term.includes("_") && term.length >= 6,
        weights: { fuzzy: 0.4, prefix: 0.3 },
        combineWith: "OR",
      },
    });
    const tokens = (t: string) => indexTokens(cardWords(t).join(" "), lang).join(" ");
    mini.addAll(
      this.compiled.map(({ card, text }) => ({
        id: card.id,
        title: tokens(text.title),
        need: text.need
          .flat()
          .map((t) => tokens(t.replace(/\*/g, "")))
          .join(" "),
        examples: text.examples.map(tokens).join(" "),
        body: tokens([text.key, ...text.steps].join(" ")),
      })),
    );
    this.built = mini;
    return mini;
  }

  get size() {
    return this.compiled.length;
  }

  card(id: string): CompiledCard | undefined {
    return this.byId.get(id);
  }

  scores(question: string, only?: Set<string>): Map<string, number> {
    // Apostrophes split words here as in the terms ("l'orage" -> "l orage"), not join them.
    const query = indexTokens(cardWords(question).join(" "), this.lang).join(" ");
    const out = new Map<string, number>();
    if (!query || only?.size === 0) return out;
    for (const r of this.mini.search(query, {
      tokenize: (t) => t.split(" ").filter(Boolean),
      processTerm: (t) => t,
      filter: only ? (r) => only.has(r.id as string) : undefined,
    }))
      out.set(r.id as string, r.score);
    return out;
  }

  /** Cards this language's negative terms rule out for these words. */
  excludedBy(words: string[]): Set<string> {
    return new Set(this.compiled.filter((c) => c.not.some((t) => hasTerm(words, t))).map((c) => c.card.id));
  }

  /** Cards whose required terms all match these words, with how many groups they have. */
  passingFor(words: string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const c of this.compiled)
      if (c.need.length > 0 && c.need.every((g) => g.some((t) => hasTerm(words, t)))) out.set(c.card.id, c.need.length);
    return out;
  }

  /**
   * Cards whose required terms match, ranked, and the one to answer from if confident. Negative
   * terms of `others` (the other languages) rule cards out too: "mobile home" typed in a Spanish
   * question still rules out the house-tornado card. With `pool`, the other languages' required
   * terms also make candidates (a question that shows no language of its own).
   */
  match(question: string, { others = [], pool = false }: { others?: CardIndex[]; pool?: boolean } = {}): CardMatch {
    const words = cardWords(question);
    const excluded = new Set<string>();
    for (const index of [this, ...others]) for (const id of index.excludedBy(words)) excluded.add(id);
    const groups = new Map<string, number>();
    for (const index of pool ? [this, ...others] : [this])
      for (const [id, n] of index.passingFor(words)) groups.set(id, Math.max(n, groups.get(id) ?? 0));
    const ids = new Set([...groups.keys()].filter((id) => !excluded.has(id) && this.byId.has(id)));
    const scores = this.scores(question, ids);
    if (pool)
      for (const index of others)
        for (const [id, score] of index.scores(question, ids)) scores.set(id, Math.max(score, scores.get(id) ?? 0));
    const candidates = [...ids]
      .map((id) => {
        const c = this.byId.get(id)!;
        return { card: c.card, text: c.text, groups: groups.get(id)!, score: scores.get(id) ?? 0 };
      })
      .sort((a, b) => b.groups - a.groups || b.score - a.score);
    const [top, next] = candidates;
    if (!top) return { candidates, confidence: 0 };
    const confidence = next ? top.score / Math.max(1e-9, top.score + next.score) : 1;
    const clear = !next || top.groups > next.groups || top.score >= next.score * MARGIN;
    const chosen = clear && top.score >= MIN_SCORE ? top : undefined;
    return { candidates, chosen, confidence };
  }

  /** The closest cards by text alone (no required terms): only ever offered as links. */
  likely(question: string, limit = 3): CardHit[] {
    const scores = this.scores(question);
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id, score]) => {
        const c = this.byId.get(id)!;
        return { card: c.card, text: c.text, groups: 0, score };
      });
  }
}
