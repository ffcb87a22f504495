import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters, eventReminders, messageQueue } from "~/db/schema";
import { runEventReminders } from "~/jobs/event-reminders.server";
import { ChapterUpdateSchema } from "~/models/chapter.schema";
import { updateChapter } from "~/models/chapter.server";
import { cancelEvent, updateEvent } from "~/models/event-change.server";
import { actorOf } from "../helpers/actor";
import { eventWorld } from "../helpers/event-world";
import { queuedMail } from "../helpers/queued-mail";

/**
 * Event reminders (issue 28 item 6): the job runs on an injected clock, so "23 hours before" is a
 * Date passed in, never a wait. Events are in 2030 so the real clock never makes one due.
 */

const HOUR = 3_600_000;
/** The event's start: a Tuesday 7 PM in Chicago (CST, UTC-6). */
const START = new Date("2030-01-15T01:00:00Z");
const hoursBefore = (h: number, start = START) => new Date(start.getTime() - h * HOUR);

const arrange = eventWorld({
  person: "Rita Reminder",
  email: "rem",
  chapter: "Reminder CERT",
  slug: "rem-c",
  event: "Triage drill",
});
const person = (settings: Parameters<typeof arrange.person>[1] = {}, phone?: string) =>
  arrange.person(["Member"], settings, phone);

/** An approved chapter in Chicago's zone, its leader, and one event at START (capacity optional). */
function world(opts: { capacity?: number; reminderHours?: number } = {}) {
  return arrange.world({
    chapter: opts.reminderHours ? { reminderHours: opts.reminderHours } : {},
    event: {
      startAt: START,
      endAt: new Date(START.getTime() + 2 * HOUR),
      whatToBring: "Gloves and water",
      capacity: opts.capacity ?? null,
    },
  });
}

/** Answered 72 hours before the event, on the test's clock. */
const answer = (
  user: { id: string },
  event: { id: string; chapterId: string },
  status: "Confirmed" | "Maybe" | "Declined",
) => arrange.answer(user, event, status, hoursBefore(72));

const remindersTo = (userId: string) =>
  queuedMail()
    .where(and(eq(messageQueue.userId, userId), eq(messageQueue.kind, "event_reminder")))
    .all();

describe("event reminders", () => {
  it("reminds a confirmed member once, when the chapter's lead time is reached, however often the job runs", async () => {
    const { event } = await world();
    const m = await person({ timezone: "America/Chicago" });
    answer(m, event, "Confirmed");

    runEventReminders(hoursBefore(25));
    expect(remindersTo(m.id)).toHaveLength(0);

    runEventReminders(hoursBefore(23));
    const [mail, ...rest] = remindersTo(m.id);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ channel: "email", to: m.email, status: "queued" });
    expect(mail!.subject).toBe(`Reminder: ${event.title}, Jan 14, 2030, 7:00 PM CST`);
    expect(mail!.text).toContain(`A reminder that you are coming to "${event.title}"`);
    expect(mail!.text).toContain("When: Monday, January 14, 2030, 7:00 PM – 9:00 PM CST");
    expect(mail!.text).not.toContain("Your time:");
    expect(mail!.text).toContain("Where: Fire Station 3");
    expect(mail!.text).toContain("What to bring: Gloves and water");
    expect(mail!.text).toContain(`/events/${event.id}`);
    expect(mail!.dedupeKey).toBe(`event-reminder:${event.id}:${m.id}:${START.getTime()}:email`);

    // Later runs, and several at once (a restart, a second process), find the reminder recorded.
    runEventReminders(hoursBefore(22));
    await Promise.all([hoursBefore(2), hoursBefore(2), hoursBefore(1)].map((at) => runEventReminders(at)));
    expect(remindersTo(m.id)).toHaveLength(1);
    const rows = db.select().from(eventReminders).where(eq(eventReminders.eventId, event.id)).all();
    expect(rows).toMatchObject([{ userId: m.id, startAt: START }]);
    // Once it has started, nobody new is reminded.
    const late = await person();
    answer(late, event, "Confirmed");
    runEventReminders(new Date(START.getTime() + 60_000));
    expect(remindersTo(late.id)).toHaveLength(0);
  });

  it("follows the chapter's own lead time", async () => {
    const { event } = await world({ reminderHours: 48 });
    const m = await person();
    answer(m, event, "Confirmed");
    runEventReminders(hoursBefore(49));
    expect(remindersTo(m.id)).toHaveLength(0);
    runEventReminders(hoursBefore(47));
    expect(remindersTo(m.id)).toHaveLength(1);
  });

  it("sends nothing for a cancelled event, nor to those who declined, said maybe, wait for a place or turned reminders off", async () => {
    const { event } = await world({ capacity: 1 });
    const [holder, waiting, maybe, declined, optedOut] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person({ eventReminders: false }),
    ];
    answer(holder, event, "Confirmed");
    answer(waiting, event, "Confirmed"); // capacity 1: on the waitlist
    answer(maybe, event, "Maybe");
    answer(declined, event, "Confirmed");
    answer(declined, event, "Declined");

    const second = await world();
    answer(optedOut, second.event, "Confirmed");
    runEventReminders(hoursBefore(23));
    expect(remindersTo(holder.id)).toHaveLength(1);
    for (const p of [waiting, maybe, declined, optedOut]) expect(remindersTo(p.id)).toHaveLength(0);

    // Cancelled before its reminder: the people holding a place hear of the cancellation, not a reminder.
    const third = await world();
    const coming = await person();
    answer(coming, third.event, "Confirmed");
    cancelEvent(actorOf(third.leader), third.event.id, { reason: "Ice storm" }, hoursBefore(30));
    runEventReminders(hoursBefore(23));
    runEventReminders(hoursBefore(1));
    expect(remindersTo(coming.id)).toHaveLength(0);
  });

  it("reminds again when the event is rescheduled, for its new time", async () => {
    const { event, leader } = await world();
    const m = await person();
    answer(m, event, "Confirmed");
    runEventReminders(hoursBefore(23));
    expect(remindersTo(m.id)).toHaveLength(1);

    const moved = new Date(START.getTime() + 48 * HOUR);
    updateEvent(
      actorOf(leader),
      event.id,
      { startAt: moved, endAt: new Date(moved.getTime() + HOUR) },
      hoursBefore(22),
    );
    runEventReminders(hoursBefore(20));
    expect(remindersTo(m.id)).toHaveLength(1);
    runEventReminders(hoursBefore(23, moved));
    runEventReminders(hoursBefore(22, moved));
    const reminders = remindersTo(m.id);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.subject).toBe(`Reminder: ${event.title}, Jan 16, 2030, 7:00 PM CST`);
    expect(reminders[1]!.dedupeKey).toBe(`event-reminder:${event.id}:${m.id}:${moved.getTime()}:email`);
  });

  it("texts those who opted in to SMS, in their language and with their own clock beside the chapter's", async () => {
    const { event } = await world();
    const es = await person({ language: "es", timezone: "America/New_York", smsNotifications: true }, "512-555-0142");
    const phoneOnly = await person({ language: "fr" }, "512-555-0143");
    answer(es, event, "Confirmed");
    answer(phoneOnly, event, "Confirmed");
    runEventReminders(hoursBefore(23));

    const esMessages = remindersTo(es.id);
    expect(esMessages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const esMail = esMessages.find((m) => m.channel === "email")!;
    expect(esMail.subject).toMatch(/^Recordatorio: /);
    expect(esMail.text).toContain(`Te recordamos que vienes a «${event.title}»`);
    // The chapter's clock (Chicago), then theirs (New York), each with its zone.
    expect(esMail.text).toMatch(/19:00.*(CST|GMT-6)/);
    expect(esMail.text).toMatch(/En tu hora: .*20:00.*(EST|GMT-5)/);
    const sms = esMessages.find((m) => m.channel === "sms")!;
    expect(sms.to).toBe("+15125550142");
    expect(sms.text).toMatch(/^Recordatorio de Reminder CERT/);
    expect(sms.text).toMatch(/(CST|GMT-6)/);
    expect(sms.dedupeKey).toBe(`event-reminder:${event.id}:${es.id}:${START.getTime()}:sms`);

    // A phone on file without the SMS choice: email only, and no text if the email fails.
    const fr = remindersTo(phoneOnly.id);
    expect(fr.map((m) => m.channel)).toEqual(["email"]);
    expect(fr[0]!.subject).toMatch(/^Rappel : /);
    const fallback = db
      .select({ fallback: messageQueue.fallback })
      .from(messageQueue)
      .where(eq(messageQueue.id, fr[0]!.id))
      .get();
    expect(fallback?.fallback).toBeNull();
  });
});

describe("the chapter's reminder lead time", () => {
  it("is saved by the chapter's leader and audited; blank keeps it", async () => {
    const { chapter, leader } = await world();
    const input = ChapterUpdateSchema.parse({
      city: "Austin",
      state: "TX",
      timezone: "America/Chicago",
      reminderHours: "36",
    });
    expect(input.reminderHours).toBe(36);
    updateChapter(actorOf(leader), chapter.id, input);
    const saved = () =>
      db.select({ h: chapters.reminderHours }).from(chapters).where(eq(chapters.id, chapter.id)).get()!.h;
    expect(saved()).toBe(36);
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, chapter.id), eq(auditLogs.action, "update_chapter")))
      .get()!;
    expect(audit.metadata).toMatchObject({ reminderHours: { from: 24, to: 36 } });
    updateChapter(
      actorOf(leader),
      chapter.id,
      ChapterUpdateSchema.parse({ city: "Austin", state: "TX", timezone: "America/Chicago" }),
    );
    expect(saved()).toBe(36);
  });

  it("must be a whole number of hours from 1 to 168", () => {
    for (const bad of ["0", "169", "1.5", "abc", "-3"]) {
      const result = ChapterUpdateSchema.safeParse({ city: "Austin", state: "TX", reminderHours: bad });
      expect(result.success, bad).toBe(false);
      if (!result.success) {
        expect(result.error.flatten().fieldErrors.reminderHours).toEqual([
          "Reminder hours must be a whole number from 1 to 168",
        ]);
      }
    }
    expect(ChapterUpdateSchema.parse({ city: "Austin", state: "TX", reminderHours: "168" }).reminderHours).toBe(168);
  });
});
