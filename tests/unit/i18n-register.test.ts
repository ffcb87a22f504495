import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CATALOGUES, NAMESPACES } from "~/i18n/catalogue.server";
import { helpPage } from "~/content/pages/help";
import { privacyPage } from "~/content/pages/privacy";
import { termsPage } from "~/content/pages/terms";

/**
 * Spanish speaks to the reader as tú everywhere (docs/i18n.md): the catalogues, the site pages and
 * the guide's reviewed cards. These are the formal (usted) imperatives a translator reaches for first,
 * at the start of a sentence or a step, where they address the reader; "ustedes" stays allowed, as
 * the plural of tú in American Spanish ("Acuerden un punto de encuentro" to a household).
 */
const FORMAL_IMPERATIVES = [
  "Abra",
  "Acepte",
  "Añada",
  "Asegúrese",
  "Busque",
  "Cambie",
  "Complete",
  "Compruebe",
  "Confirme",
  "Consulte",
  "Corrija",
  "Corríjala",
  "Descargue",
  "Elija",
  "Elimine",
  "Envíe",
  "Escriba",
  "Espere",
  "Evite",
  "Guarde",
  "Haga",
  "Indique",
  "Ingrese",
  "Inicie",
  "Inténtelo",
  "Intente",
  "Introduzca",
  "Lea",
  "Llame",
  "Mantenga",
  "Pida",
  "Pulse",
  "Regístrese",
  "Responda",
  "Revise",
  "Seleccione",
  "Siga",
  "Únase",
  "Use",
  "Utilice",
  "Verifique",
  "Vuelva",
];
const SENTENCE_START = String.raw`(?:^|[.!?:;]\s+|^\s*\d+\.\s+|^\s*-\s+|\*\*|[¿¡(«"])`;
const FORMAL = new RegExp(`${SENTENCE_START}(?:No\\s+)?(${FORMAL_IMPERATIVES.join("|")})(?![\\p{L}])`, "mu");
const USTED = /(?<![\p{L}])usted(?![\p{L}])/iu;

function spanishTexts(): { at: string; text: string }[] {
  const texts: { at: string; text: string }[] = [];
  for (const ns of NAMESPACES) {
    for (const [key, text] of Object.entries(CATALOGUES.es[ns])) texts.push({ at: key, text });
  }
  const collect = (at: string, value: unknown): void => {
    if (typeof value === "string") texts.push({ at, text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => collect(`${at}[${i}]`, v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) collect(`${at}.${k}`, v);
  };
  for (const [page, byLang] of Object.entries({ help: helpPage, privacy: privacyPage, terms: termsPage })) {
    collect(`pages.${page}.es`, byLang.es);
  }
  const guide = "app/content/guide";
  for (const file of fs.readdirSync(path.join(guide, "es"))) {
    if (!file.endsWith(".md")) continue;
    // The front matter names sources ("Ready.gov en español (Haga un plan)") and words people type.
    const body = fs.readFileSync(path.join(guide, "es", file), "utf8").replace(/^---[\s\S]*?\n---\n/, "");
    texts.push({ at: `guide/es/${file}`, text: body });
  }
  for (const file of fs.readdirSync(path.join(guide, "cards"))) {
    const blocks = fs.readFileSync(path.join(guide, "cards", file), "utf8").split(/^(?=\[(?:en|es|fr)\]|===)/m);
    // need:/not:/ex: are words and questions people type, not words said to them.
    blocks
      .filter((b) => b.startsWith("[es]"))
      .forEach((b, i) => texts.push({ at: `cards/${file}#es${i}`, text: b.replace(/^(need|not|ex):.*$/gm, "") }));
  }
  return texts;
}

describe("Spanish register", () => {
  test("every Spanish text addresses the reader as tú, never usted", () => {
    const texts = spanishTexts();
    expect(texts.length).toBeGreaterThan(1500);
    const formal = texts
      .filter(({ text }) => USTED.test(text) || FORMAL.test(text))
      .map(({ at, text }) => `${at}: ${(text.match(FORMAL)?.[1] ?? text.match(USTED)?.[0]) as string}`);
    expect(formal).toEqual([]);
  });

  test("the check catches a formal sentence", () => {
    expect(FORMAL.test("Esta acreditación cambió. Vuelva a cargar la página.")).toBe(true);
    expect(FORMAL.test("1. Llame al 911.")).toBe(true);
    expect(USTED.test("verificada por usted")).toBe(true);
    expect(FORMAL.test("Vuelve a cargar la página. Pide a alguien que llame al 911.")).toBe(false);
  });
});
