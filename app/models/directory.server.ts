import { and, asc, between, count, eq, gte, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { db, sqlite } from "~/db/client.server";
import { memoUntilContentChange } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import {
  chapters,
  events,
  memberships,
  type ChapterSummary,
  type MembershipRole,
  type MembershipStatus,
} from "~/db/schema";
import {
  boundingBox,
  distanceMiles,
  resolveLocationQuery,
  stateOnlyQuery,
  type ResolvedLocation,
} from "~/utils/geo.server";
import type { Actor } from "~/access/actor.server";
import { can, seesUnapprovedChapters } from "~/access/rules.server";
import { containsPattern, searchText } from "~/utils/misc";
import { chapterListColumns } from "./chapter-columns.server";
import { listOpenTrainings, listUpcomingEventsForChapter } from "./event.server";
import { getMembershipFor } from "./membership.server";

/** Public chapter directory and chapter page: what visitors and members may see of chapters. */

export const RADIUS_OPTIONS = [25, 50, 100] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS: Radius = 25;
export const DIRECTORY_PAGE_SIZE = 24;
/** Chapter page: events previewed (spec section 9). */
export const EVENTS_PREVIEWED = 3;

/** Who is looking: the signed-in actor, or null for a visitor. */
export type Viewer = Actor;

export interface DirectoryChapter extends ChapterSummary {
  createdAt: Date;
  /** Miles from the searched place, when the search was a place. */
  distanceMiles: number | null;
  /** The viewer's own membership, if any. */
  membership: { status: MembershipStatus; role: MembershipRole } | null;
}

export interface DirectoryResult {
  /** all: no query; place: radius search; text: name/city/state match. */
  mode: "all" | "place" | "text";
  q: string;
  radius: Radius;
  location: ResolvedLocation | null;
  total: number;
  page: number;
  pageCount: number;
  chapters: DirectoryChapter[];
  /** The query was a 5-digit ZIP code that no US ZIP list knows ("00000"): say so, don't just say "none". */
  unknownZip: string | null;
  /** A place search that found nothing within the radius: the closest chapter beyond it, if any. */
  nearest: { name: string; slug: string; distanceMiles: number } | null;
}

export function parseRadius(value: string | null | undefined): Radius {
  const n = Number(value);
  return (RADIUS_OPTIONS as readonly number[]).includes(n) ? (n as Radius) : DEFAULT_RADIUS;
}

export function parsePage(value: string | null | undefined) {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

/**
 * Visitors and members see approved chapters; global admins see every chapter with its status,
 * written so SQLite cannot use the status index for it: a radius search must
 * walk the latitude/longitude index (a narrow band of the country), not every approved chapter.
 * The unary + is SQLite's documented way to keep a term from driving index selection.
 */
function visibilityNoIndex(viewer: Viewer | null): SQL | undefined {
  return seesUnapprovedChapters(viewer) ? undefined : sql`+${chapters.status} = 'Approved'`;
}

/**
 * Approved memberships of the chapter row (memberCount is derived, never stored). Written with
 * qualified names: in a single-table select Drizzle leaves column names unqualified, and an
 * unqualified "id" inside the subquery would mean memberships.id.
 */
const memberCount = sql<number>`(select count(*) from "memberships" as "m" where "m"."chapter_id" = "chapters"."id" and "m"."status" = 'Approved')`;

/** Card fields without the member count. */
const listColumns = chapterListColumns;

const cardColumns = { ...chapterListColumns, memberCount };

/** Full-text phrase for the trigram index: the query as one quoted phrase, inner quotes doubled. */
function ftsPhrase(q: string) {
  return `"${q.replace(/"/g, '""')}"`;
}

/** The kinds of text match, one prepared statement pair each (see `directoryStatements`). */
type MatchKind = "fts" | "fts+state" | "state" | "like" | "like+state";
type MatchParams = {
  phrase?: string;
  state?: string;
  pattern?: string;
};

/**
 * The spec's text match: a case-insensitive substring of name, city or state (plus "Texas" finding
 * TX chapters). Queries of 3+ characters are answered by the trigram index chapters_fts (see
 * migrations/0001_chapters_fts.sql); a bare 2-letter state code by the (state, city) index; other
 * 1–2 character queries, which a trigram index cannot answer, by LIKE over the visible chapters.
 */
function matchOf(q: string): { kind: MatchKind; params: MatchParams } {
  const state = stateOnlyQuery(q) ?? undefined;
  if ([...q].length >= 3) return { kind: state ? "fts+state" : "fts", params: { phrase: ftsPhrase(q), state } };
  if (state && state === q.toUpperCase()) return { kind: "state", params: { state } };
  return { kind: state ? "like+state" : "like", params: { pattern: containsPattern(q), state } };
}

/** The condition of a match kind; `value` gives each parameter (the value, or a placeholder). */
function matchCondition(kind: MatchKind, value: (name: keyof MatchParams) => unknown): SQL | undefined {
  if (kind === "fts" || kind === "fts+state") {
    // One rowid list (not an OR of two terms, which SQLite would answer by walking the status
    // index): the trigram matches, plus the chapters of a state named in full.
    const byState =
      kind === "fts+state" ? sql` union select "rowid" from "chapters" where "state" = ${value("state")}` : sql``;
    return sql`"chapters"."rowid" in (select "rowid" from "chapters_fts" where "chapters_fts" match ${value("phrase")}${byState})`;
  }
  if (kind === "state") return sql`${chapters.state} = ${value("state")}`;
  const p = value("pattern");
  return or(
    sql`lower(${chapters.name}) like ${p} escape '\\'`,
    sql`lower(${chapters.city}) like ${p} escape '\\'`,
    sql`lower(${chapters.state}) like ${p} escape '\\'`,
    kind === "like+state" ? sql`${chapters.state} = ${value("state")}` : undefined,
  );
}

/**
 * Who sees which chapters in a directory listing. The unfiltered directory reads its page from
 * chapters_status_name_idx, already in the page's order. A trigram or state match must be driven by
 * its own index (a few rows), so the status test is written with the unary + there: without it
 * SQLite may walk every approved chapter in name order to spare itself the sort of a few matches.
 */
function visibleInDirectory(kind: MatchKind | "all", seesAll: boolean): SQL | undefined {
  if (seesAll) return undefined;
  return kind === "all" || kind === "like" || kind === "like+state"
    ? eq(chapters.status, "Approved")
    : sql`+${chapters.status} = 'Approved'`;
}

/** A listing's condition; `value` gives each match parameter (the value, or a placeholder). */
function directoryWhere(kind: MatchKind | "all", seesAll: boolean, value: (name: keyof MatchParams) => unknown) {
  return and(visibleInDirectory(kind, seesAll), kind === "all" ? undefined : matchCondition(kind, value));
}

/** The condition of a directory listing for `q`, with its values in place (the query-plan tests read this). */
export function directoryCondition(q: string, seesAll: boolean): SQL | undefined {
  const match = q ? matchOf(q) : null;
  return directoryWhere(match?.kind ?? "all", seesAll, (name) => match?.params[name]);
}

type DirectoryStatements = ReturnType<typeof prepareDirectoryStatements>;
const statementsByConnection = new WeakMap<object, Map<string, DirectoryStatements>>();

function prepareDirectoryStatements(kind: MatchKind | "all", seesAll: boolean) {
  const where = directoryWhere(kind, seesAll, (name) => sql.placeholder(name));
  return {
    count: db.select({ n: count() }).from(chapters).where(where).prepare(),
    page: directoryPageQuery(where, sql.placeholder("limit"), sql.placeholder("offset")).prepare(),
  };
}

/**
 * The count and page statements of a directory text search, prepared once per kind of match and
 * visibility on this connection: a search then only binds its values, instead of having Drizzle
 * build the SQL and SQLite compile it on every request.
 */
function directoryStatements(kind: MatchKind | "all", seesAll: boolean): DirectoryStatements {
  const connection = sqlite();
  let byKey = statementsByConnection.get(connection);
  if (!byKey) statementsByConnection.set(connection, (byKey = new Map()));
  const key = `${kind}|${seesAll}`;
  let statements = byKey.get(key);
  if (!statements) byKey.set(key, (statements = prepareDirectoryStatements(kind, seesAll)));
  return statements;
}

/**
 * One page of directory cards, ordered by name. The page is chosen first (inner query); member
 * counts are computed only for its rows.
 */
export function directoryPageQuery(where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  const pageRows = db
    .select({ ...listColumns })
    .from(chapters)
    .where(where)
    .orderBy(asc(chapters.name), asc(chapters.id))
    .limit(limit)
    .offset(offset)
    .as("page");
  return db
    .select({
      id: pageRows.id,
      name: pageRows.name,
      slug: pageRows.slug,
      description: pageRows.description,
      city: pageRows.city,
      state: pageRows.state,
      regionCode: pageRows.regionCode,
      status: pageRows.status,
      createdAt: pageRows.createdAt,
      memberCount: sql<number>`(select count(*) from "memberships" as "m" where "m"."chapter_id" = "page"."id" and "m"."status" = 'Approved')`,
    })
    .from(pageRows)
    .orderBy(asc(pageRows.name), asc(pageRows.id));
}

function membershipsOf(viewer: Viewer | null, chapterIds: string[]) {
  const map = new Map<string, { status: MembershipStatus; role: MembershipRole }>();
  if (!viewer || !chapterIds.length) return map;
  const rows = db
    .select({ chapterId: memberships.chapterId, status: memberships.status, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, viewer.id), inArray(memberships.chapterId, chapterIds)))
    .all();
  for (const r of rows) map.set(r.chapterId, { status: r.status, role: r.role });
  return map;
}

/**
 * Chapters within `radius` miles of `center`, nearest first. The bounding box is answered from the
 * latitude/longitude index; only the few rows inside it get an exact great-circle distance.
 */
export function chaptersNear(center: { latitude: number; longitude: number }, radius: number, viewer: Viewer | null) {
  const candidates = radiusCandidatesQuery(center, radius, viewer).all();
  return candidates
    .map((c) => ({
      id: c.id,
      name: c.name,
      distance: distanceMiles(center, { latitude: c.latitude!, longitude: c.longitude! }),
    }))
    .filter((c) => c.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
}

/** The bounding-box pre-filter of a radius search (exported so a test can check its query plan). */
export function radiusCandidatesQuery(
  center: { latitude: number; longitude: number },
  radius: number,
  viewer: Viewer | null,
) {
  const box = boundingBox(center, radius);
  return db
    .select({ id: chapters.id, latitude: chapters.latitude, longitude: chapters.longitude, name: chapters.name })
    .from(chapters)
    .where(
      and(
        between(chapters.latitude, box.minLat, box.maxLat),
        between(chapters.longitude, box.minLng, box.maxLng),
        visibilityNoIndex(viewer),
      ),
    );
}

/** The directory: radius search when the query names a place, else the spec's text match. */
export function searchDirectory(opts: {
  q?: string | null;
  radius?: Radius;
  page?: number;
  viewer: Viewer | null;
  pageSize?: number;
}): DirectoryResult {
  const q = searchText(opts.q);
  const radius = opts.radius ?? DEFAULT_RADIUS;
  const pageSize = opts.pageSize ?? DIRECTORY_PAGE_SIZE;
  const viewer = opts.viewer;
  let page = opts.page ?? 1;

  const location = q ? resolveLocationQuery(q) : null;
  if (location) {
    const near = chaptersNear(location, radius, viewer);
    const total = near.length;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    page = Math.min(page, pageCount);
    const slice = near.slice((page - 1) * pageSize, page * pageSize);
    const ids = slice.map((c) => c.id);
    const rows = ids.length ? db.select(cardColumns).from(chapters).where(inArray(chapters.id, ids)).all() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const mine = membershipsOf(viewer, ids);
    const list = slice.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [{ ...row, distanceMiles: c.distance, membership: mine.get(c.id) ?? null }] : [];
    });
    const nearest = total ? null : nearestChapter(location, viewer);
    return { mode: "place", q, radius, location, total, page, pageCount, chapters: list, unknownZip: null, nearest };
  }

  const match = q ? matchOf(q) : null;
  const seesAll = seesUnapprovedChapters(viewer);
  const statements = directoryStatements(match?.kind ?? "all", seesAll);
  const params = match?.params ?? {};
  // The unfiltered directory is the same list for every viewer who sees the same chapters: its count
  // and pages (with member counts) are kept until public content changes (any process); only the
  // viewer's own memberships are read per request.
  const kept = <T>(part: string, read: () => T): T =>
    match
      ? read()
      : memoUntilContentChange(`directory:${seesAll ? "every" : "approved"}:${part}`, () => ({ value: read() }));
  const total = kept("count", () => statements.count.get(params)?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  page = Math.min(page, pageCount);
  const rows = kept(`page:${page}:${pageSize}`, () =>
    statements.page.all({ ...params, limit: pageSize, offset: (page - 1) * pageSize }),
  );
  const mine = membershipsOf(
    viewer,
    rows.map((r) => r.id),
  );
  return {
    mode: q ? "text" : "all",
    q,
    radius,
    location: null,
    total,
    page,
    pageCount,
    chapters: rows.map((r) => ({ ...r, distanceMiles: null, membership: mine.get(r.id) ?? null })),
    unknownZip: total === 0 && /^\d{5}$/.test(q) ? q : null,
    nearest: null,
  };
}

/**
 * The directory's open trainings (events any member may join, soonest first): the same for every
 * viewer, so kept until public content changes (any process) or the first of them starts (then it
 * leaves the list and the next one may enter).
 */
export function directoryOpenTrainings() {
  return memoUntilContentChange("directory:open-trainings", () => {
    const rows = listOpenTrainings();
    return { value: rows, validUntil: rows.length ? Math.min(...rows.map((e) => e.startAt.getTime())) : undefined };
  });
}

/** Radii the nearest-chapter search widens through: each an indexed bounding-box query. */
const NEAREST_RADII = [250, 500, 1000, 3000] as const;

/** The closest chapter the viewer may see, within a few thousand miles (the continental US and beyond). */
function nearestChapter(center: { latitude: number; longitude: number }, viewer: Viewer | null) {
  for (const radius of NEAREST_RADII) {
    const [closest] = chaptersNear(center, radius, viewer);
    if (closest) {
      const row = db.select({ slug: chapters.slug }).from(chapters).where(eq(chapters.id, closest.id)).get();
      if (row) return { name: closest.name, slug: row.slug, distanceMiles: Math.round(closest.distance) };
    }
  }
  return null;
}

// ---- Chapter page ----

export function countUpcomingEvents(chapterId: string, now = new Date()) {
  return chapterPageStatements().upcomingCount.get({ chapterId, now: now.getTime() })?.n ?? 0;
}

/**
 * What every public chapter page reads, prepared once per connection (`preparedOnce`): a request
 * only binds its values instead of Drizzle building the SQL and SQLite compiling it (a sixth of the
 * page's server CPU, decision 067). `now` is bound as the column stores it (epoch ms).
 */
const chapterPageStatements = preparedOnce(() => ({
  bySlug: db
    .select({ ...cardColumns, createdById: chapters.createdById })
    .from(chapters)
    .where(eq(chapters.slug, sql.placeholder("slug")))
    .prepare(),
  upcomingCount: db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.chapterId, sql.placeholder("chapterId")), gte(events.startAt, sql.placeholder("now"))))
    .prepare(),
}));

/**
 * A chapter as its public page shows it, or null when the viewer may not see it: approved chapters
 * are public; a pending or rejected one only to admins, its creator and people with a membership.
 */
export function getChapterPage(slug: string, viewer: Viewer | null, now = new Date()) {
  const chapter = chapterPageStatements().bySlug.get({ slug });
  if (!chapter) return null;
  const own = viewer ? getMembershipFor(viewer.id, chapter.id) : null;
  const membership = own ? { id: own.id, status: own.status, role: own.role } : null;
  if (!can(viewer, "chapter.view", { ...chapter, viewerHasMembership: !!membership })) return null;
  const upcoming = listUpcomingEventsForChapter(chapter.id, { now, limit: EVENTS_PREVIEWED });
  return {
    chapter: {
      id: chapter.id,
      name: chapter.name,
      slug: chapter.slug,
      description: chapter.description,
      city: chapter.city,
      state: chapter.state,
      regionCode: chapter.regionCode,
      status: chapter.status,
      memberCount: chapter.memberCount,
      timezone: chapter.timezone,
    },
    membership,
    upcomingEvents: upcoming.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      startAt: e.startAt,
      endAt: e.endAt,
      locationText: e.locationText,
      chapterTimeZone: e.chapterTimeZone,
      capacity: e.capacity,
      status: e.status,
    })),
    upcomingEventCount: chapter.status === "Approved" ? countUpcomingEvents(chapter.id, now) : 0,
  };
}
