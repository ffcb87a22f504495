import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messageQueue, sessions } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import { expect, insertUser, test, uniqueEmail, waitForHydration } from "../helpers/e2e";
import { mailText, readSinkMail } from "../helpers/smtp-sink";

/** The reset link in the newest reset email the loopback SMTP sink received for this address. */
async function resetLinkFor(address: string) {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const mail = readSinkMail()
          .filter((m) => m.to.includes(address))
          .map((m) => mailText(m.raw))
          .filter((text) => text.includes("Reset your CERT Chapters password"))
          .at(-1);
        link = mail ? (/https?:\/\/[^\s]+\/auth\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? null) : null;
        return !!link;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

test.describe("password reset", () => {
  test("a member who forgot their password resets it by email; every old session ends and the link works once", async ({
    page,
  }) => {
    const user = await insertUser({ displayName: "Fran Forgot" });
    // Signed in on another device: the reset must end that session too.
    createSessionRow(user.id, "browser");
    await page.goto("/auth/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email.toUpperCase());
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(`If an account uses ${user.email},`)).toBeVisible();

    const link = await resetLinkFor(user.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await waitForHydration(page);
    await page.getByLabel("New Password").fill("Fresh-Start-2026");
    await page.getByLabel("Confirm Password").fill("Fresh-Start-2026");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);

    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("Fresh-Start-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId("header-user")).toHaveText("Fran Forgot");

    // The link was spent.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a new reset link" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  });

  test("an address without an account gets the same answer, and no email", async ({ page }) => {
    const nobody = uniqueEmail("nobody");
    await page.goto("/auth/forgot-password");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(nobody);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(`If an account uses ${nobody},`)).toBeVisible();
    // Nothing was queued for it (the queue is where every email starts).
    expect(db.select().from(messageQueue).where(eq(messageQueue.to, nobody)).all()).toHaveLength(0);
  });

  test("a bad address and mismatched new passwords are refused in the page, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/auth/forgot-password");
    await waitForHydration(page);
    // The browser's own email check would stop the post: turn it off to see the server's answer.
    await page.locator("form#forgot-password-form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");

    const user = await insertUser();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.goto(await resetLinkFor(user.email));
    await waitForHydration(page);
    await page.getByLabel("New Password").fill("Fresh-Start-2026");
    await page.getByLabel("Confirm Password").fill("Fresh-Start-2027");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
  });
});
