import { redirect } from "@remix-run/node";
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { columnValues } from "~/db/query.server";
import { preparedOnce } from "~/db/prepared.server";
import { memberships, userRoles, userSettings, users, type Role } from "~/db/schema";
import { requestClientAddress, requestScope } from "~/utils/load-context";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { getBearerToken, getBrowserSessionId } from "~/utils/session.server";
import { AccessError } from "./errors";
import { findLiveSession } from "./sessions.server";

/**
 * Who is asking. Built once per request from the session cookie (browsers) or the bearer token
 * (API clients); `x-user-id` is never trusted. Every rule in `rules.server.ts` reads only this.
 */
export interface Actor {
  id: string;
  email: string;
  displayName: string;
  phone: string | null;
  bio: string | null;
  roles: Role[];
  /** Chapters with an approved Leader membership. */
  ledChapterIds: string[];
  /** Chapters with an approved membership of any role (led ones included). */
  memberChapterIds: string[];
  /** Whether the account has proven its email address (decision 023); unset for actors built outside a request's sign-in. */
  emailVerified?: boolean;
  /** The session the request carried (absent for actors built outside a request, e.g. in jobs). */
  sessionId?: string;
  /** The saved language and time zone; null until the user saves a setting (then the browser decides). */
  settings?: { language: string; timezone: string } | null;
}

/** The site-wide roles a user holds. */
export function rolesOf(userId: string): Role[] {
  return columnValues(userRoles.role, eq(userRoles.userId, userId));
}

// What every signed-in request reads to build its actor, prepared once (see preparedOnce).
const actorStatements = preparedOnce(() => ({
  user: db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      phone: users.phone,
      bio: users.bio,
      emailVerifiedAt: users.emailVerifiedAt,
      language: userSettings.language,
      timezone: userSettings.timezone,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
  roles: db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, sql.placeholder("userId")))
    .prepare(),
  memberships: db
    .select({ chapterId: memberships.chapterId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, sql.placeholder("userId")), eq(memberships.status, "Approved")))
    .prepare(),
}));

/** The actor for a user id (three queries: the user with their settings, roles, approved memberships). */
export function loadActor(userId: string, sessionId?: string): Actor | null {
  const statements = actorStatements();
  const row = statements.user.get({ userId });
  if (!row) return null;
  const { language, timezone, emailVerifiedAt, ...user } = row;
  const roles = statements.roles.all({ userId }).map((r) => r.role);
  const rows = statements.memberships.all({ userId });
  return {
    ...user,
    roles,
    emailVerified: !!emailVerifiedAt,
    ledChapterIds: rows.filter((r) => r.role === "Leader").map((r) => r.chapterId),
    memberChapterIds: rows.map((r) => r.chapterId),
    sessionId,
    settings: language !== null && timezone !== null ? { language, timezone } : null,
  };
}

const actorCache = new WeakMap<object, Promise<Actor | null>>();

/**
 * The actor behind a request, or null for a visitor or a dead session. Memoised per request (all
 * the loaders of one page view share it: `requestScope`).
 */
export function getActor(request: Request): Promise<Actor | null> {
  const scope = requestScope(request);
  let pending = actorCache.get(scope);
  if (!pending) {
    pending = (async () => {
      const bearer = getBearerToken(request);
      const session = findLiveSession(bearer ?? (await getBrowserSessionId(request)));
      // Guessing tokens is throttled like guessing passwords: each bearer token that matches no
      // live session counts against the address, and past the limit the answer is a 429.
      if (bearer && !session) {
        await enforceRateLimit({ clientAddress: requestClientAddress(request) }, "invalidToken");
      }
      return session ? loadActor(session.userId, session.id) : null;
    })();
    actorCache.set(scope, pending);
  }
  return pending;
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
  return redirect(`/auth/login?${params}`);
}

/** Pages: the signed-in actor, or a redirect to the login page that comes back here. */
export async function requireActor(request: Request): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw loginRedirect(request);
  return actor;
}

/** API: the actor, or an `unauthenticated` refusal (401 JSON through `handleApi`). */
export async function requireApiActor(request: Request): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw new AccessError("unauthenticated", "Authentication required");
  return actor;
}
