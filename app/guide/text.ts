import { porterStem } from "./stemmer";

/**
 * Text handling shared by the topic index and the questions asked of it: both sides are
 * normalized, stripped of stopwords and stemmed the same way, and adjacent words also form
 * a phrase token ("smoke_alarm"), so "smoke alarm" ranks home fires above wildfire smoke.
 * Pure functions with no Node imports, so the same search can later run in the browser.
 */

const STOPWORDS = new Set(
  (
    "a about above again against all am an and any are aren arent as at be because been being both but by " +
    "can cant could couldn did didn didnt do does doesn doesnt doing don dont down each few for from further " +
    "get gets got had hadn has hasn have haven having he her here hers herself him himself his how i id ill im " +
    "if in into is isn isnt it its itself ive just know let lets like me might more most much must my myself " +
    "need needs no nor not of off on once only or other our ours ourselves out over own please same shan she " +
    "should shouldn so some such tell than that thats the their theirs them themselves then there theres these " +
    "they this those through to too under until up us very want was wasn we were weren what whats when where " +
    "which while who whom why will with won would wouldn you your yours yourself yourselves " +
    "hi hello hey thanks thank ok okay also really best good way ways thing things kind sort anything something " +
    "give list explain information info tips tip advice guide help find found right now just yet still am " +
    "someone somebody person people my mine going go goes went happen happening happened do doing done " +
    "bad worried worry scared weird wrong pls plz u ur ya gonna wanna hes shes theyre were youre"
  ).split(/\s+/),
);

/** Lowercase, fold accents and apostrophes ("don't" -> "dont"), every other non-alphanumeric to a space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019\u2018`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const stemCache = new Map<string, string>();
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    // Short words are mostly acronyms (aed, cpr, ics) that Porter's rules would mangle.
    s = word.length <= 3 || /\d/.test(word) ? word : porterStem(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

/** Content words of a text, stemmed, in order (stopwords and one-letter words dropped). */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const word of normalize(text).split(" ")) {
    if (!word || STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(stem(word));
  }
  return out;
}

/** Stems plus a phrase token for each adjacent pair ("smoke_alarm"). */
export function indexTokens(text: string): string[] {
  const stems = contentStems(text);
  const out = [...stems];
  for (let i = 0; i + 1 < stems.length; i++) out.push(`${stems[i]}_${stems[i + 1]}`);
  return out;
}
