import { eq } from "drizzle-orm";
import { messageQueue } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { validationKey } from "~/i18n/validation";
import { expect, insertChapter, test, uniqueEmail, waitForHydration } from "../helpers/e2e";
import { expectNoEnglish } from "../helpers/i18n";
import { jsOnly, noJsOnly } from "../helpers/projects";

// Tests of one project skip through modifiers, checked before their fixtures (decision 055).
// The public pages (waitlist, chapter contact) in Spanish and French without JS: no English from
// the catalogues, validation errors included, and the visitor's welcome email in the page's language.
test.describe("", noJsOnly("the language sweep runs without JS"), () => {
  for (const lang of ["es", "fr"] as const) {
    test(`waitlist and contact pages show no English in ${lang}, nor their errors`, async ({ page }) => {
      const text = (key: string) => CATALOGUES[lang].public[key]!;
      await page.context().addCookies([{ name: "lng", value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);

      await page.goto("/waitlist");
      await expect(page.getByRole("heading", { level: 1, name: text("public.waitlistForm.title") })).toBeVisible();
      await expectNoEnglish(page, lang, ["public", "validation"], "main");
      const email = uniqueEmail(`wl-${lang}`);
      await page.locator('main input[name="email"]').fill(email);
      await page
        .locator("main")
        .getByRole("button", { name: text("public.waitlistForm.submit") })
        .click();
      await expect(page).toHaveURL(/\/waitlist\?joined=1$/);
      await expect(page.getByText(text("public.waitlist.toastTitle"))).toBeVisible();
      await expectNoEnglish(page, lang, ["public", "validation"], "main");
      expect(queuedMail().where(eq(messageQueue.to, email)).get()?.subject).toBe(text("public.email.waitlist.subject"));

      const chapter = insertChapter();
      await page.goto(`/chapters/${chapter.slug}/contact`);
      await expectNoEnglish(page, lang, ["public", "validation"], "main");
      await page.locator('main input[name="name"]').fill("Casey Curious");
      await page.locator('main input[name="email"]').fill("casey@example.test");
      // Past the browser's minlength: the server's own check answers, in the page's language.
      await page.locator('main textarea[name="message"]').evaluate((el) => el.removeAttribute("minlength"));
      await page.locator('main textarea[name="message"]').fill("Hi");
      await page
        .locator("main")
        .getByRole("button", { name: text("public.contact.submit") })
        .click();
      const tooShort = CATALOGUES[lang].validation[validationKey("Message must be at least 10 characters")]!;
      await expect(page.getByText(tooShort)).toBeVisible();
      await expectNoEnglish(page, lang, ["public", "validation"], "main");
    });
  }
});

test.describe("", jsOnly("the dialog exists only with JS"), () => {
  test("the header's waitlist dialog speaks the page's language, its confirmation too", async ({ page }) => {
    const text = (key: string) => CATALOGUES.es.public[key]!;
    await page.context().addCookies([{ name: "lng", value: "es", url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
    await page.goto("/chapters");
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: CATALOGUES.es.common["common.nav.getEarlyAccess"] })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: text("public.waitlistForm.title") });
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page, "es", ["public"], "dialog[open]");
    await dialog.getByLabel(text("public.waitlistForm.email")).fill(uniqueEmail("wl-dialog-es"));
    await dialog.getByRole("button", { name: text("public.waitlistForm.submit") }).click();
    await expect(dialog.getByRole("heading", { name: text("public.waitlistForm.successTitle") })).toBeVisible();
    await expect(page.getByText(text("public.waitlist.toastTitle"))).toBeVisible();
  });
});

test(
  "the JSON API answers in English and sends the welcome email in the caller's language",
  noJsOnly("an HTTP check: one project is enough"),
  async ({ request }) => {
    const email = uniqueEmail("wl-api-fr");
    const response = await request.post("/api/waitlist", {
      data: { email },
      headers: { "Accept-Language": "fr-CA,fr;q=0.9" },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ message: "You'll be among the first to know when we launch." });
    expect(queuedMail().where(eq(messageQueue.to, email)).get()?.subject).toBe(
      CATALOGUES.fr.public["public.email.waitlist.subject"],
    );
  },
);
