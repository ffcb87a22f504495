import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";
import { expect, isJsProject, pageErrors, test, uniqueEmail, waitForHydration } from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

const entriesFor = (email: string) =>
  db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email.toLowerCase())).all();

function mediaRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (/\/media\/|youtube|vimeo/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

/** Submits the hero strip and completes the waitlist form, in a dialog (JS) or on /waitlist (no JS). */
async function joinFromStrip(page: Page, email: string, firstName: string) {
  const hero = page.getByRole("region", { name: "We Said, Never Again." });
  await hero.getByPlaceholder("Enter Email Address For Launch Updates").fill(email);
  await hero.getByRole("button", { name: "SUBMIT" }).click();
  if (isJsProject()) {
    const dialog = page.getByRole("dialog", { name: "Complete Your Registration" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await dialog.getByLabel("First Name").fill(firstName);
    await dialog.getByLabel("Individual Donor").check();
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(dialog.getByRole("heading", { name: "You're In!" })).toBeVisible();
    await expect(dialog.getByText("Watch your inbox")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  } else {
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete Your Registration" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("First Name").fill(firstName);
    await page.getByLabel("Individual Donor").check();
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
    await page.goto("/");
  }
}

test.describe("landing page", () => {
  test("has the hero, the six features, the guide and the closing call to action, in order", async ({ page }) => {
    // The features and the guide card's first view are written as HTML on the server (decision 067):
    // the page hydrates without an error (React logs a mismatch as one).
    const errors = pageErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Said, Never Again.");
    await expect(page.getByText("Building a national network of local response teams")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Comprehensive Emergency Preparedness",
      "AI Emergency Preparedness Guide",
      "Ready to Strengthen Your Community?",
    ]);
    const features = page.getByRole("region", { name: "Comprehensive Emergency Preparedness" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.locator("section#guide")).toHaveAttribute("aria-labelledby", "guide-heading");
    await expect(page.getByTestId("guide-chat")).toBeVisible();
    await expect(page.getByPlaceholder("Enter Email Address For Launch Updates")).toHaveCount(2);
    // The spec's hidden button groups stay hidden.
    await expect(page.getByRole("main").getByRole("link", { name: "Start New Chapter" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Get Started Today" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test.describe("for a visitor with no motion preference", () => {
    // The suite's browser prefers reduced motion (tests/helpers/e2e.ts); most visitors do not.
    test.use({ reducedMotion: "no-preference" });
    test("the hero video plays only on large screens with JS; small screens download no media", async ({ page }) => {
      const requests = mediaRequests(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByTestId("hero-media")).toBeHidden();
      await expect(page.locator("video")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(requests).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByTestId("hero-media")).toBeVisible();
      if (isJsProject()) {
        const video = page.getByTestId("hero-video");
        await expect(video).toHaveAttribute("preload", "none");
        await expect(video).toHaveAttribute("poster", "/media/hero-poster.jpg");
        expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.autoplay)).toBe(true);
        // The self-hosted clip really decodes and plays.
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
        await page.getByRole("button", { name: "Pause background video" }).click();
        await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
        expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      } else {
        // Without JS: the poster image only, never the video.
        await expect(page.locator("video")).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        expect(requests.some((u) => u.endsWith("/media/hero-poster.jpg"))).toBe(true);
        expect(requests.some((u) => u.includes(".webm"))).toBe(false);
      }
    });
  });

  test.describe("", jsOnly("Without JS there is no video to play, whatever the preference (checked above)."), () => {
    test("a visitor who prefers reduced motion gets the video paused on its poster, loaded only when they press Play", async ({
      page,
    }) => {
      // The suite's default (tests/helpers/e2e.ts), said here because this test is about it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const requests = mediaRequests(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      const video = page.getByTestId("hero-video");
      await expect(video).toHaveAttribute("poster", "/media/hero-poster.jpg");
      await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
      expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.paused])).toEqual([false, true]);
      await page.waitForLoadState("networkidle");
      expect(requests.some((u) => u.includes(".webm"))).toBe(false);

      await page.getByRole("button", { name: "Play background video" }).click();
      await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      expect(requests.some((u) => u.includes(".webm"))).toBe(true);
      // And paused again, so the rest of the test run is not paying for a playing video.
      await page.getByRole("button", { name: "Pause background video" }).click();
      await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    });
  });

  test("the email strip leads to the waitlist form with the email filled in, then says you're on the list", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("strip");
    await page.goto("/");
    await waitForHydration(page);
    await joinFromStrip(page, email, "Stella");
    await expect(
      page.getByText("Welcome to the waitlist!").or(page.getByText("You're on the waitlist!")).first(),
    ).toBeVisible();
    await expect(page.getByText("You're on the waitlist!")).toHaveCount(2);
    expect(entriesFor(email)).toEqual([
      expect.objectContaining({ firstName: "Stella", status: "Active", interestLevel: ["IndividualDonor"] }),
    ]);

    // The same person again, from another browser: one entry, updated.
    await context.clearCookies();
    await page.goto("/");
    await waitForHydration(page);
    await joinFromStrip(page, email.toUpperCase(), "Stella-Maria");
    const rows = entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe("Stella-Maria");
  });

  test.describe("", jsOnly("Without JS the browser posts; the /waitlist page then asks for the email."), () => {
    test("a blank email in the strip does nothing with JS", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "SUBMIT" }).first().click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
