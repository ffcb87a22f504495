// Shared checks for translated pages: no English text from the catalogues where the language has its
// own, and no raw key (what `t` returns for a key the catalogue lacks).
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { CATALOGUES, NAMESPACES, type Namespace } from "~/i18n/catalogue.server";

export type OtherLang = "es" | "fr";

/** English texts of the catalogues that the language translates differently (long enough to be telling). */
export function englishOnly(lang: OtherLang, namespaces: Namespace[]) {
  const out: string[] = [];
  for (const ns of namespaces) {
    for (const [key, english] of Object.entries(CATALOGUES.en[ns])) {
      const translated = CATALOGUES[lang][ns][key];
      if (translated === english || english.includes("{{") || english.length < 5) continue;
      out.push(english);
    }
  }
  return out;
}

const patterns = new Map<string, Array<{ english: string; pattern: RegExp }>>();

/**
 * The English catalogue texts of `namespaces` that `text` shows as whole words ("Admin" is not
 * English inside "Administrateurs"). One plain JS pass with a substring test before each regex,
 * compiled once per language and namespaces: a sweep checks ~1,800 texts on each of ~20 pages, and
 * one `expect` per text made each a reported test step (tens of thousands per sweep).
 */
export function englishShown(text: string, lang: OtherLang, namespaces: Namespace[]) {
  const key = `${lang}:${namespaces.join(",")}`;
  let list = patterns.get(key);
  if (!list) {
    list = englishOnly(lang, namespaces).map((english) => ({
      english,
      pattern: new RegExp(`(?<!\\p{L})${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u"),
    }));
    patterns.set(key, list);
  }
  return list.filter(({ english, pattern }) => text.includes(english) && pattern.test(text)).map((p) => p.english);
}

/** Fails when `text` shows an English catalogue text of `namespaces` (all of them named at once). */
export function expectNoEnglishText(text: string, lang: OtherLang, namespaces: Namespace[]) {
  expect(englishShown(text, lang, namespaces), `English catalogue texts shown in ${lang}`).toEqual([]);
}

/**
 * Fails when the scope shows an English catalogue text (whole words) or a raw `namespace.key`. Names
 * of records are data other tests write in English ("Chapter chapter-…", "Matrix Activation"), not
 * interface text, so they are left out: the options of a select whose value is a record's id (a
 * chapter filter), and elements marked `data-record` (a record's title on a card). `omit` names
 * further parts whose text is checked elsewhere or kept as catalogued (selectors inside the scope).
 */
export async function expectNoEnglish(
  page: Page,
  lang: OtherLang,
  namespaces: Namespace[],
  scope = "body",
  omit: string[] = [],
) {
  const records = await page.locator(`${scope} option`).evaluateAll((options) =>
    (options as HTMLOptionElement[])
      .filter((o) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(o.value))
      .map((o) => (o.textContent ?? "").trim())
      .filter(Boolean),
  );
  for (const part of ["[data-record]", ...omit]) {
    records.push(...(await page.locator(`${scope} ${part}`).allInnerTexts()).map((t) => t.trim()).filter(Boolean));
  }
  let text = (await page.locator(scope).innerText()).replace(/\s+/g, " ");
  for (const name of records) text = text.split(name.replace(/\s+/g, " ")).join(" ");
  expectNoEnglishText(text, lang, namespaces);
  const rawKey = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z][\\w]*\\.[\\w.]+`);
  expect(text, `a raw catalogue key shown in ${lang}`).not.toMatch(rawKey);
}
