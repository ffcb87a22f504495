import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contentVersionStamp, keptByStamp, memoUntilWrite } from "~/db/memo.server";
import { announcements, chapters, users, type AnnouncementScope } from "~/db/schema";
import { containsAnyMatched, readSearchMatches, type SearchMatches } from "./search.server";
import type { Actor } from "~/access/actor.server";
import { forbidden, notFound } from "~/access/errors";
import { assertCan, can, memberChapterScope, postableScopes } from "~/access/rules.server";
import type { AnnouncementInput } from "./announcement.schema";
import { writeAudit } from "./audit.server";
import { assertCanPostForChapter } from "./chapter-options.server";
import { emailAnnouncement, getSendSummaries, type SendResult } from "./notification.server";

/**
 * Announcements: Global (posted by admins, read by everyone signed in) or for one chapter (posted by
 * its leaders or admins, read by its approved members and admins: the `announcement.read` rule, as
 * the `readable` condition below in every list and count).
 */

const columns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  scope: announcements.scope,
  chapterId: announcements.chapterId,
  chapterName: chapters.name,
  postedById: announcements.postedById,
  posterName: users.displayName,
  posterDeletedAt: users.deletedAt,
  sendEmail: announcements.sendEmail,
  createdAt: announcements.createdAt,
};

export interface AnnouncementItem {
  id: string;
  title: string;
  body: string;
  scope: AnnouncementScope;
  chapterId: string | null;
  chapterName: string | null;
  postedById: string | null;
  posterName: string | null;
  /** The poster deleted their account: pages name them in the reader's language (decision 036). */
  posterDeletedAt: Date | null;
  sendEmail: boolean;
  createdAt: Date;
}

export interface AnnouncementFilters {
  q?: string;
  scope?: "all" | AnnouncementScope;
  /** "all", "global" (the Global Network) or a chapter id. */
  source?: string;
  /** The search's matches in the index, read once per view (`announcementSearchHint`) for its count and its page. */
  hint?: SearchMatches;
  /** How many announcements the list holds, when counted already: a few are read and sorted, not walked to. */
  matches?: number;
}

const ANNOUNCEMENTS_FTS = { table: "announcements", fts: "announcements_fts" };

/**
 * The announcements search's matches, read once per view for its counts and its page (decision 041).
 */
export function announcementSearchHint(q: string | null | undefined) {
  const term = q?.trim();
  if (!term) return undefined;
  return keptMatches(term, searchStamp(), () => readSearchMatches(ANNOUNCEMENTS_FTS, term));
}

/**
 * content_version's seventh row: migration 0056's triggers move it with every write to what a
 * search of announcements or resources counts (an item added or deleted, its searched text, scope,
 * level or chapter set), in any process (decision 074).
 */
const searchStamp = contentVersionStamp(7);
/** A search's matches in the index, per search text (the latest 64), while the stamp holds. */
const keptMatches = keptByStamp<SearchMatches | undefined>(64);
/** A search's counts per scope, per readable chapters, source and text (the latest 64), while the stamp holds. */
const keptCounts = keptByStamp<Array<{ scope: AnnouncementScope; n: number }>>(64);

/**
 * Up to this many matches (counted already), a page reads them and sorts them instead of walking
 * announcements_created_idx until the page is found. Same rows, same order.
 */
const READ_MATCHES_UP_TO = 1000;

/** Scopes the user may post: Global and Chapter for admins, Chapter for leaders, none for members. */
export function allowedAnnouncementScopes(user: Actor): AnnouncementScope[] {
  return postableScopes(user);
}

/**
 * Publishes an announcement; with `sendEmail` it is then emailed to its audience. Members are
 * refused, Global is admin-only, and leaders post only for chapters they lead.
 */
export async function createAnnouncement(
  user: Actor,
  input: AnnouncementInput,
): Promise<{ announcement: AnnouncementItem; email: SendResult | null }> {
  assertCan(user, "content.post", null, "Only chapter leaders and administrators can create announcements.");
  if (input.scope === "Global" && !can(user, "announcement.global")) {
    throw forbidden("Only global administrators can post Global announcements.");
  }
  const chapter =
    input.scope === "Chapter" ? assertCanPostForChapter(user, input.chapterId ?? "", "announcements") : null;
  const id = db.transaction((tx) => {
    const row = tx
      .insert(announcements)
      .values({
        title: input.title,
        body: input.body,
        scope: input.scope,
        chapterId: chapter?.id ?? null,
        postedById: user.id,
        sendEmail: input.sendEmail,
      })
      .returning({ id: announcements.id })
      .get();
    writeAudit(tx, {
      actorId: user.id,
      action: "create_announcement",
      targetType: "announcement",
      targetId: row.id,
      metadata: { title: input.title, scope: input.scope, ...(chapter ? { chapterName: chapter.name } : {}) },
    });
    return row.id;
  });
  const announcement = getAnnouncement(id)!;
  const email = input.sendEmail ? await emailAnnouncement(user, announcement) : null;
  return { announcement, email };
}

function getAnnouncement(id: string): AnnouncementItem | null {
  return (
    db
      .select(columns)
      .from(announcements)
      .leftJoin(chapters, eq(chapters.id, announcements.chapterId))
      .leftJoin(users, eq(users.id, announcements.postedById))
      .where(eq(announcements.id, id))
      .get() ?? null
  );
}

/** Admins email any announcement; leaders only Chapter announcements of chapters they lead. */
export function canSendAnnouncementEmail(user: Actor, a: Pick<AnnouncementItem, "scope" | "chapterId">) {
  return can(user, "announcement.manage", a);
}

/** The card's Send Email and `POST /api/notifications/email` with an announcementId. */
export async function sendAnnouncementEmail(user: Actor, announcementId: string): Promise<SendResult> {
  assertCan(user, "email.send", null, "Only chapter leaders and administrators can send email.");
  const a = getAnnouncement(announcementId);
  if (!a) throw notFound("Announcement not found");
  if (!canSendAnnouncementEmail(user, a)) {
    throw forbidden(
      a.scope === "Global"
        ? "Only global administrators can email Global announcements."
        : "You can only email announcements of chapters you lead.",
    );
  }
  return emailAnnouncement(user, a);
}

/** The rows `announcement.read` lets the actor see: Global ones, and those of their chapters. */
function readable(user: Actor): SQL | undefined {
  const chapterIds = memberChapterScope(user);
  if (chapterIds === "all") return undefined;
  return chapterIds.length
    ? or(eq(announcements.scope, "Global"), inArray(announcements.chapterId, chapterIds))
    : eq(announcements.scope, "Global");
}

/**
 * The list's condition. The search box goes through the trigram index announcements_fts (migration
 * 0043, decision 041): the same rows as the LIKE over every announcement. Counts read its matches;
 * a page (`walk`) walks the list's order index testing each announcement against them.
 */
function where(user: Actor, filters: AnnouncementFilters, walk = false) {
  const parts: SQL[] = [];
  const scope = readable(user);
  if (scope) parts.push(scope);
  if (filters.scope && filters.scope !== "all") parts.push(eq(announcements.scope, filters.scope));
  if (filters.source === "global") parts.push(eq(announcements.scope, "Global"));
  else if (filters.source && filters.source !== "all") parts.push(eq(announcements.chapterId, filters.source));
  const search = containsAnyMatched(filters.q, { ...ANNOUNCEMENTS_FTS, walk }, filters.hint, [
    announcements.title,
    announcements.body,
  ]);
  if (search) parts.push(search);
  return parts.length ? and(...parts) : undefined;
}

/** Announcements a page of the list shows. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** Newest first, with the chapter name, the poster's display name and the email-send summary. */
export function listAnnouncements(user: Actor, filters: AnnouncementFilters = {}, limit = 200, offset = 0) {
  const newestFirst = [desc(announcements.createdAt), desc(announcements.id)];
  // The page is chosen first, from the announcements alone, and only its rows are joined to their
  // chapter and poster: a member's list (the Global ones and their chapters', ~500 rows at national
  // size) no longer looks up a chapter and a user for every row it sorts (issue 26).
  const page = db
    .select({ rid: sql<number>`"announcements"."rowid"`.as("rid") })
    .from(announcements)
    .where(where(user, filters, filters.matches === undefined || filters.matches > READ_MATCHES_UP_TO))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as("page");
  const rows = db
    .select(columns)
    .from(page)
    .innerJoin(announcements, sql`"announcements"."rowid" = ${page.rid}`)
    .leftJoin(chapters, eq(chapters.id, announcements.chapterId))
    .leftJoin(users, eq(users.id, announcements.postedById))
    .orderBy(...newestFirst)
    .all();
  // The rule itself over the page the SQL scope already narrowed: should the two ever disagree, a
  // row is dropped, never shown to someone the rule refuses.
  const visible = rows.filter((r) => can(user, "announcement.read", r));
  const sends = getSendSummaries(visible.map((r) => r.id));
  return visible.map((r) => ({ ...r, lastSend: sends.get(r.id) ?? null }));
}

/** Counts per scope for the filters (tabs) or overall (stat cards). */
export function countAnnouncements(user: Actor, filters: Omit<AnnouncementFilters, "scope"> = {}) {
  const count = () =>
    db
      .select({ scope: announcements.scope, n: sql<number>`count(*)` })
      .from(announcements)
      .where(where(user, filters))
      .groupBy(announcements.scope)
      .all();
  // An administrator's unfiltered counts are the network's, the same for every administrator: kept
  // until the database changes instead of counted on every view.
  const everything = memberChapterScope(user) === "all" && !filters.q && (filters.source ?? "all") === "all";
  // A search's counts are the same on every page and tab of it, until an announcement changes.
  const rows = everything
    ? memoUntilWrite("announcement-counts-all", count)
    : filters.q?.trim()
      ? keptCounts(JSON.stringify([memberChapterScope(user), filters.source ?? "all", filters.q]), searchStamp(), count)
      : count();
  const counts = { Global: 0, Chapter: 0, total: 0 };
  for (const r of rows) {
    counts[r.scope] = Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}
