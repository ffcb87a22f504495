import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { selectWithUser } from "~/db/query.server";
import { credentialReminders, credentials, credentialTypes, users } from "~/db/schema";
import { addDays, credentialTypeName, daysBetween, isoDay } from "~/models/credential.schema";
import type { Lang } from "~/i18n/config";
import { serverT } from "~/i18n/catalogue.server";
import { languagesOf } from "~/models/language.server";
import { queueMail } from "~/models/mail.server";

/**
 * Credential expiry reminders: 60, 30 and 7 days before a verified credential expires, and on the
 * day. Each is sent exactly once, however many processes run the job and however often:
 * the reminder row (UNIQUE credential, kind, expiry date) is inserted with ON CONFLICT DO NOTHING in
 * the same transaction that queues the email in the outbox, and the email is queued only when the
 * row was new. Keyed on the expiry date too, so a corrected expiry gets its own reminders; a
 * credential renewed by a newer verified one of the same type gets none.
 */

export const REMINDER_KINDS = [
  { kind: "60d", days: 60 },
  { kind: "30d", days: 30 },
  { kind: "7d", days: 7 },
  { kind: "0d", days: 0 },
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number]["kind"];

/** Days after expiry during which a missed "on the day" reminder is still sent (job down, restart). */
const CATCH_UP_DAYS = 3;

/**
 * The reminder due for a credential `daysLeft` days from expiry: the most urgent threshold it has
 * reached (a credential recorded 20 days out gets the 30-day one, not also the 60-day one).
 */
export function dueReminder(daysLeft: number): ReminderKind | null {
  if (daysLeft < -CATCH_UP_DAYS) return null;
  let due: ReminderKind | null = null;
  for (const r of REMINDER_KINDS) if (daysLeft <= r.days) due = r.kind;
  return due;
}

const REMINDER_KEYS = {
  days: { subject: "training.reminder.subjectDays", body: "training.reminder.bodyDays" },
  today: { subject: "training.reminder.subjectToday", body: "training.reminder.bodyToday" },
  expired: { subject: "training.reminder.subjectExpired", body: "training.reminder.bodyExpired" },
} as const;

export interface ReminderFacts {
  typeName: string;
  expiresOn: string;
  daysLeft: number;
  appUrl: string;
}

/**
 * A reminder in the recipient's language: a seeded credential name in it too, an administrator's own
 * name as written; the expiry date stays YYYY-MM-DD, as the member's records show it.
 */
export function reminderMessage(lang: Lang, { typeName, expiresOn, daysLeft, appUrl }: ReminderFacts) {
  const t = serverT(lang);
  const vars = { credential: credentialTypeName(t, typeName), date: expiresOn, count: daysLeft };
  const stage = daysLeft > 0 ? "days" : daysLeft === 0 ? "today" : "expired";
  const subject = t(REMINDER_KEYS[stage].subject, vars);
  const when = t(REMINDER_KEYS[stage].body, vars);
  const text = [
    when,
    "",
    t("training.reminder.renew"),
    `${appUrl}/dashboard/training`,
    "",
    t("training.reminder.alreadyRenewed"),
  ].join("\n");
  return { subject, text };
}

export interface ReminderRunResult {
  checked: number;
  queued: number;
}

/** Runs one pass for `now`. Safe to run concurrently and repeatedly. */
export async function runCredentialReminders(now: Date = new Date()): Promise<ReminderRunResult> {
  const today = isoDay(now);
  const horizon = addDays(today, 60);
  const earliest = addDays(today, -CATCH_UP_DAYS);
  // Verified, not rejected, expiring within 60 days (or just expired), and not renewed: no other
  // verified credential of the same type for the member that lasts longer (or never expires).
  const candidates = selectWithUser(credentials, {
    id: credentials.id,
    expiresOn: credentials.expiresOn,
    typeName: credentialTypes.name,
    userId: users.id,
    email: users.email,
  })
    .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId))
    .where(
      and(
        isNotNull(credentials.verifiedAt),
        isNull(credentials.rejectedAt),
        isNotNull(credentials.expiresOn),
        lte(credentials.expiresOn, horizon),
        sql`${credentials.expiresOn} >= ${earliest}`,
        sql`not exists (select 1 from credentials newer where newer.user_id = ${credentials.userId}
          and newer.credential_type_id = ${credentials.credentialTypeId} and newer.id <> ${credentials.id}
          and newer.verified_at is not null and newer.rejected_at is null
          and (newer.expires_on is null or newer.expires_on > ${credentials.expiresOn}))`,
      ),
    )
    .all();

  const appUrl = (process.env.APP_URL || "").replace(/\/$/, "");
  // Each member reads their reminder in their saved language (English when they never chose).
  const languages = languagesOf([...new Set(candidates.map((c) => c.userId))]);
  let queued = 0;
  for (const c of candidates) {
    const expiresOn = c.expiresOn!;
    const daysLeft = daysBetween(today, expiresOn);
    const kind = dueReminder(daysLeft);
    if (!kind) continue;
    db.transaction((tx) => {
      const inserted = tx
        .insert(credentialReminders)
        .values({ credentialId: c.id, kind, expiresOn, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: credentialReminders.id })
        .get();
      if (!inserted) return;
      // queueMail's own transaction nests here as a savepoint (better-sqlite3), so the queued
      // message commits or rolls back with the reminder row; the worker delivers it after the commit.
      const { subject, text } = reminderMessage(languages.get(c.userId) ?? "en", {
        typeName: c.typeName,
        expiresOn,
        daysLeft,
        appUrl,
      });
      queueMail([
        {
          to: c.email,
          subject,
          text,
          kind: "credential_reminder",
          dedupeKey: `credential-reminder:${c.id}:${kind}:${expiresOn}`,
          userId: c.userId,
        },
      ]);
      queued++;
    });
  }
  return { checked: candidates.length, queued };
}
