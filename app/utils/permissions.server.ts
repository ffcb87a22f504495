import { json, redirect } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memberships, type Role } from "~/db/schema";
import { getUserById, type PublicUser } from "~/models/user.server";
import { findLiveSession } from "~/access/sessions.server";
import { getBearerToken, getBrowserSessionId } from "./session.server";

/**
 * Who is asking: the bearer token (API clients) or the session cookie (browsers). `x-user-id` is
 * never trusted. Returns null for a missing, expired or deleted session.
 */
export async function getAuth(request: Request): Promise<{ user: PublicUser; sessionId: string } | null> {
  const token = getBearerToken(request);
  const sessionId = token ?? (await getBrowserSessionId(request));
  const session = findLiveSession(sessionId);
  if (!session) return null;
  const user = getUserById(session.userId);
  if (!user) return null;
  return { user, sessionId: session.id };
}

export async function getOptionalUser(request: Request) {
  return (await getAuth(request))?.user ?? null;
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const params = new URLSearchParams({ redirectTo: here });
  return redirect(`/auth/login?${params}`);
}

export function forbidden(message = "You do not have permission to do that.") {
  return json({ error: message }, { status: 403 });
}

/** Pages: the signed-in user, or a redirect to the login page that comes back here. */
export async function requireUser(request: Request) {
  const user = await getOptionalUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

export function isGlobalAdmin(user: { roles: Role[] } | null | undefined) {
  return !!user?.roles.includes("GlobalAdmin");
}

export function isChapterLeaderRole(user: { roles: Role[] } | null | undefined) {
  return !!user?.roles.includes("ChapterLeader");
}

export function hasAnyRole(user: { roles: Role[] } | null | undefined, roles: readonly Role[]) {
  return !!user && roles.some((r) => user.roles.includes(r));
}

/** Pages: the signed-in user holding one of `roles`, else a redirect (signed out) or a 403. */
export async function requireRole(request: Request, roles: Role | readonly Role[], message?: string) {
  const user = await requireUser(request);
  const wanted = typeof roles === "string" ? [roles] : roles;
  if (!hasAnyRole(user, wanted)) throw forbidden(message);
  return user;
}

/** True when the user holds an approved Leader membership of the chapter, or is a GlobalAdmin. */
export function canLeadChapter(user: { id: string; roles: Role[] } | null | undefined, chapterId: string) {
  if (!user) return false;
  if (isGlobalAdmin(user)) return true;
  const row = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.chapterId, chapterId),
        eq(memberships.role, "Leader"),
        eq(memberships.status, "Approved"),
      ),
    )
    .get();
  return !!row;
}

/** Ids of chapters the user leads (approved Leader memberships). */
export function ledChapterIds(userId: string) {
  return db
    .select({ chapterId: memberships.chapterId })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), eq(memberships.role, "Leader"), eq(memberships.status, "Approved")),
    )
    .all()
    .map((r) => r.chapterId);
}

export async function requireChapterLeader(request: Request, chapterId: string) {
  const user = await requireUser(request);
  if (!canLeadChapter(user, chapterId)) throw forbidden("Only this chapter's leaders can do that.");
  return user;
}

// ---- API variants: JSON 401/403 instead of redirects ----

export function unauthorized(message = "Authentication required") {
  return json({ error: message }, { status: 401 });
}

export async function requireApiUser(request: Request) {
  const user = await getOptionalUser(request);
  if (!user) throw unauthorized();
  return user;
}

export async function requireApiRole(request: Request, roles: Role | readonly Role[]) {
  const user = await requireApiUser(request);
  const wanted = typeof roles === "string" ? [roles] : roles;
  if (!hasAnyRole(user, wanted)) throw forbidden();
  return user;
}

export async function requireApiChapterLeader(request: Request, chapterId: string) {
  const user = await requireApiUser(request);
  if (!canLeadChapter(user, chapterId)) throw forbidden("Only this chapter's leaders can do that.");
  return user;
}
