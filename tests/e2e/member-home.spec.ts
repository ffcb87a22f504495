import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { calendarFeeds, chapters, events, memberships, messageQueue, rsvps } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { setRsvp } from "~/models/rsvp.server";
import { actorOf } from "../helpers/actor";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

const tag = () => uniqueSlug("h").replace(/-/g, "");
const DAY = 86_400_000;

function insertEvent(chapterId: string, title: string, startAt: Date, capacity: number | null = null) {
  return db
    .insert(events)
    .values({ chapterId, title, startAt, locationText: "Fire Station 3", capacity })
    .returning()
    .get();
}

test.describe("member home", () => {
  test("an approved member sees their chapters, next events, RSVPs and pending requests, and no 'Join a local chapter'", async ({
    page,
  }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"], `Dana ${t}`);
    const austin = insertChapter({ name: `Austin Home ${t}`, state: "TX" });
    db.update(chapters).set({ timezone: "America/Chicago" }).where(eq(chapters.id, austin.id)).run();
    const other = insertChapter({ name: `Other Home ${t}`, state: "CA" });
    insertMembership(member.id, austin.id, "Member", "Approved");
    insertMembership(member.id, other.id, "Member", "Pending");
    // 7:00 PM Central on a winter evening.
    const drill = insertEvent(austin.id, `Winter drill ${t}`, new Date("2026-12-04T01:00:00Z"));
    setRsvp(actorOf(member), { eventId: drill.id, status: "Confirmed" });

    await page.goto("/dashboard");
    await waitForHydration(page);
    const chaptersSection = page.getByTestId("my-chapters");
    await expect(chaptersSection).toContainText(austin.name);
    await expect(chaptersSection).toContainText(drill.title);
    await expect(chaptersSection).toContainText("7:00 PM CST");
    // The viewer's preference is Eastern by default: their own clock is shown too.
    await expect(chaptersSection).toContainText("Your time: 8:00 PM EST");
    const mine = page.getByTestId("my-rsvps");
    await expect(mine).toContainText(drill.title);
    await expect(mine.getByRole("link", { name: `Add ${drill.title} to calendar (.ics)` })).toHaveAttribute(
      "href",
      `/api/events/${drill.id}/calendar`,
    );
    await expect(page.getByTestId("my-requests")).toContainText(`Request to join ${other.name}`);
    await expect(page.getByRole("heading", { name: "Getting Started" })).toHaveCount(0);
  });

  test("the overview lists the five newest pending requests and links to all of them", async ({ page }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"], `Sam ${t}`);
    // Seven join requests, a day apart: "Request 1" is the newest.
    const names = Array.from({ length: 7 }, (_, i) => `Request ${i + 1} ${t}`);
    names.forEach((name, i) => {
      const chapter = insertChapter({ name, state: "TX" });
      const request = insertMembership(member.id, chapter.id, "Member", "Pending");
      db.update(memberships)
        .set({ createdAt: new Date(Date.now() - (i + 1) * DAY) })
        .where(eq(memberships.id, request.id))
        .run();
    });

    await page.goto("/dashboard");
    const requests = page.getByTestId("my-requests");
    await expect(requests.getByRole("listitem")).toHaveCount(5);
    for (const name of names.slice(0, 5)) await expect(requests).toContainText(`Request to join ${name}`);
    await expect(requests).not.toContainText(names[5]!);
    await waitForHydration(page);
    await requests.getByRole("link", { name: "Show all 7 requests" }).click();
    await expect(page).toHaveURL(/[?&]requests=all/);
    await expect(requests.getByRole("listitem")).toHaveCount(7);
    for (const name of names) await expect(requests).toContainText(`Request to join ${name}`);
    await expect(requests.getByRole("link", { name: "Show all 7 requests" })).toHaveCount(0);
  });

  test("someone with no chapter is invited to join one", async ({ page }) => {
    const newcomer = await signedInUser(page, ["Member"]);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Find a Chapter" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${newcomer.displayName}! Start by finding a chapter near you`)).toBeVisible();
  });

  test("a brand-new account is greeted for where it stands: waiting for approval, a member, or leading a chapter", async ({
    page,
  }) => {
    const t = tag();
    const newcomer = await signedInUser(page, ["Member"], `Noa ${t}`);
    const chapter = insertChapter({ name: `Greeting CERT ${t}`, state: "TX" });

    // A join request waiting: said so, and no "Start by finding a chapter".
    const request = insertMembership(newcomer.id, chapter.id, "Member", "Pending");
    await page.goto("/dashboard");
    await expect(
      page.getByText(
        `Welcome, ${newcomer.displayName}! Your request to join ${chapter.name} is waiting for a leader's approval; we will email you once it is decided.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Start by finding a chapter")).toHaveCount(0);

    // Approved: the chapter's next steps.
    db.update(memberships).set({ status: "Approved" }).where(eq(memberships.id, request.id)).run();
    await page.goto("/dashboard");
    await expect(
      page.getByText(
        `Welcome to ${chapter.name}, ${newcomer.displayName}! Next, answer its upcoming events and add your training records.`,
        { exact: true },
      ),
    ).toBeVisible();

    // Leading it: a leader's next steps.
    db.update(memberships).set({ role: "Leader" }).where(eq(memberships.id, request.id)).run();
    await page.goto("/dashboard");
    await expect(
      page.getByText(`Welcome, ${newcomer.displayName}! You lead ${chapter.name}: post its events`),
    ).toBeVisible();
    await expect(page.getByText("Start by finding a chapter")).toHaveCount(0);
  });

  test("a brand-new administrator is greeted with the review queues, not sent to find a chapter", async ({ page }) => {
    const admin = await signedInUser(page, ["GlobalAdmin", "Member"], `Ada ${tag()}`);
    await page.goto("/dashboard");
    await expect(
      page.getByText(
        `Welcome, ${admin.displayName}! You administer the network: review the chapters and role requests waiting for approval from here.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Start by finding a chapter")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Getting Started" })).toHaveCount(0);
  });

  test("the personal calendar feed carries RSVP'd and chapter events, and a confirmed reset ends the old link", async ({
    page,
    request,
  }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"], `Feed ${t}`);
    const mine = insertChapter({ name: `Feed Chapter ${t}` });
    const elsewhere = insertChapter({ name: `Elsewhere ${t}` });
    insertMembership(member.id, mine.id, "Member", "Approved");
    const chapterEvent = insertEvent(mine.id, `Chapter meeting ${t}`, new Date(Date.now() + 3 * DAY));
    const visiting = insertEvent(elsewhere.id, `Visiting drill ${t}`, new Date(Date.now() + 4 * DAY));
    // Open to the network: a member of another chapter may answer it.
    db.update(events).set({ openToNetwork: true }).where(eq(events.id, visiting.id)).run();
    const notMine = insertEvent(elsewhere.id, `Not mine ${t}`, new Date(Date.now() + 5 * DAY));
    setRsvp(actorOf(member), { eventId: visiting.id, status: "Maybe" });

    await page.goto("/dashboard");
    await waitForHydration(page);
    const feed = page.getByTestId("calendar-feed");
    const httpsUrl = await feed.getByLabel("Link for other calendar apps").inputValue();
    expect(httpsUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(feed.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", /^webcal:\/\//);
    const path = new URL(httpsUrl).pathname;
    const ics = await request.get(path);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain(chapterEvent.title);
    expect(body).toContain(visiting.title);
    expect(body).not.toContain(notMine.title);
    expect(body).not.toMatch(/ORGANIZER;CN=[^:\r\n]*\r\n/);

    await feed.getByRole("link", { name: "Reset link" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your calendar link?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reset link" }).click();
    // The new link in the page is the durable result (the toast only says so).
    await expect(feed.getByLabel("Link for other calendar apps")).not.toHaveValue(httpsUrl);
    const token = db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.id)).get()!.token;
    await expect(feed.getByLabel("Link for other calendar apps")).toHaveValue(new RegExp(`/calendar/${token}\\.ics$`));
    expect(path).not.toContain(token);
    expect((await request.get(path)).status()).toBe(404);
    expect((await request.get(`/calendar/${token}.ics`)).status()).toBe(200);
  });
});

test.describe("event capacity and roster", () => {
  test("a full event puts a member on the waitlist; the leader's roster lists who is coming with contact details", async ({
    page,
  }) => {
    const t = tag();
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lead ${t}` });
    const chapter = insertChapter({ name: `Roster Chapter ${t}`, createdById: leader.id });
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const event = insertEvent(chapter.id, `Full class ${t}`, new Date(Date.now() + 2 * DAY), 1);
    const first = await insertUser({ displayName: `First ${t}` });
    insertMembership(first.id, chapter.id, "Member", "Approved");
    setRsvp(actorOf(first), { eventId: event.id, status: "Confirmed" });

    const member = await signedInUser(page, ["Member"], `Late ${t}`);
    insertMembership(member.id, chapter.id, "Member", "Approved");
    await page.goto(`/dashboard/events?q=${encodeURIComponent(event.title)}`);
    await waitForHydration(page);
    const card = page.getByRole("article", { name: event.title });
    await expect(card).toContainText("0 of 1 places left");
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByTestId("my-rsvp")).toContainText("waitlist");
    const row = db.select().from(rsvps).where(eq(rsvps.userId, member.id)).get();
    expect(row?.waitlistedAt).not.toBeNull();

    // The leader's roster. The member is done: the leader signs in on the same browser (a new session
    // cookie replaces the member's).
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/events/${event.id}/roster`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(event.title);
    const table = page.getByTestId("roster-table");
    await expect(table).toContainText(first.email);
    await expect(table).toContainText(`Late ${t}`);
    await expect(table).toContainText("Waitlist #1");
    await expect(page.getByTestId("roster-going")).toContainText("1");
    const csv = await page.request.get(`/dashboard/events/${event.id}/roster.csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(first.email);

    // Emailing the waitlist sends one message; the toast says so.
    await page.getByLabel("Send to").selectOption("waitlist");
    await page.getByLabel("Subject").fill("Still hoping");
    await page.getByLabel("Message").fill("We will tell you if a place opens.");
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByTestId("toast")).toContainText("Email Sent");
    const sent = queuedMail().where(eq(messageQueue.to, member.email)).all();
    expect(sent.some((m) => m.subject.includes("Still hoping"))).toBe(true);

    // The first person cancels: the member gets the place and an email.
    setRsvp(actorOf(first), { eventId: event.id, status: "Declined" });
    expect(db.select().from(rsvps).where(eq(rsvps.userId, member.id)).get()?.waitlistedAt).toBeNull();
    expect(
      queuedMail()
        .where(eq(messageQueue.to, member.email))
        .all()
        .some((m) => m.kind === "rsvp_promoted"),
    ).toBe(true);
  });

  test("a member cannot open another chapter's roster", async ({ page }) => {
    const t = tag();
    const chapter = insertChapter({ name: `Closed Roster ${t}` });
    const event = insertEvent(chapter.id, `Private ${t}`, new Date(Date.now() + DAY));
    await signedInUser(page, ["ChapterLeader", "Member"]);
    const response = await page.goto(`/dashboard/events/${event.id}/roster`);
    expect(response?.status()).toBe(403);
  });
});

test.describe("chapter time zones", () => {
  test("the chapter form suggests the zone from the state, and a chosen zone is kept", async ({ page }) => {
    const t = tag();
    await signedInUser(page, ["ChapterLeader", "Member"], `Zone ${t}`);
    await page.goto("/dashboard/chapters/new");
    await waitForHydration(page);
    await page.getByLabel("Chapter Name").fill(`Desert Team ${t}`);
    await page.getByLabel("City").fill("Tucson");
    await page.getByLabel("State").fill("AZ");
    const zone = page.getByLabel("Time Zone", { exact: true });
    // With JS the suggestion shows as the state is typed; without it the server applies it.
    if (isJsProject()) await expect(zone).toHaveValue("America/Phoenix");
    await page.getByRole("button", { name: "Create Chapter" }).click();
    await expect
      .poll(
        () =>
          db
            .select()
            .from(chapters)
            .where(eq(chapters.name, `Desert Team ${t}`))
            .get()?.timezone,
      )
      .toBe("America/Phoenix");

    await page.goto("/dashboard/chapters/new");
    await waitForHydration(page);
    await page.getByLabel("Chapter Name").fill(`Panhandle Team ${t}`);
    await page.getByLabel("City").fill("El Paso");
    await page.getByLabel("State").fill("TX");
    await page.getByLabel("Time Zone", { exact: true }).selectOption("America/Denver");
    await page.getByRole("button", { name: "Create Chapter" }).click();
    await expect
      .poll(
        () =>
          db
            .select()
            .from(chapters)
            .where(eq(chapters.name, `Panhandle Team ${t}`))
            .get()?.timezone,
      )
      .toBe("America/Denver");
  });
});

test.describe("toasts", () => {
  test("the toast's close button works with and without JS", async ({ page }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"], `Toast ${t}`);
    const chapter = insertChapter({ name: `Toast Chapter ${t}` });
    insertMembership(member.id, chapter.id, "Member", "Approved");
    const event = insertEvent(chapter.id, `Toast drill ${t}`, new Date(Date.now() + 2 * DAY));
    // With JS the toast leaves by itself after 5 s: the page's clock is paused, so it stays until the
    // close button is used (here the toast is the behaviour under test).
    if (isJsProject()) await page.clock.install();
    await page.goto(`/dashboard/events?q=${encodeURIComponent(event.title)}`);
    await waitForHydration(page);
    if (isJsProject()) await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("article", { name: event.title }).getByRole("button", { name: "Maybe" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("RSVP Updated");
    await toast.locator("label", { hasText: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe("mobile menus", () => {
  test("the dashboard and header menus close after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedInUser(page, ["Member"]);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const dashMenu = page.getByTestId("dashboard-mobile-nav");
    await dashMenu.locator("summary").click();
    await dashMenu.getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events & Training" })).toBeVisible();
    await expect(dashMenu).not.toHaveAttribute("open", "");

    const header = page.getByRole("banner");
    await header.locator("details summary").click();
    await header.locator("details").getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
    await expect(header.locator("details")).not.toHaveAttribute("open", "");
  });

  test("visitors see Sign in in the header, on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
