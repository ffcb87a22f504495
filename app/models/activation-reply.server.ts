import { and, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import {
  activationResponses,
  activations,
  activationUpdates,
  type Activation,
  type ActivationResponse,
} from "~/db/schema";
import { replyLink } from "~/messaging/links.server";
import type { TFunction } from "~/i18n/translate";
import { formatInZone } from "~/utils/activation-format";
import type { ReplyInput } from "./activation.schema";
import {
  CLOSED_MESSAGE,
  contactsOf,
  DEFAULT_ZONE,
  factsOf,
  findByToken,
  findByTokenTx,
  getActivationChapter,
  messagesFor,
  NO_REPLY,
  TOKEN_PATTERN,
  type ReplyState,
  type Tx,
} from "./activation-common.server";
import { detailsMessage } from "./activation-messages";
import { writeAudit } from "./audit.server";
import { once } from "./idempotency.server";
import { enqueueMessages } from "./message-queue.server";

/**
 * Activations, replies: what the reply link shows, and a member's reply (through the link without
 * sign-in, or signed in from the dashboard and the API). The first Available or Delayed reply queues
 * the details to that member.
 */

export type LinkState =
  | { state: "invalid" }
  | { state: "closed" }
  | {
      state: "open";
      activation: Pick<Activation, "id" | "kind" | "title" | "reportAt">;
      /** Shown before a reply too: who is calling and by when (a member decides on these). */
      chapterName: string;
      timeZone: string;
      reply: ReplyState;
      etaMinutes: number | null;
      standby: boolean;
      checkedInAt: Date | null;
      checkedOutAt: Date | null;
      /** Only for Available or Delayed. */
      confirmed: null | {
        details: string;
        location: string;
        reportAt: Date;
        timeZone: string;
        chapterName: string;
        updates: Array<{ id: string; message: string; createdAt: Date }>;
      };
    };

/**
 * What the reply page may show for a token. A forged token and a closed activation show nothing of
 * the activation. Before a reply only the title and kind; details after Available or Delayed.
 */
export function getReplyLinkState(token: string): LinkState {
  const found = findByToken(token);
  if (!found) return { state: "invalid" };
  const { r, a } = found;
  if (a.status !== "Open") return { state: "closed" };
  const confirmed = r.reply === "Available" || r.reply === "Delayed";
  const chapter = getActivationChapter(a.chapterId);
  return {
    state: "open",
    activation: { id: a.id, kind: a.kind, title: a.title, reportAt: a.reportAt },
    chapterName: chapter?.name ?? "",
    timeZone: chapter?.timeZone ?? DEFAULT_ZONE,
    reply: r.reply ?? NO_REPLY,
    etaMinutes: r.etaMinutes,
    standby: r.standby,
    checkedInAt: r.checkedInAt,
    checkedOutAt: r.checkedOutAt,
    confirmed: confirmed
      ? {
          details: a.details,
          location: a.location,
          reportAt: a.reportAt,
          timeZone: chapter?.timeZone ?? DEFAULT_ZONE,
          chapterName: chapter?.name ?? "",
          updates: db
            .select({
              id: activationUpdates.id,
              message: activationUpdates.message,
              createdAt: activationUpdates.createdAt,
            })
            .from(activationUpdates)
            .where(eq(activationUpdates.activationId, a.id))
            .orderBy(desc(activationUpdates.createdAt))
            .all(),
        }
      : null,
  };
}

/**
 * Records a reply inside a transaction. "Needed" is met by Available replies: Available after the
 * number needed is reached is standby; Delayed is counted apart (a leader may count one in); someone
 * already holding a slot keeps it when they switch between Available and Delayed.
 * The first confirming reply queues the details (situation, staging location) to that member.
 */
function applyReply(
  tx: Tx,
  activation: Activation,
  response: ActivationResponse,
  input: ReplyInput,
  opts: { baseUrl: string; now: Date; via: "link" | "sms" | "push" | "dashboard" | "api" },
) {
  if (activation.status !== "Open") throw conflict(CLOSED_MESSAGE);
  const confirming = input.reply === "Available" || input.reply === "Delayed";
  const holdsSlot = holdsNeededSlot(response);
  let standby = false;
  if (input.reply === "Available" && !holdsSlot) {
    standby = slotsTaken(tx, activation.id, response.id) >= activation.needed;
  }
  // A Delayed reply takes no slot of its own (someone on scene now beats someone 25 minutes out);
  // it keeps one it already held, and a leader may count it in on the roster.
  const countedIn = input.reply === "Delayed" && holdsSlot;
  const sendDetails = confirming && !response.detailsSentAt;
  const updated = tx
    .update(activationResponses)
    .set({
      reply: input.reply,
      etaMinutes: input.etaMinutes,
      standby,
      countedIn,
      repliedAt: opts.now,
      firstRepliedAt: response.firstRepliedAt ?? opts.now,
      detailsSentAt: sendDetails ? opts.now : response.detailsSentAt,
      updatedAt: opts.now,
    })
    .where(eq(activationResponses.id, response.id))
    .returning()
    .get();
  const chapter = getActivationChapter(activation.chapterId)!;
  if (sendDetails) {
    const contact = contactsOf(tx, [response.userId]).get(response.userId);
    if (contact) {
      const compose = (t: TFunction) =>
        detailsMessage(
          t,
          {
            ...factsOf(activation, chapter.name),
            details: activation.details,
            location: activation.location,
            reportByLabel: formatInZone(activation.reportAt, chapter.timeZone, contact.lang),
            standby,
          },
          replyLink(opts.baseUrl, response.token),
        );
      enqueueMessages(tx, messagesFor(contact, compose, "activation_details", activation.id), opts.now);
    }
  }
  writeAudit(tx, {
    actorId: response.userId,
    action: "reply_activation",
    targetType: "activation",
    targetId: activation.id,
    metadata: { title: activation.title, reply: input.reply, etaMinutes: input.etaMinutes, standby, via: opts.via },
  });
  return updated;
}

/** Whether a response counts toward the number needed: Available (not standby), or Delayed counted in. */
export function holdsNeededSlot(r: Pick<ActivationResponse, "reply" | "standby" | "countedIn">) {
  return (r.reply === "Available" && !r.standby) || (r.reply === "Delayed" && r.countedIn);
}

/** How many responses (other than `exceptId`) count toward the number needed. */
export function slotsTaken(tx: Tx, activationId: string, exceptId?: string) {
  const row = tx
    .select({ n: sql<number>`count(*)` })
    .from(activationResponses)
    .where(
      and(
        eq(activationResponses.activationId, activationId),
        sql`((${activationResponses.reply} = 'Available' and ${activationResponses.standby} = 0) or (${activationResponses.reply} = 'Delayed' and ${activationResponses.countedIn} = 1))`,
        exceptId ? sql`${activationResponses.id} <> ${exceptId}` : undefined,
      ),
    )
    .get();
  return Number(row?.n ?? 0);
}

/**
 * A reply form carries an idempotency key (the offline queue may replay it, or a phone on a bad
 * connection may post it twice): the reply is applied once per (member, key). A replay changes
 * nothing and answers with the member's reply as it stands.
 */
function replyOnce(
  userId: string | undefined,
  key: string | null | undefined,
  apply: () => ActivationResponse,
  current: () => ActivationResponse | undefined,
) {
  if (!userId || !key) return apply();
  const result = once(userId, key, "activation_reply", apply);
  if (!result.replayed) return result.value;
  const now = current();
  if (!now) throw notFound("This reply link is not valid.");
  return now;
}

const responseByToken = (token: string) =>
  typeof token === "string" && TOKEN_PATTERN.test(token)
    ? db.select().from(activationResponses).where(eq(activationResponses.token, token)).get()
    : undefined;

/** A reply through the link (no sign-in). Forged token: 404; closed: 409; nothing recorded either way. */
export function replyByToken(
  token: string,
  input: ReplyInput,
  opts: { baseUrl: string; now?: Date; idempotencyKey?: string | null; via?: "link" | "sms" | "push" },
) {
  const now = opts.now ?? new Date();
  const apply = () =>
    db.transaction(
      (tx) => {
        const found = findByTokenTx(tx, token);
        if (!found) throw notFound("This reply link is not valid.");
        return applyReply(tx, found.a, found.r, input, { baseUrl: opts.baseUrl, now, via: opts.via ?? "link" });
      },
      { behavior: "immediate" },
    );
  return replyOnce(responseByToken(token)?.userId, opts.idempotencyKey, apply, () => responseByToken(token));
}

/** A signed-in member's reply from the dashboard (or the API): only to an activation they were alerted to. */
export function replyAsMember(
  actor: Actor,
  activationId: string,
  input: ReplyInput,
  opts: { baseUrl: string; now?: Date; via?: "dashboard" | "api"; idempotencyKey?: string | null },
) {
  const now = opts.now ?? new Date();
  const apply = () =>
    db.transaction(
      (tx) => {
        const found =
          typeof activationId === "string" && activationId.length <= 100
            ? tx
                .select({ r: activationResponses, a: activations })
                .from(activationResponses)
                .innerJoin(activations, eq(activations.id, activationResponses.activationId))
                .where(
                  and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, actor.id)),
                )
                .get()
            : undefined;
        if (!found) throw notFound("You were not alerted to this activation.");
        assertCan(actor, "activation.reply", { userId: found.r.userId });
        return applyReply(tx, found.a, found.r, input, { baseUrl: opts.baseUrl, now, via: opts.via ?? "dashboard" });
      },
      { behavior: "immediate" },
    );
  const current = () =>
    db
      .select()
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, String(activationId)), eq(activationResponses.userId, actor.id)))
      .get();
  return replyOnce(actor.id, opts.idempotencyKey, apply, current);
}
