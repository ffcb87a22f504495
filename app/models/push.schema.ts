import { z } from "zod";
import { isLoopbackStandIn, LOOPBACK_HOSTS } from "~/utils/push-endpoint";

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it (the settings page's script
 * posts it to /api/push-subscriptions): the push service's endpoint and the two keys its payloads
 * are encrypted with.
 */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * The server POSTs to whatever endpoint a member gives, so the endpoint must look like a push
 * service: https to a named host (no IP literal, no localhost: not a way to make the server call
 * machines on its own network). Plain http on loopback only where PUSH_LOOPBACK_ENDPOINTS=1 (the
 * tests' stand-in push service) or outside production. A named host that resolves into a private
 * network is caught when sending (messaging/push-destination.server), where DNS is asked.
 */
function isPushEndpoint(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:") return !IP_LITERAL.test(host) && !LOOPBACK_HOSTS.includes(host) && host.includes(".");
  return isLoopbackStandIn(url);
}

export const PushEndpointSchema = z
  .string({ required_error: "A push subscription needs its endpoint" })
  .trim()
  .max(1000, "Not a push endpoint")
  .refine(isPushEndpoint, "Not a push endpoint");

export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object(
    {
      p256dh: z
        .string({ required_error: "Missing or malformed keys" })
        .max(200, "Missing or malformed keys")
        .regex(BASE64URL, "Missing or malformed keys"),
      auth: z
        .string({ required_error: "Missing or malformed keys" })
        .max(100, "Missing or malformed keys")
        .regex(BASE64URL, "Missing or malformed keys"),
    },
    { required_error: "Missing or malformed keys" },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });
