// The `content_version` counter the response cache checks on every request: SQLite triggers bump it
// when public content changes (migrations/0005_content_version_triggers.sql). One read-only
// connection of our own, one prepared single-row read per request.
import Database from "better-sqlite3";

/**
 * @param {string} file the app's SQLite file
 * @returns {() => number | null} the current version, or null when it cannot be read (no file yet,
 *   an older schema): the cache then stays out of the way.
 */
export function contentVersionReader(file) {
  /** @type {import("better-sqlite3").Statement | null} */
  let statement = null;
  return () => {
    try {
      if (!statement) {
        const db = new Database(file, { readonly: true, fileMustExist: true });
        statement = db.prepare("SELECT value FROM content_version WHERE id = 1").pluck();
      }
      const value = statement.get();
      return typeof value === "number" ? value : null;
    } catch {
      return null;
    }
  };
}
