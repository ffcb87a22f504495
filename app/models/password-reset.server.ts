import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { findLiveAccountToken, issueAccountToken, spendAccountToken } from "./account-token.server";
import { invalid } from "~/access/errors";
import { serverT } from "~/i18n/catalogue.server";
import { writeAudit } from "./audit.server";
import { getLanguagePreference } from "./language.server";
import { enqueueMessages } from "./message-queue.server";
import { getUserByEmail, hashPassword } from "./user.server";

/**
 * Password reset by email. Whoever holds the emailed link may set a new password: the link is the
 * proof, so these functions take no Actor. A link is a 256-bit random token of which only a SHA-256
 * is stored; it works once and for one hour; asking again replaces the unused one; using it ends
 * every session of the account. Throttling (per address and per account) is the flow's, above.
 */

export { hashAccountToken } from "./account-token.server";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = "This reset link is invalid, expired or already used. Ask for a new one.";

/**
 * Queues a reset email when an account has this address (in the same transaction as its token, so
 * the answer never waits for SMTP and takes as long either way) and says whether one was queued.
 * The caller's answer must not depend on that.
 */
export function requestPasswordReset(email: string, baseUrl: string, now = new Date()) {
  const user = getUserByEmail(email);
  if (!user) return false;
  const t = serverT(getLanguagePreference(user.id)?.language ?? "en");
  const mailBody = (link: string) =>
    [
      t("admin.mail.greeting", { name: user.displayName }),
      "",
      t("auth.mail.resetAsked"),
      "",
      link,
      "",
      t("auth.mail.resetOnce"),
      t("auth.mail.resetIgnore"),
      "",
      "--",
      t("admin.mail.footer"),
    ].join("\n");
  db.transaction((tx) => {
    const token = issueAccountToken(tx, user.id, "password_reset", RESET_LINK_TTL_MS, now);
    const body = mailBody(`${baseUrl}/auth/reset-password/${token}`);
    enqueueMessages(
      tx,
      [
        {
          channel: "email",
          to: user.email,
          subject: t("auth.mail.resetSubject"),
          body,
          kind: "password_reset",
          userId: user.id,
        },
      ],
      now,
    );
    // Nobody is signed in: the account is the one affected, and no one is its actor.
    writeAudit(tx, { actorId: null, action: "request_password_reset", targetType: "user", targetId: user.id });
  });
  return true;
}

function liveResetToken(token: string, now: Date) {
  return findLiveAccountToken(token, "password_reset", now);
}

/** The address a live link resets (the page shows it, and password managers file the new password under it), or null. */
export function findPasswordResetEmail(token: string, now = new Date()) {
  return liveResetToken(token, now)?.email ?? null;
}

/**
 * Sets the new password of the link's account, spends the link (and any other unused one), and
 * ends every session of that account, in one transaction; refuses a bad, expired or used link.
 */
export async function resetPassword(token: string, newPassword: string, now = new Date()) {
  const found = liveResetToken(token, now);
  if (!found) throw invalid(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword);
  db.transaction((tx) => {
    // Spend the link first: of two requests racing with one link, only one gets past this.
    if (!spendAccountToken(tx, found, "password_reset", now)) throw invalid(INVALID_RESET_LINK);
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId)).run();
    tx.delete(sessions).where(eq(sessions.userId, found.userId)).run();
    writeAudit(tx, { actorId: found.userId, action: "reset_password", targetType: "user", targetId: found.userId });
  });
  return found.userId;
}
