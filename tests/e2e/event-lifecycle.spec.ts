import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, messageQueue, rsvps } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/**
 * Event lifecycle (issue 28, item 1): a leader reschedules, moves and cancels an event on the Edit
 * Event page (with and without JS), the people who answered are told, the capacity cannot drop below
 * the places held, and the API does the same. Data is arranged through the database; the test waits
 * on the page's content, never on a toast.
 */

const year = new Date().getUTCFullYear() + 1;

/** A Chicago chapter's event with room for 10, where the member and one other person hold a place. */
function arrange(leaderId: string, memberId: string, otherId: string) {
  const t = uniqueSlug("lc").replace(/-/g, "");
  const chapter = insertChapter({ name: `Prairie CERT ${t}` });
  db.update(chapters).set({ timezone: "America/Chicago" }).where(eq(chapters.id, chapter.id)).run();
  insertMembership(leaderId, chapter.id, "Leader");
  insertMembership(memberId, chapter.id, "Member");
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: `Radio Drill ${t}`,
      // 7:00 PM CDT on July 15 next year.
      startAt: new Date(`${year}-07-16T00:00:00Z`),
      locationText: "Fire Station 3",
      capacity: 10,
    })
    .returning()
    .get();
  for (const userId of [memberId, otherId])
    db.insert(rsvps).values({ eventId: event.id, userId, status: "Confirmed" }).run();
  return { chapter, event };
}

const noticesTo = (userId: string, kind: string) =>
  db
    .select({ body: messageQueue.body, channel: messageQueue.channel })
    .from(messageQueue)
    .where(and(eq(messageQueue.userId, userId), eq(messageQueue.kind, kind)))
    .all();

test("a leader reschedules, moves and cancels an event; the people who answered are told", async ({ page }) => {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], "Lena Leader");
  const member = await insertUser({ roles: ["Member"], displayName: "Max Member" });
  const other = await insertUser({ roles: ["Member"] });
  const { event } = arrange(leader.id, member.id, other.id);

  // From the events list to the event's Edit page.
  await page.goto(`/dashboard/events?q=${encodeURIComponent(event.title)}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Edit ${event.title}` }).click();
  await expect(page.getByRole("heading", { name: `Edit “${event.title}”` })).toBeVisible();
  await expect(page.getByTestId("event-time-zone-hint")).toContainText("America/Chicago");
  await expect(page.getByLabel("Start Date & Time")).toHaveValue(`${year}-07-15T19:00`);

  // A capacity below the two places held is refused, saying why, and what was typed stays.
  await page.getByLabel("Capacity (optional)").fill("1");
  await page.getByLabel("Location").fill("Community Center, 5 Elm St");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("2 people already hold a place: the capacity cannot be lower than that.")).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Community Center, 5 Elm St");

  // A new time and place: saved, and the page shows the event as it now is.
  await page.getByLabel("Capacity (optional)").fill("12");
  await page.getByLabel("Start Date & Time").fill(`${year}-07-16T18:30`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("Start Date & Time")).toHaveValue(`${year}-07-16T18:30`);
  await expect(page.getByLabel("Location")).toHaveValue("Community Center, 5 Elm St");
  // The page keeps what was typed either way: wait on the stored row.
  const stored = () => db.select().from(events).where(eq(events.id, event.id)).get()!;
  await expect.poll(() => stored().startAt.toISOString()).toBe(`${year}-07-16T23:30:00.000Z`);
  expect(stored().sequence).toBe(1);
  const [changed] = noticesTo(member.id, "event_changed");
  expect(changed?.body).toContain("New place: Community Center, 5 Elm St (was Fire Station 3)");
  expect(changed?.body).toMatch(/New time: .*6:30 PM CDT/);

  // Cancel, with a reason.
  await page.getByRole("link", { name: `Cancel ${event.title}` }).click();
  await expect(page.getByTestId("cancel-audience")).toHaveText("2 people will be told.");
  await page.getByLabel("Reason (optional)").fill("Severe weather warning");
  await page.getByRole("button", { name: "Cancel Event" }).click();
  // Done, the leader lands on the event's page, which says so to everyone, with the reason.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByText("This event has been canceled.")).toBeVisible();
  await expect(page.getByText("Severe weather warning")).toBeVisible();
  expect(db.select().from(events).where(eq(events.id, event.id)).get()).toMatchObject({
    status: "Cancelled",
    sequence: 2,
  });
  expect(noticesTo(member.id, "event_cancelled")[0]?.body).toContain("Reason: Severe weather warning");

  // The event's calendar file now says so.
  const ics = await (await page.request.get(`/api/events/${event.id}/calendar`)).text();
  expect(ics).toContain("STATUS:CANCELLED");
  expect(ics).toContain("SEQUENCE:2");
});

const HTTP_ONCE = jsOnly("HTTP-level test: runs once, in the js project");

test("the API edits and cancels an event with the same rules", HTTP_ONCE, async ({ request }) => {
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
  const member = await insertUser({ roles: ["Member"] });
  const other = await insertUser({ roles: ["Member"] });
  const { event } = arrange(leader.id, member.id, other.id);
  const headers = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };

  const tooSmall = await request.patch(`/api/events/${event.id}`, { headers, data: { capacity: 1 } });
  expect(tooSmall.status()).toBe(409);
  expect((await tooSmall.json()).error).toContain("2 people already hold a place");
  const noZone = await request.patch(`/api/events/${event.id}`, { headers, data: { startAt: `${year}-07-16T18:30` } });
  expect(noZone.status()).toBe(400);

  const moved = await request.patch(`/api/events/${event.id}`, {
    headers,
    data: { startAt: `${year}-07-16T18:30`, timeZone: "America/Chicago", capacity: 20, whatToBring: "Radio" },
  });
  expect(moved.status()).toBe(200);
  expect(await moved.json()).toMatchObject({
    startAt: `${year}-07-16T23:30:00.000Z`,
    timeZone: "America/Chicago",
    capacity: 20,
    placesLeft: 18,
    notified: 2,
    status: "Scheduled",
  });

  const cancelled = await request.post(`/api/events/${event.id}/cancel`, { headers, data: { reason: "Flooding" } });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: "Cancelled", cancellationReason: "Flooding", notified: 2 });
  const again = await request.post(`/api/events/${event.id}/cancel`, { headers, data: {} });
  expect(again.status()).toBe(409);
  expect((await request.get(`/api/events/${event.id}`)).status()).toBe(200);
});
