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
  for (const english of englishOnly(lang, namespaces)) {
    // Whole words only: "Admin" is not English inside "Administrateurs".
    const pattern = new RegExp(`(?<!\\p{L})${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");
    expect(text, `"${english}" shown in ${lang}`).not.toMatch(pattern);
  }
  const rawKey = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z][\\w]*\\.[\\w.]+`);
  expect(text, `a raw catalogue key shown in ${lang}`).not.toMatch(rawKey);
}
