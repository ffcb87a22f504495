import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accountTokens, sessions, users } from "~/db/schema";
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

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = "This reset link is invalid, expired or already used. Ask for a new one.";

export function hashAccountToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/**
 * Queues a reset email when an account has this address (in the same transaction as its token, so
 * the answer never waits for SMTP and takes as long either way) and says whether one was queued.
 * The caller's answer must not depend on that.
 */
export function requestPasswordReset(email: string, baseUrl: string, now = new Date()) {
  const user = getUserByEmail(email);
  if (!user) return false;
  const token = crypto.randomBytes(32).toString("base64url");
  const t = serverT(getLanguagePreference(user.id)?.language ?? "en");
  const link = `${baseUrl}/auth/reset-password/${token}`;
  const body = [
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
    tx.delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, "password_reset"),
          isNull(accountTokens.usedAt),
        ),
      )
      .run();
    tx.insert(accountTokens)
      .values({
        userId: user.id,
        purpose: "password_reset",
        tokenHash: hashAccountToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      })
      .run();
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
  if (!token || token.length > 100) return null;
  return (
    db
      .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashAccountToken(token)),
          eq(accountTokens.purpose, "password_reset"),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .get() ?? null
  );
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
    const spent = tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, found.id), isNull(accountTokens.usedAt)))
      .run();
    if (spent.changes !== 1) throw invalid(INVALID_RESET_LINK);
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId)).run();
    tx.delete(sessions).where(eq(sessions.userId, found.userId)).run();
    tx.delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, found.userId),
          eq(accountTokens.purpose, "password_reset"),
          isNull(accountTokens.usedAt),
        ),
      )
      .run();
    writeAudit(tx, { actorId: found.userId, action: "reset_password", targetType: "user", targetId: found.userId });
  });
  return found.userId;
}
