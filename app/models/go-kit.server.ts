import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { selectWithChapter, selectWithUser } from "~/db/query.server";
import { chapters, events, memberships, resources, users } from "~/db/schema";
import { getHouseholdPlan } from "./household-plan.server";
import { chapterSummaryColumns } from "./member-home.server";
import { readableResources } from "./resource.server";

/** The member's chapters with their leaders, and those chapters' upcoming events (nothing without a chapter). */
function chapterKit(chapterIds: string[], now: Date) {
  if (!chapterIds.length) return { chapters: [], events: [] };
  const chapterRows = db
    .select(chapterSummaryColumns)
    .from(chapters)
    .where(and(inArray(chapters.id, chapterIds), eq(chapters.status, "Approved")))
    .orderBy(asc(chapters.name))
    .all();
  const leaders = selectWithUser(memberships, {
    chapterId: memberships.chapterId,
    name: users.displayName,
    phone: users.phone,
    email: users.email,
  })
    .where(
      and(
        inArray(memberships.chapterId, chapterIds),
        eq(memberships.role, "Leader"),
        eq(memberships.status, "Approved"),
      ),
    )
    .orderBy(asc(users.displayName))
    .all();
  return {
    chapters: chapterRows.map((c) => ({
      ...c,
      leaders: leaders.filter((l) => l.chapterId === c.id).map(({ chapterId: _, ...l }) => l),
    })),
    events: selectWithChapter(events, {
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      locationText: events.locationText,
      chapterName: chapters.name,
      chapterTimeZone: chapters.timezone,
    })
      // A cancelled event is not something to turn up to: left out of the kit.
      .where(and(inArray(events.chapterId, chapterIds), gte(events.startAt, now), eq(events.status, "Scheduled")))
      .orderBy(asc(events.startAt))
      .limit(20)
      .all(),
  };
}

/** Everything a member needs with no network: read once online, then kept by the service worker. */
export function getGoKit(actor: Actor, now = new Date()) {
  const chapterIds = actor.memberChapterIds;
  const critical = db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      fileUrl: resources.fileUrl,
      linkUrl: resources.linkUrl,
    })
    .from(resources)
    .where(
      // The same visibility as the resource library (`resource.read`), kept to the member's own chapters.
      and(eq(resources.isCritical, true), readableResources(actor, chapterIds)),
    )
    .orderBy(asc(resources.title))
    .limit(50)
    .all();
  return {
    ...chapterKit(chapterIds, now),
    resources: critical,
    plan: getHouseholdPlan(actor),
  };
}
