import { axe } from "../helpers/axe";
import { db } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";
import { requestRole } from "~/models/role-request.server";
import { expect, insertUser, loginAs, test, uniqueSlug, waitForHydration } from "../helpers/e2e";

/**
 * axe-core (WCAG 2.1 AA) on the waitlist, role-request and settings pages with data in them, light
 * at desktop width and dark at 320 px, plus no sideways scrolling on a 320 px phone. axe runs in the
 * page, so this needs JS; the markup is the same server render in both projects.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe-core runs as a script in the page");

const PAGES = [
  "/dashboard/waitlist",
  "/dashboard/waitlist?q=no-such-signup-anywhere",
  "/admin/role-requests",
  "/dashboard/settings",
  "/dashboard/settings/notifications",
  "/dashboard/settings/preferences",
  "/dashboard/settings/security",
];

for (const { width, theme } of [
  { width: 1280, theme: "light" },
  { width: 320, theme: "dark" },
]) {
  test(`admin and settings pages have no axe violations (${theme}, ${width}px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueSlug("a11y");
    db.insert(waitlistEntries)
      .values({
        email: `${tag}@example.test`,
        firstName: "Axe",
        lastName: "Tester",
        interestLevel: ["Member", "MediaPR"],
        city: "Austin",
        state: "TX",
      })
      .run();
    const applicant = await insertUser({ displayName: `Applicant with a rather long display name ${tag}` });
    requestRole(applicant.id, { requestedRole: "ChapterLeader", justification: "Accessibility check request." });
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    await loginAs(page, admin.id);
    await page.context().addCookies([{ name: "theme", value: theme, domain: "127.0.0.1", path: "/" }]);
    for (const url of PAGES) {
      await page.goto(url);
      await waitForHydration(page);
      const { violations } = await axe(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
        ),
        url,
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
