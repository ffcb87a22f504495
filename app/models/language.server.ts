import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import type { Lang } from "~/i18n/config";
import { writeAudit } from "./audit.server";

/**
 * The language and time zone a signed-in user reads the product in. A user without a settings row
 * has never chosen (null), so the `lng` cookie and Accept-Language still decide for them.
 */
export function getLanguagePreference(userId: string): { language: Lang; timezone: string } | null {
  return (
    db
      .select({ language: userSettings.language, timezone: userSettings.timezone })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .get() ?? null
  );
}

/** The footer switcher, used while signed in: saves the language as the user's preference. */
export function setLanguagePreference(userId: string, language: Lang) {
  db.transaction((tx) => {
    tx.insert(userSettings).values({ userId }).onConflictDoNothing().run();
    tx.update(userSettings).set({ language, updatedAt: new Date() }).where(eq(userSettings.userId, userId)).run();
    writeAudit(tx, {
      actorId: userId,
      action: "update_language",
      targetType: "user",
      targetId: userId,
      metadata: { language },
    });
  });
}

/** Languages of many users at once (emails go to each recipient in their own language). */
export function languagesOf(userIds: string[]): Map<string, Lang> {
  const out = new Map<string, Lang>();
  if (userIds.length === 0) return out;
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = db
      .select({ userId: userSettings.userId, language: userSettings.language })
      .from(userSettings)
      .where(inArray(userSettings.userId, userIds.slice(i, i + 500)))
      .all();
    for (const row of rows) out.set(row.userId, row.language);
  }
  return out;
}
