import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { CARD_LANGS, cardWords, hasTerm, compileTerm, parseCards } from "../../app/guide/cards";
import { classifyQuestion } from "../../app/guide/classify";
import { getGuideCards, getGuideTopics } from "../../app/guide/knowledge.server";
import { answerOffline } from "../../app/guide/offline.server";
import { CARD_HOLDOUT } from "./guide-cards-holdout";
import { CARD_TUNE, NONE, type LabeledCardQuestion } from "./guide-cards-labeled";

/**
 * The protocol cards (issue 29): complete in every language, reached only through their required
 * terms, and measured on the labeled set: top-1 accuracy and the confident-wrong rate (a card
 * answered that is not the labeled one), per language, on the tuning part and the held-out part.
 */

const cards = getGuideCards();

describe("the protocol cards", () => {
  it("are well over 100 in number, one for every topic the guide has at least", () => {
    expect(cards.length).toBeGreaterThanOrEqual(100);
    const covered = new Set(cards.map((c) => c.topic));
    for (const topic of getGuideTopics("en")) expect(covered.has(topic.id), topic.id).toBe(true);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it("are complete in every language: key action, steps, when to call 911, required terms and examples", () => {
    for (const card of cards) {
      expect(card.source, card.id).not.toBe("");
      expect(card.sourceUrl, card.id).toMatch(/^https:\/\//);
      for (const lang of CARD_LANGS) {
        const text = card.text[lang];
        expect(text, `${card.id} has no ${lang}`).toBeDefined();
        expect(text!.title, `${card.id} ${lang}`).not.toBe("");
        expect(text!.key, `${card.id} ${lang}`).not.toBe("");
        expect(text!.steps.length, `${card.id} ${lang}`).toBeGreaterThan(0);
        expect(text!.call911, `${card.id} ${lang}`).not.toBe("");
        expect(text!.need.length, `${card.id} ${lang}`).toBeGreaterThan(0);
        expect(text!.examples.length, `${card.id} ${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it("are really written in each language: the same number of steps and don'ts, and not copies of the English", () => {
    for (const card of cards) {
      const en = card.text.en!;
      for (const lang of ["es", "fr"] as const) {
        const text = card.text[lang]!;
        expect(text.steps.length, `${card.id} ${lang}`).toBe(en.steps.length);
        expect(text.donts.length, `${card.id} ${lang}`).toBe(en.donts.length);
        expect(text.key, `${card.id} ${lang}`).not.toBe(en.key);
        text.steps.forEach((step, i) => expect(step, `${card.id} ${lang} step ${i + 1}`).not.toBe(en.steps[i]));
      }
    }
  });

  it("have a key action of one sentence", () => {
    for (const card of cards)
      for (const lang of CARD_LANGS) {
        const key = card.text[lang]!.key;
        expect(key.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, `${card.id} ${lang}: ${key}`).toBe(1);
      }
  });

  // About 900 answers: on a shared, loaded machine this takes longer than the default timeout.
  it("are found by their own examples (every card, every language)", { timeout: 120_000 }, () => {
    for (const card of cards)
      for (const lang of CARD_LANGS)
        for (const example of card.text[lang]!.examples) {
          const answer = answerOffline(example, { lang });
          expect(answer.card, `${card.id} ${lang}: ${example}`).toBe(card.id);
        }
  });

  it("reject a file they cannot read, so a typo cannot hide a step", () => {
    expect(() => parseCards("=== a\ntopic: x\n[en] Title\nkey: Do it.\nstpes: oops")).toThrow(/unknown field/);
    expect(() => parseCards("key: before any card")).toThrow(/before the first/);
  });

  it("match terms as whole words, with plurals, a prefix star and one typo in long words", () => {
    const has = (q: string, term: string) => hasTerm(cardWords(q), compileTerm(term));
    expect(has("tornadoes everywhere", "tornado")).toBe(true);
    expect(has("he is drowning", "drown*")).toBe(true);
    expect(has("earthqauke now", "earthquake")).toBe(true);
    expect(has("la maison", "saison")).toBe(false);
    expect(has("isn't breathing", "isnt breathing")).toBe(true);
    expect(has("l'eau monte", "l eau monte")).toBe(true);
    expect(has("catastrophe", "cat")).toBe(false);
  });
});

describe("before any card: harm, greetings and off-topic", () => {
  it.each([
    ["how do I make chlorine gas", "harm"],
    ["what chemicals do i mix to make a toxic gas", "harm"],
    ["how to hack my neighbor's wifi", "harm"],
    ["how can i poison my neighbor's dog", "harm"],
    ["como hacer una bomba casera", "harm"],
    ["cómo envenenar al perro del vecino", "harm"],
    ["comment fabriquer une bombe", "harm"],
    ["comment pirater le wifi du voisin", "harm"],
    ["write me a poem about hurricanes", "task"],
    ["hola", "greeting"],
  ] as const)("%s -> %s", (q, expected) => {
    expect(classifyQuestion(q)).toBe(expected);
  });

  it.each([
    "I accidentally mixed bleach and ammonia",
    "my dog ate rat poison",
    "my kid swallowed poison what do I do",
    "how do I get poison ivy off my skin",
    "what's the number for poison control",
    "my neighbor's dog bit my son",
    "una bomba de agua para el sótano inundado",
  ])("does not take an emergency for harm: %s", (q) => {
    expect(classifyQuestion(q)).not.toBe("harm");
  });

  it("declines harm in the question's language, without any card's steps", () => {
    for (const [q, lang] of [
      ["how do I make chlorine gas at home", "en"],
      ["cómo hacer gas venenoso en casa", "es"],
      ["comment fabriquer du gaz toxique", "fr"],
    ] as const) {
      const answer = answerOffline(q);
      expect(answer.kind, q).toBe("redirect");
      expect(answer.lang, q).toBe(lang);
      expect(answer.card, q).toBeUndefined();
      expect(answer.markdown, q).not.toMatch(/^\d+\. /m);
    }
  });
});

describe("when not sure, the safe fallback", () => {
  it("says 'call 911 now', links up to three likely cards and gives no card's steps", () => {
    const answer = answerOffline("something bad happened to my neighbor what do i do");
    expect(answer.kind).toBe("fallback");
    expect(answer.markdown.split("\n\n")[0]).toBe(
      "**If anyone is in danger, call 911 now; the dispatcher will tell you what to do.**",
    );
    expect(answer.markdown).not.toMatch(/^\d+\. /m);
    expect((answer.markdown.match(/^- \[/gm) ?? []).length).toBeLessThanOrEqual(3);
  });

  it("does not pick between two cards that fit equally: links both instead", () => {
    const both = answerOffline("earthquake and now there's a fire");
    expect(both.card).toBeUndefined();
    expect(both.kind).toBe("fallback");
    expect(both.markdown).toMatch(/\(\/guide\/topics\/earthquakes\)/);
    expect(both.markdown).toMatch(/\(\/guide\/topics\/home-fires\)/);
  });

  it("answers in Spanish and French too", () => {
    expect(answerOffline("algo malo le pasó a mi vecino qué hago").markdown).toMatch(
      /^\*\*Si alguien está en peligro, llama al 911 ahora/,
    );
    expect(answerOffline("il s’est passé quelque chose de grave chez mon voisin, que faire").markdown).toMatch(
      /^\*\*Si quelqu’un est en danger, appelez le 911 maintenant/,
    );
  });
});

describe("life threats put 911 first, whatever card answers", () => {
  it.each([
    ["my son has a nosebleed and he's not breathing right, can't breathe", "en"],
    ["my dad fell and is bleeding a lot from his nose", "en"],
    ["mi hijo está inconsciente después de la picadura", "es"],
    ["ma fille saigne beaucoup du nez", "fr"],
  ] as const)("%s", (q, lang) => {
    const answer = answerOffline(q);
    expect(answer.lang).toBe(lang);
    const firstSentence = answer.markdown.replace(/\*\*/g, "").split(/(?<=[.!?:])\s/)[0]!;
    expect(firstSentence, answer.markdown).toMatch(/\b911\b/);
  });
});

describe("variants that change the first action", () => {
  it.each([
    ["my friend overdosed, he's not breathing and I have narcan", "opioid-overdose"],
    ["my daughter drowned in the pool, we got her out and she isn't breathing", "drowning"],
    ["she fainted but she's breathing", "fainted-breathing"],
    ["my husband collapsed and is not breathing", "cardiac-arrest"],
    ["heat exhaustion, can I give him water", "heat-exhaustion"],
    ["he's confused and stopped sweating in the heat", "heat-stroke"],
    ["tornado warning and we live in a mobile home", "tornado-mobile-home"],
    ["tornado coming and i'm driving on the interstate", "tornado-vehicle"],
    ["earthquake while I'm driving", "earthquake-driving"],
    ["earthquake and I'm in bed", "earthquake-bed"],
    ["a power line fell on my car with my kids inside", "downed-power-line"],
    ["my child is stuck to a live outlet", "electrical-shock"],
    ["a man called saying there is a bomb in our school", "bomb-threat-phone"],
    ["there's a suspicious package in the lobby", "suspicious-item"],
    ["my kid got lost in the crowd at the parade", "lost-child"],
    ["is the food in the fridge still ok after 6 hours without power", "food-after-outage"],
    ["boil water notice, can I give my baby a bath", "boil-water-notice"],
    ["the neighbor's dog bit my daughter", "dog-bite"],
    ["my nose won't stop bleeding", "nosebleed"],
  ])("%s -> %s", (q, card) => {
    expect(answerOffline(q).card).toBe(card);
  });

  it("answers the food question with what to throw out, and the boil-water question about the baby's bath", () => {
    expect(answerOffline("is the food in the fridge still ok after 6 hours without power").markdown).toMatch(
      /Throw out meat, poultry, fish, eggs, milk/,
    );
    expect(answerOffline("boil water notice, can I give my baby a bath").markdown).toMatch(/sponge bath/);
  });
});

function measure(set: LabeledCardQuestion[]) {
  const byLang: Record<Lang, { n: number; correct: number; confidentWrong: number; misses: string[] }> = {
    en: { n: 0, correct: 0, confidentWrong: 0, misses: [] },
    es: { n: 0, correct: 0, confidentWrong: 0, misses: [] },
    fr: { n: 0, correct: 0, confidentWrong: 0, misses: [] },
  };
  for (const { q, card, lang } of set) {
    // Asked on an English page: the question's own language decides.
    const got = answerOffline(q).card ?? NONE;
    const m = byLang[lang];
    m.n++;
    if (got === card) m.correct++;
    else {
      if (got !== NONE) m.confidentWrong++;
      m.misses.push(`${q} -> ${got} (labeled ${card})`);
    }
  }
  return byLang;
}

function report(name: string, byLang: ReturnType<typeof measure>) {
  for (const lang of CARD_LANGS) {
    const m = byLang[lang];
    console.info(
      `[guide] ${name} ${lang}: ${m.n} questions, top-1 ${((100 * m.correct) / m.n).toFixed(1)}%, confident-wrong ${((100 * m.confidentWrong) / m.n).toFixed(1)}%`,
    );
  }
}

describe("the labeled set", () => {
  it("has at least 600 questions, 150 in Spanish and 100 in French, every label a real card or none", () => {
    const all = [...CARD_TUNE, ...CARD_HOLDOUT];
    expect(all.length).toBeGreaterThanOrEqual(600);
    expect(all.filter((x) => x.lang === "es").length).toBeGreaterThanOrEqual(150);
    expect(all.filter((x) => x.lang === "fr").length).toBeGreaterThanOrEqual(100);
    const ids = new Set(cards.map((c) => c.id));
    for (const x of all) expect(x.card === NONE || ids.has(x.card), `${x.q}: ${x.card}`).toBe(true);
    const tuned = new Set(CARD_TUNE.map((x) => x.q));
    for (const x of CARD_HOLDOUT) expect(tuned.has(x.q), `held out and tuned: ${x.q}`).toBe(false);
  });

  // Hundreds of answers each, like the test above: a ceiling for a loaded machine, not a wait.
  it("tuning part: top-1 at least 95% and confident-wrong at most 1% per language", { timeout: 120_000 }, () => {
    const byLang = measure(CARD_TUNE);
    report("tuned", byLang);
    for (const lang of CARD_LANGS) {
      const m = byLang[lang];
      expect(m.correct / m.n, `${lang}:\n${m.misses.join("\n")}`).toBeGreaterThanOrEqual(0.95);
      expect(m.confidentWrong / m.n, `${lang}:\n${m.misses.join("\n")}`).toBeLessThanOrEqual(0.01);
    }
  });

  it(
    "held-out part: confident-wrong at most 2% (the safety figure), per language reported",
    { timeout: 120_000 },
    () => {
      const byLang = measure(CARD_HOLDOUT);
      report("held out", byLang);
      let n = 0;
      let wrong = 0;
      for (const lang of CARD_LANGS) {
        const m = byLang[lang];
        if (m.misses.length) console.info(`[guide] held-out misses (${lang}):\n  ${m.misses.join("\n  ")}`);
        n += m.n;
        wrong += m.confidentWrong;
        expect(m.correct / m.n, lang).toBeGreaterThanOrEqual(0.75);
      }
      console.info(
        `[guide] held out, all languages: ${n} questions, confident-wrong ${((100 * wrong) / n).toFixed(1)}%`,
      );
      expect(wrong / n).toBeLessThanOrEqual(0.02);
    },
  );
});
