import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type SQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { ACCESS_LEVELS, ACTIVATION_REPLIES, INTEREST_LEVEL_OPTIONS } from "./enums";

/** Every table of the product. Timestamps are UTC milliseconds (Date in JS). */

export const ROLES = ["GlobalAdmin", "ChapterLeader", "Member"] as const;
export type Role = (typeof ROLES)[number];
/** The status of what a leader or an administrator decides on: chapters, memberships, role requests, service. */
export const REVIEW_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const CHAPTER_STATUSES = REVIEW_STATUSES;
export type ChapterStatus = ReviewStatus;
export const MEMBERSHIP_ROLES = ["Leader", "Member"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
/**
 * A membership's status: a join request's review, and "Inactive" for an approved member a leader
 * deactivated (decision 033): no member access, no call-outs, history kept, reactivable.
 */
export const MEMBERSHIP_STATUSES = [...REVIEW_STATUSES, "Inactive"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const RSVP_STATUSES = ["Confirmed", "Maybe", "Declined"] as const;
export const EVENT_STATUSES = ["Scheduled", "Cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const ANNOUNCEMENT_SCOPES = ["Global", "Chapter"] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];
export const WAITLIST_STATUSES = ["Active", "Notified", "Converted"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const ROLE_REQUEST_STATUSES = REVIEW_STATUSES;
export type RoleRequestStatus = ReviewStatus;
// Lists kept where the browser can import them without pulling in Drizzle.
export { ACCESS_LEVELS, ACTIVATION_REPLIES, type AccessLevel, type ActivationReply } from "./enums";
export const INTEREST_LEVELS = INTEREST_LEVEL_OPTIONS;
export type InterestLevel = (typeof INTEREST_LEVELS)[number]["value"];

// Column builders shared by the tables below (each call makes a fresh column).
const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
/** A UTC instant, a Date in JS. */
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .$defaultFn(() => new Date());
/** A link to the row this row belongs to (`parent`: its id column): the row goes when that one does. */
const belongsTo = (name: string, parent: () => SQLiteColumn) =>
  text(name).notNull().references(parent, { onDelete: "cascade" });
/** The user a row belongs to: the row goes when the user does. */
const ownerId = (name = "user_id") => belongsTo(name, () => users.id);
/** A per-user row keyed by its user (settings, plans...): goes with the user. */
const userKey = () =>
  text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" });
/** A link to a user that stays, set to null, when that user is deleted (who created, reviewed, posted...). */
const nullableUserId = (name: string) => text(name).references(() => users.id, { onDelete: "set null" });
/** The chapter, event or activation a row belongs to: the row goes with it. */
const chapterId = () => belongsTo("chapter_id", () => chapters.id);
const eventId = () => belongsTo("event_id", () => events.id);
const activationId = () => belongsTo("activation_id", () => activations.id);

export const users = sqliteTable("users", {
  id: id(),
  /** Always stored lower-cased and trimmed, so the unique constraint is case-folded. */
  email: text("email").notNull().unique(),
  displayName: text("display_name").notNull(),
  phone: text("phone"),
  bio: text("bio"),
  passwordHash: text("password_hash").notNull(),
  /**
   * When the owner proved the address by its emailed link (decision 023); null until then. An
   * unproven account may sign in but not join a chapter. Accounts older than the check count as proven.
   */
  emailVerifiedAt: timestamp("email_verified_at"),
  /**
   * When the owner deleted their account (decision 030); null for a live account. The row stays,
   * anonymized, for the chapters' totals; its stored name is a placeholder, and pages show the
   * reader's own words for "Deleted member" when this is set (decision 036).
   */
  deletedAt: timestamp("deleted_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: ownerId(),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const userSettings = sqliteTable("user_settings", {
  userId: userKey(),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
  smsNotifications: integer("sms_notifications", { mode: "boolean" }).notNull().default(false),
  eventReminders: integer("event_reminders", { mode: "boolean" }).notNull().default(true),
  announcementNotifications: integer("announcement_notifications", { mode: "boolean" }).notNull().default(true),
  theme: text("theme", { enum: ["system", "light", "dark"] })
    .notNull()
    .default("light"),
  language: text("language", { enum: ["en", "es", "fr"] })
    .notNull()
    .default("en"),
  timezone: text("timezone").notNull().default("America/New_York"),
  /**
   * Where `timezone` came from: "chosen" in settings, the "browser" at sign-up, or a "guess" (the
   * Accept-Language region, else the default) that the first chapter joined replaces ("chapter").
   */
  timezoneSource: text("timezone_source", { enum: ["chosen", "browser", "guess", "chapter"] })
    .notNull()
    .default("chosen"),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /**
     * SHA-256 (hex) of a random 256-bit token; the browser cookie or the API bearer token carries
     * the token, never stored (app/access/sessions.server.ts).
     */
    id: text("id").primaryKey(),
    userId: ownerId(),
    kind: text("kind", { enum: ["browser", "api"] })
      .notNull()
      .default("browser"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at")
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
    // deleteExpiredSessions (every login and the hourly sweep) deletes the expired or idle ones: with
    // both columns indexed its OR is two index searches instead of a scan of every session under the
    // write lock. last_seen_at moves at most once an hour per session (TOUCH_INTERVAL_MS).
    index("sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

export const chapters = sqliteTable(
  "chapters",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip"),
    regionCode: text("region_code"),
    status: text("status", { enum: CHAPTER_STATUSES }).notNull().default("Pending"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** IANA zone its events are held in (from its location, utils/place-time-zone.server.ts; the leader may override). */
    timezone: text("timezone").notNull().default("America/New_York"),
    /** How many hours before an event its confirmed members get a reminder. */
    reminderHours: integer("reminder_hours").notNull().default(24),
    createdById: nullableUserId("created_by_id"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at"),
    reviewedById: nullableUserId("reviewed_by_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (status, rowid): a text search's count seeks each trigram match in it.
    index("chapters_status_idx").on(t.status),
    // Visible chapters in the directory's order (status, then name, id): the unfiltered directory
    // reads its page of 24 from this index, skipping earlier pages in the index alone, instead of
    // sorting all 2,600 approved chapters on every view.
    index("chapters_status_name_idx").on(t.status, t.name, t.id),
    // Radius search: the bounding box is answered from this index alone (it covers every column the
    // candidate query reads, so the few hundred rows of a 100-mile box need no table lookups).
    index("chapters_geo_idx").on(t.latitude, t.longitude, t.status, t.id, t.name),
    index("chapters_state_city_idx").on(t.state, t.city),
    index("chapters_name_idx").on(t.name),
    // The chapters someone asked for (a leader's overview and chapter list, a member's pending
    // requests): without it each view read all 2,700 chapters (1.5 ms on the leader's overview).
    index("chapters_created_by_idx").on(t.createdById),
  ],
);

export const memberships = sqliteTable(
  "memberships",
  {
    id: id(),
    userId: ownerId(),
    chapterId: chapterId(),
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull().default("Member"),
    status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull().default("Pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at"),
    reviewedById: nullableUserId("reviewed_by_id"),
    /** Set while the membership is Inactive: when, by whom and why a leader deactivated it. */
    deactivatedAt: timestamp("deactivated_at"),
    deactivatedById: nullableUserId("deactivated_by_id"),
    deactivationReason: text("deactivation_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("memberships_user_chapter_uq").on(t.userId, t.chapterId),
    // Not widened with user_id (migration 0044 did, 0045 undid it): it saved ~0.3 ms on the readiness
    // grid, but call-outs ran slower with it in `npm run bench -- callout` (docs/performance.md,
    // seventh session: heavy pages).
    index("memberships_chapter_status_idx").on(t.chapterId, t.status),
    // The Members page and the API list by status (or all), newest first, LIMIT before anything else.
    index("memberships_status_created_idx").on(t.status, t.createdAt),
    index("memberships_created_idx").on(t.createdAt),
  ],
);

export const SERIES_FREQUENCIES = ["WEEKLY", "MONTHLY"] as const;

/**
 * A recurring training (docs/decisions/035): the rule it was created with, in RFC 5545 terms. Each
 * occurrence is its own `events` row (its own RSVPs, attendance, page, calendar UID) pointing here;
 * the rule is kept to describe the series ("every 2nd Tuesday") and to find "this and following".
 */
export const eventSeries = sqliteTable(
  "event_series",
  {
    id: id(),
    chapterId: chapterId(),
    freq: text("freq", { enum: SERIES_FREQUENCIES }).notNull(),
    interval: integer("interval").notNull().default(1),
    /** RFC 5545 BYDAY, comma-separated ("TU,TH", "2TU", "-1FR"); null: the first date's weekday or day of month. */
    byDay: text("by_day"),
    /** The last day occurrences may fall on (inclusive), a date in the chapter's calendar ("2026-06-30"). */
    untilDate: text("until_date").notNull(),
    /** The first occurrence's wall-clock start in the chapter's zone ("2026-01-13T19:00"). */
    startLocal: text("start_local").notNull(),
    timeZone: text("time_zone").notNull(),
    createdById: nullableUserId("created_by_id"),
    createdAt: createdAt(),
  },
  (t) => [index("event_series_chapter_idx").on(t.chapterId)],
);

export const events = sqliteTable(
  "events",
  {
    id: id(),
    chapterId: chapterId(),
    title: text("title").notNull(),
    description: text("description"),
    startAt: timestamp("start_at").notNull(),
    endAt: timestamp("end_at"),
    locationText: text("location_text").notNull(),
    /** Places available; null means no limit. When full, further RSVPs join the waitlist. */
    capacity: integer("capacity"),
    /** What to bring, shown on the event page. */
    whatToBring: text("what_to_bring"),
    /** Also takes RSVPs from any signed-in member, and is listed among the directory's open trainings. */
    openToNetwork: integer("open_to_network", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("Scheduled"),
    cancellationReason: text("cancellation_reason"),
    /**
     * RFC 5545 SEQUENCE: raised by every change a calendar should show (time, place, title,
     * cancellation), so subscribed calendars replace their copy instead of keeping the old one.
     */
    sequence: integer("sequence").notNull().default(0),
    /** The series this event is an occurrence of (null: a one-off). Deleting the series keeps the events. */
    seriesId: text("series_id").references((): SQLiteColumn => eventSeries.id, { onDelete: "set null" }),
    createdById: nullableUserId("created_by_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_chapter_start_idx").on(t.chapterId, t.startAt),
    // "This and following": a series' occurrences in start order.
    index("events_series_start_idx").on(t.seriesId, t.startAt),
    index("events_start_idx").on(t.startAt),
    // The directory's "Open trainings": the next events open to the network, read in start order.
    index("events_open_start_idx").on(t.openToNetwork, t.startAt),
  ],
);

export const rsvps = sqliteTable(
  "rsvps",
  {
    id: id(),
    eventId: eventId(),
    userId: ownerId(),
    status: text("status", { enum: RSVP_STATUSES }).notNull(),
    /**
     * Set while a "Confirmed" answer waits for a place at a full event (first come, first served);
     * cleared when a cancellation promotes it.
     */
    waitlistedAt: timestamp("waitlisted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("rsvps_event_user_uq").on(t.eventId, t.userId),
    // An event's waitlist in order; with the status, an event's counts read it alone, already grouped
    // (`getRsvpCounts`; a list's tallies are kept per event since migration 0051, decision 062).
    index("rsvps_event_waitlist_idx").on(t.eventId, t.waitlistedAt, t.status),
    // A member's own answers (member home, their calendar feed, GET /api/rsvps).
    index("rsvps_user_idx").on(t.userId, t.status),
  ],
);

/**
 * One row per event reminder sent: UNIQUE (event, user, start) makes each reminder go exactly once,
 * however many processes run the job; a rescheduled event (new start) gets a reminder of its own.
 */
export const eventReminders = sqliteTable(
  "event_reminders",
  {
    id: id(),
    eventId: eventId(),
    userId: ownerId(),
    startAt: timestamp("start_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("event_reminders_uq").on(t.eventId, t.userId, t.startAt),
    // Kept for good (decision 037): deleting an account finds the person's rows here (decision 030).
    index("event_reminders_user_idx").on(t.userId),
  ],
);

/** A member's personal calendar feed: /calendar/<token>.ics, a secret they can reset. */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: userKey(),
  /** 256 random bits, base64url. */
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

export const resources = sqliteTable(
  "resources",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    accessLevel: text("access_level", { enum: ACCESS_LEVELS }).notNull().default("Member"),
    fileUrl: text("file_url"),
    linkUrl: text("link_url"),
    chapterId: text("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    /** Marked by a leader as needed in an emergency: listed (and cached) in members' offline go-kit. */
    isCritical: integer("is_critical", { mode: "boolean" }).notNull().default(false),
    version: integer("version").notNull().default(1),
    createdById: nullableUserId("created_by_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One level's page (the library opens on the Member tab) walks this in the list's order and
    // stops after a page, instead of sorting ~10,000 rows of the level (issue 26).
    index("resources_access_idx").on(t.accessLevel, t.updatedAt, sql`${t.title} desc`),
    // With the level, a member's or leader's per-level counts (global resources and their
    // chapters') are read from the index alone.
    index("resources_chapter_idx").on(t.chapterId, t.accessLevel),
    // A member's go-kit (every view, and kept offline): the critical resources of the network and of
    // their chapters at their levels, about 50 of ~1,000 such rows at national size, found here
    // instead of reading each of those rows to test is_critical (issue 26).
    index("resources_critical_idx").on(t.chapterId, t.isCritical, t.accessLevel),
    // The library's pages, most recently updated first: an administrator's walks this and stops
    // after a page instead of sorting all 20,000 resources (issue 26).
    // Walked backwards it is the list's order (updated_at desc, title asc), so no sort follows.
    index("resources_updated_idx").on(t.updatedAt, sql`${t.title} desc`),
  ],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    scope: text("scope", { enum: ANNOUNCEMENT_SCOPES }).notNull(),
    chapterId: text("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    postedById: nullableUserId("posted_by_id"),
    sendEmail: integer("send_email", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("announcements_created_idx").on(t.createdAt),
    index("announcements_chapter_idx").on(t.chapterId),
    // A member reads Global ones and their chapters': the counts and the list take the Global ones
    // from here and their chapters' from announcements_chapter_idx instead of scanning every row.
    index("announcements_scope_idx").on(t.scope, t.createdAt),
  ],
);

/** One row per time someone sent an announcement by email (who, when, how many). */
export const announcementSends = sqliteTable("announcement_sends", {
  id: id(),
  announcementId: belongsTo("announcement_id", () => announcements.id),
  sentById: nullableUserId("sent_by_id"),
  recipientCount: integer("recipient_count").notNull(),
  createdAt: createdAt(),
});

/**
 * Who has been emailed an announcement, for good: each person gets one copy however often it is
 * sent (a resend reaches only the audience members told of it by none). Kept apart from the message
 * queue, whose rows and dedupe keys retention deletes after 30 days (decision 037); goes with the
 * announcement, and with the person when they delete their account.
 */
export const announcementRecipients = sqliteTable(
  "announcement_recipients",
  {
    announcementId: belongsTo("announcement_id", () => announcements.id),
    userId: ownerId(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    // Deleting an account deletes its rows through this index (not a scan of every send).
    index("announcement_recipients_user_idx").on(t.userId),
  ],
);

export const waitlistEntries = sqliteTable(
  "waitlist_entries",
  {
    id: id(),
    /** Lower-cased and trimmed: one entry per address. */
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    city: text("city"),
    state: text("state"),
    interestLevel: text("interest_level", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull().default("Active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("waitlist_created_idx").on(t.createdAt)],
);

export const roleRequests = sqliteTable(
  "role_requests",
  {
    id: id(),
    userId: ownerId(),
    requestedRole: text("requested_role", { enum: ROLES }).notNull(),
    justification: text("justification"),
    status: text("status", { enum: ROLE_REQUEST_STATUSES }).notNull().default("Pending"),
    /** Why an administrator turned it down: shown to the requester and in the email. */
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    reviewedAt: timestamp("reviewed_at"),
    reviewedById: nullableUserId("reviewed_by_id"),
  },
  (t) => [
    // One pending request per user and role.
    uniqueIndex("role_requests_one_pending_uq")
      .on(t.userId, t.requestedRole)
      .where(sql`status = 'Pending'`),
    index("role_requests_status_idx").on(t.status),
    // A member's own requests, newest first (Settings shows the latest decision).
    index("role_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A message sent to the network's administrators through /contact. Kept (not only mailed) so a
 * message is never lost when mail fails; the sender's account, if any, may be deleted later.
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    senderId: nullableUserId("sender_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: id(),
    actorId: nullableUserId("actor_id"),
    /** snake_case verb phrase: create_chapter, approve_membership, request_role ... */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /**
     * The chapter the row is about (an event's, a membership's ...), for the leaders' scoped audit log
     * and the chapter filter; null for network-wide and personal rows. Not a foreign key: the row
     * outlives its chapter.
     */
    chapterId: text("chapter_id"),
    /** The person the action was done to or for (whose credential, whose membership); see decision 025. */
    subjectId: nullableUserId("subject_id"),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // Every audit-log filter walks one of these newest first (rowid breaks ties, as in the cursor).
  (t) => [
    index("audit_logs_created_idx").on(t.createdAt),
    index("audit_logs_chapter_created_idx").on(t.chapterId, t.createdAt),
    // A leader's log filtered by action (a chapter's RSVPs among a network's): both equalities, in order.
    index("audit_logs_chapter_action_created_idx").on(t.chapterId, t.action, t.createdAt),
    index("audit_logs_actor_created_idx").on(t.actorId, t.createdAt),
    index("audit_logs_action_created_idx").on(t.action, t.createdAt),
    index("audit_logs_subject_created_idx").on(t.subjectId, t.createdAt),
  ],
);

/** Every outgoing mail: sent through SMTP when configured, else kept here and logged. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull().default("generic"),
    /** When set, a second send with the same key is a no-op (no doubled copies). */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: ["queued", "sent", "stored", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    index("outbox_status_idx").on(t.status),
    // The retention job deletes stored mail past its period, oldest first (decision 037).
    index("outbox_created_idx").on(t.createdAt),
    // Deleting an account removes the mail stored for its address (decision 030).
    index("outbox_to_idx").on(t.to),
  ],
);

/** The AI guide conversation kept for visitors without JS (cookie-identified). */
export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    visitorId: text("visitor_id").notNull(),
    isUser: integer("is_user", { mode: "boolean" }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_visitor_idx").on(t.visitorId, t.createdAt),
    // Everyone's expired messages go at each save (guide/conversation.server): by age, not a scan.
    index("chat_messages_created_idx").on(t.createdAt),
  ],
);

// ---- activations (call-outs) ------------------------------------------------------------------
export const ACTIVATION_KINDS = ["Drill", "Real"] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];
export const ACTIVATION_STATUSES = ["Open", "Closed"] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

/** A call-out of one chapter, for a drill or for real. Times are UTC instants. */
export const activations = sqliteTable(
  "activations",
  {
    id: id(),
    chapterId: chapterId(),
    kind: text("kind", { enum: ACTIVATION_KINDS }).notNull(),
    title: text("title").notNull(),
    /** The situation text: shown only to members who replied Available or Delayed. */
    details: text("details").notNull(),
    /** The staging location: shown only to members who replied Available or Delayed. */
    location: text("location").notNull(),
    reportAt: timestamp("report_at").notNull(),
    needed: integer("needed").notNull(),
    status: text("status", { enum: ACTIVATION_STATUSES }).notNull().default("Open"),
    /** Alert only members holding this credential type (filter built by the training-records work). */
    requiredCredentialTypeId: text("required_credential_type_id"),
    createdById: nullableUserId("created_by_id"),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at"),
    closedById: nullableUserId("closed_by_id"),
    /** Set once when the "still not checked out" alert went to the leaders (an hour after closing). */
    checkoutAlertAt: timestamp("checkout_alert_at"),
    /**
     * The number of the short code members can type in a text reply ("A7 1") when several call-outs
     * are open: the next number at creation (max + 1, read through the unique index), never reused.
     */
    shortNumber: integer("short_number"),
    /**
     * Bumped by every edit (staging location, report-by, needed, details): the change notices'
     * dedupe keys carry it (one notice per member per change), and an edit form posted against an
     * older revision is refused instead of silently undoing someone else's change.
     */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [
    uniqueIndex("activations_short_number_uq").on(t.shortNumber),
    index("activations_chapter_created_idx").on(t.chapterId, t.createdAt),
    index("activations_status_closed_idx").on(t.status, t.closedAt),
    // An administrator's activations list: the network's newest first, LIMIT before the figures.
    index("activations_created_idx").on(t.createdAt),
  ],
);

/**
 * One row per member alerted: their private reply link (token), their reply, and their time on
 * scene. checkedInAt/checkedOutAt become volunteer hours.
 */
export const activationResponses = sqliteTable(
  "activation_responses",
  {
    id: id(),
    activationId: activationId(),
    userId: ownerId(),
    /** 128+ random bits, base64url: the member's reply link /respond/<token>. */
    token: text("token").notNull().unique(),
    reply: text("reply", { enum: ACTIVATION_REPLIES }),
    etaMinutes: integer("eta_minutes"),
    /** Replied Available after the number needed was reached: kept in reserve. */
    standby: integer("standby", { mode: "boolean" }).notNull().default(false),
    /**
     * A Delayed responder counts toward the number needed only when this is set: by a leader's tap
     * on the roster, or kept from an Available reply that held a slot before it became Delayed.
     */
    countedIn: integer("counted_in", { mode: "boolean" }).notNull().default(false),
    firstRepliedAt: timestamp("first_replied_at"),
    repliedAt: timestamp("replied_at"),
    /** When the details (situation, staging location) were queued to this member, once. */
    detailsSentAt: timestamp("details_sent_at"),
    /** First time the member's reply page was viewed (delivery status "link opened"). */
    linkOpenedAt: timestamp("link_opened_at"),
    checkedInAt: timestamp("checked_in_at"),
    checkedOutAt: timestamp("checked_out_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("activation_responses_activation_user_uq").on(t.activationId, t.userId),
    index("activation_responses_user_idx").on(t.userId),
    // The reply figures of running activations (the overview, the activations list) read from the
    // index alone, without each response row: 1.3 -> 0.85 ms for the 20 running at national size; a
    // 2,000-member call-out's inserts and `npm run bench -- callout` within the noise with it
    // (docs/performance.md, seventh session: heavy pages).
    index("activation_responses_figures_idx").on(t.activationId, t.reply, t.standby, t.countedIn, t.firstRepliedAt),
  ],
);

/** Updates a leader posted during an activation (sent to responders or to everyone alerted). */
export const activationUpdates = sqliteTable(
  "activation_updates",
  {
    id: id(),
    activationId: activationId(),
    message: text("message").notNull(),
    audience: text("audience", { enum: ["Responders", "Everyone"] }).notNull(),
    postedById: nullableUserId("posted_by_id"),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("activation_updates_activation_idx").on(t.activationId, t.createdAt)],
);

/**
 * "person": one named person (a backup leader, or a member), `target_id` their user id; a wave set
 * with several named people is stored as one row per person (docs/decisions/026, amendment).
 */
export const WAVE_TARGETS = ["nonResponders", "chapter", "credential", "leaders", "person"] as const;
export type WaveTarget = (typeof WAVE_TARGETS)[number];
export const WAVE_STATUSES = ["pending", "sent", "stopped"] as const;
export type WaveStatus = (typeof WAVE_STATUSES)[number];

/**
 * Follow-ups of an activation: the escalation waves a leader set when creating it (due `afterMinutes`
 * after creation, run by the delivery worker's job loop; see activation-escalation.server.ts), and
 * every "resend to non-responders" a leader pressed (`afterMinutes` null, run at once). A row is the
 * record of what was sent: the roster lists them, the audit log has one row per run.
 */
export const activationWaves = sqliteTable(
  "activation_waves",
  {
    id: id(),
    activationId: activationId(),
    /** Null for a resend a leader pressed on the roster. */
    afterMinutes: integer("after_minutes"),
    target: text("target", { enum: WAVE_TARGETS }).notNull(),
    /** The chapter, credential type or user of a "chapter", "credential" or "person" wave. */
    targetId: text("target_id"),
    dueAt: timestamp("due_at").notNull(),
    status: text("status", { enum: WAVE_STATUSES }).notNull().default("pending"),
    /** Why a wave did not send: "needed" (enough Available) or "closed" (stood down). */
    stoppedReason: text("stopped_reason"),
    ranAt: timestamp("ran_at"),
    ranById: nullableUserId("ran_by_id"),
    /** Members it reached, and the messages it queued. */
    recipients: integer("recipients").notNull().default(0),
    queued: integer("queued").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The job's "what is due" query.
    index("activation_waves_due_idx").on(t.status, t.dueAt),
    index("activation_waves_activation_idx").on(t.activationId, t.dueAt),
  ],
);

/**
 * One period on scene: a check-in and, once it happens, its check-out, with who recorded each and
 * how (the member's link, a leader's roster). A responder checked in again after a check-out gets a
 * new period, so hours are the sum of the periods, never first-in to last-out across a break; an
 * undone mis-tap reopens the last one. The ICS-211 check-in list, the ICS-214 activity log, the
 * hours ledger and the cost-share export read these (docs/decisions/024).
 */
export const onScenePeriods = sqliteTable(
  "on_scene_periods",
  {
    id: id(),
    activationId: activationId(),
    responseId: belongsTo("response_id", () => activationResponses.id),
    userId: ownerId(),
    checkedInAt: timestamp("checked_in_at").notNull(),
    checkedInById: nullableUserId("checked_in_by_id"),
    /** "link" (the member), "roster" (a leader); null for periods carried over from before this table. */
    checkedInVia: text("checked_in_via"),
    checkedOutAt: timestamp("checked_out_at"),
    checkedOutById: nullableUserId("checked_out_by_id"),
    checkedOutVia: text("checked_out_via"),
  },
  (t) => [
    index("on_scene_periods_activation_idx").on(t.activationId, t.checkedInAt),
    index("on_scene_periods_response_idx").on(t.responseId, t.checkedInAt),
    index("on_scene_periods_user_idx").on(t.userId, t.checkedInAt),
  ],
);

/** "push": Web Push to a browser a member subscribed (`to` is the push_subscriptions row id). */
export const MESSAGE_CHANNELS = ["email", "sms", "push"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/** A message's stand-in on the member's other channel (message_queue.fallback). */
export interface FallbackMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
}

/**
 * Messages waiting for the background worker (app/jobs): queued in the same transaction as the
 * change that causes them, claimed atomically by one worker, retried with backoff.
 */
export const messageQueue = sqliteTable(
  "message_queue",
  {
    id: id(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** An email address or a phone number. */
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    kind: text("kind").notNull().default("generic"),
    activationId: text("activation_id").references(() => activations.id, { onDelete: "cascade" }),
    userId: nullableUserId("user_id"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at")
      .notNull()
      .$defaultFn(() => new Date()),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at"),
    lastError: text("last_error"),
    /** When set, queueing a second message with the same key is a no-op (no doubled copies). */
    dedupeKey: text("dedupe_key"),
    /**
     * The same message for the member's other channel, queued if this one fails for good (or keeps
     * failing): set only when the other channel was not used already (see messagesFor).
     */
    fallback: text("fallback", { mode: "json" }).$type<FallbackMessage>(),
    /** The failed message this one replaces on another channel (delivery status "fell back"). */
    fallbackOf: text("fallback_of"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    uniqueIndex("message_queue_dedupe_idx").on(t.dedupeKey),
    index("message_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("message_queue_activation_idx").on(t.activationId),
    // No index by user: deleting an account (decision 030) is the only read by user_id, and an index
    // of a million random ids would cost every queued message (a call-out's send, a network-wide
    // announcement) an extra page write, roughly tripling the send's time holding the write lock
    // (measured, docs/performance.md fifth session). The deletion removes the person's still
    // waiting messages through message_queue_due_idx, then their delivered ones after its commit.
    // What the retention job may delete, oldest first: delivered or failed messages of no
    // activation (an activation's rows are its delivery record; decision 037). Partial, so the
    // activation rows it keeps are never walked again, and only a row's move to sent or failed
    // writes to it.
    index("message_queue_done_idx")
      .on(t.createdAt)
      .where(sql`activation_id IS NULL AND status IN ('sent', 'failed')`),
  ],
);

/**
 * A browser (phone, laptop) a member allowed to show notifications: the push service's endpoint and
 * the keys its payloads are encrypted with. Removed when the push service answers 404/410.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: ownerId(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Secrets the server makes for itself on first start and keeps (the VAPID key pair for Web Push). */
export const serverSecrets = sqliteTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export type Activation = typeof activations.$inferSelect;
export type ActivationResponse = typeof activationResponses.$inferSelect;
export type QueuedMessage = typeof messageQueue.$inferSelect;
export type ActivationWave = typeof activationWaves.$inferSelect;

/**
 * rate-limiter-flexible's SQLite store (app/utils/rate-limit.server.ts), in the layout that library
 * reads and writes: points used in the window and when the window ends (ms since the epoch).
 */
export const rateLimiterBuckets = sqliteTable(
  "rate_limiter_buckets",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: integer("expire"),
  },
  // The library deletes windows that ended an hour ago, every five minutes per limit and process
  // (`DELETE … WHERE expire < ?`): a search, not a scan of every client's bucket under the write
  // lock (a flood from many addresses fills this table). Its price: the library's upsert sets
  // `expire` on every counted request (to itself within a window), one small index write each.
  (t) => [index("rate_limiter_buckets_expire_idx").on(t.expire)],
);

/**
 * One row (id 1) that SQLite triggers bump whenever public content changes (chapters, memberships,
 * events; migrations/0005_content_version_triggers.sql). The server's response cache compares it to
 * tell whether a kept anonymous page is still current (docs/decisions/008).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  value: integer("value").notNull().default(0),
});

/**
 * Network-wide totals that would otherwise cost a scan per view (the admin overview's Active
 * Members, the Members page's tab counts): kept by SQLite triggers in the same transaction as every
 * write to the counted table, so they are exact and no code path can forget them
 * (migrations/0017_national_scale.sql, docs/decisions/018-national-scale-on-one-machine.md). Names: `memberships.<status>`,
 * `memberships.leaders` (approved leader memberships), `members.active` (people with at least one
 * approved membership, each counted once), `waitlist.total` and `waitlist.interest.<value>`.
 */
export const networkCounters = sqliteTable("network_counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/**
 * The waitlist export's days (UTC, `created_at / 86400000` truncated): how many entries each day
 * holds and a version that SQLite triggers move in the writing transaction on every insert, update
 * and delete of an entry of that day (migration 0046). The export keeps each run of days compressed
 * and reuses it while the versions of its days are unchanged, in any process (docs/decisions/046).
 */
export const waitlistExportDays = sqliteTable("waitlist_export_days", {
  day: integer("day").primaryKey(),
  version: integer("version").notNull().default(0),
  entries: integer("entries").notNull().default(0),
});

// ---- training records (issue 17): credentials, attendance, volunteer hours ---------------------

/** The credential catalogue admins edit (seeded in a migration). */
export const credentialTypes = sqliteTable("credential_types", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description"),
  /** Months a credential stays valid from its issue date; null when it does not expire. */
  validityMonths: integer("validity_months"),
  /** Days before expiry when a credential counts as Expiring. */
  renewalWindowDays: integer("renewal_window_days").notNull().default(60),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(100),
  createdAt: createdAt(),
});

/**
 * A member's credential. Status (Pending, Valid, Expiring, Expired, Rejected) is computed from
 * these columns and today's date, never stored. Dates are calendar dates (YYYY-MM-DD).
 */
export const credentials = sqliteTable(
  "credentials",
  {
    id: id(),
    userId: ownerId(),
    credentialTypeId: text("credential_type_id")
      .notNull()
      .references(() => credentialTypes.id, { onDelete: "restrict" }),
    issuedOn: text("issued_on").notNull(),
    expiresOn: text("expires_on"),
    certificateNumber: text("certificate_number"),
    /** Stored file name under UPLOADS_DIR (random), with what the member uploaded. */
    proofKey: text("proof_key"),
    proofName: text("proof_name"),
    proofType: text("proof_type"),
    proofSize: integer("proof_size"),
    /** "member" or "api" (recorded by the member), "attendance" (a leader recorded training attendance), "leader" (a leader recorded it for the member, decision 032). */
    source: text("source", { enum: ["member", "attendance", "api", "leader"] })
      .notNull()
      .default("member"),
    sourceEventId: text("source_event_id").references(() => events.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at"),
    verifiedById: nullableUserId("verified_by_id"),
    rejectedAt: timestamp("rejected_at"),
    rejectedById: nullableUserId("rejected_by_id"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // Covering for the readiness grid (a chapter's ~1,700 credentials read by member): the columns a
    // status is computed from ride in the index, so no row is looked up in the table (migration 0035).
    index("credentials_user_type_idx").on(t.userId, t.credentialTypeId, t.expiresOn, t.verifiedAt, t.rejectedAt),
    index("credentials_expires_idx").on(t.expiresOn),
    // The review queue, oldest first: only the pending ones (tens of thousands of 300,000 at national size).
    index("credentials_pending_idx")
      .on(t.createdAt)
      .where(sql`verified_at IS NULL AND rejected_at IS NULL`),
    // A leader's review queue: their members' pending credentials, each member's in the queue's order,
    // with what the order's ties need (migration 0053; listPendingReviews picks the page's rowids here).
    index("credentials_pending_user_idx")
      .on(t.userId, t.createdAt, t.credentialTypeId, t.expiresOn)
      .where(sql`verified_at IS NULL AND rejected_at IS NULL`),
    // Attendance at one event gives one credential, however often the roster is saved.
    uniqueIndex("credentials_user_event_uq").on(t.userId, t.sourceEventId),
  ],
);

/** Each expiry reminder sent: at most one per credential, kind and expiry date. */
export const credentialReminders = sqliteTable(
  "credential_reminders",
  {
    id: id(),
    credentialId: belongsTo("credential_id", () => credentials.id),
    /** "60d", "30d", "7d" or "0d" (the day it expires). */
    kind: text("kind").notNull(),
    expiresOn: text("expires_on").notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex("credential_reminders_uq").on(t.credentialId, t.kind, t.expiresOn)],
);

/** An event's training settings: the credential it trains for and its self check-in code. */
export const eventTraining = sqliteTable("event_training", {
  eventId: text("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  credentialTypeId: text("credential_type_id").references(() => credentialTypes.id, { onDelete: "set null" }),
  checkInCode: text("check_in_code").notNull().unique(),
  updatedAt: updatedAt(),
});

/** Who came to an event. Hours: the event's length unless a leader set `hours`. */
export const eventAttendance = sqliteTable(
  "event_attendance",
  {
    id: id(),
    eventId: eventId(),
    userId: ownerId(),
    method: text("method", { enum: ["roster", "kiosk", "code"] }).notNull(),
    recordedById: nullableUserId("recorded_by_id"),
    hours: real("hours"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("event_attendance_event_user_uq").on(t.eventId, t.userId),
    index("event_attendance_user_idx").on(t.userId),
  ],
);

export const SERVICE_STATUSES = REVIEW_STATUSES;
export type ServiceStatus = ReviewStatus;

/** Service a member logs themselves (outreach, drills elsewhere...), approved by a leader. */
export const serviceHours = sqliteTable(
  "service_hours",
  {
    id: id(),
    userId: ownerId(),
    chapterId: chapterId(),
    servedOn: text("served_on").notNull(),
    activity: text("activity").notNull(),
    hours: real("hours").notNull(),
    note: text("note"),
    status: text("status", { enum: SERVICE_STATUSES }).notNull().default("Pending"),
    reviewedById: nullableUserId("reviewed_by_id"),
    reviewedAt: timestamp("reviewed_at"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_hours_user_idx").on(t.userId, t.servedOn),
    index("service_hours_chapter_idx").on(t.chapterId, t.status),
  ],
);

// Offline go-kit (issue 19) ------------------------------------------------------------------

/** A member's own household emergency plan: one row per user, readable only by them. */
export const householdPlans = sqliteTable("household_plans", {
  userId: userKey(),
  meetingPlaceNear: text("meeting_place_near"),
  meetingPlaceAway: text("meeting_place_away"),
  outOfAreaContactName: text("out_of_area_contact_name"),
  outOfAreaContactPhone: text("out_of_area_contact_phone"),
  medicalNotes: text("medical_notes"),
  updatedAt: updatedAt(),
});

/**
 * Keys of forms already applied (a form queued offline may be replayed more than once): a repeat
 * of (user, key) is recognised and not applied again.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: ownerId(),
    key: text("key").notNull(),
    action: text("action").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Single-use links sent by email (a password reset, later an address check). Only a SHA-256 of the
 * token is stored: a copy of the database does not hold a usable link. A row is spent (`usedAt`)
 * when its link is used; a new link for the same purpose replaces the user's unused ones.
 */
export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "verify_email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: id(),
    userId: ownerId(),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
    // The retention job deletes links past their expiry, used or not (decision 037).
    index("account_tokens_expires_idx").on(t.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Chapter = typeof chapters.$inferSelect;
/** What every chapter card, list row and API answer shows, with the approved-member count. */
export type ChapterSummary = Pick<
  Chapter,
  "id" | "name" | "slug" | "description" | "city" | "state" | "regionCode" | "status"
> & { memberCount: number };
export type Membership = typeof memberships.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Rsvp = typeof rsvps.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type RoleRequest = typeof roleRequests.$inferSelect;
export type AuditLog = typeof auditLogs.$inferSelect;
