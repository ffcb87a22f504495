import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { chapters, events, rsvps, users, type RsvpStatus } from "~/db/schema";
import { writeAudit } from "./audit.server";
import type { RosterAudience, RosterMessage } from "./event-roster.schema";
import { sendMail } from "./mail.server";

/**
 * An event's roster for its chapter's leaders (and admins): who answered, with the contact details
 * a leader needs to reach them, the counts, and a message to them by email through the outbox.
 */

export interface RosterRow {
  userId: string;
  displayName: string;
  email: string;
  phone: string | null;
  status: RsvpStatus;
  /** Place on the waitlist (1 = next), or null when holding a place or not Confirmed. */
  waitlistPosition: number | null;
  respondedAt: Date;
}

function requireRosterEvent(actor: Actor, eventId: string) {
  const event = db
    .select({
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      locationText: events.locationText,
      capacity: events.capacity,
      chapterId: events.chapterId,
      chapterName: chapters.name,
      chapterTimeZone: chapters.timezone,
    })
    .from(events)
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, eventId))
    .get();
  if (!event) throw notFound("Event not found.");
  assertCan(actor, "event.roster", event.chapterId, "Only this chapter's leaders can see who is coming.");
  return event;
}

export function getEventRoster(actor: Actor, eventId: string) {
  const event = requireRosterEvent(actor, eventId);
  const rows = db
    .select({
      userId: users.id,
      displayName: users.displayName,
      email: users.email,
      phone: users.phone,
      status: rsvps.status,
      waitlistedAt: rsvps.waitlistedAt,
      createdAt: rsvps.createdAt,
      respondedAt: rsvps.updatedAt,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(eq(rsvps.eventId, event.id))
    .orderBy(
      sql`case ${rsvps.status} when 'Confirmed' then 0 when 'Maybe' then 1 else 2 end`,
      sql`${rsvps.waitlistedAt} is not null`,
      asc(rsvps.waitlistedAt),
      asc(users.displayName),
    )
    .all();
  let position = 0;
  const roster: RosterRow[] = rows.map((r) => ({
    userId: r.userId,
    displayName: r.displayName,
    email: r.email,
    phone: r.phone,
    status: r.status,
    waitlistPosition: r.waitlistedAt ? ++position : null,
    respondedAt: r.respondedAt,
  }));
  const counts = {
    going: roster.filter((r) => r.status === "Confirmed" && r.waitlistPosition === null).length,
    waitlist: position,
    maybe: roster.filter((r) => r.status === "Maybe").length,
    declined: roster.filter((r) => r.status === "Declined").length,
  };
  return { event, roster, counts };
}

export const ROSTER_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Response",
  "Waitlist position",
  "Responded at (UTC)",
] as const;

export function rosterCsvRows(roster: RosterRow[]) {
  return roster.map((r) => [
    r.displayName,
    r.email,
    r.phone ?? "",
    r.waitlistPosition ? "Waitlist" : r.status,
    r.waitlistPosition ? String(r.waitlistPosition) : "",
    r.respondedAt.toISOString(),
  ]);
}

function inAudience(r: RosterRow, audience: RosterAudience) {
  if (audience === "waitlist") return r.waitlistPosition !== null;
  if (r.waitlistPosition !== null) return false;
  return r.status === "Confirmed" || (audience === "going_maybe" && r.status === "Maybe");
}

/**
 * Emails the chosen attendees through the outbox, one message each. Returns how many were
 * accepted: 0 when nobody is in that group (then nothing is sent and the page says so).
 */
export async function messageEventAttendees(actor: Actor, eventId: string, message: RosterMessage) {
  const { event, roster } = getEventRoster(actor, eventId);
  const recipients = roster.filter((r) => inAudience(r, message.audience));
  if (!recipients.length) return { sent: 0 };
  const batch = randomUUID();
  db.transaction((tx) => {
    writeAudit(tx, {
      actorId: actor.id,
      action: "message_event_attendees",
      targetType: "event",
      targetId: event.id,
      metadata: {
        title: event.title,
        chapterName: event.chapterName,
        audience: message.audience,
        recipients: recipients.length,
      },
    });
  });
  const sent = await sendMail(
    recipients.map((r) => ({
      to: r.email,
      subject: `[${event.chapterName}] ${message.subject}`,
      text: `${message.body}\n\n--\nSent by ${actor.displayName} to people who answered "${event.title}" on CERT Chapters.`,
      kind: "event_message",
      dedupeKey: `event-message:${batch}:${r.userId}`,
    })),
  );
  return { sent };
}
