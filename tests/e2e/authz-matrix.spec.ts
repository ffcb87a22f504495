import { db } from "~/db/client.server";
import {
  activationResponses,
  activations,
  announcements,
  chapters,
  events,
  memberships,
  resources,
  roleRequests,
  users,
  waitlistEntries,
} from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";
import { expect, insertChapter, insertMembership, insertUser, isJsProject, test, uniqueEmail } from "../helpers/e2e";
import { routesCoveredBy, routeFilesWithoutCells } from "../helpers/route-coverage";
import { eq } from "drizzle-orm";
import { credentials, eventAttendance, rsvps, serviceHours } from "~/db/schema";
import { ensureTrainingSettings } from "~/models/attendance.server";
import { twilioSignature } from "~/messaging/twilio-signature.server";
import { E2E_SMS_AUTH_TOKEN, twilioInboundFields, uniquePhone } from "../helpers/sms-provider";
import { storeProof } from "~/models/credential-proof.server";
import { catalogueScript } from "~/i18n/catalogue-scripts.server";

/**
 * The authorization matrix: every page route, action intent and API route × visitor / member /
 * leader of this chapter / leader of another chapter / admin → expected outcome. A refused cell must
 * never answer 2xx (or a success redirect), and the state it targets must not change.
 */
test.beforeEach(() => test.skip(!isJsProject(), "HTTP-level tests run once, in the js project"));

const ACTORS = ["visitor", "member", "leaderHere", "leaderOther", "admin"] as const;
type Actor = (typeof ACTORS)[number];
type Outcome = "ok" | "login" | "unauthorized" | "refused";
const SIGNED_IN: Actor[] = ["member", "leaderHere", "leaderOther", "admin"];
const ALL: Actor[] = [...ACTORS];
const MANAGERS: Actor[] = ["leaderHere", "leaderOther", "admin"];
const HERE: Actor[] = ["leaderHere", "admin"];
const ADMIN: Actor[] = ["admin"];

interface World {
  here: { id: string; slug: string };
  other: { id: string; slug: string };
  memberId: string;
  /** The member's phone number (E.164), from which the SMS cells text their replies. */
  memberPhone: string;
  leaderHereId: string;
  /** The leader of `other`: someone a leader of `here` may not name as a backup. */
  leaderOtherId: string;
  fresh: () => Promise<Fixtures>;
}
interface Fixtures {
  pendingChapterId: string;
  pendingMembershipId: string;
  approvedMembershipId: string;
  /** A member of `here` a leader deactivated (decision 033). */
  inactiveMembershipId: string;
  eventId: string;
  announcementId: string;
  roleRequestId: string;
  waitlistId: string;
  leaderResourceId: string;
  memberResourceId: string;
  adminResourceId: string;
  openChapterSlug: string;
  openChapterId: string;
  pendingCredentialId: string;
  pendingServiceId: string;
  proofCredentialId: string;
  activationId: string;
  memberResponseId: string;
  memberToken: string;
  /** An event of `here` that started an hour ago, its check-in code, and someone who RSVP'd without joining. */
  startedEventId: string;
  startedCode: string;
  outsiderId: string;
  /** An upcoming event of the pending chapter: not public, and nobody in the matrix is its member. */
  pendingEventId: string;
}

interface Cell {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  api?: boolean;
  allowed: Actor[];
  path: (w: World, f: Fixtures) => string;
  body?: (w: World, f: Fixtures) => Record<string, string> | Record<string, unknown>;
  /** Post the page form as multipart/form-data (forms with a file input). */
  multipart?: boolean;
  /**
   * What a refused visitor gets, when not the usual sign-in redirect (pages) or 401 (API): the event
   * page answers a 404 with a sign-in link, the same as for a missing event, so it never tells a
   * visitor that a members-only event exists.
   */
  visitor?: Outcome;
  /**
   * The SMS webhook's cells: the body goes form-encoded with an X-Twilio-Signature header, computed
   * as the provider does with the server's auth token ("signed") or a made-up one ("forged"). The
   * actor's session is sent too, and changes nothing: only the signature authenticates.
   */
  provider?: "signed" | "forged";
}

const future = (days: number) => {
  const d = new Date(Date.now() + days * 86400000);
  return d.toISOString().slice(0, 16);
};

/** The create-activation form's fields for a drill in `here`, and any more. */
const activationForm = (w: World, more: Record<string, string> = {}) => ({
  chapterId: w.here.id,
  kind: "Drill",
  title: "Matrix Drill",
  details: "Matrix situation",
  location: "Matrix staging",
  reportAt: future(1),
  needed: "2",
  ...more,
});

const CELLS: Cell[] = [
  // ---- pages (GET) ----
  { name: "landing", method: "GET", allowed: ALL, path: () => "/" },
  { name: "directory", method: "GET", allowed: ALL, path: () => "/chapters" },
  { name: "chapter detail", method: "GET", allowed: ALL, path: (w) => `/chapters/${w.here.slug}` },
  { name: "waitlist page", method: "GET", allowed: ALL, path: () => "/waitlist" },
  { name: "dashboard overview", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard" },
  { name: "dashboard events", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/events" },
  { name: "dashboard resources", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/resources" },
  { name: "dashboard announcements", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/announcements" },
  { name: "settings", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/settings" },
  { name: "chapter management", method: "GET", allowed: MANAGERS, path: () => "/dashboard/chapters" },
  { name: "member management", method: "GET", allowed: MANAGERS, path: () => "/dashboard/members" },
  { name: "create chapter page", method: "GET", allowed: MANAGERS, path: () => "/dashboard/chapters/new" },
  { name: "create event page", method: "GET", allowed: MANAGERS, path: () => "/dashboard/events/new" },
  { name: "upload resource page", method: "GET", allowed: MANAGERS, path: () => "/dashboard/resources/new" },
  { name: "create announcement page", method: "GET", allowed: MANAGERS, path: () => "/dashboard/announcements/new" },
  { name: "edit chapter page", method: "GET", allowed: HERE, path: (w) => `/dashboard/chapters/${w.here.id}/edit` },
  { name: "waitlist admin", method: "GET", allowed: ADMIN, path: () => "/dashboard/waitlist" },
  { name: "waitlist CSV", method: "GET", allowed: ADMIN, path: () => "/dashboard/waitlist/export.csv" },
  { name: "role requests", method: "GET", allowed: ADMIN, path: () => "/admin/role-requests" },
  // The audit log (issue 31): admins the network, leaders their chapters; a chapter they do not lead is refused.
  { name: "audit log", method: "GET", allowed: MANAGERS, path: () => "/dashboard/audit" },
  { name: "audit log CSV", method: "GET", allowed: MANAGERS, path: () => "/dashboard/audit/export.csv" },
  {
    name: "audit log of a chapter",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/audit?chapter=${w.here.id}`,
  },
  {
    name: "audit log CSV of a chapter",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/audit/export.csv?chapter=${w.here.id}`,
  },
  {
    // A chapter's Leader-level resource: its leaders and admins, not another chapter's leader.
    name: "leader resource by URL",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/resources/${f.leaderResourceId}`,
  },
  {
    // A chapter's Member-level resource: its approved members (and leaders), admins; no other account.
    name: "chapter member resource by URL",
    method: "GET",
    allowed: ["member", "leaderHere", "admin"],
    path: (_w, f) => `/dashboard/resources/${f.memberResourceId}`,
  },
  {
    name: "admin resource by URL",
    method: "GET",
    allowed: ADMIN,
    path: (_w, f) => `/dashboard/resources/${f.adminResourceId}`,
  },

  // ---- page actions (POST) ----
  {
    name: "approve chapter",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/chapters",
    body: (_w, f) => ({ intent: "approve", chapterId: f.pendingChapterId }),
  },
  {
    name: "reject chapter",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/chapters",
    body: (_w, f) => ({ intent: "reject", chapterId: f.pendingChapterId, reason: "no" }),
  },
  {
    name: "approve membership",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "approve", membershipId: f.pendingMembershipId }),
  },
  {
    name: "reject membership",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "reject", membershipId: f.pendingMembershipId }),
  },
  {
    name: "promote member",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "promote", membershipId: f.approvedMembershipId }),
  },
  {
    name: "deactivate member",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "deactivate", membershipId: f.approvedMembershipId, reason: "Matrix pause" }),
  },
  {
    name: "reactivate member",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "reactivate", membershipId: f.inactiveMembershipId }),
  },
  {
    name: "edit chapter",
    method: "POST",
    allowed: HERE,
    path: (w) => `/dashboard/chapters/${w.here.id}/edit`,
    // The zone it has (insertChapter's default): a zone change with upcoming events needs a choice.
    body: () => ({
      description: "Edited by the matrix test",
      city: "Austin",
      state: "TX",
      regionCode: "6",
      timezone: "America/New_York",
    }),
  },
  {
    name: "create chapter",
    method: "POST",
    allowed: MANAGERS,
    path: () => "/dashboard/chapters/new",
    body: () => ({ name: `Matrix ${uniqueEmail("c")}`.slice(0, 60), slug: "", city: "Austin", state: "TX" }),
  },
  {
    name: "create event here",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/events/new",
    body: (w) => ({
      intent: "create",
      title: "Matrix Event",
      chapterId: w.here.id,
      startAt: future(3),
      location: "Hall 1",
    }),
  },
  {
    // Who may RSVP (issue 28): the chapter's approved members (its leader is one) and admins.
    name: "RSVP",
    method: "POST",
    allowed: ["member", "leaderHere", "admin"],
    path: () => "/dashboard/events",
    body: (_w, f) => ({ intent: "rsvp", eventId: f.eventId, status: "Confirmed" }),
  },
  {
    name: "create Leader resource here",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/resources/new",
    body: (w) => ({
      intent: "create",
      title: "Matrix Res",
      accessLevel: "Leader",
      linkUrl: "https://example.org/x",
      chapterId: w.here.id,
    }),
  },
  {
    name: "create Admin resource",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/resources/new",
    body: () => ({
      intent: "create",
      title: "Matrix Admin Res",
      accessLevel: "Admin",
      linkUrl: "https://example.org/y",
      chapterId: "global",
    }),
  },
  {
    name: "chapter announcement here",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/announcements/new",
    body: (w) => ({
      intent: "create",
      title: "Matrix News",
      body: "A body long enough.",
      scope: "Chapter",
      chapterId: w.here.id,
    }),
  },
  {
    name: "global announcement",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/announcements/new",
    body: () => ({ intent: "create", title: "Matrix Global", body: "A body long enough.", scope: "Global" }),
  },
  {
    name: "send announcement email",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/announcements",
    body: (_w, f) => ({ intent: "send-email", announcementId: f.announcementId }),
  },
  {
    name: "set waitlist status",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/waitlist",
    body: (_w, f) => ({ intent: "set-status", id: f.waitlistId, status: "Notified" }),
  },
  {
    name: "approve role request",
    method: "POST",
    allowed: ADMIN,
    path: () => "/admin/role-requests",
    body: (_w, f) => ({ intent: "approve", id: f.roleRequestId }),
  },
  {
    name: "reject role request with a reason",
    method: "POST",
    allowed: ADMIN,
    path: () => "/admin/role-requests",
    body: (_w, f) => ({ intent: "reject", id: f.roleRequestId, reason: "Matrix reason" }),
  },
  {
    // Only the member themselves may leave: nobody in the matrix owns the joiner's request.
    name: "leave someone else's membership (chapter page)",
    method: "POST",
    allowed: [],
    path: (w) => `/chapters/${w.here.slug}`,
    body: (_w, f) => ({ intent: "leave", membershipId: f.pendingMembershipId }),
  },
  {
    name: "remove an approved member (with a reason)",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/members",
    body: (_w, f) => ({ intent: "remove", membershipId: f.approvedMembershipId, reason: "Matrix reason" }),
  },
  {
    name: "join chapter",
    method: "POST",
    allowed: SIGNED_IN,
    path: (_w, f) => `/chapters/${f.openChapterSlug}`,
    body: () => ({ intent: "join" }),
  },
  {
    name: "save profile",
    method: "POST",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/profile",
    body: () => ({ intent: "profile", displayName: "Matrix Person", phone: "", bio: "" }),
  },
  // ---- issue 18: event rosters, personal calendar feeds
  { name: "event roster", method: "GET", allowed: HERE, path: (_w, f) => `/dashboard/events/${f.eventId}/roster` },
  // ---- issue 28: edit, reschedule, cancel an event
  { name: "edit event page", method: "GET", allowed: HERE, path: (_w, f) => `/dashboard/events/${f.eventId}/edit` },
  {
    name: "edit event here",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.eventId}/edit`,
    body: () => ({
      intent: "update",
      title: "Matrix Edited",
      startAt: future(8),
      location: "Matrix Hall 9",
    }),
  },
  { name: "cancel event page", method: "GET", allowed: HERE, path: (_w, f) => `/dashboard/events/${f.eventId}/cancel` },
  {
    name: "cancel event here",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.eventId}/cancel`,
    body: () => ({ intent: "cancel", reason: "Matrix weather" }),
  },
  {
    name: "event roster CSV",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.eventId}/roster.csv`,
  },
  {
    name: "email event attendees",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.eventId}/roster`,
    body: () => ({ intent: "message", audience: "going", subject: "Matrix note", body: "Bring water and gloves." }),
  },
  {
    name: "reset own calendar feed",
    method: "POST",
    allowed: SIGNED_IN,
    path: () => "/dashboard/calendar-feed",
    body: () => ({ intent: "reset-feed" }),
  },
  {
    name: "settings notifications page",
    method: "GET",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/notifications",
  },
  {
    name: "settings preferences page",
    method: "GET",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/preferences",
  },
  { name: "settings security page", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/settings/security" },
  {
    name: "download my data (own account)",
    method: "GET",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/data.json",
  },
  {
    name: "delete account page (own account)",
    method: "GET",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/delete-account",
  },
  {
    name: "delete account with a wrong password",
    method: "POST",
    allowed: [],
    path: () => "/dashboard/settings/delete-account",
    body: () => ({ password: "not-it", confirm: "yes" }),
  },
  {
    name: "save notifications",
    method: "POST",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/notifications",
    body: () => ({ intent: "notifications", emailNotifications: "on" }),
  },
  {
    name: "save preferences",
    method: "POST",
    allowed: SIGNED_IN,
    path: () => "/dashboard/settings/preferences",
    body: () => ({ intent: "preferences", theme: "light", language: "en", timezone: "America/Chicago" }),
  },
  {
    name: "change password with a wrong current password",
    method: "POST",
    allowed: [],
    path: () => "/dashboard/settings/security",
    body: () => ({
      intent: "password",
      currentPassword: "not-it",
      newPassword: "Another-Pass-99",
      confirmPassword: "Another-Pass-99",
    }),
  },
  { name: "public pages: sign-in, register, guide, health", method: "GET", allowed: ALL, path: () => "/auth/login" },
  { name: "register page", method: "GET", allowed: ALL, path: () => "/auth/register" },
  { name: "forgot password page", method: "GET", allowed: ALL, path: () => "/auth/forgot-password" },
  {
    name: "reset password page (a link that is not live)",
    method: "GET",
    allowed: ALL,
    path: () => "/auth/reset-password/not-a-live-link",
  },
  {
    name: "ask for a reset link (same answer for every address)",
    method: "POST",
    allowed: ALL,
    path: () => "/auth/forgot-password",
    body: () => ({ email: "matrix-nobody@example.test" }),
  },
  {
    name: "email confirmation link page (a link that is not live)",
    method: "GET",
    allowed: ALL,
    path: () => "/auth/verify-email/not-a-live-link",
  },
  {
    name: "confirm your email page (own account)",
    method: "GET",
    allowed: SIGNED_IN,
    path: () => "/auth/verify-email",
  },
  {
    name: "send the confirmation link again (own account)",
    method: "POST",
    allowed: SIGNED_IN,
    path: () => "/auth/verify-email",
    body: () => ({ redirectTo: "/dashboard" }),
  },
  { name: "guide page", method: "GET", allowed: ALL, path: () => "/guide" },
  { name: "guide topic index", method: "GET", allowed: ALL, path: () => "/guide/topics" },
  { name: "guide topic page", method: "GET", allowed: ALL, path: () => "/guide/topics/seizures" },
  { name: "guide knowledge base (offline)", method: "GET", allowed: ALL, path: () => "/guide/knowledge.json" },
  {
    name: "catalogue script (decision 039)",
    method: "GET",
    allowed: ALL,
    path: () => catalogueScript("es", "dashboard").src,
  },
  { name: "healthcheck", method: "GET", allowed: ALL, path: () => "/healthcheck" },
  { name: "chapter contact page", method: "GET", allowed: ALL, path: (w) => `/chapters/${w.here.slug}/contact` },
  { name: "chapter calendar feed", method: "GET", allowed: ALL, path: (w) => `/chapters/${w.here.slug}/events.ics` },
  { name: "help center", method: "GET", allowed: ALL, path: () => "/help" },
  { name: "privacy policy", method: "GET", allowed: ALL, path: () => "/privacy" },
  { name: "terms of use", method: "GET", allowed: ALL, path: () => "/terms" },
  { name: "contact us page", method: "GET", allowed: ALL, path: () => "/contact" },
  { name: "admin home", method: "GET", allowed: ADMIN, path: () => "/admin" },
  {
    name: "edit leader resource page",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/resources/${f.leaderResourceId}/edit`,
  },
  { name: "go-kit", method: "GET", allowed: SIGNED_IN, path: () => "/go-kit" },
  { name: "household plan", method: "GET", allowed: SIGNED_IN, path: () => "/go-kit/plan" },
  { name: "offline page", method: "GET", allowed: ALL, path: () => "/offline" },

  // ---- JSON API ----
  { name: "API chapter by slug", method: "GET", api: true, allowed: ALL, path: (w) => `/api/chapters/${w.here.slug}` },
  {
    name: "API reject chapter",
    method: "POST",
    api: true,
    allowed: ADMIN,
    path: (_w, f) => `/api/chapters/${f.pendingChapterId}/reject`,
    body: () => ({ reason: "matrix" }),
  },
  {
    name: "API reject membership",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/memberships/${f.pendingMembershipId}/reject`,
    body: () => ({}),
  },
  {
    name: "API event RSVPs",
    method: "GET",
    api: true,
    allowed: SIGNED_IN,
    path: (_w, f) => `/api/events/${f.eventId}/rsvps`,
  },
  {
    name: "API event calendar",
    method: "GET",
    api: true,
    allowed: ALL,
    path: (_w, f) => `/api/events/${f.eventId}/calendar`,
  },
  { name: "API announcements", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/announcements" },
  { name: "API resources", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/resources" },
  {
    name: "API request leader role",
    method: "POST",
    api: true,
    allowed: ["member", "admin"],
    path: () => "/api/role-requests",
    body: () => ({ requestedRole: "ChapterLeader", justification: "I run the neighbourhood watch and want to lead." }),
  },
  {
    name: "API send email",
    method: "POST",
    api: true,
    allowed: HERE,
    path: () => "/api/notifications/email",
    body: (_w, f) => ({ announcementId: f.announcementId }),
  },
  { name: "API metrics", method: "GET", api: true, allowed: MANAGERS, path: () => "/api/dashboard/metrics" },
  { name: "API audit logs", method: "GET", api: true, allowed: MANAGERS, path: () => "/api/audit-logs" },
  {
    name: "API audit logs of a chapter",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (w) => `/api/audit-logs?chapter=${w.here.id}`,
  },
  { name: "API admin waitlist", method: "GET", api: true, allowed: ADMIN, path: () => "/api/admin/waitlist" },
  { name: "API admin role requests", method: "GET", api: true, allowed: ADMIN, path: () => "/api/admin/role-requests" },
  {
    name: "API reject role request with a reason",
    method: "POST",
    api: true,
    allowed: ADMIN,
    path: (_w, f) => `/api/admin/role-requests/${f.roleRequestId}/reject`,
    body: () => ({ reason: "Matrix reason" }),
  },
  {
    name: "API leave someone else's membership",
    method: "DELETE",
    api: true,
    allowed: [],
    path: (_w, f) => `/api/memberships/${f.pendingMembershipId}`,
  },
  {
    name: "API deactivate member",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/memberships/${f.approvedMembershipId}/deactivate`,
    body: () => ({ reason: "Matrix pause" }),
  },
  {
    name: "API reactivate member",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/memberships/${f.inactiveMembershipId}/reactivate`,
    body: () => ({}),
  },
  {
    name: "API remove member",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/memberships/${f.approvedMembershipId}/remove`,
    body: () => ({ reason: "Matrix removal" }),
  },
  {
    name: "API approve role request",
    method: "POST",
    api: true,
    allowed: ADMIN,
    path: (_w, f) => `/api/admin/role-requests/${f.roleRequestId}/approve`,
    body: () => ({}),
  },
  { name: "API chapters list", method: "GET", api: true, allowed: ALL, path: () => "/api/chapters" },
  // The report pages' chapter search field: signed in only, each caller's own chapters (api.spec).
  {
    name: "API chapter suggestions",
    method: "GET",
    api: true,
    allowed: SIGNED_IN,
    path: (w) => `/api/chapters?scope=led&q=${encodeURIComponent(w.here.slug)}`,
  },
  {
    name: "API create chapter",
    method: "POST",
    api: true,
    allowed: MANAGERS,
    path: () => "/api/chapters",
    body: () => ({
      name: `Api Matrix ${Date.now()}`,
      slug: `api-matrix-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      city: "Austin",
      state: "TX",
    }),
  },
  {
    name: "API approve chapter",
    method: "POST",
    api: true,
    allowed: ADMIN,
    path: (_w, f) => `/api/chapters/${f.pendingChapterId}/approve`,
    body: () => ({}),
  },
  {
    name: "API join",
    method: "POST",
    api: true,
    allowed: SIGNED_IN,
    path: () => "/api/memberships",
    body: (_w, f) => ({ chapterId: f.openChapterId, role: "Member" }),
  },
  {
    name: "API approve membership",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/memberships/${f.pendingMembershipId}/approve`,
    body: () => ({}),
  },
  { name: "API events list", method: "GET", api: true, allowed: ALL, path: () => "/api/events" },
  { name: "API one event", method: "GET", api: true, allowed: ALL, path: (_w, f) => `/api/events/${f.eventId}` },
  {
    name: "API edit event here",
    method: "PATCH",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/events/${f.eventId}`,
    body: () => ({ title: "Matrix Edited", location: { text: "Matrix Hall 9" } }),
  },
  {
    name: "API cancel event here",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/events/${f.eventId}/cancel`,
    body: () => ({ reason: "Matrix weather" }),
  },
  // ---- the event page (issue 28): public for an approved chapter's event ----
  { name: "event page", method: "GET", allowed: ALL, path: (_w, f) => `/events/${f.eventId}` },
  {
    name: "event page of an unapproved chapter",
    method: "GET",
    allowed: ADMIN,
    visitor: "refused",
    path: (_w, f) => `/events/${f.pendingEventId}`,
  },
  {
    name: "RSVP on the event page",
    method: "POST",
    allowed: ["member", "leaderHere", "admin"],
    path: (_w, f) => `/events/${f.eventId}`,
    body: () => ({ intent: "rsvp", status: "Confirmed" }),
  },
  {
    name: "API create event here",
    method: "POST",
    api: true,
    allowed: HERE,
    path: () => "/api/events",
    body: (w) => ({
      title: "Api Matrix Event",
      chapterId: w.here.id,
      startAt: new Date(Date.now() + 5 * 86400000).toISOString(),
      location: { text: "Hall 2" },
    }),
  },
  {
    name: "API RSVP",
    method: "POST",
    api: true,
    allowed: ["member", "leaderHere", "admin"],
    path: () => "/api/rsvps",
    body: (_w, f) => ({ eventId: f.eventId, status: "Maybe" }),
  },

  // ---- training records (issue 17): the member of `here` has a pending credential and pending service ----
  { name: "my training records", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/training" },
  { name: "record credential page", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/training/new" },
  { name: "credential review queue", method: "GET", allowed: MANAGERS, path: () => "/dashboard/training/review" },
  { name: "credential catalogue", method: "GET", allowed: ADMIN, path: () => "/dashboard/training/catalogue" },
  {
    name: "proof file of the member",
    method: "GET",
    allowed: ["member", "leaderHere", "admin"],
    path: (_w, f) => `/dashboard/training/proof/${f.proofCredentialId}`,
  },
  { name: "readiness here", method: "GET", allowed: HERE, path: (w) => `/dashboard/readiness?chapter=${w.here.id}` },
  {
    name: "readiness CSV here",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/readiness/export.csv?chapter=${w.here.id}`,
  },
  { name: "my hours", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/hours" },
  {
    name: "hours report here",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/hours/report?chapterId=${w.here.id}`,
  },
  {
    name: "hours CSV here",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/hours/export.csv?chapterId=${w.here.id}`,
  },
  {
    name: "cost-share hours here",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/hours/cost-share?chapterId=${w.here.id}`,
  },
  {
    name: "cost-share hours CSV here",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/hours/cost-share.csv?chapterId=${w.here.id}`,
  },
  {
    name: "event attendance page",
    method: "GET",
    allowed: SIGNED_IN,
    path: (_w, f) => `/dashboard/events/${f.eventId}/attendance`,
  },
  {
    name: "verify credential",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/training/review",
    body: (_w, f) => ({ intent: "verify", credentialId: f.pendingCredentialId }),
  },
  {
    name: "reject credential",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/training/review",
    body: (_w, f) => ({ intent: "reject", credentialId: f.pendingCredentialId, reason: "Matrix says no" }),
  },
  {
    name: "edit catalogue",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/training/catalogue",
    body: () => ({
      intent: "save",
      name: `Matrix Cred ${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      renewalWindowDays: "30",
      active: "on",
    }),
  },
  {
    name: "record attendance here",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.startedEventId}/attendance`,
    body: (w) => ({ intent: "roster", listed: w.memberId, present: w.memberId }),
  },
  {
    // The leader of `here` is an approved member: an admin may mark them, they may not mark themselves.
    name: "mark a leader of here present (never oneself)",
    method: "POST",
    allowed: ADMIN,
    path: (_w, f) => `/dashboard/events/${f.startedEventId}/attendance`,
    body: (w) => ({ intent: "roster", listed: w.leaderHereId, present: w.leaderHereId }),
  },
  {
    // Someone who RSVP'd but never joined the chapter cannot be marked present by anyone.
    name: "kiosk check-in of a non-member",
    method: "POST",
    allowed: [],
    path: (_w, f) => `/dashboard/events/${f.startedEventId}/attendance`,
    body: (_w, f) => ({ intent: "kiosk-check-in", userId: f.outsiderId }),
  },
  {
    name: "self check-in with the code",
    method: "POST",
    allowed: ["member", "leaderHere"],
    path: (_w, f) => `/dashboard/events/${f.startedEventId}/attendance`,
    body: (_w, f) => ({ intent: "self-check-in", code: f.startedCode }),
  },
  {
    name: "mark event as training",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/events/${f.eventId}/attendance`,
    body: () => ({ intent: "training", credentialTypeId: "cpr-aed" }),
  },
  {
    name: "log service for here",
    method: "POST",
    allowed: ["member", "leaderHere"],
    path: () => "/dashboard/hours",
    body: (w) => ({
      intent: "log",
      chapterId: w.here.id,
      servedOn: "2026-11-01",
      activity: "Matrix service",
      hours: "1",
    }),
  },
  {
    name: "approve service",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/hours",
    body: (_w, f) => ({ intent: "approve", id: f.pendingServiceId }),
  },
  { name: "API credential types", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/credential-types" },
  { name: "API my credentials", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/credentials" },
  {
    name: "API member's credentials",
    method: "GET",
    api: true,
    allowed: ["member", "leaderHere", "admin"],
    path: (w) => `/api/credentials?userId=${w.memberId}`,
  },
  {
    name: "API record credential",
    method: "POST",
    api: true,
    allowed: SIGNED_IN,
    path: () => "/api/credentials",
    body: () => ({ credentialTypeId: "is-100", issuedOn: "2026-01-05" }),
  },
  {
    name: "API verify credential",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/credentials/${f.pendingCredentialId}/verify`,
    body: () => ({}),
  },
  {
    name: "API reject credential",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/credentials/${f.pendingCredentialId}/reject`,
    body: () => ({ reason: "Matrix says no" }),
  },
  // Credentials after they are recorded (issue 31): only the member edits or deletes their own;
  // a leader of the member's chapter (or an admin) records one for them, never for themselves.
  {
    name: "edit own credential page",
    method: "GET",
    allowed: ["member"],
    path: (_w, f) => `/dashboard/training/${f.pendingCredentialId}/edit`,
  },
  {
    name: "edit own credential",
    method: "POST",
    multipart: true,
    allowed: ["member"],
    path: (_w, f) => `/dashboard/training/${f.pendingCredentialId}/edit`,
    body: () => ({ intent: "update", credentialTypeId: "first-aid", issuedOn: "2026-02-01", certificateNumber: "M1" }),
  },
  {
    name: "delete own credential",
    method: "POST",
    allowed: ["member"],
    path: (_w, f) => `/dashboard/training/${f.pendingCredentialId}/edit`,
    body: () => ({ intent: "delete" }),
  },
  {
    name: "record a credential for a member page",
    method: "GET",
    allowed: HERE,
    path: (w) => `/dashboard/training/new?for=${w.memberId}`,
  },
  {
    name: "record a credential for a member",
    method: "POST",
    multipart: true,
    allowed: HERE,
    path: () => "/dashboard/training/new",
    body: (w) => ({ for: w.memberId, credentialTypeId: "is-100", issuedOn: "2026-01-05" }),
  },
  {
    name: "API one credential",
    method: "GET",
    api: true,
    allowed: ["member", "leaderHere", "admin"],
    path: (_w, f) => `/api/credentials/${f.pendingCredentialId}`,
  },
  {
    name: "API edit own credential",
    method: "PATCH",
    api: true,
    allowed: ["member"],
    path: (_w, f) => `/api/credentials/${f.pendingCredentialId}`,
    body: () => ({ certificateNumber: "Matrix 1" }),
  },
  {
    name: "API delete own credential",
    method: "DELETE",
    api: true,
    allowed: ["member"],
    path: (_w, f) => `/api/credentials/${f.pendingCredentialId}`,
  },
  {
    name: "API readiness here",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (w) => `/api/chapters/${w.here.id}/readiness`,
  },
  { name: "API my hours", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/hours" },
  {
    name: "API chapter hours here",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (w) => `/api/hours?chapterId=${w.here.id}`,
  },
  {
    name: "API log hours for here",
    method: "POST",
    api: true,
    allowed: ["member", "leaderHere"],
    path: () => "/api/hours",
    body: (w) => ({ chapterId: w.here.id, servedOn: "2026-11-01", activity: "Matrix service", hours: 1 }),
  },

  // ---- activations (issue 16): the member of `here` is alerted to the fixture activation ----
  { name: "activations page", method: "GET", allowed: SIGNED_IN, path: () => "/dashboard/activations" },
  { name: "new activation page", method: "GET", allowed: MANAGERS, path: () => "/dashboard/activations/new" },
  {
    name: "activation roster",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}`,
  },
  {
    name: "activation roster live version",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/live`,
  },
  {
    name: "activation check-in list (ICS-211)",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/check-in-list`,
  },
  {
    name: "activation check-in list CSV",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/check-in-list.csv`,
  },
  {
    name: "activation activity log (ICS-214)",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/activity-log`,
  },
  {
    name: "activation activity log CSV",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/activity-log.csv`,
  },
  {
    name: "create activation here",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/activations/new",
    body: (w) => activationForm(w),
  },
  // Named backups (issue 30): the create form's people search, with JS (suggestions) and without
  // (the form posted with Conform's validate intent: nothing is sent), and the names on sending.
  {
    name: "activation named-backups search (suggestions)",
    method: "GET",
    api: true,
    allowed: MANAGERS,
    path: (w) => `/dashboard/activations/people?q=Matrix&chapterId=${w.here.id}`,
  },
  {
    name: "activation named-backups search (form post without JS)",
    method: "POST",
    allowed: MANAGERS,
    path: () => "/dashboard/activations/new",
    body: (w) => ({
      chapterId: w.here.id,
      kind: "Drill",
      title: "Matrix Drill",
      backupQuery: "Matrix",
      __intent__: JSON.stringify({ type: "validate", payload: { name: "backupQuery" } }),
    }),
  },
  {
    name: "create activation here naming a member of here as a backup",
    method: "POST",
    allowed: HERE,
    path: () => "/dashboard/activations/new",
    body: (w) => activationForm(w, { "backups.afterMinutes": "20", "backups.people": w.memberId }),
  },
  {
    // Only an administrator may call out `other`, so only they may name its leader.
    name: "create activation here naming the other chapter's leader as a backup",
    method: "POST",
    allowed: ADMIN,
    path: () => "/dashboard/activations/new",
    body: (w) => activationForm(w, { "backups.afterMinutes": "20", "backups.people": w.leaderOtherId }),
  },
  {
    name: "reply from dashboard",
    method: "POST",
    allowed: ["member"],
    path: () => "/dashboard/activations?index",
    body: (_w, f) => ({ intent: "reply", activationId: f.activationId, reply: "Available" }),
  },
  {
    name: "post activation update",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}?index`,
    body: () => ({ intent: "update", message: "Matrix update", audience: "Everyone" }),
  },
  {
    name: "check in responder",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}?index`,
    body: (_w, f) => ({ intent: "checkin", responseId: f.memberResponseId }),
  },
  {
    name: "resend to non-responders",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}?index`,
    body: () => ({ intent: "resend" }),
  },
  {
    name: "stand down",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}?index`,
    body: () => ({ intent: "close" }),
  },
  {
    name: "edit activation page",
    method: "GET",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/edit`,
  },
  {
    name: "edit activation",
    method: "POST",
    allowed: HERE,
    path: (_w, f) => `/dashboard/activations/${f.activationId}/edit`,
    body: () => ({
      intent: "update",
      location: "Matrix new staging",
      reportAt: future(2),
      needed: "3",
      details: "Matrix situation, changed",
      revision: "0",
    }),
  },
  { name: "reply link page", method: "GET", allowed: ALL, path: (_w, f) => `/respond/${f.memberToken}` },
  {
    name: "reply through link",
    method: "POST",
    allowed: ALL,
    path: (_w, f) => `/respond/${f.memberToken}`,
    body: () => ({ intent: "reply", reply: "Delayed", eta: "20" }),
  },
  {
    name: "reply through link from a push notification (script)",
    method: "POST",
    allowed: ALL,
    path: (_w, f) => `/respond/${f.memberToken}?_data=routes%2Frespond.%24token`,
    body: () => ({ intent: "reply", reply: "Unavailable", via: "push", enhanced: "1" }),
  },
  // Call-out alerts by Web Push: one's own browsers only (decision 034).
  {
    name: "API push key and my devices",
    method: "GET",
    api: true,
    allowed: SIGNED_IN,
    path: () => "/api/push-subscriptions",
  },
  {
    name: "API subscribe this browser to call-out alerts",
    method: "POST",
    api: true,
    allowed: SIGNED_IN,
    path: () => "/api/push-subscriptions",
    body: () => ({
      endpoint: `https://push.example.test/send/${crypto.randomUUID()}`,
      keys: { p256dh: "BMatrixKeyMatrixKeyMatrixKey", auth: "MatrixAuthSecret" },
    }),
  },
  {
    name: "API unsubscribe a browser (only one's own is removed)",
    method: "DELETE",
    api: true,
    allowed: SIGNED_IN,
    path: () => "/api/push-subscriptions",
    body: () => ({ endpoint: "https://push.example.test/send/not-mine" }),
  },
  { name: "API activations list", method: "GET", api: true, allowed: SIGNED_IN, path: () => "/api/activations" },
  {
    name: "API create activation here",
    method: "POST",
    api: true,
    allowed: HERE,
    path: () => "/api/activations",
    body: (w) => ({
      chapterId: w.here.id,
      kind: "Real",
      title: "Api Matrix Call-out",
      details: "Situation",
      location: "Staging",
      reportAt: new Date(Date.now() + 3600000).toISOString(),
      needed: 3,
    }),
  },
  {
    name: "API activation roster",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}`,
  },
  {
    name: "API activation check-in list CSV",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}/check-in-list.csv`,
  },
  {
    name: "API activation activity log CSV",
    method: "GET",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}/activity-log.csv`,
  },
  {
    name: "API activation update",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}/updates`,
    body: () => ({ message: "Api matrix update" }),
  },
  {
    name: "API edit activation",
    method: "PATCH",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}`,
    body: () => ({ location: "Api matrix new staging", needed: 4 }),
  },
  {
    name: "API resend to non-responders",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}/resend`,
    body: () => ({}),
  },
  // The SMS provider's webhook (issue 30 item 3): authenticated by its signature, not a session.
  // Signed, it answers everyone (the TwiML confirmation); forged, it refuses everyone, signed-in
  // admins included, and records nothing (checked below with the other refused writes).
  {
    name: "SMS reply signed by the provider",
    method: "POST",
    provider: "signed",
    allowed: ALL,
    path: () => "/sms/inbound",
    body: (w) => twilioInboundFields(w.memberPhone, "1"),
  },
  {
    name: "SMS reply with a forged signature",
    method: "POST",
    provider: "forged",
    allowed: [],
    visitor: "refused",
    path: () => "/sms/inbound",
    body: (w) => twilioInboundFields(w.memberPhone, "1"),
  },
  {
    name: "API close activation",
    method: "POST",
    api: true,
    allowed: HERE,
    path: (_w, f) => `/api/activations/${f.activationId}/close`,
    body: () => ({}),
  },
];

async function cookieFor(userId: string) {
  const row = createSessionRow(userId);
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, row.token);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}

function classify(status: number, location: string | null): Outcome {
  if (status === 401) return "unauthorized";
  if ((status === 302 || status === 303) && location?.startsWith("/auth/login")) return "login";
  if (status === 403 || status === 404) return "refused";
  if (status >= 200 && status < 400) return "ok";
  return "refused";
}

/** What every cell runs against: the actors, their chapters, and the read fixtures (one set per worker). */
async function buildWorld() {
  const leaderHere = await insertUser({ roles: ["ChapterLeader", "Member"] });
  const leaderOther = await insertUser({ roles: ["ChapterLeader", "Member"] });
  const member = await insertUser({ roles: ["Member"] });
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
  const here = insertChapter({ name: "Matrix Here" });
  const other = insertChapter({ name: "Matrix Other" });
  insertMembership(leaderHere.id, here.id, "Leader", "Approved");
  insertMembership(leaderOther.id, other.id, "Leader", "Approved");
  insertMembership(member.id, here.id, "Member", "Approved");

  // Users who never sign in need no real password hash (argon2 per row would dominate the run).
  const quickUser = () =>
    db
      .insert(users)
      .values({ email: uniqueEmail("quick"), displayName: "Quick", passwordHash: "!" })
      .returning()
      .get();
  // The member's credential with a proof file (written once; reads do not change it).
  const proof = storeProof({ bytes: Buffer.from("%PDF-1.4\nmatrix\n"), name: "matrix.pdf" });
  const proofCredential = db
    .insert(credentials)
    .values({
      userId: member.id,
      credentialTypeId: "cpr-aed",
      issuedOn: "2026-01-01",
      proofKey: proof.key,
      proofName: proof.name,
      proofType: proof.type,
      proofSize: proof.size,
    })
    .returning()
    .get();
  const fresh = async (): Promise<Fixtures> => {
    const joiner = quickUser();
    const pendingChapter = insertChapter({ status: "Pending", createdById: leaderHere.id });
    const open = insertChapter({ status: "Approved" });
    const pending = insertMembership(joiner.id, here.id, "Member", "Pending");
    const approvedJoiner = quickUser();
    const approved = insertMembership(approvedJoiner.id, here.id, "Member", "Approved");
    const inactive = db
      .insert(memberships)
      .values({ userId: quickUser().id, chapterId: here.id, status: "Inactive", deactivationReason: "Matrix pause" })
      .returning()
      .get();
    const event = db
      .insert(events)
      .values({
        chapterId: here.id,
        title: "Matrix Future",
        startAt: new Date(Date.now() + 7 * 86400000),
        locationText: "Hall",
      })
      .returning()
      .get();
    const started = db
      .insert(events)
      .values({
        chapterId: here.id,
        title: "Matrix Running",
        startAt: new Date(Date.now() - 3600000),
        endAt: new Date(Date.now() + 3600000),
        locationText: "Hall",
      })
      .returning()
      .get();
    const outsider = quickUser();
    const pendingEvent = db
      .insert(events)
      .values({
        chapterId: pendingChapter.id,
        title: "Matrix Hidden",
        startAt: new Date(Date.now() + 7 * 86400000),
        locationText: "Hall",
      })
      .returning()
      .get();
    db.insert(rsvps).values({ eventId: started.id, userId: outsider.id, status: "Confirmed" }).run();
    const ann = db
      .insert(announcements)
      .values({
        title: "Matrix Ann",
        body: "Matrix announcement body",
        scope: "Chapter",
        chapterId: here.id,
        postedById: leaderHere.id,
      })
      .returning()
      .get();
    const rr = db
      .insert(roleRequests)
      .values({ userId: joiner.id, requestedRole: "ChapterLeader", justification: "matrix" })
      .returning()
      .get();
    const wl = db
      .insert(waitlistEntries)
      .values({ email: uniqueEmail("wl") })
      .returning()
      .get();
    const lr = db
      .insert(resources)
      .values({
        title: "Matrix Leader Res",
        accessLevel: "Leader",
        linkUrl: "https://example.org/l",
        chapterId: here.id,
      })
      .returning()
      .get();
    const mr = db
      .insert(resources)
      .values({
        title: "Matrix Member Res",
        accessLevel: "Member",
        linkUrl: "https://example.org/m",
        chapterId: here.id,
      })
      .returning()
      .get();
    const ar = db
      .insert(resources)
      .values({ title: "Matrix Admin Res", accessLevel: "Admin", linkUrl: "https://example.org/a" })
      .returning()
      .get();
    // An open activation of `here` with only the member alerted (rows inserted directly: no messages).
    const act = db
      .insert(activations)
      .values({
        chapterId: here.id,
        kind: "Drill",
        title: "Matrix Activation",
        details: "Matrix details",
        location: "Matrix staging",
        reportAt: new Date(Date.now() + 3600000),
        needed: 1,
        createdById: leaderHere.id,
      })
      .returning()
      .get();
    const memberToken = `matrix${crypto.randomUUID().replace(/-/g, "")}`;
    const resp = db
      .insert(activationResponses)
      .values({ activationId: act.id, userId: member.id, token: memberToken })
      .returning()
      .get();
    return {
      pendingChapterId: pendingChapter.id,
      pendingMembershipId: pending.id,
      approvedMembershipId: approved.id,
      inactiveMembershipId: inactive.id,
      eventId: event.id,
      announcementId: ann.id,
      roleRequestId: rr.id,
      waitlistId: wl.id,
      leaderResourceId: lr.id,
      memberResourceId: mr.id,
      adminResourceId: ar.id,
      openChapterSlug: open.slug,
      openChapterId: open.id,
      pendingCredentialId: db
        .insert(credentials)
        .values({ userId: member.id, credentialTypeId: "first-aid", issuedOn: "2026-02-01" })
        .returning()
        .get().id,
      pendingServiceId: db
        .insert(serviceHours)
        .values({
          userId: member.id,
          chapterId: here.id,
          servedOn: "2026-10-01",
          activity: "Matrix outreach",
          hours: 2,
        })
        .returning()
        .get().id,
      proofCredentialId: proofCredential.id,
      activationId: act.id,
      memberResponseId: resp.id,
      memberToken,
      startedEventId: started.id,
      startedCode: ensureTrainingSettings(started.id).checkInCode,
      outsiderId: outsider.id,
      pendingEventId: pendingEvent.id,
    };
  };
  // The member texts from this number (the SMS cells); nobody else in the run has it.
  const memberPhone = uniquePhone().e164;
  db.update(users).set({ phone: memberPhone }).where(eq(users.id, member.id)).run();
  const world: World = {
    here,
    other,
    memberId: member.id,
    memberPhone,
    leaderHereId: leaderHere.id,
    leaderOtherId: leaderOther.id,
    fresh,
  };
  const ids: Record<Actor, string | null> = {
    visitor: null,
    member: member.id,
    leaderHere: leaderHere.id,
    leaderOther: leaderOther.id,
    admin: admin.id,
  };
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;

  // Reads share one fixture set and one session per actor; every write gets fresh rows and a fresh
  // session (a write may end sessions or use up its target). Fewer rows also keep the suite's other
  // pages (directory, admin lists) from growing by hundreds of chapters.
  const shared = await fresh();
  const readCredentials = new Map<string, string>();
  const credentialFor = async (userId: string, api: boolean) => {
    if (api) return `Bearer ${createSessionRow(userId, "api").token}`;
    return cookieFor(userId);
  };
  const sharedCredentialFor = async (userId: string, api: boolean) => {
    const key = `${userId}|${api}`;
    let value = readCredentials.get(key);
    if (!value) readCredentials.set(key, (value = await credentialFor(userId, api)));
    return value;
  };
  return { world, ids, base, shared, credentialFor, sharedCredentialFor };
}

/** The unexpected outcomes of one cell, its five actors asking at once (each write has its own fixtures and session, so they cannot disturb one another). */
async function checkCell(cell: Cell, { world, ids, base, shared, credentialFor, sharedCredentialFor }: MatrixWorld) {
  const unexpected: string[] = [];
  const check = async (actor: Actor) => {
    const write = cell.method !== "GET";
    const f = write ? await world.fresh() : shared;
    const userId = ids[actor];
    const headers: Record<string, string> = {};
    if (userId) {
      const credential = write
        ? await credentialFor(userId, !!cell.api)
        : await sharedCredentialFor(userId, !!cell.api);
      if (cell.api) headers.Authorization = credential;
      else headers.Cookie = credential;
    }
    let body: BodyInit | undefined;
    if (cell.body) {
      const values = cell.body(world, f);
      if (cell.api) {
        body = JSON.stringify(values);
        headers["Content-Type"] = "application/json";
      } else if (cell.multipart) {
        const form = new FormData();
        for (const [name, value] of Object.entries(values as Record<string, string>)) form.append(name, value);
        body = form;
      } else {
        body = new URLSearchParams(values as Record<string, string>);
      }
      if (cell.provider) {
        const params = [...new URLSearchParams(body as URLSearchParams).entries()];
        headers["X-Twilio-Signature"] =
          cell.provider === "signed"
            ? twilioSignature(E2E_SMS_AUTH_TOKEN, base + cell.path(world, f), params)
            : twilioSignature("not-the-servers-token", base + cell.path(world, f), params);
      }
    }
    const res = await fetch(base + cell.path(world, f), { method: cell.method, headers, body, redirect: "manual" });
    const text = await res.text();
    const outcome = classify(res.status, res.headers.get("location"));
    const expected: Outcome = cell.allowed.includes(actor)
      ? "ok"
      : actor === "visitor"
        ? (cell.visitor ?? (cell.api ? "unauthorized" : "login"))
        : "refused";
    if (outcome !== expected) {
      unexpected.push(
        `${cell.name} as ${actor}: expected ${expected}, got ${res.status} (${outcome}) ${res.headers.get("location") ?? ""} ${text.slice(0, 120).replace(/\s+/g, " ")}`,
      );
    }
    // Refused writes leave their target untouched.
    if (expected !== "ok" && cell.method !== "GET") {
      const pc = db.select().from(chapters).where(eq(chapters.id, f.pendingChapterId)).get();
      const pm = db.select().from(memberships).where(eq(memberships.id, f.pendingMembershipId)).get();
      const rr = db.select().from(roleRequests).where(eq(roleRequests.id, f.roleRequestId)).get();
      const cred = db.select().from(credentials).where(eq(credentials.id, f.pendingCredentialId)).get();
      const service = db.select().from(serviceHours).where(eq(serviceHours.id, f.pendingServiceId)).get();
      if (cred?.verifiedAt || cred?.rejectedAt || service?.status !== "Pending") {
        unexpected.push(`${cell.name} as ${actor}: refused but a training record changed`);
      }
      const ev = db.select().from(events).where(eq(events.id, f.eventId)).get();
      if (ev?.title !== "Matrix Future" || ev.status !== "Scheduled" || ev.sequence !== 0) {
        unexpected.push(`${cell.name} as ${actor}: refused but the event changed`);
      }
      const marked = db.select().from(eventAttendance).where(eq(eventAttendance.eventId, f.startedEventId)).all();
      if (marked.length) unexpected.push(`${cell.name} as ${actor}: refused but attendance was recorded`);
      const reply = db.select().from(activationResponses).where(eq(activationResponses.id, f.memberResponseId)).get();
      if (reply?.reply) unexpected.push(`${cell.name} as ${actor}: refused but the member's reply was recorded`);
      const activation = db.select().from(activations).where(eq(activations.id, f.activationId)).get();
      if (activation?.revision !== 0)
        unexpected.push(`${cell.name} as ${actor}: refused but the activation was edited`);
      if (pc?.status !== "Pending" || pm?.status !== "Pending" || rr?.status !== "Pending") {
        unexpected.push(`${cell.name} as ${actor}: refused but state changed`);
      }
    }
  };
  await Promise.all(ACTORS.map(check));
  return unexpected;
}

type MatrixWorld = Awaited<ReturnType<typeof buildWorld>>;
// Built on first use in each worker (on that worker's own server and database).
let matrixWorld: Promise<MatrixWorld> | undefined;

// One test per row, spread over the workers: a failure names its route, and one slow route no
// longer holds the whole matrix.
test.describe("route × role", () => {
  test.describe.configure({ mode: "parallel" });
  for (const cell of CELLS) {
    test(`${cell.method} ${cell.name}`, async () => {
      const unexpected = await checkCell(cell, await (matrixWorld ??= buildWorld()));
      expect(unexpected).toEqual([]);
    });
  }
});

/**
 * The matrix must name every route: a route file that no cell reaches (and that is not listed with
 * a reason below) fails here, so a new route cannot ship without its row of expectations.
 */
const NOT_IN_MATRIX: Record<string, string> = {
  "routes/$": "catch-all 404 page, no data",
  "routes/dashboard.$": "catch-all 404 inside the dashboard",
  "routes/auth.logout": "ends the caller's own session; covered by auth.spec",
  "routes/api.auth.login": "public sign-in endpoint; covered by api.spec",
  "routes/api.auth.logout": "ends the caller's own token; covered by api.spec",
  "routes/api.auth.register": "public registration; covered by api.spec",
  "routes/api.waitlist": "public waitlist signup; covered by api.spec",
  "routes/api.emergency-guide.chat": "public guide endpoint; covered by guide tests",
  "routes/resources.guide-chat": "public guide form endpoint; covered by guide tests",
  "routes/resources.theme": "sets the caller's own theme cookie",
  "routes/language": "sets the caller's own language cookie",
  "routes/calendar.$token": "a feed opened by its secret token, not a session; covered by the member-home spec",
};

test("every route file has a row in the matrix", () => {
  const covered = routesCoveredBy(CELLS.map((c) => c.path(SAMPLE_WORLD, SAMPLE_FIXTURES)));
  const missing = routeFilesWithoutCells(covered).filter((id) => !(id in NOT_IN_MATRIX));
  expect(missing).toEqual([]);
});

const SAMPLE_FIXTURES: Fixtures = {
  pendingChapterId: "c1",
  pendingMembershipId: "m1",
  approvedMembershipId: "m2",
  inactiveMembershipId: "m3",
  eventId: "e1",
  announcementId: "a1",
  roleRequestId: "r1",
  waitlistId: "w1",
  leaderResourceId: "res1",
  memberResourceId: "res3",
  adminResourceId: "res2",
  openChapterSlug: "open",
  openChapterId: "c2",
  pendingCredentialId: "cred1",
  pendingServiceId: "svc1",
  proofCredentialId: "cred2",
  activationId: "act1",
  memberResponseId: "resp1",
  memberToken: "tok1",
  startedEventId: "e2",
  pendingEventId: "e3",
  startedCode: "ABCDEF",
  outsiderId: "u3",
};
const SAMPLE_WORLD: World = {
  here: { id: "c3", slug: "here" },
  other: { id: "c4", slug: "other" },
  memberId: "u1",
  memberPhone: "+15550100",
  leaderHereId: "u2",
  leaderOtherId: "u4",
  fresh: async () => SAMPLE_FIXTURES,
};
