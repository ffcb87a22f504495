import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, rsvps, userSettings } from "~/db/schema";
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
  waitForHydration,
} from "../helpers/e2e";

const tag = () => Math.random().toString(36).slice(2, 8);

function chapterIn(timezone: string, status: "Approved" | "Pending" = "Approved") {
  const chapter = insertChapter({ name: `Page Chapter ${tag()}`, status });
  db.update(chapters).set({ timezone }).where(eq(chapters.id, chapter.id)).run();
  return chapter;
}

function insertEvent(chapterId: string, values: Partial<typeof events.$inferInsert> = {}) {
  return db
    .insert(events)
    .values({
      chapterId,
      title: `Shelter drill ${tag()}`,
      // 7:00 PM Central on a winter evening (01:00 UTC the next day).
      startAt: new Date("2031-01-15T01:00:00Z"),
      endAt: new Date("2031-01-15T03:00:00Z"),
      locationText: "Fire Station 3, 100 Main St, Austin TX",
      whatToBring: "Water bottle and work gloves",
      capacity: 2,
      ...values,
    })
    .returning()
    .get();
}

test.describe("the event page", () => {
  test("a member opens an event from the list, reads it in both zones, and RSVPs; the page comes back to the form", async ({
    page,
  }) => {
    const chapter = chapterIn("America/Chicago");
    const event = insertEvent(chapter.id);
    const member = await signedInUser(page, ["Member"], `Page Member ${tag()}`);
    insertMembership(member.id, chapter.id, "Member", "Approved");
    db.insert(userSettings)
      .values({ userId: member.id, timezone: "America/Los_Angeles" })
      .onConflictDoUpdate({ target: userSettings.userId, set: { timezone: "America/Los_Angeles" } })
      .run();

    await page.goto(`/dashboard/events?q=${encodeURIComponent(event.title)}`);
    await page
      .getByRole("article", { name: event.title })
      .getByRole("link", { name: event.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByTestId("event-time")).toHaveText("7:00 PM – 9:00 PM CST");
    await expect(page.getByTestId("viewer-time")).toHaveText("Your time: 5:00 PM – 7:00 PM PST");
    await expect(page.getByRole("link", { name: /Open in maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Fire+Station+3%2C+100+Main+St%2C+Austin+TX",
    );
    await expect(page.getByTestId("what-to-bring")).toHaveText("Water bottle and work gloves");
    await expect(page.getByTestId("event-places")).toContainText("2 of 2 places left");
    await expect(page.getByRole("link", { name: "Add to Calendar" })).toHaveAttribute(
      "href",
      `/api/events/${event.id}/calendar`,
    );

    await waitForHydration(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("my-rsvp")).toHaveText("Your response: Confirmed");
    await expect(page.getByRole("button", { name: "Confirm" })).toHaveAttribute("aria-pressed", "true");
    // Without JS the post came back to the form's anchor; with JS the page never left.
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}${isJsProject() ? "" : "#rsvp"}$`));
    await expect(page.getByTestId("event-places")).toContainText("1 of 2 places left");
    expect(
      db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, member.id)))
        .get()?.status,
    ).toBe("Confirmed");
  });

  test("a full event puts the member on the waitlist with their place; the leader sees who is coming", async ({
    page,
  }) => {
    const chapter = chapterIn("America/Chicago");
    const event = insertEvent(chapter.id, { capacity: 1 });
    const first = await insertUser({ displayName: `First ${tag()}` });
    insertMembership(first.id, chapter.id, "Member", "Approved");
    setRsvp(actorOf(first), { eventId: event.id, status: "Confirmed" });
    const member = await signedInUser(page, ["Member"], `Late ${tag()}`);
    insertMembership(member.id, chapter.id, "Member", "Approved");

    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("event-places")).toContainText("0 of 1 places left");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("my-rsvp")).toContainText("waitlist (number 1)");
    await expect(page.getByTestId("event-roster")).toHaveCount(0);

    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lead ${tag()}` });
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    // The member is done: the leader signs in on the same browser (a new session cookie replaces the member's).
    await loginAs(page, leader.id);
    await page.goto(`/events/${event.id}`);
    const roster = page.getByTestId("event-roster");
    await expect(roster.getByRole("listitem")).toHaveText([first.displayName, `${member.displayName} (1)`]);
    await expect(roster.getByRole("link", { name: "Full roster and contacts" })).toHaveAttribute(
      "href",
      `/dashboard/events/${event.id}/roster`,
    );
  });

  test("a member of another chapter reads the event but is told why they cannot RSVP; a forged post is refused", async ({
    page,
  }) => {
    const chapter = chapterIn("America/Chicago");
    const event = insertEvent(chapter.id);
    const outsider = await signedInUser(page, ["Member"]);
    insertMembership(outsider.id, chapterIn("America/New_York").id, "Member", "Approved");

    await page.goto(`/events/${event.id}`);
    await expect(page.getByTestId("rsvp-refused")).toContainText(
      `Only approved members of ${chapter.name} can RSVP to this event.`,
    );
    await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);
    const forged = await page.request.post(`/events/${event.id}`, {
      form: { intent: "rsvp", status: "Confirmed" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, event.id)).all()).toHaveLength(0);

    // Open to the network: the same member may answer.
    db.update(events).set({ openToNetwork: true }).where(eq(events.id, event.id)).run();
    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Maybe" }).click();
    await expect(page.getByTestId("my-rsvp")).toHaveText("Your response: Maybe");
  });

  test("a visitor reads a public event and is asked to sign in to RSVP; a members-only one is a 404 with sign-in", async ({
    page,
  }) => {
    const event = insertEvent(chapterIn("America/Chicago").id);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByTestId("viewer-time")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to RSVP" })).toHaveAttribute(
      "href",
      `/auth/login?redirectTo=${encodeURIComponent(`/events/${event.id}`)}`,
    );

    const hidden = insertEvent(chapterIn("America/Chicago", "Pending").id);
    for (const id of [hidden.id, "no-such-event"]) {
      const res = await page.goto(`/events/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Event not found" })).toBeVisible();
      await expect(page.locator("#main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
        "href",
        `/auth/login?redirectTo=${encodeURIComponent(`/events/${id}`)}`,
      );
    }
  });

  test("while the event runs, its members get the self check-in link", async ({ page }) => {
    const chapter = chapterIn("America/Chicago");
    const running = insertEvent(chapter.id, {
      startAt: new Date(Date.now() - 3_600_000),
      endAt: new Date(Date.now() + 3_600_000),
    });
    const member = await signedInUser(page, ["Member"]);
    insertMembership(member.id, chapter.id, "Member", "Approved");
    await page.goto(`/events/${running.id}`);
    await expect(page.getByRole("link", { name: "Check in now" })).toHaveAttribute(
      "href",
      `/dashboard/events/${running.id}/attendance`,
    );
    await expect(page.getByText("RSVPs are closed: this event has already started.")).toBeVisible();
  });

  test("a leader opens a training to the network: it is listed in the directory's open trainings and anyone signed in may RSVP", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
    const chapter = chapterIn("America/Chicago");
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const title = `Open CPR class ${t}`;
    await page.goto("/dashboard/events/new");
    const form = page.locator("main");
    await form.getByLabel("Event Title").fill(title);
    await form.getByLabel("Chapter").selectOption({ label: chapter.name });
    await form.getByLabel("Start Date & Time").fill("2031-03-04T19:00");
    await form.getByLabel("Location").fill("Library, 5 Elm St");
    await form.getByLabel("What to bring (optional)").fill("A pen");
    await form.getByLabel("Open to the network").check();
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    const event = db.select().from(events).where(eq(events.title, title)).get()!;
    expect(event).toMatchObject({ openToNetwork: true, whatToBring: "A pen" });

    // A visitor: the leader is done, and the same browser signs out (its cookies cleared).
    await page.context().clearCookies();
    await page.goto("/chapters");
    const list = page.getByTestId("open-trainings");
    await expect(list).toContainText("7:00 PM CST");
    await list.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByText("Open to the network")).toBeVisible();

    const guest = await signedInUser(page, ["Member"]);
    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("my-rsvp")).toHaveText("Your response: Confirmed");
    // The answer shows at once with JS (optimistic); the row is the durable state to wait on.
    await expect
      .poll(
        () =>
          db
            .select()
            .from(rsvps)
            .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, guest.id)))
            .get()?.status,
      )
      .toBe("Confirmed");
  });
});
