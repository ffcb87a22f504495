import type { ActionFunctionArgs } from "@remix-run/node";
import { appBaseUrl } from "~/messaging/links.server";
import { validTwilioSignature } from "~/messaging/twilio-signature.server";
import { replyBySms } from "~/models/activation-sms-reply.server";

/**
 * POST /sms/inbound: the SMS provider's webhook in the Twilio shape (form-encoded `From`, `Body`,
 * signed in X-Twilio-Signature with SMS_AUTH_TOKEN over the URL it called and the sorted parameters).
 * A forged or missing signature is a 403 with nothing read further. The answer is TwiML: one
 * <Message> the provider texts back (the confirmation, or a polite word to an unknown number, for
 * which nothing is recorded). No session and no Origin: the request guard lets a form post without
 * them through, and the signature is what authenticates it.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const form = await request.formData().catch(() => null);
  if (!form) return new Response("Bad request", { status: 400 });
  const params = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
  // The URL the provider called: APP_URL's origin when set (behind a proxy), else the request's.
  const url = `${appBaseUrl(request)}${new URL(request.url).pathname}`;
  const token = process.env.SMS_AUTH_TOKEN?.trim() ?? "";
  if (!validTwilioSignature(token, url, params, request.headers.get("X-Twilio-Signature"))) {
    return new Response("Forbidden", { status: 403 });
  }
  const from = String(form.get("From") ?? "").slice(0, 40);
  const body = String(form.get("Body") ?? "").slice(0, 1600);
  const outcome = replyBySms({ from, body, baseUrl: appBaseUrl(request) });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${xml(outcome.text)}</Message></Response>`,
    {
      headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
    },
  );
}

export async function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}

function xml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}
