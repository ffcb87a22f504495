import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { readNetworkCounts } from "~/db/counters.server";
import { preparedOnce } from "~/db/prepared.server";
import { selectWithChapter, selectWithUser } from "~/db/query.server";
import { chapters, memberships, users, type MembershipRole, type MembershipStatus } from "~/db/schema";
import { containsAny, searchPhrase, trigramMatchCount } from "./search.server";
import { containsPattern } from "~/utils/misc";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound, refusal } from "~/access/errors";
import { assertCan, can, ledChapterScope } from "~/access/rules.server";
import { insertAuditedOnce, writeAudit, type AuditInput } from "./audit.server";
import { findChapterBrief } from "./chapter-options.server";
import { adoptChapterTimeZone } from "./settings.server";
import { notifyDecision, type Decision } from "./decision-mail.server";
import { decidePending } from "./review.server";
import { assertEmailVerified } from "./email-verification.server";
import { releaseChapterRsvps, tellAllPromoted } from "./rsvp.server";

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
  deactivationReason: string | null;
  deactivatedAt: Date | null;
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

/**
 * The search box: the member's name or email, or the chapter's name, contains the text
 * (`containsAny`). Through the trigram indexes users_fts and chapters_fts (migrations 0043, 0001;
 * decision 041): the memberships of the matching people and chapters, the LIKE tested on those, the
 * same rows as the LIKE over every membership (which, for a word found nowhere, read all 194,000 of
 * them at national size: 160 ms). A text matching thousands of people or chapters ("patel") keeps
 * the plain LIKE: the list's walk of memberships newest first finds its page within a few hundred
 * rows, where gathering and sorting every match would cost more.
 */
function membershipSearch(q: string | null | undefined): { where: SQL | undefined; matchedFirst: boolean } {
  const columns = [users.displayName, users.email, chapters.name];
  const term = q?.trim();
  const phrase = term ? searchPhrase(term) : null;
  if (!term || phrase === null) return { where: containsAny(q, columns), matchedFirst: false };
  if (peopleAndChapterMatches(phrase) > COMMON_MATCHES) return { where: containsAny(q, columns), matchedFirst: false };
  // One rowid list (not an OR of two IN tests, which SQLite answers by walking a tab's status
  // index and reading each membership's person and chapter: 15,000 pending rows, 20 ms). The LIKE
  // is tested in the lists, on the people and chapters the indexes found (a person or chapter whose
  // text the LIKE finds is always among them), so a membership matches without its person and
  // chapter being joined: the page can be chosen before the joins (`matchedFirst`).
  const p = containsPattern(term);
  return {
    where: sql`"memberships"."rowid" in (select "rowid" from "memberships" where "user_id" in (select "id" from "users" where "rowid" in (select "rowid" from "users_fts" where "users_fts" match ${phrase}) and ("display_name" like ${p} escape '\\' or "email" like ${p} escape '\\')) union all select "rowid" from "memberships" where "chapter_id" in (select "id" from "chapters" where "rowid" in (select "rowid" from "chapters_fts" where "chapters_fts" match ${`name : ${phrase}`}) and "name" like ${p} escape '\\'))`,
    matchedFirst: true,
  };
}

/** Matches above which a members search walks the list instead (see `membershipSearch`). */
const COMMON_MATCHES = 2_000;

/**
 * How many people and chapters the trigram indexes matched for a phrase when last asked (per
 * connection, the last MATCH_HINTS phrases, for a minute): a hint for choosing how to read the
 * search, never a result (decision 048's rule, as the events search's; decision 074). Both plans
 * find the same rows, so a stale hint only costs time. Asking reads both indexes' matches (0.6 ms
 * for "springfield" at national size) on a page whose rows read them again.
 */
const matchHints = preparedOnce(() => new Map<string, { n: number; at: number }>());
const MATCH_HINTS = 256;
const MATCH_HINT_MS = 60_000;

function peopleAndChapterMatches(phrase: string) {
  const hints = matchHints();
  const hint = hints.get(phrase);
  hints.delete(phrase);
  if (hint && Date.now() - hint.at < MATCH_HINT_MS) {
    hints.set(phrase, hint); // most recently used last
    return hint.n;
  }
  const n = trigramMatchCount("users_fts", phrase) + trigramMatchCount("chapters_fts", phrase, "name");
  hints.set(phrase, { n, at: Date.now() });
  if (hints.size > MATCH_HINTS) hints.delete(hints.keys().next().value!);
  return n;
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
  const search = membershipSearch(filters.q);
  const where = and(
    scope,
    search.where,
    filters.status ? eq(memberships.status, filters.status) : undefined,
    filters.role ? eq(memberships.role, filters.role) : undefined,
    filters.chapterId ? eq(memberships.chapterId, filters.chapterId) : undefined,
    filters.userId ? eq(memberships.userId, filters.userId) : undefined,
  );
  const order = [desc(memberships.createdAt), asc(memberships.id)];
  // A page of an indexed search: the page's memberships chosen among the matches first, then only
  // those 25 joined to their people and chapters (joining each of hundreds of matches before the
  // sort was half the query: "springfield", 515 matches, 2.6 → 1.2 ms timed alone). Same rows.
  const page =
    search.matchedFirst && filters.limit !== undefined
      ? db
          .select({ rowid: sql`"memberships"."rowid"` })
          .from(memberships)
          .where(where)
          .orderBy(...order)
          .limit(filters.limit)
          .offset(filters.offset ?? 0)
      : null;
  const query = selectWithUser(memberships, {
    ...membershipColumns,
    rejectionReason: memberships.rejectionReason,
    deactivationReason: memberships.deactivationReason,
    deactivatedAt: memberships.deactivatedAt,
    createdAt: memberships.createdAt,
    reviewedAt: memberships.reviewedAt,
    displayName: users.displayName,
    email: users.email,
    chapterName: chapters.name,
    chapterSlug: chapters.slug,
  })
    .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
    .where(page ? sql`"memberships"."rowid" in ${page}` : where)
    .orderBy(...order)
    .$dynamic();
  if (!page && filters.limit !== undefined) query.limit(filters.limit).offset(filters.offset ?? 0);
  return query.all();
}

/** Stat cards and tab counts of the Members page, over everything the user manages. */
export function countMembershipStats(user: Actor) {
  const empty = { pending: 0, approved: 0, rejected: 0, inactive: 0, leaders: 0, activeMembers: 0 };
  const scope = managedScope(user);
  if (scope === false) return empty;
  // Admins: the whole network, from the counters the triggers keep (no scan per view).
  if (scope === undefined) return readNetworkCounts();
  const row = db
    .select({
      pending: sql<number>`coalesce(sum(case when ${memberships.status} = 'Pending' then 1 else 0 end), 0)`,
      approved: sql<number>`coalesce(sum(case when ${memberships.status} = 'Approved' then 1 else 0 end), 0)`,
      rejected: sql<number>`coalesce(sum(case when ${memberships.status} = 'Rejected' then 1 else 0 end), 0)`,
      inactive: sql<number>`coalesce(sum(case when ${memberships.status} = 'Inactive' then 1 else 0 end), 0)`,
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

/**
 * The overview's "review join requests" figure: the pending memberships of what the user manages.
 * Only the pending count, which an index answers (memberships_chapter_status_idx), where
 * `countMembershipStats` reads every membership of the leader's chapters for all its figures.
 */
export function countPendingMemberships(user: Actor) {
  const scope = managedScope(user);
  if (scope === false) return 0;
  if (scope === undefined) return readNetworkCounts().pending;
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(memberships)
      .where(and(scope, eq(memberships.status, "Pending")))
      .get()?.n ?? 0
  );
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

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * The steps every end of a member's place in a chapter shares (removal, deactivation, leaving), in
 * one immediate transaction: `change` writes the membership (and throws a conflict if it moved
 * since it was read); then the member's answers to the chapter's upcoming events are released, their
 * places going to the first people waiting, and the audit row names what was cancelled. Once
 * committed, the promoted are told, and the member is told the decision when there is one (a
 * leader's, not their own).
 */
function releaseMembership(
  m: { userId: string; chapterId: string },
  change: (tx: Tx) => void,
  audit: AuditInput,
  options: { now?: Date; tell?: Decision } = {},
) {
  const released = db.transaction(
    (tx) => {
      change(tx);
      const rsvps = releaseChapterRsvps(tx, m.userId, m.chapterId, options.now);
      writeAudit(tx, {
        ...audit,
        metadata: { ...audit.metadata, ...(rsvps.cancelled.length ? { cancelledRsvps: rsvps.cancelled } : {}) },
      });
      return rsvps;
    },
    { behavior: "immediate" },
  );
  tellAllPromoted(released.promoted);
  if (options.tell) void notifyDecision(m.userId, options.tell);
}

export const REMOVE_REASON_REQUIRED = "Say why you are removing this member";
export const REMOVE_ONLY_APPROVED = "Only approved members can be removed. Reject a pending request instead.";
export const REMOVE_NOT_SELF = "You cannot remove yourself. Leave the chapter from its page instead.";

/**
 * Leaders of the chapter, or admins: take an approved member off the chapter's roster, with a
 * reason. The membership row goes (the member may ask to join again), the audit row keeps who, what
 * and why, and the member is emailed the reason in their language.
 */
export function removeMember(actor: Actor, membershipId: string, reason: string | null | undefined) {
  const row = loadMembership(membershipId);
  assertCan(
    actor,
    "membership.remove",
    row.membership.chapterId,
    "Only this chapter's leaders can remove its members.",
  );
  const why = reason?.trim();
  if (!why) throw invalid(REMOVE_REASON_REQUIRED, { reason: [REMOVE_REASON_REQUIRED] });
  const m = row.membership;
  // An approved member, or a deactivated one (removal then ends what deactivation paused).
  if (m.status !== "Approved" && m.status !== "Inactive") throw conflict(REMOVE_ONLY_APPROVED);
  if (m.userId === actor.id) throw conflict(REMOVE_NOT_SELF);
  releaseMembership(
    m,
    (tx) => {
      // Only the row as it was read: a concurrent removal or leave makes this a no-op, refused here.
      const gone = tx
        .delete(memberships)
        .where(and(eq(memberships.id, membershipId), eq(memberships.status, m.status)))
        .run();
      if (gone.changes !== 1) throw conflict("This member has already left the chapter.");
    },
    {
      actorId: actor.id,
      action: "remove_member",
      targetType: "membership",
      targetId: membershipId,
      // The membership is deleted by then: its chapter is named here.
      chapterId: m.chapterId,
      metadata: { chapterName: row.chapterName, title: row.displayName, userId: m.userId, reason: why },
    },
    {
      tell: { kind: "removal", approved: false, subject: row.chapterName, reason: why, targetId: membershipId },
    },
  );
  return { ...m, displayName: row.displayName, chapterName: row.chapterName };
}

export const DEACTIVATE_REASON_REQUIRED = "Say why you are deactivating this member";
export const DEACTIVATE_ONLY_APPROVED = "Only approved members can be deactivated.";
export const DEACTIVATE_NOT_SELF = "You cannot deactivate yourself.";
export const REACTIVATE_ONLY_INACTIVE = "Only a deactivated member can be reactivated.";

/** The membership, if the actor may deactivate or reactivate its member (that chapter's leaders, admins). */
function requireDeactivatable(actor: Actor, membershipId: string) {
  const row = loadMembership(membershipId);
  assertCan(
    actor,
    "membership.deactivate",
    row.membership.chapterId,
    "Only this chapter's leaders can deactivate or reactivate its members.",
  );
  return row;
}

/**
 * Leaders of the chapter, or admins: deactivate an approved member, with a reason (decision 033).
 * The membership stays, as Inactive: the member loses member access to the chapter's non-public
 * content (every rule and list reads Approved memberships), is not called out, emailed chapter
 * notices or reminded, and their RSVPs to its upcoming events are released; their hours, attendance
 * and credentials stay. Audited; the member is emailed the reason in their language.
 */
export function deactivateMember(actor: Actor, membershipId: string, reason: string | null | undefined) {
  const row = requireDeactivatable(actor, membershipId);
  const why = reason?.trim();
  if (!why) throw invalid(DEACTIVATE_REASON_REQUIRED, { reason: [DEACTIVATE_REASON_REQUIRED] });
  const m = row.membership;
  if (m.status !== "Approved") throw conflict(DEACTIVATE_ONLY_APPROVED);
  if (m.userId === actor.id) throw conflict(DEACTIVATE_NOT_SELF);
  const now = new Date();
  releaseMembership(
    m,
    (tx) => {
      const done = tx
        .update(memberships)
        .set({ status: "Inactive", deactivatedAt: now, deactivatedById: actor.id, deactivationReason: why })
        .where(and(eq(memberships.id, membershipId), eq(memberships.status, "Approved")))
        .run();
      if (done.changes !== 1) throw conflict("This membership has already changed. Reload the page.");
    },
    {
      actorId: actor.id,
      action: "deactivate_member",
      targetType: "membership",
      targetId: membershipId,
      metadata: { chapterName: row.chapterName, title: row.displayName, userId: m.userId, reason: why },
    },
    {
      now,
      tell: {
        kind: "deactivation",
        approved: false,
        subject: row.chapterName,
        reason: why,
        // One email per deactivation: a member deactivated again after a reactivation is told again.
        targetId: `${membershipId}:${now.getTime()}`,
      },
    },
  );
  return { ...m, status: "Inactive" as const, displayName: row.displayName, chapterName: row.chapterName };
}

/** Leaders of the chapter, or admins: an Inactive member becomes an approved member again (audited, told). */
export function reactivateMember(actor: Actor, membershipId: string) {
  const row = requireDeactivatable(actor, membershipId);
  const m = row.membership;
  if (m.status !== "Inactive") throw conflict(REACTIVATE_ONLY_INACTIVE);
  const now = new Date();
  db.transaction((tx) => {
    const done = tx
      .update(memberships)
      .set({ status: "Approved", deactivatedAt: null, deactivatedById: null, deactivationReason: null })
      .where(and(eq(memberships.id, membershipId), eq(memberships.status, "Inactive")))
      .run();
    if (done.changes !== 1) throw conflict("This membership has already changed. Reload the page.");
    writeAudit(tx, {
      actorId: actor.id,
      action: "reactivate_member",
      targetType: "membership",
      targetId: membershipId,
      metadata: { chapterName: row.chapterName, title: row.displayName, userId: m.userId },
    });
  });
  void notifyDecision(m.userId, {
    kind: "reactivation",
    approved: true,
    subject: row.chapterName,
    targetId: `${membershipId}:${now.getTime()}`,
  });
  return { ...m, status: "Approved" as const, displayName: row.displayName, chapterName: row.chapterName };
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

export const NOT_YOUR_MEMBERSHIP = "You can only leave or withdraw your own membership.";
export const DECLINED_STAYS = "A declined request stays on record and cannot be withdrawn.";
export const LAST_LEADER = "You are this chapter's only leader. Make another member a leader before you leave.";

/**
 * The member themselves: withdraw a pending join request, or leave a chapter they belong to. The
 * membership row goes (they may ask to join again later); a declined request stays, since deleting
 * it would let the same request be sent again. A chapter's last approved leader cannot leave.
 */
export function leaveMembership(actor: Actor, membershipId: string) {
  const row = loadMembership(membershipId);
  const m = row.membership;
  // Someone else's membership: a 404 unless the actor manages it (they get a 403 saying why).
  if (!can(actor, "membership.leave", m)) {
    if (can(actor, "membership.review", m.chapterId)) assertCan(actor, "membership.leave", m, NOT_YOUR_MEMBERSHIP);
    throw notFound("Membership not found.");
  }
  if (m.status === "Rejected") throw conflict(DECLINED_STAYS);
  releaseMembership(
    m,
    (tx) => {
      if (m.status === "Approved" && m.role === "Leader") {
        const leaders =
          tx
            .select({ n: sql<number>`count(*)` })
            .from(memberships)
            .where(
              and(
                eq(memberships.chapterId, m.chapterId),
                eq(memberships.status, "Approved"),
                eq(memberships.role, "Leader"),
              ),
            )
            .get()?.n ?? 0;
        if (leaders <= 1) throw conflict(LAST_LEADER);
      }
      const gone = tx
        .delete(memberships)
        .where(and(eq(memberships.id, membershipId), eq(memberships.status, m.status)))
        .run();
      if (gone.changes !== 1) throw conflict("This membership has already changed. Reload the page.");
    },
    {
      actorId: actor.id,
      action: m.status === "Pending" ? "withdraw_membership" : "leave_chapter",
      targetType: "membership",
      targetId: membershipId,
      chapterId: m.chapterId,
      subjectId: m.userId,
      metadata: { chapterName: row.chapterName },
    },
  );
  return { id: m.id, chapterId: m.chapterId, status: m.status, chapterName: row.chapterName };
}

const ALREADY: Record<MembershipStatus, string> = {
  Pending: "You have already requested to join this chapter. Your request is waiting for approval.",
  Approved: "You are already a member of this chapter.",
  Rejected: "Your earlier request to join this chapter was declined, so it can't be sent again.",
  Inactive: "Your membership of this chapter is inactive. Ask one of its leaders to reactivate it.",
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
  // An unproven address may not join (decision 023): the refusal says how to prove it.
  assertEmailVerified(userId);
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
