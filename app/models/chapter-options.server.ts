import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, memberships, userSettings, type Role } from "~/db/schema";
import { canLeadChapter, isChapterLeaderRole, isGlobalAdmin, ledChapterIds } from "~/utils/permissions.server";
import { safeTimeZone } from "./event.schema";
import { ForbiddenError, InvalidInputError } from "./errors.server";

/**
 * Who may post chapter content (events, resources, announcements) and for which chapters. Shared by
 * the event, resource and announcement models so the three agree.
 */

/** The part of a user the models need: who they are and which global roles they hold. */
export interface Actor {
  id: string;
  roles: Role[];
}

export interface ChapterOption {
  id: string;
  name: string;
  slug: string;
}

const chapterOption = { id: chapters.id, name: chapters.name, slug: chapters.slug };

/** A leader in the dashboard's sense: the ChapterLeader role, or an approved Leader membership. */
export function isLeaderUser(user: Actor) {
  return isChapterLeaderRole(user) || ledChapterIds(user.id).length > 0;
}

/** May open the create forms at all (admins and leaders); which chapters they may pick is separate. */
export function canPostContent(user: Actor) {
  return isGlobalAdmin(user) || isLeaderUser(user);
}

export function listApprovedChapters(): ChapterOption[] {
  return db.select(chapterOption).from(chapters).where(eq(chapters.status, "Approved")).orderBy(asc(chapters.name)).all();
}

/**
 * A <select> of every chapter is fine for a handful and unusable (and megabytes of HTML) for a
 * national network. Above this many approved chapters, filters offer the user's own chapters and
 * create forms open as their own page instead of a dialog embedded in the list.
 */
export const CHAPTER_SELECT_LIMIT = 50;

function approvedChapterCount() {
  return db.select({ n: sql<number>`count(*)` }).from(chapters).where(eq(chapters.status, "Approved")).get()?.n ?? 0;
}

/**
 * Chapter filter options: every approved chapter while there are few; otherwise the approved
 * chapters the user belongs to (any approved membership), plus the one currently selected.
 */
export function filterChapterOptions(user: Actor, selectedId?: string | null): ChapterOption[] {
  if (approvedChapterCount() <= CHAPTER_SELECT_LIMIT) return listApprovedChapters();
  const own = db
    .select(chapterOption)
    .from(chapters)
    .innerJoin(memberships, eq(memberships.chapterId, chapters.id))
    .where(and(eq(memberships.userId, user.id), eq(memberships.status, "Approved"), eq(chapters.status, "Approved")))
    .all();
  if (selectedId && !own.some((c) => c.id === selectedId)) {
    const selected = db
      .select(chapterOption)
      .from(chapters)
      .where(and(eq(chapters.id, selectedId), eq(chapters.status, "Approved")))
      .get();
    if (selected) own.push(selected);
  }
  return own.sort((a, b) => a.name.localeCompare(b.name));
}

/** The chapters a create dialog embedded in a list page offers, or null when there are too many for a dialog. */
export function dialogChapterOptions(user: Actor): ChapterOption[] | null {
  const options = postableChapters(user);
  return options.length <= CHAPTER_SELECT_LIMIT ? options : null;
}

/** Approved chapters the user may post for: all of them for admins, the ones they lead otherwise. */
export function postableChapters(user: Actor): ChapterOption[] {
  if (isGlobalAdmin(user)) return listApprovedChapters();
  const ids = ledChapterIds(user.id);
  if (!ids.length) return [];
  return db
    .select(chapterOption)
    .from(chapters)
    // The unary + keeps SQLite on the primary key for the few ids instead of the status index.
    .where(and(inArray(chapters.id, ids), sql`+${chapters.status} = 'Approved'`))
    .orderBy(asc(chapters.name))
    .all();
}

/**
 * Refuses unless the user may post for this chapter: it must exist and be approved, and the user
 * must lead it (or be a global admin). Returns the chapter.
 */
export function assertCanPostForChapter(user: Actor, chapterId: string, what: string) {
  if (!canPostContent(user)) {
    throw new ForbiddenError(`Only chapter leaders and administrators can create ${what}.`);
  }
  const chapter = db.select(chapterOption).from(chapters).where(and(eq(chapters.id, chapterId), eq(chapters.status, "Approved"))).get();
  if (!chapter) {
    throw new InvalidInputError("Choose an approved chapter.", { chapterId: ["Choose an approved chapter."] });
  }
  if (!canLeadChapter(user, chapter.id)) {
    throw new ForbiddenError(`You can only create ${what} for chapters you lead.`);
  }
  return chapter;
}

export function getChapterOption(chapterId: string): ChapterOption | null {
  return db.select(chapterOption).from(chapters).where(eq(chapters.id, chapterId)).get() ?? null;
}

/** The user's timezone preference (Settings → Preferences), defaulting to America/New_York. */
export function getUserTimezone(userId: string) {
  const row = db.select({ timezone: userSettings.timezone }).from(userSettings).where(eq(userSettings.userId, userId)).get();
  return safeTimeZone(row?.timezone);
}

/** A LIKE pattern that matches `text` literally anywhere (use with ESCAPE '\'). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
