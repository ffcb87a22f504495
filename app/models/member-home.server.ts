import { and, asc, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { selectWithChapter } from "~/db/query.server";
import { chapters, events, memberships, roleRequests, rsvps, type Role, type RsvpStatus } from "~/db/schema";
import { eventCardColumns } from "./event-columns.server";
import type { VisibleEvent } from "./event.server";

/**
 * What a member's own overview shows: their chapters with the next events, the events they said
 * they would come to, and what they are still waiting on. Everything is scoped to the actor.
 */

/** How a pending role request names the role it asks for. */
const REQUESTED_ROLE_WORDS: Record<Role, string> = {
  GlobalAdmin: "global administrator",
  ChapterLeader: "chapter leader",
  Member: "member",
};

export type HomeEvent = Pick<
  VisibleEvent,
  | "id"
  | "title"
  | "startAt"
  | "endAt"
  | "locationText"
  | "chapterId"
  | "chapterName"
  | "chapterSlug"
  | "chapterTimeZone"
>;

/** A chapter as the member's own pages name it: its name, link and place. */
export const chapterSummaryColumns = {
  id: chapters.id,
  name: chapters.name,
  slug: chapters.slug,
  city: chapters.city,
  state: chapters.state,
};

/** The actor's approved chapters (approved themselves), each with its next `perChapter` events. */
export function listMyChaptersWithNextEvents(actor: Actor, now = new Date(), perChapter = 2) {
  const mine = selectWithChapter(memberships, {
    ...chapterSummaryColumns,
    timeZone: chapters.timezone,
    role: memberships.role,
  })
    .where(and(eq(memberships.userId, actor.id), eq(memberships.status, "Approved"), eq(chapters.status, "Approved")))
    .orderBy(asc(chapters.name))
    .all();
  if (!mine.length) return [];
  // One short indexed query per chapter (events_chapter_start_idx): a member has a few chapters.
  return mine.map((c) => ({
    ...c,
    nextEvents: selectWithChapter(events, eventCardColumns)
      .where(and(eq(events.chapterId, c.id), gte(events.startAt, now)))
      .orderBy(asc(events.startAt))
      .limit(perChapter)
      .all() as HomeEvent[],
  }));
}

/** Upcoming events the actor answered Confirmed or Maybe to, soonest first. */
export function listMyUpcomingRsvps(actor: Actor, now = new Date(), limit = 10) {
  return db
    .select({ ...eventCardColumns, status: rsvps.status, waitlisted: sql<number>`${rsvps.waitlistedAt} is not null` })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(
      and(
        eq(rsvps.userId, actor.id),
        ne(rsvps.status, "Declined"),
        gte(events.startAt, now),
        eq(chapters.status, "Approved"),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, status: r.status as RsvpStatus, waitlisted: !!r.waitlisted }));
}

export interface PendingRequest {
  id: string;
  kind: "membership" | "role" | "chapter";
  /** The chapter's name, or the requested role. */
  name: string;
  label: string;
  createdAt: Date;
}

/** What the actor asked for and is still waiting on: join requests, a leader role, a new chapter. */
export function listMyPendingRequests(actor: Actor): PendingRequest[] {
  const joins = selectWithChapter(memberships, {
    id: memberships.id,
    chapterName: chapters.name,
    createdAt: memberships.createdAt,
  })
    .where(and(eq(memberships.userId, actor.id), eq(memberships.status, "Pending")))
    .all()
    .map((m) => ({
      id: m.id,
      kind: "membership" as const,
      name: m.chapterName,
      label: `Request to join ${m.chapterName}`,
      createdAt: m.createdAt,
    }));
  const roles = db
    .select({ id: roleRequests.id, role: roleRequests.requestedRole, createdAt: roleRequests.createdAt })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, actor.id), eq(roleRequests.status, "Pending")))
    .all()
    .map((r) => ({
      id: r.id,
      kind: "role" as const,
      name: r.role as string,
      label: `Request to become a ${REQUESTED_ROLE_WORDS[r.role]}`,
      createdAt: r.createdAt,
    }));
  const created = db
    .select({ id: chapters.id, name: chapters.name, createdAt: chapters.createdAt })
    .from(chapters)
    .where(and(isNotNull(chapters.createdById), eq(chapters.createdById, actor.id), eq(chapters.status, "Pending")))
    .all()
    .map((c) => ({
      id: c.id,
      kind: "chapter" as const,
      name: c.name,
      label: `New chapter ${c.name} awaiting approval`,
      createdAt: c.createdAt,
    }));
  return [...joins, ...roles, ...created].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Whether the actor belongs to any chapter in any state (then "Join a local chapter" is not for them). */
export function hasAnyChapter(actor: Actor) {
  return !!db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, actor.id), ne(memberships.status, "Rejected")))
    .orderBy(desc(memberships.createdAt))
    .get();
}
