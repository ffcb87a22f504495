import crypto from "node:crypto";

/**
 * The signature Twilio puts in X-Twilio-Signature on a webhook: HMAC-SHA1, keyed by the account's
 * auth token, of the full URL it called followed by every POST parameter's name and value, sorted
 * by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>) {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([k, v]) => k + v).join("");
  return crypto.createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether `signature` is the one Twilio would send for this request (compared in constant time). */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  signature: string | null,
) {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
