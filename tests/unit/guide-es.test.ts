import { describe, expect, it } from "vitest";
import { countWords, isDoNot, MAX_WORDS } from "../../app/guide/compose";
import type { Lang } from "../../app/i18n/config";
import { getGuideKnowledge, getGuideSynonyms, getGuideTopic, getGuideTopics } from "../../app/guide/knowledge.server";
import { detectEmergency } from "../../app/guide/emergency";
import { detectQuestionLanguage, guideLanguage } from "../../app/guide/lang";
import { answerQuestion, createKnowledge } from "../../app/guide/offline";
import { answerOffline, guideTexts } from "../../app/guide/offline.server";
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

/** Every Spanish topic asked by its own title, plus the held-out questions. */
const questions = [
  ...SPANISH_HOLDOUT.map((l) => ({ q: l.q, label: l.topic })),
  ...getGuideTopics("es").map((t) => ({ q: `¿Qué hago? ${t.title}`, label: t.id })),
];
const answers = questions.map(({ q, label }) => ({ q, label, answer: answerOffline(q, { lang: "es" }) }));

function clauses(markdown: string): string[] {
  return markdown
    .replace(/\*\*/g, "")
    .split(/\n+|(?<=[.!?;:])\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

const firstTwoSentences = (markdown: string) =>
  markdown
    .replace(/\*\*/g, "")
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((x) => x.trim())
    .slice(0, 2)
    .join(" ");

/** Spanish negation: a warned-against act may appear only after one of these in its clause. */
const NEGATION = /(^|[^\p{L}])(no|nunca|jamás|ni|evita|evite|en lugar de|sin)(?=$|[^\p{L}])/iu;

/** What first-aid sources warn against, as it reads in Spanish. */
const WARNED_AGAINST: Array<{ name: string; pattern: RegExp; when?: RegExp }> = [
  {
    name: "mantequilla o hielo en una quemadura",
    pattern: /\b(mantequilla|hielo|agua helada|pasta de dientes)\b/i,
    when: /quemad/i,
  },
  {
    name: "algo en la boca durante una convulsión",
    pattern: /\b(en|dentro de) la boca\b|\bmeta[ns]? nada\b|\bmetas nada\b/i,
    when: /convuls|boca/i,
  },
  {
    name: "cortar o chupar una mordedura de serpiente",
    pattern: /\b(cortes?|cortar|chup\w*|succion\w*)\b/i,
    when: /serpiente|veneno|mordedura/i,
  },
  {
    name: "torniquete o hielo en una mordedura de serpiente",
    pattern: /\b(torniquete|hielo)\b/i,
    when: /serpiente|veneno/i,
  },
  { name: "ponerse bajo el marco de una puerta en un terremoto", pattern: /\bmarco de (una|la) puerta\b/i },
  {
    name: "refugiarse bajo un paso elevado",
    pattern: /\b(paso elevado|paso a desnivel)\b/i,
    when: /ref[uú]gi|escond|tornado|c[uú]br/i,
  },
  {
    name: "cruzar agua de inundación",
    pattern:
      /\b(camin\w*|manej\w*|conduc\w*|nad\w*|cruz\w*|entr\w*)\b[^.]*\b(por|en|a través de)\b[^.]*\b(agua de (la )?inundaci[oó]n|calles? inundadas?)/i,
  },
  { name: "frotar la congelación", pattern: /\b(frot\w*|masaje\w*)\b/i, when: /congel|entumec|piel/i },
  { name: "hacer vomitar a un intoxicado", pattern: /\b(hag\w* vomitar|provoc\w* el v[oó]mito)\b/i },
  { name: "compresiones a alguien con convulsiones", pattern: /\bempuja fuerte y r[aá]pido\b/i, when: /convuls/i },
];

/** Ordered protocols as the Spanish topics write them. */
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

describe("guide safety rules, on every Spanish answer", () => {
  it("answers in Spanish, short: never over 300 words", () => {
    for (const { q, answer } of answers) {
      expect(answer.lang, q).toBe("es");
      expect(countWords(answer.markdown), q).toBeLessThanOrEqual(MAX_WORDS);
    }
  });

  it("ends every topic answer with its topic page and source, in Spanish", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "answer" && answer.kind !== "emergency") continue;
      const topicId = answer.sources[0]!.topicId;
      expect(answer.markdown.trim().split("\n").at(-1), q).toMatch(
        new RegExp(`^Más información: \\[[^\\]]+\\]\\(/guide/topics/${topicId}\\) · Fuente: \\[.+\\]\\(https://`),
      );
    }
  });

  it("keeps every numbered list exactly as the source orders it", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "answer" && answer.kind !== "emergency") continue;
      const topic = getGuideTopic(answer.sources[0]!.topicId, answer.topicLang)!;
      for (const block of answer.markdown.split(/^### /m).slice(1)) {
        const heading = block.split("\n")[0]!.trim();
        const section = topic.sections.find((s) => s.heading === heading);
        expect(section, `${q}: ${heading}`).toBeDefined();
        const shown = [...block.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => m[2]);
        expect(shown, `${q}: ${heading}`).toEqual(section!.items.filter((i) => i.kind === "step").map((i) => i.text));
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

  it.each(WARNED_AGAINST)("never advises: $name (only ever says not to)", ({ pattern, when }) => {
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
      const urgent = getGuideTopic(label)?.urgent || answer.kind === "emergency";
      if (!urgent) continue;
      expect(firstTwoSentences(answer.markdown), q).toMatch(/\b911\b/);
    }
  });

  it("never answers a question it is unsure of with steps, and always gives 911", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "fallback") continue;
      expect(answer.markdown, q).not.toMatch(/^\d+\. /m);
      expect(firstTwoSentences(answer.markdown), q).toMatch(/llama al 911/i);
    }
  });

  it("the safety check itself tells advice from a warning against it", () => {
    const judge = (name: string, text: string) => {
      const rule = WARNED_AGAINST.find((r) => r.name === name)!;
      return clauses(text).every((c) => {
        const m = rule.pattern.exec(c);
        return !m || (rule.when && !rule.when.test(c)) || NEGATION.test(c.slice(0, m.index + m[0].length));
      });
    };
    expect(judge("mantequilla o hielo en una quemadura", "Pon mantequilla en la quemadura.")).toBe(false);
    expect(judge("mantequilla o hielo en una quemadura", "No pongas mantequilla ni hielo en una quemadura.")).toBe(
      true,
    );
    expect(judge("ponerse bajo el marco de una puerta en un terremoto", "Ponte bajo el marco de una puerta.")).toBe(
      false,
    );
    expect(judge("cruzar agua de inundación", "Puedes manejar despacio por agua de inundación.")).toBe(false);
    expect(judge("cruzar agua de inundación", "Nunca camines ni manejes por agua de inundación.")).toBe(true);
    expect(judge("refugiarse bajo un paso elevado", "Refúgiate bajo un paso elevado.")).toBe(false);
  });
});

describe("top-1 accuracy on the held-out Spanish questions", () => {
  it("answers at least 85% from the expected topic (asked on an English page: the question's language decides)", () => {
    const misses = SPANISH_HOLDOUT.filter(({ q, topic }) => {
      const answer = answerOffline(q, { lang: "en" });
      return !(answer.kind === "answer" || answer.kind === "emergency") || answer.sources[0]?.topicId !== topic;
    });
    const accuracy = 1 - misses.length / SPANISH_HOLDOUT.length;
    console.info(
      `[guide-es] top-1 accuracy, Spanish held out: ${(accuracy * 100).toFixed(1)}% of ${SPANISH_HOLDOUT.length}; misses:\n  ${misses.map((m) => `${m.q} → ${m.topic}`).join("\n  ")}`,
    );
    expect(SPANISH_HOLDOUT.length).toBeGreaterThanOrEqual(40);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  });
});

describe("answers in the user's language, or says it cannot yet", () => {
  it("gives a French question the notice in French, then the English answer", () => {
    const answer = answerOffline("Que faire si mon fils fait une crise de convulsions ?");
    expect(answer.lang).toBe("fr");
    expect(answer.topicLang).toBe("en");
    expect(answer.sources[0]?.topicId).toBe("seizures");
    const [notice, ...rest] = answer.markdown.split("\n\n");
    expect(notice).toContain("Ce sujet n’est pas encore disponible en français ; voici la réponse en anglais.");
    expect(firstTwoSentences(answer.markdown)).toMatch(/appelez le 911/);
    expect(rest.join("\n\n")).toContain("Do not put anything in the person's mouth");
    expect(answer.markdown.trim().split("\n").at(-1)).toMatch(
      /^En savoir plus : \[Seizures\]\(\/guide\/topics\/seizures\) · Source : /,
    );
  });

  it("gives a French question on a topic that is not life-threatening the plain notice", () => {
    const answer = answerOffline("Que faire pendant un tremblement de terre ?", { lang: "fr" });
    expect(answer.markdown).toMatch(/^Ce sujet n’est pas encore disponible en français/);
    expect(answer.markdown).toContain("**Drop** down");
  });

  it("answers a Spanish question in Spanish on an English page, and an English one in English on a Spanish page", () => {
    expect(answerOffline("¿qué hago durante un terremoto?", { lang: "en" }).markdown).toContain("**Agáchate**");
    const english = answerOffline("what should I do during an earthquake", { lang: "es" });
    expect(english.lang).toBe("en");
    expect(english.markdown).toContain("**Drop** down");
  });

  it("answers a question with no language of its own in the page's language", () => {
    const answer = answerOffline("earthquake", { lang: "es" });
    expect(answer.lang).toBe("es");
    expect(answer.markdown).toContain("**Agáchate**");
  });

  it("gives a topic not yet written in Spanish (a stub) in English, with a Spanish notice", () => {
    // Every topic is written in Spanish today: take two out and leave their stubs.
    const english = getGuideTopics("en");
    const missing = new Set(["family-communication-plan", "severe-bleeding"]);
    const spanish = createKnowledge(
      "es",
      getGuideTopics("es").filter((t) => !missing.has(t.id)),
      getGuideSynonyms("es"),
      {
        english,
        stubs: [
          { id: "family-communication-plan", title: "Plan familiar de comunicación", keywords: ["plan familiar"] },
          { id: "severe-bleeding", title: "Hemorragia grave", keywords: ["sangrado", "hemorragia"] },
        ],
      },
    );
    const knowledge = (lang: Lang) => (lang === "es" ? spanish : getGuideKnowledge(lang));
    const ask = (q: string) => answerQuestion(q, { knowledge, texts: guideTexts, pageLang: "es" });

    const plan = ask("¿cómo armo un plan familiar de comunicación?");
    expect(plan.sources[0]?.topicId).toBe("family-communication-plan");
    expect([plan.lang, plan.topicLang]).toEqual(["es", "en"]);
    expect(plan.markdown).toMatch(/^Este tema todavía no está disponible en español/);
    expect(plan.markdown.trim().split("\n").at(-1)).toMatch(
      /^Más información: \[Family Emergency Communication Plan\]/,
    );

    // Life-threatening: the notice itself opens with 911.
    const bleeding = ask("mi hijo tiene una hemorragia");
    expect(bleeding.sources[0]?.topicId).toBe("severe-bleeding");
    expect(firstTwoSentences(bleeding.markdown)).toMatch(/llama al 911/);
    expect(bleeding.markdown).toContain("Press firmly on the wound");
  });

  it("recognizes an emergency happening now in Spanish and French", () => {
    expect(detectEmergency("mi papá no respira")).toBe("medical");
    expect(detectEmergency("¡hay un incendio en la cocina!")).toBe("fire");
    expect(detectEmergency("huele a gas en el edificio")).toBe("gas");
    expect(detectEmergency("il ne respire plus")).toBe("medical");
    expect(detectEmergency("au secours, je suis coincé")).toBe("general");
    const fallback = answerOffline("¡auxilio! por favor", { lang: "es" });
    expect(fallback.kind).toBe("fallback");
    expect(fallback.markdown).toMatch(/^\*\*Si esto está pasando ahora/);
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
