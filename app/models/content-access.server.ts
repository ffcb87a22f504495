import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, userSettings, type Role } from "~/db/schema";
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

/** Approved chapters the user may post for: all of them for admins, the ones they lead otherwise. */
export function postableChapters(user: Actor): ChapterOption[] {
  if (isGlobalAdmin(user)) return listApprovedChapters();
  const ids = ledChapterIds(user.id);
  if (!ids.length) return [];
  return db
    .select(chapterOption)
    .from(chapters)
    .where(and(inArray(chapters.id, ids), eq(chapters.status, "Approved")))
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
