/**
 * Audit rows → readable sentences for Recent Activity ("Ada Admin approved the chapter “Austin
 * Central CERT”."). Client-safe and pure. Actions are snake_case verb phrases (create_chapter,
 * approve_membership ...); unknown ones get a generic sentence built from their words.
 */

export interface AuditLike {
  action: string;
  actorName?: string | null;
  targetType?: string | null;
  metadata?: Record<string, unknown> | null;
}

const quote = (s: string) => `“${s}”`;

function text(meta: AuditLike["metadata"], key: string): string | null {
  const v = meta?.[key];
  return typeof v === "string" && v.trim() ? v.trim() : null;
}

type Phrase = (m: {
  chapter: string | null;
  title: string | null;
  reason: string | null;
  who: string | null;
}) => string;

const inChapter = (chapter: string | null) => (chapter ? ` in ${quote(chapter)}` : "");
const ofChapter = (chapter: string | null) => (chapter ? ` of ${quote(chapter)}` : "");
const named = (noun: string, name: string | null) => (name ? `${noun} ${quote(name)}` : noun);
const because = (reason: string | null) => (reason ? ` (reason: ${reason})` : "");

/** Verb phrases (after the actor's name) for the actions the app writes. */
const PHRASES: Record<string, Phrase> = {
  register_user: () => "joined the network",
  request_role: ({ title, chapter }) =>
    `asked to become ${title ? roleWithArticle(title) : "a chapter leader"}${chapter ? ` for ${chapter}` : ""}`,
  approve_role_request: ({ title }) => {
    const r = roleRequestSubject(title);
    return r ? `made ${r.who} ${roleWithArticle(r.role)}` : "approved a role request";
  },
  reject_role_request: ({ title }) => {
    const r = roleRequestSubject(title);
    return r ? `turned down ${r.who}’s request to become ${roleWithArticle(r.role)}` : "turned down a role request";
  },
  create_chapter: ({ chapter }) => `requested a new chapter${chapter ? ` ${quote(chapter)}` : ""}`,
  approve_chapter: ({ chapter }) => (chapter ? `approved ${chapter}` : "approved a chapter"),
  reject_chapter: ({ chapter, reason }) => `rejected the ${named("chapter", chapter)}${because(reason)}`,
  update_chapter: ({ chapter }) => `updated the details ${chapter ? `of ${quote(chapter)}` : "of a chapter"}`,
  request_membership: ({ chapter }) => `asked to join ${chapter ? quote(chapter) : "a chapter"}`,
  approve_membership: ({ chapter, title }) =>
    `approved ${title ? `${title}’s` : "a"} membership request${inChapter(chapter)}`,
  reject_membership: ({ chapter, title, reason }) =>
    `rejected ${title ? `${title}’s` : "a"} membership request${inChapter(chapter)}${because(reason)}`,
  promote_member: ({ chapter, title }) => `made ${title ?? "a member"} a leader${ofChapter(chapter)}`,
  demote_member: ({ chapter, title }) => `made ${title ?? "a leader"} a regular member${ofChapter(chapter)}`,
  create_event: ({ chapter, title }) => `created the ${named("event", title)}${inChapter(chapter)}`,
  update_rsvp: ({ title }) => `responded to ${title ? `the event ${quote(title)}` : "an event"}`,
  join_event_waitlist: ({ title }) => `joined the waitlist for ${title ? quote(title) : "an event"}`,
  promote_from_waitlist: ({ title }) => `got a place at ${title ? quote(title) : "an event"} from the waitlist`,
  message_event_attendees: ({ title }) => `emailed the people coming to ${title ? quote(title) : "an event"}`,
  reset_calendar_feed: () => "reset their calendar link",
  create_resource: ({ title }) => `uploaded the ${named("resource", title)}`,
  create_announcement: ({ title }) => `published the ${named("announcement", title)}`,
  send_announcement_email: ({ title }) => `emailed the ${named("announcement", title)}`,
  join_waitlist: () => "joined the waitlist",
  update_waitlist_status: () => "updated a waitlist entry",
  update_profile: () => "updated their profile",
  update_notification_settings: () => "updated their notification settings",
  update_preferences: () => "updated their preferences",
  change_password: () => "changed their password",
};

/** "a chapter leader", "a global administrator". */
function roleWithArticle(role: string) {
  if (role === "ChapterLeader") return "a chapter leader";
  if (role === "GlobalAdmin") return "a global administrator";
  return `a ${role.toLowerCase()}`;
}

/** Review rows keep "ChapterLeader for Dana Lee" as their title. */
function roleRequestSubject(title: string | null) {
  const m = title ? /^(\w+) for (.+)$/.exec(title) : null;
  return m ? { role: m[1]!, who: m[2]! } : null;
}

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

/** "archive_old_resource" → "archived old resource"; leaves unknown verbs as "performed …". */
function genericPhrase(action: string, title: string | null, chapter: string | null) {
  const [verb = "", ...rest] = action.split("_").filter(Boolean);
  const object = rest.join(" ");
  const past = PAST[verb] ?? (verb.endsWith("e") ? `${verb}d` : null);
  const base = past ? `${past}${object ? ` ${object}` : ""}` : `performed “${action.replace(/_/g, " ")}”`;
  return `${base}${title ? ` ${quote(title)}` : ""}${inChapter(chapter)}`;
}

/** One sentence for an audit row, ending in a full stop. */
export function formatAuditEntry(entry: AuditLike): string {
  const m = {
    chapter: text(entry.metadata, "chapterName"),
    title: text(entry.metadata, "title"),
    reason: text(entry.metadata, "reason"),
    who: text(entry.metadata, "displayName"),
  };
  const phrase = PHRASES[entry.action]?.(m) ?? genericPhrase(entry.action, m.title, m.chapter);
  // A waitlist promotion happens to someone (no actor did it): they are the subject.
  const who = (entry.action === "promote_from_waitlist" ? m.who : entry.actorName?.trim()) || "Someone";
  return `${who} ${phrase}.`;
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
