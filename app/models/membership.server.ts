import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { readNetworkCounts } from "~/db/counters.server";
import { selectWithChapter, selectWithUser } from "~/db/query.server";
import { chapters, memberships, users, type MembershipRole, type MembershipStatus } from "~/db/schema";
import { containsAny } from "./search.server";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound, refusal } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { insertAuditedOnce, writeAudit } from "./audit.server";
import { findChapterBrief } from "./chapter-options.server";
import { adoptChapterTimeZone } from "./settings.server";
import { notifyDecision } from "./decision-mail.server";
import { decidePending } from "./review.server";

// ---- Membership management (dashboard Members page): list, approve, reject, promote, demote ----

/** Who belongs to which chapter, as what, and how far the request has got: every membership list starts here. */
const membershipColumns = {
  id: memberships.id,
  userId: memberships.userId,
  chapterId: memberships.chapterId,
  role: memberships.role,
  status: memberships.status,
};

export interface ManagedMembership {
  id: string;
  userId: string;
  chapterId: string;
  role: MembershipRole;
  status: MembershipStatus;
  rejectionReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  displayName: string;
  email: string;
  chapterName: string;
  chapterSlug: string;
}

/** Admins see every membership; anyone else only those of chapters they lead (none otherwise). */
function managedScope(user: Actor): SQL | undefined | false {
  const led = ledChapterScope(user);
  if (led === "all") return undefined;
  return led.length ? inArray(memberships.chapterId, led) : false;
}

function membershipSearch(q: string | null | undefined): SQL | undefined {
  return containsAny(q, [users.displayName, users.email, chapters.name]);
}

/**
 * Members page rows with the member's real name and email (only ever to that chapter's leaders and
 * admins: the scope guarantees it), filtered by search, status and role. Newest first.
 */
export function listMembershipsForManagement(
  user: Actor,
  filters: {
    q?: string | null;
    status?: MembershipStatus | null;
    role?: MembershipRole | null;
    chapterId?: string | null;
    userId?: string | null;
    limit?: number;
    offset?: number;
  } = {},
): ManagedMembership[] {
  const scope = managedScope(user);
  if (scope === false) return [];
  const query = selectWithUser(memberships, {
    ...membershipColumns,
    rejectionReason: memberships.rejectionReason,
    createdAt: memberships.createdAt,
    reviewedAt: memberships.reviewedAt,
    displayName: users.displayName,
    email: users.email,
    chapterName: chapters.name,
    chapterSlug: chapters.slug,
  })
    .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
    .where(
      and(
        scope,
        membershipSearch(filters.q),
        filters.status ? eq(memberships.status, filters.status) : undefined,
        filters.role ? eq(memberships.role, filters.role) : undefined,
        filters.chapterId ? eq(memberships.chapterId, filters.chapterId) : undefined,
        filters.userId ? eq(memberships.userId, filters.userId) : undefined,
      ),
    )
    .orderBy(desc(memberships.createdAt), asc(memberships.id))
    .$dynamic();
  if (filters.limit !== undefined) query.limit(filters.limit).offset(filters.offset ?? 0);
  return query.all();
}

/** Stat cards and tab counts of the Members page, over everything the user manages. */
export function countMembershipStats(user: Actor) {
  const empty = { pending: 0, approved: 0, rejected: 0, leaders: 0, activeMembers: 0 };
  const scope = managedScope(user);
  if (scope === false) return empty;
  // Admins: the whole network, from the counters the triggers keep (no scan per view).
  if (scope === undefined) return readNetworkCounts();
  const row = db
    .select({
      pending: sql<number>`coalesce(sum(case when ${memberships.status} = 'Pending' then 1 else 0 end), 0)`,
      approved: sql<number>`coalesce(sum(case when ${memberships.status} = 'Approved' then 1 else 0 end), 0)`,
      rejected: sql<number>`coalesce(sum(case when ${memberships.status} = 'Rejected' then 1 else 0 end), 0)`,
      leaders: sql<number>`coalesce(sum(case when ${memberships.status} = 'Approved' and ${memberships.role} = 'Leader' then 1 else 0 end), 0)`,
      // "Active Members" everywhere: people with an approved membership, each counted once (as the
      // overview's metrics count them), not memberships.
      activeMembers: sql<number>`count(distinct case when ${memberships.status} = 'Approved' then ${memberships.userId} end)`,
    })
    .from(memberships)
    .where(scope)
    .get();
  return row ?? empty;
}

function loadMembership(membershipId: string) {
  const row = selectWithUser(memberships, {
    membership: memberships,
    chapterName: chapters.name,
    displayName: users.displayName,
  })
    .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
    .where(eq(memberships.id, membershipId))
    .get();
  if (!row) throw notFound("Membership not found.");
  return row;
}

/** The membership, if the actor leads its chapter (or is an admin); a 403 otherwise. */
function requireManagedMembership(actor: Actor, membershipId: string) {
  const row = loadMembership(membershipId);
  assertCan(
    actor,
    "membership.review",
    row.membership.chapterId,
    "Only this chapter's leaders can manage its memberships.",
  );
  return row;
}

function review(actor: Actor, membershipId: string, to: "Approved" | "Rejected", reason?: string | null) {
  const row = requireManagedMembership(actor, membershipId);
  if (row.membership.status !== "Pending") {
    throw conflict(`This request was already ${row.membership.status.toLowerCase()}.`);
  }
  const now = new Date();
  const why = to === "Rejected" ? reason?.trim() || null : null;
  const reviewed = db.transaction((tx) => {
    const updated = decidePending(
      tx,
      memberships,
      membershipId,
      { status: to, rejectionReason: why, reviewedAt: now, reviewedById: actor.id },
      conflict("This request was already reviewed."),
    );
    writeAudit(tx, {
      actorId: actor.id,
      action: to === "Approved" ? "approve_membership" : "reject_membership",
      targetType: "membership",
      targetId: membershipId,
      metadata: { chapterName: row.chapterName, title: row.displayName, ...(why ? { reason: why } : {}) },
    });
    return updated;
  });
  void notifyDecision(row.membership.userId, {
    kind: "membership",
    approved: to === "Approved",
    subject: row.chapterName,
    reason: why,
    targetId: membershipId,
  });
  return reviewed;
}

/** Leaders of the membership's chapter, or admins: Pending → Approved. */
export function approveMembership(actor: Actor, membershipId: string) {
  return review(actor, membershipId, "Approved");
}

/** Leaders of the membership's chapter, or admins: Pending → Rejected with an optional reason. */
export function rejectMembership(actor: Actor, membershipId: string, reason?: string | null) {
  return review(actor, membershipId, "Rejected", reason);
}

/**
 * Leaders of the chapter, or admins: make an approved member a Leader of that chapter, or back.
 * Nobody changes their own role here, so a chapter is never left without the leader who acted.
 */
export function setMembershipRole(actor: Actor, membershipId: string, role: MembershipRole) {
  const row = requireManagedMembership(actor, membershipId);
  const m = row.membership;
  if (m.status !== "Approved") throw conflict("Only approved members can be promoted or demoted.");
  if (m.userId === actor.id) throw conflict("You cannot change your own role.");
  if (m.role === role) {
    const english = `${row.displayName} is already a ${role.toLowerCase()}.`;
    throw refusal(
      "conflict",
      english,
      role === "Leader" ? "validation.name-is-already-a-leader" : "validation.name-is-already-a-member",
      { name: row.displayName },
    );
  }
  return db.transaction((tx) => {
    const updated = tx.update(memberships).set({ role }).where(eq(memberships.id, membershipId)).returning().get();
    writeAudit(tx, {
      actorId: actor.id,
      action: role === "Leader" ? "promote_member" : "demote_member",
      targetType: "membership",
      targetId: membershipId,
      metadata: { chapterName: row.chapterName, title: row.displayName },
    });
    return updated;
  });
}

export const promoteMembership = (actor: Actor, membershipId: string) =>
  setMembershipRole(actor, membershipId, "Leader");
export const demoteMembership = (actor: Actor, membershipId: string) =>
  setMembershipRole(actor, membershipId, "Member");

// ---- Join requests (public chapter directory and chapter page) ----

/** The user's membership of the chapter (any status), or null. */
export function getMembershipFor(userId: string, chapterId: string) {
  return (
    db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.chapterId, chapterId)))
      .get() ?? null
  );
}

/** Every membership the actor holds (any status), newest first, with the chapter's name: only their own. */
export function listMembershipsForUser(actor: Pick<Actor, "id">) {
  const userId = actor.id;
  return selectWithChapter(memberships, {
    ...membershipColumns,
    createdAt: memberships.createdAt,
    chapterName: chapters.name,
  })
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.createdAt))
    .all();
}

const ALREADY: Record<MembershipStatus, string> = {
  Pending: "You have already requested to join this chapter. Your request is waiting for approval.",
  Approved: "You are already a member of this chapter.",
  Rejected: "Your earlier request to join this chapter was declined, so it can't be sent again.",
};

/**
 * "Request to Join": a Pending Member membership of an approved chapter, once per user and
 * chapter. A second request is refused (409) with a message that says why; the unique index
 * settles two simultaneous requests the same way.
 */
export function requestMembership({ userId, chapterId }: { userId: string; chapterId: string }) {
  const chapter = findChapterBrief(chapterId);
  if (!chapter) throw notFound("Chapter not found.");
  if (chapter.status !== "Approved") {
    throw invalid("Only approved chapters accept join requests.");
  }
  const existing = getMembershipFor(userId, chapterId);
  if (existing) throw conflict(ALREADY[existing.status]);
  const created = insertAuditedOnce(
    memberships,
    { userId, chapterId, role: "Member", status: "Pending" },
    (created) => ({
      actorId: userId,
      action: "request_membership",
      targetType: "membership",
      targetId: created.id,
      metadata: { chapterName: chapter.name },
    }),
    { error: () => conflict(ALREADY.Pending) },
  );
  adoptChapterTimeZone(db, userId, chapter.timezone);
  return created;
}
