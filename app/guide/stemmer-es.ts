/**
 * A light Spanish stemmer for the guide's search (pure, client-safe). It strips the longest known
 * ending again and again while at least three letters remain, so the forms of one word meet on
 * one stem ("quemadura", "quemaduras", "quemado", "quemar" -> "quem"; "convulsiones",
 * "convulsionando" -> "convul"). Words arrive lowercased and without accents.
 */

const SUFFIXES = [
  "amientos",
  "imientos",
  "aciones",
  "uciones",
  "amiento",
  "imiento",
  "adoras",
  "adores",
  "aduras",
  "ancias",
  "encias",
  "idades",
  "amente",
  "mente",
  "acion",
  "ucion",
  "adora",
  "ador",
  "adura",
  "ancia",
  "encia",
  "idad",
  "ables",
  "ibles",
  "able",
  "ible",
  "ismos",
  "ismo",
  "istas",
  "ista",
  "iones",
  "ion",
  "ieron",
  "aron",
  "ando",
  "iendo",
  "yendo",
  "ados",
  "idos",
  "adas",
  "idas",
  "ado",
  "ido",
  "ada",
  "ida",
  "aba",
  "ar",
  "er",
  "ir",
  "as",
  "es",
  "os",
  "an",
  "en",
  "ia",
  "io",
  "a",
  "e",
  "o",
  "s",
  "i",
].sort((a, b) => b.length - a.length);

const MIN_STEM = 3;

export function spanishStem(word: string): string {
  let w = word;
  for (let round = 0; round < 4; round++) {
    const suffix = SUFFIXES.find((s) => w.length - s.length >= MIN_STEM && w.endsWith(s));
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  return w;
}
