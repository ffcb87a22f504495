import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import {
  expect,
  insertUser,
  isJsProject,
  loginAs,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  waitForHydration,
} from "../helpers/e2e";

test.describe("accounts", () => {
  test("a visitor registers as a member and lands on the dashboard", async ({ page }) => {
    const email = uniqueEmail("reg");
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Riley Register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page.getByTestId("header-user")).toHaveText("Riley Register");
  });

  test("registering as ChapterLeader files a pending role request with the justification", async ({ page }) => {
    const email = uniqueEmail("lead");
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Role").selectOption("ChapterLeader");
    await page.getByLabel("Full Name").fill("Lou Leader");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm Password").fill(TEST_PASSWORD);
    await page.getByLabel("Why do you want to lead a chapter?").fill("I run our block's storm phone tree.");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText("Your leadership role is pending approval from administrators.")).toBeVisible();
    const { roleRequests, users } = await import("~/db/schema");
    const user = db.select().from(users).where(eq(users.email, email)).get()!;
    const request = db.select().from(roleRequests).where(eq(roleRequests.userId, user.id)).get();
    expect(request?.status).toBe("Pending");
    expect(request?.justification).toBe("I run our block's storm phone tree.");
  });

  test("mismatched passwords say so and keep what was typed", async ({ page }) => {
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Pat Mismatch");
    await page.getByLabel("Email").fill("pat.mismatch@example.test");
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm Password").fill(TEST_PASSWORD + "x");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Pat Mismatch");
    await expect(page.getByLabel("Email")).toHaveValue("pat.mismatch@example.test");
  });

  test("a duplicate email is refused with a message, keeping the typed values", async ({ page }) => {
    const existing = await insertUser();
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Dee Duplicate");
    await page.getByLabel("Email").fill(existing.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Dee Duplicate");
  });

  test("signing in goes back to the page that asked for it; signing out deletes the session", async ({ page }) => {
    const user = await insertUser({ displayName: "Sid Signin" });
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard%2Fsettings/);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    const before = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(before).toHaveLength(1);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Early Access" }).first()).toBeVisible();
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
  });

  test("a wrong password shows the failure and keeps the email", async ({ page }) => {
    const user = await insertUser();
    await page.goto("/auth/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
    // Said once: no toast repeating the form's alert.
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    // The server never sends the password back; with JS the browser simply keeps the field as typed.
    if (!isJsProject()) await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("an expired or deleted session is refused", async ({ page }) => {
    const user = await insertUser();
    const sessionId = await loginAs(page, user.id);
    await page.goto("/dashboard");
    await expect(page).not.toHaveURL(/auth\/login/);
    db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId))
      .run();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/auth\/login/);
    const second = await loginAs(page, user.id);
    db.delete(sessions).where(eq(sessions.id, second)).run();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/auth\/login/);
  });
});

test.describe("chrome", () => {
  test("the theme toggle switches to dark and remembers it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // Wait for the server to set the cookie: with JS the class flips optimistically before that.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST"),
      page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).first().click(),
    ]);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    if (isJsProject()) {
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    }
    await page.getByRole("banner").getByRole("button", { name: "Switch to light theme" }).first().click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("an unknown address shows the 404 page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("the mobile menu opens without JS and holds the same items", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Open menu").click();
    await expect(page.locator("details[open]").getByRole("link", { name: "Get Early Access" })).toBeVisible();
  });

  test("footer has its links and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Find Chapters" })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
});
