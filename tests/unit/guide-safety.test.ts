import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { CARD_LANGS, type CardText, type ProtocolCard } from "../../app/guide/cards";
import { countWords, MAX_WORDS } from "../../app/guide/compose";
import { detectEmergency } from "../../app/guide/emergency";
import { getGuideCards, getGuideTopics } from "../../app/guide/knowledge.server";
import { composeCardAnswer, names911 } from "../../app/guide/offline";
import { answerOffline, guideTexts } from "../../app/guide/offline.server";
import { ALL_TOPICS, STARTER_QUESTIONS, TRENDING_TOPICS } from "../../app/guide/topics";
import { CARD_HOLDOUT } from "./guide-cards-holdout";
import { CARD_TUNE } from "./guide-cards-labeled";

/**
 * The safety rules (issue 15, kept for issue 29's protocol cards), over every card in every
 * language and over every answer the guide gives to the labeled questions: the key action first,
 * steps exactly in the card's (the source's) order, nothing first-aid guidance warns against
 * unless it is said as "do not", 911 first when a life is at stake, and never steps when unsure.
 */

const cards = getGuideCards();
const topics = getGuideTopics("en");

/** Sentences and list items, each a separate clause to judge (a "Do not" covers its own clause). */
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

type Rule = { name: string; pattern: RegExp; when?: RegExp };

const NEGATION: Record<Lang, RegExp> = {
  en: /\b(do not|don't|dont|never|not|no|avoid|instead of|stay off|stay out of|turn around|without)\b/i,
  es: /(^|[^\p{L}])(no|nunca|jamás|ni|evita|evite|en lugar de|sin)(?=$|[^\p{L}])/iu,
  fr: /(^|[^\p{L}])(ne|pas|jamais|ni|évitez|sans|au lieu de)(?=$|[^\p{L}])|(^|[^\p{L}])n[’']/iu,
};

/** Advice first-aid sources warn against, per language: each may appear only in a clause that says not to. */
const WARNED_AGAINST: Record<Lang, Rule[]> = {
  en: [
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
    {
      name: "making a poisoned person vomit",
      pattern: /\b(make|making) (them|the person|him|her) (vomit|throw up)\b/i,
    },
    { name: "pouring water on a grease fire", pattern: /\bwater on a grease fire\b/i },
    { name: "tilting the head back for a nosebleed", pattern: /\b(tilt|tilting) the head back\b/i },
    { name: "holding down a seizing person", pattern: /\bhold (them|him|her) down\b/i },
    { name: "abdominal thrusts on a baby", pattern: /\babdominal thrusts \(Heimlich\) to a baby\b/i },
    { name: "drinks for heat stroke", pattern: /\bgive the person anything to drink\b/i },
    { name: "touching someone in contact with current", pattern: /\btouch the person with your bare hands\b/i },
  ],
  es: [
    {
      name: "mantequilla o hielo en una quemadura",
      pattern: /\b(mantequilla|hielo|agua helada|pasta de dientes)\b/i,
      when: /quemad/i,
    },
    {
      name: "algo en la boca durante una convulsión",
      pattern: /\b(en|dentro de) la boca\b|\bmeta[ns]? nada\b|\bmetas nada\b/i,
    },
    {
      name: "cortar o chupar una mordedura de serpiente",
      pattern: /\b(cortes?|cortar|chup\w*|succion\w*)\b/i,
      when: /serpiente|v[ií]bora|veneno/i,
    },
    {
      name: "torniquete o hielo en una mordedura de serpiente",
      pattern: /\b(torniquete|hielo)\b/i,
      when: /serpiente|v[ií]bora|veneno/i,
    },
    { name: "ponerse bajo el marco de una puerta en un terremoto", pattern: /\bmarco de (una|la) puerta\b/i },
    {
      name: "refugiarse bajo un paso elevado",
      pattern: /\b(paso elevado|paso a desnivel)\b/i,
      when: /refugi|tornado|escond/i,
    },
    {
      name: "cruzar agua de inundación",
      pattern: /\b(manej\w*|conduc\w*|camin\w*|nad\w*)\b[^.]*\bagua de inundaci[oó]n/i,
    },
    { name: "frotar la congelación", pattern: /\b(frot\w*|masaje\w*)\b/i, when: /congel|entumec|piel/i },
    { name: "hacer vomitar a un intoxicado", pattern: /\b(hag\w* vomitar|provoc\w* el v[oó]mito)\b/i },
    { name: "agua en un fuego de grasa", pattern: /\becha\w* agua a un fuego de grasa\b/i },
    { name: "echar la cabeza atrás por un sangrado de nariz", pattern: /\bcabeza hacia atr[aá]s\b/i },
  ],
  fr: [
    { name: "beurre ou glace sur une brûlure", pattern: /\b(beurre|glace|dentifrice)\b/i, when: /br[uû]lure/i },
    { name: "quelque chose dans la bouche pendant une crise", pattern: /\bdans sa bouche\b/i, when: /crise|convuls/i },
    {
      name: "inciser ou aspirer une morsure de serpent",
      pattern: /\b(incis\w*|aspir\w*)\b/i,
      when: /serpent|vip[eè]re|venin/i,
    },
    {
      name: "garrot ou glace sur une morsure de serpent",
      pattern: /\b(garrot|glace)\b/i,
      when: /serpent|vip[eè]re|venin/i,
    },
    { name: "l’encadrement d’une porte pendant un séisme", pattern: /\b(encadrement|sous une porte)\b/i },
    { name: "s’abriter sous un pont pendant une tornade", pattern: /\bsous un pont\b/i, when: /abrit|tornade/i },
    { name: "rouler dans l’eau de crue", pattern: /\b(roul\w*|march\w*|nag\w*)\b[^.]*\bdans l’eau de crue/i },
    { name: "frotter une gelure", pattern: /\b(frott\w*|mass\w*)\b/i, when: /gel|engourd|peau/i },
    { name: "faire vomir une personne intoxiquée", pattern: /\bfaites?-la vomir\b/i },
    {
      name: "basculer la tête en arrière pour un saignement de nez",
      pattern: /\bt[eê]te en arri[eè]re\b/i,
      when: /nez/i,
    },
  ],
};

/** Protocols whose steps must all appear, in this order, wherever the first of them does. */
const PROTOCOLS: Record<Lang, Array<{ name: string; steps: RegExp[] }>> = {
  en: [
    { name: "Run, Hide, Fight", steps: [/^1\. Run:/m, /^2\. Hide:/m, /^3\. Fight:/m] },
    { name: "Drop, Cover, and Hold On", steps: [/^1\. Drop to your hands\b/m, /^2\. Cover\b/m, /^3\. Hold On\b/m] },
    { name: "Face, Arms, Speech, Time", steps: [/^1\. Face:/m, /^2\. Arms:/m, /^3\. Speech:/m, /^4\. Time:/m] },
    { name: "Stop, drop and roll", steps: [/^1\. Stop where\b/m, /^2\. Drop to the ground\b/m, /^3\. Roll\b/m] },
    { name: "5 back blows then 5 thrusts", steps: [/5 (firm )?back blows/, /5 (abdominal|chest) thrusts/] },
  ],
  es: [
    { name: "Corre, Escóndete, Lucha", steps: [/^1\. Corre:/m, /^2\. Escóndete:/m, /^3\. Lucha:/m] },
    { name: "Agáchate, cúbrete y agárrate", steps: [/^1\. Agáchate\b/m, /^2\. Cúbrete\b/m, /^3\. Agárrate\b/m] },
    { name: "Cara, Brazos, Habla, Tiempo", steps: [/^1\. Cara:/m, /^2\. Brazos:/m, /^3\. Habla:/m, /^4\. Tiempo:/m] },
    { name: "Detente, tírate y rueda", steps: [/^1\. Detente\b/m, /^2\. Tírate\b/m, /^3\. Rueda\b/m] },
  ],
  fr: [
    { name: "Fuir, se cacher, se défendre", steps: [/^1\. Fuir :/m, /^2\. Se cacher :/m, /^3\. Se défendre :/m] },
    {
      name: "Visage, Bras, Parole, Temps",
      steps: [/^1\. Visage :/m, /^2\. Bras :/m, /^3\. Parole :/m, /^4\. Temps :/m],
    },
  ],
};

function checkWarned(lang: Lang, label: string, markdown: string) {
  for (const { pattern, when } of WARNED_AGAINST[lang]) {
    for (const clause of clauses(markdown)) {
      const match = pattern.exec(clause);
      if (!match || (when && !when.test(clause))) continue;
      const before = clause.slice(0, match.index + match[0].length);
      expect(NEGATION[lang].test(before), `${label}: "${clause}"`).toBe(true);
    }
  }
}

function checkProtocols(lang: Lang, label: string, markdown: string) {
  for (const { name, steps } of PROTOCOLS[lang]) {
    const positions = steps.map((s) => markdown.search(s));
    // The protocol is there when its first step is; then every step follows, in order.
    if (positions[0] === -1) continue;
    expect(
      positions.every((p) => p >= 0),
      `${label}: ${name}`,
    ).toBe(true);
    for (let i = 1; i < positions.length; i++)
      expect(positions[i]!, `${label}: ${name}`).toBeGreaterThan(positions[i - 1]!);
  }
}

const everyCard: Array<{ card: ProtocolCard; lang: Lang; text: CardText; markdown: string }> = cards.flatMap((card) =>
  CARD_LANGS.flatMap((lang) => {
    const text = card.text[lang];
    return text ? [{ card, lang, text, markdown: composeCardAnswer(card, text, guideTexts(lang)) }] : [];
  }),
);

describe("guide safety rules, on every card in every language", () => {
  it("has every card in every language (the completeness test runs in guide-cards.test.ts)", () => {
    expect(everyCard.length).toBe(cards.length * CARD_LANGS.length);
  });

  it("opens with the key action, then the steps exactly in the card's order", () => {
    for (const { card, lang, text, markdown } of everyCard) {
      expect(markdown.startsWith(`**${text.key}**`), `${card.id} ${lang}`).toBe(true);
      const shown = [...markdown.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => m[2]);
      expect(shown, `${card.id} ${lang}`).toEqual(text.steps);
    }
  });

  it("names 911 in the key action of every life-threatening first-aid card, and says when to call 911 on every card", () => {
    for (const { card, lang, text, markdown } of everyCard) {
      expect(text.call911, `${card.id} ${lang}`).not.toBe("");
      expect(markdown, `${card.id} ${lang}`).toMatch(/\b911\b/);
      const category = topics.find((t) => t.id === card.topic)?.category;
      if (card.urgent && category === "first-aid") expect(names911(text.key), `${card.id} ${lang}`).toBe(true);
    }
  });

  it("answers are short: never over 300 words", () => {
    for (const { card, lang, markdown } of everyCard)
      expect(countWords(markdown), `${card.id} ${lang}`).toBeLessThanOrEqual(MAX_WORDS);
  });

  it("never advises what first-aid guidance warns against (only ever says not to)", () => {
    for (const { card, lang, markdown } of everyCard) checkWarned(lang, `${card.id} ${lang}`, markdown);
  });

  it("keeps the named protocols whole and in order", () => {
    for (const { card, lang, markdown } of everyCard) checkProtocols(lang, `${card.id} ${lang}`, markdown);
  });

  it("ends every card answer with its topic page and source", () => {
    for (const { card, lang, markdown } of everyCard)
      expect(markdown.trim().split("\n").at(-1), `${card.id} ${lang}`).toMatch(
        new RegExp(`\\]\\(/guide/topics/${card.topic}\\) · .*\\]\\(https://`),
      );
  });
});

const asked = [
  ...CARD_TUNE,
  ...CARD_HOLDOUT,
  ...STARTER_QUESTIONS.map((s) => ({ q: s.question, lang: "en" as Lang })),
  ...TRENDING_TOPICS.map((s) => ({ q: s.question, lang: "en" as Lang })),
  ...ALL_TOPICS.map((s) => ({ q: s.question, lang: "en" as Lang })),
];
const answers = asked.map(({ q, lang }) => ({ q, lang, answer: answerOffline(q, { lang }) }));

describe("guide safety rules, on every answer to the labeled questions", () => {
  it("answers are short: never over 300 words", () => {
    for (const { q, answer } of answers) expect(countWords(answer.markdown), q).toBeLessThanOrEqual(MAX_WORDS);
  });

  it("never advises what first-aid guidance warns against, in the answer's language", () => {
    for (const { q, answer } of answers) checkWarned(answer.lang, q, answer.markdown);
  });

  it("puts 911 in the first two sentences for every question naming a life threat, and for every life-threatening first-aid card", () => {
    for (const { q, answer } of answers) {
      const card = cards.find((c) => c.id === answer.card);
      const category = topics.find((t) => t.id === card?.topic)?.category;
      const lifeFirstAid = card?.urgent && category === "first-aid";
      if (detectEmergency(q) === null && !lifeFirstAid) continue;
      if (answer.kind === "redirect" || answer.kind === "greeting") continue;
      expect(firstTwoSentences(answer.markdown), q).toMatch(/\b911\b/);
    }
  });

  it("never answers a question it is unsure of with steps, and always opens with 911", () => {
    for (const { q, answer } of answers) {
      if (answer.kind !== "fallback") continue;
      expect(answer.markdown, q).not.toMatch(/^\d+\. /m);
      expect(firstTwoSentences(answer.markdown), q).toMatch(/\b911\b/);
    }
  });
});

describe("the safety check itself", () => {
  const judge = (lang: Lang, name: string, text: string) => {
    const rule = WARNED_AGAINST[lang].find((r) => r.name === name)!;
    return clauses(text).every((c) => {
      const m = rule.pattern.exec(c);
      return !m || (rule.when && !rule.when.test(c)) || NEGATION[lang].test(c.slice(0, m.index + m[0].length));
    });
  };

  it("tells advice from a warning against it, in each language", () => {
    expect(judge("en", "butter or ice on a burn", "Put butter on the burn to soothe it.")).toBe(false);
    expect(judge("en", "butter or ice on a burn", "Do not put butter, oil or ice on a burn.")).toBe(true);
    expect(judge("en", "standing in a doorway in an earthquake", "Stand in a doorway until the shaking stops.")).toBe(
      false,
    );
    expect(judge("en", "driving through flood water", "You can drive through shallow flood water slowly.")).toBe(false);
    expect(judge("en", "driving through flood water", "Never walk or drive through flood water.")).toBe(true);
    expect(judge("en", "tilting the head back for a nosebleed", "Tilt the head back and pinch.")).toBe(false);
    expect(judge("es", "mantequilla o hielo en una quemadura", "Pon hielo en la quemadura.")).toBe(false);
    expect(judge("es", "mantequilla o hielo en una quemadura", "No pongas hielo en una quemadura.")).toBe(true);
    expect(judge("fr", "beurre ou glace sur une brûlure", "Mettez du beurre sur la brûlure.")).toBe(false);
    expect(judge("fr", "beurre ou glace sur une brûlure", "Ne mettez ni glace ni beurre sur une brûlure.")).toBe(true);
  });
});
