// The translation function's shortcuts (whole numbers under 1,000 skip Intl) must give exactly what
// Intl gives, in every language, and plurals must be picked as Intl.PluralRules picks them.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { createT, formatNumber } from "~/i18n/translate";

describe("translate", () => {
  it("formats numbers as Intl.NumberFormat does, small whole numbers included", () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(lang);
      for (const value of [0, 1, 7, 42, 999, 1000, 1234, 10_000, 1_234_567, -1, -1000, 2.5, 0.25, 999.5]) {
        expect(formatNumber(lang, value), `${lang} ${value}`).toBe(intl.format(value));
      }
      for (let value = 0; value < 1000; value++) expect(formatNumber(lang, value)).toBe(intl.format(value));
    }
  });

  it("picks plural forms as Intl.PluralRules does, before and after the answers are kept", () => {
    const messages = {
      "x.n_zero": "none",
      "x.n_one": "one {{count}}",
      "x.n_many": "many {{count}}",
      "x.n_other": "other {{count}}",
    };
    for (const lang of LANGUAGES) {
      const t = createT(lang, messages);
      const rules = new Intl.PluralRules(lang);
      for (const round of [1, 2]) {
        for (const count of [0, 1, 2, 5, 21, 999, 1000, 1_000_000, 1.5, -1]) {
          const category = count === 0 ? "zero" : rules.select(count);
          const expected = category === "zero" ? "none" : `${category} ${new Intl.NumberFormat(lang).format(count)}`;
          expect(t("x.n", { count }), `${lang} ${count} round ${round}`).toBe(expected);
        }
      }
    }
  });
});
