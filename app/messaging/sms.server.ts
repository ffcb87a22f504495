import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { DeliveryError, type OutgoingSms } from "./types";

/**
 * SMS: one provider interface. Without configuration the outbox provider keeps each text in the
 * outbox table (kind "sms:…", the phone number as recipient), as mail does without SMTP. With
 * SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM set, texts go to a provider speaking the Twilio REST
 * shape (most SMS gateways copy it): POST {SMS_PROVIDER_URL}/2010-04-01/Accounts/{sid}/Messages.json,
 * HTTP basic auth sid:token, form-encoded To, From, Body; 201 with `{ sid }` on success.
 */
export interface SmsProvider {
  readonly name: string;
  /** Resolves with the provider's message id; throws DeliveryError (permanent or retryable). */
  send(message: OutgoingSms): Promise<{ id: string | null }>;
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = "outbox";
  async send(message: OutgoingSms) {
    const row = db
      .insert(outbox)
      .values({ to: message.to, subject: "SMS", text: message.body, kind: `sms:${message.kind}`, status: "stored" })
      .returning({ id: outbox.id })
      .get();
    if (process.env.NODE_ENV !== "test") console.info(`[sms:outbox] to=${maskPhone(message.to)}`);
    return { id: row.id };
  }
}

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Milliseconds before a request is abandoned (and retried later). */
  timeoutMs?: number;
}

export class TwilioSmsProvider implements SmsProvider {
  readonly name = "twilio";
  constructor(private readonly config: TwilioConfig) {}

  async send(message: OutgoingSms) {
    const { baseUrl, accountSid, authToken, from } = this.config;
    const url = `${baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: from, Body: message.body }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new DeliveryError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const payload = (await res.json().catch(() => null)) as { sid?: unknown; message?: unknown; code?: unknown } | null;
    if (res.ok) return { id: typeof payload?.sid === "string" ? payload.sid : null };
    const detail = typeof payload?.message === "string" ? payload.message : res.statusText;
    // 400-class answers other than 408/429 mean the request itself is wrong (bad number, bad
    // credentials): retrying will not help. 429, 408 and 5xx are retried with backoff.
    const permanent = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
    throw new DeliveryError(`SMS provider answered ${res.status}: ${detail}`, permanent);
  }
}

/** The provider the environment asks for: Twilio-shaped when fully configured, else the outbox. */
export function smsProviderFromEnv(env: Record<string, string | undefined> = process.env): SmsProvider {
  const accountSid = env.SMS_ACCOUNT_SID?.trim();
  const authToken = env.SMS_AUTH_TOKEN?.trim();
  const from = env.SMS_FROM?.trim();
  if (accountSid && authToken && from) {
    return new TwilioSmsProvider({
      baseUrl: env.SMS_PROVIDER_URL?.trim() || "https://api.twilio.com",
      accountSid,
      authToken,
      from,
    });
  }
  return new OutboxSmsProvider();
}

/** Logs show only the last digits of a phone number. */
export function maskPhone(phone: string) {
  const digits = phone.replace(/\D/g, "");
  return digits.length > 4 ? `…${digits.slice(-4)}` : "…";
}

/**
 * A phone number as providers want it (E.164). Numbers typed with a leading + keep their country
 * code; 10 digits (or 11 starting with 1) are read as US numbers; anything else is sent as typed.
 */
export function toE164(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return trimmed;
}
