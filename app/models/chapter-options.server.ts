import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { memoUntilWrite } from "~/db/memo.server";
import { chapters, memberships } from "~/db/schema";
import { containsAny } from "./search.server";

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

/** Approved chapters (every filter and create dialog asks), kept until the database changes. */
function approvedChapterCount() {
  return memoUntilWrite(
    "approved-chapter-count",
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(chapters)
        .where(eq(chapters.status, "Approved"))
        .get()?.n ?? 0,
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
  // An administrator may post for every approved chapter: count them rather than read 2,590 rows
  // (sorted by name) on every list page only to throw them away.
  if (ledChapterScope(user) === "all" && approvedChapterCount() > CHAPTER_SELECT_LIMIT) return null;
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

const brief = { id: chapters.id, name: chapters.name, slug: chapters.slug };

/** The chapters a report's picker offers: the approved ones the actor leads (all for an administrator). */
function reportableChapters(led: "all" | string[]) {
  return and(eq(chapters.status, "Approved"), led === "all" ? undefined : inArray(chapters.id, led));
}

/** Chapters of `scope` whose name contains `text` or whose slug is it: exact names and slugs first, then by name. */
function matchChapters(scope: SQL | undefined, text: string, limit: number) {
  const lower = text.toLowerCase();
  // A scan of the approved chapters (a few thousand, no member-sized table): a name is matched
  // anywhere in it, which no index serves; the directory's search does the same.
  return db
    .select(brief)
    .from(chapters)
    .where(and(scope, or(containsAny(text, [chapters.name]), sql`lower(${chapters.slug}) = ${lower}`)))
    .orderBy(sql`(lower(${chapters.name}) = ${lower} or lower(${chapters.slug}) = ${lower}) desc`, asc(chapters.name))
    .limit(limit)
    .all();
}

/**
 * What a report page's chapter search field suggests as the actor types (`GET /api/chapters?scope=led`):
 * the chapters matching the text among those `reportChapterChoice` resolves names in, the approved
 * ones the actor leads (every approved one for an administrator), and no other. At most
 * CHAPTER_MATCH_LIMIT; nothing for fewer than 2 characters.
 */
export function suggestReportChapters(actor: Actor, q: string, limit = CHAPTER_MATCH_LIMIT) {
  const text = q.trim();
  const led = ledChapterScope(actor);
  if (text.length < 2 || (led !== "all" && !led.length)) return [];
  return matchChapters(reportableChapters(led), text, Math.min(limit, CHAPTER_MATCH_LIMIT));
}

/** How many chapters a picker's search lists when the text matches more than one. */
export const CHAPTER_MATCH_LIMIT = 20;

export interface ChapterChoice {
  /** The chapters to pick from when the scope is small enough for a <select>; null: a search field. */
  options: Array<{ id: string; name: string }> | null;
  /** The chapter id to report on (checked by the report's own rule), or null when none is chosen. */
  chapterId: string | null;
  /** What the search field shows: the chosen chapter's name, or the text as typed. */
  text: string;
  /** The text matched several chapters, or none: up to CHAPTER_MATCH_LIMIT to choose from. */
  matches: Array<{ id: string; name: string }>;
  /** The actor has at least one chapter to report on. */
  any: boolean;
}

/**
 * A leader's chapter picker on the report pages (readiness, hours): a <select> of the chapters they
 * lead while there are few (CHAPTER_SELECT_LIMIT), otherwise (administrators: the whole network) a
 * search field, so the page never carries thousands of <option>s. `value` is what the form sent:
 * a chapter id (links and the CSV use ids), or the text typed into the search field, resolved here
 * to the one approved chapter in scope whose name or slug it is, or whose name contains it alone.
 * `pick` is the id of the chapter shown before, sent beside its name so that two chapters with one
 * name stay apart. Without a value, the first chapter in scope by name.
 */
export function reportChapterChoice(actor: Actor, value?: string | null, pick?: string | null): ChapterChoice {
  const led = ledChapterScope(actor);
  const approved = reportableChapters(led);
  const none: ChapterChoice = { options: [], chapterId: null, text: "", matches: [], any: false };
  if (led !== "all" && !led.length) return none;
  if (led !== "all" && led.length <= CHAPTER_SELECT_LIMIT) {
    const options = db.select(brief).from(chapters).where(approved).orderBy(asc(chapters.name)).all();
    const chapterId = value || options[0]?.id || null;
    const chosen = options.find((c) => c.id === chapterId);
    return { options, chapterId, text: chosen?.name ?? "", matches: [], any: options.length > 0 };
  }
  const text = value?.trim() ?? "";
  const named = (id: string) => db.select(brief).from(chapters).where(eq(chapters.id, id)).get();
  if (!text) {
    const first = db.select(brief).from(chapters).where(approved).orderBy(asc(chapters.name)).limit(1).get();
    return { options: null, chapterId: first?.id ?? null, text: first?.name ?? "", matches: [], any: !!first };
  }
  // An id (from a link, the CSV or a suggestion): the report's rule decides whether it may be seen.
  const byId = named(text);
  if (byId) return { options: null, chapterId: byId.id, text: byId.name, matches: [], any: true };
  const picked = pick ? named(pick) : undefined;
  if (picked && picked.name.toLowerCase() === text.toLowerCase()) {
    return { options: null, chapterId: picked.id, text: picked.name, matches: [], any: true };
  }
  const lower = text.toLowerCase();
  const matches = matchChapters(approved, text, CHAPTER_MATCH_LIMIT + 1);
  const exact = matches.filter((c) => c.name.toLowerCase() === lower || c.slug.toLowerCase() === lower);
  const only = matches.length === 1 ? matches[0] : exact.length === 1 ? exact[0] : undefined;
  if (only) return { options: null, chapterId: only.id, text: only.name, matches: [], any: true };
  return { options: null, chapterId: null, text, matches: matches.slice(0, CHAPTER_MATCH_LIMIT), any: true };
}
