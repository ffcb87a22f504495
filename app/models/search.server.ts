import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db } from "~/db/client.server";
import { containsPattern } from "~/utils/misc";

/**
 * A list's search box as SQL: rows where any of these text expressions contains the words typed,
 * ignoring case, with % and _ taken literally. Undefined (no condition) when nothing was typed.
 */
export function containsAny(q: string | null | undefined, columns: SQLWrapper[]): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const p = containsPattern(term);
  return or(...columns.map((c) => sql`lower(${c}) like ${p} escape '\\'`));
}

/** A trigram index over some text of a table (a migration creates it and its triggers). */
export interface TrigramIndex {
  /** The table searched, whose rowid keys the index. */
  table: string;
  /** The FTS5 table (tokenize='trigram'). */
  fts: string;
  /**
   * Write the rowid test with a unary + (`+"events"."rowid" in (...)`), so SQLite walks another
   * index (a page in the list's order) and tests each row against the matches, stopping after the
   * page, instead of reading every match and sorting them.
   */
  walk?: boolean;
  /** Whether the text is in most rows (`inMostRows`), when the caller asked already (each asking reads the index). */
  inMostRows?: boolean;
}

/**
 * `containsAny` answered through a trigram index (docs/decisions/041): the same rows. The index
 * finds the rows whose text holds every trigram of the lower-cased words in a row (a superset: its
 * case folding is Unicode's, where LIKE folds only ASCII, so "K" (Kelvin sign) finds "k"); the LIKE
 * of `containsAny` is then tested on those rows only. `lower(x) LIKE p` is written `x LIKE p`:
 * without ICU both fold ASCII letters only, and the pattern is lower-cased already.
 * Fewer than 3 characters (no trigram) and text with a NUL (which FTS5 would cut) are left to
 * `containsAny` over every row; so is text found in more than half the rows ("guide" in a library
 * of "Field guide ..."), which a pass over the table answers faster than looking each match up.
 */
export function containsAnyIndexed(
  q: string | null | undefined,
  index: TrigramIndex,
  columns: SQLWrapper[],
): SQL | undefined {
  const fts = sql.identifier(index.fts);
  const rowid = sql`${sql.raw(index.walk ? "+" : "")}${sql.identifier(index.table)}."rowid"`;
  return containsAnyAmong(
    q,
    (phrase) =>
      (index.inMostRows ?? inMostRows(index, phrase))
        ? undefined
        : sql`${rowid} in (select "rowid" from ${fts} where ${fts} match ${phrase})`,
    columns,
  );
}

/** Whether the text matches more than half the rows of the table (its largest rowid, a bound read at once). */
export function inMostRows(index: Pick<TrigramIndex, "table" | "fts">, phrase: string) {
  return trigramMatchCount(index.fts, phrase) * 2 > tableRowsBound(index);
}

/** A bound on the table's rows: its largest rowid (read at once from the end of its B-tree). */
export function tableRowsBound(index: Pick<TrigramIndex, "table">) {
  const table = sql.identifier(index.table);
  return db.get<{ n: number | null }>(sql`select max("rowid") as "n" from ${table}`)?.n ?? 0;
}

/**
 * `containsAnyIndexed` where the candidate rows are found some other way, e.g. through the indexes
 * of joined tables: `candidates` gets the FTS5 query (the lower-cased text as one phrase) and
 * returns a condition true for at least every row the LIKE would find (or undefined: the LIKE over
 * every row).
 */
export function containsAnyAmong(
  q: string | null | undefined,
  candidates: (phrase: string) => SQL | undefined,
  columns: SQLWrapper[],
): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const phrase = searchPhrase(term);
  const narrowed = phrase === null ? undefined : candidates(phrase);
  if (!narrowed) return containsAny(term, columns);
  return and(narrowed, likeAny(term, columns));
}

/**
 * The LIKE that `containsAnyIndexed` tests on the index's matches: any of the columns contains the
 * (trimmed, non-empty) text, ASCII case folded, % and _ taken literally.
 */
export function likeAny(term: string, columns: SQLWrapper[]) {
  const p = containsPattern(term);
  return or(...columns.map((c) => sql`${c} like ${p} escape '\\'`))!;
}

/**
 * The FTS5 query a trigram index answers for this search text (trimmed), or null when none can: fewer
 * than 3 characters once lower-cased, or a NUL.
 */
export function searchPhrase(term: string): string | null {
  const lowered = term.toLowerCase();
  if ([...lowered].length < 3 || lowered.includes("\u0000")) return null;
  return trigramPhrase(lowered);
}

/** The text as one FTS5 phrase (a trigram tokenizer matches it as a substring), inner quotes doubled. */
export function trigramPhrase(text: string) {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * How many rows of a trigram index match an FTS5 query (`searchPhrase`), optionally in one column:
 * a list with no count of its own uses it to choose how to read a page (decision 041).
 */
export function trigramMatchCount(fts: string, phrase: string, column?: string): number {
  const query = column ? `${column} : ${phrase}` : phrase;
  const table = sql.identifier(fts);
  return db.get<{ n: number }>(sql`select count(*) as "n" from ${table} where ${table} match ${query}`)?.n ?? 0;
}

/** What a trigram index says of a search, read once per view: the text is in most rows, or exactly these rowids (JSON) hold it. */
export type SearchMatches = { inMostRows: true } | { inMostRows: false; rowids: string };

/**
 * The index read once for a view's count and page (instead of asking `inMostRows`, then reading the
 * matches again per count and per page): at most half the table's rows plus one are read, so a text
 * in most rows is answered as `inMostRows` answers it (then the LIKE over every row); otherwise the
 * matching rowids, for `searchAmongMatches`. Undefined without a search the index answers (fewer
 * than 3 characters, a NUL).
 */
export function readSearchMatches(
  index: Pick<TrigramIndex, "table" | "fts">,
  q: string | null | undefined,
): SearchMatches | undefined {
  const phrase = q?.trim() ? searchPhrase(q.trim()) : null;
  if (phrase === null) return undefined;
  const half = Math.floor(tableRowsBound(index) / 2) + 1;
  const fts = sql.identifier(index.fts);
  // The matches' count and their rowids as one JSON text, made by SQLite: handing JavaScript a row
  // per match (1,111 for "update 9" in 10,000 announcements) and stringifying them cost more than
  // the index's own work (timed alone: 2.9 ms against 1.3).
  const [found, rowids] = db.values<[number, string]>(
    sql`select count(*), json_group_array("rowid") from (select "rowid" from ${fts} where ${fts} match ${phrase} limit ${half})`,
  )[0]!;
  return found >= half ? { inMostRows: true } : { inMostRows: false, rowids };
}

/**
 * `containsAnyIndexed` given the view's `readSearchMatches`: the LIKE tested on exactly those rowids
 * (`walk`: `+rowid`, so the list's order index is walked and each row tested against them). The same
 * rows as `containsAnyIndexed`; without matches read, it is `containsAnyIndexed`.
 */
export function containsAnyMatched(
  q: string | null | undefined,
  index: TrigramIndex,
  matches: SearchMatches | undefined,
  columns: SQLWrapper[],
): SQL | undefined {
  if (!matches || matches.inMostRows)
    return containsAnyIndexed(q, { ...index, inMostRows: matches?.inMostRows }, columns);
  const rowid = sql`${sql.raw(index.walk ? "+" : "")}${sql.identifier(index.table)}."rowid"`;
  return containsAnyAmong(q, () => sql`${rowid} in (select value from json_each(${matches.rowids}))`, columns);
}
