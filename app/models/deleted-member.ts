/**
 * A deleted account (decision 030) keeps its row for the chapters' totals; its stored name, and its
 * name where a record's details had it, become this placeholder. Pages show the reader's own words
 * ("common.deletedMember") instead: `personName` for a name read with its row's `deletedAt` (or
 * `namesFor(t)` handed to a model that names people in a list), and `recordText` for a detail kept
 * in a record (decision 036). Client-safe.
 */
export const DELETED_MEMBER = "Deleted member";

type T = (key: string) => string;

/** A person's name as a reader sees it: their name, or "Deleted member" in the reader's language. */
export function personName<N extends string | null | undefined>(t: T, name: N, deleted: unknown): N | string {
  return deleted ? t("common.deletedMember") : name;
}

/** A name or title kept in a record's details: the placeholder a deletion left there is translated. */
export function recordText<V extends string | null>(t: T, value: V): V | string {
  return value === DELETED_MEMBER ? t("common.deletedMember") : value;
}

/** How a list names a person it read with their row's `deletedAt`. */
export type NamePerson = (name: string, deletedAt: Date | null | undefined) => string;

/** The name as stored ("Deleted member" for a deleted account): the JSON API, English by design. */
export const storedName: NamePerson = (name) => name;

/** Names as a reader reads them: a deleted account in their language (pages and their CSV files). */
export const namesFor =
  (t: T): NamePerson =>
  (name, deletedAt) =>
    personName(t, name, deletedAt);
