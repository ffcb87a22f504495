import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memberships } from "~/db/schema";
import { lookupZip } from "~/utils/geo.server";
import { expect, insertChapter, isJsProject, signedInUser, test, uniqueSlug, waitForHydration } from "../helpers/e2e";

/** A token no other test's data contains, usable in names and searches. */
const token = (prefix: string) => uniqueSlug(prefix).replace(/-/g, "");

/** A point `miles` due north (negative: south) of a place. */
const offset = (from: { latitude: number; longitude: number }, miles: number) => ({
  latitude: from.latitude + miles / 69.0,
  longitude: from.longitude,
});

const card = (page: import("@playwright/test").Page, name: string) =>
  page.getByTestId("chapter-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function search(page: import("@playwright/test").Page, q: string, radius?: string) {
  await page.getByLabel("Location", { exact: true }).fill(q);
  if (radius) await page.getByLabel("Radius", { exact: true }).selectOption(radius);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("chapter directory", () => {
  test("text search matches a chapter's name and shows its card", async ({ page }) => {
    const word = token("Zephyr");
    const name = `${word} Ready Team`;
    const chapter = insertChapter({
      name,
      city: "Boise",
      state: "ID",
      regionCode: "10",
      description: "River flood drills every spring.",
    });
    await page.goto("/chapters");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Local Chapter" })).toBeVisible();
    await expect(page.getByLabel("Location", { exact: true })).toHaveAttribute(
      "placeholder",
      "City, State or ZIP code",
    );
    await expect(page.getByLabel("Radius", { exact: true })).toHaveValue("25");

    await search(page, word.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
    await expect(page.getByTestId("result-count")).toHaveText(`1 chapter found matching “${word.toLowerCase()}”`);
    const c = card(page, name);
    await expect(c).toContainText("Boise, ID");
    // Every chapter a visitor sees is approved: no internal badge, and no "0 members".
    await expect(c).not.toContainText("Approved");
    await expect(c).toContainText("River flood drills every spring.");
    await expect(c).toContainText("New chapter: be one of the first members");
    await expect(c).toContainText("Region 10");
    await expect(c.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/chapters/${chapter.slug}`);
  });

  test("a ZIP search lists chapters within the radius, nearest first; one 60 mi away only at 100", async ({ page }) => {
    // Rapid City, SD: far from everything other tests create.
    const center = lookupZip("57701")!;
    const word = token("Radius");
    const near = `${word} Near`;
    const far = `${word} Sixty`;
    insertChapter({ name: far, city: "Somewhere", state: "SD", ...offset(center, -60) });
    insertChapter({ name: near, city: "Rapid City", state: "SD", ...offset(center, 10) });

    await page.goto("/chapters");
    await waitForHydration(page);
    await search(page, "57701");
    await expect(page.getByTestId("result-count")).toContainText("within 25 miles of 57701 (Rapid City, SD)");
    await expect(card(page, near)).toContainText(/10(\.\d)? mi away/);
    await expect(card(page, far)).toHaveCount(0);

    await search(page, "57701", "50");
    await expect(page.getByTestId("result-count")).toContainText("within 50 miles");
    await expect(card(page, near)).toBeVisible();
    await expect(card(page, far)).toHaveCount(0);

    await search(page, "57701", "100");
    await expect(page.getByTestId("result-count")).toContainText("within 100 miles");
    await expect(card(page, far)).toContainText(/60 mi away/);
    // Nearest first.
    const names = await page.getByTestId("chapter-card").getByRole("heading").allTextContents();
    expect(names.indexOf(near)).toBeLessThan(names.indexOf(far));
    expect(names.indexOf(near)).toBeGreaterThanOrEqual(0);
  });

  test("an unknown ZIP code is named as unknown, with the waitlist offered", async ({ page }) => {
    await page.goto("/chapters");
    await waitForHydration(page);
    await search(page, "00000");
    await expect(page.getByRole("heading", { name: "We don't know the ZIP code 00000" })).toBeVisible();
    await expect(page.getByTestId("result-count")).not.toContainText("0 chapters found");
    await page.getByRole("link", { name: /Join the waitlist/ }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
  });

  test("a place with no chapter in the radius points to the nearest one beyond it", async ({ page }) => {
    const center = lookupZip("79843")!; // Marfa, TX: far from the other tests' chapters
    const name = `${token("Chinati")} Mountains CERT`;
    insertChapter({ name, city: "Alpine", state: "TX", ...offset(center, -40) });
    await page.goto("/chapters");
    await waitForHydration(page);
    await search(page, "79843");
    await expect(page.getByRole("heading", { name: "No chapters found" })).toBeVisible();
    await expect(page.getByText("The nearest chapter is 40 miles away:")).toBeVisible();
    // The other project's run of this test may have put its own twin at the same spot.
    await page
      .getByRole("status")
      .getByRole("link", { name: /Chinati.* Mountains CERT/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: /Chinati.* Mountains CERT/ })).toBeVisible();
  });

  test("'City, ST' is a place search too", async ({ page }) => {
    const center = lookupZip("59101")!; // Billings, MT
    const name = `${token("Yellowstone")} Valley CERT`;
    insertChapter({ name, city: "Billings", state: "MT", ...offset(center, 3) });
    await page.goto(`/chapters?${new URLSearchParams({ q: "Billings MT" })}`);
    await expect(page.getByTestId("result-count")).toContainText("within 25 miles of Billings, MT");
    await expect(card(page, name)).toBeVisible();
  });

  test("no match shows the empty state, and Clear Search resets", async ({ page }) => {
    await page.goto("/chapters");
    await waitForHydration(page);
    await search(page, token("nothing"));
    await expect(page.getByRole("heading", { name: "No chapters found" })).toBeVisible();
    await expect(page.getByText("We couldn't find any chapters matching your search criteria.")).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/chapters$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
  });

  test("visitors see approved chapters only; admins see pending ones with their badge", async ({ page }) => {
    const word = token("Hidden");
    const name = `${word} Pending Team`;
    insertChapter({ name, status: "Pending" });
    await page.goto(`/chapters?q=${word}`);
    await expect(page.getByRole("heading", { name: "No chapters found" })).toBeVisible();

    await signedInUser(page, ["GlobalAdmin", "Member"]);
    await page.goto(`/chapters?q=${word}`);
    const c = card(page, name);
    await expect(c).toContainText("Pending");
    await expect(c.getByRole("button", { name: /Request to Join/ })).toBeDisabled();
  });

  test("signed out, Request to Join links to sign in with a way back to the chapter", async ({ page }) => {
    const word = token("Signout");
    const chapter = insertChapter({ name: `${word} Team` });
    await page.goto(`/chapters?q=${word}`);
    const link = card(page, chapter.name).getByRole("link", { name: /Request to Join/ });
    await expect(link).toHaveAttribute("href", `/auth/login?redirectTo=%2Fchapters%2F${chapter.slug}`);
  });

  test("signed out, View Details opens the chapter page (with JS, in the same document)", async ({ page }) => {
    const word = token("Details");
    const chapter = insertChapter({ name: `${word} Team` });
    await page.goto(`/chapters?q=${word}`);
    await waitForHydration(page);
    // The cards are one HTML string (app/components/chapter-card.tsx): their links are plain anchors,
    // and with JS a click is the app's own navigation, as a <Link> makes it, not a page load.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await card(page, chapter.name)
      .getByRole("link", { name: `View Details for ${chapter.name}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: chapter.name })).toBeVisible();
    await expect(page).toHaveURL(`/chapters/${chapter.slug}`);
    const sameDocument = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
    expect(sameDocument ?? false).toBe(isJsProject());
  });

  test("a signed-in member requests to join from a directory card", async ({ page }) => {
    const word = token("Joiner");
    const chapter = insertChapter({ name: `${word} Team` });
    const user = await signedInUser(page);
    await page.goto(`/chapters?q=${word}`);
    await waitForHydration(page);
    await card(page, chapter.name)
      .getByRole("button", { name: `Request to Join ${chapter.name}` })
      .click();
    await expect(page.getByText("Join Request Sent")).toBeVisible();
    await expect(card(page, chapter.name)).toContainText("Membership: Pending");
    await expect(page).toHaveURL(new RegExp(`/chapters\\?q=${word}$`));
    const rows = db.select().from(memberships).where(eq(memberships.userId, user.id)).all();
    expect(rows).toEqual([expect.objectContaining({ chapterId: chapter.id, role: "Member", status: "Pending" })]);
  });
});
