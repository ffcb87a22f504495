import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { activationResponses, messageQueue, type MessageChannel } from "~/db/schema";
import { requireRunnable, TOKEN_PATTERN } from "./activation-common.server";

/**
 * Activations, delivery status: for each member alerted, how far the call-out got, per channel
 * (queued, sent, failed with the provider's error, and any failover to the other channel) and in
 * all (link opened, replied). Read from what is already stored: the message queue's rows of the
 * activation (message_queue_activation_idx) and the member's response row. Nothing is copied into
 * a second table, so the status can never disagree with what the worker did.
 *
 * Other parts read `deliveryStatusForActivation` (the roster, the API, the escalation waves and the
 * resend, which ask `reached` and `state`).
 */

/** One channel's latest message to the member. "sending" reads as queued (the worker has it). */
export interface ChannelStatus {
  channel: MessageChannel;
  state: "queued" | "sent" | "failed";
  /** Queued again after a failed attempt: `error` says what the provider answered. */
  retrying: boolean;
  /** The provider's (or SMTP server's) last error text, for a failed or retrying message. */
  error: string | null;
  attempts: number;
  /** When it was sent, or queued when not sent yet. */
  at: Date;
  /** The message's kind (activation_alert, activation_details, activation_update, activation_edit …). */
  kind: string;
  /** This message stands in for a failed one on that channel. */
  fallbackFor: MessageChannel | null;
  /** This message failed and the member's other channel was used instead. */
  fellBackTo: MessageChannel | null;
}

/** The member's call-out in one word, furthest step first: replied > opened > sent > failed > queued. */
export type PersonDeliveryState = "queued" | "sent" | "failed" | "opened" | "replied";

export interface MemberDelivery {
  userId: string;
  state: PersonDeliveryState;
  /** Some message reached the member (sent on any channel), or they opened their link or replied. */
  reached: boolean;
  channels: Partial<Record<MessageChannel, ChannelStatus>>;
  linkOpenedAt: Date | null;
  repliedAt: Date | null;
}

interface QueueRow {
  id: string;
  userId: string | null;
  channel: MessageChannel;
  status: "queued" | "sending" | "sent" | "failed";
  lastError: string | null;
  attempts: number;
  kind: string;
  fallbackOf: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The person's state from their channels and response (exported for the unit tests of each step). */
export function personState(
  channels: ChannelStatus[],
  everSent: boolean,
  response: { repliedAt: Date | null; linkOpenedAt: Date | null },
): PersonDeliveryState {
  if (response.repliedAt) return "replied";
  if (response.linkOpenedAt) return "opened";
  if (everSent) return "sent";
  if (channels.length && channels.every((c) => c.state === "failed")) return "failed";
  return "queued";
}

/** What the delivery status needs of each of an activation's responses. */
export interface DeliveryResponse {
  userId: string;
  /** The first reply (`first_replied_at`), not the latest. */
  repliedAt: Date | null;
  linkOpenedAt: Date | null;
}

// Read by every roster view and the API: prepared once (decision 038).
const deliveryStatements = preparedOnce(() => ({
  responses: db
    .select({
      userId: activationResponses.userId,
      repliedAt: activationResponses.firstRepliedAt,
      linkOpenedAt: activationResponses.linkOpenedAt,
    })
    .from(activationResponses)
    .where(eq(activationResponses.activationId, sql.placeholder("activationId")))
    .prepare(),
  messages: db
    .select({
      id: messageQueue.id,
      userId: messageQueue.userId,
      channel: messageQueue.channel,
      status: messageQueue.status,
      lastError: messageQueue.lastError,
      attempts: messageQueue.attempts,
      kind: messageQueue.kind,
      fallbackOf: messageQueue.fallbackOf,
      createdAt: messageQueue.createdAt,
      sentAt: messageQueue.sentAt,
    })
    .from(messageQueue)
    .where(eq(messageQueue.activationId, sql.placeholder("activationId")))
    .orderBy(asc(messageQueue.createdAt), sql`${messageQueue}.rowid`)
    .prepare(),
}));

/**
 * The delivery status of every member alerted to an activation, by user id. No permission check:
 * for the roster and the API use `getDeliveryStatus`; the worker's jobs (waves, resend) call this.
 */
export function deliveryStatusForActivation(
  activationId: string,
  /** The activation's responses when the caller has read them already (the roster): not read again. */
  knownResponses?: ReadonlyArray<DeliveryResponse>,
): Map<string, MemberDelivery> {
  const statements = deliveryStatements();
  const responses = knownResponses ?? statements.responses.all({ activationId });
  const rows: QueueRow[] = statements.messages.all({ activationId });
  const channelOf = new Map(rows.map((r) => [r.id, r.channel]));
  const fellBack = new Map<string, MessageChannel>();
  for (const r of rows) if (r.fallbackOf) fellBack.set(r.fallbackOf, r.channel);
  const latest = new Map<string, Map<MessageChannel, QueueRow>>();
  const everSent = new Set<string>();
  for (const r of rows) {
    if (!r.userId) continue;
    let byChannel = latest.get(r.userId);
    if (!byChannel) latest.set(r.userId, (byChannel = new Map()));
    byChannel.set(r.channel, r);
    if (r.status === "sent") everSent.add(r.userId);
  }
  const out = new Map<string, MemberDelivery>();
  for (const response of responses) {
    const channels: Partial<Record<MessageChannel, ChannelStatus>> = {};
    for (const [channel, r] of latest.get(response.userId) ?? []) {
      channels[channel] = {
        channel,
        state: r.status === "sent" ? "sent" : r.status === "failed" ? "failed" : "queued",
        retrying: r.status !== "sent" && r.status !== "failed" && !!r.lastError,
        error: r.status === "sent" ? null : r.lastError,
        attempts: r.attempts,
        at: r.sentAt ?? r.createdAt,
        kind: r.kind,
        fallbackFor: r.fallbackOf ? (channelOf.get(r.fallbackOf) ?? null) : null,
        fellBackTo: fellBack.get(r.id) ?? null,
      };
    }
    const sent = everSent.has(response.userId);
    out.set(response.userId, {
      userId: response.userId,
      state: personState(Object.values(channels), sent, response),
      reached: sent || !!response.linkOpenedAt || !!response.repliedAt,
      channels,
      linkOpenedAt: response.linkOpenedAt,
      repliedAt: response.repliedAt,
    });
  }
  return out;
}

/** The delivery status as the activation's runners (its chapter's leaders, admins) may read it. */
export function getDeliveryStatus(actor: Actor, activationId: string) {
  requireRunnable(actor, activationId);
  return deliveryStatusForActivation(activationId);
}

/**
 * The reply page was viewed: the first view is kept as "link opened". A mail scanner fetching the
 * link counts too (it cannot be told apart); a reply, which only a person makes, says more.
 * Bumps the response's clock so a live roster shows it.
 */
export function recordLinkOpened(token: string, now = new Date()) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return false;
  return (
    db
      .update(activationResponses)
      .set({ linkOpenedAt: now, updatedAt: now })
      .where(and(eq(activationResponses.token, token), isNull(activationResponses.linkOpenedAt)))
      .run().changes > 0
  );
}

/** The JSON shape of a member's delivery status (the API and the roster page's data). */
export function toApiDelivery(d: MemberDelivery | undefined) {
  if (!d) return null;
  const channel = (c: ChannelStatus | undefined) =>
    c
      ? {
          state: c.state,
          retrying: c.retrying,
          error: c.error,
          attempts: c.attempts,
          at: c.at.toISOString(),
          kind: c.kind,
          fallbackFor: c.fallbackFor,
          fellBackTo: c.fellBackTo,
        }
      : null;
  return {
    state: d.state,
    reached: d.reached,
    email: channel(d.channels.email),
    sms: channel(d.channels.sms),
    push: channel(d.channels.push),
    linkOpenedAt: d.linkOpenedAt?.toISOString() ?? null,
    repliedAt: d.repliedAt?.toISOString() ?? null,
  };
}
export type ApiDelivery = NonNullable<ReturnType<typeof toApiDelivery>>;
