import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { roleRequests, users, type Role, type RoleRequestStatus } from "~/db/schema";
import type { Actor } from "~/access/actor.server";
import { conflict, notFound } from "~/access/errors";
import { assertCan, can } from "~/access/rules.server";
import { insertAuditedOnce, writeAudit } from "./audit.server";
import { notifyDecision } from "./decision-mail.server";
import { decidePending } from "./review.server";
import { grantRole, userHasRole } from "./user.server";

/** Role-elevation requests: a member asks, a global administrator approves or rejects. */

const reviewer = alias(users, "reviewer");

export interface RoleRequestView {
  id: string;
  userId: string;
  user: { displayName: string; email: string };
  requestedRole: Role;
  justification: string | null;
  status: RoleRequestStatus;
  rejectionReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: { id: string; displayName: string } | null;
}

/**
 * The requests with their requester and reviewer. The requester is a LEFT JOIN although every
 * request has one (user_id is a NOT NULL foreign key, deleted with the user): SQLite keeps the
 * left side of a LEFT JOIN outermost, so the plan walks role_requests and looks each user up. With
 * an inner join and a small or empty queue, the planner started from users instead, reading all
 * 150,000 of them for every page of the queue (17 ms of the 32 the national bench measured).
 */
function queryViews(where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: roleRequests.id,
      userId: roleRequests.userId,
      displayName: users.displayName,
      email: users.email,
      requestedRole: roleRequests.requestedRole,
      justification: roleRequests.justification,
      status: roleRequests.status,
      rejectionReason: roleRequests.rejectionReason,
      createdAt: roleRequests.createdAt,
      reviewedAt: roleRequests.reviewedAt,
      reviewerId: roleRequests.reviewedById,
      reviewerName: reviewer.displayName,
    })
    .from(roleRequests)
    .leftJoin(users, eq(users.id, roleRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, roleRequests.reviewedById))
    .where(where)
    .orderBy(desc(roleRequests.createdAt), desc(roleRequests.id))
    .$dynamic();
  if (page) query.limit(page.limit).offset(page.offset);
  return query.all();
}

type Row = ReturnType<typeof queryViews>[number];

function toView(r: Row): RoleRequestView {
  return {
    id: r.id,
    userId: r.userId,
    // Never null (see queryViews): the foreign key keeps a request's requester.
    user: { displayName: r.displayName ?? "", email: r.email ?? "" },
    requestedRole: r.requestedRole,
    justification: r.justification,
    status: r.status,
    rejectionReason: r.rejectionReason,
    createdAt: r.createdAt,
    reviewedAt: r.reviewedAt,
    reviewedBy: r.reviewerId ? { id: r.reviewerId, displayName: r.reviewerName ?? "Unknown" } : null,
  };
}

/**
 * The review queue, newest first; `status` "All" (or none) lists every request. The page passes
 * `limit`/`offset` (one query whatever the queue's length); the JSON API lists them all.
 */
export function listRoleRequests(
  actor: Actor,
  { status, limit, offset = 0 }: { status?: RoleRequestStatus | "All"; limit?: number; offset?: number } = {},
): RoleRequestView[] {
  assertCan(actor, "roleRequest.review", null, ROLE_REQUESTS_ACCESS_DENIED);
  const where = status && status !== "All" ? eq(roleRequests.status, status) : undefined;
  return queryViews(where, limit === undefined ? undefined : { limit, offset }).map(toView);
}

/** One request: its requester or an administrator (anyone else: not found). */
export function getRoleRequest(actor: Actor, id: string): RoleRequestView | null {
  const row = queryViews(eq(roleRequests.id, id))[0];
  return row && can(actor, "roleRequest.read", row) ? toView(row) : null;
}

export function countPendingRoleRequests(actor: Actor) {
  assertCan(actor, "roleRequest.review", null, ROLE_REQUESTS_ACCESS_DENIED);
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(roleRequests)
      .where(eq(roleRequests.status, "Pending"))
      .get()?.n ?? 0
  );
}

/** The user's own pending request for a role, if any (Settings shows it instead of the form). */
export function getPendingRequestFor(actor: Actor, role: Role) {
  const userId = actor.id;
  return settingsStatements().pending.get({ userId, role }) ?? null;
}

// Every view of Settings asks for both (decision 038's preparedOnce: Drizzle builds their SQL once).
const settingsStatements = preparedOnce(() => ({
  pending: db
    .select()
    .from(roleRequests)
    .where(
      and(
        eq(roleRequests.userId, sql.placeholder("userId")),
        eq(roleRequests.requestedRole, sql.placeholder("role")),
        eq(roleRequests.status, "Pending"),
      ),
    )
    .prepare(),
  latest: db
    .select({
      status: roleRequests.status,
      rejectionReason: roleRequests.rejectionReason,
      reviewedAt: roleRequests.reviewedAt,
    })
    .from(roleRequests)
    .where(
      and(eq(roleRequests.userId, sql.placeholder("userId")), eq(roleRequests.requestedRole, sql.placeholder("role"))),
    )
    .orderBy(desc(roleRequests.createdAt))
    .limit(1)
    .prepare(),
}));

/** Files a request. One pending request per user and role; none for a role already held. */
export function requestRole(userId: string, input: { requestedRole: Role; justification: string }) {
  if (userHasRole(userId, input.requestedRole)) {
    throw conflict("You already have this role.");
  }
  return insertAuditedOnce(
    roleRequests,
    { userId, requestedRole: input.requestedRole, justification: input.justification.trim() || null },
    (row) => ({
      actorId: userId,
      action: "request_role",
      targetType: "role_request",
      targetId: row.id,
      metadata: { title: input.requestedRole },
    }),
    // The partial unique index (one Pending per user + role) decides under concurrency too.
    { on: "role_requests", error: () => conflict("You already have a pending request for this role.") },
  );
}

function review(admin: Actor, id: string, decision: "Approved" | "Rejected", reason?: string | null) {
  assertCan(admin, "roleRequest.review", null, ROLE_REQUESTS_ACCESS_DENIED);
  const adminId = admin.id;
  const why = decision === "Rejected" ? reason?.trim() || null : null;
  const reviewed = db.transaction((tx) => {
    const request = tx.select().from(roleRequests).where(eq(roleRequests.id, id)).get();
    if (!request) throw notFound("Role request not found.");
    // The status condition makes a second reviewer (another process, a double click) a no-op.
    const updated = decidePending(
      tx,
      roleRequests,
      id,
      { status: decision, rejectionReason: why, reviewedAt: new Date(), reviewedById: adminId },
      conflict(`This request was already ${request.status.toLowerCase()}.`),
    );
    if (decision === "Approved") grantRole(tx, request.userId, request.requestedRole);
    const subject = tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, request.userId)).get();
    writeAudit(tx, {
      actorId: adminId,
      action: decision === "Approved" ? "approve_role_request" : "reject_role_request",
      targetType: "role_request",
      targetId: id,
      metadata: {
        title: `${request.requestedRole} for ${subject?.displayName ?? "a user"}`,
        userId: request.userId,
        ...(why ? { reason: why } : {}),
      },
    });
    return updated;
  });
  void notifyDecision(reviewed.userId, {
    kind: "role",
    approved: decision === "Approved",
    subject: reviewed.requestedRole,
    reason: why,
    targetId: id,
  });
  return reviewed;
}

/** Approving grants the requested role. Global administrators only. */
export function approveRoleRequest(admin: Actor, id: string) {
  return review(admin, id, "Approved");
}

/** Rejecting stores the reason (optional), which the requester sees in Settings and in the email. */
export function rejectRoleRequest(admin: Actor, id: string, reason?: string | null) {
  return review(admin, id, "Rejected", reason);
}

/**
 * The user's latest decided request for a role, when it was turned down and nothing newer is
 * pending: Settings shows it with the reason.
 */
export function getLatestRejectionFor(actor: Actor, role: Role) {
  // The actor's own requests only: the query is scoped to them, as getPendingRequestFor is.
  const userId = actor.id;
  const latest = settingsStatements().latest.get({ userId, role });
  return latest?.status === "Rejected" ? { reason: latest.rejectionReason, reviewedAt: latest.reviewedAt } : null;
}

/** The API's role request: the fields of spec section 3, dates as ISO strings. */
export function toApiRoleRequest(r: RoleRequestView) {
  return {
    id: r.id,
    userId: r.userId,
    user: r.user,
    requestedRole: r.requestedRole,
    justification: r.justification,
    status: r.status,
    rejectionReason: r.rejectionReason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    reviewedBy: r.reviewedBy?.id ?? null,
    reviewedByName: r.reviewedBy?.displayName ?? null,
  };
}

/** Shown to anyone but a global administrator on the review queue. */
export const ROLE_REQUESTS_ACCESS_DENIED =
  "Access Denied: You need Global Administrator privileges to review role requests.";
