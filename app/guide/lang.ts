import type { Lang } from "~/i18n/config";

/**
 * Which language a guide question is written in (English, Spanish or French), from small signs
 * that a short question still carries: its function words, Spanish ñ and ¿¡, French elisions
 * (l', d', qu') and accents. Pure and client-safe. Returns null when the question gives no clear
 * sign ("earthquake", "tsunami", "911"): the page's language decides then.
 */

const WORDS: Record<Lang, string[]> = {
  en: (
    "the is are was what how do does did should can could would my your his her their our to of in on and for with " +
    "this that it its if i im ive dont cant wont isnt there when where who why which from be been have has had " +
    "get got going after during before someone help stop keep happens just out about safe"
  ).split(" "),
  es: (
    "el los las del por para con como que cual cuando donde esta estoy esto este estan hay hago hacer hace debo " +
    "debe puedo puede tengo tiene mi mis tu tus su sus se es son una unos unas pero muy ya al lo le les nos " +
    "porque sin sobre si ni mientras despues antes durante alguien ayuda tiene quiero hijo hija bebe casa ahora " +
    "esta estan fue ser hijo mama papa abuelo abuela agua fuego se le"
  ).split(" "),
  fr: (
    "le les des du un une et est je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses pour avec dans " +
    "sur pas ne que qui quoi comment faire dois doit peut peux suis sont ce cette cet au aux chez quand ou mais " +
    "tres apres avant pendant quelqu aide enfant bebe maison maintenant fils fille eau feu"
  ).split(" "),
};

/** Words that are common in two of the languages say less than the others. */
const SHARED = new Set(["a", "de", "la", "en", "me", "no", "un", "y", "o", "se", "te", "si", "es", "que", "bebe"]);

const SETS = Object.fromEntries(
  (Object.keys(WORDS) as Lang[]).map((lang) => [lang, new Set(WORDS[lang].filter((w) => !SHARED.has(w)))]),
) as Record<Lang, Set<string>>;

function fold(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

export function languageScores(question: string): Record<Lang, number> {
  const score: Record<Lang, number> = { en: 0, es: 0, fr: 0 };
  const lower = question.toLowerCase();
  // Spelling that only one language uses.
  if (/[ñ¿¡]/.test(lower)) score.es += 3;
  score.es += (lower.match(/[áíóú]/g) ?? []).length * 0.75;
  score.fr += (lower.match(/[èêëàâîïôûùçœ]/g) ?? []).length;
  // "é" is both Spanish and French; accented question words are Spanish only.
  const acuteE = (lower.match(/é/g) ?? []).length * 0.5;
  score.es += acuteE;
  score.fr += acuteE;
  if (/(^|[^\p{L}])(qué|cómo|cuándo|dónde|cuánt[oa]s?|cuál|está|están|sé|él)(?=$|[^\p{L}])/u.test(lower))
    score.es += 1.5;
  // Endings only Spanish uses ("-ción", "-mente" is shared with French "-ment" only loosely).
  score.es += (lower.match(/\p{L}+(ción|ciones|cion|ciones)(?=$|[^\p{L}])/gu) ?? []).length * 0.75;
  if (/\b(l|d|j|qu|n|s|c|m|t)['\u2019](?=[a-zàâéèêîôûh])/.test(lower)) score.fr += 2;
  if (/\b\w+(n['\u2019]t|['\u2019](s|m|re|ve|ll|d))\b/.test(lower) && !/\bqu['\u2019]/.test(lower)) score.en += 1.5;
  for (const word of fold(question)
    .replace(/['\u2019]/g, " ")
    .split(/[^a-z0-9]+/)) {
    if (!word) continue;
    for (const lang of ["en", "es", "fr"] as const) if (SETS[lang].has(word)) score[lang] += 1;
    // "que", "la", "de": Spanish or French, rarely English.
    if (["que", "la", "de", "se", "si", "un", "te", "me", "es"].includes(word)) {
      score.es += 0.4;
      score.fr += 0.4;
    }
    if (["y", "o", "no", "una", "el"].includes(word)) score.es += 0.6;
    if (["a", "no", "me"].includes(word)) score.en += 0.3;
  }
  return score;
}

/** The question's language, or null when it gives no clear sign. */
export function detectQuestionLanguage(question: string): Lang | null {
  const scores = languageScores(question);
  const ranked = (Object.entries(scores) as Array<[Lang, number]>).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 1) return null;
  if (second && first[1] - second[1] < 0.7) return null;
  return first[0];
}

/** The language to answer in: the question's own, else the page's. */
export function guideLanguage(question: string, pageLang: Lang = "en"): Lang {
  return detectQuestionLanguage(question) ?? pageLang;
}
