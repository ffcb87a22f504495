import { composeTopicAnswer, topicPath } from "./compose";
import { detectEmergency } from "./emergency";
import type { GuideTopic } from "./parse";
import type { GuideSearch, SearchEngine, TopicHit } from "./search";
import { normalize } from "./text";
import type { GuideAnswer, GuideSource } from "./types";

/**
 * The offline answerer: finds the question's topic and composes a short answer from it (key
 * action first, steps in the source's order, links to the topic page and source). When no topic
 * fits with confidence it says so, gives 911 and the closest topics, and never guesses another
 * emergency's steps. No network, about a millisecond per question.
 *
 * Pure (no Node imports): the server answers with the index of app/content/guide
 * (offline.server.ts), the browser with the same topics loaded from /guide/knowledge.json when the
 * network is down (app/offline/guide-answer.client.ts).
 */

const GREETING =
  /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|cool|great|nice)( there| so much| you| guide)*$/;

/** Requests about something else entirely; only refused when no topic matches strongly. */
const OFF_TOPIC =
  /\b(poem|poems|poetry|joke|jokes|riddle|story|stories|lyrics|recipe|recipes|bake|movie|movies|film|tv show|stock|stocks|crypto|bitcoin|invest|investing|homework|essay|code|coding|python|javascript|program|programming|sports|football|basketball|baseball|soccer|super bowl|celebrity|president|election|politics|translate|math|dating|horoscope|capital of)\b/;

/** Requests for help hurting people: refused whatever else they mention. */
const HARMFUL = [
  /\b(how (do|can|could|would|should) (i|we|you|someone)|how to|teach me to|help me|instructions? (for|to)|ways? to|steps to) (make|build|create|assemble|mix|cook up|put together|get) (a |an |some )?(pipe )?(bomb|bombs|explosive|explosives|ied|molotov|nerve agent|poison gas|chemical weapon|bioweapon|dirty bomb|untraceable gun|ghost gun)\b/,
  /\b(how (do|can|could|would) (i|we|you)|how to|best way to|ways? to|help me) (poison|kill|hurt|harm|shoot|stab|attack|drug) (my |a |an |the |some )?(neighbou?rs?|wife|husband|boss|coworkers?|someone|somebody|people|person|him|her|them|kids?|child|children|teachers?|ex|crowd|dogs?|cats?)\b/,
  /\b(without (getting caught|being caught|anyone knowing)|undetectable poison|untraceable poison)\b/,
];

const SUGGESTIONS = [
  "What should I include in my emergency kit?",
  "What should I do during an earthquake?",
  "How do I stop severe bleeding?",
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

function redirectAnswer(): GuideAnswer {
  return {
    markdown: [
      "I'm the emergency preparedness guide, so I can only help with getting ready for and staying safe during emergencies and disasters — like emergency kits, family plans, severe weather, fires, first aid and CPR.",
      `You could ask, for example:\n\n${SUGGESTIONS.map((q) => `- ${q}`).join("\n")}`,
    ].join("\n\n"),
    sources: [],
    kind: "redirect",
    answeredBy: "offline",
  };
}

function refusalAnswer(): GuideAnswer {
  return {
    markdown:
      "Sorry, I can't help with that. **If someone is in danger, call 911.** I can help with staying safe in emergencies, first aid and preparedness.",
    sources: [],
    kind: "redirect",
    answeredBy: "offline",
  };
}

function greetingAnswer(): GuideAnswer {
  return {
    markdown: [
      "Hello! I'm the AI Emergency Preparedness Guide. I can help you prepare for and respond to emergencies: first aid, severe weather, fires, earthquakes, emergency kits, family plans, CERT and more. **If someone is in danger right now, call 911.**",
      `Try asking:\n\n${SUGGESTIONS.map((q) => `- ${q}`).join("\n")}`,
    ].join("\n\n"),
    sources: [],
    kind: "greeting",
    answeredBy: "offline",
  };
}

/** No topic fits with confidence: say so, give 911, and offer the closest topics (no steps). */
function fallbackAnswer(hits: TopicHit[], emergency: boolean): GuideAnswer {
  const closest = hits.slice(0, 3).map((h) => `- [${h.topic.title}](${topicPath(h.topic)})`);
  const parts = [
    emergency
      ? "**If this is happening now and anyone is hurt or in danger, call 911 right away.** The dispatcher will tell you what to do until help arrives."
      : "**If anyone is hurt or in danger, call 911.**",
    'I\'m not sure which situation you mean, so I won\'t guess at steps that might not fit. Could you say what is happening in a few more words (for example "kitchen fire", "bee sting" or "flooded road")?',
    closest.length ? `These topics may be close:\n\n${closest.join("\n")}` : "",
    "Or browse [all guide topics](/guide/topics).",
  ].filter(Boolean);
  return { markdown: parts.join("\n\n"), sources: [], kind: "fallback", answeredBy: "offline" };
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

export function answerWith(
  search: GuideSearch,
  question: string,
  { engine = "minisearch" as SearchEngine } = {},
): GuideAnswer {
  const normalized = normalize(question);
  const emergency = detectEmergency(question) !== null;
  if (HARMFUL.some((p) => p.test(normalized))) return refusalAnswer();
  if (!emergency && GREETING.test(normalized)) return greetingAnswer();

  const hits = search.search(question, { limit: 5, engine });
  const top = chooseTopic(hits);
  // "A poem about cats" names a pet but is not a question about one; "overheated at football
  // practice" names a medical emergency and is answered.
  if (!emergency && OFF_TOPIC.test(normalized) && !top?.topic.urgent) {
    return redirectAnswer();
  }
  if (!top) {
    if (!emergency && OFF_TOPIC.test(normalized)) return redirectAnswer();
    return fallbackAnswer(hits, emergency);
  }

  const seeAlso = hits
    .filter((h) => h !== top)
    .filter((h) => h.strong && h.score >= top.score * SEE_ALSO_RATIO)
    .slice(0, 1)
    .map((h) => h.topic);
  const composed = composeTopicAnswer(question, top.topic, { seeAlso, ignore: search.weakStems });
  return {
    markdown: composed.markdown,
    sources: [
      ...composed.sections.map((s) => toSource(top.topic, s.heading, s.id)),
      ...seeAlso.map((t) => toSource(t)),
    ],
    kind: top.topic.urgent ? "emergency" : "answer",
    answeredBy: "offline",
  };
}
