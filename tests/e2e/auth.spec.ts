import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import {
  expect,
  getMembership,
  insertChapter,
  insertUser,
  isJsProject,
  loginAs,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  waitForHydration,
} from "../helpers/e2e";

/** The newest email with this subject the loopback SMTP sink received for the address, as text. */
function mailsTo(address: string, subject: string) {
  return readSinkMail()
    .filter((m) => m.to.includes(address))
    .map((m) => mailText(m.raw))
    .filter((text) => text.includes(subject));
}

/** The first link under `path` in the newest such email (polled: the delivery worker sends it). */
async function mailedLink(address: string, subject: string, path: string) {
  const pattern = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}[A-Za-z0-9_-]*`);
  let link: string | null = null;
  await expect
    .poll(
      () => {
        link = pattern.exec(mailsTo(address, subject).at(-1) ?? "")?.[0] ?? null;
        return !!link;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm Password").fill(TEST_PASSWORD);
}

// The service worker is what these tests are about (or crosses their flow): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.describe("accounts", () => {
  test("a visitor registers, confirms the address from the emailed link, and can then ask to join a chapter", async ({
    page,
  }) => {
    const email = uniqueEmail("reg");
    const chapter = insertChapter();
    await page.goto("/auth/register");
    await waitForHydration(page);
    await fillRegistration(page, "Riley Register", email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(`If ${email} is new to us,`)).toBeVisible();
    // Nobody is signed in by registering: the answer is the same for a taken address.
    await expect(page.getByTestId("header-user")).toHaveCount(0);
    const user = db.select().from(users).where(eq(users.email, email)).get()!;
    expect(user.emailVerifiedAt).toBeNull();

    // Signed in before confirming: the banner says why joining waits, and the model refuses the join.
    await page.goto("/auth/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("header-user")).toHaveText("Riley Register");
    const banner = page.getByRole("region", { name: "Confirm your email" });
    await expect(banner).toContainText("Confirm your email address to join a chapter");
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Request to Join ${chapter.name}` }).click();
    await expect(page.getByText("Confirm your email address before joining a chapter").first()).toBeVisible();
    expect(getMembership(user.id, chapter.id)).toBeUndefined();

    const link = await mailedLink(email, "Confirm your CERT Chapters email address", "/auth/verify-email/");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
    await expect(page.getByText(`Confirm that ${email} is your address.`)).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Confirm My Email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()!.emailVerifiedAt).not.toBeNull();

    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Request to Join ${chapter.name}` }).click();
    await expect.poll(() => getMembership(user.id, chapter.id)?.status).toBe("Pending");

    // The link was spent.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  });

  test("an unconfirmed member asks for a new link; the old one stops working", async ({ page }) => {
    const user = await insertUser({ verified: false, displayName: "Una Unconfirmed" });
    await loginAs(page, user.id);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Confirm your email" });
    await banner.getByRole("button", { name: "Send the link again" }).click();
    const first = await mailedLink(user.email, "Confirm your CERT Chapters email address", "/auth/verify-email/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/auth/verify-email");
    await expect(page.getByText(`We sent a confirmation link to ${user.email}.`)).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect.poll(() => mailsTo(user.email, "Confirm your CERT Chapters email address").length).toBe(2);
    await page.goto(first);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    const second = await mailedLink(user.email, "Confirm your CERT Chapters email address", "/auth/verify-email/");
    await page.goto(second);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Confirm My Email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
  });

  test("registering as ChapterLeader files a pending role request with the justification", async ({ page }) => {
    const email = uniqueEmail("lead");
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Role").selectOption("ChapterLeader");
    await fillRegistration(page, "Lou Leader", email);
    await page.getByLabel("Why do you want to lead a chapter?").fill("I run our block's storm phone tree.");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const { roleRequests } = await import("~/db/schema");
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

  test("an address that has an account gets the same answer, and its owner an email instead", async ({ page }) => {
    const existing = await insertUser({ displayName: "Dee Existing" });
    await page.goto("/auth/register");
    await waitForHydration(page);
    await fillRegistration(page, "Dee Duplicate", existing.email.toUpperCase());
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(`If ${existing.email} is new to us,`)).toBeVisible();
    await expect(page.getByText("already exists")).toHaveCount(0);
    const notice = await mailedLink(
      existing.email,
      "Someone tried to register with your CERT Chapters address",
      "/auth/forgot-password",
    );
    expect(notice).toMatch(/\/auth\/forgot-password$/);
    // Nothing about the account changed: its name and password stay.
    const row = db.select().from(users).where(eq(users.id, existing.id)).get()!;
    expect(row.displayName).toBe("Dee Existing");
    expect(row.passwordHash).toBe(existing.passwordHash);
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
  test("the theme switch steps through device, light and dark, and remembers the choice", async ({ page }) => {
    const button = (name: string) => page.getByRole("banner").getByRole("button", { name }).first();
    /** Clicks and waits for the server's cookie: with JS the class flips optimistically before that. */
    const choose = (name: string) =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST"),
        button(name).click(),
      ]);
    await page.goto("/");
    await waitForHydration(page);
    // No choice yet: the page follows the device.
    await expect(page.locator("html")).toHaveClass(/system/);
    await choose("Switch to light theme");
    await expect(page.locator("html")).not.toHaveClass(/dark|system/);
    await choose("Switch to dark theme");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    if (isJsProject()) {
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    }
    await choose("Follow my device's light or dark setting");
    await expect(page.locator("html")).toHaveClass(/system/);
  });

  test("without a choice the page follows the device's dark setting, with no script and no flash", async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    // The server's HTML is already dark (bg-slate-950): no class flips after load.
    expect(await background()).toBe("rgb(2, 6, 23)");
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background()).toBe("rgb(255, 255, 255)");
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
