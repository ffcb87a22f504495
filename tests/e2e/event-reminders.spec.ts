import { and, eq } from "drizzle-orm";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { chapters, eventReminders, messageQueue } from "~/db/schema";
import { runEventReminders } from "~/jobs/event-reminders.server";
import { setRsvp } from "~/models/rsvp.server";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import {
  expect,
  insertEvent,
  insertMembership,
  insertUser,
  signedInLeaderOf,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

/**
 * Event reminders (issue 28 item 6): the leader sets the chapter's lead time on the Edit Chapter
 * form, and when the reminder job runs the confirmed member's reminder goes through the queue and
 * the app server's delivery worker to this worker's loopback SMTP sink.
 */

const HOUR = 3_600_000;

function remindersMailedTo(address: string, title: string) {
  return readSinkMail().filter(
    (m) => m.to.includes(address) && mailText(m.raw).includes(`A reminder that you are coming to "${title}"`),
  );
}

test.describe("event reminders", () => {
  test("a leader sets the reminder lead time on the chapter form, and the reminder reaches the member once", async ({
    page,
  }) => {
    const t = uniqueSlug("rem").replace(/-/g, "");
    const { chapter } = await signedInLeaderOf(page, `Lena Lead ${t}`, {
      name: `Reminder CERT ${t}`,
      city: "Austin",
      state: "TX",
      zip: "78701",
      timezone: "America/Chicago",
    });
    const member = await insertUser({ displayName: `Mo Member ${t}` });
    insertMembership(member.id, chapter.id, "Member");
    // 30 hours out: outside the default 24-hour lead, inside 48.
    const startAt = new Date(Math.floor((Date.now() + 30 * HOUR) / 60_000) * 60_000);
    const title = `Reminder drill ${t}`;
    const event = insertEvent(chapter.id, { title, startAt, locationText: "Station 5" });
    setRsvp(loadActor(member.id)!, { eventId: event.id, status: "Confirmed" });
    const reminderRows = () =>
      db
        .select()
        .from(eventReminders)
        .where(and(eq(eventReminders.eventId, event.id), eq(eventReminders.userId, member.id)))
        .all();

    // With the default lead (24 hours) the job has nothing to send yet.
    runEventReminders();
    expect(reminderRows()).toHaveLength(0);

    await page.goto(`/dashboard/chapters/${chapter.id}/edit`);
    await waitForHydration(page);
    const hours = page.getByLabel("Event reminder (hours before)");
    await expect(hours).toHaveValue("24");
    // A lead time out of range is refused in the page, keeping what was typed; nothing is saved.
    await hours.fill("500");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Reminder hours must be a whole number from 1 to 168")).toBeVisible();
    await expect(hours).toHaveValue("500");
    expect(db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()!.reminderHours).toBe(24);

    await hours.fill("48");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chapters$/);
    expect(db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()!.reminderHours).toBe(48);

    // The job runs (the app server's own run may come first: either way the reminder is recorded once).
    runEventReminders();
    await expect.poll(() => remindersMailedTo(member.email, title).length, { timeout: 20_000 }).toBe(1);
    const mail = mailText(remindersMailedTo(member.email, title)[0]!.raw);
    // The time in the chapter's zone, named.
    expect(mail).toMatch(/When: .* C[SD]T/);
    expect(mail).toContain("Where: Station 5");
    expect(mail).toContain(`/events/${event.id}`);

    // Running again (a restart, the next tick) sends nothing more.
    runEventReminders();
    expect(reminderRows()).toHaveLength(1);
    expect(
      db
        .select()
        .from(messageQueue)
        .where(and(eq(messageQueue.userId, member.id), eq(messageQueue.kind, "event_reminder")))
        .all(),
    ).toHaveLength(1);
  });
});
