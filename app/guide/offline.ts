import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { composeTopicAnswer, topicPath } from "./compose";
import { detectEmergency } from "./emergency";
import { detectQuestionLanguage } from "./lang";
import type { GuideTopic, SynonymRule } from "./parse";
import { GuideSearch, type SearchEngine, type TopicHit } from "./search";
import { normalize } from "./text";
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
  { stubs = [], english = [] }: { stubs?: TopicStub[]; english?: GuideTopic[] } = {},
): GuideKnowledge {
  const written = new Set(topics.map((t) => t.id));
  const stubTopics: GuideTopic[] = stubs
    .filter((s) => !written.has(s.id))
    .flatMap((s) => {
      const en = english.find((t) => t.id === s.id);
      if (!en) return [];
      return [{ ...en, lang, title: s.title, label: s.title, keywords: s.keywords, intro: "", sections: [] }];
    });
  return {
    lang,
    topics,
    search: new GuideSearch([...topics, ...stubTopics], synonyms, lang),
    stubs: new Set(stubTopics.map((t) => t.id)),
  };
}

const GREETING =
  /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|cool|great|nice|hola|buenas|buenos dias|buenas (tardes|noches)|gracias|muchas gracias|vale|bonjour|bonsoir|salut|merci|merci beaucoup|daccord)( there| so much| you| guide| guia)*$/;

/** Requests about something else entirely; only refused when no topic matches strongly. */
const OFF_TOPIC =
  /\b(poem|poems|poetry|joke|jokes|riddle|story|stories|lyrics|recipe|recipes|bake|movie|movies|film|tv show|stock|stocks|crypto|bitcoin|invest|investing|homework|essay|code|coding|python|javascript|program|programming|sports|football|basketball|baseball|soccer|super bowl|celebrity|president|election|politics|translate|math|dating|horoscope|capital of|poema|poemas|chiste|chistes|cuento|receta|recetas|pelicula|peliculas|futbol|tarea|horoscopo|poeme|blague|blagues|recette|recettes|devoirs)\b/;

/** Requests for help hurting people: refused whatever else they mention. */
const HARMFUL = [
  /\b(how (do|can|could|would|should) (i|we|you|someone)|how to|teach me to|help me|instructions? (for|to)|ways? to|steps to) (make|build|create|assemble|mix|cook up|put together|get) (a |an |some )?(pipe )?(bomb|bombs|explosive|explosives|ied|molotov|nerve agent|poison gas|chemical weapon|bioweapon|dirty bomb|untraceable gun|ghost gun)\b/,
  /\b(how (do|can|could|would) (i|we|you)|how to|best way to|ways? to|help me) (poison|kill|hurt|harm|shoot|stab|attack|drug) (my |a |an |the |some )?(neighbou?rs?|wife|husband|boss|coworkers?|someone|somebody|people|person|him|her|them|kids?|child|children|teachers?|ex|crowd|dogs?|cats?)\b/,
  /\b(without (getting caught|being caught|anyone knowing)|undetectable poison|untraceable poison)\b/,
  // Spanish and French.
  /\b(como|instrucciones para|ensename a) (se )?(hago|hacer|fabrico|fabricar|armo|armar|preparo|preparar) (una |un |unas )?(bomba|bombas|explosivo|explosivos|molotov|arma quimica|gas venenoso)\b/,
  /\b(como|quiero) (puedo )?(envenenar|matar|lastimar|herir|apunalar|dispararle) a\b/,
  /\b(comment|je veux) (faire|fabriquer|preparer) (une |un |des )?(bombe|bombes|explosif|explosifs|molotov|arme chimique)\b/,
  /\b(comment|je veux) (empoisonner|tuer|blesser|poignarder)\b/,
  /\b(sin que (nadie se entere|me descubran|me atrapen)|veneno indetectable|sans me faire prendre|poison indetectable)\b/,
];

function toSource(topic: GuideTopic, sectionHeading = topic.title, sectionId = topic.id): GuideSource {
  return {
    topicId: topic.id,
    topicTitle: topic.title,
    heading: sectionHeading,
    sectionId,
    source: topic.source,
    sourceUrl: topic.sourceUrl,
  };
}

function suggestions(t: TFunction) {
  return [t("guide.suggestion.kit"), t("guide.suggestion.earthquake"), t("guide.suggestion.bleeding")]
    .map((q) => `- ${q}`)
    .join("\n");
}

export type LocalizedAnswer = GuideAnswer & {
  /** The language the answer's fixed texts are in (the question's, else the page's). */
  lang: Lang;
  /** The language of the topic text answered from (English when `lang` has no text for it yet). */
  topicLang?: Lang;
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

function refusalAnswer(t: TFunction, lang: Lang) {
  return fixed(t("guide.refusal"), "redirect", lang);
}

function greetingAnswer(t: TFunction, lang: Lang) {
  return fixed(
    [t("guide.greeting.hello"), t("guide.greeting.try", { list: suggestions(t) })].join("\n\n"),
    "greeting",
    lang,
  );
}

/** No topic fits with confidence: say so, give 911, and offer the closest topics (no steps). */
function fallbackAnswer(hits: TopicHit[], emergency: boolean, t: TFunction, lang: Lang) {
  const closest = hits.slice(0, 3).map((h) => `- [${h.topic.title}](${topicPath(h.topic)})`);
  const parts = [
    emergency ? t("guide.fallback.emergency") : t("guide.fallback.call911"),
    t("guide.fallback.unsure"),
    closest.length ? t("guide.fallback.closest", { list: closest.join("\n") }) : "",
    t("guide.fallback.browse"),
  ].filter(Boolean);
  return fixed(parts.join("\n\n"), "fallback", lang);
}

/** A confident topic may rank below a loose match on a who-or-where word, but not far below. */
const CONFIDENT_RATIO = 0.2;

/**
 * The topic to answer from: the best hit the question names with confidence. A topic for who is
 * involved (babies, older adults, work and school) wins over a general preparedness topic
 * ("a go bag for my toddler"), never over an emergency ("my baby is choking").
 */
function chooseTopic(hits: TopicHit[]): TopicHit | undefined {
  const best = hits[0];
  if (!best) return undefined;
  const confident = hits.find((h) => h.strong && h.score >= best.score * CONFIDENT_RATIO);
  const audience = hits.find((h) => h.audience && h.topic.category === "preparedness");
  if (audience && (!confident || (confident.topic.category === "preparedness" && !confident.audience))) return audience;
  return confident;
}

/** A second topic joins as "See also" when the question strongly names it too. */
const SEE_ALSO_RATIO = 0.5;

export interface AnswerOptions {
  /** The page's language: used when the question's own language is not clear. */
  pageLang?: Lang;
  /** Force the answer's language (skips detection). */
  lang?: Lang;
  /** Each language's knowledge base; English must be there, others may be missing. */
  knowledge: (lang: Lang) => GuideKnowledge | undefined;
  /** The "guide" namespace's texts in a language. */
  texts: (lang: Lang) => TFunction;
  engine?: SearchEngine;
}

export function answerQuestion(question: string, opts: AnswerOptions): LocalizedAnswer {
  const detected = opts.lang ?? detectQuestionLanguage(question);
  const lang = detected ?? opts.pageLang ?? "en";
  const t = opts.texts(lang);
  const english = opts.knowledge("en");
  if (!english) throw new Error("The English guide knowledge base is missing.");
  const normalized = normalize(question);
  const emergency = detectEmergency(question) !== null;
  if (HARMFUL.some((p) => p.test(normalized))) return refusalAnswer(t, lang);
  if (!emergency && GREETING.test(normalized)) return greetingAnswer(t, lang);

  const own = opts.knowledge(lang) ?? english;
  let searched = own;
  let hits = own.search.search(question, { limit: 5, engine: opts.engine });
  let top = chooseTopic(hits);
  // The question did not show its language ("earthquake" on a Spanish page, "aviso de huracan" on
  // an English one): when the page's language finds nothing, try the others, English first, and
  // answer in the language whose knowledge base found the topic.
  let answerLang = lang;
  if (!top && !detected) {
    for (const other of ["en", "es", "fr"] as const) {
      const kb = opts.knowledge(other);
      if (!kb || kb === own) continue;
      const otherHits = kb.search.search(question, { limit: 5, engine: opts.engine });
      const otherTop = chooseTopic(otherHits);
      if (!otherTop) continue;
      [searched, hits, top] = [kb, otherHits, otherTop];
      // In the page's language when it has the topic written, else in the language that found it.
      const written = own.topics.some((x) => x.id === otherTop.topic.id) && !own.stubs.has(otherTop.topic.id);
      if (!written) answerLang = other;
      break;
    }
  }
  if (answerLang !== lang) return answerQuestion(question, { ...opts, lang: answerLang });
  // "A poem about cats" names a pet but is not a question about one; "overheated at football
  // practice" names a medical emergency and is answered.
  if (!emergency && OFF_TOPIC.test(normalized) && !top?.topic.urgent) return redirectAnswer(t, lang);
  if (!top) return fallbackAnswer(hits, emergency, t, lang);

  // The topic's text in the answer's language when it is written, else the English text.
  const inLang = (id: string) => {
    const kb = opts.knowledge(lang);
    const topic = kb && !kb.stubs.has(id) ? kb.topics.find((x) => x.id === id) : undefined;
    return topic ?? english.topics.find((x) => x.id === id);
  };
  const topic = inLang(top.topic.id);
  if (!topic) return fallbackAnswer(hits, emergency, t, lang);
  const seeAlso = hits
    .filter((h) => h !== top)
    .filter((h) => h.strong && h.score >= top.score * SEE_ALSO_RATIO)
    .slice(0, 1)
    .flatMap((h) => inLang(h.topic.id) ?? []);
  const composed = composeTopicAnswer(question, topic, {
    seeAlso,
    ignore: searched.search.weakStems,
    t,
  });
  // Not written in the user's language yet: say so in it (911 first for anything life-threatening).
  const notice =
    topic.lang === lang ? "" : topic.urgent ? t("guide.notice.englishOnlyUrgent") : t("guide.notice.englishOnly");
  return {
    markdown: notice ? `${notice}\n\n${composed.markdown}` : composed.markdown,
    sources: [...composed.sections.map((s) => toSource(topic, s.heading, s.id)), ...seeAlso.map((x) => toSource(x))],
    kind: topic.urgent ? "emergency" : "answer",
    answeredBy: "offline",
    lang,
    topicLang: topic.lang,
  };
}
