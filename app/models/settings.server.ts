import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { sessions, userSettings, users } from "~/db/schema";
import { DEFAULT_TIMEZONE, safeTimeZone } from "~/utils/time-zone";
import { writeAudit, type AuditInput } from "./audit.server";
import { hashPassword, verifyPassword } from "./user.server";

/** A user's own settings: profile, notification switches, preferences, password. */

export type UserSettings = typeof userSettings.$inferSelect;
export type NotificationSettings = Pick<
  UserSettings,
  "emailNotifications" | "smsNotifications" | "eventReminders" | "announcementNotifications"
>;
export type Preferences = { theme: "system" | "light" | "dark"; language: "en" | "es" | "fr"; timezone: string };

/**
 * The signed-in actor's own settings row, created with the defaults when missing (accounts made before
 * settings). Nobody reads another person's settings through this: the row is the actor's by construction.
 */
export function getSettings(actor: Pick<Actor, "id">): UserSettings {
  const userId = actor.id;
  const row = db.select().from(userSettings).where(eq(userSettings.userId, userId)).get();
  if (row) return row;
  return (
    db.insert(userSettings).values({ userId }).onConflictDoNothing().returning().get() ??
    db.select().from(userSettings).where(eq(userSettings.userId, userId)).get()!
  );
}

/** The timezone dashboard dates are shown in; the default for visitors and unknown users. */
// Read by most signed-in pages (every date they show): prepared once (decision 038).
const timezoneStatement = preparedOnce(() =>
  db
    .select({ timezone: userSettings.timezone })
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder("userId")))
    .prepare(),
);

export function getTimezone(userId: string | null | undefined) {
  if (!userId) return DEFAULT_TIMEZONE;
  const row = timezoneStatement().get({ userId });
  return safeTimeZone(row?.timezone);
}

function ensureRow(tx: Pick<typeof db, "insert">, userId: string) {
  tx.insert(userSettings).values({ userId }).onConflictDoNothing().run();
}

export function updateProfile(
  userId: string,
  input: { displayName: string; phone: string | null; bio: string | null },
) {
  return db.transaction((tx) => {
    const updated = tx
      .update(users)
      .set({ displayName: input.displayName, phone: input.phone, bio: input.bio, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, displayName: users.displayName, phone: users.phone, bio: users.bio })
      .get();
    writeAudit(tx, {
      actorId: userId,
      action: "update_profile",
      targetType: "user",
      targetId: userId,
      metadata: { title: input.displayName },
    });
    return updated;
  });
}

export function updateNotifications(userId: string, input: NotificationSettings) {
  return updateSettingsRow(userId, input, "update_notification_settings");
}

export function updatePreferences(userId: string, input: Preferences) {
  return updateSettingsRow(userId, { ...input, timezoneSource: "chosen" as const }, "update_preferences");
}

/**
 * A member whose zone is still a guess (no script at sign-up, no choice in settings) takes the zone
 * of the first chapter they ask to join: where they will train is the best clue to where they live.
 */
export function adoptChapterTimeZone(tx: Pick<typeof db, "update">, userId: string, chapterTimeZone: string) {
  tx.update(userSettings)
    .set({ timezone: chapterTimeZone, timezoneSource: "chapter", updatedAt: new Date() })
    .where(and(eq(userSettings.userId, userId), eq(userSettings.timezoneSource, "guess")))
    .run();
}

/** Writes one settings tab into the user's row (created when missing) and audits it, in one transaction. */
function updateSettingsRow(
  userId: string,
  input: NotificationSettings | (Preferences & { timezoneSource: "chosen" }),
  action: AuditInput["action"],
) {
  return db.transaction((tx) => {
    ensureRow(tx, userId);
    const updated = tx
      .update(userSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(userSettings.userId, userId))
      .returning()
      .get();
    writeAudit(tx, {
      actorId: userId,
      action,
      targetType: "user",
      targetId: userId,
      metadata: { ...input },
    });
    return updated;
  });
}

export const WRONG_PASSWORD = "Current password is incorrect";

/**
 * Changes the password after checking the current one, and ends every other session of the user
 * (other browsers and API tokens), keeping `keepSessionId` (the one making the change).
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
  keepSessionId: string | null,
) {
  const row = db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword)))
    throw invalid(WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
  const passwordHash = await hashPassword(input.newPassword);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).run();
    tx.delete(sessions)
      .where(
        keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
      )
      .run();
    writeAudit(tx, { actorId: userId, action: "change_password", targetType: "user", targetId: userId });
  });
}
