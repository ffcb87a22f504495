import { describe, expect, it } from "vitest";
import { countWords, MAX_WORDS } from "../../app/guide/compose";
import { getGuideTopic } from "../../app/guide/knowledge.server";
import { answerOffline } from "../../app/guide/offline.server";
import { ALL_TOPICS, STARTER_QUESTIONS, TRENDING_TOPICS } from "../../app/guide/topics";
import { LABELED_SET, NO_TOPIC } from "./guide-labeled-set";

/**
 * Rules that hold on every answer the guide gives to the labeled set (and the card's own
 * questions): short, steps in the source's order, the ordered protocols whole and in order,
 * nothing first-aid guidance warns against unless it is said as "do not", 911 first when life is
 * at stake.
 */

const questions = [
  ...LABELED_SET.map((l) => ({ q: l.q, label: l.topic })),
  ...NO_TOPIC.map((n) => ({ q: n.q, label: null })),
  ...STARTER_QUESTIONS.map((s) => ({ q: s.question, label: s.topicId })),
  ...TRENDING_TOPICS.map((s) => ({ q: s.question, label: s.topicId })),
  ...ALL_TOPICS.map((s) => ({ q: s.question, label: s.topicId })),
];
const answers = questions.map(({ q, label }) => ({ q, label, answer: answerOffline(q) }));

/** Sentences and list items, each a separate clause to judge (a "Do not" covers its own clause). */
function clauses(markdown: string): string[] {
  return markdown
    .replace(/\*\*/g, "")
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

const NEGATION = /\b(do not|don't|dont|never|not|no|avoid|instead of|stay off|stay out of|turn around)\b/i;

/** Advice first-aid sources warn against. Each may appear only in a clause that says not to. */
const WARNED_AGAINST: Array<{ name: string; pattern: RegExp; when?: RegExp }> = [
  { name: "butter or ice on a burn", pattern: /\b(butter|ice|ice water|toothpaste)\b/i, when: /\bburn/i },
  {
    name: "something in a seizing person's mouth",
    pattern: /\b(in|into|between) (the|their|his|her|the person's) (mouth|teeth)\b/i,
  },
  {
    name: "cutting or sucking a snakebite",
    pattern: /\b(cut|cutting|suck|sucking|slash)\b/i,
    when: /\b(snake|venom)/i,
  },
  { name: "tourniquet or ice on a snakebite", pattern: /\b(tourniquet|ice)\b/i, when: /\b(snake|venom)/i },
  { name: "standing in a doorway in an earthquake", pattern: /\bdoorway/i },
  {
    name: "sheltering under an overpass",
    pattern: /\b(overpass|underpass)/i,
    when: /\b(shelter|hide|tornado|take cover)/i,
  },
  {
    name: "driving through flood water",
    pattern: /\b(drive|driving|walk|walking|swim)\b[^.]*\b(through|into|across)\b[^.]*\b(flood|water)/i,
  },
  { name: "rubbing frostbite", pattern: /\b(rub|rubbing|massage)\b/i, when: /\b(frost|frozen|numb|skin)/i },
  { name: "making a poisoned person vomit", pattern: /\b(make|making) (them|the person|him|her) (vomit|throw up)\b/i },
  {
    name: "chest compressions on a seizing or breathing person",
    pattern: /\bpush hard and fast\b/i,
    when: /\bseizure/i,
  },
];

/** Protocols whose steps must all appear, in this order, whenever one of them does. */
const PROTOCOLS: Array<{ name: string; steps: RegExp[] }> = [
  { name: "Run, Hide, Fight", steps: [/\*\*Run:\*\*/, /\*\*Hide:\*\*/, /\*\*Fight:\*\*/] },
  { name: "Drop, Cover, Hold On", steps: [/\*\*Drop\*\* down/, /\*\*Cover\*\*/, /\*\*Hold On\*\*/] },
  { name: "FAST", steps: [/\*\*F —/, /\*\*A —/, /\*\*S —/, /\*\*T —/] },
  { name: "Stop, Drop and Roll", steps: [/\*\*Stop\*\* where/, /\*\*Drop\*\* to the ground/, /\*\*Roll\*\*/] },
  { name: "RICE", steps: [/\*\*Rest\*\*/, /\*\*Ice\*\*/, /\*\*Compression:\*\*/, /\*\*Elevation:\*\*/] },
  {
    name: "Get inside, Stay inside, Stay tuned",
    steps: [/\*\*Get inside\*\*/, /\*\*Stay inside\*\*/, /\*\*Stay tuned\*\*/],
  },
  {
    name: "START triage",
    steps: [/\*\*Walking wounded:\*\*/, /\*\*Breathing:\*\*/, /\*\*Perfusion/, /\*\*Mental status:\*\*/],
  },
];

const firstTwoSentences = (markdown: string) =>
  markdown
    .replace(/\*\*/g, "")
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((x) => x.trim())
    .slice(0, 2)
    .join(" ");

describe("guide safety rules, on every answer to the labeled set", () => {
  it("answers are short: never over 300 words, and under 200 for most", () => {
    const counts = answers.map((a) => countWords(a.answer.markdown));
    for (const [i, n] of counts.entries()) expect(n, answers[i]!.q).toBeLessThanOrEqual(MAX_WORDS);
    const under200 = counts.filter((n) => n < 200).length / counts.length;
    console.info(`[guide] answers under 200 words: ${(under200 * 100).toFixed(0)}%, longest ${Math.max(...counts)}`);
    expect(under200).toBeGreaterThanOrEqual(0.7);
  });

  it("every topic answer ends with its topic page and source", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "answer" && answer.kind !== "emergency") continue;
      const topicId = answer.sources[0]!.topicId;
      expect(answer.markdown.trim().split("\n").at(-1), q).toMatch(
        new RegExp(`^Read more: \\[[^\\]]+\\]\\(/guide/topics/${topicId}\\) · Source: \\[.+\\]\\(https://`),
      );
    }
  });

  it("keeps every numbered list exactly as the source orders it", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "answer" && answer.kind !== "emergency") continue;
      const topic = getGuideTopic(answer.sources[0]!.topicId)!;
      for (const block of answer.markdown.split(/^### /m).slice(1)) {
        const heading = block.split("\n")[0]!.trim();
        const section = topic.sections.find((s) => s.heading === heading);
        expect(section, `${q}: ${heading}`).toBeDefined();
        const shown = [...block.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => m[2]);
        const source = section!.items.filter((i) => i.kind === "step").map((i) => i.text);
        expect(shown, `${q}: ${heading}`).toEqual(source);
      }
    }
  });

  it.each(PROTOCOLS)("keeps $name whole and in order wherever it appears", ({ steps }) => {
    for (const { q, answer } of answers) {
      const positions = steps.map((s) => answer.markdown.search(s));
      if (positions.every((p) => p === -1)) continue;
      expect(
        positions.every((p) => p >= 0),
        q,
      ).toBe(true);
      for (let i = 1; i < positions.length; i++) expect(positions[i]!, q).toBeGreaterThan(positions[i - 1]!);
    }
  });

  it.each(WARNED_AGAINST)("never advises $name (only ever says not to)", ({ pattern, when }) => {
    for (const { q, answer } of answers) {
      for (const clause of clauses(answer.markdown)) {
        const match = pattern.exec(clause);
        if (!match || (when && !when.test(clause))) continue;
        const before = clause.slice(0, match.index + match[0].length);
        expect(NEGATION.test(before), `${q}: "${clause}"`).toBe(true);
      }
    }
  });

  it("puts 911 in the first two sentences for every life-threatening question", () => {
    for (const { q, label, answer } of answers) {
      const urgent = (label && getGuideTopic(label)?.urgent) || answer.kind === "emergency";
      if (!urgent) continue;
      expect(firstTwoSentences(answer.markdown), q).toMatch(/\b911\b/);
    }
  });

  it("never answers a question it is unsure of with steps, and always gives 911", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "fallback") continue;
      expect(answer.markdown, q).not.toMatch(/^\d+\. /m);
      expect(firstTwoSentences(answer.markdown), q).toMatch(/call 911/i);
    }
  });
});

describe("the safety check itself", () => {
  const judge = (name: string, text: string) => {
    const rule = WARNED_AGAINST.find((r) => r.name === name)!;
    return clauses(text).every((c) => {
      const m = rule.pattern.exec(c);
      return !m || (rule.when && !rule.when.test(c)) || NEGATION.test(c.slice(0, m.index + m[0].length));
    });
  };

  it("tells advice from a warning against it", () => {
    expect(judge("butter or ice on a burn", "Put butter on the burn to soothe it.")).toBe(false);
    expect(judge("butter or ice on a burn", "Do not put butter, oil or ice on a burn.")).toBe(true);
    expect(judge("standing in a doorway in an earthquake", "Stand in a doorway until the shaking stops.")).toBe(false);
    expect(judge("standing in a doorway in an earthquake", "Do not stand in a doorway: it is no stronger.")).toBe(true);
    expect(judge("driving through flood water", "You can drive through shallow flood water slowly.")).toBe(false);
    expect(judge("driving through flood water", "Never walk or drive through flood water.")).toBe(true);
    expect(judge("sheltering under an overpass", "Take shelter under a highway overpass.")).toBe(false);
    expect(judge("something in a seizing person's mouth", "Put a wallet in their mouth so they don't bite.")).toBe(
      false,
    );
  });
});
