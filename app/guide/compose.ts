import type { TFunction } from "~/i18n/translate";
import type { GuideItem, GuideSection, GuideTopic } from "./parse";
import { contentStems } from "./text";

/**
 * Builds the answer to a question from its topic: the key action first (the topic's opening
 * paragraph, which names 911 for anything life-threatening), then only the sections that fit the
 * question, in the topic's own order and with their steps untouched, then links to the topic page
 * and the source. Typically under 200 words, never over MAX_WORDS.
 */

export const MAX_WORDS = 300;
/** Extra sections are added only while the answer stays under this many words. */
const SOFT_WORDS = 200;
/** A first-aid "Do not" section may stretch the answer a little: it is part of the safety advice. */
const SAFETY_WORDS = 260;

export function topicPath(topic: Pick<GuideTopic, "id">) {
  return `/guide/topics/${topic.id}`;
}

/** Words as a reader sees them: link targets and markdown marks are not counted. */
export function countWords(markdown: string) {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*#_>`]/g, " ")
    .replace(/^\s*(\d+\.|-)\s+/gm, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function renderItems(items: GuideItem[]): string {
  const out: string[] = [];
  let step = 0;
  for (const item of items) {
    if (item.kind === "step") out.push(`${++step}. ${item.text}`);
    else if (item.kind === "bullet") out.push(`- ${item.text}`);
    else out.push(`${out.length ? "\n" : ""}${item.text}\n`);
  }
  return out.join("\n").trim();
}

function renderSection(section: GuideSection, items = section.items) {
  return `### ${section.heading}\n\n${renderItems(items)}`;
}

/** The "what not to do" section ("Do not", "Qué no hacer"). */
export const isDoNot = (s: GuideSection) => /^(do not|don't|what not to do|qu[eé] no hacer|lo que no)/i.test(s.heading);

/** The answer's closing line: the topic page and the source, in the answer's language (`t`, "guide" namespace). */
export function sourceLine(topic: GuideTopic, t?: TFunction) {
  const source = topic.sourceUrl ? `[${topic.source}](${topic.sourceUrl})` : topic.source;
  const page = `[${topic.title}](${topicPath(topic)})`;
  return t ? t("guide.answer.readMore", { page, source }) : `Read more: ${page} · Source: ${source}`;
}

function seeAlsoLine(topics: GuideTopic[], t?: TFunction) {
  const links = topics.map((topic) => `[${topic.title}](${topicPath(topic)})`).join(", ");
  return t ? t("guide.answer.seeAlso", { links }) : `See also: ${links}`;
}

/** How well each section fits the question's own words (those that are not just the topic's name). */
function sectionScores(question: string, topic: GuideTopic, ignore: ReadonlySet<string>) {
  // The topic's core subject ("seizures") fits every section; the rest of its title ("joining a
  // team") still points to the section that says it in its heading.
  const stems = (text: string) => contentStems(text, topic.lang);
  const subject = new Set(stems(topic.label));
  const titleWords = new Set(stems(topic.title));
  const asked = new Set(stems(question).filter((w) => !subject.has(w) && !ignore.has(w)));
  return topic.sections.map((section) => {
    const heading = new Set(stems(section.heading));
    const body = new Set(stems(section.body));
    let score = 0;
    for (const w of asked) {
      if (titleWords.has(w)) score += heading.has(w) ? 1 : 0;
      else if (heading.has(w)) score += 2;
      else if (body.has(w)) score += 1;
    }
    return score;
  });
}

export interface ComposedAnswer {
  markdown: string;
  sections: GuideSection[];
}

export function composeTopicAnswer(
  question: string,
  topic: GuideTopic,
  {
    seeAlso = [],
    ignore = new Set<string>(),
    t,
  }: {
    seeAlso?: GuideTopic[];
    ignore?: ReadonlySet<string>;
    /** Fixed texts in the answer's language ("guide" namespace); English when absent. */
    t?: TFunction;
  } = {},
): ComposedAnswer {
  const scores = sectionScores(question, topic, ignore);
  const sections = topic.sections.filter((s) => !isDoNot(s));
  const best = sections.reduce<GuideSection | undefined>(
    (top, s) => (!top || scores[s.index]! > scores[top.index]! ? s : top),
    undefined,
  );
  const first = topic.sections[0];
  const chosen = new Set<GuideSection>();
  // The topic's main steps come first for anything urgent, or when nothing more specific fits.
  const specific = best && scores[best.index]! > 0 ? best : undefined;
  if (first && (topic.urgent || !specific)) chosen.add(first);
  if (specific) chosen.add(specific);

  const tail = [seeAlso.length ? seeAlsoLine(seeAlso, t) : "", sourceLine(topic, t)].filter(Boolean).join("\n\n");
  const render = (list: GuideSection[]) =>
    [topic.intro, ...list.sort((a, b) => a.index - b.index).map((s) => renderSection(s)), tail]
      .filter(Boolean)
      .join("\n\n");
  const words = (list: GuideSection[]) => countWords(render([...list]));

  // The main steps of a non-urgent topic, when a specific section was asked for and there is room.
  if (first && !chosen.has(first) && words([...chosen, first]) <= SOFT_WORDS) chosen.add(first);
  // What not to do, for first aid and urgent hazards.
  const doNot = topic.sections.find(isDoNot);
  if (doNot && (topic.urgent || scores[doNot.index]! > 0) && words([...chosen, doNot]) <= SAFETY_WORDS)
    chosen.add(doNot);
  // For something life-threatening with room to spare, the next part of the protocol too
  // ("Calling 911" after "Run, Hide, Fight"; "Using an AED" after CPR).
  const next = sections.find((s) => s.index > (first?.index ?? 0));
  if (topic.urgent && !specific && next && words([...chosen, next]) <= SOFT_WORDS) chosen.add(next);
  // Never over the hard cap: drop the last-added extras, then shorten bullet lists (never steps).
  let list = [...chosen];
  while (list.length > 1 && words(list) > MAX_WORDS) list = list.slice(0, -1);
  let markdown = render([...list]);
  if (countWords(markdown) > MAX_WORDS) {
    const last = list.sort((a, b) => a.index - b.index).at(-1)!;
    let items = [...last.items];
    while (items.length > 1 && items.at(-1)!.kind !== "step" && countWords(markdown) > MAX_WORDS) {
      items = items.slice(0, -1);
      markdown = [
        topic.intro,
        ...list.map((s) => (s === last ? renderSection(s, items) : renderSection(s))),
        tail,
      ].join("\n\n");
    }
  }
  return { markdown, sections: list.sort((a, b) => a.index - b.index) };
}

/** The whole topic as markdown, for the model's context and the topic page. */
export function topicMarkdown(topic: GuideTopic) {
  return [topic.intro, ...topic.sections.map((s) => `## ${s.heading}\n\n${s.body}`)].join("\n\n");
}
