// Catalogue scripts (decision 039): a document carries no catalogue messages, only references to
// immutable scripts that register them; the page hydrates from those, and a client navigation into
// a namespace the first document did not load gets its messages in the data request. No English and
// no raw key on any of it, in Spanish and French.
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { expect, insertUser, isJsProject, loginAs, test, waitForHydration } from "../helpers/e2e";
import { expectNoEnglish } from "../helpers/i18n";

/** The product's name ("CERT Chapters") is not translated. */
const BRAND = ['header a[href="/"]'];

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The catalogue ids this browser tab registered (the first document's scripts). */
const registered = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { __i18n?: object }).__i18n ?? {}));

/** Marks the tab: a full page load forgets the mark, a client navigation keeps it. */
const markTab = (page: Page) => page.evaluate(() => ((window as unknown as { __tab: number }).__tab = 1));
const sameTab = (page: Page) => page.evaluate(() => (window as unknown as { __tab?: number }).__tab === 1);

// The service worker is what these tests are about (or crosses their flow): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("a document carries references to catalogue scripts, not the messages, and the scripts are kept for good", async ({
  page,
  request,
}) => {
  await page.context().addCookies([{ name: "lng", value: "es", url: origin() }]);
  const response = await page.goto("/chapters");
  const html = (await response!.text()) ?? "";
  // No key of any catalogue in the handoff: the messages are not in the page.
  expect(html).not.toMatch(/"(?:common|chapters|public)\.[a-zA-Z]+[\w.]*":"/);
  const sources = [...html.matchAll(/<script src="(\/i18n\/es\/[a-z]+\.[0-9a-f]{12}\.js)"[^>]*><\/script>/g)].map(
    (m) => m[1]!,
  );
  expect(sources.map((src) => src.split("/")[3]!.split(".")[0])).toEqual(["root", "chapters"]);
  // The page itself is in Spanish (rendered by the server from its own catalogues).
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("contentinfo")).toContainText(CATALOGUES.es.common["common.footer.quickLinks"]!);
  await expectNoEnglish(page, "es", ["common", "chapters"], "body", BRAND);
  for (const src of sources) {
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  // A name this build does not make is not served (nor kept).
  const stale = await request.get(sources[0]!.replace(/\.[0-9a-f]{12}\.js$/, ".000000000000.js"));
  expect(stale.status()).toBe(404);
});

for (const lang of ["es", "fr"] as const) {
  test(`a visitor's page in ${lang} hydrates from its scripts, and a navigation into another namespace shows no English`, async ({
    page,
  }) => {
    // A hydration that did not match the server's page (React's #418/#423) is logged as an error.
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => void errors.push(error.message));
    await page.context().addCookies([{ name: "lng", value: lang, url: origin() }]);
    await page.goto("/chapters");
    await waitForHydration(page);
    await expectNoEnglish(page, lang, ["common", "chapters"], "body", BRAND);
    if (isJsProject()) {
      const ids = await registered(page);
      expect(ids.some((id) => id.startsWith(`${lang}/root.`))).toBe(true);
      // The sign-in page's namespace is not among what this document loaded.
      expect(ids.some((id) => id.startsWith(`${lang}/auth.`))).toBe(false);
      await markTab(page);
    }
    await page.locator('header a[href="/auth/login"]').first().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUES[lang].auth["auth.login.title"]!);
    await expectNoEnglish(page, lang, ["common", "auth"], "body", BRAND);
    await expect(page).toHaveTitle(CATALOGUES[lang].auth["auth.login.metaTitle"]!);
    if (isJsProject()) expect(await sameTab(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`a member's page in ${lang}: go-kit, then a client navigation to the dashboard, shows no English`, async ({
    page,
  }) => {
    const member = await insertUser();
    db.insert(userSettings)
      .values({ userId: member.id, language: lang })
      .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
      .run();
    await loginAs(page, member.id);
    await page.goto("/go-kit");
    await waitForHydration(page);
    await expectNoEnglish(page, lang, ["common", "gokit"], "main");
    if (isJsProject()) {
      expect((await registered(page)).some((id) => id.startsWith(`${lang}/dashboard.`))).toBe(false);
      await markTab(page);
    }
    await page.locator('header a[href="/dashboard"]').first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("navigation", { name: CATALOGUES[lang].dashboard["dashboard.nav.label"], exact: true }).first(),
    ).toBeVisible();
    await expectNoEnglish(page, lang, ["common", "dashboard"], "body", BRAND);
    if (isJsProject()) expect(await sameTab(page)).toBe(true);
  });
}
