import { and, eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";

/** Keys are kept this long: far longer than a phone stays offline with a queued form. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A key a form carries (hidden input `idempotencyKey`): 16–100 characters of [A-Za-z0-9_-], else none. */
export function idempotencyKeyOf(formData: FormData): string | null {
  const value = formData.get("idempotencyKey");
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,100}$/.test(value) ? value : null;
}

/**
 * Runs `apply` once per (user, key): a form replayed from the offline queue (or posted twice) is
 * recognised and `apply` is skipped (`{ replayed: true }`). `apply` must be synchronous (the
 * models' better-sqlite3 transactions are), so nothing else runs between the check and the claim
 * in this process; the primary key settles a race between processes. A throw leaves the key
 * unclaimed, so a retry can still succeed.
 */
export function once<T>(
  userId: string,
  key: string | null,
  action: string,
  apply: () => T,
): { replayed: true } | { replayed: false; value: T } {
  if (key) {
    const seen = db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .get();
    if (seen) return { replayed: true };
  }
  const value = apply();
  if (key) {
    db.insert(idempotencyKeys).values({ userId, key, action }).onConflictDoNothing().run();
    // Old keys go at the same time (cheap: indexed by created_at).
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
      .run();
  }
  return { replayed: false, value };
}
