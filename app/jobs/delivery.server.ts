import crypto from "node:crypto";
import type { QueuedMessage } from "~/db/schema";
import { deliverEmail } from "~/messaging/email.server";
import { maskPhone, smsProviderFromEnv, type SmsProvider } from "~/messaging/sms.server";
import { PushGoneError, sendWebPush } from "~/messaging/push.server";
import { DeliveryError } from "~/messaging/types";
import { findPushSubscription, forgetPushSubscription, vapidKeys } from "~/models/push.server";
import { claimDueMessages, recordOutcomes, releaseStaleClaims, type Outcome } from "~/models/message-queue.server";

/**
 * The delivery worker: claims due rows of the message queue (atomically, see claimDueMessages),
 * sends them a few at a time, and on failure puts them back with exponential backoff
 * (base, 2×base, 4×base … capped) until MAX_ATTEMPTS, then marks them failed.
 */

export interface DeliveryOptions {
  workerId?: string;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
  sms?: SmsProvider;
  now?: () => Date;
}

export const DEFAULTS = {
  batchSize: 100,
  concurrency: 10,
  retryBaseMs: Number(process.env.DELIVERY_RETRY_BASE_MS) || 5_000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 8,
};

/** Delay before attempt n+1 after n failed attempts: base × 2^(n-1), capped. */
export function backoffMs(attempts: number, baseMs = DEFAULTS.retryBaseMs, maxMs = DEFAULTS.retryMaxMs) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const processWorkerId = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;

async function sendOne(message: QueuedMessage, sms: SmsProvider) {
  if (message.channel === "email") {
    await deliverEmail({
      to: message.to,
      subject: message.subject,
      text: message.body,
      kind: message.kind,
      dedupeKey: message.dedupeKey,
    });
  } else if (message.channel === "push") {
    const subscription = findPushSubscription(message.to);
    if (!subscription) throw new DeliveryError("Push subscription removed", true);
    try {
      await sendWebPush(subscription, message.body, vapidKeys());
    } catch (error) {
      // The browser unsubscribed or the push service dropped it: stop sending there.
      if (error instanceof PushGoneError) forgetPushSubscription(subscription.id);
      throw error;
    }
  } else {
    await sms.send({ to: message.to, body: message.body, kind: message.kind });
  }
}

/** One round: claim up to a batch, deliver, record. Returns how many were claimed and sent. */
export async function deliverDueMessages(options: DeliveryOptions = {}) {
  const workerId = options.workerId ?? processWorkerId;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const sms = options.sms ?? smsProviderFromEnv();
  const claimed = claimDueMessages(workerId, batchSize, now());
  // Outcomes are written together at the end of the round: one commit (one fsync) per batch instead
  // of one per message. A crash before that commit leaves the rows "sending" until releaseStale
  // puts them back, so a message may then go out twice; it is never lost.
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) {
      const message = claimed[next++]!;
      try {
        await sendOne(message, sms);
        outcomes.push({ id: message.id, sentAt: now() });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof DeliveryError && error.permanent;
        const retryAt =
          permanent || message.attempts >= maxAttempts
            ? null
            : new Date(now().getTime() + backoffMs(message.attempts, options.retryBaseMs, options.retryMaxMs));
        outcomes.push({ id: message.id, error: text, retryAt, attempts: message.attempts, at: now() });
        if (process.env.NODE_ENV !== "test") {
          const to = message.channel === "sms" ? maskPhone(message.to) : message.to;
          console.error(
            `[delivery] ${message.channel} to ${to} failed (attempt ${message.attempts}${retryAt ? ", will retry" : ", giving up"}): ${text}`,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
  const fallbacks = recordOutcomes(workerId, outcomes);
  const sent = outcomes.filter((o) => "sentAt" in o).length;
  return { claimed: claimed.length, sent, failed: outcomes.length - sent, fallbacks };
}

/**
 * Drains everything due now: rounds until a round claims less than a full batch and queued no
 * fallback (a failed message's stand-in on the other channel is due at once).
 */
export async function drainMessages(options: DeliveryOptions = {}) {
  const total = { claimed: 0, sent: 0, failed: 0 };
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  for (;;) {
    const round = await deliverDueMessages(options);
    total.claimed += round.claimed;
    total.sent += round.sent;
    total.failed += round.failed;
    if (round.claimed < batchSize && !round.fallbacks) return total;
  }
}

/** Claims older than this belong to a process that died mid-send: back to the queue. */
export const STALE_CLAIM_MS = 10 * 60_000;

export function releaseStale(now = new Date()) {
  return releaseStaleClaims(STALE_CLAIM_MS, now);
}
