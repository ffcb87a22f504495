import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { chapters, memberships } from "~/db/schema";

/**
 * The chapters a form or filter offers: every approved chapter, the user's own, or the ones they
 * may post events, resources and announcements for. Shared by those three models so they agree.
 */

export interface ChapterOption {
  id: string;
  name: string;
  slug: string;
  /** IANA zone the chapter's events are held in. */
  timeZone: string;
}

const chapterOption = { id: chapters.id, name: chapters.name, slug: chapters.slug, timeZone: chapters.timezone };

/** A chapter's id, name, slug and status, for a model that checks the chapter before acting; undefined when unknown. */
export function findChapterBrief(chapterId: string) {
  return db
    .select({
      id: chapters.id,
      name: chapters.name,
      slug: chapters.slug,
      status: chapters.status,
      timezone: chapters.timezone,
    })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .get();
}

/** Approved chapters by name. */
export function listApprovedChapters(): ChapterOption[] {
  return db
    .select(chapterOption)
    .from(chapters)
    .where(eq(chapters.status, "Approved"))
    .orderBy(asc(chapters.name))
    .all();
}

/**
 * A <select> of every chapter is fine for a handful and unusable (and megabytes of HTML) for a
 * national network. Above this many approved chapters, filters offer the user's own chapters and
 * create forms open as their own page instead of a dialog embedded in the list.
 */
export const CHAPTER_SELECT_LIMIT = 50;

function approvedChapterCount() {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(chapters)
      .where(eq(chapters.status, "Approved"))
      .get()?.n ?? 0
  );
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
  const led = ledChapterScope(user);
  if (led === "all") return listApprovedChapters();
  if (!led.length) return [];
  return (
    db
      .select(chapterOption)
      .from(chapters)
      // The unary + keeps SQLite on the primary key for the few ids instead of the status index.
      .where(and(inArray(chapters.id, led), sql`+${chapters.status} = 'Approved'`))
      .orderBy(asc(chapters.name))
      .all()
  );
}

/**
 * Refuses unless the user may post for this chapter: it must exist and be approved, and the user
 * must lead it (or be a global admin). Returns the chapter.
 */
export function assertCanPostForChapter(user: Actor, chapterId: string, what: string) {
  assertCan(user, "content.post", null, `Only chapter leaders and administrators can create ${what}.`);
  const chapter = db
    .select(chapterOption)
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.status, "Approved")))
    .get();
  if (!chapter) throw invalid("Choose an approved chapter.", { chapterId: ["Choose an approved chapter."] });
  assertCan(user, "content.postFor", chapter.id, `You can only create ${what} for chapters you lead.`);
  return chapter;
}
