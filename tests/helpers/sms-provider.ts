import crypto from "node:crypto";
import { twilioSignature } from "~/messaging/twilio-signature.server";
import { E2E_SMS_AUTH_TOKEN } from "./e2e-slots";

/**
 * The SMS provider's side of a text reply, on loopback: what Twilio does when a member texts the
 * alert number back. It posts the message to the app's webhook (`POST /sms/inbound`) form-encoded,
 * with the fields Twilio sends, signed in X-Twilio-Signature with the auth token the app is
 * configured with (SMS_AUTH_TOKEN: the e2e servers get E2E_SMS_AUTH_TOKEN, the bench its own), and
 * reads the TwiML the app answers: the text the provider would send back to the member.
 */
export { E2E_SMS_AUTH_TOKEN };

export interface InboundText {
  status: number;
  contentType: string | null;
  /** The raw answer (TwiML on success). */
  body: string;
  /** The text of the answer's <Message>, XML entities read back; null when there is none. */
  message: string | null;
}

/** The fields Twilio posts for an incoming SMS (its "Messaging webhook" request). */
export function twilioInboundFields(from: string, body: string): Record<string, string> {
  return {
    ToCountry: "US",
    ToState: "TX",
    SmsMessageSid: `SM${crypto.randomBytes(16).toString("hex")}`,
    NumMedia: "0",
    FromCountry: "US",
    SmsSid: `SM${crypto.randomBytes(16).toString("hex")}`,
    SmsStatus: "received",
    Body: body,
    To: "+15005550006",
    NumSegments: "1",
    MessageSid: `SM${crypto.randomBytes(16).toString("hex")}`,
    AccountSid: "AC00000000000000000000000000000000",
    From: from,
    ApiVersion: "2010-04-01",
  };
}

/**
 * Texts the app as the provider would: `from` is the member's number, `body` what they typed. The
 * signature covers the exact URL posted to and every field (the server reads the same ones back);
 * `signature` replaces it (a forgery), `authToken` signs with another account's token.
 */
export async function textTheApp(
  baseUrl: string,
  from: string,
  body: string,
  opts: { signature?: string; authToken?: string; fields?: Record<string, string> } = {},
): Promise<InboundText> {
  const url = `${baseUrl}/sms/inbound`;
  const form = new URLSearchParams(opts.fields ?? twilioInboundFields(from, body));
  // Signed over what the server will read: the fields as they come out of the encoded body.
  const read = [...new URLSearchParams(form.toString()).entries()];
  const signature = opts.signature ?? twilioSignature(opts.authToken ?? E2E_SMS_AUTH_TOKEN, url, read);
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature,
      "User-Agent": "TwilioProxy/1.1",
    },
    body: form,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const m = /<Message>([\s\S]*?)<\/Message>/.exec(text);
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    body: text,
    message: m ? unescapeXml(m[1]!) : null,
  };
}

function unescapeXml(s: string) {
  return s.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) =>
    e === "lt" ? "<" : e === "gt" ? ">" : e === "amp" ? "&" : e === "apos" ? "'" : '"',
  );
}

/** A phone number no other test's member has: +1 737 then seven random digits, and how it may be typed. */
export function uniquePhone() {
  const n = crypto.randomInt(0, 10_000_000).toString().padStart(7, "0");
  return { e164: `+1737${n}`, typed: `(737) ${n.slice(0, 3)}-${n.slice(3)}` };
}
