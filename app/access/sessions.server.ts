import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import {
  authSessionStorage,
  getBrowserSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_KEY,
} from "~/utils/session.server";

/**
 * Session rows: a browser cookie or an API bearer token carries the id of one of these. The cookie
 * itself (signing, flags) is in utils/session.server.ts, which runs no SQL.
 */

/** lastSeenAt is refreshed at most this often, to keep reads from turning into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function newSessionId() {
  return crypto.randomBytes(32).toString("base64url");
}

export function createSessionRow(userId: string, kind: "browser" | "api" = "browser") {
  const now = new Date();
  const row = {
    id: newSessionId(),
    userId,
    kind,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  };
  db.insert(sessions).values(row).run();
  return row;
}

/** Returns the live session row for an id, or null when missing, expired or idle too long. */
export function findLiveSession(sessionId: string | undefined | null) {
  if (!sessionId || typeof sessionId !== "string") return null;
  const now = Date.now();
  const row = db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date(now))))
    .get();
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

export function deleteSession(sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except the one given (after a password change). */
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
  session.set(SESSION_KEY, row.id);
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
