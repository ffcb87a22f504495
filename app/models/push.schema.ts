import { z } from "zod";

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it (the settings page's script
 * posts it to /api/push-subscriptions): the push service's endpoint and the two keys its payloads
 * are encrypted with.
 */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Push services are https; plain http is accepted on loopback only (tests, local development). */
function isPushEndpoint(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
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
