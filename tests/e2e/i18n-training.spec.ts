import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { loadActor } from "~/access/actor.server";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { isoDay } from "~/models/credential.schema";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { logService, reviewService } from "~/models/hours.server";
import { parseCsv } from "../helpers/csv";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test } from "../helpers/e2e";
import { expectNoEnglish } from "../helpers/i18n";

// The training records in Spanish and French without JS: a leader walks every training, hours and
// readiness page with data on it (an administrator the catalogue), and the CSV headers come in the
// same language. The seeded credential names read in the language too.
// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`training, hours and readiness pages show no English in ${lang}`, async ({ page }) => {
    const text = (key: string) => CATALOGUES[lang].training[key]!;
    const chapter = insertChapter({ name: `Formación ${lang} ${Date.now().toString(36)}` });
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Lía Lozano" });
    const member = await insertUser({ roles: ["Member"], displayName: "Mateo Molina" });
    insertMembership(leader.id, chapter.id, "Leader");
    insertMembership(member.id, chapter.id, "Member");
    // An administrator only for the catalogue: as the leader sees only their own chapter's data.
    const admin = await insertUser({ roles: ["GlobalAdmin"], displayName: "Alba Ortega" });
    for (const user of [leader, admin]) {
      db.insert(userSettings)
        .values({ userId: user.id, language: lang })
        .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
        .run();
    }
    const leaderActor = loadActor(leader.id)!;
    const memberActor = loadActor(member.id)!;
    // A verified credential of the leader's own, one pending review, approved and pending service.
    const mine = recordCredential(leaderActor, { credentialTypeId: "cpr-aed", issuedOn: "2026-01-15" });
    verifyCredential(loadActor(admin.id)!, mine.id);
    recordCredential(memberActor, { credentialTypeId: "first-aid", issuedOn: "2026-02-01" });
    const served = logService(memberActor, {
      chapterId: chapter.id,
      servedOn: isoDay(),
      activity: "Smoke alarm outreach",
      hours: 2.5,
    });
    reviewService(leaderActor, served.id, "approve");
    logService(memberActor, { chapterId: chapter.id, servedOn: isoDay(), activity: "Shelter setup", hours: 3 });

    await loginAs(page, leader.id);
    const visit = async (path: string, heading: string) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoEnglish(page, lang, ["training"], "main");
    };
    await visit("/dashboard/training", text("training.mine.title"));
    await expect(page.getByTestId("my-credentials")).toContainText(text("training.status.valid"));
    await visit("/dashboard/training/new", text("training.new.title"));
    // The server's own validation answers in the page's language too.
    await page
      .locator("main form")
      .getByRole("button", { name: text("training.new.submit") })
      .click();
    await expect(
      page.getByText(CATALOGUES[lang].validation["validation.choose-a-credential-type"]!).first(),
    ).toBeVisible();
    await expectNoEnglish(page, lang, ["training", "validation"], "main");
    await visit("/dashboard/training/review", text("training.review.title"));
    await expect(page.getByTestId("pending-credentials")).toContainText("Mateo Molina");
    await visit("/dashboard/hours", text("training.hours.title"));
    await expect(page.getByTestId("pending-service")).toContainText("Shelter setup");
    await visit(`/dashboard/hours/report?chapterId=${chapter.id}`, text("training.report.title"));
    await expect(page.getByTestId("report-rows")).toContainText(text("training.hours.type.service"));
    const hoursCsv = parseCsv(
      await (await page.request.get(`/dashboard/hours/export.csv?chapterId=${chapter.id}`)).text(),
    );
    expect(hoursCsv[0]).toEqual([
      text("training.csv.member"),
      text("training.csv.date"),
      text("training.csv.activity"),
      text("training.csv.type"),
      text("training.csv.hours"),
      text("training.csv.approvedBy"),
    ]);
    await visit(`/dashboard/readiness?chapter=${chapter.id}`, text("training.readiness.title"));
    await expect(page.getByTestId("readiness-grid")).toContainText(text("training.status.missing"));
    const readinessCsv = parseCsv(
      await (await page.request.get(`/dashboard/readiness/export.csv?chapter=${chapter.id}`)).text(),
    );
    expect(readinessCsv[0]?.[0]).toBe(text("training.csv.chapter"));

    await loginAs(page, admin.id);
    await visit("/dashboard/training/catalogue", text("training.catalogue.title"));
  });
}
