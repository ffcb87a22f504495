import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
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
