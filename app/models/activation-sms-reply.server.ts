import { and, desc, eq, isNotNull, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activationResponses, activations, userSettings, users } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, type Lang } from "~/i18n/config";
import { toE164 } from "~/messaging/sms.server";
import { withoutDrillMarker } from "~/utils/activation-format";
import type { ReplyInput } from "./activation.schema";
import { toGsm7 } from "./activation-messages";
import { replyByToken } from "./activation-reply.server";

/**
 * Activations, reply by text (issue 30 item 3): a member without a data signal answers the alert by
 * SMS ("1", "yes", "sí", "oui": Available; "2 20": Delayed, ETA 20 minutes; "3", "no": Unavailable),
 * optionally after the activation's short code ("A7 1") when several call-outs are open. The number
 * the text came from is matched to the member's phone; the reply is recorded through the member's
 * own link, as if they had tapped it. The answer is the confirmation text, in the member's language.
 */

export interface ParsedSmsReply {
  shortNumber: number | null;
  reply: ReplyInput | null;
}

const AVAILABLE = new Set(["1", "yes", "y", "si", "oui", "available", "disponible"]);
const UNAVAILABLE = new Set(["3", "no", "n", "non", "unavailable"]);
const DELAYED = new Set(["2", "delayed", "late", "retard", "tarde"]);

/** Reads a text reply; `reply` null when the words are not one of the answers. */
export function parseSmsReply(body: string): ParsedSmsReply {
  const words = body
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let shortNumber: number | null = null;
  const code = /^a(\d{1,9})$/.exec(words[0] ?? "");
  if (code) {
    shortNumber = Number(code[1]);
    words.shift();
  }
  const [word, eta] = words;
  if (!word) return { shortNumber, reply: null };
  if (AVAILABLE.has(word)) return { shortNumber, reply: { reply: "Available", etaMinutes: null } };
  if (UNAVAILABLE.has(word)) return { shortNumber, reply: { reply: "Unavailable", etaMinutes: null } };
  if (DELAYED.has(word)) {
    const minutes = Number(eta);
    if (Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)
      return { shortNumber, reply: { reply: "Delayed", etaMinutes: minutes } };
  }
  return { shortNumber, reply: null };
}

export type SmsReplyOutcome =
  | { kind: "recorded"; activationId: string; userId: string; reply: ReplyInput["reply"]; text: string }
  | { kind: "unknown" | "unclear" | "noMatch"; text: string };

/** The open call-outs whose alert went to this phone number, newest first. */
function openResponsesFor(from: string) {
  const e164 = toE164(from);
  const digits = e164.replace(/\D/g, "");
  if (digits.length < 7) return [];
  // The stored number may be typed any way ("(512) 555-0142"): narrow by its last four digits, then
  // compare the E.164 forms.
  return db
    .select({
      token: activationResponses.token,
      userId: users.id,
      phone: users.phone,
      lang: userSettings.language,
      activationId: activations.id,
      shortNumber: activations.shortNumber,
      title: activations.title,
    })
    .from(activations)
    .innerJoin(activationResponses, eq(activationResponses.activationId, activations.id))
    .innerJoin(users, eq(users.id, activationResponses.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(activations.status, "Open"), isNotNull(users.phone), like(users.phone, `%${digits.slice(-4)}`)))
    .orderBy(desc(activations.createdAt))
    .all()
    .filter((r) => r.phone && toE164(r.phone) === e164);
}

const codeOf = (n: number | null) => (n ? `A${n}` : "");

/** Records a text reply and says what to answer. Nothing is recorded for an unknown number. */
export function replyBySms(input: { from: string; body: string; baseUrl: string; now?: Date }): SmsReplyOutcome {
  const candidates = openResponsesFor(input.from);
  const lang: Lang = candidates[0]?.lang ?? DEFAULT_LANGUAGE;
  const t = serverT(lang);
  const text = (key: string, vars?: Record<string, string | number>) => toGsm7(t(key, vars));
  if (!candidates.length) return { kind: "unknown", text: text("activations.sms.unknown") };
  const parsed = parseSmsReply(input.body);
  const target =
    parsed.shortNumber !== null ? candidates.find((c) => c.shortNumber === parsed.shortNumber) : candidates[0];
  if (!target) return { kind: "noMatch", text: text("activations.sms.noMatch", { code: codeOf(parsed.shortNumber) }) };
  const vars = { code: codeOf(target.shortNumber), title: withoutDrillMarker(target.title) };
  if (!parsed.reply) return { kind: "unclear", text: text("activations.sms.unclear", vars) };
  replyByToken(target.token, parsed.reply, { baseUrl: input.baseUrl, now: input.now, via: "sms" });
  const key =
    parsed.reply.reply === "Available"
      ? "activations.sms.available"
      : parsed.reply.reply === "Delayed"
        ? "activations.sms.delayed"
        : "activations.sms.unavailable";
  return {
    kind: "recorded",
    activationId: target.activationId,
    userId: target.userId,
    reply: parsed.reply.reply,
    text: text(key, { ...vars, eta: parsed.reply.etaMinutes ?? 0 }),
  };
}
