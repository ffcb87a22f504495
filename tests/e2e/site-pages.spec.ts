import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { readSinkMail } from "../helpers/smtp-sink";
import { expect, insertUser, isJsProject, signedInUser, test, uniqueEmail, waitForHydration } from "../helpers/e2e";

/** Finding your way: the header and footer lead to real pages, and the footer pages say real things. */
test.describe("site navigation and footer pages", () => {
  test("the header links to the directory and the guide, and a member also to their go-kit", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Find a Chapter" }).click();
    await expect(page).toHaveURL(/\/chapters$/);
    await nav.getByRole("link", { name: "Guide" }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(nav.getByRole("link", { name: "Go-kit" })).toHaveCount(0);

    await signedInUser(page);
    await page.goto("/chapters");
    await nav.getByRole("link", { name: "Go-kit" }).click();
    await expect(page).toHaveURL(/\/go-kit$/);
  });

  test("the hero's ZIP box lands on the directory's search for that place", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("search", { name: "Find a chapter near you" }).getByLabel("ZIP code or city").fill("57701");
    await page.getByRole("button", { name: "Find a chapter near you" }).click();
    await expect(page).toHaveURL(/\/chapters\?q=57701$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("57701");
  });

  test("the phone menu holds the same links, with and without JS", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Open menu").click();
    const menu = page.locator("details[open]");
    await expect(menu.getByRole("link", { name: "Guide" })).toBeVisible();
    await menu.getByRole("link", { name: "Find a Chapter" }).click();
    await expect(page).toHaveURL(/\/chapters$/);
  });

  test("no footer link goes nowhere; the year comes from the clock; social links only when configured", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href, "a footer link").not.toMatch(/^#/);
    await expect(footer.getByText(`© ${new Date().getFullYear()} CERT Chapters`)).toBeVisible();
    // The test server configures no SOCIAL_LINKS.
    await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
    for (const [name, path, heading] of [
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Terms of Service", "/terms", "Terms of Use"],
      ["Help Center", "/help", "Help Center"],
      ["Contact Us", "/contact", "Contact Us"],
    ] as const) {
      await page.goto("/");
      await footer.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("the privacy policy covers phone numbers, medical notes, proof files and location, and how to delete", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.locator("main");
    await expect(main).toContainText("phone number");
    await expect(main).toContainText("medical notes");
    await expect(main).toContainText("proof files");
    await expect(main.getByRole("heading", { name: "Location" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Your choices: download and delete" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "How long we keep it" })).toBeVisible();
  });

  test("help answers for members and leaders and links the guide and the resource library", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "I forgot my password" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "For leaders: running your chapter" })).toBeVisible();
    await page.locator("main").getByRole("link", { name: "Training resources", exact: true }).click();
    await expect(page).toHaveURL(/#training-resources$/);
    await expect(page.getByRole("link", { name: "Resource library" })).toHaveAttribute("href", "/dashboard/resources");
    await expect(page.getByRole("link", { name: "Ask the guide" })).toHaveAttribute("href", "/guide");
  });

  test("the footer pages are written in Spanish and French", async ({ page, baseURL }) => {
    for (const [lang, heading] of [
      ["es", "Política de privacidad"],
      ["fr", "Politique de confidentialité"],
    ] as const) {
      await page.context().addCookies([{ name: "lng", value: lang, url: baseURL! }]);
      await page.goto("/privacy");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("an unknown address shows a helpful not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("router");
    await expect(page.locator("main").getByRole("link", { name: "Find a chapter" })).toBeVisible();
  });
});

test.describe("contact us", () => {
  test("a message with a mistake comes back with the error and the text kept; a good one is stored and mailed to admins", async ({
    page,
  }) => {
    const admin = await insertUser({ roles: ["GlobalAdmin"] });
    const sender = uniqueEmail("contact");
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Your Name").fill("Pat Sender");
    await page.getByLabel("Your Email").fill(sender);
    // Past the browser's minlength (a plain form post would be checked by the server all the same).
    await page.getByLabel("Message").evaluate((el) => el.removeAttribute("minlength"));
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your Name")).toHaveValue("Pat Sender");

    const text = `How do I start a chapter in Tulsa? (${sender})`;
    await page.getByLabel("Message").fill(text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();

    const stored = db.select().from(contactMessages).where(eq(contactMessages.email, sender)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe(text);
    await expect
      .poll(() => readSinkMail().some((m) => m.to.includes(admin.email) && m.raw.includes("Pat Sender")), {
        timeout: 15_000,
      })
      .toBe(true);
    if (!isJsProject()) await expect(page).toHaveURL(/\/contact\?sent=1$/);
  });
});
