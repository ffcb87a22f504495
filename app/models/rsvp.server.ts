import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, rsvps, type RsvpStatus } from "~/db/schema";
import { writeAudit } from "./audit.server";
import type { Actor } from "./content-access.server";
import { ConflictError, NotFoundError } from "./errors.server";
import type { RsvpInput } from "./rsvp.schema";

// Looked up here rather than imported from event.server, which imports this module for the counts.
function findOpenableEvent(eventId: string) {
  return db
    .select({ id: events.id, title: events.title, startAt: events.startAt, chapterName: chapters.name })
    .from(events)
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(and(eq(events.id, eventId), eq(chapters.status, "Approved")))
    .get();
}

export type RsvpCounts = Record<RsvpStatus, number>;

export const emptyCounts = (): RsvpCounts => ({ Confirmed: 0, Maybe: 0, Declined: 0 });

/**
 * Records the user's answer for an upcoming event: one RSVP per user and event, changeable at any
 * time until the event starts. Past events refuse (409); unknown or hidden events are a 404.
 */
export function setRsvp(user: Actor, input: RsvpInput, now = new Date()) {
  const event = findOpenableEvent(input.eventId);
  if (!event) throw new NotFoundError("Event not found");
  if (event.startAt.getTime() < now.getTime()) {
    throw new ConflictError("RSVPs are closed: this event has already started.");
  }
  return db.transaction((tx) => {
    const row = tx
      .insert(rsvps)
      .values({ eventId: event.id, userId: user.id, status: input.status })
      .onConflictDoUpdate({
        target: [rsvps.eventId, rsvps.userId],
        set: { status: input.status, updatedAt: new Date() },
      })
      .returning()
      .get();
    writeAudit(tx, {
      actorId: user.id,
      action: "update_rsvp",
      targetType: "event",
      targetId: event.id,
      metadata: { title: event.title, chapterName: event.chapterName, status: input.status },
    });
    return row;
  });
}

/** Counts per status for each event id (events without RSVPs get zeros). */
export function getRsvpCounts(eventIds: string[]) {
  const counts = new Map<string, RsvpCounts>(eventIds.map((id) => [id, emptyCounts()]));
  if (!eventIds.length) return counts;
  const rows = db
    .select({ eventId: rsvps.eventId, status: rsvps.status, n: sql<number>`count(*)` })
    .from(rsvps)
    .where(inArray(rsvps.eventId, eventIds))
    .groupBy(rsvps.eventId, rsvps.status)
    .all();
  for (const row of rows) counts.get(row.eventId)![row.status] = Number(row.n);
  return counts;
}

/** The user's own answers for these events. */
export function getUserRsvps(userId: string, eventIds: string[]) {
  const mine = new Map<string, RsvpStatus>();
  if (!eventIds.length) return mine;
  const rows = db
    .select({ eventId: rsvps.eventId, status: rsvps.status })
    .from(rsvps)
    .where(and(eq(rsvps.userId, userId), inArray(rsvps.eventId, eventIds)))
    .all();
  for (const row of rows) mine.set(row.eventId, row.status);
  return mine;
}

/** `GET /api/events/{id}/rsvps`: the list of status values (no names: attendance is not public). */
export function listRsvpStatuses(eventId: string): RsvpStatus[] {
  if (!findOpenableEvent(eventId)) throw new NotFoundError("Event not found");
  return db
    .select({ status: rsvps.status })
    .from(rsvps)
    .where(eq(rsvps.eventId, eventId))
    .all()
    .map((r) => r.status);
}
