import { and, eq } from "drizzle-orm";
import type { Statement } from "better-sqlite3";
import type * as WebPush from "web-push";
import type { Actor } from "~/access/actor.server";
import { assertCan } from "~/access/rules.server";
import { db, sqlite } from "~/db/client.server";
import { pushSubscriptions, serverSecrets } from "~/db/schema";
import type { VapidKeys } from "~/messaging/push.server";
import { lazyRequire } from "~/utils/lazy-require.server";
import { writeAudit } from "./audit.server";
import type { PushSubscriptionInput } from "./push.schema";

/**
 * Web Push, the third channel of a call-out (docs/decisions/034): the browsers members allowed to
 * show notifications (only their own, `push.subscribe`), and the server's VAPID key pair, from the
 * environment or made at first start and kept in `server_secrets`, so every process and every
 * restart signs with the same key (a new key would orphan every subscription made with the old).
 */

const VAPID_SECRET = "vapid";

/** Loaded when the first VAPID pair is made (utils/lazy-require.server.ts). */
const webpush = lazyRequire<typeof WebPush>("web-push");

/** The keys, and the connection the stored pair was read on (none when they came from the environment). */
let cached: { keys: VapidKeys; connection: object | null } | null = null;

/** The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the stored pair (made once). */
export function vapidKeys(): VapidKeys {
  // A stored pair belongs to its database: a new connection (a test's other file) reads its own.
  if (cached && (cached.connection === null || cached.connection === sqlite())) return cached.keys;
  const subject = process.env.VAPID_SUBJECT || "mailto:noreply@cert-chapters.invalid";
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY, subject };
    cached = { keys, connection: null };
    return keys;
  }
  const read = () =>
    db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, VAPID_SECRET)).get();
  if (!read()) {
    // Two processes starting together may both make a pair: the first insert wins, both read it back.
    db.insert(serverSecrets)
      .values({ name: VAPID_SECRET, value: JSON.stringify(webpush().generateVAPIDKeys()) })
      .onConflictDoNothing()
      .run();
  }
  const stored = JSON.parse(read()!.value) as { publicKey: string; privateKey: string };
  const keys = { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  cached = { keys, connection: sqlite() };
  return keys;
}

/** The key a browser subscribes with (public: it is in the settings page). */
export function vapidPublicKey() {
  return vapidKeys().publicKey;
}

/** Forgets the cached keys (tests that change the environment or reopen the database). */
export function resetVapidKeys() {
  cached = null;
}

/** Keeps this browser's subscription for the member (the same endpoint again is updated, not doubled). */
export function savePushSubscription(actor: Actor, input: PushSubscriptionInput) {
  assertCan(actor, "push.subscribe", { userId: actor.id });
  return db.transaction((tx) => {
    const known = tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).get();
    // The settings card confirms its browser's subscription on every visit: nothing new, nothing written.
    if (known && known.userId === actor.id && known.p256dh === input.keys.p256dh && known.auth === input.keys.auth) {
      return { id: known.id, devices: countPushDevices(tx, actor.id) };
    }
    const row = tx
      .insert(pushSubscriptions)
      .values({ userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        // A browser that was someone else's subscription (a shared phone, signed in as another
        // member) now notifies the member who subscribed it last, and only them.
        target: pushSubscriptions.endpoint,
        set: { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth },
      })
      .returning()
      .get();
    writeAudit(tx, {
      actorId: actor.id,
      action: "subscribe_push",
      targetType: "user",
      targetId: actor.id,
      metadata: { pushService: new URL(row.endpoint).host },
    });
    return { id: row.id, devices: countPushDevices(tx, actor.id) };
  });
}

/** Forgets this browser's subscription, if it is the member's own. Returns how many were removed. */
export function removePushSubscription(actor: Actor, endpoint: string) {
  assertCan(actor, "push.subscribe", { userId: actor.id });
  return db.transaction((tx) => {
    const removed = tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)))
      .returning({ id: pushSubscriptions.id })
      .all().length;
    if (removed) {
      writeAudit(tx, {
        actorId: actor.id,
        action: "unsubscribe_push",
        targetType: "user",
        targetId: actor.id,
        metadata: { pushService: new URL(endpoint).host },
      });
    }
    return { removed, devices: countPushDevices(tx, actor.id) };
  });
}

function countPushDevices(tx: Pick<typeof db, "select">, userId: string) {
  return tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .all().length;
}

/** How many browsers the member gets call-out notifications on (their settings page). */
export function countMyPushDevices(actor: Actor) {
  assertCan(actor, "push.subscribe", { userId: actor.id });
  return countPushDevices(db, actor.id);
}

// Prepared once per connection (tests reopen the database): a call-out of 2,000 members asks 2,000
// times while it queues, inside its transaction (push_subscriptions_user_idx).
const idsStatements = new WeakMap<object, Statement<[string], { id: string }>>();

/** The subscriptions a member's call-out messages go to. */
export function pushSubscriptionIdsOf(userId: string): string[] {
  const connection = sqlite();
  let statement = idsStatements.get(connection);
  if (!statement) {
    statement = connection.prepare<[string], { id: string }>("select id from push_subscriptions where user_id = ?");
    idsStatements.set(connection, statement);
  }
  return statement.all(userId).map((r) => r.id);
}

/** For the delivery worker: the subscription a push message goes to. */
export function findPushSubscription(id: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).get() ?? null;
}

/** The push service said this subscription is gone (404/410): forget it. */
export function forgetPushSubscription(id: string) {
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
}
