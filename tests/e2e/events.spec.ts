import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { events, rsvps } from "~/db/schema";
import {
  expect,
  insertChapter,
  insertEvent,
  insertMembership,
  isJsProject,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** A test that speaks HTTP only (no page is rendered) is the same in both projects: the js project runs it. */
const HTTP_ONCE = jsOnly("HTTP-level test (no page is rendered): runs once, in the js project");

/** Minimal RFC 5545 reader: unfolds lines and returns the properties of each VEVENT. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const vevents: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      vevents.push(current!);
      current = null;
    } else if (current) {
      const i = line.indexOf(":");
      const name = line.slice(0, i).split(";")[0]!;
      current[name] = line
        .slice(i + 1)
        .replace(/\\n/g, "\n")
        .replace(/\\([,;\\])/g, "$1");
    }
  }
  return { lines, vevents };
}

function tag() {
  return uniqueSlug("ev").replace(/-/g, "");
}

test.describe("events", () => {
  test("a leader creates an event, RSVPs, changes the RSVP and downloads its .ics", async ({ page }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], "Lena Leader");
    const chapter = insertChapter({ name: `Harbor CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const title = `Shelter Drill ${t}`;
    const year = new Date().getUTCFullYear() + 1;

    await page.goto("/dashboard/events");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create Event" }).click();
    let form = page.locator("main");
    if (isJsProject()) {
      form = page.getByRole("dialog", { name: "Create Event" });
      await expect(form).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/dashboard\/events\/new$/);
    }
    await form.getByLabel("Event Title").fill(title);
    await form.getByLabel("Description (optional)").fill("Practice opening the community shelter.");
    await form.getByLabel("Chapter").selectOption({ label: chapter.name });
    // July: New York is on EDT (UTC-4), the user's default timezone.
    await form.getByLabel("Start Date & Time").fill(`${year}-07-15T18:30`);
    await form.getByLabel("End Date & Time (optional)").fill(`${year}-07-15T20:00`);
    await form.getByLabel("Location").fill("Fire Station 3, 100 Main St");
    await form.getByRole("button", { name: "Create Event" }).click();
    if (isJsProject()) await expect(page.getByRole("dialog")).toHaveCount(0);
    else await expect(page).toHaveURL(/\/dashboard\/events$/);

    // Find it through the GET search form.
    const search = page.getByRole("search", { name: "Search events" });
    await search.getByLabel("Search").fill(t);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${t}`));
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(chapter.name);
    await expect(card).toContainText(`July 15, ${year}`);
    await expect(card).toContainText("6:30 PM – 8:00 PM EDT");
    await expect(card).toContainText("Fire Station 3, 100 Main St");

    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByTestId("my-rsvp")).toHaveText("Your response: Confirmed");
    await expect(card.getByTestId("rsvp-counts")).toHaveText("1 confirmed · 0 maybe · 0 declined");
    await expect(card.getByRole("button", { name: "Confirm" })).toHaveAttribute("aria-pressed", "true");

    await card.getByRole("button", { name: "Maybe" }).click();
    await expect(card.getByTestId("my-rsvp")).toHaveText("Your response: Maybe");
    await expect(card.getByTestId("rsvp-counts")).toHaveText("0 confirmed · 1 maybe · 0 declined");
    const event = db.select().from(events).where(eq(events.title, title)).get()!;
    // With JS the buttons answer optimistically, so wait for the server's write.
    await expect
      .poll(() =>
        db
          .select()
          .from(rsvps)
          .where(eq(rsvps.eventId, event.id))
          .all()
          .map((r) => r.status),
      )
      .toEqual(["Maybe"]);
    // Without JS the post came back to the card's anchor (the list, at the card, with its search);
    // with JS the page never left.
    await expect(page).toHaveURL(new RegExp(`\\?q=${t}&[^#]*${isJsProject() ? "" : `#event-${event.id}`}$`));
    await expect(card.getByRole("button", { name: "Maybe" })).toBeInViewport();

    const downloadPromise = page.waitForEvent("download");
    await card.getByRole("link", { name: /to calendar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${title}.ics`);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const { vevents } = parseIcs(text);
    expect(vevents).toHaveLength(1);
    const ve = vevents[0]!;
    expect(ve.SUMMARY).toBe(title);
    expect(ve.DTSTART).toBe(`${year}0715T223000Z`);
    expect(ve.DTEND).toBe(`${year}0716T000000Z`);
    expect(ve.LOCATION).toBe("Fire Station 3, 100 Main St");
    expect(ve.DESCRIPTION).toContain("Practice opening the community shelter.");
    expect(ve.URL).toMatch(new RegExp(`/events/${event.id}$`));
    expect(ve.UID).toBe(`${event.id}@cert-chapters`);
  });

  test("the create form shows the spec's validation messages", async ({ page }) => {
    const leader = await signedInUser(page, ["ChapterLeader"]);
    const chapter = insertChapter();
    insertMembership(leader.id, chapter.id, "Leader");
    await page.goto("/dashboard/events/new");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Create Event" })).toBeVisible();
    const form = page.locator("main form").filter({ has: page.getByLabel("Event Title") });
    await form.getByLabel("Event Title").fill("ab");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(form.getByText("Event title must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Please select a chapter")).toBeVisible();
    await expect(form.getByText("Start date and time is required")).toBeVisible();
    await expect(form.getByText("Location is required")).toBeVisible();
    await expect(form.getByLabel("Event Title")).toHaveValue("ab");

    await form.getByLabel("Event Title").fill("Night drill");
    await form.getByLabel("Chapter").selectOption(chapter.id);
    await form.getByLabel("Start Date & Time").fill("2031-01-10T20:00");
    await form.getByLabel("End Date & Time (optional)").fill("2031-01-10T19:00");
    await form.getByLabel("Location").fill("Town hall");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(form.getByText("End time must be after the start time")).toBeVisible();
  });

  test("a member cannot create events, and a leader cannot post for a chapter they do not lead", async ({ page }) => {
    const member = await signedInUser(page, ["Member"]);
    const chapter = insertChapter();
    insertMembership(member.id, chapter.id, "Member");
    await page.goto("/dashboard/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events & Training" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Event" })).toHaveCount(0);
    const view = await page.request.get("/dashboard/events/new");
    expect(view.status()).toBe(403);
    const form = {
      intent: "create",
      title: "Sneaky event",
      chapterId: chapter.id,
      startAt: "2031-05-01T10:00",
      location: "Somewhere",
    };
    const post = await page.request.post("/dashboard/events/new", { form, maxRedirects: 0 });
    expect(post.status()).toBe(403);

    const leader = await signedInUser(page, ["ChapterLeader"]);
    const own = insertChapter();
    insertMembership(leader.id, own.id, "Leader");
    const other = await page.request.post("/dashboard/events/new", { form, maxRedirects: 0 });
    expect(other.status()).toBe(403);
    expect(await other.text()).toContain("You can only create events for chapters you lead.");
    expect(db.select().from(events).where(eq(events.title, "Sneaky event")).all()).toHaveLength(0);
  });

  test("past events offer no RSVP and refuse one posted anyway", async ({ page }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"]);
    const chapter = insertChapter();
    insertMembership(member.id, chapter.id, "Member");
    const past = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: `Old drill ${t}`,
        startAt: new Date(Date.now() - 86_400_000),
        locationText: "Old hall",
      })
      .returning()
      .get();
    await page.goto(`/dashboard/events?time=past&q=${t}`);
    const card = page.getByRole("article").filter({ hasText: past.title });
    await expect(card).toContainText("Past");
    await expect(card.getByRole("button", { name: "Confirm" })).toHaveCount(0);

    const enhanced = await page.request.post("/dashboard/events?index", {
      form: { intent: "rsvp", eventId: past.id, status: "Confirmed", enhanced: "1" },
    });
    expect(enhanced.status()).toBe(409);
    const plain = await page.request.post("/dashboard/events?index", {
      form: { intent: "rsvp", eventId: past.id, status: "Confirmed", redirectTo: "/dashboard/events?time=past" },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(302);
    expect(plain.headers()["location"]).toBe("/dashboard/events?time=past");
    expect(
      db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.eventId, past.id), eq(rsvps.userId, member.id)))
        .all(),
    ).toHaveLength(0);
  });

  test("the cards the server wrote as one string answer RSVPs: in place with JS after hydration, as plain posts without", async ({
    page,
  }) => {
    // The list's cards, their RSVP forms included, are written by the server as one string and the
    // browser hydrates the React cards onto them (decision 058): no hydration error; with JS a
    // button is the card's fetcher (the page never leaves, a refusal shows in the card), without
    // JS a plain post that comes back to the card.
    const t = tag();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const member = await signedInUser(page, ["Member"]);
    const chapter = insertChapter();
    insertMembership(member.id, chapter.id, "Member");
    const HOUR = 3_600_000;
    const open = insertEvent(chapter.id, {
      title: `Hydrated drill ${t}`,
      startAt: new Date(Date.now() + 48 * HOUR),
      locationText: "Hall",
      capacity: 5,
    });
    const closing = insertEvent(chapter.id, {
      title: `Closing drill ${t}`,
      startAt: new Date(Date.now() + 50 * HOUR),
      locationText: "Yard",
    });
    await page.goto(`/dashboard/events?q=${t}`);
    await waitForHydration(page);
    if (isJsProject()) await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const card = page.getByRole("article").filter({ hasText: open.title });
    await expect(card.getByTestId("rsvp-counts")).toHaveText("0 confirmed · 0 maybe · 0 declined · 5 of 5 places left");
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByTestId("my-rsvp")).toHaveText("Your response: Confirmed");
    await expect(card.getByRole("button", { name: "Confirm" })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByTestId("rsvp-counts")).toHaveText("1 confirmed · 0 maybe · 0 declined · 4 of 5 places left");
    await expect
      .poll(() =>
        db
          .select()
          .from(rsvps)
          .where(and(eq(rsvps.eventId, open.id), eq(rsvps.userId, member.id)))
          .all()
          .map((r) => r.status),
      )
      .toEqual(["Confirmed"]);
    await expect(page).toHaveURL(new RegExp(`\\?q=${t}${isJsProject() ? "" : `#event-${open.id}`}$`));

    // Hydrated onto the server's cards without an error (React's #418/#423 are logged as errors).
    expect(errors).toEqual([]);

    // Cancelled after the page was read: the answer is refused. Without JS the page comes back with
    // the reason; with JS the fetcher's refusal revalidates the list, whose card now reads canceled
    // and offers no answer.
    db.update(events).set({ status: "Cancelled" }).where(eq(events.id, closing.id)).run();
    const closed = page.getByRole("article").filter({ hasText: closing.title });
    await closed.getByRole("button", { name: "Maybe" }).click();
    if (!isJsProject()) await expect(page.getByText("RSVPs are closed: this event was canceled.")).toBeVisible();
    await expect(closed.getByText("Canceled", { exact: true })).toBeVisible();
    await expect(closed.getByRole("button", { name: "Maybe" })).toHaveCount(0);
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, closing.id)).all()).toHaveLength(0);

    // The title is a link: a client navigation with JS.
    await page
      .getByRole("article")
      .filter({ hasText: open.title })
      .getByRole("link", { name: open.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/${open.id}$`));
    const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);
    expect(sameDocument ?? false).toBe(isJsProject());
    // The refused post's 409 is the one error the browser logged.
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
  });

  test("the list shows 20 events a page; Next/Previous keep the search and tab, and page 2 differs", async ({
    page,
  }) => {
    const t = tag();
    await signedInUser(page, ["Member"]);
    const chapter = insertChapter();
    const HOUR = 3_600_000;
    const name = (i: number) => `Paged ${t} ${String(i).padStart(2, "0")}`;
    db.insert(events)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          chapterId: chapter.id,
          title: name(i + 1),
          startAt: new Date(Date.now() + (i + 1) * HOUR),
          locationText: "Hall",
        })),
      )
      .run();
    const titles = () => page.getByRole("article").getByRole("heading").allTextContents();

    await page.goto(`/dashboard/events?q=${t}&time=upcoming`);
    await waitForHydration(page);
    await expect(page.getByRole("article")).toHaveCount(20);
    expect(await titles()).toEqual(Array.from({ length: 20 }, (_, i) => name(i + 1)));
    await expect(page.locator("#events-heading")).toContainText("(25)");
    const upcomingTab = page.getByRole("navigation", { name: "Event time" }).getByRole("link", { name: /Upcoming/ });
    await expect(upcomingTab).toContainText("25");
    const pager = page.getByRole("navigation", { name: "Event pages" });
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${t}.*page=2|page=2.*q=${t}`));
    await expect(page).toHaveURL(/time=upcoming/);
    await expect(page.getByRole("article")).toHaveCount(5);
    expect(await titles()).toEqual(Array.from({ length: 5 }, (_, i) => name(i + 21)));
    await expect(upcomingTab).toContainText("25");
    await expect(pager.getByText("Page 2")).toBeVisible();
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);

    // Switching tab goes back to page 1 of that tab, keeping the search.
    await page.getByRole("navigation", { name: "Event time" }).getByRole("link", { name: /Past/ }).click();
    await expect(page).toHaveURL(/time=past/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    expect(new URL(page.url()).searchParams.get("q")).toBe(t);

    await page.goBack();
    await expect(page.getByRole("article")).toHaveCount(5);
    await page.getByRole("navigation", { name: "Event pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(page.getByRole("article")).toHaveCount(20);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });

  test("each chapter has a subscribable calendar feed of its upcoming events", HTTP_ONCE, async ({ request }) => {
    const t = tag();
    const chapter = insertChapter();
    const soon = new Date(Date.now() + 7 * 86_400_000);
    db.insert(events)
      .values([
        { chapterId: chapter.id, title: `Feed upcoming ${t}`, startAt: soon, locationText: "Hall A" },
        {
          chapterId: chapter.id,
          title: `Feed past ${t}`,
          startAt: new Date(Date.now() - 86_400_000),
          locationText: "Hall B",
        },
      ])
      .run();
    const res = await request.get(`/chapters/${chapter.slug}/events.ics`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/calendar");
    const { vevents, lines } = parseIcs(await res.text());
    expect(lines).toContain(`X-WR-CALNAME:${chapter.name} events`);
    expect(vevents.map((v) => v.SUMMARY)).toEqual([`Feed upcoming ${t}`]);
    expect((await request.get("/chapters/no-such-chapter-here/events.ics")).status()).toBe(404);
  });
});
