import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import type { DB } from "~/db/client.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import {
  activationResponses,
  activations,
  chapters,
  userSettings,
  users,
  type Activation,
  type ActivationReply,
} from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, type Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { toE164 } from "~/messaging/sms.server";
import { withoutDrillMarker } from "~/utils/activation-format";
import type { ActivationFacts, ComposedMessage } from "./activation-messages";
import { enqueueMessages, type NewMessage } from "./message-queue.server";
import { pushSubscriptionIdsOf } from "./push.server";
import type { PushPayload } from "~/messaging/push.server";
import { safeTimeZone } from "~/utils/time-zone";

/**
 * Activations (call-outs): what every part of them shares. The model is split by concern:
 * activation-send (create, update, stand-down), activation-reply (the member's reply),
 * activation-roster (the roster, check-in/out), activation-escalation (what the worker sends on its
 * own: waves, the not-checked-out alert), activation-lists (the lists pages and the API show).
 * This file holds the chapter lookup, the recipients' contacts and how a message to them is queued,
 * and the guards: who may run an activation, which token is a reply link.
 */

export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

export const DEFAULT_ZONE = "America/New_York";

/**
 * A chapter's zone as stored, or the default when the runtime does not know it. Checked through
 * safeTimeZone, which remembers the names it tried: building an Intl.DateTimeFormat per row to
 * test a name cost about 1.5 ms per view of an administrator's overview (20 open call-outs).
 */
export function validZone(zone: unknown) {
  return typeof zone === "string" ? safeTimeZone(zone) : DEFAULT_ZONE;
}

export interface ActivationChapter {
  id: string;
  name: string;
  status: string;
  timeZone: string;
}

export const chapterColumns = {
  id: chapters.id,
  name: chapters.name,
  status: chapters.status,
  timeZone: chapters.timezone,
};

// The activation and its chapter are read by every roster view, its live poll and the API: prepared
// once (decision 038).
const lookups = preparedOnce(() => ({
  chapter: db
    .select(chapterColumns)
    .from(chapters)
    .where(eq(chapters.id, sql.placeholder("id")))
    .prepare(),
  activation: db
    .select()
    .from(activations)
    .where(eq(activations.id, sql.placeholder("id")))
    .prepare(),
}));

/** A chapter with its IANA zone: report-by times are read and shown in it. */
export function getActivationChapter(chapterId: string): ActivationChapter | null {
  const row = lookups().chapter.get({ id: chapterId });
  return row ? { ...row, timeZone: validZone(row.timeZone) } : null;
}

export interface Contact {
  userId: string;
  email: string;
  phone: string | null;
  sms: boolean;
  /** The member's language: every message they get is written in it (the leader's own text aside). */
  lang: Lang;
}

export const contactColumns = {
  userId: users.id,
  email: users.email,
  phone: users.phone,
  sms: sql<number>`coalesce(${userSettings.smsNotifications}, 0)`,
  lang: userSettings.language,
};

export function toContact(r: {
  userId: string;
  email: string;
  phone: string | null;
  sms: number;
  lang: Lang | null;
}): Contact {
  return { userId: r.userId, email: r.email, phone: r.phone, sms: !!r.sms, lang: r.lang ?? DEFAULT_LANGUAGE };
}

/**
 * Who an activation alerts: the approved members of the chapter (leaders included); when it

/** A server `t` per language, built once per call (a call-out of 2,000 members uses at most three). */
export function translators() {
  const made = new Map<Lang, TFunction>();
  return (lang: Lang) => {
    let t = made.get(lang);
    if (!t) made.set(lang, (t = serverT(lang)));
    return t;
  };
}

/**
 * Email always (a call-out is operational); SMS too when the member gave a phone and opted in. The
 * message is composed here, at queue time, in the member's language: the worker sends it as is.
 * A member reached by email only who has a phone on file gets the SMS as the email's fallback: if
 * the email fails, the text goes out instead (a call-out that reaches nobody is worse than one
 * unrequested text; docs/decisions/022). Someone sent both needs no fallback.
 * A call-out's messages also go by Web Push to every browser the member allowed ("Call-out alerts
 * on this device"), besides, never instead of, email and SMS (docs/decisions/034).
 */
export function messagesFor(
  contact: Contact,
  compose: (t: TFunction, lang: Lang) => ComposedMessage,
  kind: string,
  /** The call-out the message belongs to (null: an event notice or another message of no activation). */
  activationId: string | null,
  tFor: (lang: Lang) => TFunction = translators(),
  /** "email", "sms", or "push:<subscription id>" (one key per browser): see `channelKey`. */
  dedupeKey?: (channel: string) => string,
): NewMessage[] {
  const composed = compose(tFor(contact.lang), contact.lang);
  const phone = contact.phone?.trim() ? toE164(contact.phone) : null;
  const both = contact.sms && !!phone;
  const out: NewMessage[] = [
    {
      channel: "email",
      to: contact.email,
      subject: composed.subject,
      body: composed.text,
      kind,
      activationId,
      userId: contact.userId,
      dedupeKey: dedupeKey?.("email") ?? null,
      fallback: phone && !both ? { channel: "sms", to: phone, body: composed.sms } : null,
    },
  ];
  if (both) {
    out.push({
      channel: "sms",
      to: phone,
      body: composed.sms,
      kind,
      activationId,
      userId: contact.userId,
      dedupeKey: dedupeKey?.("sms") ?? null,
    });
  }
  const subscriptions = activationId ? pushSubscriptionIdsOf(contact.userId) : [];
  if (activationId && subscriptions.length) {
    const body = JSON.stringify(pushPayload(tFor(contact.lang), composed, kind, activationId));
    for (const id of subscriptions) {
      out.push({
        channel: "push",
        to: id,
        subject: composed.subject,
        body,
        kind,
        activationId,
        userId: contact.userId,
        dedupeKey: dedupeKey?.(`push:${id}`) ?? null,
      });
    }
  }
  return out;
}

/**
 * A queued message's channel as a dedupe key names it: "email", "sms", or "push:<subscription>"
 * (a member with two phones gets a push on each).
 */
export function channelKey(m: Pick<NewMessage, "channel" | "to">) {
  return m.channel === "push" ? `push:${m.to}` : m.channel;
}

const REPLY_LINK = /https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{22,64}/;
const ANY_LINK = /https?:\/\/\S+/;
/** Replies a notification's actions offer: an alert or its reminder asks "can you come?". */
const ASKS_FOR_REPLY = new Set(["activation_alert", "activation_reminder"]);

/**
 * A call-out's push notification: the subject as its title; the message's push text (the alert's
 * essentials: chapter, kind, title, report-by time in the chapter's zone) or else its SMS without
 * the link as its body; the member's reply link (else the message's own link, a leader's roster)
 * to open on a tap; and on an alert the Available / Unavailable actions, which the service worker
 * posts to that reply link (public/sw.js).
 */
export function pushPayload(t: TFunction, composed: ComposedMessage, kind: string, activationId: string): PushPayload {
  const replyUrl = composed.sms.match(REPLY_LINK)?.[0] ?? composed.text.match(REPLY_LINK)?.[0] ?? null;
  const url = replyUrl ?? composed.sms.match(ANY_LINK)?.[0] ?? composed.text.match(ANY_LINK)?.[0] ?? null;
  const body = composed.push ?? composed.sms.replace(ANY_LINK, "").trim();
  return {
    title: composed.subject,
    body,
    url,
    // One notification per call-out on the device: a reminder or update replaces the alert.
    tag: `activation-${activationId}`,
    actions:
      ASKS_FOR_REPLY.has(kind) && replyUrl
        ? [
            { action: "Available", title: t("activations.push.available") },
            { action: "Unavailable", title: t("activations.push.unavailable") },
          ]
        : [],
    done: { ok: t("activations.push.replied"), failed: t("activations.push.replyFailed") },
  };
}

/**
 * Queues a message to each of these members (email, and SMS when they opted in), each composed in
 * the member's own language; `compose` gets the member's `t`, id (for their own reply link) and
 * language (for times written in it).
 */
export function queueForMembers(
  tx: Tx,
  userIds: string[],
  kind: string,
  activationId: string,
  compose: (t: TFunction, userId: string, lang: Lang) => ComposedMessage,
  now: Date,
) {
  const tFor = translators();
  const messages = [...contactsOf(tx, userIds).values()].flatMap((c) =>
    messagesFor(c, (t, lang) => compose(t, c.userId, lang), kind, activationId, tFor),
  );
  return enqueueMessages(tx, messages, now);
}

export function contactsOf(tx: Pick<DB, "select">, userIds: string[]): Map<string, Contact> {
  const map = new Map<string, Contact>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = tx
      .select(contactColumns)
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(inArray(users.id, userIds.slice(i, i + 500)))
      .all();
    for (const r of rows) map.set(r.userId, toContact(r));
  }
  return map;
}

/** What every message says first. The title loses a typed drill marker: the messages add it once. */
export function factsOf(
  a: Pick<Activation, "kind" | "title"> & { shortNumber?: number | null },
  chapterName: string,
): ActivationFacts {
  return { kind: a.kind, title: withoutDrillMarker(a.title), chapterName, shortNumber: a.shortNumber };
}

export function loadActivation(id: string) {
  if (typeof id !== "string" || !id || id.length > 100) return null;
  return lookups().activation.get({ id }) ?? null;
}

/** The activation for someone who runs it (leader of the chapter, admin); 404 unknown, 403 others. */
export function requireRunnable(actor: Actor, id: string) {
  const activation = loadActivation(id);
  if (!activation) throw notFound("Activation not found");
  assertCan(
    actor,
    "activation.run",
    activation.chapterId,
    "Only leaders of this chapter and administrators can see its roster.",
  );
  return activation;
}

/** The activation as a runner sees it (page header, API). */
export function getRunnableActivation(actor: Actor, id: string) {
  const activation = requireRunnable(actor, id);
  return { activation, chapter: getActivationChapter(activation.chapterId)! };
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function findByToken(token: string) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const row = db
    .select({ r: activationResponses, a: activations })
    .from(activationResponses)
    .innerJoin(activations, eq(activations.id, activationResponses.activationId))
    .where(eq(activationResponses.token, token))
    .get();
  return row ?? null;
}

export function findByTokenTx(tx: Tx, token: string) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  return (
    tx
      .select({ r: activationResponses, a: activations })
      .from(activationResponses)
      .innerJoin(activations, eq(activations.id, activationResponses.activationId))
      .where(eq(activationResponses.token, token))
      .get() ?? null
  );
}

export const CLOSED_MESSAGE = "This activation has been stood down. Replies are closed.";

export const NO_REPLY = "NoReply" as const;
export type ReplyState = ActivationReply | typeof NO_REPLY;

/** Used by tests and the bench to look a member's link up. */
export function responseTokenFor(activationId: string, userId: string) {
  return (
    db
      .select({ token: activationResponses.token })
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, userId)))
      .get()?.token ?? null
  );
}
