import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { deleteInBatches, type BatchOptions } from "~/db/batch-delete.server";
import { db, type DB } from "~/db/client.server";
import { accountTokens, users, type AccountTokenPurpose } from "~/db/schema";

/**
 * The emailed single-use links of an account (password reset, address check: decisions 015, 023).
 * A link's token is 32 random bytes (base64url); only its SHA-256 is stored. A new link of a
 * purpose replaces the account's unused one; spending one is a conditional UPDATE, so of two
 * requests racing with one link only one wins.
 */

/** The SHA-256 under which an emailed link's token is stored. */
export function hashAccountToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

type Tx = Pick<DB, "insert" | "delete">;

function deleteUnused(tx: Pick<DB, "delete">, userId: string, purpose: AccountTokenPurpose) {
  tx.delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .run();
}

/** A new link for the account (the unused one of the same purpose goes), in the caller's transaction; returns its token. */
export function issueAccountToken(tx: Tx, userId: string, purpose: AccountTokenPurpose, ttlMs: number, now: Date) {
  const token = crypto.randomBytes(32).toString("base64url");
  deleteUnused(tx, userId, purpose);
  tx.insert(accountTokens)
    .values({
      userId,
      purpose,
      tokenHash: hashAccountToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
    .run();
  return token;
}

/** The live (unspent, unexpired) link of this purpose with its account's address, or null. */
export function findLiveAccountToken(token: string, purpose: AccountTokenPurpose, now: Date) {
  if (!token || token.length > 100) return null;
  return (
    db
      .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashAccountToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .get() ?? null
  );
}

/**
 * Spends a found link inside the caller's transaction and deletes the account's other unused links
 * of that purpose; false when another request spent it first (the caller refuses).
 */
export function spendAccountToken(
  tx: Pick<DB, "update" | "delete">,
  found: { id: string; userId: string },
  purpose: AccountTokenPurpose,
  now: Date,
) {
  const spent = tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, found.id), isNull(accountTokens.usedAt)))
    .run();
  if (spent.changes !== 1) return false;
  deleteUnused(tx, found.userId, purpose);
  return true;
}

/**
 * Deletes links past their expiry, used or not: nothing reads one then (a link is looked up only
 * while live), and a spent link would otherwise stay for good. Run by the retention job in small
 * batches (account_tokens_expires_idx; decision 037).
 */
export function pruneExpiredAccountTokens(now = new Date(), options?: BatchOptions) {
  return deleteInBatches("account_tokens", "expires_at < ?", [now.getTime()], options);
}
