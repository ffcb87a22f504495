import { and, eq, isNull } from "drizzle-orm";
import { db, type DB } from "~/db/client.server";
import { users } from "~/db/schema";
import { findLiveAccountToken, issueAccountToken, spendAccountToken } from "./account-token.server";
import { forbidden, invalid, isAccessError } from "~/access/errors";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { writeAudit } from "./audit.server";
import { getLanguagePreference } from "./language.server";
import { enqueueMessages } from "./message-queue.server";
import { createUser, getUserByEmail, hashPassword } from "./user.server";

/**
 * Proving an email address (decision 023). A new account gets a link by email; whoever opens it and
 * confirms proves the address, and only then may the account ask to join a chapter. The link is a
 * 256-bit random token of which only the SHA-256 is stored (`account_tokens`, purpose
 * `verify_email`), good once and for 24 hours; asking again replaces the unused one.
 */

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const INVALID_VERIFY_LINK =
  "This confirmation link is invalid, expired or already used. Sign in and ask for a new one.";
export const CONFIRM_EMAIL_FIRST =
  "Confirm your email address before joining a chapter: open the link we emailed you, or ask for a new one.";

type Tx = Pick<DB, "insert" | "delete">;

/** The confirmation email and its token, written with the caller's transaction (the account's creation or a resend). */
export function queueAddressCheck(
  tx: Tx,
  user: { id: string; email: string; displayName: string },
  baseUrl: string,
  lang: Lang,
  now = new Date(),
) {
  const token = issueAccountToken(tx, user.id, "verify_email", VERIFY_LINK_TTL_MS, now);
  const t = serverT(lang);
  const body = [
    t("admin.mail.greeting", { name: user.displayName }),
    "",
    t("auth.mail.verifyAsked"),
    "",
    `${baseUrl}/auth/verify-email/${token}`,
    "",
    t("auth.mail.verifyOnce"),
    t("auth.mail.verifyIgnore"),
    "",
    "--",
    t("admin.mail.footer"),
  ].join("\n");
  enqueueMessages(
    tx,
    [
      {
        channel: "email",
        to: user.email,
        subject: t("auth.mail.verifySubject"),
        body,
        kind: "verify_email",
        userId: user.id,
      },
    ],
    now,
  );
}

/**
 * Someone registered with an address that already has an account. Instead of telling them so, the
 * owner is told, with the way back in if it was them (decision 023).
 */
export function queueRegisteredAgainNotice(
  user: { id: string; email: string; displayName: string },
  baseUrl: string,
  pageLang: Lang,
  now = new Date(),
) {
  const t = serverT(getLanguagePreference(user.id)?.language ?? pageLang);
  const body = [
    t("admin.mail.greeting", { name: user.displayName }),
    "",
    t("auth.mail.registeredAgain"),
    "",
    `${baseUrl}/auth/login`,
    "",
    t("auth.mail.registeredAgainReset"),
    "",
    `${baseUrl}/auth/forgot-password`,
    "",
    t("auth.mail.registeredAgainIgnore"),
    "",
    "--",
    t("admin.mail.footer"),
  ].join("\n");
  db.transaction((tx) => {
    enqueueMessages(
      tx,
      [
        {
          channel: "email",
          to: user.email,
          subject: t("auth.mail.registeredAgainSubject"),
          body,
          kind: "registered_again",
          userId: user.id,
        },
      ],
      now,
    );
    writeAudit(tx, { actorId: null, action: "register_existing_email", targetType: "user", targetId: user.id });
  });
}

/** Whether the account has proven its address. */
export function isEmailVerified(userId: string) {
  const row = db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).get();
  return !!row?.at;
}

/** Refuses (403) an account whose address is unproven: joining a chapter needs a proven address. */
export function assertEmailVerified(userId: string) {
  if (!isEmailVerified(userId)) throw forbidden(CONFIRM_EMAIL_FIRST);
}

/**
 * The signed-in owner asks for a new link ("Send the link again"). Says whether one was queued:
 * false when the address is proven already. Throttling is the flow's.
 */
export function resendAddressCheck(actor: { id: string }, baseUrl: string, pageLang: Lang, now = new Date()) {
  const user = db
    .select({ id: users.id, email: users.email, displayName: users.displayName, at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, actor.id))
    .get();
  if (!user || user.at) return false;
  const lang = getLanguagePreference(user.id)?.language ?? pageLang;
  db.transaction((tx) => {
    queueAddressCheck(tx, user, baseUrl, lang, now);
    writeAudit(tx, { actorId: user.id, action: "resend_email_check", targetType: "user", targetId: user.id });
  });
  return true;
}

function liveVerifyToken(token: string, now: Date) {
  return findLiveAccountToken(token, "verify_email", now);
}

/** The address a live link confirms (the page shows it before the button), or null. */
export function findVerifyEmailAddress(token: string, now = new Date()) {
  return liveVerifyToken(token, now)?.email ?? null;
}

/** Spends the link and marks its account's address proven, in one transaction; refuses a bad, expired or used link. */
export function confirmEmailAddress(token: string, now = new Date()) {
  const found = liveVerifyToken(token, now);
  if (!found) throw invalid(INVALID_VERIFY_LINK);
  db.transaction((tx) => {
    if (!spendAccountToken(tx, found, "verify_email", now)) throw invalid(INVALID_VERIFY_LINK);
    tx.update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, found.userId), isNull(users.emailVerifiedAt)))
      .run();
    writeAudit(tx, { actorId: found.userId, action: "verify_email", targetType: "user", targetId: found.userId });
  });
  return found.userId;
}

/**
 * Registration with one answer for every address (decision 023): a new address gets an unproven
 * account and its confirmation link; an address that has an account gets nothing created, the same
 * password hashing work, and (when `noticeAllowed` says so: a silent per-address throttle) a notice
 * to its owner. Nobody is signed in either way; the caller answers "check your email".
 */
export async function registerAccount(
  input: Omit<Parameters<typeof createUser>[0], "addressCheck" | "roles">,
  baseUrl: string,
  lang: Lang,
  noticeAllowed: (email: string) => Promise<boolean>,
) {
  const existing = getUserByEmail(input.email);
  if (!existing) {
    try {
      await createUser({
        ...input,
        addressCheck: (tx, user) => queueAddressCheck(tx, user, baseUrl, lang),
      });
      return "created" as const;
    } catch (error) {
      // The same address registered twice at once: the loser is answered like any taken address.
      if (!isAccessError(error) || error.kind !== "conflict") throw error;
    }
  } else {
    // The new account's path hashes a password; so does this one, so the two take as long.
    await hashPassword(input.password);
  }
  const owner = getUserByEmail(input.email);
  if (owner && (await noticeAllowed(owner.email))) queueRegisteredAgainNotice(owner, baseUrl, lang);
  return "existing" as const;
}
