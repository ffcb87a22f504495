import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, eventSeries, events, messageQueue } from "~/db/schema";
import { drainMessages } from "~/jobs/delivery.server";
import { resetEmailTransport } from "~/messaging/email.server";
import { OutboxSmsProvider } from "~/messaging/sms.server";
import { updateChapter } from "~/models/chapter.server";
import { actorOf } from "../helpers/actor";
import { queuedMail } from "../helpers/queued-mail";
import { mailText, startSmtpSink } from "../helpers/smtp-sink";
import { eventWorld } from "../helpers/event-world";

/**
 * A chapter's zone changed with its upcoming events keeping their clock time (issue 28): each event
 * is at a new moment, so the people who answered are told as for any change of an event's time,
 * through the same notices, queue and worker, here to a real SMTP server on loopback.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  resetEmailTransport();
});

afterAll(async () => {
  resetEmailTransport();
  delete process.env.SMTP_URL;
  await sink.close();
});

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** Before every event below; the change and the RSVPs happen at this moment. */
const now = new Date("2026-12-01T00:00:00Z");
const place = { city: "Austin", state: "TX" };

const arrange = eventWorld({
  person: "Zone Person",
  email: "zn",
  chapter: "Zone Notice C",
  slug: "zone-notice",
  event: "Shelter drill",
});
const person = (settings: Parameters<typeof arrange.person>[1] = {}, phone?: string) =>
  arrange.person(["Member"], settings, phone);

/**
 * An Austin chapter stored in Eastern time (the demo data's old mistake), led by a new leader, with
 * a one-off drill at 7:00 PM Eastern, a weekly class of three dates at 7:00 PM Eastern, a cancelled
 * event and a past one.
 */
async function world() {
  // 7:00 PM EST on Monday 11 January 2027.
  const drillStart = new Date("2027-01-12T00:00:00Z");
  const {
    chapter,
    leader,
    event: drill,
  } = await arrange.world({
    chapter: { timezone: "America/New_York" },
    event: { title: "Shelter drill", startAt: drillStart, endAt: new Date(drillStart.getTime() + 2 * HOUR) },
  });
  const event = (title: string, startAt: Date, extra: Partial<typeof events.$inferInsert> = {}) =>
    db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title,
        locationText: "Fire Station 3",
        startAt,
        endAt: new Date(startAt.getTime() + 2 * HOUR),
        ...extra,
      })
      .returning()
      .get();
  const series = db
    .insert(eventSeries)
    .values({
      chapterId: chapter.id,
      freq: "WEEKLY",
      untilDate: "2027-02-01",
      startLocal: "2027-01-18T19:00",
      timeZone: "America/New_York",
    })
    .returning()
    .get();
  const classes = [0, 1, 2].map((i) =>
    event(`CPR class ${i + 1}`, new Date(new Date("2027-01-19T00:00:00Z").getTime() + i * WEEK), {
      seriesId: series.id,
    }),
  );
  const cancelled = event("Called-off drill", new Date("2027-01-15T00:00:00Z"));
  const past = event("Past drill", new Date("2026-11-20T00:00:00Z"));
  return { chapter, leader, drill, classes, cancelled, past };
}

const answer = (
  user: { id: string },
  event: { id: string; chapterId: string },
  status: "Confirmed" | "Maybe" | "Declined",
) => arrange.answer(user, event, status, now);

const messagesFor = (userId: string) => queuedMail().where(eq(messageQueue.userId, userId)).all();
const eventRow = (id: string) => db.select().from(events).where(eq(events.id, id)).get()!;

describe("a chapter's zone change that keeps events' clock time", () => {
  it("tells everyone who answered each upcoming event, in their language and zone, and the mail is delivered", async () => {
    const { chapter, leader, drill, classes, cancelled, past } = await world();
    // Lives in Austin: their own clock is the chapter's new one.
    const en = await person({ timezone: "America/Chicago" });
    // Reads Spanish, lives in New York, takes SMS.
    const es = await person({ language: "es", timezone: "America/New_York", smsNotifications: true }, "512-555-0142");
    const frDeclined = await person({ language: "fr", timezone: "America/Chicago" });
    const classmate = await person({ timezone: "America/Chicago" });
    answer(en, drill, "Confirmed");
    answer(es, drill, "Maybe");
    answer(frDeclined, drill, "Declined");
    for (const c of classes) answer(classmate, c, "Confirmed");
    // Answered before it was called off: a cancelled event tells nobody.
    const bystander = await person();
    answer(bystander, cancelled, "Confirmed");
    db.update(events)
      .set({ status: "Cancelled", cancellationReason: "Weather" })
      .where(eq(events.id, cancelled.id))
      .run();

    const { peopleTold } = updateChapter(
      actorOf(leader),
      chapter.id,
      { ...place, timezone: "America/Chicago", keepEventTimes: "wallClock" },
      now,
    );
    // Four people told (five notices: one of them by SMS too; the classmate once for three dates).
    expect(peopleTold).toBe(4);

    // Same clock time, one hour later; SEQUENCE raised on every moved event (the cancelled one too).
    expect(eventRow(drill.id).startAt.toISOString()).toBe("2027-01-12T01:00:00.000Z");
    for (const e of [drill, ...classes, cancelled]) expect(eventRow(e.id).sequence).toBe(e.sequence + 1);
    expect(eventRow(past.id).startAt.getTime()).toBe(past.startAt.getTime());

    const [enMail, ...enRest] = messagesFor(en.id);
    expect(enRest).toHaveLength(0);
    expect(enMail).toMatchObject({ channel: "email", kind: "event_changed", subject: "Changed: Shelter drill" });
    expect(enMail!.text).toMatch(/New time: .*January 11, 2027.*7:00.*CST \(was .*January 11, 2027.*7:00.*EST\)/);
    expect(enMail!.text).toContain(
      `${chapter.name} has changed its time zone to Central: Chicago (was Eastern: New York). The event keeps its clock time`,
    );
    // Their clock is the chapter's: no second time.
    expect(enMail!.text).not.toContain("Your time:");
    expect(enMail!.text).toContain(`/events/${drill.id}`);
    expect(enMail!.dedupeKey).toBe(`event-changed:${drill.id}:${drill.sequence + 1}:${en.id}:email`);

    const esMessages = messagesFor(es.id);
    expect(esMessages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const esMail = esMessages.find((m) => m.channel === "email")!;
    expect(esMail.subject).toBe("Cambio: Shelter drill");
    expect(esMail.text).toContain("cambió su zona horaria a Hora Central: Chicago (antes: Hora del Este: New York)");
    // The old time as it read (Eastern), and New York's reading of the new moment (8:00 PM) beside it.
    expect(esMail.text).toMatch(/Nueva hora: .*19:00 – 21:00 GMT-6 \(antes: .*19:00 – 21:00 GMT-5\)/);
    expect(esMail.text).toContain("En tu hora: 20:00 – 22:00 GMT-5");
    const esSms = esMessages.find((m) => m.channel === "sms")!;
    expect(esSms.to).toBe("+15125550142");
    expect(esSms.text).toContain("ha cambiado");

    // Those who had declined are told too, invited to reconsider.
    expect(messagesFor(frDeclined.id)[0]!.text).toContain("Vous aviez décliné");

    // Three dates of a series they answered: one notice, saying it covers the three.
    const classNotices = messagesFor(classmate.id);
    expect(classNotices).toHaveLength(1);
    expect(classNotices[0]!.subject).toBe("Changed: CPR class 1");
    expect(classNotices[0]!.text).toContain("This change applies to 3 dates of the series");

    expect(messagesFor(bystander.id)).toHaveLength(0);

    // Each moved event has its audit entry naming the zone change; the chapter's says how many were told.
    const eventAudits = db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, "update_event"),
          inArray(
            auditLogs.targetId,
            [drill, ...classes].map((e) => e.id),
          ),
        ),
      )
      .all();
    expect(eventAudits).toHaveLength(4);
    for (const a of eventAudits) {
      expect(a.metadata).toMatchObject({ timeZone: { from: "America/New_York", to: "America/Chicago" } });
    }
    const chapterAudit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, chapter.id), eq(auditLogs.action, "update_chapter")))
      .get()!;
    // People, as the page's message counts them: four, though five notices went out.
    expect(chapterAudit.metadata).toMatchObject({ kept: "wallClock", upcomingEvents: 5, notified: 4 });

    // The worker delivers the notices to the SMTP server.
    await drainMessages({ workerId: "zone-notices", sms: new OutboxSmsProvider() });
    const delivered = sink.received.find((m) => m.to.includes(en.email));
    expect(delivered).toBeTruthy();
    expect(mailText(delivered!.raw)).toContain("Subject: Changed: Shelter drill");
    expect(mailText(delivered!.raw)).toContain("has changed its time zone to Central: Chicago");
    expect(queuedMail().where(eq(messageQueue.id, enMail!.id)).get()!.status).toBe("sent");
  });

  it("keeping the moment moves nothing and tells nobody", async () => {
    const { chapter, leader, drill } = await world();
    const m = await person();
    answer(m, drill, "Confirmed");
    const { peopleTold } = updateChapter(
      actorOf(leader),
      chapter.id,
      { ...place, timezone: "America/Chicago", keepEventTimes: "instant" },
      now,
    );
    expect(peopleTold).toBe(0);
    expect(eventRow(drill.id)).toMatchObject({ startAt: drill.startAt, sequence: drill.sequence });
    expect(messagesFor(m.id)).toHaveLength(0);
  });
});
