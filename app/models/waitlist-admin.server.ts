import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { csvField, csvHeaderLine, isoInstant } from "~/utils/csv.server";
import { crc32Combine, deflatePiece, GZIP_HEADER, gzipTrailer, type DeflatedPiece } from "~/utils/gzip-pieces.server";
import { db, sqlite } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { readCounters } from "~/db/counters.server";
import { INTEREST_LEVELS, waitlistEntries, type WaitlistEntry, type WaitlistStatus } from "~/db/schema";
import { containsAnyMatched, readSearchMatches, type SearchMatches } from "./search.server";
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

const WAITLIST_FTS = { table: "waitlist_entries", fts: "waitlist_fts" };

/**
 * Case-insensitive match on email, first name, last name, city or state, through the trigram index
 * waitlist_fts (migration 0043, decision 041): the same rows as the LIKE over every entry. A count
 * reads the matches; a page (`walk`) walks waitlist_created_idx newest first and tests each entry
 * against them, stopping after the page.
 */
function searchCondition(q: string | null | undefined, walk = false, matches?: SearchMatches): SQL | undefined {
  return containsAnyMatched(q, { ...WAITLIST_FTS, walk }, matches, [
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

export function countWaitlist(actor: Actor, q?: string | null, found?: SearchMatches) {
  assertManages(actor);
  // Unsearched: the total the triggers keep (network_counters). A search reads every entry.
  if (!q?.trim()) return readCounters(["waitlist.total"])["waitlist.total"];
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(waitlistEntries)
      .where(searchCondition(q, false, found))
      .get()?.n ?? 0
  );
}

/**
 * Up to this many matches (the count known), a page reads the matches and sorts them rather than
 * walking waitlist_created_idx until the page is found: a rare word (a town) is a few hundred rows
 * at most, while the walk passes thousands of entries to find them. Same rows, same order.
 */
const READ_MATCHES_UP_TO = 1000;

/** Entries matching the search, newest first, from `offset` on (the JSON API's list). */
export function searchWaitlist(
  actor: Actor,
  {
    q,
    limit,
    offset = 0,
    matches,
    found,
  }: { q?: string | null; limit: number; offset?: number; matches?: number; found?: SearchMatches },
) {
  assertManages(actor);
  return db
    .select()
    .from(waitlistEntries)
    .where(searchCondition(q, matches === undefined || matches > READ_MATCHES_UP_TO, found))
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
  // The index read once for the count and the page (decision 041).
  const found = readSearchMatches(WAITLIST_FTS, q);
  const total = countWaitlist(actor, q, found);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const entries = searchWaitlist(actor, {
    q,
    limit: pageSize,
    offset: (current - 1) * pageSize,
    matches: q?.trim() ? total : undefined,
    found,
  });
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

/** One entry's CSV record (WAITLIST_CSV_HEADER's columns, CRLF-terminated) from its stored values. */
function csvRecord(row: CsvValues) {
  return `${csvField(row[0])},${csvField(row[1])},${csvField(row[2])},${interestCell(row[3])},${csvField(row[4])},${csvField(row[5])},${csvField(row[6])},${isoInstant(row[7])}\r\n`;
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
      for (const row of batch) yield csvRecord(row);
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1]!;
      cursor = { createdAt: last[7], rowid: last[8] };
    }
  })();
}

const DAY_MS = 86_400_000;
/** About how many entries one compressed block of the export holds (~115 KB of text, ~7 ms to redo). */
const BLOCK_ENTRIES = 1000;

/** The export's days with entries, newest first: [day, version, entries] (waitlist_export_days, migration 0046). */
const exportDays = preparedOnce(() =>
  sqlite().prepare("select day, version, entries from waitlist_export_days where entries > 0 order by day desc").raw(),
);
const exportDaysBetween = preparedOnce(() =>
  sqlite()
    .prepare(
      "select day, version, entries from waitlist_export_days where entries > 0 and day between ? and ? order by day desc",
    )
    .raw(),
);
/**
 * The export's columns (CSV_COLUMNS' order) of the entries of the days lo..hi, newest first: a range of
 * waitlist_created_idx (wide enough for the day's truncation either side of zero), each entry then
 * tested for its day exactly as the triggers compute it.
 */
const exportRowsBetween = preparedOnce(() =>
  sqlite()
    .prepare(
      `select email, first_name, last_name, interest_level, city, state, status, created_at, rowid
       from waitlist_entries
       where created_at > ? and created_at < ? and cast(created_at / ${DAY_MS} as integer) between ? and ?
       order by created_at desc, rowid desc`,
    )
    .raw(),
);
type ExportDay = [day: number, version: number, entries: number];

/** What a block's days were when it was compressed: every day with entries in lo..hi and its version. */
function fingerprint(days: ExportDay[], from: number, to: number) {
  let text = "";
  for (let i = from; i < to; i++) text += `${days[i]![0]}:${days[i]![1]},`;
  return text;
}

/** One compressed run of days (lo..hi, both inclusive) of the unsearched export. */
type ExportBlock = { lo: number; hi: number; fingerprint: string; piece: DeflatedPiece };
/** The blocks kept, by their newest day, for the connection they were read on (a test may open another). */
let keptBlocks: { connection: object; byHi: Map<number, ExportBlock> } | null = null;

function blocksKept() {
  const connection = sqlite();
  if (keptBlocks?.connection !== connection) keptBlocks = { connection, byHi: new Map() };
  return keptBlocks.byHi;
}

/** The entries of days lo..hi as one compressed block, read with the days' versions in one transaction. */
function compressBlock(lo: number, hi: number): ExportBlock {
  const connection = sqlite();
  return connection.transaction(() => {
    const days = exportDaysBetween().all(lo, hi) as ExportDay[];
    const rows = exportRowsBetween().all((lo - 1) * DAY_MS, (hi + 1) * DAY_MS, lo, hi) as CsvValues[];
    let text = "";
    for (const row of rows) text += csvRecord(row);
    return { lo, hi, fingerprint: fingerprint(days, 0, days.length), piece: deflatePiece(text) };
  })();
}

/** The kept run of days lo..hi, if every day in it still has the version it was compressed at. */
function keptUnchanged(lo: number, hi: number): ExportBlock | null {
  const block = blocksKept().get(hi);
  if (!block || block.lo !== lo) return null;
  const days = exportDaysBetween().all(lo, hi) as ExportDay[];
  return fingerprint(days, 0, days.length) === block.fingerprint ? block : null;
}

let headerPiece: DeflatedPiece | null = null;

/**
 * The whole unsearched export as one gzip member (docs/decisions/046): the same text as
 * `csvRecordStream(WAITLIST_CSV_HEADER, waitlistCsvRecords(actor))`, compressed. The entries are
 * cut into runs of whole days (newest first, about BLOCK_ENTRIES entries each); each run is
 * deflated on its own and kept, and reused while every day in it has the version it had then:
 * the triggers of migration 0046 move a day's version in the same transaction as any insert,
 * update or delete of one of its entries, in any process, so a kept run is always what the table
 * holds. A run that changed (a new signup changes today's) is read and compressed again as the
 * download reaches it, the event loop turning between runs. The header goes first, before any
 * query.
 */
export function waitlistCsvGzip(actor: Actor): ReadableStream<Uint8Array> {
  assertManages(actor);
  type Planned = { lo: number; hi: number; kept: ExportBlock | null };
  let plan: Planned[] | null = null;
  let next = 0;
  let crc = 0;
  let length = 0;
  const add = (piece: DeflatedPiece) => {
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!plan) {
          headerPiece ??= deflatePiece(csvHeaderLine(WAITLIST_CSV_HEADER));
          add(headerPiece);
          controller.enqueue(Buffer.concat([GZIP_HEADER, headerPiece.deflated]));
          plan = planBlocks();
          return;
        }
        if (next >= plan.length) {
          controller.enqueue(gzipTrailer(crc, length));
          controller.close();
          return;
        }
        const planned = plan[next++]!;
        let block = planned.kept;
        if (!block) {
          await new Promise((resolve) => setImmediate(resolve));
          // Another download may have compressed this run meanwhile (ten cold downloads at once
          // would each compress every run): take it if its days are still as they were then.
          block = keptUnchanged(planned.lo, planned.hi) ?? compressBlock(planned.lo, planned.hi);
          blocksKept().set(block.hi, block);
        }
        add(block.piece);
        controller.enqueue(block.piece.deflated);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The runs of days the export is made of, newest first: a kept block wherever its days are
 * unchanged, new runs of about BLOCK_ENTRIES entries elsewhere (stopping where a kept block
 * begins). A new run reaches down to the day after the next run's newest, so an entry written into
 * a day between them while the file is read is in one of them. Blocks not in the plan are dropped.
 */
function planBlocks() {
  const kept = blocksKept();
  const days = exportDays().all() as ExportDay[];
  const plan: { lo: number; hi: number; kept: ExportBlock | null }[] = [];
  let i = 0;
  while (i < days.length) {
    const hi = days[i]![0];
    const block = kept.get(hi);
    if (block) {
      let j = i;
      while (j < days.length && days[j]![0] >= block.lo) j++;
      if (fingerprint(days, i, j) === block.fingerprint) {
        plan.push({ lo: block.lo, hi, kept: block });
        i = j;
        continue;
      }
    }
    let j = i;
    let entries = 0;
    do entries += days[j++]![2];
    while (j < days.length && entries < BLOCK_ENTRIES && !kept.has(days[j]![0]));
    plan.push({ lo: days[j - 1]![0], hi, kept: null });
    i = j;
  }
  for (let k = 0; k < plan.length; k++) {
    if (plan[k]!.kept) continue;
    const below = plan[k + 1];
    // The oldest run reaches down to the earliest day there can be.
    plan[k]!.lo = below ? below.hi + 1 : Math.floor(Number.MIN_SAFE_INTEGER / DAY_MS) + 2;
  }
  const inPlan = new Set(plan.map((p) => p.kept?.hi));
  for (const hi of kept.keys()) if (!inPlan.has(hi)) kept.delete(hi);
  return plan;
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
