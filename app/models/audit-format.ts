/**
 * Audit rows → readable sentences for Recent Activity ("Ada Admin approved the chapter “Austin
 * Central CERT”."), in the viewer's language: pass the viewer's `t` and language. Client-safe and
 * pure. Actions are snake_case verb phrases (create_chapter, approve_membership ...); unknown ones
 * get a generic sentence built from their words.
 */
import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";

export interface AuditLike {
  action: string;
  actorName?: string | null;
  targetType?: string | null;
  metadata?: Record<string, unknown> | null;
}

/** The viewer's `t` and language (a loader's `getI18n(request)`, or `serverT(lang)` with its lang). */
export interface AuditI18n {
  t: TFunction;
  lang: Lang;
}

function text(meta: AuditLike["metadata"], key: string): string | null {
  const v = meta?.[key];
  return typeof v === "string" && v.trim() ? v.trim() : null;
}

interface Facts {
  chapter: string | null;
  title: string | null;
  reason: string | null;
}

type Phrase = (m: Facts, t: TFunction) => string;

const inChapter = (t: TFunction, phrase: string, chapter: string | null) =>
  chapter ? t("admin.audit.inChapter", { phrase, chapter }) : phrase;
const ofChapter = (t: TFunction, phrase: string, chapter: string | null) =>
  chapter ? t("admin.audit.ofChapter", { phrase, chapter }) : phrase;
const because = (t: TFunction, phrase: string, reason: string | null) =>
  reason ? t("admin.audit.because", { phrase, reason }) : phrase;

const ROLE_KEYS: Record<string, string> = {
  ChapterLeader: "admin.audit.role.ChapterLeader",
  GlobalAdmin: "admin.audit.role.GlobalAdmin",
  Member: "admin.audit.role.Member",
};

/** "a chapter leader", "a global administrator". */
function roleWithArticle(t: TFunction, role: string) {
  return t(ROLE_KEYS[role] ?? "admin.audit.role.Member");
}

/** Review rows keep "ChapterLeader for Dana Lee" as their title. */
function roleRequestSubject(title: string | null) {
  const m = title ? /^(\w+) for (.+)$/.exec(title) : null;
  return m ? { role: m[1]!, who: m[2]! } : null;
}

/** A phrase naming its title (an event, a resource ...) when the row has one. */
function titled(withKey: string, withoutKey: string): Phrase {
  return ({ title }, t) => (title ? t(withKey, { title }) : t(withoutKey));
}

/** A phrase naming its chapter when the row has one. */
function chaptered(withKey: string, withoutKey: string): Phrase {
  return ({ chapter }, t) => (chapter ? t(withKey, { chapter }) : t(withoutKey));
}

/** A phrase about the person a membership row names (its title), when it names one. */
function about(withKey: string, withoutKey: string): Phrase {
  return ({ title }, t) => (title ? t(withKey, { person: title }) : t(withoutKey));
}

/** A reviewed role request: who it made (or did not make) what, read from its title. */
function reviewedRole(withKey: string, withoutKey: string): Phrase {
  return ({ title }, t) => {
    const r = roleRequestSubject(title);
    return r ? t(withKey, { person: r.who, role: roleWithArticle(t, r.role) }) : t(withoutKey);
  };
}

/** Verb phrases (after the actor's name) for the actions the app writes. */
const PHRASES: Record<string, Phrase> = {
  register_user: (_m, t) => t("admin.audit.registerUser"),
  request_role: ({ title, chapter }, t) => {
    const role = roleWithArticle(t, title ?? "ChapterLeader");
    return chapter ? t("admin.audit.requestRoleFor", { role, chapter }) : t("admin.audit.requestRole", { role });
  },
  approve_role_request: reviewedRole("admin.audit.approveRoleRequest", "admin.audit.approveRoleRequestAny"),
  reject_role_request: reviewedRole("admin.audit.rejectRoleRequest", "admin.audit.rejectRoleRequestAny"),
  create_chapter: chaptered("admin.audit.createChapter", "admin.audit.createChapterAny"),
  approve_chapter: chaptered("admin.audit.approveChapter", "admin.audit.approveChapterAny"),
  reject_chapter: (m, t) =>
    because(t, chaptered("admin.audit.rejectChapter", "admin.audit.rejectChapterAny")(m, t), m.reason),
  update_chapter: chaptered("admin.audit.updateChapter", "admin.audit.updateChapterAny"),
  request_membership: chaptered("admin.audit.requestMembership", "admin.audit.requestMembershipAny"),
  contact_chapter: chaptered("admin.audit.contactChapter", "admin.audit.contactChapterAny"),
  approve_membership: (m, t) =>
    inChapter(t, about("admin.audit.approveMembership", "admin.audit.approveMembershipAny")(m, t), m.chapter),
  reject_membership: (m, t) =>
    because(
      t,
      inChapter(t, about("admin.audit.rejectMembership", "admin.audit.rejectMembershipAny")(m, t), m.chapter),
      m.reason,
    ),
  promote_member: (m, t) =>
    ofChapter(t, about("admin.audit.promoteMember", "admin.audit.promoteMemberAny")(m, t), m.chapter),
  demote_member: (m, t) =>
    ofChapter(t, about("admin.audit.demoteMember", "admin.audit.demoteMemberAny")(m, t), m.chapter),
  create_event: (m, t) =>
    inChapter(t, titled("admin.audit.createEvent", "admin.audit.createEventAny")(m, t), m.chapter),
  update_event: (m, t) =>
    inChapter(t, titled("admin.audit.updateEvent", "admin.audit.updateEventAny")(m, t), m.chapter),
  cancel_event: (m, t) =>
    because(
      t,
      inChapter(t, titled("admin.audit.cancelEvent", "admin.audit.cancelEventAny")(m, t), m.chapter),
      m.reason,
    ),
  update_rsvp: titled("admin.audit.updateRsvp", "admin.audit.updateRsvpAny"),
  join_event_waitlist: titled("admin.audit.joinEventWaitlist", "admin.audit.joinEventWaitlistAny"),
  promote_from_waitlist: titled("admin.audit.promoteFromWaitlist", "admin.audit.promoteFromWaitlistAny"),
  message_event_attendees: titled("admin.audit.messageAttendees", "admin.audit.messageAttendeesAny"),
  create_resource: titled("admin.audit.createResource", "admin.audit.createResourceAny"),
  update_resource: titled("admin.audit.updateResource", "admin.audit.updateResourceAny"),
  create_announcement: titled("admin.audit.createAnnouncement", "admin.audit.createAnnouncementAny"),
  send_announcement_email: titled("admin.audit.sendAnnouncementEmail", "admin.audit.sendAnnouncementEmailAny"),
  create_activation: titled("admin.audit.createActivation", "admin.audit.createActivationAny"),
  close_activation: titled("admin.audit.closeActivation", "admin.audit.closeActivationAny"),
  post_activation_update: titled("admin.audit.activationUpdate", "admin.audit.activationUpdateAny"),
  reply_activation: titled("admin.audit.replyActivation", "admin.audit.replyActivationAny"),
  record_credential: titled("admin.audit.recordCredential", "admin.audit.recordCredentialAny"),
  verify_credential: titled("admin.audit.verifyCredential", "admin.audit.verifyCredentialAny"),
  reject_credential: titled("admin.audit.rejectCredential", "admin.audit.rejectCredentialAny"),
  log_service_hours: titled("admin.audit.logHours", "admin.audit.logHoursAny"),
  record_attendance: titled("admin.audit.recordAttendance", "admin.audit.recordAttendanceAny"),
  reset_calendar_feed: (_m, t) => t("admin.audit.resetCalendarFeed"),
  join_waitlist: (_m, t) => t("admin.audit.joinWaitlist"),
  update_waitlist_status: (_m, t) => t("admin.audit.updateWaitlistStatus"),
  update_profile: (_m, t) => t("admin.audit.updateProfile"),
  update_notification_settings: (_m, t) => t("admin.audit.updateNotifications"),
  update_preferences: (_m, t) => t("admin.audit.updatePreferences"),
  update_language: (_m, t) => t("admin.audit.updateLanguage"),
  change_password: (_m, t) => t("admin.audit.changePassword"),
};

const PAST: Record<string, string> = {
  add: "added",
  approve: "approved",
  cancel: "cancelled",
  change: "changed",
  create: "created",
  delete: "deleted",
  demote: "demoted",
  join: "joined",
  promote: "promoted",
  publish: "published",
  register: "registered",
  reject: "rejected",
  remove: "removed",
  request: "requested",
  send: "sent",
  update: "updated",
  upload: "uploaded",
};

/**
 * An action without a phrase of its own. English reads its words ("archive_old_resource" →
 * "archived old resource"); other languages say the action was done, naming it in the code's words.
 */
function genericPhrase({ t, lang }: AuditI18n, action: string, title: string | null, chapter: string | null) {
  const words = action.replace(/_/g, " ");
  if (lang !== "en")
    return inChapter(t, t("admin.audit.generic", { action: title ? `${words}: ${title}` : words }), chapter);
  const [verb = "", ...rest] = action.split("_").filter(Boolean);
  const object = rest.join(" ");
  const past = PAST[verb] ?? (verb.endsWith("e") ? `${verb}d` : null);
  const base = past ? `${past}${object ? ` ${object}` : ""}` : `performed “${words}”`;
  return inChapter(t, `${base}${title ? ` “${title}”` : ""}`, chapter);
}

/** One sentence for an audit row, ending in a full stop, in the viewer's language. */
export function formatAuditEntry(entry: AuditLike, i18n: AuditI18n): string {
  const { t } = i18n;
  const m = {
    chapter: text(entry.metadata, "chapterName"),
    title: text(entry.metadata, "title"),
    reason: text(entry.metadata, "reason"),
  };
  const phrase = PHRASES[entry.action]?.(m, t) ?? genericPhrase(i18n, entry.action, m.title, m.chapter);
  // A waitlist promotion happens to someone (no actor did it): they are the subject.
  const who =
    (entry.action === "promote_from_waitlist" ? text(entry.metadata, "displayName") : entry.actorName?.trim()) ||
    t("admin.audit.someone");
  return t("admin.audit.sentence", { who, phrase });
}

/**
 * Personal housekeeping that says nothing about the network: left out of the overview's Recent
 * Activity (it still is in the audit log).
 */
export const PERSONAL_ACTIONS = [
  "update_profile",
  "update_notification_settings",
  "update_preferences",
  "change_password",
  "reset_calendar_feed",
  "update_rsvp",
  "join_event_waitlist",
] as const;
