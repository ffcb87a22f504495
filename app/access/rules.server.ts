import type { AccessLevel, AnnouncementScope, ChapterStatus, Role } from "~/db/schema";
import type { Actor } from "./actor.server";
import { forbidden } from "./errors";

/**
 * Every rule of who may do what, in one table. A rule is a pure function of the actor (built once
 * per request, see actor.server.ts) and the thing acted on: no queries. Models call `assertCan`
 * before every mutation and use the scopes below in every list query; routes never decide a
 * permission themselves. Add a row here for each new capability.
 */

type Who = Pick<Actor, "id" | "roles" | "ledChapterIds" | "memberChapterIds">;

const has = (a: Who, role: Role) => a.roles.includes(role);
const isAdmin = (a: Who) => has(a, "GlobalAdmin");
/** A leader in the dashboard's sense: the ChapterLeader role, or an approved Leader membership. */
const isLeader = (a: Who) => has(a, "ChapterLeader") || a.ledChapterIds.length > 0;
const leads = (a: Who, chapterId: string | null | undefined) =>
  isAdmin(a) || (!!chapterId && a.ledChapterIds.includes(chapterId));
/** Chapter-only content (announcements, resources): approved members of that chapter and admins. */
const readsChapter = (a: Who, chapterId: string | null | undefined) =>
  isAdmin(a) || (!!chapterId && a.memberChapterIds.includes(chapterId));

interface ChapterRef {
  id: string;
  status: ChapterStatus;
  createdById: string | null;
}
interface ResourceRef {
  accessLevel: AccessLevel;
  chapterId: string | null;
  createdById: string | null;
}
interface MemberRef {
  userId: string;
  chapterIds: readonly string[];
}
const leadsOneOf = (a: Who, chapterIds: readonly string[]) =>
  isAdmin(a) || chapterIds.some((id) => a.ledChapterIds.includes(id));
/** An event as the rules see it: its chapter, whether that chapter is listed publicly, and who may answer. */
interface EventRef {
  chapterId: string;
  chapterStatus: ChapterStatus;
  openToNetwork: boolean;
}
interface AnnouncementRef {
  scope: AnnouncementScope;
  chapterId: string | null;
}

/**
 * Marks a rule that a visitor (no actor) may pass: it gets `null` and decides itself. Every other
 * rule refuses visitors before it runs.
 */
function visitorsToo<F extends (a: Who | null, target: never) => boolean>(rule: F): F & { acceptsVisitors: true } {
  return Object.assign(rule, { acceptsVisitors: true as const });
}

export const RULES = {
  // ---- the dashboard --------------------------------------------------------------- who may
  "dashboard.manage": (a: Who) => isAdmin(a) || isLeader(a), //  see Chapters, Members, metrics
  "admin.area": (a: Who) => isAdmin(a), //                          open /admin, waitlist, audit
  // ---- chapters
  "chapter.create": (a: Who) => isAdmin(a) || has(a, "ChapterLeader"), // request a new chapter
  "chapter.review": (a: Who) => isAdmin(a), //                                approve or reject one
  "chapter.edit": (a: Who, c: ChapterRef) => leads(a, c.id) || (c.status !== "Approved" && c.createdById === a.id),
  // an unapproved chapter's page: admins, its creator, and anyone with a membership (even pending)
  "chapter.view": visitorsToo(
    (a: Who | null, c: ChapterRef & { viewerHasMembership: boolean }) =>
      c.status === "Approved" || (!!a && (isAdmin(a) || c.createdById === a.id || c.viewerHasMembership)),
  ),
  // ---- memberships
  "membership.review": (a: Who, chapterId: string) => leads(a, chapterId), // approve, reject, promote
  // withdraw one's own join request, or leave a chapter: only the member themselves
  "membership.leave": (a: Who, m: { userId: string }) => m.userId === a.id,
  // take an approved member off the roster (with a reason): that chapter's leaders, admins
  "membership.remove": (a: Who, chapterId: string) => leads(a, chapterId),
  // deactivate an approved member (with a reason) or reactivate an inactive one: that chapter's
  // leaders, admins (decision 033; an Inactive membership gives no member access anywhere)
  "membership.deactivate": (a: Who, chapterId: string) => leads(a, chapterId),
  // ---- chapter content: events, resources, announcements, emails
  "content.post": (a: Who) => isAdmin(a) || isLeader(a), //               open the create forms at all
  "content.postFor": (a: Who, chapterId: string) => leads(a, chapterId), // post for this chapter
  "announcement.global": (a: Who) => isAdmin(a),
  "announcement.manage": (a: Who, n: AnnouncementRef) => isAdmin(a) || (n.scope === "Chapter" && leads(a, n.chapterId)),
  // Global announcements: everyone signed in; a chapter's: its approved members (leaders are members), admins
  "announcement.read": (a: Who, n: AnnouncementRef) => n.scope === "Global" || readsChapter(a, n.chapterId),
  // up to the actor's level; a chapter's resource only to its approved members (and admins)
  "resource.read": (a: Who, r: Pick<ResourceRef, "accessLevel" | "chapterId">) =>
    readableLevels(a).includes(r.accessLevel) && (r.chapterId === null || readsChapter(a, r.chapterId)),
  "resource.manage": (a: Who, r: ResourceRef) =>
    isAdmin(a) ||
    (isLeader(a) && r.accessLevel !== "Admin" && (r.chapterId ? leads(a, r.chapterId) : r.createdById === a.id)),
  "resource.publishAt": (a: Who, level: AccessLevel) => publishableLevels(a).includes(level),
  "email.send": (a: Who) => isAdmin(a) || isLeader(a),
  // ---- administration
  "roleRequest.file": (a: Who, role: Role) => !has(a, role), //    ask for a role one does not hold
  "roleRequest.review": (a: Who) => isAdmin(a), //                  the queue, approve, reject
  "roleRequest.read": (a: Who, r: { userId: string }) => isAdmin(a) || r.userId === a.id, // one request
  "waitlist.manage": (a: Who) => isAdmin(a), //                 read, search, export, change status
  // the audit log and Recent Activity: the whole network for admins, rows about their chapters for
  // leaders (ledChapterScope; models/audit-log.server.ts)
  "audit.read": (a: Who) => isAdmin(a) || isLeader(a),
  "metrics.read": (a: Who) => isAdmin(a) || isLeader(a), //       network-wide for admins, own chapters otherwise
  // ---- events (issue 28)
  // an event's page: anyone, visitors too, for an approved chapter's event (approved chapters are the
  // public directory); any other chapter's event only to its approved members and admins
  "event.view": visitorsToo(
    (a: Who | null, e: EventRef) => e.chapterStatus === "Approved" || (!!a && readsChapter(a, e.chapterId)),
  ),
  // answer (RSVP): approved members of its chapter (leaders are members) and admins; an event its
  // leaders opened to the network, anyone signed in
  "event.rsvp": (a: Who, e: EventRef) => e.openToNetwork || readsChapter(a, e.chapterId),
  // ---- member home, rosters, calendar feeds (issue 18)
  // who RSVP'd to an event (names, emails, phones), its CSV, and emailing them: that chapter's leaders, admins
  "event.roster": (a: Who, chapterId: string) => leads(a, chapterId),
  // edit every field of an event, reschedule it, cancel it: that chapter's leaders, admins
  "event.manage": (a: Who, chapterId: string) => leads(a, chapterId),
  "calendarFeed.manage": (a: Who, owner: { userId: string }) => owner.userId === a.id, // only one's own feed
  // ---- activations (call-outs, issue 16)
  "activation.start": (a: Who) => isAdmin(a) || a.ledChapterIds.length > 0, //  open the create form at all
  // create, see the roster, post updates, check in/out, stand down: leaders of that chapter, admins
  "activation.run": (a: Who, chapterId: string) => leads(a, chapterId),
  "activation.reply": (a: Who, r: { userId: string }) => r.userId === a.id, //  only the member alerted
  // the record of an activation (ICS-211 check-in list, ICS-214 activity log; page and CSV): names,
  // qualifications and times of every responder, so that chapter's leaders and admins only
  "activation.record": (a: Who, chapterId: string) => leads(a, chapterId),
  // a chapter's volunteer hours on activations for a cost-share claim: that chapter's leaders, admins
  "costShare.export": (a: Who, chapterId: string) => leads(a, chapterId),
  // ---- training records (issue 17); a member is { userId, chapterIds: their approved chapters }
  "training.catalogue.edit": (a: Who) => isAdmin(a), //                              edit credential types
  "training.review": (a: Who) => isAdmin(a) || isLeader(a), //                       open review, readiness, reports
  "credential.read": (a: Who, m: MemberRef) => a.id === m.userId || leadsOneOf(a, m.chapterIds), // list, proof file
  "credential.review": (a: Who, m: MemberRef) =>
    // verify or reject; nobody reviews their own, administrators included
    a.id !== m.userId && leadsOneOf(a, m.chapterIds),
  // edit, replace the proof of, resubmit or delete a credential: only its owner (issue 31); a change to
  // a verified one sends it back for re-verification (credential.schema.ts, editOutcome)
  "credential.edit": (a: Who, c: { userId: string }) => c.userId === a.id,
  // record a credential on a member's behalf (saved as verified by the leader, decision 032): leaders
  // of one of the member's chapters and admins, never for themselves (nobody verifies their own)
  "credential.recordFor": (a: Who, m: MemberRef) => a.id !== m.userId && leadsOneOf(a, m.chapterIds),
  "readiness.view": (a: Who, chapterId: string) => leads(a, chapterId),
  "attendance.record": (a: Who, chapterId: string) => leads(a, chapterId), //     roster, kiosk, hours, training type
  // mark one person present (roster, kiosk) or set their hours: an approved member of the event's
  // chapter, never oneself (attendance issues verified credentials and approved hours)
  "attendance.mark": (a: Who, t: { chapterId: string; member: MemberRef }) =>
    t.member.userId !== a.id && t.member.chapterIds.includes(t.chapterId) && leads(a, t.chapterId),
  // check oneself in with the event's code: approved members of the event's chapter
  "attendance.checkIn": (a: Who, chapterId: string) => a.memberChapterIds.includes(chapterId),
  "hours.report": (a: Who, chapterId: string) => leads(a, chapterId), //           chapter hours report and CSV
  // a member's year of hours: themselves, leaders of one of their chapters, admins
  "hours.read": (a: Who, m: MemberRef) => a.id === m.userId || leadsOneOf(a, m.chapterIds),
  "service.log": (a: Who, chapterId: string) => a.memberChapterIds.includes(chapterId), // only for one's chapters
  "service.review": (a: Who, s: { userId: string; chapterId: string }) =>
    // approve logged service; nobody approves their own, administrators included
    a.id !== s.userId && leads(a, s.chapterId),
  // ---- one's own account: download its data, delete it
  "account.own": (a: Who, owner: { userId: string }) => owner.userId === a.id,
  // Web Push on this browser for call-outs: only one's own subscriptions
  "push.subscribe": (a: Who, owner: { userId: string }) => owner.userId === a.id,
  // ---- offline go-kit (issue 19)
  "householdPlan.edit": (a: Who, owner: { userId: string }) => owner.userId === a.id, // only one's own plan
} as const;

export type Rule = keyof typeof RULES;
/** The thing a rule looks at (undefined for rules about the actor alone). */
export type TargetOf<R extends Rule> = Parameters<(typeof RULES)[R]>[1];

export function can<R extends Rule>(actor: Who | null | undefined, rule: R, target?: TargetOf<R>): boolean {
  const check = RULES[rule] as ((a: Who | null, t: unknown) => boolean) & { acceptsVisitors?: true };
  if (!actor && !check.acceptsVisitors) return false;
  return check(actor ?? null, target);
}

/** Throws a `forbidden` AccessError (403 page or JSON) unless the actor may. */
export function assertCan<R extends Rule>(actor: Who, rule: R, target: TargetOf<R> | null, message?: string): void {
  if (!can(actor, rule, target ?? undefined)) throw forbidden(message);
}

// ---- scopes: which rows a list query may return -----------------------------------------------

/** Chapters whose members, events and requests the actor manages: "all" for admins. */
export function ledChapterScope(a: Who): "all" | string[] {
  return isAdmin(a) ? "all" : a.ledChapterIds;
}

/** Chapters whose members-only content (announcements, resources) the actor reads: "all" for admins. */
export function memberChapterScope(a: Who): "all" | string[] {
  return isAdmin(a) ? "all" : a.memberChapterIds;
}

/** Resource levels the actor may read: Member for everyone signed in, Leader for leaders, Admin for admins. */
export function readableLevels(a: Who): AccessLevel[] {
  if (isAdmin(a)) return ["Member", "Leader", "Admin"];
  if (isLeader(a)) return ["Member", "Leader"];
  return ["Member"];
}

/** Levels the actor may give a resource they create or edit. */
export function publishableLevels(a: Who): AccessLevel[] {
  if (isAdmin(a)) return ["Member", "Leader", "Admin"];
  if (isLeader(a)) return ["Member", "Leader"];
  return [];
}

/** Announcement scopes the actor may post. */
export function postableScopes(a: Who): AnnouncementScope[] {
  if (isAdmin(a)) return ["Global", "Chapter"];
  return isLeader(a) ? ["Chapter"] : [];
}

/** Whether unapproved chapters appear to the actor in the directory (admins see every status). */
export function seesUnapprovedChapters(a: Who | null | undefined) {
  return !!a && isAdmin(a);
}

/** What the dashboard shows a user; the same rules the loaders and actions check. */
export function dashboardAccess(a: Who) {
  return {
    /** Whose figures the overview shows: the network (admins), their chapters (leaders) or their own. */
    reach: (isAdmin(a) ? "network" : isLeader(a) ? "chapters" : "own") as "network" | "chapters" | "own",
    canManage: can(a, "dashboard.manage"),
    canCreateChapter: can(a, "chapter.create"),
    canReviewChapters: can(a, "chapter.review"),
    canPost: can(a, "content.post"),
    canPostGlobal: can(a, "announcement.global"),
    canReadAudit: can(a, "audit.read"),
    canReadMetrics: can(a, "metrics.read"),
    /** The admin-only pages: waitlist, role requests. */
    adminArea: can(a, "admin.area"),
  };
}
export type DashboardAccess = ReturnType<typeof dashboardAccess>;
