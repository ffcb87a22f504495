import { eq } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { can } from "~/access/rules.server";
import { selectWithChapter } from "~/db/query.server";
import { chapters, events } from "~/db/schema";
import { checkInWindow } from "./attendance.server";
import { eventColumns } from "./event-columns.server";
import { getEventRoster } from "./event-roster.server";
import { emptyCounts, getRsvpCounts, getUserRsvps, getUserWaitlistPositions, getWaitlistCounts } from "./rsvp.server";

/**
 * One event's page (`/events/:id`): the event, where its places stand, the viewer's own answer, what
 * they may do on it, and for its chapter's leaders who is coming. Who may see it is the
 * `event.view` rule: a visitor or a member of another chapter who may not gets the same "not found"
 * as for an id that does not exist, so the page never tells them such an event is there.
 */
export function getEventPage(actor: Actor | null, eventId: string, now = new Date()) {
  const event =
    selectWithChapter(events, { ...eventColumns, chapterStatus: chapters.status })
      .where(eq(events.id, eventId))
      .get() ?? null;
  if (!event || !can(actor, "event.view", event)) throw notFound("Event not found");
  const ids = [event.id];
  const counts = getRsvpCounts(ids).get(event.id) ?? emptyCounts();
  const isUpcoming = event.startAt.getTime() >= now.getTime();
  const window = checkInWindow(event, now);
  const cancelled = event.status === "Cancelled";
  return {
    event,
    isUpcoming,
    counts,
    waitlistCount: getWaitlistCounts(ids).get(event.id) ?? 0,
    placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - counts.Confirmed),
    myRsvp: actor ? (getUserRsvps(actor.id, ids).get(event.id) ?? null) : null,
    myWaitlistPosition: actor ? (getUserWaitlistPositions(actor.id, ids).get(event.id) ?? null) : null,
    /** Whether the viewer may answer at all (the rule); answers close when the event starts. */
    mayRsvp: !!actor && can(actor, "event.rsvp", event),
    rsvpOpen: isUpcoming && !cancelled,
    /** Self check-in runs from the start to the end, for the chapter's approved members. */
    checkInOpen: window.open && !cancelled && !!actor && can(actor, "attendance.checkIn", event.chapterId),
    roster: actor && can(actor, "event.roster", event.chapterId) ? getEventRoster(actor, event.id) : null,
    /** The chapter's leaders and admins ("event.manage") get the way to edit it and, before it starts, cancel it. */
    mayEdit: !cancelled && !!actor && can(actor, "event.manage", event.chapterId),
    mayCancel: isUpcoming && !cancelled && !!actor && can(actor, "event.manage", event.chapterId),
  };
}
export type EventPage = ReturnType<typeof getEventPage>;
