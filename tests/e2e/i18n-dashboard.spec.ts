import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { writeAudit } from "~/models/audit.server";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test } from "../helpers/e2e";
import { expectNoEnglish } from "../helpers/i18n";

// The dashboard shell, the overview (member, leader, administrator), every settings section and the
// calendar link's confirmation in Spanish and French without JS: no catalogue English in the page
// or the sidebar, and the server's toasts and validation answer in the same language.
// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`dashboard home, settings and calendar link show no English in ${lang}`, async ({ page }) => {
    // A sweep of the dashboard, settings and calendar pages: about 25 s quiet, over 60 s on a loaded machine.
    test.setTimeout(150_000);
    const text = (key: string) => CATALOGUES[lang].dashboard[key]!;
    const speaks = (userId: string) =>
      db
        .insert(userSettings)
        .values({ userId, language: lang })
        .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
        .run();
    const stamp = `${lang} ${Date.now().toString(36)}`;
    const chapter = insertChapter({ name: `Capítulo ${stamp}` });
    const other = insertChapter({ name: `Otro ${stamp}` });
    const member = await insertUser({ roles: ["Member"], displayName: "Mateo Miembro" });
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Lía Líder" });
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: "Ada Admin" });
    insertMembership(member.id, chapter.id, "Member");
    insertMembership(member.id, other.id, "Member", "Pending");
    insertMembership(leader.id, chapter.id, "Leader");
    for (const user of [member, leader, admin]) speaks(user.id);

    const check = async () => {
      await expectNoEnglish(page, lang, ["dashboard", "validation"], "main");
      await expectNoEnglish(page, lang, ["dashboard"], "[data-testid=dashboard-sidebar]");
    };
    // The overview also shows the training card, whose credential names ("CERT Basic Training") are
    // catalogue data kept as catalogued: check the page without that card's text.
    const checkOverview = async () => {
      await expectNoEnglish(page, lang, ["dashboard", "validation"], "main", ["[data-testid=overview-credentials]"]);
      await expectNoEnglish(page, lang, ["dashboard"], "[data-testid=dashboard-sidebar]");
    };
    const heading = (name: string) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // Member home: my chapters, my pending request, my events, the calendar feed.
    await loginAs(page, member.id);
    await page.goto("/dashboard");
    await heading(text("dashboard.home.title"));
    await expect(page.getByTestId("my-requests")).toContainText(
      text("dashboard.home.requestJoin").replace("{{chapter}}", other.name),
    );
    await expect(page.getByRole("link", { name: text("dashboard.nav.goKit") }).first()).toBeVisible();
    await checkOverview();

    // The calendar link's confirmation (no JS: a page over the overview), then the reset's toast.
    await page.goto("/dashboard?confirm=reset-feed&target=me");
    await expect(page.getByTestId("confirm-page")).toContainText(text("dashboard.feed.resetTitle"));
    await checkOverview();
    await page
      .getByTestId("confirm-page")
      .getByRole("button", { name: text("dashboard.feed.reset") })
      .click();
    await expect(page.getByTestId("toast")).toContainText(text("dashboard.feed.resetToast"));

    // Every settings section, and the server's answers in the same language.
    for (const [path, title] of [
      ["/dashboard/settings", "dashboard.profile.title"],
      ["/dashboard/settings/notifications", "dashboard.notifications.title"],
      ["/dashboard/settings/preferences", "dashboard.preferences.title"],
      ["/dashboard/settings/security", "dashboard.security.title"],
    ] as const) {
      await page.goto(path);
      await heading(text("dashboard.settings.title"));
      await expect(page.getByRole("heading", { level: 2, name: text(title) })).toBeVisible();
      await check();
    }
    await page.getByLabel(text("dashboard.security.current"), { exact: true }).fill("Not-The-Password-1");
    await page.getByLabel(text("dashboard.security.new"), { exact: true }).fill("Another-Horse-99");
    await page.getByLabel(text("dashboard.security.confirm"), { exact: true }).fill("Another-Horse-99");
    await page.getByRole("button", { name: text("dashboard.security.submit") }).click();
    await expect(
      page.getByText(CATALOGUES[lang].validation["validation.current-password-is-incorrect"]!).first(),
    ).toBeVisible();
    await check();
    await page.goto("/dashboard/settings/notifications");
    await page.getByRole("button", { name: text("dashboard.notifications.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(text("dashboard.notifications.savedToast"));

    // A leader's overview: metrics for their chapters and the leader's quick actions.
    await page.context().clearCookies();
    await loginAs(page, leader.id);
    await page.goto("/dashboard");
    await expect(page.getByText(text("dashboard.home.createEvent"))).toBeVisible();
    await checkOverview();

    // An administrator's overview: network metrics, recent activity, approvals. Recent activity
    // shows the worker's five newest audit rows, which would otherwise be whatever other specs on
    // this worker did last, naming their people ("Mo Member"): five rows of this test's own people
    // come first, so the sweep reads sentences in the language with names it knows.
    db.transaction((tx) => {
      for (let i = 0; i < 5; i++)
        writeAudit(tx, { actorId: member.id, action: "request_membership", chapterId: other.id, subjectId: member.id });
    });
    await page.context().clearCookies();
    await loginAs(page, admin.id);
    await page.goto("/dashboard");
    await expect(page.getByText(text("dashboard.home.approveChapters"))).toBeVisible();
    await expect(page.getByTestId("dashboard-sidebar").getByTestId("sidebar-role")).toHaveText(
      text("dashboard.role.globalAdmin"),
    );
    await checkOverview();
  });
}
