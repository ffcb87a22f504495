import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { INTEREST_LEVEL_OPTIONS } from "../models/waitlist.options";

/** Every table of the product. Timestamps are UTC milliseconds (Date in JS). */

export const ROLES = ["GlobalAdmin", "ChapterLeader", "Member"] as const;
export type Role = (typeof ROLES)[number];
export const CHAPTER_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];
export const MEMBERSHIP_ROLES = ["Leader", "Member"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
export const MEMBERSHIP_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const RSVP_STATUSES = ["Confirmed", "Maybe", "Declined"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const ACCESS_LEVELS = ["Member", "Leader", "Admin"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const ANNOUNCEMENT_SCOPES = ["Global", "Chapter"] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];
export const WAITLIST_STATUSES = ["Active", "Notified", "Converted"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const ROLE_REQUEST_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];
// One list, kept where the browser can import it without pulling in Drizzle.
export const INTEREST_LEVELS = INTEREST_LEVEL_OPTIONS;
export type InterestLevel = (typeof INTEREST_LEVELS)[number]["value"];

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

export const users = sqliteTable("users", {
  id: id(),
  /** Always stored lower-cased and trimmed, so the unique constraint is case-folded. */
  email: text("email").notNull().unique(),
  displayName: text("display_name").notNull(),
  phone: text("phone"),
  bio: text("bio"),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const userSettings = sqliteTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
  smsNotifications: integer("sms_notifications", { mode: "boolean" }).notNull().default(false),
  eventReminders: integer("event_reminders", { mode: "boolean" }).notNull().default(true),
  announcementNotifications: integer("announcement_notifications", { mode: "boolean" })
    .notNull()
    .default(true),
  theme: text("theme", { enum: ["light", "dark"] }).notNull().default("light"),
  language: text("language", { enum: ["en", "es", "fr"] }).notNull().default("en"),
  timezone: text("timezone").notNull().default("America/New_York"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** Random 256-bit id; the browser cookie or the API bearer token carries it. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["browser", "api"] }).notNull().default("browser"),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
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
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedById: text("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("chapters_status_idx").on(t.status),
    // Radius search: the bounding box is answered from this index alone (it covers every column the
    // candidate query reads, so the few hundred rows of a 100-mile box need no table lookups).
    index("chapters_geo_idx").on(t.latitude, t.longitude, t.status, t.id, t.name),
    index("chapters_state_city_idx").on(t.state, t.city),
    index("chapters_name_idx").on(t.name),
  ],
);

export const memberships = sqliteTable(
  "memberships",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull().default("Member"),
    status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull().default("Pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedById: text("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("memberships_user_chapter_uq").on(t.userId, t.chapterId),
    index("memberships_chapter_status_idx").on(t.chapterId, t.status),
  ],
);

export const events = sqliteTable(
  "events",
  {
    id: id(),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    startAt: integer("start_at", { mode: "timestamp_ms" }).notNull(),
    endAt: integer("end_at", { mode: "timestamp_ms" }),
    locationText: text("location_text").notNull(),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_chapter_start_idx").on(t.chapterId, t.startAt),
    index("events_start_idx").on(t.startAt),
  ],
);

export const rsvps = sqliteTable(
  "rsvps",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: RSVP_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex("rsvps_event_user_uq").on(t.eventId, t.userId)],
);

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
    version: integer("version").notNull().default(1),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index("resources_access_idx").on(t.accessLevel), index("resources_chapter_idx").on(t.chapterId)],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    scope: text("scope", { enum: ANNOUNCEMENT_SCOPES }).notNull(),
    chapterId: text("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    postedById: text("posted_by_id").references(() => users.id, { onDelete: "set null" }),
    sendEmail: integer("send_email", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("announcements_created_idx").on(t.createdAt), index("announcements_chapter_idx").on(t.chapterId)],
);

/** One row per time someone sent an announcement by email (who, when, how many). */
export const announcementSends = sqliteTable("announcement_sends", {
  id: id(),
  announcementId: text("announcement_id")
    .notNull()
    .references(() => announcements.id, { onDelete: "cascade" }),
  sentById: text("sent_by_id").references(() => users.id, { onDelete: "set null" }),
  recipientCount: integer("recipient_count").notNull(),
  createdAt: createdAt(),
});

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
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index("waitlist_created_idx").on(t.createdAt)],
);

export const roleRequests = sqliteTable(
  "role_requests",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedRole: text("requested_role", { enum: ROLES }).notNull(),
    justification: text("justification"),
    status: text("status", { enum: ROLE_REQUEST_STATUSES }).notNull().default("Pending"),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedById: text("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One pending request per user and role.
    uniqueIndex("role_requests_one_pending_uq")
      .on(t.userId, t.requestedRole)
      .where(sql`status = 'Pending'`),
    index("role_requests_status_idx").on(t.status),
  ],
);

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: id(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** snake_case verb phrase: create_chapter, approve_membership, request_role ... */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_logs_created_idx").on(t.createdAt)],
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
    status: text("status", { enum: ["queued", "sent", "stored", "failed"] }).notNull().default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("outbox_status_idx").on(t.status)],
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
  (t) => [index("chat_messages_visitor_idx").on(t.visitorId, t.createdAt)],
);

/** Fixed-window counters for rate limits; survives restarts and is shared across processes. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at").notNull(),
});

export type User = typeof users.$inferSelect;
export type Chapter = typeof chapters.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Rsvp = typeof rsvps.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type RoleRequest = typeof roleRequests.$inferSelect;
export type AuditLog = typeof auditLogs.$inferSelect;
