import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { csvField, isoInstant } from "~/utils/csv.server";
import { db } from "~/db/client.server";
import { readCounters } from "~/db/counters.server";
import { INTEREST_LEVELS, waitlistEntries, type WaitlistEntry, type WaitlistStatus } from "~/db/schema";
import { containsAnyIndexed } from "./search.server";
import { writeAudit } from "./audit.server";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";

/** What admins do with the waitlist: search, count, page, change status, export. */

export const WAITLIST_PAGE_SIZE = 25;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Newest first, ties broken by rowid: the created_at index holds (created_at, rowid), so SQLite walks
 * it in order with no sort, and a keyset on the pair resumes exactly where the last batch ended.
 */
const rowid = sql<number>`"waitlist_entries"."rowid"`;
const newestFirst = [desc(waitlistEntries.createdAt), sql`"waitlist_entries"."rowid" desc`];

const INTEREST_LABELS = new Map<string, string>(INTEREST_LEVELS.map((i) => [i.value, i.label]));

/** The label of an interest level value ("ChapterLeader" → "Lead a local chapter"). */
export function interestLabel(value: string) {
  return INTEREST_LABELS.get(value) ?? value;
}

/**
 * Case-insensitive match on email, first name, last name, city or state, through the trigram index
 * waitlist_fts (migration 0043, decision 041): the same rows as the LIKE over every entry. A count
 * reads the matches; a page (`walk`) walks waitlist_created_idx newest first and tests each entry
 * against them, stopping after the page.
 */
function searchCondition(q: string | null | undefined, walk = false): SQL | undefined {
  return containsAnyIndexed(q, { table: "waitlist_entries", fts: "waitlist_fts", walk }, [
    waitlistEntries.email,
    waitlistEntries.firstName,
    waitlistEntries.lastName,
    waitlistEntries.city,
    waitlistEntries.state,
    // "Jane Doe" finds first + last name together.
    sql`coalesce(${waitlistEntries.firstName}, '') || ' ' || coalesce(${waitlistEntries.lastName}, '')`,
  ]);
}

/** Every read here is the admins' (the `waitlist.manage` rule): a forbidden refusal for anyone else. */
function assertManages(actor: Actor) {
  assertCan(actor, "waitlist.manage", null, WAITLIST_ACCESS_DENIED);
}

export function countWaitlist(actor: Actor, q?: string | null) {
  assertManages(actor);
  // Unsearched: the total the triggers keep (network_counters). A search reads every entry.
  if (!q?.trim()) return readCounters(["waitlist.total"])["waitlist.total"];
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(waitlistEntries)
      .where(searchCondition(q))
      .get()?.n ?? 0
  );
}

/** Entries matching the search, newest first, from `offset` on (the JSON API's list). */
export function searchWaitlist(
  actor: Actor,
  { q, limit, offset = 0 }: { q?: string | null; limit: number; offset?: number },
) {
  assertManages(actor);
  return db
    .select()
    .from(waitlistEntries)
    .where(searchCondition(q, true))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .all();
}

/** One page of entries, newest first. `page` is 1-based and clamped to the last page. */
export function listWaitlist(
  actor: Actor,
  { q, page = 1, pageSize = WAITLIST_PAGE_SIZE }: { q?: string | null; page?: number; pageSize?: number },
) {
  const total = countWaitlist(actor, q);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const entries = searchWaitlist(actor, { q, limit: pageSize, offset: (current - 1) * pageSize });
  return { entries, total, page: current, pageCount, pageSize };
}

/**
 * The four stat cards: total signups, potential leaders, members (counters kept by the triggers),
 * signups in the last 7 days (a range of waitlist_created_idx).
 */
export function waitlistStats(actor: Actor, now = new Date()) {
  assertManages(actor);
  const c = readCounters(["waitlist.total", "waitlist.interest.ChapterLeader", "waitlist.interest.Member"]);
  const thisWeek =
    db
      .select({ n: sql<number>`count(*)` })
      .from(waitlistEntries)
      .where(gte(waitlistEntries.createdAt, new Date(now.getTime() - WEEK_MS)))
      .get()?.n ?? 0;
  return {
    total: c["waitlist.total"],
    potentialLeaders: c["waitlist.interest.ChapterLeader"],
    members: c["waitlist.interest.Member"],
    thisWeek,
  };
}

/** Admins mark an entry Active, Notified or Converted; audit-logged with the change. */
export function setWaitlistStatus(actor: Actor, id: string, status: WaitlistStatus) {
  assertCan(actor, "waitlist.manage", null, "Only global administrators can manage the waitlist.");
  const actorId = actor.id;
  return db.transaction((tx) => {
    const entry = tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).get();
    if (!entry) throw notFound("Waitlist entry not found");
    const updated = tx
      .update(waitlistEntries)
      .set({ status, updatedAt: new Date() })
      .where(eq(waitlistEntries.id, id))
      .returning()
      .get();
    writeAudit(tx, {
      actorId,
      action: "update_waitlist_status",
      targetType: "waitlist_entry",
      targetId: id,
      metadata: { title: entry.email, from: entry.status, to: status },
    });
    return updated;
  });
}

export const WAITLIST_CSV_HEADER = [
  "Email",
  "First Name",
  "Last Name",
  "Interest Level",
  "City",
  "State",
  "Status",
  "Signup Date",
] as const;

/**
 * The export's columns as stored, in the file's order (the interest levels as their JSON text, the
 * date as its milliseconds), then the rowid for the keyset. Read as arrays (`values()`), so 50,000
 * rows are not each mapped into an object with a Date and an array by Drizzle first.
 */
const CSV_COLUMNS = {
  email: waitlistEntries.email,
  firstName: waitlistEntries.firstName,
  lastName: waitlistEntries.lastName,
  interest: sql<string>`${waitlistEntries.interestLevel}`,
  city: waitlistEntries.city,
  state: waitlistEntries.state,
  status: waitlistEntries.status,
  createdAt: sql<number>`${waitlistEntries.createdAt}`,
  rowid,
};
type CsvValues = [string, string | null, string | null, string, string | null, string | null, string, number, number];

/** "Interest Level" cells (as the file holds them) by the stored JSON text: a handful of combinations across the list. */
const interestCells = new Map<string, string>();
function interestCell(stored: string) {
  let cell = interestCells.get(stored);
  if (cell === undefined) {
    let levels: unknown;
    try {
      levels = JSON.parse(stored);
    } catch {
      levels = [];
    }
    cell = csvField(Array.isArray(levels) ? levels.map((level) => interestLabel(String(level))).join("; ") : "");
    // The form offers fixed levels, so there are few combinations; bounded all the same.
    if (interestCells.size < 1000) interestCells.set(stored, cell);
  }
  return cell;
}

/**
 * The CSV records (WAITLIST_CSV_HEADER's columns, each line ending in CRLF) of every entry
 * matching the search, newest first, read in keyset batches (each resuming below the last row's
 * (created_at, rowid), no offset counted through), so a large export never holds the table in
 * memory and rows written meanwhile don't shift the batches. Each record is written straight from
 * the stored values (`csvField` per cell, the date by `isoInstant`): no array or Date per row.
 */
export function waitlistCsvRecords(actor: Actor, q?: string | null, batchSize = 1000): Generator<string> {
  // Checked now, not on the first row read (a generator's body runs lazily).
  assertManages(actor);
  return (function* () {
    let cursor: { createdAt: number; rowid: number } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${waitlistEntries.createdAt}, "waitlist_entries"."rowid") < (${cursor.createdAt}, ${cursor.rowid})`
        : undefined;
      const batch = db
        .select(CSV_COLUMNS)
        .from(waitlistEntries)
        .where(and(searchCondition(q, true), after))
        .orderBy(...newestFirst)
        .limit(batchSize)
        .values() as CsvValues[];
      for (const row of batch) {
        yield `${csvField(row[0])},${csvField(row[1])},${csvField(row[2])},${interestCell(row[3])},${csvField(row[4])},${csvField(row[5])},${csvField(row[6])},${isoInstant(row[7])}\r\n`;
      }
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1]!;
      cursor = { createdAt: last[7], rowid: last[8] };
    }
  })();
}

/** The API's waitlist entry: the fields of spec section 3. */
export function toApiWaitlistEntry(e: WaitlistEntry) {
  return {
    id: e.id,
    email: e.email,
    firstName: e.firstName,
    lastName: e.lastName,
    interestLevel: e.interestLevel,
    city: e.city,
    state: e.state,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  };
}

/** The spec's text for anyone but a global administrator (page, export and API alike). */
export const WAITLIST_ACCESS_DENIED = "Access Denied: You need Global Administrator privileges to view the waitlist.";
