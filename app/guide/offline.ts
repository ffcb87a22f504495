import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { CardIndex, type CardHit, type CardMatch, type CardText, type ProtocolCard } from "./cards";
import { classifyQuestion } from "./classify";
import { topicPath } from "./compose";
import { detectEmergency } from "./emergency";
import { detectQuestionLanguage } from "./lang";
import type { GuideTopic, SynonymRule } from "./parse";
import { GuideSearch } from "./search";
import type { GuideAnswer, GuideSource } from "./types";

/**
 * The offline answerer, pure and client-safe (the browser can run it on the same content): finds
 * the question's topic in the knowledge base of the question's language (or the page's, when the
 * question does not say) and composes a short answer from it (key action first, steps in the
 * source's order, links to the topic page and source). When that language has no text for the
 * topic yet, it says so in the user's language and gives the English topic. When no topic fits
 * with confidence it says so, gives 911 and the closest topics, and never guesses another
 * emergency's steps. No network, about a millisecond per question.
 */

/** A topic not yet written in a language: its name and keywords in that language, for finding it. */
export interface TopicStub {
  id: string;
  title: string;
  keywords: string[];
}

/** One language's knowledge base: its written topics, and an index over them and its stubs. */
export interface GuideKnowledge {
  lang: Lang;
  /** Topics written in this language. */
  topics: GuideTopic[];
  search: GuideSearch;
  /** Ids the index finds only through a stub: answered from the English topic, with a notice. */
  stubs: ReadonlySet<string>;
  /** The protocol cards in this language: what the guide answers from (issue 29). */
  cards: CardIndex;
}

/** "slug | Title | keyword, keyword" per line (blank lines and # comments ignored). */
export function parseStubs(source: string): TopicStub[] {
  return source
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .map((line) => {
      const [id = "", title = "", keywords = ""] = line.split("|").map((p) => p.trim());
      return {
        id,
        title,
        keywords: keywords
          .split(",")
          .map((k) => k.trim())
          .filter(Boolean),
      };
    })
    .filter((s) => s.id && s.title);
}

/**
 * `english` gives the stubs their category and urgency (a stub for a topic English does not have
 * is dropped), so the choice of topic works the same for a stub as for a written topic.
 */
export function createKnowledge(
  lang: Lang,
  topics: GuideTopic[],
  synonyms: SynonymRule[],
  {
    stubs = [],
    english = [],
    cards = [],
  }: { stubs?: TopicStub[]; english?: GuideTopic[]; cards?: ProtocolCard[] } = {},
): GuideKnowledge {
  const written = new Set(topics.map((t) => t.id));
  const stubTopics: GuideTopic[] = stubs
    .filter((s) => !written.has(s.id))
    .flatMap((s) => {
      const en = english.find((t) => t.id === s.id);
      if (!en) return [];
      return [{ ...en, lang, title: s.title, label: s.title, keywords: s.keywords, intro: "", sections: [] }];
    });
  // Built on first use: answering needs only the cards (and every language's negative terms), so
  // the first question does not pay for indexing every language's topics.
  let search: GuideSearch | undefined;
  return {
    lang,
    topics,
    get search() {
      return (search ??= new GuideSearch([...topics, ...stubTopics], synonyms, lang));
    },
    stubs: new Set(stubTopics.map((t) => t.id)),
    cards: new CardIndex(cards, lang),
  };
}

function suggestions(t: TFunction) {
  return [t("guide.suggestion.kit"), t("guide.suggestion.earthquake"), t("guide.suggestion.bleeding")]
    .map((q) => `- ${q}`)
    .join("\n");
}

export type LocalizedAnswer = GuideAnswer & {
  /** The language the answer is in (the question's, else the page's). */
  lang: Lang;
  /** The language of the card text answered from (always `lang`: every card is written in all three). */
  topicLang?: Lang;
  /** The protocol card answered from. */
  card?: string;
  /** Why: the classifier's verdict, or the card match (for tests and the model's grounding). */
  match?: CardMatch;
};

const fixed = (markdown: string, kind: GuideAnswer["kind"], lang: Lang): LocalizedAnswer => ({
  markdown,
  sources: [],
  kind,
  answeredBy: "offline",
  lang,
});

function redirectAnswer(t: TFunction, lang: Lang) {
  return fixed(
    [t("guide.redirect.scope"), t("guide.redirect.examples", { list: suggestions(t) })].join("\n\n"),
    "redirect",
    lang,
  );
}

function greetingAnswer(t: TFunction, lang: Lang) {
  return fixed(
    [t("guide.greeting.hello"), t("guide.greeting.try", { list: suggestions(t) })].join("\n\n"),
    "greeting",
    lang,
  );
}

/** The link to a card: its title, to its topic's page. */
function cardLink(hit: Pick<CardHit, "card" | "text">) {
  return `[${hit.text.title}](${topicPath({ id: hit.card.topic })})`;
}

/**
 * Not sure: "If anyone is in danger, call 911 now; the dispatcher will tell you what to do", then
 * up to three likely cards as links. Never a card's steps.
 */
function fallbackAnswer(likely: CardHit[], t: TFunction, lang: Lang, match?: CardMatch): LocalizedAnswer {
  const seen = new Set<string>();
  const links = likely
    .filter((h) => !seen.has(h.card.id) && seen.add(h.card.id))
    .slice(0, 3)
    .map((h) => `- ${cardLink(h)}`);
  const parts = [
    t("guide.fallback.danger"),
    t("guide.fallback.unsure"),
    links.length ? t("guide.fallback.likely", { list: links.join("\n") }) : "",
    t("guide.fallback.browse"),
  ].filter(Boolean);
  return { ...fixed(parts.join("\n\n"), "fallback", lang), match };
}

/** Whether a sentence tells the reader to call 911 (in any of the three languages). */
export const names911 = (text: string) => /\b911\b/.test(text);

/**
 * A card as an answer: the key action first (bold), the steps in order, the don'ts, when to call
 * 911, then the topic page and the source. A question naming a life threat gets 911 first when the
 * key action does not already say it.
 */
export function composeCardAnswer(
  card: ProtocolCard,
  text: CardText,
  t: TFunction,
  { lifeThreat = false, topic }: { lifeThreat?: boolean; topic?: Pick<GuideTopic, "id" | "title"> } = {},
): string {
  const parts: string[] = [];
  if (lifeThreat && !names911(text.key)) parts.push(t("guide.card.call911First"));
  parts.push(`**${text.key}**`);
  if (text.steps.length) parts.push(text.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  if (text.donts.length) parts.push(`**${t("guide.card.donts")}**\n\n${text.donts.map((d) => `- ${d}`).join("\n")}`);
  if (text.call911) parts.push(`**${t("guide.card.when911")}** ${text.call911}`);
  const page = topic ?? { id: card.topic, title: text.title };
  const source = card.sourceUrl ? `[${card.source}](${card.sourceUrl})` : card.source;
  parts.push(t("guide.answer.readMore", { page: `[${page.title}](${topicPath(page)})`, source }));
  return parts.join("\n\n");
}

export interface AnswerOptions {
  /** The page's language: used when the question's own language is not clear. */
  pageLang?: Lang;
  /** Force the answer's language (skips detection). */
  lang?: Lang;
  /** Each language's knowledge base; English must be there, others may be missing. */
  knowledge: (lang: Lang) => GuideKnowledge | undefined;
  /** The "guide" namespace's texts in a language. */
  texts: (lang: Lang) => TFunction;
}

/**
 * Answers a question from the protocol cards (issue 29): the classifier first (harm is declined,
 * off-topic gets a pointer, a greeting a greeting), then only cards whose required terms the
 * question contains are ranked, and one is answered only when it is confident and clear of the
 * runner-up. Otherwise the safe fallback. A named life threat always puts 911 first.
 */
export function answerQuestion(question: string, opts: AnswerOptions): LocalizedAnswer {
  const detected = opts.lang ?? detectQuestionLanguage(question);
  const lang = detected ?? opts.pageLang ?? "en";
  const t = opts.texts(lang);
  const english = opts.knowledge("en");
  if (!english) throw new Error("The English guide knowledge base is missing.");
  const lifeThreat = detectEmergency(question) !== null;
  const verdict = classifyQuestion(question);
  if (verdict === "harm") return fixed(t("guide.refusal"), "redirect", lang);
  if (verdict === "greeting" && !lifeThreat) return greetingAnswer(t, lang);

  const own = opts.knowledge(lang) ?? english;
  const others = (["en", "es", "fr"] as const).flatMap((l) => {
    const kb = opts.knowledge(l);
    return kb && kb !== own ? [kb.cards] : [];
  });
  // Every language's negative terms rule cards out; a question that shows no language of its own
  // ("tornado casa movil" on an English page) is matched against every language's required terms.
  const match = own.cards.match(question, { others, pool: !detected });
  const urgentCandidate = match.candidates.some((c) => c.card.urgent);
  // A request for a poem or a joke is redirected (unless it names a life threat); a question that
  // only mentions sports or a film is redirected when no card fits it at all.
  if (verdict === "task" && !lifeThreat) return redirectAnswer(t, lang);
  if (verdict === "offtopic" && !lifeThreat && !urgentCandidate && !match.chosen) return redirectAnswer(t, lang);
  const chosen = match.chosen;
  if (!chosen) {
    const likely = match.candidates.length ? match.candidates : own.cards.likely(question);
    return fallbackAnswer(likely, t, lang, match);
  }
  const topic =
    own.search.topics.find((x) => x.id === chosen.card.topic) ?? english.topics.find((x) => x.id === chosen.card.topic);
  const markdown = composeCardAnswer(chosen.card, chosen.text, t, { lifeThreat, topic });
  const source: GuideSource = {
    topicId: chosen.card.topic,
    topicTitle: topic?.title ?? chosen.text.title,
    heading: chosen.text.title,
    sectionId: `${chosen.card.topic}#${chosen.card.id}`,
    source: chosen.card.source,
    sourceUrl: chosen.card.sourceUrl,
    cardId: chosen.card.id,
  };
  return {
    markdown,
    sources: [source],
    kind: chosen.card.urgent || lifeThreat ? "emergency" : "answer",
    answeredBy: "offline",
    lang,
    topicLang: lang,
    card: chosen.card.id,
    match,
  };
}

/** The key action of an answer's card, in the answer's language (for the model's post-check). */
export function cardKeyAction(answer: LocalizedAnswer): string | undefined {
  return answer.match?.chosen?.text.key;
}
