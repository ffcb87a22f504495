import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { columnValues, selectWithChapter } from "~/db/query.server";
import { calendarFeeds, chapters, events, rsvps } from "~/db/schema";
import { writeAudit } from "./audit.server";
import { approvedChapterIdsOf } from "./credential.server";
import { eventColumns } from "./event-columns.server";

/**
 * A member's personal calendar feed, /calendar/<token>.ics: the events they RSVP'd to and the
 * events of their chapters. Calendar apps poll it without cookies, so the URL itself is the secret
 * (256 random bits); the member can reset it, which ends the old URL at once.
 */

const newToken = () => randomBytes(32).toString("base64url");

/** The actor's feed token, made on first use. */
// Every view of the overview reads it (the feed card): prepared once (decision 038).
const tokenStatement = preparedOnce(() =>
  db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, sql.placeholder("userId")))
    .prepare(),
);

export function getOrCreateFeedToken(actor: Actor) {
  const existing = tokenStatement().get({ userId: actor.id });
  if (existing) return existing.token;
  const token = newToken();
  db.insert(calendarFeeds).values({ userId: actor.id, token }).onConflictDoNothing().run();
  return db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id)).get()!
    .token;
}

/** A new secret for the actor's own feed; the old URL stops working. */
export function resetFeedToken(actor: Actor) {
  assertCan(actor, "calendarFeed.manage", { userId: actor.id });
  const token = newToken();
  db.transaction((tx) => {
    tx.insert(calendarFeeds)
      .values({ userId: actor.id, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } })
      .run();
    writeAudit(tx, { actorId: actor.id, action: "reset_calendar_feed", targetType: "user", targetId: actor.id });
  });
  return token;
}

/** How far back a feed reaches, so last week's events stay in the calendar. */
const FEED_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The feed for a token, or null for an unknown one: events of approved chapters that the owner
 * answered Confirmed or Maybe to, or that belong to a chapter they are an approved member of.
 */
export function getFeedByToken(token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const feed = db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
    .get();
  if (!feed) return null;
  const myChapterIds = approvedChapterIdsOf(feed.userId);
  const answered = columnValues(rsvps.eventId, and(eq(rsvps.userId, feed.userId), ne(rsvps.status, "Declined")));
  if (!myChapterIds.length && !answered.length) return { userId: feed.userId, events: [] };
  const which = [
    ...(myChapterIds.length ? [inArray(events.chapterId, myChapterIds)] : []),
    ...(answered.length ? [inArray(events.id, answered)] : []),
  ];
  const rows = selectWithChapter(events, eventColumns)
    .where(
      and(
        eq(chapters.status, "Approved"),
        gte(events.startAt, new Date(now.getTime() - FEED_HISTORY_MS)),
        or(...which),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(500)
    .all();
  return { userId: feed.userId, events: rows };
}
