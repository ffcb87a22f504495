import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { selectWithChapter } from "~/db/query.server";
import { chapters, events, type EventStatus, type RsvpStatus } from "~/db/schema";
import {
  containsAny,
  containsAnyIndexed,
  likeAny,
  searchPhrase,
  tableRowsBound,
  trigramMatchCount,
} from "./search.server";
import { insertAudited } from "./audit.server";
import type { Actor } from "~/access/actor.server";
import type { CalendarEvent } from "~/utils/ics.server";
import { assertCanPostForChapter } from "./chapter-options.server";
import { eventInputFromForm, type CreateEventInput, type EventFormValue, type EventTimeFilter } from "./event.schema";
import { emptyCounts, getRsvpTallies, getUserAnswers, type RsvpCounts } from "./rsvp.server";
import { contentVersionStamp, memoUntilWrite } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { eventCardColumns, eventColumns } from "./event-columns.server";
import { DEFAULT_TIMEZONE } from "~/utils/time-zone";

/**
 * Events belong to a chapter; only events of approved chapters are visible (to members, visitors
 * on the chapter page, the calendar feeds). Times are UTC instants.
 */

/** An event of an approved chapter: what a calendar file needs, and where and for how many it is held. */
export interface VisibleEvent extends CalendarEvent {
  chapterId: string;
  /** IANA zone the event is held in (its chapter's). */
  chapterTimeZone: string;
  /** Places available, or null for no limit. */
  capacity: number | null;
  whatToBring: string | null;
  openToNetwork: boolean;
  status: EventStatus;
  cancellationReason: string | null;
  createdAt: Date;
}

export interface EventListItem extends VisibleEvent {
  /** The series it is an occurrence of (decision 035), or null. */
  seriesId: string | null;
  isUpcoming: boolean;
  counts: RsvpCounts;
  myRsvp: RsvpStatus | null;
  /** People waiting for a place. */
  waitlistCount: number;
  /** The user's place on the waitlist (1 = next), or null when not waiting. */
  myWaitlistPosition: number | null;
}

export interface EventListFilters {
  q?: string;
  chapterId?: string;
  time?: EventTimeFilter;
}

/**
 * Creates an event. Admins may create for any approved chapter; leaders only for approved
 * chapters they lead. Throws ForbiddenError / InvalidInputError otherwise.
 */
export function createEvent(user: Actor, input: CreateEventInput) {
  const chapter = assertCanPostForChapter(user, input.chapterId, "events");
  return insertAudited(
    events,
    {
      chapterId: chapter.id,
      title: input.title,
      description: input.description,
      startAt: input.startAt,
      endAt: input.endAt,
      locationText: input.locationText,
      capacity: input.capacity ?? null,
      whatToBring: input.whatToBring ?? null,
      openToNetwork: input.openToNetwork ?? false,
      createdById: user.id,
    },
    (event) => ({
      actorId: user.id,
      action: "create_event",
      targetType: "event",
      targetId: event.id,
      metadata: { title: event.title, chapterName: chapter.name, openToNetwork: event.openToNetwork },
    }),
  );
}

/**
 * The Create Event form: its wall-clock times are read in the chosen chapter's zone (DST-correct),
 * whoever is typing them and wherever they are.
 */
export function createEventFromForm(user: Actor, value: EventFormValue) {
  return createEvent(user, eventInputFromForm(value, chapterTimeZone(value.chapterId)));
}

/** The zone a chapter's events are held in (the default for an unknown id: the create then refuses). */
export function chapterTimeZone(chapterId: string) {
  return (
    db.select({ tz: chapters.timezone }).from(chapters).where(eq(chapters.id, chapterId)).get()?.tz ?? DEFAULT_TIMEZONE
  );
}

/**
 * `inStartOrder`: the caller reads the first rows in start order (one tab, with LIMIT), from
 * `pageInStartOrder`'s LEFT JOIN. The status test is then `IS 'Approved'`, which no index serves
 * and which keeps the LEFT JOIN a left join: SQLite walks events_start_idx and stops after a page
 * (0.1 ms over 20,000 events, where joining every approved chapter's events and sorting them took
 * 11 ms), and, with ANALYZE statistics, no longer builds a Bloom filter over all 2,700 chapters
 * before that walk (the inner join with `+status` did: 0.45 -> 0.2 ms of CPU per page on the
 * national data set, 2026-11-26). Same rows: every event has its chapter, and IS is false for none.
 * Counts and the mixed "all" order are faster the other way round.
 */
function visibleWhere(filters: EventListFilters, now: Date | null, inStartOrder = false, plan: SearchPlan = "matches") {
  const where: SQL[] = [inStartOrder ? sql`${chapters.status} is 'Approved'` : eq(chapters.status, "Approved")];
  if (filters.chapterId) where.push(eq(events.chapterId, filters.chapterId));
  const search = eventSearch(filters.q, plan);
  if (search) where.push(search);
  if (now && filters.time === "upcoming") where.push(gte(events.startAt, now));
  if (now && filters.time === "past") where.push(lt(events.startAt, now));
  return and(...where);
}

/**
 * How a search finds its events (the same rows each way):
 * - "matches": from the trigram index's matches (counts; a page of a rare word);
 * - "walk": a page walks events_start_idx (or the chapter's) and tests each event against the
 *   matches (`+rowid`), stopping after the page, when how many match is not known;
 * - "scan": a page of a common word walks the start index testing the LIKE alone: a page is found
 *   within a few hundred events, where reading the index's thousands of matches costs more.
 */
type SearchPlan = "matches" | "walk" | "scan";

/**
 * The search box: events whose title, description or place contains the text (case-insensitive
 * substring, `containsAny`'s match), through the trigram index events_fts (migration 0042,
 * docs/decisions/041) instead of a LIKE over every event (~25 ms per pass on 30,000 events).
 */
export function eventSearch(q: string | null | undefined, plan: SearchPlan = "matches", common?: boolean) {
  if (plan === "scan") return containsAny(q, SEARCHED_COLUMNS);
  const phrase = q?.trim() ? searchPhrase(q.trim()) : null;
  return containsAnyIndexed(
    q,
    {
      ...EVENTS_INDEX,
      walk: plan === "walk",
      inMostRows: common ?? (phrase === null ? undefined : inMostEvents(phrase)),
    },
    SEARCHED_COLUMNS,
  );
}

const EVENTS_INDEX = { table: "events", fts: "events_fts" };
const SEARCHED_COLUMNS = [events.title, events.description, events.locationText];

/**
 * How many events the trigram index matched for a phrase when last asked, and when (per
 * connection, the last MATCH_HINTS phrases): a hint for choosing how to read a search (index or a
 * pass over the table, `containsAnyIndexed`), never a result. Every plan finds the same rows, so a
 * stale hint only costs time. A search's count refreshes it from the same pass (`countEvents`);
 * otherwise it is asked again after a minute.
 */
const matchHints = preparedOnce(() => new Map<string, { n: number; at: number }>());
const MATCH_HINTS = 256;
const MATCH_HINT_MS = 60_000;

function rememberMatches(phrase: string, n: number) {
  const hints = matchHints();
  hints.delete(phrase);
  if (hints.size >= MATCH_HINTS) hints.delete(hints.keys().next().value!);
  hints.set(phrase, { n, at: Date.now() });
}

/**
 * Whether the phrase is in more than half the events (`inMostRows`): "no" from a recent hint, else
 * the index's count (remembered). Asking costs a pass over the index's matches (2.3 ms for a word
 * in 4,177 events, national data set), which the search's count then reads again.
 */
function inMostEvents(phrase: string) {
  const rows = tableRowsBound(EVENTS_INDEX);
  const hint = matchHints().get(phrase);
  if (hint && hint.n * 2 <= rows && Date.now() - hint.at < MATCH_HINT_MS) return false;
  const n = trigramMatchCount(EVENTS_INDEX.fts, phrase);
  rememberMatches(phrase, n);
  return n * 2 > rows;
}

/** How many events the index matches for the text (`inMostEvents`'s count, asked or recent), or undefined when it cannot say. */
function indexMatches(term: string) {
  const phrase = searchPhrase(term);
  if (phrase === null) return undefined;
  inMostEvents(phrase);
  return matchHints().get(phrase)?.n;
}

/** The plan of a page of a search on one side of now, from how many events match there (see `SearchPlan`). */
function pagePlan(matches: number | undefined, end: number): SearchPlan {
  if (matches === undefined) return "walk";
  // A common word: a page is found within ~4 events per match on it.
  return matches > 500 && end * 4 <= matches ? "scan" : "matches";
}

/** Events per page on the dashboard list. */
export const EVENTS_PAGE_SIZE = 20;

/**
 * Events of approved chapters matching the filters, with RSVP counts and the user's own answer.
 * Upcoming (start now or later) soonest first, then past ones most recent first. Each side is one
 * walk of the start index with LIMIT/OFFSET; RSVP counts and the user's answers are read only for
 * the returned rows.
 */
export function listEvents(
  user: Pick<Actor, "id">,
  filters: EventListFilters = {},
  now = new Date(),
  {
    limit = 200,
    offset = 0,
    matches,
  }: {
    limit?: number;
    offset?: number;
    /** With a search: `countEvents` of these filters, when the caller has it (chooses the search's plan). */
    matches?: { upcoming: number; past: number };
  } = {},
): EventListItem[] {
  const time = filters.time ?? "upcoming";
  limit = Math.max(0, limit);
  offset = Math.max(0, offset);
  const rows =
    offset === 0 && time !== "past"
      ? keptFirstPage(filters, time, limit, now, () => pageRows(filters, time, now, limit, offset, matches))
      : pageRows(filters, time, now, limit, offset, matches);
  const ids = rows.map((r) => r.id);
  const { counts, waiting } = getRsvpTallies(ids);
  const mine = getUserAnswers(user.id, ids);
  // Each column named rather than `{ ...r }`: V8 copies Drizzle's row objects through its slow path
  // (~1 ms over the API's 200 rows, national data set).
  return rows.map((r) => {
    const answer = mine.get(r.id);
    return {
      id: r.id,
      title: r.title,
      startAt: r.startAt,
      endAt: r.endAt,
      locationText: r.locationText,
      chapterId: r.chapterId,
      chapterName: r.chapterName,
      chapterSlug: r.chapterSlug,
      chapterTimeZone: r.chapterTimeZone,
      description: r.description,
      capacity: r.capacity,
      whatToBring: r.whatToBring,
      openToNetwork: r.openToNetwork,
      status: r.status,
      cancellationReason: r.cancellationReason,
      sequence: r.sequence,
      createdAt: r.createdAt,
      seriesId: r.seriesId,
      isUpcoming: r.startAt.getTime() >= now.getTime(),
      counts: counts.get(r.id) ?? emptyCounts(),
      myRsvp: answer?.status ?? null,
      waitlistCount: waiting.get(r.id) ?? 0,
      myWaitlistPosition: answer?.waitlistPosition ?? null,
    };
  });
}

/** The rows of one page of `listEvents`, read (see there). */
function pageRows(
  filters: EventListFilters,
  time: EventTimeFilter,
  now: Date,
  limit: number,
  offset: number,
  matches: { upcoming: number; past: number } | undefined,
): VisibleEventRow[] {
  // Without the counts (the API), how many events the index matched over both sides (a bound on
  // either side's matches) chooses the plan: the same rows either way (decision 048).
  const bound = filters.q?.trim() && !matches ? indexMatches(filters.q.trim()) : undefined;
  const page = (side: "upcoming" | "past", order: PageOrder, n: number, skip: number) =>
    filters.q?.trim()
      ? pageInStartOrder(
          visibleWhere({ ...filters, time: side }, now, true, pagePlan(matches?.[side] ?? bound, skip + n)),
          PAGE_ORDERS[order],
          n,
          skip,
        )
      : preparedPage(side, order, !!filters.chapterId).all({
          now: now.getTime(),
          chapterId: filters.chapterId ?? null,
          limit: n,
          offset: skip,
        });
  let rows: VisibleEventRow[];
  if (time === "upcoming") rows = page("upcoming", "soonestFirst", limit, offset);
  else if (time === "past") rows = page("past", "latestFirst", limit, offset);
  else {
    // Upcoming soonest first, then past most recent first: two walks of events_start_idx, each
    // stopping after the page, instead of ordering every event of the network by a CASE.
    const upcoming = page("upcoming", "soonestFirst", limit, offset);
    rows = upcoming;
    if (upcoming.length < limit) {
      // Past rows to skip: none when this page starts among the upcoming ones.
      const skip = upcoming.length || offset === 0 ? 0 : offset - (matches ?? countEvents(filters, now)).upcoming;
      rows = [...upcoming, ...page("past", "latestFirstById", limit - upcoming.length, skip)];
    }
  }
  return rows;
}

/**
 * The first page of the upcoming or "all" tab (and GET /api/events), kept per filters and page size
 * (per connection, the latest KEPT_PAGES; decision 062) while content_version's fourth row holds
 * (moved by every write to `events` and `chapters`, what the page's rows are read from, in any
 * process: migration 0054) and until its soonest upcoming event starts (then it is past: at that
 * very millisecond it is still upcoming). With no upcoming event on the page, none matches, and only
 * a write changes the page. Read before the rows, so a write landing between them is seen by the
 * next view. RSVPs (the tallies and the user's answers, read on every view) do not move the stamp.
 * The rows are shared by every view: nothing may change them (`listEvents` copies their fields).
 */
function keptFirstPage(
  filters: EventListFilters,
  time: EventTimeFilter,
  limit: number,
  now: Date,
  read: () => VisibleEventRow[],
): VisibleEventRow[] {
  const key = `${time}|${limit}|${filters.chapterId ?? ""}|${filters.q ?? ""}`;
  const version = pageVersion();
  const at = now.getTime();
  const pages = keptPages();
  const held = pages.get(key);
  pages.delete(key);
  if (held && held.version === version && held.at <= at && at <= held.until) {
    pages.set(key, held); // most recently used last
    return held.rows;
  }
  const rows = read();
  const first = rows[0];
  const until = first && first.startAt.getTime() >= at ? first.startAt.getTime() : Infinity;
  pages.set(key, { version, at, until, rows });
  if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
  return rows;
}

const keptPages = preparedOnce(
  () => new Map<string, { version: string; at: number; until: number; rows: VisibleEventRow[] }>(),
);
const KEPT_PAGES = 64;
const pageVersion = contentVersionStamp(4);

/** A page's order: the upcoming tab, the past tab, and the past side of the "all" tab. */
const PAGE_ORDERS = {
  soonestFirst: [asc(events.startAt), asc(events.id)],
  latestFirst: [desc(events.startAt), desc(events.id)],
  latestFirstById: [desc(events.startAt), asc(events.id)],
};
type PageOrder = keyof typeof PAGE_ORDERS;

/** The query of one page of visible events in start order (see `visibleWhere`'s `inStartOrder` for the LEFT JOIN). */
function pageQuery(where: SQL | undefined, order: SQL[]) {
  return db
    .select({ ...eventColumns, seriesId: events.seriesId })
    .from(events)
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(where)
    .orderBy(...order);
}

/** One page of visible events in start order, the query built for this call (a search's). */
function pageInStartOrder(where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return pageQuery(where, order).limit(limit).offset(offset).all() as VisibleEventRow[];
}

/**
 * A page without a search, as a statement prepared once per connection for each side, order and
 * chapter filter (decision 038): a request only binds now, the chapter, limit and offset, instead of
 * Drizzle building the same SQL on every view of the list. The condition is `visibleWhere`'s.
 */
const pageStatements = preparedOnce(() => new Map<string, ReturnType<typeof preparePage>>());

function preparePage(side: "upcoming" | "past", order: PageOrder, byChapter: boolean) {
  const now = sql.placeholder("now");
  const where = and(
    sql`${chapters.status} is 'Approved'`,
    byChapter ? eq(events.chapterId, sql.placeholder("chapterId")) : undefined,
    side === "upcoming" ? gte(events.startAt, now) : lt(events.startAt, now),
  );
  return pageQuery(where, PAGE_ORDERS[order])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare();
}

function preparedPage(side: "upcoming" | "past", order: PageOrder, byChapter: boolean) {
  const byKey = pageStatements();
  const key = `${side}|${order}|${byChapter}`;
  let statement = byKey.get(key);
  if (!statement) byKey.set(key, (statement = preparePage(side, order, byChapter)));
  return {
    all: (values: { now: number; chapterId: string | null; limit: number; offset: number }) =>
      statement.all(values) as VisibleEventRow[],
  };
}

/** An event row with its chapter's columns, as the inner join types them (never null: the status test needs the chapter). */
type VisibleEventRow = ReturnType<
  ReturnType<typeof selectWithChapter<typeof eventColumns, typeof events>>["all"]
>[number] & { seriesId: string | null };

/** How many events match the filters on each side of `now` (for the tab counts). */
export function countEvents(filters: Omit<EventListFilters, "time"> = {}, now = new Date()) {
  const count = (time: "upcoming" | "past") =>
    Number(
      selectWithChapter(events, { n: sql<number>`count(*)` })
        .where(visibleWhere({ ...filters, time }, now))
        .get()?.n ?? 0,
    );
  if (!filters.q?.trim()) return { upcoming: count("upcoming"), past: count("past") };
  // A search: both sides in one pass over the matches (the index's lookup and the rows' LIKE once).
  const at = now.getTime();
  const sides = {
    upcoming: sql<number>`count(*) filter (where ${events.startAt} >= ${at})`,
    past: sql<number>`count(*) filter (where ${events.startAt} < ${at})`,
  };
  if (filters.chapterId) {
    const row = selectWithChapter(events, sides).where(visibleWhere(filters, null)).get();
    return { upcoming: Number(row?.upcoming ?? 0), past: Number(row?.past ?? 0) };
  }
  const phrase = searchPhrase(filters.q.trim());
  if (phrase !== null) {
    // Network-wide, through the index: its matches joined by rowid to their few facts
    // (events_fts_facts, migration 0047, docs/decisions/051): start, chapter approved, text plain.
    // One pass gives how many the index matched (the plan's hint, refreshed) and how many the LIKE
    // keeps on each side. A plain event (ASCII text, no NUL) matched by an ASCII search text holds
    // it as the LIKE finds it (both fold ASCII letters only), so only the others are looked up in
    // `events` to test the LIKE: the same figures as testing it on every match, without reading
    // thousands of events' rows (a word in 4,177 events: 5.3 -> 2.9 ms, national data set). Even
    // a text in every event is counted faster this way than by a LIKE over every event (30,000 matches:
    // 6-11 ms against 12-17), so the count does not ask whether the text is in most events.
    // Kept while the search's stamp holds and no match has started since (decision 062): read
    // before the count, so a write landing between the two is seen by the next view.
    const term = filters.q.trim();
    const version = searchVersion();
    const counted = keptSearchCounts();
    const held = counted.get(term);
    if (held && held.version === version && held.at <= at && at <= held.until) {
      counted.delete(term);
      counted.set(term, held); // most recently used last
      rememberMatches(phrase, held.n);
      return { upcoming: held.upcoming, past: held.past };
    }
    const like = likeAny(term, SEARCHED_COLUMNS);
    const tested = sql`exists (select 1 from ${events} where ${events}."rowid" = "events_fts_facts"."rowid" and ${like})`;
    const kept = isAscii(phrase) ? sql`("events_fts_facts"."plain" or ${tested})` : tested;
    const upcoming = sql`"events_fts_facts"."approved" and "events_fts_facts"."start_at" >= ${at} and ${kept}`;
    const row = db.get<{ n: number; upcoming: number; past: number; next: number | null }>(
      sql`select count(*) as "n", count(*) filter (where ${upcoming}) as "upcoming", count(*) filter (where "events_fts_facts"."approved" and "events_fts_facts"."start_at" < ${at} and ${kept}) as "past", min("events_fts_facts"."start_at") filter (where ${upcoming}) as "next" from "events_fts" cross join "events_fts_facts" on "events_fts_facts"."rowid" = "events_fts"."rowid" where "events_fts" match ${phrase}`,
    );
    const result = { upcoming: Number(row?.upcoming ?? 0), past: Number(row?.past ?? 0) };
    const n = Number(row?.n ?? 0);
    rememberMatches(phrase, n);
    // The same figures until the soonest upcoming match starts (then it is past): at that very
    // millisecond it is still upcoming (`>=`).
    const until = row?.next === null || row?.next === undefined ? Infinity : Number(row.next);
    counted.delete(term);
    counted.set(term, { version, at, until, n, ...result });
    if (counted.size > KEPT_SEARCH_COUNTS) counted.delete(counted.keys().next().value!);
    return result;
  }
  // Network-wide, a text too short for the index: a pass over the events, every matching event less
  // those of chapters not approved (found from those chapters' events, a few).
  const all = db.select(sides).from(events).where(eventSearch(filters.q, "matches")).get();
  const hidden = db
    .select(sides)
    .from(events)
    .where(
      and(
        sql`${events.chapterId} in (select "id" from "chapters" where "status" != 'Approved')`,
        eventSearch(filters.q, "walk"),
      ),
    )
    .get();
  return {
    upcoming: Number(all?.upcoming ?? 0) - Number(hidden?.upcoming ?? 0),
    past: Number(all?.past ?? 0) - Number(hidden?.past ?? 0),
  };
}

/**
 * The network-wide search counts kept per search text (per connection; decision 062): the stamp is
 * content_version's third row, moved by every write to events_fts_facts (migration 0052), which
 * every change to what the count reads writes (an event's text, start or chapter, a chapter's
 * approval); `at`..`until` is when the figures hold (until the soonest upcoming match starts).
 * RSVPs do not move the stamp. The latest KEPT_SEARCH_COUNTS texts.
 */
const keptSearchCounts = preparedOnce(
  () => new Map<string, { version: string; at: number; until: number; n: number; upcoming: number; past: number }>(),
);
const KEPT_SEARCH_COUNTS = 256;
const searchVersion = contentVersionStamp(3);

/** Whether the text is ASCII only. */
const isAscii = (text: string) => !/[^\0-\x7f]/.test(text);

/**
 * The page's stat cards: upcoming and past events of approved chapters, and active chapters. The
 * same for everyone, so kept until the database changes (or 10 s pass) when asked about "now".
 */
export function getEventStats(now?: Date) {
  return now ? computeEventStats(now) : memoUntilWrite("event-stats", () => computeEventStats(new Date()));
}

function computeEventStats(now: Date) {
  const { upcoming, past } = countEvents({}, now);
  const activeChapters = Number(
    db
      .select({ n: sql<number>`count(*)` })
      .from(chapters)
      .where(eq(chapters.status, "Approved"))
      .get()?.n ?? 0,
  );
  return { upcoming, past, activeChapters };
}

/** One event of an approved chapter, or null (unknown, or its chapter is not approved). */
export function getVisibleEvent(eventId: string): VisibleEvent | null {
  return (
    selectWithChapter(events, eventColumns)
      .where(and(eq(events.id, eventId), eq(chapters.status, "Approved")))
      .get() ?? null
  );
}

/** Upcoming events of one approved chapter, soonest first (chapter page preview, calendar feed). */
export function listUpcomingEventsForChapter(chapterId: string, opts: { now?: Date; limit?: number } = {}) {
  const now = opts.now ?? new Date();
  // The chapter page's preview (a limit) is every public chapter page's: prepared once, only bound.
  if (opts.limit) {
    return upcomingPreview().all({ chapterId, now: now.getTime(), limit: opts.limit }) as VisibleEvent[];
  }
  return selectWithChapter(events, eventColumns)
    .where(and(eq(events.chapterId, chapterId), eq(chapters.status, "Approved"), gte(events.startAt, now)))
    .orderBy(asc(events.startAt))
    .all() as VisibleEvent[];
}

/** `listUpcomingEventsForChapter` with a limit; `now` bound as the column stores it (epoch ms). */
const upcomingPreview = preparedOnce(() =>
  selectWithChapter(events, eventColumns)
    .where(
      and(
        eq(events.chapterId, sql.placeholder("chapterId")),
        eq(chapters.status, "Approved"),
        gte(events.startAt, sql.placeholder("now")),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** An approved chapter by slug, for the public calendar feed. */
export function getApprovedChapterBySlug(slug: string) {
  return (
    db
      .select({ id: chapters.id, name: chapters.name, slug: chapters.slug, city: chapters.city, state: chapters.state })
      .from(chapters)
      .where(and(eq(chapters.slug, slug), eq(chapters.status, "Approved")))
      .get() ?? null
  );
}

/** How many open trainings the directory lists. */
export const OPEN_TRAININGS_LIMIT = 6;

/**
 * The directory's "Open trainings": the next scheduled events of approved chapters that their leaders
 * opened to the network (any signed-in member may RSVP). Public, like the chapters' own pages; read
 * in start order from events_open_start_idx.
 */
export function listOpenTrainings(now = new Date(), limit = OPEN_TRAININGS_LIMIT) {
  return selectWithChapter(events, eventCardColumns)
    .where(
      and(
        eq(events.openToNetwork, true),
        gte(events.startAt, now),
        eq(events.status, "Scheduled"),
        sql`+${chapters.status} = 'Approved'`,
      ),
    )
    .orderBy(asc(events.openToNetwork), asc(events.startAt))
    .limit(limit)
    .all();
}
