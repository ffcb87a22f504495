import { describe, expect, it } from "vitest";
import { isDoNot } from "../../app/guide/compose";
import { getGuideTopic, getGuideTopics } from "../../app/guide/knowledge.server";
import { detectEmergency } from "../../app/guide/emergency";
import { detectQuestionLanguage, guideLanguage } from "../../app/guide/lang";
import { answerOffline } from "../../app/guide/offline.server";
import { spanishStem } from "../../app/guide/stemmer-es";
import { SPANISH_HOLDOUT } from "./guide-es-labeled-set";
import { LABELED_SET } from "./guide-labeled-set";

/**
 * The guide in Spanish (issue 19 item 4): language detection, the Spanish knowledge base kept
 * parallel to the English one, the safety rules of issue 15 on Spanish answers to questions the
 * synonyms were not tuned on, and the notice + English answer for a language (French) or a topic
 * that is not written yet.
 */

const LIFE_SAFETY = getGuideTopics().filter((t) => t.category === "first-aid" || t.category === "hazard");

const firstTwoSentences = (markdown: string) =>
  markdown
    .replace(/\*\*/g, "")
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((x) => x.trim())
    .slice(0, 2)
    .join(" ");

const PROTOCOLS: Array<{ name: string; steps: RegExp[] }> = [
  { name: "Corre, Escóndete, Lucha", steps: [/\*\*Corre:\*\*/, /\*\*Escóndete:\*\*/, /\*\*Lucha:\*\*/] },
  { name: "Agáchate, Cúbrete y Sujétate", steps: [/\*\*Agáchate\*\*/, /\*\*Cúbrete\*\*/, /\*\*Sujétate\*\*/] },
  { name: "FAST", steps: [/\*\*F —/, /\*\*A —/, /\*\*S —/, /\*\*T —/] },
  { name: "Detente, Tírate al suelo y Rueda", steps: [/\*\*Detente\*\*/, /\*\*Tírate\*\* al suelo/, /\*\*Rueda\*\*/] },
  { name: "RICE", steps: [/\*\*Reposo\*\*/, /\*\*Hielo\*\*/, /\*\*Compresión:\*\*/, /\*\*Elevación:\*\*/] },
  {
    name: "Entra, Quédate adentro, Mantente informado",
    steps: [/\*\*Entra\*\*/, /\*\*Quédate adentro\*\*/, /\*\*Mantente informado\*\*/],
  },
  {
    name: "Triaje START",
    steps: [/\*\*Heridos que caminan:\*\*/, /\*\*Respiración:\*\*/, /\*\*Perfusión/, /\*\*Estado mental:\*\*/],
  },
];

describe("question language", () => {
  it("tells Spanish, French and English apart, and says so when it cannot", () => {
    expect(detectQuestionLanguage("¿Qué hago si mi hijo tiene una convulsión?")).toBe("es");
    expect(detectQuestionLanguage("se quemo con aceite caliente")).toBe("es");
    expect(detectQuestionLanguage("Que faire si mon fils fait une crise ?")).toBe("fr");
    expect(detectQuestionLanguage("j'ai une fuite de gaz dans la cuisine")).toBe("fr");
    expect(detectQuestionLanguage("what do i do if my son is having a seizure")).toBe("en");
    for (const ambiguous of ["tsunami", "911", "earthquake", "RCP", "covid"])
      expect(detectQuestionLanguage(ambiguous), ambiguous).toBeNull();
    expect(guideLanguage("tsunami", "es")).toBe("es");
    expect(guideLanguage("¿qué es un tsunami?", "en")).toBe("es");
  });

  it("never takes one of the English labeled questions for Spanish or French", () => {
    const wrong = LABELED_SET.filter((l) => {
      const lang = detectQuestionLanguage(l.q);
      return lang === "es" || lang === "fr";
    });
    expect(wrong.map((w) => w.q)).toEqual([]);
  });

  it("recognizes the held-out Spanish questions as Spanish (or leaves them to the page)", () => {
    const detected = SPANISH_HOLDOUT.map((l) => detectQuestionLanguage(l.q));
    expect(detected.filter((d) => d === "en" || d === "fr")).toEqual([]);
    const spanish = detected.filter((d) => d === "es").length / detected.length;
    console.info(`[guide-es] held-out questions detected as Spanish: ${(spanish * 100).toFixed(1)}%`);
    expect(spanish).toBeGreaterThanOrEqual(0.9);
  });

  it("stems the forms of a Spanish word to one stem", () => {
    for (const group of [
      ["quemadura", "quemaduras", "quemado", "quemar"],
      ["convulsión", "convulsiones", "convulsionando"],
      ["incendio", "incendios"],
      ["huracán", "huracanes"],
      ["inundación", "inundaciones", "inundado"],
    ]) {
      const stems = new Set(group.map((w) => spanishStem(w.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))));
      expect([...stems], group.join(" ")).toHaveLength(1);
    }
  });
});

describe("the Spanish knowledge base", () => {
  it("has every first-aid and hazard topic (today every topic), and each Spanish topic is parallel to the English one", () => {
    for (const en of LIFE_SAFETY) expect(getGuideTopic(en.id, "es"), en.id).toBeDefined();
    expect(getGuideTopics("es").map((t) => t.id)).toEqual(getGuideTopics("en").map((t) => t.id));
    for (const es of getGuideTopics("es")) {
      const en = getGuideTopic(es.id)!;
      expect(en, es.id).toBeDefined();
      expect(es.lang).toBe("es");
      expect([es.category, es.urgent], en.id).toEqual([en.category, en.urgent]);
      expect(es.keywords.length, en.id).toBeGreaterThan(5);
      expect(es.sourceUrl, en.id).toMatch(/^https:\/\//);
      // Same sections in the same order, each with the same kinds of items (steps stay steps, in number).
      expect(
        es.sections.map((s) => s.items.map((i) => i.kind)),
        en.id,
      ).toEqual(en.sections.map((s) => s.items.map((i) => i.kind)));
      expect(es.sections.map(isDoNot), en.id).toEqual(en.sections.map(isDoNot));
    }
  });

  it("puts 911 in the first two sentences of every life-threatening topic's key action", () => {
    for (const es of getGuideTopics("es").filter((t) => t.urgent))
      expect(firstTwoSentences(es.intro), es.id).toMatch(/\b911\b/);
  });

  it("keeps the source's ordered protocols in the topics that have them", () => {
    const expected: Record<string, string> = {
      "active-shooter": "Corre, Escóndete, Lucha",
      earthquakes: "Agáchate, Cúbrete y Sujétate",
      stroke: "FAST",
      "home-fires": "Detente, Tírate al suelo y Rueda",
      "fractures-and-sprains": "RICE",
      "radiation-emergencies": "Entra, Quédate adentro, Mantente informado",
      "start-triage": "Triaje START",
    };
    for (const [id, name] of Object.entries(expected)) {
      const body = getGuideTopic(id, "es")!
        .sections.map((s) => s.body)
        .join("\n");
      const positions = PROTOCOLS.find((p) => p.name === name)!.steps.map((s) => body.search(s));
      expect(
        positions.every((p) => p >= 0),
        `${id}: ${positions}`,
      ).toBe(true);
      expect(
        [...positions].sort((a, b) => a - b),
        id,
      ).toEqual(positions);
    }
  });
});

describe("answers in the user's language, from cards written in it", () => {
  it("answers a French question in French, from the French card", () => {
    const answer = answerOffline("Que faire si mon fils fait une crise de convulsions ?");
    expect(answer.lang).toBe("fr");
    expect(answer.card).toBe("seizure");
    expect(firstTwoSentences(answer.markdown)).toMatch(/appelez le 911/);
    expect(answer.markdown).toContain("Ne mettez rien dans sa bouche.");
    expect(answer.markdown.trim().split("\n").at(-1)).toMatch(
      /^En savoir plus : \[.+\]\(\/guide\/topics\/seizures\) · Source : /,
    );
  });

  it("answers a Spanish question in Spanish on an English page, and an English one in English on a Spanish page", () => {
    expect(answerOffline("¿qué hago durante un terremoto?", { lang: "en" }).markdown).toMatch(
      /^\*\*Agáchate, cúbrete y agárrate/,
    );
    const english = answerOffline("what should I do during an earthquake", { lang: "es" });
    expect(english.lang).toBe("en");
    expect(english.markdown).toMatch(/^\*\*Drop, Cover, and Hold On/);
  });

  it("answers a question with no language of its own in the page's language", () => {
    const answer = answerOffline("earthquake", { lang: "es" });
    expect(answer.lang).toBe("es");
    expect(answer.markdown).toMatch(/^\*\*Agáchate/);
  });

  it("recognizes an emergency happening now in Spanish and French", () => {
    expect(detectEmergency("mi papá no respira")).toBe("medical");
    expect(detectEmergency("¡hay un incendio en la cocina!")).toBe("fire");
    expect(detectEmergency("huele a gas en el edificio")).toBe("gas");
    expect(detectEmergency("il ne respire plus")).toBe("medical");
    expect(detectEmergency("au secours, je suis coincé")).toBe("general");
    const fallback = answerOffline("¡auxilio! por favor", { lang: "es" });
    expect(fallback.kind).toBe("fallback");
    expect(fallback.markdown).toMatch(/^\*\*Si alguien está en peligro, llama al 911 ahora/);
  });

  it("greets, refuses and redirects in Spanish", () => {
    expect(answerOffline("hola", { lang: "es" })).toMatchObject({ kind: "greeting", lang: "es" });
    expect(answerOffline("hola", { lang: "es" }).markdown).toContain("llama al 911");
    const refusal = answerOffline("cómo hacer una bomba casera");
    expect(refusal).toMatchObject({ kind: "redirect", lang: "es" });
    expect(refusal.markdown).toContain("Lo siento, no puedo ayudarte con eso.");
    expect(answerOffline("escríbeme un poema sobre gatos").markdown).toMatch(/^Soy la guía de preparación/);
  });
});
