// What bench/inproc.mjs and bench/inproc-ab.mjs share: a signed-in user of the national seed, and
// the seed's ids in a path. Plain JavaScript, so both scripts run under `node` without a build.
import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The `Cookie` header of a new browser session for `userId`, made the way the app makes it (a row
 * in `sessions` holding the token's SHA-256, the token in the signed cookie). The cookie's name
 * depends on the build's settings (__Host- when secure): both are sent.
 * @param {{ createCookieSessionStorage: Function }} node `@remix-run/node`, as the script loaded it
 * @param {string} databasePath
 * @param {string} userId
 */
export async function sessionCookie(node, databasePath, userId) {
  const token = crypto.randomBytes(32).toString("base64url");
  const { default: Database } = await import(
    pathToFileURL(path.resolve("node_modules/better-sqlite3/lib/index.js")).href
  );
  const db = new Database(databasePath);
  db.pragma("busy_timeout = 5000");
  const now = Date.now();
  db.prepare(
    "INSERT INTO sessions (id, user_id, kind, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(crypto.createHash("sha256").update(token).digest("hex"), userId, "browser", now, now, now + 86_400_000);
  db.close();
  const cookies = [];
  for (const name of ["__Host-session", "__session"]) {
    const storage = node.createCookieSessionStorage({
      cookie: { name, secrets: process.env.SESSION_SECRET.split(","), path: "/", secure: name.startsWith("__Host") },
    });
    const session = await storage.getSession();
    session.set("sessionId", token);
    cookies.push((await storage.commitSession(session)).split(";")[0]);
  }
  return cookies.join("; ");
}

/**
 * `:chapter`, `:event` and `:activation` in a path, replaced by the seed's (unchanged without one).
 * @param {{ chapter: { id: string }, eventId: string, activationId: string } | null} seed
 */
export const seedPath = (seed) => (u) =>
  seed
    ? u.replace(":chapter", seed.chapter.id).replace(":event", seed.eventId).replace(":activation", seed.activationId)
    : u;
