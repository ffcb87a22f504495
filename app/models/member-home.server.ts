import { and, asc, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
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

/** A moment as the `timestamp_ms` columns store it, for a placeholder (which Drizzle does not encode). */
const ms = (at: Date) => at.getTime();

// The member's overview runs these on every view of /dashboard (every role lands there): prepared
// once, so a view binds values instead of Drizzle building the SQL again (decision 038).
const homeStatements = preparedOnce(() => ({
  myChapters: selectWithChapter(memberships, {
    ...chapterSummaryColumns,
    timeZone: chapters.timezone,
    role: memberships.role,
  })
    .where(
      and(
        eq(memberships.userId, sql.placeholder("userId")),
        eq(memberships.status, "Approved"),
        eq(chapters.status, "Approved"),
      ),
    )
    .orderBy(asc(chapters.name))
    .prepare(),
  // One short indexed query per chapter (events_chapter_start_idx): a member has a few chapters.
  nextEvents: selectWithChapter(events, eventCardColumns)
    .where(and(eq(events.chapterId, sql.placeholder("chapterId")), gte(events.startAt, sql.placeholder("now"))))
    .orderBy(asc(events.startAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
  upcomingRsvps: db
    .select({ ...eventCardColumns, status: rsvps.status, waitlisted: sql<number>`${rsvps.waitlistedAt} is not null` })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(
      and(
        eq(rsvps.userId, sql.placeholder("userId")),
        ne(rsvps.status, "Declined"),
        gte(events.startAt, sql.placeholder("now")),
        eq(chapters.status, "Approved"),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
  pendingJoins: selectWithChapter(memberships, {
    id: memberships.id,
    chapterName: chapters.name,
    createdAt: memberships.createdAt,
  })
    .where(and(eq(memberships.userId, sql.placeholder("userId")), eq(memberships.status, "Pending")))
    .prepare(),
  pendingRoles: db
    .select({ id: roleRequests.id, role: roleRequests.requestedRole, createdAt: roleRequests.createdAt })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, sql.placeholder("userId")), eq(roleRequests.status, "Pending")))
    .prepare(),
  pendingChapters: db
    .select({ id: chapters.id, name: chapters.name, createdAt: chapters.createdAt })
    .from(chapters)
    .where(
      and(
        isNotNull(chapters.createdById),
        eq(chapters.createdById, sql.placeholder("userId")),
        eq(chapters.status, "Pending"),
      ),
    )
    .prepare(),
  anyChapter: db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, sql.placeholder("userId")), ne(memberships.status, "Rejected")))
    .orderBy(desc(memberships.createdAt))
    .limit(1)
    .prepare(),
}));

/** The actor's approved chapters (approved themselves), each with its next `perChapter` events. */
export function listMyChaptersWithNextEvents(actor: Actor, now = new Date(), perChapter = 2) {
  const statements = homeStatements();
  const mine = statements.myChapters.all({ userId: actor.id });
  if (!mine.length) return [];
  return mine.map((c) => ({
    ...c,
    nextEvents: statements.nextEvents.all({ chapterId: c.id, now: ms(now), limit: perChapter }) as HomeEvent[],
  }));
}

/** Upcoming events the actor answered Confirmed or Maybe to, soonest first. */
export function listMyUpcomingRsvps(actor: Actor, now = new Date(), limit = 10) {
  return homeStatements()
    .upcomingRsvps.all({ userId: actor.id, now: ms(now), limit })
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
  const statements = homeStatements();
  const joins = statements.pendingJoins.all({ userId: actor.id }).map((m) => ({
    id: m.id,
    kind: "membership" as const,
    name: m.chapterName,
    label: `Request to join ${m.chapterName}`,
    createdAt: m.createdAt,
  }));
  const roles = statements.pendingRoles.all({ userId: actor.id }).map((r) => ({
    id: r.id,
    kind: "role" as const,
    name: r.role as string,
    label: `Request to become a ${REQUESTED_ROLE_WORDS[r.role]}`,
    createdAt: r.createdAt,
  }));
  const created = statements.pendingChapters.all({ userId: actor.id }).map((c) => ({
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
  return !!homeStatements().anyChapter.get({ userId: actor.id });
}
