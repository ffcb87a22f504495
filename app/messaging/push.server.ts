import type * as WebPush from "web-push";
import { lazyRequire } from "~/utils/lazy-require.server";
import { assertPublicPushDestination } from "./push-destination.server";
import { DeliveryError } from "./types";

/**
 * Web Push (RFC 8030/8291/8292). The `web-push` package builds the request: the payload encrypted
 * for the browser's keys (aes128gcm) and the VAPID signature for the push service's origin. We send
 * it with fetch, as the SMS provider is sent, so the timeout and error handling are the same and a
 * test can stand up the push service as a plain HTTP server on loopback (web-push's own sender
 * speaks https only). A 404 or 410 means the subscription is gone for good (`PushGoneError`); 429,
 * 5xx and network errors are retried like any delivery. Before sending, the endpoint's host is
 * resolved and refused when it points into a private network (push-destination.server).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The notification a call-out shows (read by public/sw.js): the reply link opens on a tap; on an
 * alert the actions post the reply to that link with one tap.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string | null;
  tag: string;
  actions: Array<{ action: "Available" | "Unavailable"; title: string }>;
  /** What the notification says after an action's reply was recorded, or failed. */
  done: { ok: string; failed: string };
}

export class PushGoneError extends DeliveryError {
  constructor(status: number) {
    super(`Push subscription gone (${status})`, true);
    this.name = "PushGoneError";
  }
}

/** How long a push service keeps an undelivered call-out (a phone off for longer gets email/SMS). */
const TTL_SECONDS = 60 * 60;

/** Loaded with the first push sent (utils/lazy-require.server.ts). */
const webpush = lazyRequire<typeof WebPush>("web-push");

export async function sendWebPush(target: PushTarget, payload: string, vapid: VapidKeys, timeoutMs = 15_000) {
  let request: ReturnType<typeof WebPush.generateRequestDetails>;
  try {
    request = webpush().generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
    );
  } catch (error) {
    // Keys the browser gave that cannot be encrypted for: no retry will change that.
    throw new DeliveryError(`Push not encrypted: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  await assertPublicPushDestination(request.endpoint);
  let res: Response;
  try {
    res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`Push service unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (res.ok) return;
  if (res.status === 404 || res.status === 410) throw new PushGoneError(res.status);
  const text = (await res.text().catch(() => "")).slice(0, 200);
  // Other 4xx (bad payload, bad key) will not change on a retry; 429 and 5xx may.
  const permanent = res.status >= 400 && res.status < 500 && res.status !== 429;
  throw new DeliveryError(`Push service answered ${res.status}${text ? `: ${text}` : ""}`, permanent);
}
