import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { env } from "./env.server";

/** A session lasts at most 30 days, and ends after 14 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, to keep reads from turning into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const secureCookies = env.isProduction && !env.insecureCookies;

export const authSessionStorage = createCookieSessionStorage({
  cookie: {
    // __Host- requires Secure and Path=/ and no Domain: the browser then refuses it from subdomains.
    name: secureCookies ? "__Host-session" : "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: env.sessionSecrets,
  },
});

export const SESSION_KEY = "sessionId";

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
    db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.id)).run();
  }
  return row;
}

export async function getBrowserSessionId(request: Request) {
  const session = await authSessionStorage.getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_KEY);
  return typeof id === "string" ? id : null;
}

export function getBearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export function deleteSession(sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except the one given (after a password change). */
export function deleteOtherSessions(userId: string, keepSessionId?: string | null) {
  const all = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).all();
  for (const s of all) if (s.id !== keepSessionId) deleteSession(s.id);
}

export function deleteExpiredSessions() {
  db.delete(sessions).where(lt(sessions.expiresAt, new Date())).run();
}

/** Starts a fresh browser session (a new id at every login) and returns the Set-Cookie header. */
export async function commitNewBrowserSession(request: Request, userId: string) {
  const previous = await getBrowserSessionId(request);
  if (previous) deleteSession(previous);
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
