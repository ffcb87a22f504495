import { detectEmergency, emergencyLead, type EmergencyKind } from "./emergency";
import { getGuideTopics, type GuideItem, type GuideSection } from "./knowledge.server";
import { Bm25Index, type SearchHit } from "./retriever";
import { analyze, DOMAIN_ANCHOR_STEMS, normalize } from "./text";
import type { GuideAnswer, GuideSource } from "./types";

/**
 * The offline answerer: ranks knowledge-base sections with BM25 and composes a short markdown
 * answer from the best ones, citing their titles. No network, a few milliseconds per question.
 */

const PRIMARY_ITEMS = 7;
const EXTRA_ITEMS = 3;
const MAX_EXTRA_SECTIONS = 2;
/** An extra section must score at least this share of the best one to be included. */
const EXTRA_SECTION_RATIO = 0.6;
/** A section added for an uncovered concept of the question needs at least this share. */
const COVER_RATIO = 0.35;

let cachedIndex: {
  topics: unknown;
  index: Bm25Index<GuideSection>;
  /** Tokens of each section's own heading and body (not the topic's shared title and keywords). */
  ownTokens: Map<string, Set<string>>;
} | null = null;

export function getGuideIndex() {
  const topics = getGuideTopics();
  if (!cachedIndex || cachedIndex.topics !== topics) {
    const docs = topics.flatMap((topic) =>
      topic.sections.map((section) => ({
        ref: section,
        fields: [
          { text: section.heading, weight: 3 },
          { text: topic.title, weight: 2 },
          { text: topic.keywords.join(" , "), weight: 1 },
          { text: section.body, weight: 1 },
        ],
      })),
    );
    const ownTokens = new Map(
      topics.flatMap((t) => t.sections.map((s) => [s.id, new Set(analyze(`${s.heading}\n${s.body}`).tokens)] as const)),
    );
    cachedIndex = { topics, index: new Bm25Index(docs), ownTokens };
  }
  return cachedIndex;
}

/** The ranked sections for a question (exposed for tests and the model's context). */
export function searchGuide(question: string, limit = 5): SearchHit<GuideSection>[] {
  return getGuideIndex().index.search(question, limit);
}

const GREETING = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|cool|great|nice)( there| so much| you| guide)*$/;

const SUGGESTIONS =
  "- What should I include in my emergency kit?\n- How do I create a family emergency communication plan?\n- What should I do during an earthquake?";

/**
 * Requests that are clearly about something else. They only lead to a redirect when the question
 * names no hazard ("write a poem about cats" is off topic; "a story about a flood" is not).
 */
const OFF_TOPIC =
  /\b(poem|poems|poetry|joke|jokes|riddle|story|stories|lyrics|recipe|recipes|bake|movie|movies|film|tv show|stock|stocks|crypto|bitcoin|invest|investing|homework|essay|code|coding|python|javascript|program|programming|sports|football|basketball|baseball|soccer|super bowl|celebrity|president|election|politics|translate|math|dating|horoscope|weather forecast)\b/;

/** Concepts that name a hazard or a response skill, as opposed to who or what is involved. */
const SUPPORTING_CONCEPTS = new Set(["§pet", "§child", "§docs", "§cert", "§access"]);

/** Words added to the question for an emergency in progress, so the "what to do now" section ranks first. */
const EMERGENCY_EXPANSION: Record<EmergencyKind, string> = {
  fire: "if there is a fire get out stay out call 911",
  bleeding: "stop the bleed control severe bleeding pressure",
  choking: "choking back blows abdominal thrusts",
  medical: "hands-only cpr for adults call 911",
  violence: "run hide fight",
  gas: "if you smell gas leave the building",
  general: "",
};

const CHAPTER_NUDGE = "_Want hands-on training? [Find a local chapter](/chapters) near you._";

function redirectAnswer(lead?: string): GuideAnswer {
  const parts = [
    lead,
    "I'm the emergency preparedness guide, so I can only help with getting ready for and staying safe during emergencies and disasters — like emergency kits, family plans, evacuation, severe weather, fires, first aid and CPR.",
    `You could ask, for example:\n\n${SUGGESTIONS}`,
    CHAPTER_NUDGE,
  ].filter(Boolean);
  return { markdown: parts.join("\n\n"), sources: [], kind: lead ? "emergency" : "redirect", answeredBy: "offline" };
}

function greetingAnswer(): GuideAnswer {
  return {
    markdown: [
      "Hello! I'm the AI Emergency Preparedness Guide. I can help you prepare for and respond to emergencies: emergency kits, family communication plans, evacuation, floods, hurricanes, tornadoes, wildfires, earthquakes, first aid, CPR and more.",
      `Try asking:\n\n${SUGGESTIONS}`,
    ].join("\n\n"),
    sources: [],
    kind: "greeting",
    answeredBy: "offline",
  };
}

/** Pick the items of a section that best match the question, keeping their original order. */
function pickItems(section: GuideSection, queryTokens: Set<string>, max: number, idf: (t: string) => number) {
  const items = section.items;
  if (items.length <= max) return items;
  // Numbered steps only make sense together: keep the first `max` in order.
  if (items.some((i) => i.kind === "step")) return items.slice(0, max);
  const scored = items.map((item, index) => {
    let score = 0;
    for (const t of new Set(analyze(item.text).tokens)) if (queryTokens.has(t)) score += idf(t);
    // A small bonus for leading items: sections put the most important point first.
    return { item, index, score: score + (items.length - index) * 0.01 };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.item);
}

function renderItems(items: GuideItem[]): string {
  const out: string[] = [];
  let step = 0;
  let previous: GuideItem["kind"] | null = null;
  for (const item of items) {
    if (item.kind === "paragraph") {
      out.push(`${previous ? "\n" : ""}${item.text}\n`);
    } else if (item.kind === "step") {
      step++;
      out.push(`${step}. ${item.text}`);
    } else {
      out.push(`- ${item.text}`);
    }
    previous = item.kind;
  }
  return out.join("\n").trim();
}

function toSource(section: GuideSection): GuideSource {
  return { topicId: section.topicId, topicTitle: section.topicTitle, heading: section.heading, sectionId: section.id };
}

export function answerOffline(question: string): GuideAnswer {
  const emergency = detectEmergency(question);
  const lead = emergency ? emergencyLead(emergency) : undefined;
  const normalized = normalize(question);
  const info = analyze(emergency ? `${question} ${EMERGENCY_EXPANSION[emergency]}` : question);

  if (!emergency && GREETING.test(normalized)) return greetingAnswer();

  const namesHazard = info.concepts.some((c) => !SUPPORTING_CONCEPTS.has(c));
  const offTopic = !namesHazard && OFF_TOPIC.test(normalized);
  const inDomain =
    Boolean(emergency) ||
    (!offTopic && (info.concepts.length > 0 || info.words.some((w) => DOMAIN_ANCHOR_STEMS.has(w))));
  const { index, ownTokens } = getGuideIndex();
  const hits = inDomain ? index.search(info, 30) : [];
  if (!hits.length) return redirectAnswer(lead);

  const top = hits[0]!;
  const chosen: SearchHit<GuideSection>[] = [top];
  for (const hit of hits.slice(1)) {
    if (chosen.length > MAX_EXTRA_SECTIONS) break;
    if (hit.score < top.score * EXTRA_SECTION_RATIO) break;
    // An extra section must match the question in its own text, not only through its topic's
    // shared title and keywords, or every section of the winning topic would qualify.
    const own = ownTokens.get(hit.ref.id);
    if (!hit.matched.some((t) => own?.has(t))) continue;
    chosen.push(hit);
  }
  // A question about two things ("evacuating with a cat during a hurricane") should get a section
  // for each: add the best section for any concept of the question the chosen ones do not cover.
  for (const concept of info.concepts) {
    if (chosen.some((h) => h.matched.includes(concept))) continue;
    const cover = hits.find((h) => !chosen.includes(h) && h.matched.includes(concept) && h.score >= top.score * COVER_RATIO);
    if (!cover) continue;
    if (chosen.length > MAX_EXTRA_SECTIONS) chosen.pop();
    chosen.push(cover);
  }

  const queryTokens = new Set(info.tokens);
  const idf = (t: string) => index.idf(t);
  const blocks = chosen.map((hit, i) => {
    const items = pickItems(hit.ref, queryTokens, i === 0 ? PRIMARY_ITEMS : EXTRA_ITEMS, idf);
    const title = hit.ref.topicId === top.ref.topicId ? hit.ref.heading : `${hit.ref.heading} (${hit.ref.topicTitle})`;
    return `### ${title}\n\n${renderItems(items)}`;
  });

  const sources = chosen.map((h) => toSource(h.ref));
  const cited = sources.map((s) => `${s.topicTitle} › ${s.heading}`);
  const uniqueCited = [...new Set(cited)];
  const parts = [
    lead,
    ...blocks,
    `**Sources:** ${uniqueCited.join("; ")} (based on public guidance from Ready.gov, FEMA, CDC and the Red Cross).`,
    CHAPTER_NUDGE,
  ].filter(Boolean);
  return { markdown: parts.join("\n\n"), sources, kind: emergency ? "emergency" : "answer", answeredBy: "offline" };
}
