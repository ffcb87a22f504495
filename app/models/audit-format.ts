/**
 * Audit rows → readable sentences for Recent Activity ("Ada Admin approved the chapter “Austin
 * Central CERT”."), in the viewer's language: pass the viewer's `t` and language. Client-safe and
 * pure. Actions are snake_case verb phrases (create_chapter, approve_membership ...); unknown ones
 * get a generic sentence built from their words.
 */
import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { personName, recordText } from "./deleted-member";

export interface AuditLike {
  action: string;
  actorName?: string | null;
  targetType?: string | null;
  metadata?: Record<string, unknown> | null;
  /** The person the action was done to or for, when it is someone other than the actor (a live name). */
  subjectName?: string | null;
  /** The action was done to the actor themselves (checked themselves in, asked for a reset link). */
  subjectIsActor?: boolean;
  /** The actor's or subject's account was deleted: named "Deleted member" in the viewer's language. */
  actorDeleted?: boolean;
  subjectDeleted?: boolean;
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

/** A detail kept in the row, in the viewer's words when it is a deleted account's placeholder name. */
function detail(t: TFunction, meta: AuditLike["metadata"], key: string): string | null {
  return recordText(t, text(meta, key));
}

interface Facts {
  chapter: string | null;
  title: string | null;
  reason: string | null;
  /** The person affected, when someone other than the actor. */
  person: string | null;
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

/** A phrase about the person a membership row names (its subject, or the name it kept as title). */
function about(withKey: string, withoutKey: string): Phrase {
  return ({ person, title }, t) => (person || title ? t(withKey, { person: person || title }) : t(withoutKey));
}

/**
 * A phrase naming the person affected and the thing's title ("verified Dana Lee’s credential
 * “Stop the Bleed”"); without the person it names the title only, without either it is generic.
 */
function personTitled(personKey: string, withKey: string, withoutKey: string): Phrase {
  return ({ person, title }, t) =>
    person && title ? t(personKey, { person, title }) : title ? t(withKey, { title }) : t(withoutKey);
}

/** A reviewed role request: who it made (or did not make) what, read from its title. */
function reviewedRole(withKey: string, withoutKey: string): Phrase {
  return ({ title }, t) => {
    const r = roleRequestSubject(title);
    return r ? t(withKey, { person: r.who, role: roleWithArticle(t, r.role) }) : t(withoutKey);
  };
}

/** Verb phrases (after the actor's name) for the actions the app writes. */
const PHRASES = {
  register_user: (_m, t) => t("admin.audit.registerUser"),
  request_role: ({ title, chapter }, t) => {
    const role = roleWithArticle(t, title ?? "ChapterLeader");
    return chapter ? t("admin.audit.requestRoleFor", { role, chapter }) : t("admin.audit.requestRole", { role });
  },
  approve_role_request: reviewedRole("admin.audit.approveRoleRequest", "admin.audit.approveRoleRequestAny"),
  reject_role_request: (m, t) =>
    because(t, reviewedRole("admin.audit.rejectRoleRequest", "admin.audit.rejectRoleRequestAny")(m, t), m.reason),
  create_chapter: chaptered("admin.audit.createChapter", "admin.audit.createChapterAny"),
  approve_chapter: chaptered("admin.audit.approveChapter", "admin.audit.approveChapterAny"),
  reject_chapter: (m, t) =>
    because(t, chaptered("admin.audit.rejectChapter", "admin.audit.rejectChapterAny")(m, t), m.reason),
  update_chapter: chaptered("admin.audit.updateChapter", "admin.audit.updateChapterAny"),
  request_membership: chaptered("admin.audit.requestMembership", "admin.audit.requestMembershipAny"),
  withdraw_membership: chaptered("admin.audit.withdrawMembership", "admin.audit.withdrawMembershipAny"),
  leave_chapter: chaptered("admin.audit.leaveChapter", "admin.audit.leaveChapterAny"),
  contact_chapter: chaptered("admin.audit.contactChapter", "admin.audit.contactChapterAny"),
  contact_network: (_m, t) => t("admin.audit.contactNetwork"),
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
  remove_member: (m, t) =>
    because(
      t,
      inChapter(t, about("admin.audit.removeMember", "admin.audit.removeMemberAny")(m, t), m.chapter),
      m.reason,
    ),
  deactivate_member: (m, t) =>
    because(
      t,
      inChapter(t, about("admin.audit.deactivateMember", "admin.audit.deactivateMemberAny")(m, t), m.chapter),
      m.reason,
    ),
  reactivate_member: (m, t) =>
    inChapter(t, about("admin.audit.reactivateMember", "admin.audit.reactivateMemberAny")(m, t), m.chapter),
  create_event: (m, t) =>
    inChapter(t, titled("admin.audit.createEvent", "admin.audit.createEventAny")(m, t), m.chapter),
  create_event_series: (m, t) =>
    inChapter(t, titled("admin.audit.createEventSeries", "admin.audit.createEventSeriesAny")(m, t), m.chapter),
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
  send_notification_email: titled("admin.audit.sendNotificationEmail", "admin.audit.sendNotificationEmailAny"),
  create_activation: titled("admin.audit.createActivation", "admin.audit.createActivationAny"),
  close_activation: titled("admin.audit.closeActivation", "admin.audit.closeActivationAny"),
  edit_activation: titled("admin.audit.editActivation", "admin.audit.editActivationAny"),
  post_activation_update: titled("admin.audit.activationUpdate", "admin.audit.activationUpdateAny"),
  reply_activation: titled("admin.audit.replyActivation", "admin.audit.replyActivationAny"),
  resend_activation: titled("admin.audit.resendActivation", "admin.audit.resendActivationAny"),
  run_activation_wave: titled("admin.audit.runActivationWave", "admin.audit.runActivationWaveAny"),
  stop_activation_wave: titled("admin.audit.stopActivationWave", "admin.audit.stopActivationWaveAny"),
  check_in_responder: personTitled(
    "admin.audit.checkInResponderOf",
    "admin.audit.checkInResponder",
    "admin.audit.checkInResponderAny",
  ),
  check_in_again: personTitled("admin.audit.checkInAgainOf", "admin.audit.checkInAgain", "admin.audit.checkInAgainAny"),
  check_out_responder: personTitled(
    "admin.audit.checkOutResponderOf",
    "admin.audit.checkOutResponder",
    "admin.audit.checkOutResponderAny",
  ),
  count_in_responder: personTitled("admin.audit.countInOf", "admin.audit.countIn", "admin.audit.countInAny"),
  count_out_responder: personTitled("admin.audit.countOutOf", "admin.audit.countOut", "admin.audit.countOutAny"),
  alert_not_checked_out: titled("admin.audit.alertNotCheckedOut", "admin.audit.alertNotCheckedOutAny"),
  create_credential_type: titled("admin.audit.createCredentialType", "admin.audit.createCredentialTypeAny"),
  update_credential_type: titled("admin.audit.updateCredentialType", "admin.audit.updateCredentialTypeAny"),
  record_credential: personTitled(
    "admin.audit.recordCredentialOf",
    "admin.audit.recordCredential",
    "admin.audit.recordCredentialAny",
  ),
  verify_credential: personTitled(
    "admin.audit.verifyCredentialOf",
    "admin.audit.verifyCredential",
    "admin.audit.verifyCredentialAny",
  ),
  reject_credential: (m, t) =>
    because(
      t,
      personTitled(
        "admin.audit.rejectCredentialOf",
        "admin.audit.rejectCredential",
        "admin.audit.rejectCredentialAny",
      )(m, t),
      m.reason,
    ),
  update_credential: personTitled(
    "admin.audit.updateCredentialOf",
    "admin.audit.updateCredential",
    "admin.audit.updateCredentialAny",
  ),
  resubmit_credential: personTitled(
    "admin.audit.resubmitCredentialOf",
    "admin.audit.resubmitCredential",
    "admin.audit.resubmitCredentialAny",
  ),
  delete_credential: personTitled(
    "admin.audit.deleteCredentialOf",
    "admin.audit.deleteCredential",
    "admin.audit.deleteCredentialAny",
  ),
  remove_attendance_credential: about(
    "admin.audit.removeAttendanceCredential",
    "admin.audit.removeAttendanceCredentialAny",
  ),
  log_service_hours: titled("admin.audit.logHours", "admin.audit.logHoursAny"),
  approve_service_hours: personTitled(
    "admin.audit.approveHoursOf",
    "admin.audit.approveHours",
    "admin.audit.approveHoursAny",
  ),
  reject_service_hours: (m, t) =>
    because(
      t,
      personTitled("admin.audit.rejectHoursOf", "admin.audit.rejectHours", "admin.audit.rejectHoursAny")(m, t),
      m.reason,
    ),
  record_attendance: personTitled(
    "admin.audit.recordAttendanceOf",
    "admin.audit.recordAttendance",
    "admin.audit.recordAttendanceAny",
  ),
  adjust_attendance_hours: personTitled(
    "admin.audit.adjustHoursOf",
    "admin.audit.adjustHours",
    "admin.audit.adjustHoursAny",
  ),
  set_event_training: titled("admin.audit.setEventTraining", "admin.audit.setEventTrainingAny"),
  self_check_in: titled("admin.audit.selfCheckIn", "admin.audit.selfCheckInAny"),
  self_check_in_failed: titled("admin.audit.selfCheckInFailed", "admin.audit.selfCheckInFailedAny"),
  reset_calendar_feed: (_m, t) => t("admin.audit.resetCalendarFeed"),
  join_waitlist: (_m, t) => t("admin.audit.joinWaitlist"),
  update_waitlist: (_m, t) => t("admin.audit.updateWaitlist"),
  update_waitlist_status: ({ title }, t) =>
    title ? t("admin.audit.updateWaitlistStatusOf", { title }) : t("admin.audit.updateWaitlistStatus"),
  update_profile: (_m, t) => t("admin.audit.updateProfile"),
  update_notification_settings: (_m, t) => t("admin.audit.updateNotifications"),
  update_preferences: (_m, t) => t("admin.audit.updatePreferences"),
  update_language: (_m, t) => t("admin.audit.updateLanguage"),
  update_household_plan: (_m, t) => t("admin.audit.updateHouseholdPlan"),
  change_password: (_m, t) => t("admin.audit.changePassword"),
  request_password_reset: (_m, t) => t("admin.audit.requestPasswordReset"),
  reset_password: (_m, t) => t("admin.audit.resetPassword"),
  verify_email: (_m, t) => t("admin.audit.verifyEmail"),
  resend_email_check: (_m, t) => t("admin.audit.resendEmailCheck"),
  register_existing_email: (_m, t) => t("admin.audit.registerExistingEmail"),
  delete_account: (_m, t) => t("admin.audit.deleteAccount"),
  subscribe_push: (_m, t) => t("admin.audit.subscribePush"),
  unsubscribe_push: (_m, t) => t("admin.audit.unsubscribePush"),
  // An operator's command line (scripts/admin-create.ts) made an existing account an administrator.
  grant_role: ({ title }, t) => t("admin.audit.grantRole", { role: roleWithArticle(t, title ?? "GlobalAdmin") }),
} satisfies Record<string, Phrase>;

/** Every action the app writes to the audit log: one with a phrase above (`writeAudit` takes only these). */
export type AuditAction = keyof typeof PHRASES;

/** The actions the audit log's filter offers: every one the app writes a sentence for. */
export const AUDIT_ACTIONS = Object.keys(PHRASES) as AuditAction[];

const phraseOf = (action: string): Phrase | undefined =>
  Object.hasOwn(PHRASES, action) ? PHRASES[action as AuditAction] : undefined;

/** What an action does, without its particulars ("verified a credential"): the filter's option labels. */
export function auditActionLabel(action: string, t: TFunction) {
  return phraseOf(action)?.({ chapter: null, title: null, reason: null, person: null }, t) ?? action;
}

/** Rows written by the system itself (no actor): who the sentence names. */
const SYSTEM_ACTIONS = new Set(["alert_not_checked_out"]);
/** Rows that happen to someone without an actor: the person affected is the sentence's subject. */
const HAPPENS_TO_SUBJECT = new Set([
  "promote_from_waitlist",
  "request_password_reset",
  "register_existing_email",
  "grant_role",
]);

const PAST: Record<string, string> = {
  add: "added",
  approve: "approved",
  cancel: "canceled",
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
  const subject = personName(t, entry.subjectName?.trim() || null, entry.subjectDeleted);
  const actorName = personName(t, entry.actorName, entry.actorDeleted);
  const m: Facts = {
    chapter: text(entry.metadata, "chapterName"),
    title: detail(t, entry.metadata, "title"),
    reason: text(entry.metadata, "reason"),
    person: entry.subjectIsActor ? null : subject,
  };
  const phrase = phraseOf(entry.action)?.(m, t) ?? genericPhrase(i18n, entry.action, m.title, m.chapter);
  // A waitlist promotion or a reset link happens to someone (no actor did it): they are the subject.
  const who =
    (HAPPENS_TO_SUBJECT.has(entry.action)
      ? subject || detail(t, entry.metadata, "displayName")
      : SYSTEM_ACTIONS.has(entry.action) && !actorName
        ? t("admin.audit.system")
        : actorName?.trim()) || t("admin.audit.someone");
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
