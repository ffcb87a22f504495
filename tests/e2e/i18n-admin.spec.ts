import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { userSettings, waitlistEntries } from "~/db/schema";
import { CATALOGUES, NAMESPACES } from "~/i18n/catalogue.server";
import { requestRole } from "~/models/role-request.server";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test } from "../helpers/e2e";
import { expectNoEnglish, expectNoEnglishText, type OtherLang } from "../helpers/i18n";

// The admin and management pages (role requests, chapters list/new/edit, members, waitlist) in
// Spanish and French without JS, as an administrator and as a chapter leader: no English text from
// the `admin` catalogue in the page, and the server's toasts in the same language. Lists are searched
// down to this test's own rows, so other tests' English data (names, descriptions) stay out of it.

const speaks = (userId: string, lang: OtherLang) =>
  db
    .insert(userSettings)
    .values({ userId, language: lang })
    .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
    .run();

/** The main region minus the cards other tests left there (their English names and texts). */
async function expectMainInLanguage(page: Page, lang: OtherLang, othersSelector?: string) {
  if (!othersSelector) return expectNoEnglish(page, lang, ["admin", "validation"], "main");
  const flat = (t: string) => t.replace(/\s+/g, " ");
  let shown = flat(await page.locator("main").innerText());
  for (const other of await page.locator(othersSelector).all())
    shown = shown.replace(flat(await other.innerText()), " ");
  expectNoEnglishText(shown, lang, ["admin", "validation"]);
  expect(shown).not.toMatch(new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z][\\w]*\\.[\\w.]+`));
}

// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`admin and management pages show no English in ${lang}`, async ({ page }) => {
    // About twenty page loads on a shared CI machine.
    test.setTimeout(180_000);
    const text = (key: string, vars: Record<string, string> = {}) =>
      Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), CATALOGUES[lang].admin[key]!);
    const heading = (name: string) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const stamp = `zq${lang}${Date.now().toString(36)}`;

    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: `Ada ${stamp}` });
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lía ${stamp}` });
    const applicant = await insertUser({ displayName: `Solicitante ${stamp}` });
    const joiner = await insertUser({ displayName: `Nuevo ${stamp}` });
    // A name that reads like the English interface ("Pending"): people's names on the review cards
    // are marked data-record by the shared card, so the sweep reads past them.
    const refused = await insertUser({
      displayName: `${CATALOGUES.en.admin["admin.status.Pending"]} Rechazo ${stamp}`,
    });
    for (const user of [admin, leader]) speaks(user.id, lang);
    const description = `Brigada vecinal ${stamp}`;
    const led = insertChapter({ name: `Centro ${stamp}`, description, createdById: leader.id });
    const pending = insertChapter({ name: `Norte ${stamp}`, description, status: "Pending", createdById: leader.id });
    insertChapter({ name: `Sur ${stamp}`, description, status: "Rejected" });
    insertMembership(leader.id, led.id, "Leader");
    insertMembership(joiner.id, led.id, "Member", "Pending");
    insertMembership(refused.id, led.id, "Member", "Rejected");
    requestRole(applicant.id, { requestedRole: "ChapterLeader", justification: `Coordino el barrio ${stamp}` });
    db.insert(waitlistEntries)
      .values({
        email: `${stamp}@example.test`,
        firstName: "Inés",
        lastName: stamp,
        interestLevel: ["Member", "ChapterLeader", "MediaPR"],
        city: "Austin",
        state: "TX",
      })
      .run();

    // The administrator: /admin leads to the role-request queue.
    await loginAs(page, admin.id);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/role-requests$/);
    await heading(text("admin.roleRequests.title"));
    const card = page.getByTestId("role-request-card").filter({ hasText: stamp });
    await expect(card).toContainText(text("admin.role.ChapterLeader"));
    await expectMainInLanguage(page, lang, `[data-testid=role-request-card]:not(:has-text("${stamp}"))`);
    // Another status (other tests' cards left out), then an approval and its toast.
    await page.goto("/admin/role-requests?status=Approved");
    await heading(text("admin.roleRequests.title"));
    await expectMainInLanguage(page, lang, "[data-testid=role-request-card]");
    await page.goto("/admin/role-requests");
    await card.locator("button[type=submit]").first().click();
    await expect(page.getByTestId("toast")).toContainText(text("admin.roleRequests.approvedTitle"));

    // Chapters: each tab, searched down to this test's chapters.
    for (const tab of ["pending", "approved", "rejected"]) {
      await page.goto(`/dashboard/chapters?tab=${tab}&q=${stamp}`);
      await heading(text("admin.chapters.title"));
      await expect(page.getByTestId("chapter-card")).toHaveCount(1);
      await expectMainInLanguage(page, lang);
    }
    await page.goto(`/dashboard/chapters?tab=pending&q=${stamp}`);
    await page.getByTestId("chapter-card").locator("button[type=submit]").first().click();
    await expect(page.getByTestId("toast")).toContainText(text("admin.chapters.approvedText", { name: pending.name }));
    await page.goto(`/dashboard/chapters?tab=approved&q=nothing-${stamp}`);
    await expect(page.getByRole("heading", { name: text("admin.chapters.noneTitle") })).toBeVisible();
    await expectMainInLanguage(page, lang);

    await page.goto("/dashboard/chapters/new");
    await heading(text("admin.chapterEdit.createTitle"));
    await expectMainInLanguage(page, lang);
    await page.goto(`/dashboard/chapters/${led.id}/edit`);
    await heading(text("admin.chapterEdit.editTitle", { name: led.name }));
    await expectMainInLanguage(page, lang);

    // Members, as an administrator (every chapter, searched down to this test's).
    await page.goto(`/dashboard/members?tab=rejected&q=${stamp}`);
    await heading(text("admin.members.title"));
    await expect(page.getByTestId("member-card")).toHaveCount(1);
    await expectMainInLanguage(page, lang);

    // The waitlist, its search and a status change.
    await page.goto(`/dashboard/waitlist?q=${stamp}`);
    await heading(text("admin.waitlist.title"));
    await expect(page.getByTestId("waitlist-row")).toHaveCount(1);
    await expect(page.getByTestId("waitlist-row")).toContainText(text("admin.interest.MediaPR"));
    await expectMainInLanguage(page, lang);
    await page.getByTestId("waitlist-row").locator("select").selectOption("Notified");
    await page.getByTestId("waitlist-row").locator("button[type=submit]").click();
    await expect(page.getByTestId("toast")).toContainText(text("admin.waitlist.statusUpdated"));
    await expect(page.getByTestId("toast")).toContainText(text("admin.status.Notified"));
    await page.goto(`/dashboard/waitlist?q=nobody-${stamp}`);
    await expect(page.getByRole("heading", { name: text("admin.waitlist.noMatchTitle") })).toBeVisible();
    await expectMainInLanguage(page, lang);

    // The chapter leader: their chapters, their members (approving one), the forms.
    await page.context().clearCookies();
    await loginAs(page, leader.id);
    await page.goto("/dashboard/chapters");
    await heading(text("admin.chapters.title"));
    await expect(page.getByText(text("admin.chapters.introLeader"))).toBeVisible();
    await expectMainInLanguage(page, lang);
    await page.goto("/dashboard/members?tab=approved");
    await heading(text("admin.members.title"));
    await expectMainInLanguage(page, lang);
    await page.goto("/dashboard/members?tab=pending");
    await expectMainInLanguage(page, lang);
    await page
      .getByTestId("member-card")
      .filter({ hasText: joiner.displayName })
      .locator("button[type=submit]")
      .first()
      .click();
    await expect(page.getByTestId("toast")).toContainText(text("admin.members.approvedTitle"));
    await page.goto(`/dashboard/chapters/${led.id}/edit`);
    await heading(text("admin.chapterEdit.editTitle", { name: led.name }));
    await expectMainInLanguage(page, lang);
  });
}
