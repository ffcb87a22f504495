import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CATALOGUES as ALL } from "~/i18n/catalogue.server";
import { householdPlans, resources, userSettings } from "~/db/schema";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test, waitForHydration } from "../helpers/e2e";
import { expectNoEnglishText } from "../helpers/i18n";
import { jsOnly } from "../helpers/projects";

/** A test that speaks HTTP only (no page is rendered) is the same in both projects: the js project runs it. */
const HTTP_ONCE = jsOnly("HTTP-level test (no page is rendered): runs once, in the js project");

type Catalogue = Record<string, string>;
const read = (lang: string, ns: string) => ALL[lang as keyof typeof ALL][ns as keyof (typeof ALL)["en"]] as Catalogue;
const CATALOGUES = Object.fromEntries(
  ["en", "es", "fr"].map((lang) => [
    lang,
    {
      common: read(lang, "common"),
      auth: read(lang, "auth"),
      gokit: read(lang, "gokit"),
      landing: read(lang, "landing"),
      chapters: read(lang, "chapters"),
    },
  ]),
) as Record<"en" | "es" | "fr", Record<Namespace, Catalogue>>;
type Namespace = "common" | "auth" | "gokit" | "landing" | "chapters";

/** The scope's text shows no English catalogue text of `namespaces` (whole words). */
async function expectNoEnglish(page: Page, lang: "es" | "fr", namespaces: Namespace[], scope = "body") {
  expectNoEnglishText((await page.locator(scope).innerText()).replace(/\s+/g, " "), lang, namespaces);
}

test.describe("languages", () => {
  test("a visitor's Accept-Language picks the language, and <html lang> matches", async ({ browser, jsEnabled }) => {
    const context = await browser.newContext({ locale: "es-MX", javaScriptEnabled: jsEnabled });
    const page = await context.newPage();
    await page.goto("/chapters");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("contentinfo")).toContainText("Enlaces rápidos");
    await expectNoEnglish(page, "es", ["common"], "footer");
    await context.close();
  });

  test("the footer switcher changes the language without signing in (works without JS)", async ({ page }) => {
    await page.goto("/chapters?q=austin");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("contentinfo").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/chapters\?q=austin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Français" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoEnglish(page, "fr", ["common"], "footer");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "lng")?.value).toBe("fr");
    // The 404 page is translated too.
    await page.goto("/no-such-page-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      CATALOGUES.fr.common["common.error.notFoundTitle"]!,
    );
  });

  test("a signed-in user's saved language comes before the cookie, and the switcher saves it", async ({ page }) => {
    const user = await insertUser();
    db.insert(userSettings)
      .values({ userId: user.id, language: "es" })
      .onConflictDoUpdate({ target: userSettings.userId, set: { language: "es" } })
      .run();
    await loginAs(page, user.id);
    await page.context().addCookies([{ name: "lng", value: "fr", url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
    await page.goto("/go-kit");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(db.select().from(userSettings).where(eq(userSettings.userId, user.id)).get()?.language).toBe("en");
  });

  for (const lang of ["es", "fr"] as const) {
    test(`go-kit, household plan and offline pages show no English in ${lang}`, async ({ page }) => {
      const user = await insertUser();
      db.insert(userSettings)
        .values({ userId: user.id, language: lang })
        .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
        .run();
      const chapter = insertChapter();
      insertMembership(user.id, chapter.id, "Member");
      await loginAs(page, user.id);
      for (const path of ["/go-kit", "/go-kit/plan", "/offline"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoEnglish(page, lang, ["common", "gokit"], "main");
        await expectNoEnglish(page, lang, ["common"], "footer");
      }
    });
  }
});

test.describe("public pages in Spanish and French", () => {
  for (const lang of ["es", "fr"] as const) {
    test(`landing page shows no English from the catalogue in ${lang}`, async ({ browser, jsEnabled }) => {
      const context = await browser.newContext({ locale: lang, javaScriptEnabled: jsEnabled });
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        CATALOGUES[lang].landing["landing.hero.titleEmphasis"]!,
      );
      await expectNoEnglish(page, lang, ["common", "landing"], "body");
      await context.close();
    });

    test(`chapter directory shows no English from the catalogue in ${lang}`, async ({ browser, jsEnabled }) => {
      const chapter = insertChapter({ name: `Quartier ${lang} ${Date.now()}`, city: "Austin", state: "TX" });
      const context = await browser.newContext({ locale: lang, javaScriptEnabled: jsEnabled });
      const page = await context.newPage();
      await page.goto(`/chapters?q=${encodeURIComponent(chapter.name)}`);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("chapter-card")).toHaveCount(1);
      await expectNoEnglish(page, lang, ["common", "chapters"], "main");
      await page.goto(`/chapters/${chapter.slug}`);
      await expect(
        page.getByRole("heading", { level: 2, name: CATALOGUES[lang].chapters["chapters.page.about"]! }),
      ).toBeVisible();
      await expectNoEnglish(page, lang, ["common", "chapters"], "main");
      await page.goto("/chapters?q=zzzz-no-such-chapter");
      // Other tests' open trainings may be listed below under their own heading.
      await expect(
        page.getByRole("main").getByRole("heading", {
          level: 2,
          name: CATALOGUES[lang].chapters["chapters.directory.noneTitle"]!,
        }),
      ).toBeVisible();
      await expectNoEnglish(page, lang, ["common", "chapters"], "main");
      await context.close();
    });

    test(`sign-in, registration and password reset show no English in ${lang}`, async ({ browser, jsEnabled }) => {
      const context = await browser.newContext({ locale: lang, javaScriptEnabled: jsEnabled });
      const page = await context.newPage();
      for (const path of ["/auth/reset-password/not-live", "/auth/login", "/auth/register", "/auth/forgot-password"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoEnglish(page, lang, ["common", "auth"], "main");
        await expectNoEnglish(page, lang, ["common"], "footer");
      }
      await expect(page.getByLabel(CATALOGUES[lang].auth["auth.field.email"]!)).toBeVisible();
      await context.close();
    });
  }
});

test.describe("household plan", () => {
  test("a member writes their plan (works without JS) and sees it in the go-kit; nobody else does", async ({
    page,
    browser,
    jsEnabled,
  }) => {
    const user = await insertUser();
    await loginAs(page, user.id);
    await page.goto("/go-kit/plan");
    await waitForHydration(page);
    await page.getByLabel("Meeting place near home").fill("Oak tree at the corner");
    await page.getByLabel("Out-of-area contact", { exact: true }).fill("Aunt Rosa");
    await page.getByLabel("Out-of-area contact's phone").fill("+1 555 0100");
    await page.getByLabel("Medical notes").fill("Insulin in the fridge");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page).toHaveURL(/\/go-kit$/);
    await expect(page.getByRole("main")).toContainText("Oak tree at the corner");
    await expect(page.getByRole("main")).toContainText("Insulin in the fridge");
    expect(db.select().from(householdPlans).where(eq(householdPlans.userId, user.id)).get()?.outOfAreaContactName).toBe(
      "Aunt Rosa",
    );

    const other = await insertUser();
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled });
    const otherPage = await context.newPage();
    await loginAs(otherPage, other.id);
    await otherPage.goto("/go-kit");
    await expect(otherPage.getByRole("main")).not.toContainText("Insulin");
    await context.close();
  });

  test("too long a note is refused with the error in the page", HTTP_ONCE, async ({ page }) => {
    const user = await insertUser();
    await loginAs(page, user.id);
    const response = await page.request.post("/go-kit/plan", { form: { medicalNotes: "x".repeat(2001) } });
    expect(response.status()).toBe(400);
    expect(db.select().from(householdPlans).where(eq(householdPlans.userId, user.id)).get()).toBeUndefined();
  });

  test("visitors are sent to sign in", async ({ page }) => {
    await page.goto("/go-kit");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fgo-kit/);
  });
});

test.describe("go-kit resources", () => {
  test("a leader marks a resource critical in the form and their members find it in the go-kit", async ({
    page,
    browser,
    jsEnabled,
  }) => {
    const leader = await insertUser({ roles: ["Member", "ChapterLeader"] });
    const member = await insertUser();
    const chapter = insertChapter();
    insertMembership(leader.id, chapter.id, "Leader");
    insertMembership(member.id, chapter.id, "Member");
    await loginAs(page, leader.id);
    await page.goto("/dashboard/resources/new");
    await waitForHydration(page);
    const title = `Evacuation map ${Date.now()}`;
    const form = page.locator("main form").filter({ has: page.getByLabel("Resource Title") });
    await form.getByLabel("Resource Title").fill(title);
    await form.getByLabel("Chapter").selectOption({ label: chapter.name });
    await form.getByLabel("Link URL").fill("https://example.org/map");
    await form.getByLabel(/Critical in an emergency/).check();
    await form.getByRole("button", { name: "Upload Resource" }).click();
    await expect.poll(() => db.select().from(resources).where(eq(resources.title, title)).get()?.isCritical).toBe(true);

    const context = await browser.newContext({ javaScriptEnabled: jsEnabled });
    const memberPage = await context.newPage();
    await loginAs(memberPage, member.id);
    await memberPage.goto("/go-kit");
    await expect(memberPage.getByRole("region", { name: "Critical resources" })).toContainText(title);
    await context.close();
  });
});
