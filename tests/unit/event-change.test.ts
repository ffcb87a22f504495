import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, events, messageQueue, rsvps } from "~/db/schema";
import { formatAuditEntry } from "~/models/audit-format";
import { serverT } from "~/i18n/catalogue.server";
import { cancelEvent, updateEvent } from "~/models/event-change.server";
import { EventEditFormSchema, EventPatchApiSchema, eventChangesFromForm } from "~/models/event.schema";
import { getVisibleEvent, listUpcomingEventsForChapter } from "~/models/event.server";
import { buildChapterCalendar, buildEventCalendar } from "~/utils/ics.server";
import { actorOf, refusal } from "../helpers/actor";
import { eventWorld } from "../helpers/event-world";
import { queuedMail } from "../helpers/queued-mail";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Now plus `ms`, on a whole minute (calendar files carry seconds, not milliseconds). */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);

const arrange = eventWorld({
  person: "Person",
  email: "chg",
  chapter: "Change C",
  slug: "chg-c",
  event: "Shelter drill",
});
const { person, answer } = arrange;

/** An approved chapter in Chicago's zone, led by a new leader, with one event two days out. */
const world = (capacity: number | null = null) =>
  arrange.world({
    leaderRoles: ["ChapterLeader", "Member"],
    event: { startAt: fromNow(2 * DAY), endAt: fromNow(2 * DAY + 2 * HOUR), capacity },
  });

const messagesFor = (userId: string) => queuedMail().where(eq(messageQueue.userId, userId)).all();
const eventRow = (id: string) => db.select().from(events).where(eq(events.id, id)).get()!;

describe("who may change an event", () => {
  it("lets the chapter's leaders and admins edit and cancel; refuses other leaders and members", async () => {
    const { event, leader } = await world();
    const otherLeader = await person(["ChapterLeader", "Member"]);
    const member = await person();
    const admin = await person(["GlobalAdmin", "Member"]);
    for (const outsider of [otherLeader, member]) {
      const e = refusal(() => updateEvent(actorOf(outsider), event.id, { title: "Hijacked" }));
      expect(e.status).toBe(403);
      expect(refusal(() => cancelEvent(actorOf(outsider), event.id, {})).status).toBe(403);
    }
    expect(eventRow(event.id).title).toBe(event.title);
    expect(updateEvent(actorOf(leader), event.id, { title: "Shelter drill (leader)" }).changed).toEqual(["title"]);
    expect(updateEvent(actorOf(admin), event.id, { title: "Shelter drill (admin)" }).changed).toEqual(["title"]);
    expect(refusal(() => updateEvent(actorOf(admin), "no-such-event", { title: "x" })).status).toBe(404);
  });
});

describe("editing an event", () => {
  it("edits every field, raises SEQUENCE for what calendars show, and audits naming the event", async () => {
    const { event, leader } = await world();
    const out = updateEvent(actorOf(leader), event.id, {
      title: "Search and rescue basics",
      description: "Bring gloves",
      capacity: 30,
      whatToBring: "Gloves, water",
      openToNetwork: true,
    });
    expect(out.changed.sort()).toEqual(["capacity", "description", "openToNetwork", "title", "whatToBring"]);
    const row = eventRow(event.id);
    expect(row).toMatchObject({
      title: "Search and rescue basics",
      description: "Bring gloves",
      capacity: 30,
      whatToBring: "Gloves, water",
      openToNetwork: true,
      sequence: 1,
    });
    // Capacity and what to bring are not on a calendar: no new SEQUENCE for them alone.
    updateEvent(actorOf(leader), event.id, { capacity: 40, whatToBring: "Water" });
    expect(eventRow(event.id).sequence).toBe(1);
    // Saving the same values changes nothing and writes nothing.
    expect(updateEvent(actorOf(leader), event.id, { title: "Search and rescue basics" }).changed).toEqual([]);
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, event.id), eq(auditLogs.action, "update_event")))
      .all();
    expect(audit).toHaveLength(2);
    const sentence = formatAuditEntry({ ...audit[0]!, actorName: "Lee Leader" }, { t: serverT("en"), lang: "en" });
    expect(sentence).toContain("updated the event “Search and rescue basics”");
    expect(sentence).toContain("Change C");
  });

  it("refuses an end before the start, keeping the event as it was", async () => {
    const { event, leader } = await world();
    const e = refusal(() =>
      updateEvent(actorOf(leader), event.id, { endAt: new Date(event.startAt.getTime() - HOUR) }),
    );
    expect(e.status).toBe(400);
    expect(e.fieldErrors?.endAt).toBeTruthy();
    expect(eventRow(event.id).endAt?.getTime()).toBe(event.endAt!.getTime());
  });

  it("refuses a capacity below the places held, and gives new places to the waitlist in order", async () => {
    const { event, leader } = await world(2);
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    for (const p of [a, b, c, d]) answer(p, event, "Confirmed");
    const e = refusal(() => updateEvent(actorOf(leader), event.id, { capacity: 1 }));
    expect(e.status).toBe(409);
    expect(e.message).toBe(
      "2 people already hold a place: the capacity cannot be lower than that. Ask some of them to change their answer first.",
    );
    expect(e.text?.key).toBe(
      "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first",
    );
    expect(eventRow(event.id).capacity).toBe(2);
    // Raised by one: the first person waiting (c) gets the place, d still waits.
    const out = updateEvent(actorOf(leader), event.id, { capacity: 3 });
    expect(out.promoted.map((p) => p.userId)).toEqual([c.id]);
    const waiting = db
      .select({ userId: rsvps.userId })
      .from(rsvps)
      .where(eq(rsvps.eventId, event.id))
      .all()
      .filter((r) => r.userId === d.id);
    expect(waiting).toHaveLength(1);
    // No limit: everyone left waiting gets a place.
    expect(updateEvent(actorOf(leader), event.id, { capacity: null }).promoted.map((p) => p.userId)).toEqual([d.id]);
  });

  it("tells everyone who answered about a new time, once, in their language and zone, by SMS when opted in", async () => {
    const { event, leader } = await world();
    const en = await person(["Member"], { timezone: "America/Chicago" });
    const es = await person(
      ["Member"],
      { language: "es", timezone: "America/New_York", smsNotifications: true },
      "512-555-0100",
    );
    const declined = await person(["Member"], { language: "fr", timezone: "America/Chicago" });
    answer(en, event, "Confirmed");
    answer(es, event, "Maybe");
    answer(declined, event, "Declined");
    const newStart = new Date(event.startAt.getTime() + DAY);
    const out = updateEvent(actorOf(leader), event.id, {
      startAt: newStart,
      endAt: new Date(newStart.getTime() + HOUR),
    });
    expect(out.notified).toBe(4); // three emails and one SMS
    expect(eventRow(event.id).sequence).toBe(1);

    const [enMail] = messagesFor(en.id);
    expect(enMail).toMatchObject({ channel: "email", subject: `Changed: ${event.title}`, kind: "event_changed" });
    expect(enMail!.text).toMatch(/New time: .*(CST|CDT) \(was .*(CST|CDT)\)/);
    expect(enMail!.text).not.toContain("Your time:");
    expect(enMail!.text).toContain("Where: Fire Station 3");

    const esMessages = messagesFor(es.id);
    expect(esMessages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const esMail = esMessages.find((m) => m.channel === "email")!;
    expect(esMail.subject).toBe(`Cambio: ${event.title}`);
    expect(esMail.text).toContain("Nueva hora:");
    // Their own clock (New York) reads differently from the chapter's (Chicago): shown too.
    expect(esMail.text).toMatch(/En tu hora: .*(EST|EDT|GMT-5|GMT-4)/);
    const esSms = esMessages.find((m) => m.channel === "sms")!;
    expect(esSms.to).toBe("+15125550100");
    expect(esSms.text).toContain("ha cambiado");

    const frMail = messagesFor(declined.id)[0]!;
    expect(frMail.text).toContain("Vous aviez décliné");

    // The same change again (same SEQUENCE) queues nothing: one notice per change, per person, per channel.
    expect(
      new Set(
        queuedMail()
          .where(eq(messageQueue.kind, "event_changed"))
          .all()
          .map((m) => m.dedupeKey),
      ).size,
    ).toBe(queuedMail().where(eq(messageQueue.kind, "event_changed")).all().length);
    // A second change is a new notice.
    updateEvent(actorOf(leader), event.id, { locationText: "Community Center" });
    const second = messagesFor(en.id);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain("New place: Community Center (was Fire Station 3)");
    expect(second[1]!.dedupeKey).toBe(`event-changed:${event.id}:2:${en.id}:email`);
  });

  it("tells nobody about a correction to a past event, and nobody when only the title changes", async () => {
    const { event, leader } = await world();
    const m = await person();
    answer(m, event, "Confirmed");
    expect(updateEvent(actorOf(leader), event.id, { title: "Renamed drill" }).notified).toBe(0);
    const later = new Date(event.startAt.getTime() + 10 * DAY);
    expect(updateEvent(actorOf(leader), event.id, { locationText: "Annex" }, later).notified).toBe(0);
    expect(messagesFor(m.id)).toHaveLength(0);
  });
});

describe("cancelling an event", () => {
  it("marks it Cancelled with the reason, tells those coming (not those who declined), and closes RSVPs", async () => {
    const { event, leader, chapter } = await world();
    const coming = await person();
    const maybe = await person(["Member"], { language: "fr", smsNotifications: true }, "+33612345678");
    const no = await person();
    answer(coming, event, "Confirmed");
    answer(maybe, event, "Maybe");
    answer(no, event, "Declined");
    const out = cancelEvent(actorOf(leader), event.id, { reason: "Severe weather warning" });
    expect(out.notified).toBe(3);
    expect(eventRow(event.id)).toMatchObject({
      status: "Cancelled",
      cancellationReason: "Severe weather warning",
      sequence: 1,
    });
    const mail = messagesFor(coming.id)[0]!;
    expect(mail.subject).toBe(`Canceled: ${event.title}`);
    expect(mail.text).toContain("Reason: Severe weather warning");
    expect(mail.text).toMatch(/(CST|CDT)/);
    const frSms = messagesFor(maybe.id).find((m) => m.channel === "sms")!;
    expect(frSms.text).toContain("ANNULÉ : Severe weather warning");
    expect(messagesFor(no.id)).toHaveLength(0);

    expect(refusal(() => answer(no, event, "Confirmed")).message).toBe("RSVPs are closed: this event was canceled.");
    expect(refusal(() => cancelEvent(actorOf(leader), event.id, {})).status).toBe(409);
    expect(refusal(() => updateEvent(actorOf(leader), event.id, { title: "Back on" })).status).toBe(409);

    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, event.id), eq(auditLogs.action, "cancel_event")))
      .get()!;
    const sentence = formatAuditEntry({ ...audit, actorName: "Lee" }, { t: serverT("en"), lang: "en" });
    expect(sentence).toContain(`Lee canceled the event “${event.title}”`);
    expect(sentence).toContain(chapter.name);
    expect(sentence).toContain("Severe weather warning");
  });

  it("refuses to cancel an event that has started", async () => {
    const { event, leader } = await world();
    const e = refusal(() => cancelEvent(actorOf(leader), event.id, {}, new Date(event.startAt.getTime() + HOUR)));
    expect(e).toMatchObject({ status: 409, message: "This event has already started: it can no longer be canceled." });
    expect(eventRow(event.id).status).toBe("Scheduled");
  });
});

describe("calendars follow the event (parsed back by ical.js)", () => {
  const parsed = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => ({
      uid: v.getFirstPropertyValue("uid"),
      sequence: Number(v.getFirstPropertyValue("sequence")),
      status: v.getFirstPropertyValue("status"),
      start: (v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    }));

  it("keeps the UID, raises SEQUENCE on a reschedule and says CANCELLED in the event file and the chapter feed", async () => {
    const { event, leader, chapter } = await world();
    const before = parsed(buildEventCalendar(getVisibleEvent(event.id)!, "https://cert.example"))[0]!;
    const moved = new Date(event.startAt.getTime() + 2 * HOUR);
    updateEvent(actorOf(leader), event.id, { startAt: moved, endAt: new Date(moved.getTime() + HOUR) });
    const after = parsed(buildEventCalendar(getVisibleEvent(event.id)!, "https://cert.example"))[0]!;
    expect(after).toMatchObject({ uid: before.uid, sequence: before.sequence + 1, status: "CONFIRMED" });
    expect(after.start).toBe(moved.toISOString());
    cancelEvent(actorOf(leader), event.id, { reason: "Weather" });
    const feed = parsed(
      buildChapterCalendar(chapter, listUpcomingEventsForChapter(chapter.id), "https://cert.example"),
    );
    expect(feed).toEqual([
      { uid: before.uid, sequence: before.sequence + 2, status: "CANCELLED", start: moved.toISOString() },
    ]);
  });
});

describe("edit payloads", () => {
  it("reads the form's wall-clock times in the chapter's zone", () => {
    const parsed = EventEditFormSchema.parse({
      title: "Drill",
      startAt: "2026-12-21T09:00",
      endAt: "2026-12-21T11:00",
      location: "Hall",
      capacity: "12",
    });
    const changes = eventChangesFromForm(parsed, "America/Chicago");
    expect(changes.startAt?.toISOString()).toBe("2026-12-21T15:00:00.000Z");
    expect(changes).toMatchObject({ capacity: 12, openToNetwork: false, whatToBring: null, description: null });
  });

  it("takes only the fields sent in a PATCH; null clears; no zone means a 400", () => {
    expect(EventPatchApiSchema.parse({ capacity: null, endAt: null })).toEqual({ capacity: null, endAt: null });
    expect(
      EventPatchApiSchema.parse({ startAt: "2026-12-21T09:00", timeZone: "America/Denver" }).startAt?.toISOString(),
    ).toBe("2026-12-21T16:00:00.000Z");
    expect(EventPatchApiSchema.safeParse({ startAt: "2026-12-21T09:00" }).success).toBe(false);
    expect(EventPatchApiSchema.safeParse({}).error?.issues[0]?.message).toBe("Send at least one field to change");
  });
});
