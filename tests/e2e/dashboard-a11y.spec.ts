import { axe } from "../helpers/axe";
import type { Page } from "@playwright/test";
import { createChapter } from "~/models/chapter.server";
import { actorOf } from "../helpers/actor";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  loginAs,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

async function expectNoViolations(page: Page, what: string) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** An admin, and a pending chapter plus a pending join request with unique names to filter on. */
async function adminWorld() {
  const t = uniqueSlug("a").replace(/-/g, "");
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Axe Leader ${t}` });
  createChapter(actorOf(leader), { name: `Axe Pending ${t}`, city: "Austin", state: "TX" });
  const approved = insertChapter({ name: `Axe Approved ${t}`, createdById: leader.id });
  insertMembership(leader.id, approved.id, "Leader", "Approved");
  const applicant = await insertUser({ displayName: `Axe Applicant ${t}` });
  insertMembership(applicant.id, approved.id, "Member", "Pending");
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: `Axe Admin ${t}` });
  return { t, admin };
}

// axe runs in the page, so it needs JS; the markup is the same server-rendered HTML in both projects.
test.describe("dashboard accessibility (axe-core)", jsOnly("axe-core needs JavaScript in the page"), () => {
  test.slow();

  for (const theme of ["light", "dark"] as const) {
    test(`overview, chapters with the reject form open, and members (${theme})`, async ({ page }) => {
      const { t, admin } = await adminWorld();
      await loginAs(page, admin.id);
      if (theme === "dark") {
        const url = new URL(`http://127.0.0.1:${process.env.E2E_PORT}`);
        await page.context().addCookies([{ name: "theme", value: "dark", domain: url.hostname, path: "/" }]);
      }
      await page.goto("/dashboard");
      await waitForHydration(page);
      await expectNoViolations(page, `overview (${theme})`);

      await page.goto(`/dashboard/chapters?q=${t}`);
      await waitForHydration(page);
      await page.getByRole("article").first().getByText("Reject", { exact: true }).click();
      await expectNoViolations(page, `chapters (${theme})`);

      await page.goto(`/dashboard/members?q=${t}`);
      await waitForHydration(page);
      await expectNoViolations(page, `members (${theme})`);
    });
  }

  test("the create page with errors, the create dialog, and the phone layout at 320px", async ({ page }) => {
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    await loginAs(page, leader.id);
    await page.goto("/dashboard/chapters/new");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Chapter" }).click();
    await expect(page.getByText("City is required")).toBeVisible();
    await expectNoViolations(page, "create chapter page with errors");

    await page.goto("/dashboard/chapters");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create Chapter" }).click();
    await expect(page.getByRole("dialog", { name: "Create Chapter" })).toBeVisible();
    await expectNoViolations(page, "create dialog");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/dashboard/members");
    await waitForHydration(page);
    await page.getByTestId("dashboard-mobile-nav").getByText("Dashboard menu").click();
    await expectNoViolations(page, "members at 320px, menu open");
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
