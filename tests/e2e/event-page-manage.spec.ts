import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events } from "~/db/schema";
import {
  expect,
  insertChapter,
  insertMembership,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

/**
 * The event page (/events/:id) leads those who may manage the event (rule "event.manage": the
 * chapter's leaders, admins) to its Edit and Cancel pages; nobody else sees those links (issue 28).
 */

const DAY = 24 * 3_600_000;

function chapterWithEvent(t: string, startAt = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000)) {
  const chapter = insertChapter({ name: `Manage CERT ${t}` });
  db.update(chapters).set({ timezone: "America/Chicago" }).where(eq(chapters.id, chapter.id)).run();
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: `Manage drill ${t}`,
      startAt,
      endAt: new Date(startAt.getTime() + 2 * 3_600_000),
      locationText: "Station 4",
    })
    .returning()
    .get();
  return { chapter, event };
}

test.describe("managing an event from its page", () => {
  test("the chapter's leader follows Edit and Cancel from the event page; once cancelled, neither is offered", async ({
    page,
  }) => {
    const t = uniqueSlug("mg").replace(/-/g, "");
    const { chapter, event } = chapterWithEvent(t);
    const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Mia Manager ${t}`);
    insertMembership(leader.id, chapter.id, "Leader");

    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    const manage = page.getByTestId("event-manage");
    await manage.getByRole("link", { name: `Edit ${event.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/edit$`));
    await expect(page.getByRole("heading", { level: 1, name: `Edit “${event.title}”` })).toBeVisible();

    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await page
      .getByTestId("event-manage")
      .getByRole("link", { name: `Cancel ${event.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/cancel$`));
    await expect(page.getByRole("heading", { level: 1, name: `Cancel “${event.title}”` })).toBeVisible();
    await page.getByLabel("Reason (optional)").fill("Ice on the roads");
    await page.getByRole("button", { name: "Cancel Event", exact: true }).click();
    // Done, back on the event's page, which now says it is canceled.
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByText("This event has been canceled.")).toBeVisible();
    expect(db.select().from(events).where(eq(events.id, event.id)).get()!.status).toBe("Cancelled");

    await page.reload();
    await expect(page.getByText("This event has been canceled.")).toBeVisible();
    await expect(page.getByTestId("event-manage")).toHaveCount(0);
  });

  test("Back and Keep Event on the Cancel page lead to the event's page, from its page or from Edit", async ({
    page,
  }) => {
    const t = uniqueSlug("mk").replace(/-/g, "");
    const { chapter, event } = chapterWithEvent(t);
    const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Kai Keeper ${t}`);
    insertMembership(leader.id, chapter.id, "Leader");
    const status = () => db.select().from(events).where(eq(events.id, event.id)).get()!.status;

    // From the event's page: Keep Event goes back there, and nothing is canceled.
    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await page
      .getByTestId("event-manage")
      .getByRole("link", { name: `Cancel ${event.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/cancel$`));
    await page.getByRole("link", { name: "Keep Event" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    expect(status()).toBe("Scheduled");

    // From the Edit page: Back (to the event) leads to the event's page too, not back into the form.
    await page.goto(`/dashboard/events/${event.id}/edit`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Cancel ${event.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/cancel$`));
    await page.getByRole("link", { name: "Back to the event" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    expect(status()).toBe("Scheduled");
  });

  test("a past event offers Edit (a correction) but not Cancel; members of the chapter see neither", async ({
    page,
  }) => {
    const t = uniqueSlug("mp").replace(/-/g, "");
    const { chapter, event } = chapterWithEvent(t, new Date(Math.floor((Date.now() - 2 * DAY) / 60_000) * 60_000));
    const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Pat Past ${t}`);
    insertMembership(leader.id, chapter.id, "Leader");
    await page.goto(`/events/${event.id}`);
    const manage = page.getByTestId("event-manage");
    await expect(manage.getByRole("link", { name: `Edit ${event.title}` })).toHaveAttribute(
      "href",
      `/dashboard/events/${event.id}/edit`,
    );
    await expect(manage.getByRole("link", { name: `Cancel ${event.title}` })).toHaveCount(0);

    // The leader is done: a member signs in on the same browser (a new session cookie replaces the leader's).
    const member = await signedInUser(page, ["Member"], `Max Member ${t}`);
    insertMembership(member.id, chapter.id, "Member");
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByTestId("event-manage")).toHaveCount(0);
  });
});
