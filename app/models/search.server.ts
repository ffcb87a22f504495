import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
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
  /** The FTS5 table (tokenize='trigram'), keyed by the table's rowid. */
  fts: string;
  /**
   * The table's rowid as the query names it. Write it with a unary + (`+"events"."rowid"`) where
   * SQLite should walk another index (a page in start order) and only test each row against the
   * matches, instead of reading every match and sorting them.
   */
  rowid: SQL;
}

/**
 * `containsAny` answered through a trigram index (docs/decisions/041): the same rows. The index
 * finds the rows whose text holds every trigram of the lower-cased words in a row (a superset: its
 * case folding is Unicode's, where LIKE folds only ASCII, so "K" (Kelvin sign) finds "k"); the LIKE
 * of `containsAny` is then tested on those rows only. `lower(x) LIKE p` is written `x LIKE p`:
 * without ICU both fold ASCII letters only, and the pattern is lower-cased already.
 * Fewer than 3 characters (no trigram) and text with a NUL (which FTS5 would cut) are left to
 * `containsAny` over every row.
 */
export function containsAnyIndexed(
  q: string | null | undefined,
  index: TrigramIndex,
  columns: SQLWrapper[],
): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const lowered = term.toLowerCase();
  if ([...lowered].length < 3 || lowered.includes("\u0000")) return containsAny(term, columns);
  const p = containsPattern(term);
  const fts = sql.identifier(index.fts);
  return and(
    sql`${index.rowid} in (select "rowid" from ${fts} where ${fts} match ${trigramPhrase(lowered)})`,
    or(...columns.map((c) => sql`${c} like ${p} escape '\\'`)),
  );
}

/** The text as one FTS5 phrase (a trigram tokenizer matches it as a substring), inner quotes doubled. */
export function trigramPhrase(text: string) {
  return `"${text.replace(/"/g, '""')}"`;
}
