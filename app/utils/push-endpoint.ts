/**
 * The one exception to "a push endpoint is a public push service": the tests' stand-in push service,
 * plain http on loopback, accepted only outside production or where PUSH_LOOPBACK_ENDPOINTS=1 (the
 * e2e servers). Read by the subscription schema (models/push.schema) and by the sender's address
 * check (messaging/push-destination.server), so both allow exactly the same thing. No imports.
 */

export const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

export function pushLoopbackAllowed() {
  return process.env.PUSH_LOOPBACK_ENDPOINTS === "1" || process.env.NODE_ENV !== "production";
}

/** `http://127.0.0.1:<port>/…` (or localhost, [::1]) where the stand-in is allowed. */
export function isLoopbackStandIn(url: URL) {
  return pushLoopbackAllowed() && url.protocol === "http:" && LOOPBACK_HOSTS.includes(url.hostname.toLowerCase());
}
