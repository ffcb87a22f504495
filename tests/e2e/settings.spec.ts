import { and, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { roleRequests, sessions } from "~/db/schema";
import { getSettings } from "~/models/settings.server";
import { getUserById } from "~/models/user.server";
import { createSessionRow } from "~/access/sessions.server";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { expect, insertUser, loginAs, test, waitForHydration } from "../helpers/e2e";

async function signInWithForm(page: Page, email: string, password: string, to = "/dashboard/settings") {
  await page.goto(`/auth/login?redirectTo=${encodeURIComponent(to)}`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOutFromSettings(page: Page) {
  await page.goto("/dashboard/settings/security");
  await waitForHydration(page);
  await page.getByTestId("settings-sign-out").click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe("settings", () => {
  test("each tab saves and the values persist after signing out and in again", async ({ page }) => {
    const user = await insertUser({ displayName: "Pat Persist" });
    await loginAs(page, user.id);

    // Profile
    await page.goto("/dashboard/settings");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await page.getByLabel("Display Name").fill("Patricia Persist");
    await page.getByLabel("Phone").fill("+1 512 555 0100");
    await page.getByLabel("Bio").fill("Ham radio operator and CERT volunteer.");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile Updated")).toBeVisible();

    // Notifications
    await page.getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/notifications/);
    await waitForHydration(page);
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "SMS Notifications" })).not.toBeChecked();
    await page.getByRole("switch", { name: "Email Notifications" }).uncheck();
    await page.getByRole("switch", { name: "SMS Notifications" }).check();
    await page.getByRole("button", { name: "Save Notification Settings" }).click();
    await expect(page.getByText("Notification Settings Saved")).toBeVisible();

    // Preferences
    await page.goto("/dashboard/settings/preferences");
    await waitForHydration(page);
    await page.getByLabel("Dark", { exact: true }).check();
    await page.getByRole("main").getByLabel("Language").selectOption("es");
    await page.getByLabel("Timezone").selectOption("America/Los_Angeles");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    // The saved language takes effect at once (issue 19): from here on the dashboard speaks Spanish.
    const es = (key: string) => CATALOGUES.es.dashboard[key]!;
    await expect(page.getByText(es("dashboard.preferences.savedToast"))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The theme uses the same cookie as the header toggle.
    await expect(page.locator("html")).toHaveClass(/dark/);
    const themeCookie = (await page.context().cookies()).find((c) => c.name === "theme");
    expect(themeCookie?.value).toBe("dark");

    await signOutFromSettings(page);
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByLabel(es("dashboard.profile.displayName"))).toHaveValue("Patricia Persist");
    await expect(page.getByLabel(es("dashboard.profile.phone"))).toHaveValue("+1 512 555 0100");
    await expect(page.getByLabel(es("dashboard.profile.bio"))).toHaveValue("Ham radio operator and CERT volunteer.");
    await page.goto("/dashboard/settings/notifications");
    await expect(page.getByRole("switch", { name: es("dashboard.notifications.email") })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: es("dashboard.notifications.sms") })).toBeChecked();
    await expect(page.getByRole("switch", { name: es("dashboard.notifications.reminders") })).toBeChecked();
    await expect(page.getByRole("switch", { name: es("dashboard.notifications.announcements") })).toBeChecked();
    await page.goto("/dashboard/settings/preferences");
    await expect(page.getByLabel(es("dashboard.preferences.dark"), { exact: true })).toBeChecked();
    await expect(page.getByRole("main").getByLabel(es("dashboard.preferences.language"))).toHaveValue("es");
    await expect(page.getByLabel(es("dashboard.preferences.timezone"))).toHaveValue("America/Los_Angeles");
    expect(getSettings(user)).toMatchObject({
      emailNotifications: false,
      smsNotifications: true,
      theme: "dark",
      timezone: "America/Los_Angeles",
    });
  });

  test("invalid profile input shows the errors and keeps what was typed", async ({ page }) => {
    const user = await insertUser({ displayName: "Val Invalid" });
    await loginAs(page, user.id);
    await page.goto("/dashboard/settings/profile");
    await waitForHydration(page);
    await page.getByLabel("Display Name").fill("Val Still");
    await page.getByLabel("Phone").fill("call me maybe");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue("call me maybe");
    await expect(page.getByLabel("Display Name")).toHaveValue("Val Still");
    expect(getUserById(user.id)?.displayName).toBe("Val Invalid");
  });

  test("changing the password needs the current one, ends other sessions, and the old password is refused", async ({
    page,
  }) => {
    const user = await insertUser({ displayName: "Cary Change" });
    const mine = await loginAs(page, user.id);
    const elsewhere = createSessionRow(user.id, "browser");
    const apiToken = createSessionRow(user.id, "api");

    await page.goto("/dashboard/settings/security");
    await waitForHydration(page);
    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByLabel("New Password", { exact: true }).fill("Brand-New-Pass-99");
    await page.getByLabel("Confirm New Password").fill("Brand-New-Pass-99");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(3);

    await page.getByLabel("Current Password").fill(user.password);
    await page.getByLabel("New Password", { exact: true }).fill("Brand-New-Pass-99");
    await page.getByLabel("Confirm New Password").fill("Brand-New-Pass-99");
    await page.getByRole("button", { name: "Change Password" }).click();
    // Two argon2 operations on the server (verify, then hash): allow for a busy CI machine.
    await expect(page.getByText("Password Changed")).toBeVisible({ timeout: 15_000 });
    const left = db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .all()
      .map((s) => s.id);
    expect(left).toEqual([mine]);
    expect(left).not.toContain(elsewhere.id);
    expect(left).not.toContain(apiToken.id);

    await signOutFromSettings(page);
    await signInWithForm(page, user.email, user.password);
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
    await signInWithForm(page, user.email, "Brand-New-Pass-99");
    await expect(page).toHaveURL(/\/dashboard\/settings/);
  });

  test("a member asks to become a chapter leader from Settings", async ({ page }) => {
    const user = await insertUser({ displayName: "Ria Request" });
    await loginAs(page, user.id);
    await page.goto("/dashboard/settings");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Become a Chapter Leader" });
    await section.getByLabel("Why do you want to lead a chapter?").fill("short");
    await section.getByRole("button", { name: "Request Chapter Leader Role" }).click();
    await expect(page.getByText("at least 10 characters")).toBeVisible();
    await page
      .getByRole("region", { name: "Become a Chapter Leader" })
      .getByLabel("Why do you want to lead a chapter?")
      .fill("I organise our neighbourhood's flood sandbagging every spring.");
    await page
      .getByRole("region", { name: "Become a Chapter Leader" })
      .getByRole("button", { name: "Request Chapter Leader Role" })
      .click();
    await expect(page.getByText("Role Request Sent")).toBeVisible();
    await expect(page.getByTestId("leader-request-pending")).toBeVisible();
    const rows = db
      .select()
      .from(roleRequests)
      .where(and(eq(roleRequests.userId, user.id), eq(roleRequests.status, "Pending")))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.justification).toContain("flood sandbagging");
  });

  test("signed out, settings asks for a sign-in", async ({ page }) => {
    await page.goto("/dashboard/settings/security");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard%2Fsettings%2Fsecurity/);
  });
});
