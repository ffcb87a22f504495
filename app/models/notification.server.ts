import crypto from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Statement } from "better-sqlite3";
import { db, sqlite } from "~/db/client.server";
import { selectWithUser } from "~/db/query.server";
import { announcementSends, memberships, userSettings, users } from "~/db/schema";
import { env } from "~/utils/env.server";
import { queueMail, type MailMessage } from "~/models/mail.server";
import type { Actor } from "~/access/actor.server";
import { refusal } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { writeAudit } from "./audit.server";

/**
 * Who gets notification emails, and the record of each send. Every audience honours each user's
 * settings: email notifications on and announcement notifications on (both default on).
 */

export interface Recipient {
  userId: string;
  email: string;
  displayName: string;
  /** Their saved language: the product's own text of an email is in it (null: English). */
  language?: Lang | null;
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  displayName: users.displayName,
  language: userSettings.language,
};

// A missing settings row means the defaults, which are on.
const optedIn = sql`coalesce(${userSettings.emailNotifications}, 1) = 1 and coalesce(${userSettings.announcementNotifications}, 1) = 1`;

/** Approved members (any membership role) of the chapter, or every account for Global; opted-in only. */
export function resolveAnnouncementAudience(target: {
  scope: "Global" | "Chapter";
  chapterId: string | null;
}): Recipient[] {
  if (target.scope === "Global") {
    return db
      .select(recipientColumns)
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(optedIn)
      .orderBy(asc(users.email))
      .all();
  }
  if (!target.chapterId) return [];
  return selectWithUser(memberships, recipientColumns)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(memberships.chapterId, target.chapterId), eq(memberships.status, "Approved"), optedIn))
    .orderBy(asc(users.email))
    .all();
}

function appLink(path: string) {
  return env.appUrl ? `${env.appUrl.replace(/\/+$/, "")}${path}` : null;
}

function footer(t: ReturnType<typeof serverT>) {
  const settings = appLink("/dashboard/settings");
  return [
    "",
    "--",
    t("email.footer.why"),
    settings ? t("email.footer.changeAt", { link: settings }) : t("email.footer.turnOff"),
  ].join("\n");
}

export interface AnnouncementForMail {
  id: string;
  title: string;
  body: string;
  scope: "Global" | "Chapter";
  chapterId: string | null;
  chapterName: string | null;
  posterName: string | null;
}

export interface SendResult {
  /** Opted-in people in the audience right now. */
  audience: number;
  /** Copies newly sent by this call. */
  sent: number;
  /** Audience members who already had this announcement (a resend never doubles a copy). */
  alreadySent: number;
}

/** The announcement's title and body as its author wrote them; the product's text around them in the recipient's language. */
export function announcementMessage(a: AnnouncementForMail, to: Recipient): MailMessage {
  const t = serverT(to.language ?? "en");
  const source =
    a.scope === "Global" ? t("email.announcement.network") : (a.chapterName ?? t("email.announcement.yourChapter"));
  const link = appLink("/dashboard/announcements");
  const text = [
    t("email.greeting", { name: to.displayName }),
    "",
    a.title,
    "",
    a.body,
    "",
    t("email.announcement.postedBy", {
      poster: a.posterName ?? t("email.announcement.someLeader"),
      audience: a.scope === "Global" ? t("email.announcement.wholeNetwork") : source,
    }),
    link ? t("email.announcement.readIt", { link }) : null,
    footer(t),
  ]
    .filter((l) => l !== null)
    .join("\n");
  return {
    to: to.email,
    subject: `[${source}] ${a.title}`,
    text,
    kind: "announcement",
    // Their copy goes with their account (decision 030 deletes the queue's rows by user).
    userId: to.userId,
    // One copy per announcement and person: `emailAnnouncement` queues it only for people not yet
    // told (a record kept for good); the key also stops a double in the queue itself.
    dedupeKey: `announcement:${a.id}:${to.userId}`,
  };
}

// Prepared once per connection (tests reopen the database), like the queue's insert: a Global
// announcement marks every account, one row each.
const markToldStatements = new WeakMap<object, Statement<unknown[]>>();

/**
 * Records that the person has been emailed the announcement; false when they already had been. The
 * record is kept for good (`announcement_recipients`), not in the queue, whose rows and dedupe keys
 * retention deletes after 30 days (decision 037): a resend months later still tells only the people
 * told of it by none.
 */
function markTold(announcementId: string, userId: string, at: Date) {
  const connection = sqlite();
  let statement = markToldStatements.get(connection);
  if (!statement) {
    statement = connection.prepare(
      `insert into announcement_recipients (announcement_id, user_id, created_at) values (?, ?, ?)
       on conflict (announcement_id, user_id) do nothing`,
    );
    markToldStatements.set(connection, statement);
  }
  return statement.run(announcementId, userId, at.getTime()).changes === 1;
}

/**
 * Emails an announcement to its audience, each person once however often it is sent (the ones
 * already told are recorded, `markTold`), and records the send (who, when, how many) with an audit
 * row, all in one transaction. The caller checks the sender's permission first.
 */
export async function emailAnnouncement(sender: Actor, a: AnnouncementForMail): Promise<SendResult> {
  const audience = resolveAnnouncementAudience(a);
  const now = new Date();
  const sent = db.transaction((tx) => {
    const untold = audience.filter((r) => markTold(a.id, r.userId, now));
    const queued = untold.length
      ? queueMail(
          untold.map((r) => announcementMessage(a, r)),
          now,
        )
      : 0;
    tx.insert(announcementSends).values({ announcementId: a.id, sentById: sender.id, recipientCount: queued }).run();
    writeAudit(tx, {
      actorId: sender.id,
      action: "send_announcement_email",
      targetType: "announcement",
      targetId: a.id,
      metadata: {
        title: a.title,
        ...(a.chapterName ? { chapterName: a.chapterName } : {}),
        audience: audience.length,
        sent: queued,
      },
    });
    return queued;
  });
  return { audience: audience.length, sent, alreadySent: audience.length - sent };
}

/** The last send of each announcement: when and how many copies in total. */
export function getSendSummaries(announcementIds: string[]) {
  const out = new Map<string, { sends: number; recipients: number; lastSentAt: Date }>();
  if (!announcementIds.length) return out;
  const rows = db
    .select({
      announcementId: announcementSends.announcementId,
      sends: sql<number>`count(*)`,
      recipients: sql<number>`sum(${announcementSends.recipientCount})`,
      lastSentAt: sql<number>`max(${announcementSends.createdAt})`,
    })
    .from(announcementSends)
    .where(inArray(announcementSends.announcementId, announcementIds))
    .groupBy(announcementSends.announcementId)
    .all();
  for (const r of rows) {
    out.set(r.announcementId, {
      sends: Number(r.sends),
      recipients: Number(r.recipients ?? 0),
      lastSentAt: new Date(Number(r.lastSentAt)),
    });
  }
  return out;
}

/**
 * The people a sender may email directly: every account for a global admin, the approved members
 * of the chapters they lead for a leader. Opted-in only.
 */
export function directAudience(sender: Actor): Recipient[] {
  const led = ledChapterScope(sender);
  if (led === "all") return resolveAnnouncementAudience({ scope: "Global", chapterId: null });
  if (!led.length) return [];
  const rows = selectWithUser(memberships, recipientColumns)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(inArray(memberships.chapterId, led), eq(memberships.status, "Approved"), optedIn))
    .all();
  return [...new Map(rows.map((r) => [r.userId, r])).values()];
}

/**
 * `POST /api/notifications/email` with explicit recipients. Admins and leaders only; every
 * recipient must be an account inside the sender's audience (else 403, nothing sent). People who
 * turned announcement emails off are skipped. Sending the same subject and body again to the same
 * person is a no-op (within the queue's 30-day retention, decision 037).
 */
export async function sendNotificationEmail(
  sender: Actor,
  input: { recipients: string[]; subject: string; body: string },
): Promise<SendResult & { skipped: number }> {
  assertCan(sender, "email.send", null, "Only chapter leaders and administrators can send email.");
  const wanted = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()))];
  const known = new Map(
    (wanted.length
      ? db
          .select(recipientColumns)
          .from(users)
          .leftJoin(userSettings, eq(userSettings.userId, users.id))
          .where(inArray(users.email, wanted))
          .all()
      : []
    ).map((u) => [u.email, u]),
  );
  const allowed = new Map(directAudience(sender).map((r) => [r.email, r]));
  // Opted-out people inside the audience are skipped quietly; anyone outside it refuses the send.
  const outside = wanted.filter((email) => {
    const user = known.get(email);
    if (!user) return true;
    if (allowed.has(email)) return false;
    return !isInSendersReach(sender, user.userId);
  });
  if (outside.length) {
    const english = `${outside.length} recipient(s) are not members of your audience.`;
    throw refusal("forbidden", english, "validation.count-recipients-are-not-members-of-your-audience", {
      count: outside.length,
    });
  }
  const targets = wanted.map((e) => allowed.get(e)).filter((r): r is Recipient => !!r);
  const digest = crypto.createHash("sha256").update(`${input.subject}\n${input.body}`).digest("hex").slice(0, 32);
  const sent = targets.length
    ? await queueMail(
        targets.map((r) => ({
          to: r.email,
          subject: input.subject,
          // The sender's text as written; the footer is the product's, in the recipient's language.
          text: `${input.body}\n${footer(serverT(r.language ?? "en"))}`,
          kind: "announcement",
          userId: r.userId,
          dedupeKey: `notification:${digest}:${r.userId}`,
        })),
      )
    : 0;
  db.transaction((tx) =>
    writeAudit(tx, {
      actorId: sender.id,
      action: "send_notification_email",
      targetType: "email",
      metadata: { title: input.subject, audience: targets.length, sent },
    }),
  );
  return {
    audience: targets.length,
    sent,
    alreadySent: targets.length - sent,
    skipped: wanted.length - targets.length,
  };
}

/** Whether the user is in the sender's audience regardless of their email settings. */
function isInSendersReach(sender: Actor, userId: string) {
  const led = ledChapterScope(sender);
  if (led === "all") return true;
  if (!led.length) return false;
  return !!db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.chapterId, led), eq(memberships.status, "Approved")))
    .get();
}
