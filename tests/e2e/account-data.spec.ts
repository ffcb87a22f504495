import fs from "node:fs";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memberships, sessions, users } from "~/db/schema";
import { expect, insertChapter, insertUser, loginAs, test, waitForHydration } from "../helpers/e2e";

test.describe("your data and your account", () => {
  test("a member downloads everything stored about them as JSON from the security settings", async ({ page }) => {
    const member = await insertUser({ displayName: "Dora Download" });
    const chapter = insertChapter();
    db.insert(memberships).values({ userId: member.id, chapterId: chapter.id, status: "Approved" }).run();
    await loginAs(page, member.id);
    await page.goto("/dashboard/settings/security");
    await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("cert-chapters-my-data.json");
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ email: member.email, displayName: "Dora Download" });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.memberships).toEqual([expect.objectContaining({ chapter: chapter.name, status: "Approved" })]);
  });

  test("a member deletes their account after confirming with their password, and is signed out everywhere", async ({
    page,
  }) => {
    const member = await insertUser({ displayName: "Del Eted" });
    const chapter = insertChapter();
    db.insert(memberships).values({ userId: member.id, chapterId: chapter.id, status: "Approved" }).run();
    await loginAs(page, member.id);
    await page.goto("/dashboard/settings/security");
    await page.getByRole("link", { name: "Delete my account..." }).click();
    await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
    await expect(page.getByText("Kept without your name, for your chapters' totals")).toBeVisible();
    await waitForHydration(page);

    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByLabel("I understand that my account is deleted for good").check();
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your password is not correct." })).toBeVisible();
    expect(db.select().from(users).where(eq(users.id, member.id)).get()!.email).toBe(member.email);

    await page.getByLabel("Your password").fill(member.password);
    await page.getByLabel("I understand that my account is deleted for good").check();
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("header-user")).toHaveCount(0);
    const row = db.select().from(users).where(eq(users.id, member.id)).get()!;
    expect(row.displayName).toBe("Deleted member");
    expect(db.select().from(sessions).where(eq(sessions.userId, member.id)).all()).toHaveLength(0);
    expect(db.select().from(memberships).where(eq(memberships.userId, member.id)).all()).toHaveLength(0);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
