import { expect, isJsProject, signedInUser, test, waitForHydration } from "../helpers/e2e";

/** Link texts end with the label (a decorative icon comes first). */
const labels = (...names: string[]) => names.map((n) => new RegExp(`${n}$`));

test.describe("dashboard shell", () => {
  test("a signed-out visitor is sent to login and back", async ({ page }) => {
    await page.goto("/dashboard/chapters?tab=approved");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard%2Fchapters%3Ftab%3Dapproved/);
  });

  test("a member sees the member sidebar with name, initial and role, current page highlighted", async ({ page }) => {
    await signedInUser(page, ["Member"], "Mona Member");
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveText(
      labels(
        "Overview",
        "Events",
        "Training",
        "Hours",
        "Activations",
        "Resources",
        "Announcements",
        "Go-kit",
        "Settings",
      ),
    );
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    // The member's go-kit (issue 19) is one click away from every dashboard page.
    await expect(nav.getByRole("link", { name: "Go-kit" })).toHaveAttribute("href", "/go-kit");
    const sidebar = page.getByTestId("dashboard-sidebar");
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText("Mona Member");
    await expect(sidebar.getByTestId("sidebar-initial")).toHaveText("M");
    await expect(sidebar.getByTestId("sidebar-role")).toHaveText("Member");
  });

  test("a leader gets Chapters, Members and their audit log; an admin also gets Waitlist", async ({ page }) => {
    await signedInUser(page, ["ChapterLeader", "Member"], "Lee Leader");
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveText(
      labels(
        "Overview",
        "Chapters",
        "Members",
        "Events",
        "Training",
        "Hours",
        "Readiness",
        "Activations",
        "Resources",
        "Announcements",
        "Go-kit",
        "Audit log",
        "Settings",
      ),
    );
    await expect(page.getByTestId("dashboard-sidebar").getByTestId("sidebar-role")).toHaveText("Chapter Leader");

    await page.context().clearCookies();
    await signedInUser(page, ["GlobalAdmin", "Member"], "Ada Admin");
    await page.goto("/dashboard");
    await expect(nav.getByRole("link")).toHaveText(
      labels(
        "Overview",
        "Chapters",
        "Members",
        "Events",
        "Training",
        "Hours",
        "Readiness",
        "Activations",
        "Resources",
        "Announcements",
        "Go-kit",
        "Audit log",
        "Waitlist",
        "Role Requests",
        "Settings",
      ),
    );
    await expect(page.getByTestId("dashboard-sidebar").getByTestId("sidebar-role")).toHaveText("Global Administrator");
    // The admin queue keeps the same sidebar.
    await page.goto("/admin/role-requests");
    await expect(nav.getByRole("link", { name: "Role Requests" })).toHaveAttribute("aria-current", "page");
  });

  test("a sidebar link moves the current page's mark; with JS in the same document, the server's links hydrated", async ({
    page,
  }) => {
    // The server writes the sidebar's links as one string and the browser hydrates NavLinks onto
    // them (decision 043): no hydration error, and a click is a client navigation.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await signedInUser(page, ["Member"], "Nia Nav");
    await page.goto("/dashboard");
    await waitForHydration(page);
    if (isJsProject()) await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const nav = page.getByTestId("dashboard-sidebar").getByRole("navigation", { name: "Dashboard" });
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page");
    const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);
    expect(sameDocument ?? false).toBe(isJsProject());
    expect(errors).toEqual([]);
  });

  test("an unknown dashboard page shows the overview", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/dashboard/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
  });

  test("on a phone the sidebar collapses and opens without JS", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signedInUser(page, ["Member"], "Pia Phone");
    await page.goto("/dashboard");
    await waitForHydration(page);
    await expect(page.getByTestId("dashboard-sidebar")).toBeHidden();
    const mobile = page.getByTestId("dashboard-mobile-nav");
    await expect(mobile.getByRole("link", { name: "Settings" })).toBeHidden();
    await mobile.getByText("Dashboard menu").click();
    await expect(mobile.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(mobile.getByTestId("sidebar-user-name")).toHaveText("Pia Phone");
  });

  test("Sign Out in the sidebar ends the session and goes home", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByTestId("dashboard-sidebar").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
