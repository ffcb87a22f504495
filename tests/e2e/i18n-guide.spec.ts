import type { Page } from "@playwright/test";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { topicLabels } from "~/guide/suggestions.server";
import { expect, test } from "../helpers/e2e";
import { expectNoEnglish, type OtherLang } from "../helpers/i18n";

/**
 * Guide content not written in the language yet is shown in English and marked `lang="en"` (with a
 * note saying so): that is content, not a catalogue text left untranslated, so it is left out.
 */
async function expectNoCatalogueEnglish(page: Page, lang: OtherLang, namespaces: Array<"guide" | "gokit">) {
  await page.evaluate(() => document.querySelectorAll('body [lang="en"]').forEach((el) => el.remove()));
  await expectNoEnglish(page, lang, namespaces, "body");
}

// The guide's pages (the chat page, the topic index, a topic, a missing topic) and the offline page
// in Spanish and French without JS: no English text from the guide's catalogue and no raw key.
// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`guide pages and the offline page show no English in ${lang}`, async ({ page }) => {
    const text = (key: string) => CATALOGUES[lang].guide[key]!;
    await page.context().addCookies([{ name: "lng", value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);

    await page.goto("/guide");
    await expect(page.getByRole("heading", { level: 1, name: text("guide.page.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: text("guide.chat.send") })).toBeVisible();
    // The topic list asks in the page's language too.
    await expect(page.locator(`button[name="message"][value="${topicLabels(lang)!.choking}"]`)).toHaveCount(1);
    await expectNoCatalogueEnglish(page, lang, ["guide"]);

    await page.goto("/guide/topics");
    await expect(page.getByRole("heading", { level: 1, name: text("guide.topics.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text("guide.category.firstAid") })).toBeVisible();
    await expectNoCatalogueEnglish(page, lang, ["guide"]);

    // Written in Spanish; in French it comes in English with a note that says so.
    await page.goto("/guide/topics/choking");
    if (lang === "fr") await expect(page.getByRole("note")).toHaveText(text("guide.topic.englishOnly"));
    await expect(page.getByRole("link", { name: text("guide.topic.allTopics") })).toBeVisible();
    await expect(page.locator("body")).toContainText(text("guide.topic.sourceNote"));
    await expectNoCatalogueEnglish(page, lang, ["guide"]);

    const missing = await page.goto("/guide/topics/no-such-topic");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: text("guide.topic.notFound") })).toBeVisible();
    await expectNoCatalogueEnglish(page, lang, ["guide"]);

    await page.goto("/offline");
    await expect(page.getByRole("link", { name: text("guide.offline.ask") })).toBeVisible();
    await expectNoCatalogueEnglish(page, lang, ["guide", "gokit"]);
  });
}
