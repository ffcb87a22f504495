import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { sessions } from "~/db/schema";
import {
  authSessionStorage,
  getBrowserSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_KEY,
} from "~/utils/session.server";

/**
 * Session rows: a browser cookie or an API bearer token carries a random token, and the row's id is
 * the token's SHA-256 (docs/decisions/016): a copy of the database or a backup holds no token that
 * signs anyone in. The cookie itself (signing, flags) is in utils/session.server.ts, which runs no
 * SQL. Functions taking a `token` hash it; `Actor.sessionId` and `deleteOtherSessions` use row ids.
 */

/** lastSeenAt is refreshed at most this often, to keep reads from turning into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function newSessionToken() {
  return crypto.randomBytes(32).toString("base64url");
}

/** The row id stored for a token: its SHA-256, hex. The token has 256 random bits, so no salt. */
export function sessionIdOf(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A new session row; `token` (the cookie's or the API client's) is returned once, never stored. */
export function createSessionRow(userId: string, kind: "browser" | "api" = "browser") {
  const now = new Date();
  const token = newSessionToken();
  const row = {
    id: sessionIdOf(token),
    userId,
    kind,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  };
  db.insert(sessions).values(row).run();
  return { ...row, token };
}

/** Every signed-in request reads its session row: the statement is prepared once (`now` in ms). */
const liveSessionStatement = preparedOnce(() =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

/** Returns the live session row for a token, or null when missing, expired or idle too long. */
export function findLiveSession(token: string | undefined | null) {
  if (!token || typeof token !== "string") return null;
  const sessionId = sessionIdOf(token);
  const now = Date.now();
  const row = liveSessionStatement().get({ id: sessionId, now });
  if (!row) return null;
  if (row.lastSeenAt.getTime() + SESSION_IDLE_MS < now) {
    db.delete(sessions).where(eq(sessions.id, row.id)).run();
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    db.update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.id))
      .run();
  }
  return row;
}

/** Ends the session a token (cookie or bearer) carries. */
export function deleteSession(token: string) {
  db.delete(sessions)
    .where(eq(sessions.id, sessionIdOf(token)))
    .run();
}

/** Ends every session of a user except the one given by row id (after a password change). */
export function deleteOtherSessions(userId: string, keepSessionId?: string | null) {
  db.delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    )
    .run();
}

/** Deletes sessions past their expiry or idle too long; run at every login and on a timer. */
export function deleteExpiredSessions(now = Date.now()) {
  return db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))))
    .run().changes;
}

/** Starts a fresh browser session (a new id at every login) and returns the Set-Cookie header. */
export async function commitNewBrowserSession(request: Request, userId: string) {
  const previous = await getBrowserSessionId(request);
  if (previous) deleteSession(previous);
  deleteExpiredSessions();
  const row = createSessionRow(userId, "browser");
  const session = await authSessionStorage.getSession(request.headers.get("Cookie"));
  session.set(SESSION_KEY, row.token);
  return {
    sessionId: row.id,
    setCookie: await authSessionStorage.commitSession(session, { expires: row.expiresAt }),
  };
}

export async function logout(request: Request, redirectTo = "/") {
  const sessionId = await getBrowserSessionId(request);
  if (sessionId) deleteSession(sessionId);
  const session = await authSessionStorage.getSession(request.headers.get("Cookie"));
  throw redirect(redirectTo, {
    headers: { "Set-Cookie": await authSessionStorage.destroySession(session) },
  });
}
