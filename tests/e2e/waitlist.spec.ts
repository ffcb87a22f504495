import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";
import { expect, isJsProject, test, uniqueEmail, waitForHydration } from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** Tests that speak HTTP only (no page is rendered) are the same in both projects: the js project runs them. */
const HTTP_ONCE = jsOnly("HTTP-level tests (no page is rendered): run once, in the js project");

const entriesFor = (email: string) =>
  db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email.toLowerCase())).all();

test.describe("waitlist page", () => {
  test("a visitor joins from /waitlist with names, place and interests", async ({ page }) => {
    const email = uniqueEmail("wl-page");
    await page.goto("/waitlist");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Get Early Access" })).toBeVisible();
    await expect(page.getByText("Join 1000's of emergency preparedness professionals")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First Name").fill("Wanda");
    await page.getByLabel("Last Name").fill("Waits");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").fill("TX");
    await page.getByLabel("Lead a local chapter").check();
    await page.getByLabel("Media / PR").check();
    await page.getByRole("button", { name: "Join Waitlist" }).click();

    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
    await expect(page.getByText("Watch your inbox")).toBeVisible();
    await expect(page.getByText("Welcome to the waitlist!")).toBeVisible();
    const rows = entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Wanda",
      lastName: "Waits",
      city: "Austin",
      state: "TX",
      status: "Active",
      interestLevel: ["ChapterLeader", "MediaPR"],
    });
  });

  test("signing up twice with the same email in another case updates the one entry", async ({ page }) => {
    const email = uniqueEmail("wl-dup");
    await page.goto("/waitlist");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First Name").fill("Dana");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();

    await page.goto("/waitlist");
    await waitForHydration(page);
    await expect(page.getByText("You're on the waitlist!")).toBeVisible();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("City").fill("Tulsa");
    await page.getByLabel("Participate in chapter activities").check();
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();

    const rows = entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Dana", city: "Tulsa", interestLevel: ["Member"] });
  });

  test("an invalid email is refused on the server with the message in the page", async ({ page }) => {
    await page.goto("/waitlist");
    await waitForHydration(page);
    // The browser's own email check would stop "not-an-email"; this one passes it but not ours.
    await page.getByLabel("Email").fill("someone@localhost");
    await page.getByLabel("First Name").fill("Ivy");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Ivy");
    expect(entriesFor("someone@localhost")).toHaveLength(0);
  });

  test("the submit button waits for an email with JS and always works without", async ({ page }) => {
    await page.goto("/waitlist");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Join Waitlist" });
    if (isJsProject()) {
      await expect(button).toBeDisabled();
      await page.getByLabel("Email").fill("x@example.test");
      await expect(button).toBeEnabled();
    } else {
      await expect(button).toBeEnabled();
    }
  });
});

test.describe("waitlist dialog", () => {
  test("'Get Early Access' opens the form in a dialog with JS, or the /waitlist page without", async ({ page }) => {
    const email = uniqueEmail("wl-header");
    await page.goto("/chapters");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get Early Access" }).first().click();
    if (isJsProject()) {
      const dialog = page.getByRole("dialog", { name: "Get Early Access" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Join Waitlist" }).click();
      await expect(dialog.getByRole("heading", { name: "You're In!" })).toBeVisible();
      // The dialog closes itself two seconds later.
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/chapters$/);
    } else {
      await expect(page).toHaveURL(/\/waitlist$/);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Join Waitlist" }).click();
      await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
    }
    await expect(page.getByText("Welcome to the waitlist!")).toBeVisible();
    expect(entriesFor(email)).toHaveLength(1);
  });
});

test.describe("waitlist API", HTTP_ONCE, () => {
  test("POST /api/waitlist takes the spec's payload and is idempotent per email", async ({ request }) => {
    const email = uniqueEmail("wl-api");
    const payload = {
      email,
      firstName: null,
      lastName: "Api",
      interestLevel: ["GovernmentAgency"],
      city: null,
      state: "OK",
      interests: [],
    };
    const first = await request.post("/api/waitlist", { data: payload });
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ success: true });
    const second = await request.post("/api/waitlist", {
      data: { ...payload, email: email.toUpperCase(), firstName: "Ada" },
    });
    expect(second.status()).toBe(200);
    const rows = entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ada",
      lastName: "Api",
      state: "OK",
      interestLevel: ["GovernmentAgency"],
    });

    const bad = await request.post("/api/waitlist", { data: { email: "nope" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Enter a valid email address" });
  });

  test(
    "a form post with the hidden honeypot field filled is answered like success and saves nothing",
    HTTP_ONCE,
    async ({ request }) => {
      const email = uniqueEmail("wl-bot");
      const response = await request.post("/waitlist", {
        form: { intent: "signup", email, website: "https://spam.example" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/waitlist?joined=1");
      expect(entriesFor(email)).toHaveLength(0);
    },
  );
});
