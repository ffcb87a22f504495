import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { selectWithChapter, selectWithUser } from "~/db/query.server";
import { chapters, events, rsvps, userSettings, users, type RsvpStatus } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { writeAudit } from "./audit.server";
import type { RosterAudience, RosterMessage } from "./event-roster.schema";
import { queueMail } from "./mail.server";

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
  /** Their saved language (null: never chosen, English): the product's text of an email to them is in it. */
  language: Lang | null;
}

/** One event with its chapter's name, status and time zone (the roster and attendance pages), or null. */
export function findEventWithChapter(eventId: string) {
  return (
    selectWithChapter(events, {
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      locationText: events.locationText,
      capacity: events.capacity,
      chapterId: events.chapterId,
      chapterName: chapters.name,
      chapterStatus: chapters.status,
      chapterTimeZone: chapters.timezone,
    })
      .where(eq(events.id, eventId))
      .get() ?? null
  );
}

function requireRosterEvent(actor: Actor, eventId: string) {
  const event = findEventWithChapter(eventId);
  if (!event) throw notFound("Event not found.");
  assertCan(actor, "event.roster", event.chapterId, "Only this chapter's leaders can see who is coming.");
  return event;
}

export function getEventRoster(actor: Actor, eventId: string) {
  const event = requireRosterEvent(actor, eventId);
  const rows = selectWithUser(rsvps, {
    userId: users.id,
    displayName: users.displayName,
    email: users.email,
    phone: users.phone,
    status: rsvps.status,
    waitlistedAt: rsvps.waitlistedAt,
    createdAt: rsvps.createdAt,
    respondedAt: rsvps.updatedAt,
    language: userSettings.language,
  })
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
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
    language: r.language ?? null,
  }));
  const counts = {
    going: roster.filter((r) => r.status === "Confirmed" && r.waitlistPosition === null).length,
    waitlist: position,
    maybe: roster.filter((r) => r.status === "Maybe").length,
    declined: roster.filter((r) => r.status === "Declined").length,
  };
  return { event, roster, counts };
}

/** The roster file's header row, in the language of whoever downloads it. */
export function rosterCsvHeader(t: TFunction) {
  return [
    t("content.roster.name"),
    t("content.roster.email"),
    t("content.roster.phone"),
    t("content.roster.response"),
    t("content.roster.csv.waitlistPosition"),
    t("content.roster.csv.respondedAt"),
  ];
}

// The file names the answer as stored (Confirmed, Maybe, Declined), in the reader's language.
const CSV_STATUS_KEYS = {
  Confirmed: "content.roster.csv.Confirmed",
  Maybe: "content.roster.csv.Maybe",
  Declined: "content.roster.csv.Declined",
} as const;

export function rosterCsvRows(roster: RosterRow[], t: TFunction) {
  return roster.map((r) => [
    r.displayName,
    r.email,
    r.phone ?? "",
    r.waitlistPosition ? t("content.roster.csv.waitlist") : t(CSV_STATUS_KEYS[r.status]),
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
 * One attendee's copy of a leader's message: the leader's subject and text as written, the product's
 * signature line in the recipient's own language.
 */
export function rosterMessageMail(
  event: { title: string; chapterName: string },
  sender: { displayName: string },
  message: Pick<RosterMessage, "subject" | "body">,
  to: Pick<RosterRow, "email" | "language">,
) {
  const t = serverT(to.language ?? "en");
  const signature = t("content.email.rosterSignature", { sender: sender.displayName, title: event.title });
  return {
    to: to.email,
    subject: `[${event.chapterName}] ${message.subject}`,
    text: `${message.body}\n\n--\n${signature}`,
  };
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
  const sent = await queueMail(
    recipients.map((r) => ({
      ...rosterMessageMail(event, actor, message, r),
      kind: "event_message",
      // Their copy goes with their account (decision 030 deletes the queue's rows by user).
      userId: r.userId,
      dedupeKey: `event-message:${batch}:${r.userId}`,
    })),
  );
  return { sent };
}
