import { axe } from "../helpers/axe";
import type { Page } from "@playwright/test";
import { STARTER_QUESTIONS, TRENDING_TOPICS } from "~/guide/topics";
import { expect, isJsProject, pageErrors, test, waitForHydration } from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** A test that speaks HTTP only (no page is rendered) is the same in both projects: the js project runs it. */
const HTTP_ONCE = jsOnly("HTTP-level test (no page is rendered): runs once, in the js project");

/**
 * The AI Emergency Preparedness Guide chat, with and without JavaScript. The e2e server has no
 * OPENAI_API_KEY, so answers come from the offline knowledge base.
 */

/** The chat's own page by default; GUIDE_E2E_PATH=/ runs the same checks on the landing page. */
const GUIDE_PATH = process.env.GUIDE_E2E_PATH ?? "/guide";
const FALLBACK = "I apologize, but I'm currently unable to respond. Please try again later.";

async function openGuide(page: Page) {
  await page.goto(GUIDE_PATH);
  await waitForHydration(page);
  return page.locator("#guide");
}

function conversation(page: Page) {
  return page.getByRole("log", { name: "Conversation" });
}

/** Marks the window so a full page load (which would drop the mark) can be detected. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __guideMark: boolean }).__guideMark = true));
}
async function windowStillMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { __guideMark?: boolean }).__guideMark === true);
}

// The service worker keeps the guide pages and its knowledge base as they are visited: not blocked
// here (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.describe("AI guide chat", () => {
  test("the empty chat card offers 5 starter questions, 6 suggested topics and more topics", async ({ page }) => {
    const guide = await openGuide(page);
    const card = guide.getByTestId("guide-chat");
    await expect(card).toBeVisible();
    await expect(guide.getByRole("heading", { name: "AI Emergency Preparedness Guide" })).toBeVisible();
    expect((await card.boundingBox())?.height).toBe(600);

    await expect(guide.getByRole("heading", { name: "Try asking" })).toBeVisible();
    expect(STARTER_QUESTIONS).toHaveLength(5);
    for (const q of STARTER_QUESTIONS)
      await expect(guide.getByRole("button", { name: q.label, exact: true })).toBeVisible();

    await expect(guide.getByRole("heading", { name: "Good topics to start with" })).toBeVisible();
    expect(TRENDING_TOPICS).toHaveLength(6);
    // Suggestions, not a popularity ranking: no "#1".
    for (const t of TRENDING_TOPICS) {
      await expect(guide.getByRole("button", { name: t.label, exact: true })).toBeVisible();
    }
    await expect(guide.getByRole("button", { name: /^#\d/ })).toHaveCount(0);

    const more = guide.getByRole("button", { name: "CPR and AED basics" });
    await expect(more).toBeHidden();
    await guide.getByText("See More Topics").click();
    await expect(more).toBeVisible();
    await expect(guide.getByRole("button", { name: "Mental health after a disaster" })).toBeVisible();
  });

  test("clicking a starter question asks it and shows a relevant, formatted answer with times", async ({ page }) => {
    // The card's first view is written as HTML on the server (decision 067): it hydrates cleanly.
    const errors = pageErrors(page);
    const guide = await openGuide(page);
    if (isJsProject()) await markWindow(page);
    await guide.getByRole("button", { name: "What should I include in my emergency kit?" }).click();

    const log = conversation(page);
    await expect(log.locator("[data-role=user]")).toHaveText(/What should I include in my emergency kit\?/);
    const reply = log.locator("[data-role=assistant]").first();
    // The card's key action first, then its steps in order, then the topic page and the source.
    await expect(reply.locator("p").first().locator("strong")).toContainText(
      "at least 3 days of water, food, medicine",
    );
    await expect(reply.locator("ol").first().getByRole("listitem").first()).toContainText(
      "one gallon per person per day",
    );
    expect(await reply.getByRole("listitem").count()).toBeGreaterThan(3);
    await expect(reply.getByRole("link", { name: "Emergency Kits and Go Bags" })).toHaveAttribute(
      "href",
      "/guide/topics/emergency-kits",
    );
    await expect(reply.getByRole("link", { name: /Ready\.gov/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.ready\.gov\//,
    );

    // Each message shows its time under it; bubbles are capped at 85% of the list width.
    await expect(log.locator("time")).toHaveCount(2);
    await expect(log.locator("time").first()).toHaveText(/\d{1,2}:\d{2}/);
    const bubble = log.locator("[data-role=assistant] > div").first();
    expect(await bubble.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("85%");

    if (isJsProject()) {
      // Appended in place, without a page load.
      expect(await windowStillMarked(page)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${GUIDE_PATH}$`.replace("/$", "/?$")));
    } else {
      await expect(page).toHaveURL(new RegExp(`${GUIDE_PATH}#guide$`));
    }
    expect(errors).toEqual([]);
  });

  test("a typed question is trimmed, answered and kept for the visitor across reloads", async ({ page }) => {
    const guide = await openGuide(page);
    const input = guide.getByLabel("Ask the emergency preparedness guide");
    const send = guide.getByRole("button", { name: "Send" });
    if (isJsProject()) {
      // Blank input cannot be sent.
      await expect(send).toBeDisabled();
      await input.fill("    ");
      await expect(send).toBeDisabled();
    }
    await input.fill("   How do I prepare for a flood?   ");
    await send.click();

    const log = conversation(page);
    await expect(log.locator("[data-role=user] p")).toHaveText("How do I prepare for a flood?");
    await expect(log.locator("[data-role=assistant]")).toContainText("Floods");
    await expect(input).toHaveValue("");
    if (isJsProject()) await expect(input).toBeFocused();

    // A follow-up goes into the same conversation.
    await input.fill("What about my pets?");
    await guide.getByRole("button", { name: "Send" }).click();
    await expect(log.locator("[data-role=assistant]")).toHaveCount(2);
    await expect(log.locator("[data-role=assistant]").nth(1)).toContainText("Pets");

    await page.reload();
    await waitForHydration(page);
    await expect(conversation(page).locator("[data-role=user]")).toHaveCount(2);
    await expect(conversation(page).locator("[data-role=assistant]")).toHaveCount(2);

    // Starting over empties the conversation and brings the suggestions back.
    await page.getByRole("button", { name: "New conversation" }).click();
    await expect(conversation(page).locator("[data-role=user]")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Good topics to start with" })).toBeVisible();
    // The suggestions shown again ask their question (with JS, in place: the list's click handler).
    await page.getByRole("button", { name: "What should I include in my emergency kit?" }).click();
    await expect(conversation(page).locator("[data-role=user]")).toHaveText(
      /What should I include in my emergency kit\?/,
    );
    await expect(conversation(page).locator("[data-role=assistant]")).toHaveCount(1);
  });

  test("a suggested topic asks its question", async ({ page }) => {
    const guide = await openGuide(page);
    await guide.getByRole("button", { name: "Active shooter response: Run, Hide, Fight" }).click();
    const reply = conversation(page).locator("[data-role=assistant]");
    await expect(reply).toContainText("Active Shooter: Run, Hide, Fight");
    await expect(reply).toContainText("Run");
  });

  test("an emergency in progress is told to call 911 first", async ({ page }) => {
    const guide = await openGuide(page);
    await guide.getByLabel("Ask the emergency preparedness guide").fill("someone is bleeding badly");
    await guide.getByRole("button", { name: "Send" }).click();
    const firstParagraph = conversation(page).locator("[data-role=assistant] p").first();
    await expect(firstParagraph).toContainText("Call 911");
  });

  test("the three questions of issue 15 get the right first action, in order", async ({ page }) => {
    const guide = await openGuide(page);
    const input = guide.getByLabel("Ask the emergency preparedness guide");
    const replies = conversation(page).locator("[data-role=assistant]");

    await input.fill("there is an active shooter in my office building");
    await guide.getByRole("button", { name: "Send" }).click();
    const shooter = replies.nth(0);
    await expect(shooter.locator("p").first()).toContainText("Run if you can get out safely");
    const steps = shooter.locator("ol").first().getByRole("listitem");
    await expect(steps.nth(0)).toContainText(/^Run:/);
    await expect(steps.nth(1)).toContainText(/^Hide:/);
    await expect(steps.nth(2)).toContainText(/^Fight:/);

    await input.fill("My son is having a seizure");
    await guide.getByRole("button", { name: "Send" }).click();
    const seizure = replies.nth(1);
    await expect(seizure.locator("p").first()).toContainText(
      "time the seizure; call 911 if it lasts more than 5 minutes",
    );
    await expect(seizure).toContainText("Do not put anything in their mouth");
    await expect(seizure).not.toContainText("Push hard and fast");

    await input.fill("My carbon monoxide alarm is going off");
    await guide.getByRole("button", { name: "Send" }).click();
    await expect(replies.nth(2).locator("p").first()).toContainText("out into fresh air right away, then call 911");
    await replies.nth(2).getByRole("link", { name: "Carbon Monoxide", exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/topics\/carbon-monoxide$/);
    await expect(page.getByRole("heading", { level: 1, name: "Carbon Monoxide" })).toBeVisible();
  });

  test("a question outside preparedness gets a polite redirect", async ({ page }) => {
    const guide = await openGuide(page);
    await guide.getByLabel("Ask the emergency preparedness guide").fill("Write me a poem about the ocean");
    await guide.getByRole("button", { name: "Send" }).click();
    await expect(conversation(page).locator("[data-role=assistant]")).toContainText(
      "I can only help with getting ready for and staying safe during emergencies",
    );
  });

  test.describe("", jsOnly("the typing indicator needs JavaScript"), () => {
    test("while waiting: typing indicator, input and send disabled", async ({ page }) => {
      const guide = await openGuide(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/resources/guide-chat", async (route) => {
        await released;
        await route.continue();
      });
      const input = guide.getByLabel("Ask the emergency preparedness guide");
      await input.fill("How do I prepare for a tornado?");
      await guide.getByRole("button", { name: "Send" }).click();

      await expect(page.getByTestId("typing-indicator")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "The guide is typing" })).toBeAttached();
      await expect(input).toBeDisabled();
      await expect(guide.getByRole("button", { name: "Send" })).toBeDisabled();
      await expect(conversation(page).locator("[data-role=user]")).toHaveText(/How do I prepare for a tornado\?/);

      release();
      await expect(conversation(page).locator("[data-role=assistant]")).toContainText("Tornadoes");
      await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
      await expect(input).toBeEnabled();
    });
  });

  test("the newest message is scrolled into view", async ({ page }) => {
    const guide = await openGuide(page);
    const input = guide.getByLabel("Ask the emergency preparedness guide");
    for (const q of ["What goes in a go bag?", "How do I prepare for a hurricane?"]) {
      await input.fill(q);
      await guide.getByRole("button", { name: "Send" }).click();
      await expect(conversation(page).locator("[data-role=user]").last()).toHaveText(new RegExp(q.replace("?", "\\?")));
    }
    await expect(conversation(page).locator("[data-role=assistant]")).toHaveCount(2);
    // The list overflows its 600px card, and is scrolled so that the newest message shows.
    const scroller = guide.getByRole("group", { name: "Chat messages" });
    await expect
      .poll(() =>
        scroller.evaluate((el) => {
          const times = el.querySelectorAll("time");
          const last = times[times.length - 1]!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return el.scrollHeight > el.clientHeight && last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
        }),
      )
      .toBe(true);
  });

  test.describe("", jsOnly("without JavaScript the server always stores a reply"), () => {
    test("a failed request shows the apology", async ({ page }) => {
      const guide = await openGuide(page);
      await page.route("**/resources/guide-chat", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
      );
      await guide.getByLabel("Ask the emergency preparedness guide").fill("How do I prepare for a tornado?");
      await guide.getByRole("button", { name: "Send" }).click();
      await expect(conversation(page).locator("[data-role=assistant]")).toHaveText(
        new RegExp(FALLBACK.replace(/[.?']/g, ".")),
      );
    });
  });

  test.describe("", jsOnly("axe-core runs as a script in the page"), () => {
    test("the chat card has no accessibility violations, empty or in a conversation", async ({ page }) => {
      test.slow(); // three axe passes on a small machine
      const guide = await openGuide(page);
      await guide.getByText("See More Topics").click();
      const empty = await axe(page).include("#guide").analyze();
      expect(empty.violations).toEqual([]);

      await guide.getByRole("button", { name: STARTER_QUESTIONS[4]!.label }).click();
      await expect(conversation(page).locator("[data-role=assistant]")).toContainText("Source:");
      const chatting = await axe(page).include("#guide").analyze();
      expect(chatting.violations).toEqual([]);

      // Same in the dark theme (colour contrast differs).
      const url = new URL(page.url());
      await page.context().addCookies([{ name: "theme", value: "dark", domain: url.hostname, path: "/" }]);
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator("html.dark")).toBeAttached();
      await expect(conversation(page).locator("[data-role=assistant]")).toContainText("Source:");
      const dark = await axe(page).include("#guide").analyze();
      expect(dark.violations).toEqual([]);
    });
  });

  test("the JSON API answers a message and rejects bad input", HTTP_ONCE, async ({ request }) => {
    const ok = await request.post("/api/emergency-guide/chat", {
      data: { message: "What should I do during an earthquake?" },
    });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).response).toContain("Drop, Cover, and Hold On");

    const bad = await request.post("/api/emergency-guide/chat", {
      headers: { "Content-Type": "application/json" },
      data: "{not json",
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBeTruthy();

    const blank = await request.post("/api/emergency-guide/chat", { data: { message: "   " } });
    expect(blank.status()).toBe(400);
  });
});

test.describe("guide topic pages", () => {
  test("the topic index lists every topic by group, as plain links", async ({ page }) => {
    await page.goto("/guide/topics");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency guide topics" })).toBeVisible();
    for (const group of ["First aid", "Preparedness", "CERT"])
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Hazards/ })).toBeVisible();
    await page.getByRole("link", { name: "Seizures" }).click();
    await expect(page).toHaveURL(/\/guide\/topics\/seizures$/);
    await expect(page.getByRole("heading", { level: 1, name: "Seizures" })).toBeVisible();
  });

  test("a topic page shows the key action, every section in order and its source", async ({ page }) => {
    const response = await page.goto("/guide/topics/active-shooter");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/public/);
    const main = page.locator("main");
    await expect(main.getByText("Run if you can get out safely").first()).toBeVisible();
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(["Run, Hide, Fight", "Calling 911"]);
    const steps = main.locator("ol").first().getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText(/^Run:/);
    await expect(steps.nth(2)).toContainText(/^Fight:/);
    await expect(main.getByRole("link", { name: /Department of Homeland Security/ })).toHaveAttribute(
      "href",
      "https://www.ready.gov/public-spaces",
    );
  });

  test("a topic page hydrates without a console error, and its print rule is sent as written", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/guide/topics/cpr-and-aed");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "CPR and AED" })).toBeVisible();
    // Without JavaScript too: the served <style> keeps its quotes (an escaped &quot; breaks the rule).
    const css = await page.locator("main style").first().textContent();
    expect(css).toContain('a[href^="http"]::after');
    expect(errors).toEqual([]);
  });

  test("a topic page prints only the topic", async ({ page }) => {
    await page.goto("/guide/topics/water-storage-and-treatment");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1, name: "Water Storage and Treatment" })).toBeVisible();
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer").first()).toBeHidden();
    await expect(page.getByRole("link", { name: "← All topics" })).toBeHidden();
  });

  test("an unknown topic is a 404 page that points to the index", async ({ page }) => {
    const response = await page.goto("/guide/topics/no-such-topic");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Topic not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all guide topics" })).toHaveAttribute("href", "/guide/topics");
  });
});
