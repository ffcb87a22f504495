import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Actor } from "~/access/actor.server";
import { forbidden } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { auditLogs, chapters, users } from "~/db/schema";
import { zonedLocalToUtc } from "./event.schema";
import { AUDIT_ACTIONS, formatAuditEntry, type AuditI18n } from "./audit-format";
import { personName } from "./deleted-member";

/**
 * The audit log (issue 31, decision 025): every audit row, newest first, for administrators (the
 * whole network) and chapter leaders (rows about the chapters they lead), filtered by who did it,
 * chapter, action and date, paged by a keyset cursor and exported as CSV. The page, its CSV and
 * GET /api/audit-logs all read through here with the same filters.
 *
 * At national size (a million rows) every filter walks an index newest first: created_at alone, or
 * (chapter_id | actor_id | action, created_at); each index also holds the rowid that breaks ties, so
 * the cursor (created_at, rowid) resumes exactly where a page ended, with no OFFSET.
 */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_API_DEFAULT_LIMIT = 20;
export const AUDIT_API_MAX_LIMIT = 100;
const EXPORT_BATCH = 500;

export const AUDIT_ACCESS_DENIED = "The audit log is for chapter leaders and administrators.";

/** The filters as typed (query parameters of the page, its CSV link and the API). */
export interface AuditFilterInput {
  actor?: string | null;
  chapter?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The filters resolved to ids and instants. */
export interface AuditFilters {
  actorId?: string;
  chapterId?: string;
  action?: string;
  since?: Date;
  until?: Date;
  /** Actions left out (the overview's Recent Activity leaves out personal housekeeping). */
  excludeActions?: readonly string[];
}

/** A filter field's error, as a catalogue key (`admin.log.error.*`). */
export type AuditFilterErrors = Partial<Record<keyof AuditFilterInput, string>>;

/** Where a page starts: before (older than) or after (newer than) a row. */
export type AuditCursor = { createdAt: number; rowid: number };
export type AuditPageRequest = { before?: AuditCursor | null; after?: AuditCursor | null; limit?: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "1732000000000.42" → a cursor; anything else → null (a forged cursor just starts at the newest). */
export function parseAuditCursor(value: string | null | undefined): AuditCursor | null {
  const m = value ? /^(\d{1,15})\.(\d{1,15})$/.exec(value) : null;
  return m ? { createdAt: Number(m[1]), rowid: Number(m[2]) } : null;
}

export function auditCursorText(c: AuditCursor) {
  return `${c.createdAt}.${c.rowid}`;
}

/** The first instant of a day (YYYY-MM-DD) in a zone, or null when it is not a real date. */
function startOfDay(day: string, timeZone: string) {
  return DAY.test(day) ? zonedLocalToUtc(`${day}T00:00`, timeZone) : null;
}

function nextDay(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Reads the typed filters: an actor by email address (or user id, for API clients), a chapter by id,
 * web address (slug) or name, an action the log knows, and whole days from/to (both included) in
 * `timeZone`. Unknown values come back as field errors; the rest still applies.
 */
export function resolveAuditFilters(input: AuditFilterInput, timeZone: string) {
  const filters: AuditFilters = {};
  const errors: AuditFilterErrors = {};
  const actor = input.actor?.trim().toLowerCase();
  if (actor) {
    const found = db
      .select({ id: users.id })
      .from(users)
      .where(actor.includes("@") ? eq(users.email, actor) : eq(users.id, input.actor!.trim()))
      .get();
    if (found) filters.actorId = found.id;
    else errors.actor = "admin.log.error.unknownActor";
  }
  const chapter = input.chapter?.trim();
  if (chapter) {
    const found =
      db
        .select({ id: chapters.id })
        .from(chapters)
        .where(or(eq(chapters.id, chapter), eq(chapters.slug, chapter.toLowerCase())))
        .get() ??
      // By name, whatever the case (the chapter table is a few thousand rows, read by its name index or whole).
      db
        .select({ id: chapters.id })
        .from(chapters)
        .where(sql`${chapters.name} = ${chapter} collate nocase`)
        .get();
    if (found) filters.chapterId = found.id;
    else errors.chapter = "admin.log.error.unknownChapter";
  }
  const action = input.action?.trim();
  if (action) {
    if ((AUDIT_ACTIONS as readonly string[]).includes(action) || /^[a-z]+(_[a-z]+)*$/.test(action))
      filters.action = action;
    else errors.action = "admin.log.error.unknownAction";
  }
  const from = input.from?.trim();
  if (from) {
    const since = startOfDay(from, timeZone);
    if (since) filters.since = since;
    else errors.from = "admin.log.error.badDate";
  }
  const to = input.to?.trim();
  if (to) {
    const until = DAY.test(to) && startOfDay(to, timeZone) ? startOfDay(nextDay(to), timeZone) : null;
    if (until) filters.until = until;
    else errors.to = "admin.log.error.badDate";
  }
  if (filters.since && filters.until && filters.until <= filters.since) errors.to = "admin.log.error.dateOrder";
  return { filters, errors };
}

const actorUser = alias(users, "actor");
const subjectUser = alias(users, "subject");
const rowid = sql<number>`"audit_logs"."rowid"`;

/**
 * The WHERE clause for the actor's scope and the filters, or null when nothing can match (a leader
 * who leads no chapter). A leader asking for a chapter they do not lead is refused.
 */
function scopeAndFilters(actor: Actor, f: AuditFilters): SQL | null {
  assertCan(actor, "audit.read", null, AUDIT_ACCESS_DENIED);
  const scope = ledChapterScope(actor);
  const conditions: (SQL | undefined)[] = [];
  if (f.chapterId) {
    if (scope !== "all" && !scope.includes(f.chapterId)) throw forbidden("You can only see the chapters you lead.");
    conditions.push(eq(auditLogs.chapterId, f.chapterId));
  } else if (scope !== "all") {
    if (!scope.length) return null;
    conditions.push(scope.length === 1 ? eq(auditLogs.chapterId, scope[0]!) : inArray(auditLogs.chapterId, scope));
  }
  if (f.actorId) conditions.push(eq(auditLogs.actorId, f.actorId));
  if (f.action) conditions.push(eq(auditLogs.action, f.action));
  if (f.excludeActions?.length) conditions.push(notInArray(auditLogs.action, [...f.excludeActions]));
  if (f.since) conditions.push(gte(auditLogs.createdAt, f.since));
  if (f.until) conditions.push(lt(auditLogs.createdAt, f.until));
  return and(...conditions) ?? sql`1`;
}

function selectRows(where: SQL, order: "newest" | "oldest", limit: number) {
  const orderBy =
    order === "newest" ? [desc(auditLogs.createdAt), desc(rowid)] : [asc(auditLogs.createdAt), asc(rowid)];
  // The page is chosen on audit_logs alone (a covering index of the filters' columns where one
  // serves), then only its rows are joined: joined first, a leader's overview looked up the names of
  // every row of their chapters (1,500 on the national data set, 12 ms) to show six.
  const page = db
    .select({ rowid })
    .from(auditLogs)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return db
    .select({
      rowid,
      id: auditLogs.id,
      action: auditLogs.action,
      actorId: auditLogs.actorId,
      actorName: actorUser.displayName,
      actorDeletedAt: actorUser.deletedAt,
      subjectId: auditLogs.subjectId,
      subjectName: subjectUser.displayName,
      subjectDeletedAt: subjectUser.deletedAt,
      chapterId: auditLogs.chapterId,
      chapterName: chapters.name,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      metadata: auditLogs.metadata,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(actorUser, eq(actorUser.id, auditLogs.actorId))
    .leftJoin(subjectUser, eq(subjectUser.id, auditLogs.subjectId))
    .leftJoin(chapters, eq(chapters.id, auditLogs.chapterId))
    .where(inArray(rowid, page))
    .orderBy(...orderBy)
    .all();
}

export type AuditRow = ReturnType<typeof selectRows>[number];

const before = (c: AuditCursor) => sql`(${auditLogs.createdAt}, "audit_logs"."rowid") < (${c.createdAt}, ${c.rowid})`;
const after = (c: AuditCursor) => sql`(${auditLogs.createdAt}, "audit_logs"."rowid") > (${c.createdAt}, ${c.rowid})`;
const cursorOf = (r: AuditRow): AuditCursor => ({ createdAt: r.createdAt.getTime(), rowid: r.rowid });

/**
 * One page of the log, newest first, with the cursors of the pages around it (null when there is
 * none): `older` continues below the last row, `newer` above the first.
 */
export function listAuditLog(actor: Actor, filters: AuditFilters, page: AuditPageRequest = {}) {
  const limit = page.limit ?? AUDIT_PAGE_SIZE;
  const where = scopeAndFilters(actor, filters);
  if (!where) return { rows: [] as AuditRow[], older: null, newer: null };
  if (page.after && !page.before) {
    // Newer rows: walk up from the cursor, then show them newest first.
    const rows = selectRows(and(where, after(page.after))!, "oldest", limit + 1);
    const more = rows.length > limit;
    const shown = rows.slice(0, limit).reverse();
    return {
      rows: shown,
      newer: more && shown.length ? cursorOf(shown[0]!) : null,
      older: shown.length ? cursorOf(shown[shown.length - 1]!) : page.after,
    };
  }
  const rows = selectRows(page.before ? and(where, before(page.before))! : where, "newest", limit + 1);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  return {
    rows: shown,
    older: more ? cursorOf(shown[shown.length - 1]!) : null,
    newer: page.before ? (shown.length ? cursorOf(shown[0]!) : page.before) : null,
  };
}

/** Every row the filters match, newest first, read in batches as the caller pulls (the CSV export). */
export function iterateAuditLog(actor: Actor, filters: AuditFilters): Generator<AuditRow> {
  // Checked now, not when the first row is pulled (a generator's body runs lazily).
  const where = scopeAndFilters(actor, filters);
  return (function* () {
    if (!where) return;
    let cursor: AuditCursor | null = null;
    for (;;) {
      const batch = selectRows(cursor ? and(where, before(cursor))! : where, "newest", EXPORT_BATCH);
      yield* batch;
      if (batch.length < EXPORT_BATCH) return;
      cursor = cursorOf(batch[batch.length - 1]!);
    }
  })();
}

/** The row as a sentence in the viewer's language (the person affected named when not the actor). */
export function describeAuditRow(row: AuditRow, i18n: AuditI18n) {
  return formatAuditEntry(
    {
      action: row.action,
      actorName: row.actorName,
      targetType: row.targetType,
      // Rows that did not keep their chapter's name read it from the chapter they belong to.
      metadata: row.chapterName ? { chapterName: row.chapterName, ...row.metadata } : row.metadata,
      subjectName: row.subjectName,
      subjectIsActor: !!row.subjectId && row.subjectId === row.actorId,
      actorDeleted: !!row.actorDeletedAt,
      subjectDeleted: !!row.subjectDeletedAt,
    },
    i18n,
  );
}

export const AUDIT_CSV_HEADER = [
  "Time (UTC)",
  "Actor",
  "Action",
  "Chapter",
  "Person affected",
  "Description",
  "Target type",
  "Target ID",
] as const;

/** The CSV rows of an export (descriptions in the viewer's language; cells neutralized by csvStream). */
export function auditCsvRows(actor: Actor, filters: AuditFilters, i18n: AuditI18n) {
  const rows = iterateAuditLog(actor, filters);
  return (function* () {
    for (const row of rows)
      yield [
        row.createdAt.toISOString(),
        personName(i18n.t, row.actorName, row.actorDeletedAt) ?? "",
        row.action,
        row.chapterName ?? "",
        row.subjectId && row.subjectId !== row.actorId
          ? (personName(i18n.t, row.subjectName, row.subjectDeletedAt) ?? "")
          : "",
        describeAuditRow(row, i18n),
        row.targetType ?? "",
        row.targetId ?? "",
      ];
  })();
}

/** Chapters a leader may filter by (the ones they lead), by name; admins type a name instead. */
export function auditChapterChoices(actor: Actor) {
  const scope = ledChapterScope(actor);
  if (scope === "all" || !scope.length) return [];
  return db
    .select({ id: chapters.id, name: chapters.name })
    .from(chapters)
    .where(inArray(chapters.id, scope))
    .orderBy(asc(chapters.name))
    .all();
}
