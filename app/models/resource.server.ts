import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contentVersionStamp, keptByStamp, memoUntilWrite } from "~/db/memo.server";
import { ACCESS_LEVELS, chapters, resources, type AccessLevel } from "~/db/schema";
import { containsAnyIndexed, inMostRows, searchPhrase } from "./search.server";
import type { Actor } from "~/access/actor.server";
import { forbidden, notFound } from "~/access/errors";
import { assertCan, can, memberChapterScope, readableLevels } from "~/access/rules.server";
import { insertAudited, writeAudit } from "./audit.server";
import { assertCanPostForChapter } from "./chapter-options.server";
import type { ResourceInput } from "./resource.schema";

/**
 * The resource library. Access is enforced here, in every query (the `resource.read` rule): Member
 * resources for everyone signed in, Leader resources for leaders and admins, Admin resources for
 * admins; a chapter's resources only for its approved members (and admins). A resource the user may
 * not read is never returned, never counted, and is a 404 by id.
 */

const resourceColumns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  accessLevel: resources.accessLevel,
  fileUrl: resources.fileUrl,
  linkUrl: resources.linkUrl,
  chapterId: resources.chapterId,
  isCritical: resources.isCritical,
  chapterName: chapters.name,
  version: resources.version,
  createdById: resources.createdById,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

/** A resource as saved (every input field), with its id, its chapter's name and its history. */
export interface ResourceItem extends Required<ResourceInput> {
  id: string;
  chapterName: string | null;
  version: number;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What every page view of a resource starts from (list card, its page, its edit form). */
export function resourceFields(r: ResourceItem) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    accessLevel: r.accessLevel,
    fileUrl: r.fileUrl,
    linkUrl: r.linkUrl,
    chapterId: r.chapterId,
    chapterName: r.chapterName,
    version: r.version,
  };
}

export interface ResourceFilters {
  q?: string;
  /** "all" or one level; a level above the user's simply matches nothing. */
  access?: "all" | AccessLevel;
  /** "all", "global" (no chapter) or a chapter id. */
  chapter?: string;
}

/**
 * The rows `resource.read` lets the actor see: levels up to theirs, and of chapter resources only
 * those of chapters they belong to (global ones, without a chapter, for everyone signed in). A caller
 * may narrow the chapters to a subset the actor reads (the go-kit keeps the member's own chapters,
 * even for an admin); never widen them.
 */
export function readableResources(user: Actor, chapterIds: "all" | string[] = memberChapterScope(user)): SQL {
  const readable = readableLevels(user);
  // Every level (an administrator): no condition, so the list walks resources_updated_idx in order.
  const levels = readable.length === ACCESS_LEVELS.length ? sql`1` : inArray(resources.accessLevel, readable);
  if (chapterIds === "all") return levels;
  const chapter = chapterIds.length
    ? or(isNull(resources.chapterId), inArray(resources.chapterId, chapterIds))!
    : isNull(resources.chapterId);
  return and(levels, chapter)!;
}

/**
 * The list's condition. The search box goes through the trigram index resources_fts (migration
 * 0043, decision 041): the same rows as the LIKE over every resource. Counts read its matches; a
 * page (`walk`) walks the list's order index testing each resource against them, stopping after the
 * page (a common word's thousands of matches are never sorted).
 */
function where(user: Actor, filters: ResourceFilters, walk = false) {
  const parts: SQL[] = [readableResources(user)];
  if (filters.access && filters.access !== "all") parts.push(eq(resources.accessLevel, filters.access));
  if (filters.chapter === "global") parts.push(isNull(resources.chapterId));
  else if (filters.chapter && filters.chapter !== "all") parts.push(eq(resources.chapterId, filters.chapter));
  const search = containsAnyIndexed(filters.q, { ...RESOURCES_FTS, walk, inMostRows: mostRows(filters.q) }, [
    resources.title,
    resources.description,
  ]);
  if (search) parts.push(search);
  return and(...parts);
}

const RESOURCES_FTS = { table: "resources", fts: "resources_fts" };

/**
 * content_version's seventh row: migration 0056's triggers move it with every write to what a
 * search of announcements or resources counts (an item added or deleted, its searched text, scope,
 * level or chapter set), in any process (decision 074).
 */
const searchStamp = contentVersionStamp(7);
/** Whether a search text is in most resources (`inMostRows`), per phrase (the latest 64), while the stamp holds. */
const keptMostRows = keptByStamp<boolean>(64);
/** A search's counts per level, per readable levels and chapters, chapter filter and text (the latest 64). */
const keptCounts = keptByStamp<Array<{ level: AccessLevel; n: number }>>(64);

/** `inMostRows` of the search, read once between writes (undefined without a phrase the index answers). */
function mostRows(q: string | null | undefined) {
  const term = q?.trim();
  const phrase = term ? searchPhrase(term) : null;
  if (phrase === null) return undefined;
  return keptMostRows(phrase, searchStamp(), () => inMostRows(RESOURCES_FTS, phrase));
}

/** Resources a page of the library shows (24: a grid of two or three columns fills evenly). */
export const RESOURCES_PAGE_SIZE = 24;

/** Resources the user may see that match the filters, most recently updated first. */
export function listResources(user: Actor, filters: ResourceFilters = {}, limit = 200, offset = 0): ResourceItem[] {
  return db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(where(user, filters, true))
    .orderBy(desc(resources.updatedAt), asc(resources.title))
    .limit(limit)
    .offset(offset)
    .all();
}

/** Visible resources per access level (levels the user cannot see are absent, not zero). */
export function countResourcesByLevel(user: Actor, filters: Omit<ResourceFilters, "access"> = {}) {
  const count = () =>
    db
      .select({ level: resources.accessLevel, n: sql<number>`count(*)` })
      .from(resources)
      .where(where(user, { ...filters, access: "all" }))
      .groupBy(resources.accessLevel)
      .all();
  // An administrator's unfiltered counts are the whole library's, the same for every administrator:
  // kept until the database changes instead of counted on every view.
  const everything =
    readableLevels(user).length === ACCESS_LEVELS.length &&
    memberChapterScope(user) === "all" &&
    !filters.q &&
    (filters.chapter ?? "all") === "all";
  // A search's counts are the same on every page and tab of it, until a resource changes.
  const rows = everything
    ? memoUntilWrite("resource-counts-all", count)
    : filters.q?.trim()
      ? keptCounts(
          JSON.stringify([readableLevels(user), memberChapterScope(user), filters.chapter ?? "all", filters.q]),
          searchStamp(),
          count,
        )
      : count();
  const counts: Partial<Record<AccessLevel, number>> = {};
  for (const level of readableLevels(user)) counts[level] = 0;
  for (const row of rows) counts[row.level] = Number(row.n);
  return counts;
}

/** The stat cards: public (Member level), leader and total, over what the user may see. */
export function getResourceStats(user: Actor) {
  return statsFromCounts(countResourcesByLevel(user));
}

/** The stat cards from unfiltered per-level counts (a list page that already counted reuses them). */
export function statsFromCounts(counts: Partial<Record<AccessLevel, number>>) {
  const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  return { public: counts.Member ?? 0, leader: counts.Leader ?? null, admin: counts.Admin ?? null, total };
}

/** One resource, or NotFoundError when it does not exist or the `resource.read` rule refuses it. */
export function getResourceForUser(user: Actor, id: string): ResourceItem {
  const row = db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(eq(resources.id, id))
    .get();
  if (!row || !can(user, "resource.read", row)) throw notFound("Resource not found");
  return row;
}

function assertMayPublish(user: Actor, input: ResourceInput) {
  assertCan(user, "content.post", null, "Only chapter leaders and administrators can create resources.");
  if (!can(user, "resource.publishAt", input.accessLevel)) {
    throw forbidden("Only global administrators can create Admin resources.");
  }
  return input.chapterId ? assertCanPostForChapter(user, input.chapterId, "resources") : null;
}

/** Creates a resource (version 1). Leaders: Member or Leader level, global or for chapters they lead. */
export function createResource(user: Actor, input: ResourceInput) {
  const chapter = assertMayPublish(user, input);
  return insertAudited(resources, { ...input, createdById: user.id }, (row) => ({
    actorId: user.id,
    action: "create_resource",
    targetType: "resource",
    targetId: row.id,
    metadata: { title: row.title, accessLevel: row.accessLevel, ...(chapter ? { chapterName: chapter.name } : {}) },
  }));
}

/** Saves changes to a resource and bumps its version. Same rules as creating, plus the "resource.manage" rule. */
export function updateResource(user: Actor, id: string, input: ResourceInput) {
  const existing = getResourceForUser(user, id);
  assertCan(user, "resource.manage", existing, "You cannot edit this resource.");
  const chapter = assertMayPublish(user, input);
  return db.transaction((tx) => {
    const row = tx
      .update(resources)
      .set({ ...input, version: sql`${resources.version} + 1`, updatedAt: new Date() })
      .where(eq(resources.id, existing.id))
      .returning()
      .get();
    writeAudit(tx, {
      actorId: user.id,
      action: "update_resource",
      targetType: "resource",
      targetId: row.id,
      metadata: {
        title: row.title,
        version: row.version,
        accessLevel: row.accessLevel,
        ...(chapter ? { chapterName: chapter.name } : {}),
      },
    });
    return row;
  });
}
