import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { timeZoneForPlace } from "~/utils/place-time-zone.server";
import { db } from "~/db/client.server";
import { memoUntilContentChange } from "~/db/memo.server";
import {
  chapters,
  events,
  memberships,
  users,
  type Chapter,
  type ChapterStatus,
  type ChapterSummary,
} from "~/db/schema";
import { containsAny } from "./search.server";
import { chapterListColumns } from "./chapter-columns.server";
import { coordinatesFor, normalizeState } from "~/utils/geo.server";
import { slugify } from "~/utils/misc";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { insertAuditedOnce, writeAudit, type AuditInput } from "./audit.server";
import { decidePending } from "./review.server";
import { notifyDecision } from "./decision-mail.server";
import {
  CHAPTER_MESSAGES,
  ChapterSlugSchema,
  type ChapterCreateInput,
  type ChapterUpdateInput,
  type KeepEventTimes,
} from "./chapter.schema";
import { utcToZonedLocal } from "./event.schema";
import { afterCommit, applyZoneChange } from "./event-change.server";

// ---------------------------------------------------------------------------------------------
// Reading

/** Number of approved memberships: memberCount is derived, never stored. */
export const approvedMemberCount = sql<number>`(select count(*) from ${memberships} where ${memberships.chapterId} = ${chapters.id} and ${memberships.status} = 'Approved')`;

function chapterSearch(q: string | null | undefined): SQL | undefined {
  return containsAny(q, [chapters.name, chapters.city, chapters.state]);
}

/** Chapters a non-admin manages: the ones they lead plus the ones they asked for (any status). */
function ownChaptersScope(user: Actor): SQL | undefined {
  const led = ledChapterScope(user);
  if (led === "all") return undefined;
  return led.length
    ? or(inArray(chapters.id, led), eq(chapters.createdById, user.id))
    : eq(chapters.createdById, user.id);
}

export interface ManagedChapter extends ChapterSummary {
  zip: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  createdById: string | null;
  createdByName: string | null;
}

const managedColumns = {
  ...chapterListColumns,
  zip: chapters.zip,
  rejectionReason: chapters.rejectionReason,
  reviewedAt: chapters.reviewedAt,
  createdById: chapters.createdById,
  createdByName: users.displayName,
  memberCount: approvedMemberCount,
};

/**
 * The Chapters page list: every chapter for an admin, a leader's own chapters otherwise; filtered by
 * a search over name, city and state, and by status. Newest first.
 */
export function listChaptersForManagement(
  user: Actor,
  filters: { q?: string | null; status?: ChapterStatus | null; limit?: number; offset?: number } = {},
): ManagedChapter[] {
  const query = db
    .select(managedColumns)
    .from(chapters)
    .leftJoin(users, eq(users.id, chapters.createdById))
    .where(
      and(
        ownChaptersScope(user),
        chapterSearch(filters.q),
        filters.status ? eq(chapters.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(chapters.createdAt), asc(chapters.name), asc(chapters.id))
    .$dynamic();
  if (filters.limit !== undefined) query.limit(filters.limit).offset(filters.offset ?? 0);
  return query.all();
}

/**
 * Counts per status for the tab labels, under the same scope and search as the list. The whole
 * network's (an administrator's, no search) are the same for every administrator: kept until
 * chapters change (content_version moves with every chapter write, in any process: decision 018's
 * memo), not counted over 2,700 rows on each view of the overview and the Chapters page.
 */
export function countChaptersByStatus(user: Actor, filters: { q?: string | null } = {}) {
  const scope = ownChaptersScope(user);
  const search = chapterSearch(filters.q);
  const count = () => {
    const rows = db
      .select({ status: chapters.status, n: sql<number>`count(*)` })
      .from(chapters)
      .where(and(scope, search))
      .groupBy(chapters.status)
      .all();
    const counts: Record<ChapterStatus, number> = { Pending: 0, Approved: 0, Rejected: 0 };
    for (const r of rows) counts[r.status] = r.n;
    return counts;
  };
  if (scope || search) return count();
  // A copy each time: callers may keep or change what they get.
  return { ...memoUntilContentChange("chapter-counts-all", () => ({ value: count() })) };
}

export function getChapterById(id: string): Chapter | null {
  return db.select().from(chapters).where(eq(chapters.id, id)).get() ?? null;
}

/** Any status: for management. Public pages should only show Approved chapters. */
export function getChapterBySlug(slug: string): Chapter | null {
  return db.select().from(chapters).where(eq(chapters.slug, slug)).get() ?? null;
}

/** One chapter for the management screens, with its derived member count, or null. */
export function getManagedChapter(id: string): ManagedChapter | null {
  return (
    db
      .select(managedColumns)
      .from(chapters)
      .leftJoin(users, eq(users.id, chapters.createdById))
      .where(eq(chapters.id, id))
      .get() ?? null
  );
}

export function isSlugTaken(slug: string) {
  return !!db.select({ id: chapters.id }).from(chapters).where(eq(chapters.slug, slug)).get();
}

// ---------------------------------------------------------------------------------------------
// Writing (each change and its audit row in one transaction)

/** The audit row of a change to a chapter, named in the metadata (plus `extra`, e.g. a reason). */
function chapterAudit(
  actorId: string,
  action: AuditInput["action"],
  chapter: { id: string; name: string },
  extra: Record<string, unknown> = {},
): AuditInput {
  return {
    actorId,
    action,
    targetType: "chapter",
    targetId: chapter.id,
    metadata: { chapterName: chapter.name, ...extra },
  };
}

function slugTaken() {
  return conflict(CHAPTER_MESSAGES.slugTaken, { slug: [CHAPTER_MESSAGES.slugTaken] });
}

function placeFields(input: {
  city: string;
  state: string;
  zip?: string;
  regionCode?: string;
  description?: string;
  timezone?: string;
}) {
  const state = normalizeState(input.state) ?? input.state.trim();
  const city = input.city.trim();
  const coords = coordinatesFor({ city, state, zip: input.zip });
  const placeZone = timeZoneForPlace({ ...coords, state });
  return {
    city,
    state,
    zip: input.zip ?? null,
    regionCode: input.regionCode ?? null,
    description: input.description?.trim() || null,
    latitude: coords?.latitude ?? null,
    longitude: coords?.longitude ?? null,
    timezone: input.timezone || placeZone,
  };
}

/**
 * Requests a new chapter (ChapterLeader role or admin). It starts Pending. A blank slug is derived
 * from the name; a slug already in use is refused with a field error.
 */
export function createChapter(actor: Actor, input: ChapterCreateInput): Chapter {
  assertCan(actor, "chapter.create", null, "Only chapter leaders and administrators can create chapters.");
  const slug = input.slug || slugify(input.name);
  const checked = ChapterSlugSchema.safeParse(slug);
  if (!checked.success) {
    // Only reachable when the slug was derived from a name with too few usable characters.
    throw invalid(checked.error.issues[0]!.message, {
      slug: checked.error.issues.map((i) => i.message),
    });
  }
  if (isSlugTaken(slug)) throw slugTaken();
  return insertAuditedOnce(
    chapters,
    { name: input.name.trim(), slug, ...placeFields(input), status: "Pending", createdById: actor.id },
    (chapter) => chapterAudit(actor.id, "create_chapter", chapter),
    { on: "chapters.slug", error: slugTaken },
  );
}

function requirePendingChapter(chapterId: string) {
  const chapter = getChapterById(chapterId);
  if (!chapter) throw notFound("Chapter not found.");
  if (chapter.status !== "Pending") {
    throw conflict(`This chapter was already ${chapter.status.toLowerCase()}.`);
  }
  return chapter;
}

/**
 * Admins only: a Pending chapter becomes Approved, its creator its approved Leader; or Rejected, with
 * an optional reason the creator can read. The creator is told either way.
 */
function decideChapter(actor: Actor, chapterId: string, approved: boolean, reason?: string | null): Chapter {
  assertCan(
    actor,
    "chapter.review",
    null,
    approved ? "Only global administrators can approve chapters." : "Only global administrators can reject chapters.",
  );
  const chapter = requirePendingChapter(chapterId);
  const now = new Date();
  const why = approved ? null : reason?.trim() || null;
  const decided = db.transaction((tx) => {
    const updated = decidePending(
      tx,
      chapters,
      chapterId,
      {
        status: approved ? "Approved" : "Rejected",
        rejectionReason: why,
        reviewedAt: now,
        reviewedById: actor.id,
        updatedAt: now,
      },
      conflict("This chapter was already reviewed."),
    );
    if (approved && chapter.createdById) {
      tx.insert(memberships)
        .values({
          userId: chapter.createdById,
          chapterId,
          role: "Leader",
          status: "Approved",
          reviewedAt: now,
          reviewedById: actor.id,
        })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.chapterId],
          set: { role: "Leader", status: "Approved", rejectionReason: null, reviewedAt: now, reviewedById: actor.id },
        })
        .run();
    }
    writeAudit(
      tx,
      chapterAudit(actor.id, approved ? "approve_chapter" : "reject_chapter", chapter, why ? { reason: why } : {}),
    );
    return updated;
  });
  if (chapter.createdById) {
    void notifyDecision(chapter.createdById, {
      kind: "chapter",
      approved,
      subject: chapter.name,
      ...(approved ? {} : { reason: why }),
      targetId: chapterId,
    });
  }
  return decided;
}

/** Admins only: Pending → Approved, and the chapter's creator becomes its approved Leader. */
export function approveChapter(actor: Actor, chapterId: string): Chapter {
  return decideChapter(actor, chapterId, true);
}

/** Admins only: Pending → Rejected with an optional reason the creator can read. */
export function rejectChapter(actor: Actor, chapterId: string, reason?: string | null): Chapter {
  return decideChapter(actor, chapterId, false, reason);
}

export const ZONE_CHANGE_MESSAGE =
  "Upcoming events would read differently in the new time zone: choose whether they keep their clock time or their moment";

/**
 * The chapter's upcoming events whose clock time would read differently in `newZone` (all of them,
 * unless the two zones agree on those dates): what the leader is shown before changing the zone.
 */
export function eventsAffectedByZoneChange(chapterId: string, oldZone: string, newZone: string, now = new Date()) {
  if (oldZone === newZone) return [];
  return db
    .select({ id: events.id, title: events.title, startAt: events.startAt, endAt: events.endAt })
    .from(events)
    .where(and(eq(events.chapterId, chapterId), gte(events.startAt, now)))
    .orderBy(asc(events.startAt))
    .all()
    .filter((e) => utcToZonedLocal(e.startAt, oldZone) !== utcToZonedLocal(e.startAt, newZone));
}

/** A chapter's upcoming events, soonest first (the Edit Chapter page's zone-change preview). */
export function upcomingEventTimes(chapterId: string, now = new Date(), limit = 100) {
  return db
    .select({ id: events.id, title: events.title, startAt: events.startAt })
    .from(events)
    .where(and(eq(events.chapterId, chapterId), gte(events.startAt, now)))
    .orderBy(asc(events.startAt))
    .limit(limit)
    .all();
}

/**
 * Edits description, place, region and zone. Name and slug stay: the slug is the chapter's address.
 * A new zone that would change how upcoming events read needs the leader's choice (`keepEventTimes`):
 * "wallClock" moves each event so it keeps its clock time in the new zone (a new moment: the people
 * who answered are told, as for any change of an event's time), "instant" keeps the moment (its clock
 * time changes). Without it the change is refused, never made silently. Returns the chapter and how
 * many people were told (each once, however many of the moved events they answered).
 */
export function updateChapter(
  actor: Actor,
  chapterId: string,
  input: ChapterUpdateInput,
  now = new Date(),
): { chapter: Chapter; peopleTold: number } {
  const chapter = getChapterById(chapterId);
  if (!chapter) throw notFound("Chapter not found.");
  assertCan(actor, "chapter.edit", chapter, "Only this chapter's leaders can edit it.");
  const fields = placeFields(input);
  const affected = eventsAffectedByZoneChange(chapterId, chapter.timezone, fields.timezone, now);
  const keep: KeepEventTimes | undefined = input.keepEventTimes;
  if (affected.length && !keep) throw invalid(ZONE_CHANGE_MESSAGE, { keepEventTimes: [ZONE_CHANGE_MESSAGE] });
  const outcome = db.transaction((tx) => {
    const updated = tx
      .update(chapters)
      .set({
        ...fields,
        ...(input.reminderHours !== undefined ? { reminderHours: input.reminderHours } : {}),
        updatedAt: new Date(),
      })
      .where(eq(chapters.id, chapterId))
      .returning()
      .get();
    // Kept clock times are new moments: each event changes as an edit of its time would (SEQUENCE
    // for calendars, audit, the people who answered told).
    const { outcomes: moved, peopleTold } =
      keep === "wallClock"
        ? applyZoneChange(
            tx,
            actor,
            affected.map((e) => e.id),
            { from: chapter.timezone, to: fields.timezone },
            now,
          )
        : { outcomes: [], peopleTold: 0 };
    const zoneChange =
      chapter.timezone === fields.timezone
        ? {}
        : {
            timeZone: { from: chapter.timezone, to: fields.timezone },
            ...(affected.length ? { upcomingEvents: affected.length, kept: keep } : {}),
            // People, each once however many of the moved events they answered (as the page says).
            ...(peopleTold ? { notified: peopleTold } : {}),
          };
    const reminderChange =
      input.reminderHours !== undefined && input.reminderHours !== chapter.reminderHours
        ? { reminderHours: { from: chapter.reminderHours, to: input.reminderHours } }
        : {};
    writeAudit(tx, chapterAudit(actor.id, "update_chapter", chapter, { ...zoneChange, ...reminderChange }));
    return { updated, moved, peopleTold };
  });
  afterCommit(outcome.moved);
  return { chapter: outcome.updated, peopleTold: outcome.peopleTold };
}
