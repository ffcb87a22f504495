import type { Lang } from "~/i18n/config";
import { porterStem } from "./stemmer";
import { spanishStem } from "./stemmer-es";

/**
 * Text handling shared by the topic index and the questions asked of it: both sides are
 * normalized, stripped of stopwords and stemmed the same way, and adjacent words also form
 * a phrase token ("smoke_alarm"), so "smoke alarm" ranks home fires above wildfire smoke.
 * Pure functions with no Node imports, so the same search can later run in the browser.
 */

/** A set of the words in a space-separated list. */
const wordSet = (words: string) => new Set(words.split(/\s+/));

/**
 * Words that say nothing about the topic, per language: function words and everyday filler
 * (accents folded, as normalize leaves them).
 */
const STOPWORDS: Record<Lang, Set<string>> = {
  en: wordSet(
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
      "bad worried worry scared weird wrong pls plz u ur ya gonna wanna hes shes theyre were youre",
  ),
  es: wordSet(
    "a al algo alguien algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra cual " +
      "cuales cualquier cuando cuanto de del desde donde dos el ella ellas ello ellos en entonces entre era eran es esa " +
      "esas ese eso esos esta estaba estado estamos estan estar estas este esto estos estoy fue fueron ha habia han hasta " +
      "hay he hemos la las le les lo los mas me mi mia mio mis mucho muchos muy nada ni no nos nosotros o os otra otras " +
      "otro otros para pero poco por porque que quien quienes se sea ser si sin sobre solo son su sus tal tambien te " +
      "tengo tiene tienen tienes ti tu tus un una uno unos unas usted ustedes y ya yo " +
      "hola gracias favor ayuda ayudame ayudar dime decir debo debe deberia puedo puede puedes podria hago hacer hace " +
      "haces hacemos quiero necesito sabe saber persona personas gente ahora mismo cosa cosas pasa pasando paso " +
      "mejor forma manera informacion consejo consejos guia urgente rapido",
  ),
  fr: wordSet(
    "a au aux avec ce ces cet cette dans de des du elle elles en est et etre il ils je la le les leur leurs lui ma " +
      "mais me mes moi mon ne nos notre nous on ou par pas pour qu que qui quoi sa se ses son sont sur ta te tes toi ton " +
      "tu un une vos votre vous y ai as avons avez ont suis es sommes etes fait faire faut dois doit dois peux peut " +
      "comment quand quel quelle quels quelles bonjour merci aide aidez svp quelqu quelquun personne maintenant chose " +
      "choses conseil conseils guide urgent vite tres bien mal si plus",
  ),
};

/** A very light French stem: plural and feminine endings only (enough to route to a topic). */
function frenchStem(word: string) {
  let w = word.replace(/(s|x)$/, "");
  if (w.length > 4) w = w.replace(/e$/, "");
  return w;
}

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
export function stem(word: string, lang: Lang = "en"): string {
  if (lang !== "en") {
    if (word.length <= 3 || /\d/.test(word)) return word;
    return lang === "es" ? spanishStem(word) : frenchStem(word);
  }
  let s = stemCache.get(word);
  if (s === undefined) {
    // Short words are mostly acronyms (aed, cpr, ics) that Porter's rules would mangle.
    s = word.length <= 3 || /\d/.test(word) ? word : porterStem(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

/** Content words of a text, stemmed, in order (stopwords and one-letter words dropped). */
export function contentStems(text: string, lang: Lang = "en"): string[] {
  const out: string[] = [];
  const stopwords = STOPWORDS[lang] ?? STOPWORDS.en;
  for (const word of normalize(text).split(" ")) {
    if (!word || stopwords.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(stem(word, lang));
  }
  return out;
}

/** Stems plus a phrase token for each adjacent pair ("smoke_alarm"). */
export function indexTokens(text: string, lang: Lang = "en"): string[] {
  const stems = contentStems(text, lang);
  const out = [...stems];
  for (let i = 0; i + 1 < stems.length; i++) out.push(`${stems[i]}_${stems[i + 1]}`);
  return out;
}
