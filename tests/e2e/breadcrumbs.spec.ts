import { expect, insertChapter, insertMembership, insertUser, loginAs, test, uniqueSlug } from "../helpers/e2e";

// Issue 31, item 1: nested dashboard pages show where they are, and the way back up.
test("a nested dashboard page has a breadcrumb trail back to its section and the dashboard", async ({ page }) => {
  const chapter = insertChapter({ slug: uniqueSlug("crumbs") });
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
  insertMembership(leader.id, chapter.id, "Leader");
  await loginAs(page, leader.id);
  await page.goto("/dashboard/events/new");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText([/^Dashboard/, /^Events/, "New event"]);
  await expect(trail.getByText("New event")).toHaveAttribute("aria-current", "page");
  await trail.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  // A top-level page has no trail.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("every settings page, the account deletion page too, has its trail back to Settings", async ({ page }) => {
  const member = await insertUser({ roles: ["Member"] });
  await loginAs(page, member.id);
  const pages = [
    ["/dashboard/settings/profile", ["Profile"]],
    ["/dashboard/settings/security", ["Security"]],
    ["/dashboard/settings/notifications", ["Notifications"]],
    ["/dashboard/settings/preferences", ["Preferences"]],
    ["/dashboard/settings/delete-account", [/^Security/, "Delete account"]],
  ] as const;
  for (const [path, tail] of pages) {
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText([/^Dashboard/, /^Settings/, ...tail]);
  }
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/security$/);
});
