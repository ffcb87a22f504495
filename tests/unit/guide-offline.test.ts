import { describe, expect, it } from "vitest";
import { detectEmergency } from "../../app/guide/emergency";
import { getGuideTopics } from "../../app/guide/knowledge.server";
import { answerOffline, searchGuide } from "../../app/guide/offline.server";
import { porterStem } from "../../app/guide/stemmer";
import { analyze } from "../../app/guide/text";
import { ALL_TOPICS, STARTER_QUESTIONS, TRENDING_TOPICS } from "../../app/guide/topics";
import { GUIDE_PHRASINGS } from "./guide-phrasings";

describe("knowledge base", () => {
  const topics = getGuideTopics();

  it("covers every topic the guide promises, each split into sections", () => {
    const ids = topics.map((t) => t.id);
    for (const required of [
      "emergency-kits", "family-communication-plan", "evacuation", "shelter-in-place", "floods", "hurricanes",
      "tornadoes", "wildfires-and-smoke", "earthquakes", "winter-storms", "extreme-heat", "power-outages",
      "pandemics", "active-shooter", "terrorism-and-suspicious-items", "civil-unrest",
      "first-aid-and-stop-the-bleed", "cpr-and-aed", "pets", "disabilities-and-older-adults",
      "documents-and-finances", "cert-and-volunteering", "mental-health-after-disaster",
    ]) {
      expect(ids).toContain(required);
    }
    for (const topic of topics) {
      expect(topic.sections.length, topic.id).toBeGreaterThanOrEqual(3);
      for (const section of topic.sections) expect(section.items.length, section.id).toBeGreaterThan(0);
    }
  });

  it("lists every knowledge-base topic behind 'See More Topics', and nothing else", () => {
    expect(new Set(ALL_TOPICS.map((t) => t.topicId))).toEqual(new Set(topics.map((t) => t.id)));
  });

  it("offers 5 starter questions and 6 trending topics", () => {
    expect(STARTER_QUESTIONS).toHaveLength(5);
    expect(TRENDING_TOPICS).toHaveLength(6);
  });
});

describe("text analysis", () => {
  it("stems like Porter's reference implementation", () => {
    const cases: Record<string, string> = {
      caresses: "caress", ponies: "poni", agreed: "agre", motoring: "motor", hopping: "hop", filing: "file",
      relational: "relat", conditional: "condit", generalization: "gener", adjustment: "adjust",
      evacuation: "evacu", evacuating: "evacu", flooding: "flood",
    };
    for (const [word, expected] of Object.entries(cases)) expect(porterStem(word), word).toBe(expected);
  });

  it("makes go bag, bug out bag and emergency kit meet on one concept", () => {
    for (const phrase of ["go bag", "bug-out bags", "Emergency Kit", "grab and go bag", "72-hour kit"]) {
      expect(analyze(phrase).concepts, phrase).toContain("§kit");
    }
  });

  it("does not turn short words like 'I' or 'a' into acronyms", () => {
    expect(analyze("What should I include in a go bag, and a radio?").concepts).toEqual(["§kit"]);
  });
});

describe("offline answerer: the top source is the expected topic", () => {
  const table: Array<[string, string]> = [
    ...STARTER_QUESTIONS.map((q) => [q.question, q.topicId] as [string, string]),
    ...TRENDING_TOPICS.map((t) => [t.question, t.topicId] as [string, string]),
    ...TRENDING_TOPICS.map((t) => [t.label, t.topicId] as [string, string]),
    ...ALL_TOPICS.map((t) => [t.question, t.topicId] as [string, string]),
    ...GUIDE_PHRASINGS,
  ];

  it("has at least 30 phrasings of our own", () => {
    expect(GUIDE_PHRASINGS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)("%s → %s", (question, topicId) => {
    const answer = answerOffline(question);
    expect(answer.kind === "answer" || answer.kind === "emergency").toBe(true);
    expect(answer.sources[0]?.topicId).toBe(topicId);
    // The answer cites its sources by title and carries real content.
    expect(answer.markdown).toContain(`**Sources:** ${answer.sources[0]!.topicTitle} › ${answer.sources[0]!.heading}`);
    expect(answer.markdown).toMatch(/^(\d+\.|-) /m);
  });
});

describe("offline answerer: behaviour", () => {
  it("answers go bag, bug out bag and emergency kit questions from the kit topic", () => {
    for (const q of ["What goes in a go bag?", "What goes in a bug out bag?", "What goes in an emergency kit?"]) {
      expect(searchGuide(q, 1)[0]?.ref.topicId, q).toBe("emergency-kits");
    }
  });

  it("gives a specific answer to the kit question (water, food, radio, flashlight)", () => {
    const { markdown } = answerOffline("What should I include in my emergency kit?");
    for (const word of ["gallon", "food", "radio", "Flashlight"]) expect(markdown).toContain(word);
  });

  it.each([
    "What's the capital of France?",
    "Write me a poem about cats",
    "Who won the Super Bowl?",
    "Best stocks to buy this year",
    "How do I fix my Python code?",
  ])("politely redirects an out-of-domain question: %s", (question) => {
    const answer = answerOffline(question);
    expect(answer.kind).toBe("redirect");
    expect(answer.sources).toEqual([]);
    expect(answer.markdown).toMatch(/emergency preparedness guide/i);
  });

  it("greets a greeting without citing random sections", () => {
    const answer = answerOffline("Hello!");
    expect(answer.kind).toBe("greeting");
    expect(answer.sources).toEqual([]);
  });

  it.each([
    ["Someone is bleeding", "first-aid-and-stop-the-bleed"],
    ["There's a fire in my apartment", "home-fires"],
    ["My dad collapsed and isn't breathing", "cpr-and-aed"],
    ["I hear gunshots in the building", "active-shooter"],
    ["I smell gas in my house", null],
  ])("puts 'call 911' first for an emergency in progress: %s", (question, topicId) => {
    const answer = answerOffline(question);
    expect(answer.kind).toBe("emergency");
    const firstParagraph = answer.markdown.split("\n\n")[0]!;
    expect(firstParagraph).toMatch(/call 911/i);
    if (topicId) expect(answer.sources[0]?.topicId).toBe(topicId);
  });

  it("does not treat preparedness questions as emergencies in progress", () => {
    for (const q of [
      "How do I stop severe bleeding until help arrives?",
      "What should I do during an earthquake?",
      "How should I respond to an active shooter? Explain Run, Hide, Fight.",
      "How do I use a fire extinguisher?",
    ]) {
      expect(detectEmergency(q), q).toBeNull();
    }
  });

  it("covers each thing a two-part question asks about", () => {
    const answer = answerOffline("Hurricane evacuation with a cat");
    const topics = answer.sources.map((s) => s.topicId);
    expect(topics).toContain("hurricanes");
    expect(topics).toContain("pets");
  });

  it("keeps answers short", () => {
    for (const q of STARTER_QUESTIONS) {
      expect(answerOffline(q.question).markdown.length).toBeLessThan(3000);
    }
  });
});
