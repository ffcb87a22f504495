import { axe } from "../helpers/axe";
import { eq } from "drizzle-orm";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { activationResponses, activations, userSettings, users } from "~/db/schema";
import { createActivation } from "~/models/activation-send.server";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  pageErrors,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

const LINK = /http:\/\/127\.0\.0\.1:\d+\/respond\/[A-Za-z0-9_-]{22}/;

async function mailTo(address: string, subjectPart: string) {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const mail = readSinkMail().find((m) => m.to.includes(address) && mailText(m.raw).includes(subjectPart));
        found = mail ? mailText(mail.raw) : null;
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** WCAG A/AA problems inside the page's main content (the shared header and footer are tested elsewhere). */
async function axeViolations(page: import("@playwright/test").Page) {
  // axe runs as a script in the page: only possible in the js project (the markup is the same).
  if (!isJsProject()) return [];
  const results = await axe(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

function tag() {
  return uniqueSlug("act").replace(/-/g, "");
}

test.describe("activations", () => {
  test("a leader calls out the chapter, members reply through their own link signed out, the roster follows, stand-down closes", async ({
    page,
    browser,
  }) => {
    // The whole call-out in one story (a dozen pages, mail delivery, live polling): longer than the default.
    test.setTimeout(120_000);
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Lena Leader ${t}`);
    const chapter = insertChapter({ name: `Harbor CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const ana = await insertUser({ displayName: `Ana Available ${t}` });
    const dev = await insertUser({ displayName: `Dev Delayed ${t}` });
    const una = await insertUser({ displayName: `Una Unavailable ${t}` });
    for (const m of [ana, dev, una]) insertMembership(m.id, chapter.id, "Member");
    db.update(users).set({ phone: "512-555-0142" }).where(eq(users.id, ana.id)).run();
    db.insert(userSettings)
      .values({ userId: ana.id, smsNotifications: true })
      .onConflictDoUpdate({ target: userSettings.userId, set: { smsNotifications: true } })
      .run();
    const title = `Flood sandbagging ${t}`;

    // Create: a plain form page, with or without JS.
    await page.goto("/dashboard/activations");
    await waitForHydration(page);
    await page.getByRole("link", { name: "New Activation" }).click();
    await expect(page).toHaveURL(/\/dashboard\/activations\/new$/);
    const form = page.locator("form#create-activation");
    expect(await axeViolations(page)).toEqual([]);
    await expect(form.getByLabel("Drill")).toBeChecked();
    await form.getByLabel("Chapter").selectOption({ label: chapter.name });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Situation").fill("River rising on the east side; sandbag the school.");
    await form.getByLabel("Staging location").fill("Fire Station 3, 100 Main St");
    await form.getByLabel("Report by").fill(`${new Date().getUTCFullYear() + 1}-01-15T02:30`);
    await form.getByLabel("Responders needed").fill("1");
    await form.getByRole("button", { name: "Send Activation" }).click();
    // The roster page it lands on is what the leader relies on; the flashed toast is checked after it.
    await expect(page).toHaveURL(/\/dashboard\/activations\/[\w-]+$/);
    const activationId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: ${title}`);
    await expect(page.getByTestId("count-no-reply")).toHaveText("4");
    await expect(page.getByTestId("count-needed")).toHaveText("0 / 1");

    // Every member gets their own link by mail (delivered by the background worker); DRILL first.
    const anaMail = await mailTo(ana.email, title);
    expect(anaMail).toMatch(/Subject: DRILL: /);
    expect(anaMail).toContain("DRILL: ");
    expect(anaMail).not.toContain("Fire Station 3");
    const anaLink = anaMail.match(LINK)![0];
    const devLink = (await mailTo(dev.email, title)).match(LINK)![0];
    expect(devLink).not.toBe(anaLink);

    // A cookie-less browser (the member's phone): title and kind only, then the details after Available.
    const phone = await browser.newContext({ javaScriptEnabled: isJsProject() });
    const member = await phone.newPage();
    const first = await member.goto(anaLink);
    expect(first!.status()).toBe(200);
    expect(first!.headers()["cache-control"]).toContain("no-store");
    await expect(member.getByRole("heading", { level: 1 })).toHaveText(`DRILL: ${title}`);
    // Before replying the member sees who is calling and by when (not the details yet).
    await expect(member.getByTestId("activation-facts")).toContainText(chapter.name);
    await expect(member.getByTestId("activation-facts")).toContainText("Report by");
    await expect(member.getByText("River rising")).toHaveCount(0);
    await expect(member.getByText("Fire Station 3")).toHaveCount(0);
    await member.getByRole("button", { name: "Available", exact: true }).click();
    await expect(member.getByTestId("my-reply")).toContainText("Your reply: Available");
    await expect(member.getByTestId("activation-details")).toContainText("Fire Station 3, 100 Main St");
    await expect(member.getByTestId("activation-details")).toContainText("River rising on the east side");
    expect((await phone.cookies()).some((c) => c.name.includes("session"))).toBe(false);
    expect(await axeViolations(member)).toEqual([]);

    // The leader's roster follows: live with JS, on reload without.
    if (!isJsProject()) await page.reload();
    await expect(page.getByTestId("count-available")).toHaveText("1");
    await expect(page.getByTestId("needed-reached")).toContainText("Needed reached: 1 of 1");
    expect(await axeViolations(page)).toEqual([]);

    // A Delayed reply counts apart from "needed" (met by Available); the leader counts it in with one tap.
    await member.goto(devLink);
    await member.getByLabel("ETA in minutes (for Delayed)").fill("20");
    await member.getByRole("button", { name: "Delayed", exact: true }).click();
    await expect(member.getByTestId("my-reply")).toContainText("Delayed (ETA 20 min)");
    if (!isJsProject()) await page.reload();
    const devRow = page.getByTestId("roster-row").filter({ hasText: dev.displayName });
    await expect(devRow).toContainText("20 min", { timeout: 10_000 });
    await expect(page.getByTestId("delayed-not-counted")).toContainText("1 Delayed responder is not counted");
    await page.getByRole("button", { name: `Count ${dev.displayName} toward needed` }).click();
    await expect(devRow).toContainText("Counted");
    await expect(page.getByTestId("count-needed")).toHaveText("2 / 1");

    // Ana checks in through her link; a forged link shows nothing and records nothing.
    await member.goto(anaLink);
    await member.getByRole("button", { name: "Check in (I have arrived)" }).click();
    await expect(member.getByTestId("check-status")).toContainText("You are checked in");
    const forged = await member.goto(anaLink.replace(/respond\/.{4}/, "respond/AAAA"));
    expect(forged!.status()).toBe(404);
    await expect(member.getByRole("heading", { level: 1 })).toHaveText("This reply link is not valid");
    await expect(member.getByText(title)).toHaveCount(0);

    // The leader posts an update to everyone and checks Ana out.
    if (!isJsProject()) await page.reload();
    await expect(page.getByTestId("on-scene")).toHaveText("On scene now: 1");
    await page.getByLabel("Update message").fill("Bring waders and gloves.");
    await page.getByLabel("Everyone alerted").check();
    await page.getByRole("button", { name: "Send Update" }).click();
    // Issue 32: the update listed in the roster is what the leader relies on. (The toast went missing
    // under load because the live roster's poll aborted the post-redirect load that carried it; the
    // poll now waits while a post is under way.)
    await expect(page.getByTestId("updates")).toContainText("Bring waders and gloves.");
    await page.getByRole("button", { name: `Check out ${ana.displayName}` }).click();
    await expect(page.getByTestId("on-scene")).toHaveText("On scene now: 0");
    await expect(page.getByRole("button", { name: `Check out ${ana.displayName}` })).toHaveCount(0);
    // A mis-tap is undone with one tap; then the real check-out.
    await page.getByRole("button", { name: `Undo check-out of ${ana.displayName}` }).click();
    await expect(page.getByTestId("on-scene")).toHaveText("On scene now: 1");
    await page.getByRole("button", { name: `Check out ${ana.displayName}` }).click();
    await expect(page.getByTestId("on-scene")).toHaveText("On scene now: 0");

    // Stand-down asks first (dialog with JS, a confirmation form without), then closes and notifies.
    await page.getByRole("link", { name: "Stand Down" }).click();
    const confirm = isJsProject() ? page.getByTestId("confirm-dialog") : page.getByTestId("confirm-page");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Stand down and notify" }).click();
    await expect(page.getByTestId("closed-note")).toContainText("Everyone is checked out");
    await expect(page.getByRole("link", { name: "Stand Down" })).toHaveCount(0);
    const standDown = await mailTo(una.email, "STAND DOWN");
    expect(standDown).toMatch(/Subject: DRILL: STAND DOWN/);

    // After closing, the link is a plain closed page and a reply records nothing.
    const closed = await member.goto(anaLink);
    expect(closed!.status()).toBe(410);
    await expect(member.getByRole("heading", { level: 1 })).toHaveText("This activation is closed");
    await expect(member.getByText("Fire Station 3")).toHaveCount(0);
    const before = db
      .select()
      .from(activationResponses)
      .where(eq(activationResponses.activationId, activationId))
      .all();
    const post = await member.request.post(anaLink, {
      form: { intent: "reply", reply: "Unavailable" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(410);
    expect(
      db.select().from(activationResponses).where(eq(activationResponses.activationId, activationId)).all(),
    ).toEqual(before);
    await phone.close();

    // The history lists it with its figures.
    await page.goto("/dashboard/activations");
    const row = page.getByTestId("activation-history").getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Closed");
    await expect(row).toContainText("2 (50%)");
    // The history's rows are one HTML string (history-rows.tsx): with JS the title's link is still a
    // client navigation in the same document, as <Link> makes it; without JS a page load.
    await waitForHydration(page);
    if (isJsProject()) await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const rosterLink = row.getByRole("link", { name: title });
    const href = await rosterLink.getAttribute("href");
    expect(href).toMatch(/^\/dashboard\/activations\/[0-9a-f-]{36}$/);
    await rosterLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId("roster")).toBeVisible();
    if (isJsProject()) {
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    }
  });

  test("on a phone the roster is a list of cards, and checking someone in keeps the leader's place", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Lena Leader ${t}`);
    const chapter = insertChapter({ name: `Phone CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const people = [];
    for (let i = 0; i < 14; i++) {
      const m = await insertUser({ displayName: `Zed Member ${String(i).padStart(2, "0")} ${t}` });
      insertMembership(m.id, chapter.id, "Member");
      people.push(m);
    }
    db.update(users).set({ phone: "512-555-0199" }).where(eq(users.id, people[13]!.id)).run();
    const { activation } = createActivation(
      (await loadActor(leader.id))!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title: `Phone roster ${t}`,
        details: "Check the shelter.",
        location: "Gym",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: "http://127.0.0.1" },
    );
    // The rows are one HTML string on the server (decision 073): React hydrates onto them without
    // an error (a mismatch is logged), and with JS a row's button is a fetcher (no document load).
    const errors = pageErrors(page);
    await page.goto(`/dashboard/activations/${activation.id}`);
    await waitForHydration(page);
    if (isJsProject()) await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    // Nothing runs off the side of a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const last = people[13]!;
    const row = page.getByTestId("roster-row").filter({ hasText: last.displayName });
    await expect(row.getByRole("link", { name: "512-555-0199" })).toHaveAttribute("href", "tel:5125550199");
    await expect(row.getByRole("link", { name: `Text ${last.displayName}` })).toHaveAttribute("href", "sms:5125550199");
    await row.getByRole("button", { name: `Check in ${last.displayName}` }).scrollIntoViewIfNeeded();
    await row.getByRole("button", { name: `Check in ${last.displayName}` }).click();
    await expect(row.getByRole("button", { name: `Check out ${last.displayName}` })).toBeVisible();
    // The page did not jump back to the top: the row is still on screen.
    await expect(row).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    if (isJsProject()) {
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("a roster of more than 50 is paged: replies first, counts for everyone, checking in keeps the page", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Lena Leader ${t}`);
    const chapter = insertChapter({ name: `Paged CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const people = [];
    for (let i = 1; i <= 55; i++) {
      const m = await insertUser({ displayName: `Roster ${String(i).padStart(2, "0")} ${t}` });
      insertMembership(m.id, chapter.id, "Member");
      people.push(m);
    }
    const { activation } = createActivation(
      (await loadActor(leader.id))!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title: `Paged roster ${t}`,
        details: "Check the shelter.",
        location: "Gym",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: "http://127.0.0.1" },
    );
    // The last member by name replied: sorted first, on page 1.
    const replied = people[54]!;
    db.update(activationResponses)
      .set({ reply: "Available", repliedAt: new Date() })
      .where(eq(activationResponses.userId, replied.id))
      .run();
    const alerted = db
      .select()
      .from(activationResponses)
      .where(eq(activationResponses.activationId, activation.id))
      .all().length;
    expect(alerted).toBeGreaterThan(50);

    await page.goto(`/dashboard/activations/${activation.id}`);
    await waitForHydration(page);
    const rows = page.getByTestId("roster-row");
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(replied.displayName);
    await expect(page.getByRole("heading", { name: `Roster (${alerted} alerted)` })).toBeVisible();
    await expect(page.getByTestId("count-no-reply")).toHaveText(String(alerted - 1));

    const pager = page.getByRole("navigation", { name: "Roster pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(alerted - 50);
    const last = people[53]!;
    const row = rows.filter({ hasText: last.displayName });
    await row.getByRole("button", { name: `Check in ${last.displayName}` }).click();
    await expect(row.getByRole("button", { name: `Check out ${last.displayName}` })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(alerted - 50);

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasText: last.displayName })).toHaveCount(0);
  });

  test("the history of call-outs a leader ran is paged, newest first", async ({ page }) => {
    test.setTimeout(90_000);
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Hana History ${t}`);
    const chapter = insertChapter({ name: `History CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const member = await insertUser({ displayName: `Alerted ${t}` });
    insertMembership(member.id, chapter.id, "Member");
    const actor = (await loadActor(leader.id))!;
    for (let i = 1; i <= 26; i++) {
      createActivation(
        actor,
        {
          chapterId: chapter.id,
          kind: "Drill",
          title: `History ${String(i).padStart(2, "0")} ${t}`,
          details: "Check the shelter.",
          location: "Gym",
          reportAt: new Date(Date.now() + 3_600_000),
          needed: 1,
        },
        { baseUrl: "http://127.0.0.1" },
      );
      // Distinct creation times, so "newest first" has one answer.
      db.update(activations)
        .set({ createdAt: new Date(Date.now() - (27 - i) * 60_000) })
        .where(eq(activations.title, `History ${String(i).padStart(2, "0")} ${t}`))
        .run();
    }
    await page.goto("/dashboard/activations");
    const rows = page.getByTestId("activation-history").getByRole("row").filter({ hasText: t });
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toContainText(`History 26 ${t}`);
    await expect(rows.filter({ hasText: `History 02 ${t}` })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`History 02 ${t}`);
    await expect(rows.last()).toContainText(`History 01 ${t}`);

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(rows).toHaveCount(24);
  });

  test("a signed-in member replies from the dashboard overview", async ({ page }) => {
    const t = tag();
    const leader = await insertUser({ roles: ["ChapterLeader"] });
    const member = await signedInUser(page, ["Member"], `Mo Member ${t}`);
    const chapter = insertChapter({ name: `Bay CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    insertMembership(member.id, chapter.id, "Member");
    const title = `Shelter setup ${t}`;
    createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Real",
        title,
        details: "Open the middle school gym as a shelter.",
        location: "Middle school gym",
        reportAt: new Date(Date.now() + 3600_000),
        needed: 3,
      },
      { baseUrl: `http://127.0.0.1:${process.env.E2E_PORT}` },
    );
    await page.goto("/dashboard");
    await waitForHydration(page);
    const card = page.getByTestId("my-activation").filter({ hasText: title });
    await expect(card).toContainText("REAL");
    await expect(card).not.toContainText("Middle school gym");
    await card.getByLabel("ETA (min)").fill("45");
    await card.getByRole("button", { name: "Delayed" }).click();
    await expect(card.getByTestId("my-activation-reply")).toContainText("Delayed (ETA 45 min)");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card).toContainText("Middle school gym");
    // Without JS the flashed toast stays in the page (with JS it leaves after 5 s, too soon to assert on a busy machine).
    if (!isJsProject()) await expect(page.getByTestId("toast")).toContainText("Reply recorded");
    // A Delayed reply without an ETA is refused with a clear message, and the recorded reply stays.
    await card.getByLabel("ETA (min)").fill("");
    await card.getByRole("button", { name: "Delayed" }).click();
    if (!isJsProject()) await expect(page.getByTestId("toast")).toContainText("Enter your ETA in minutes");
    else await expect(page.getByTestId("toast").filter({ hasText: "Enter your ETA in minutes" })).toHaveCount(1);
    await expect(card.getByTestId("my-activation-reply")).toContainText("Delayed (ETA 45 min)");
  });
});
