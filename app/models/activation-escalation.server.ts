import crypto from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { loadActor, type Actor } from "~/access/actor.server";
import { conflict } from "~/access/errors";
import { can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { selectWithUser } from "~/db/query.server";
import {
  activationResponses,
  activations,
  activationWaves,
  memberships,
  users,
  type Activation,
  type ActivationWave,
} from "~/db/schema";
import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { replyLink } from "~/messaging/links.server";
import { formatInZone } from "~/utils/activation-format";
import {
  channelKey,
  contactsOf,
  factsOf,
  getActivationChapter,
  messagesFor,
  queueForMembers,
  requireRunnable,
  translators,
  type ActivationChapter,
  type Contact,
  type Tx,
} from "./activation-common.server";
import {
  alertMessage,
  checkoutAlertMessage,
  escalationMessage,
  reminderMessage,
  type ComposedMessage,
} from "./activation-messages";
import { slotsTaken } from "./activation-reply.server";
import { alertRecipients, insertResponses, newReplyToken } from "./activation-send.server";
import { writeAudit } from "./audit.server";
import { enqueueMessages } from "./message-queue.server";

/**
 * Activations, escalation: what follows up on silence. The waves a leader set when creating the
 * activation (rows of activation_waves, run by the delivery worker's job loop when due, so they
 * survive a restart), the "resend to non-responders" a leader presses on the roster, and the "still
 * not checked out" alert after stand-down.
 */

// ---------------------------------------------------------------------------------------------
// Waves and resends

/** A second press within this long, without the form's count of resends, is the same press. */
export const RESEND_REPLAY_MS = 60_000;

/**
 * Queues one message per member and channel, keyed by the wave (`wave:<id>:<member>:<channel>`), so a
 * wave can never queue a member twice whatever happens around it.
 */
function queueForWave(
  tx: Tx,
  waveId: string,
  contacts: Contact[],
  kind: string,
  activationId: string,
  compose: (t: TFunction, contact: Contact, lang: Lang) => ComposedMessage,
  now: Date,
) {
  const tFor = translators();
  const messages = contacts.flatMap((c) =>
    messagesFor(c, (t, lang) => compose(t, c, lang), kind, activationId, tFor).map((m) => ({
      ...m,
      dedupeKey: `wave:${waveId}:${c.userId}:${channelKey(m)}`,
    })),
  );
  return enqueueMessages(tx, messages, now);
}

/** Approved leaders of the activation's chapter other than the one who sent it. */
function otherLeaders(tx: Tx, activation: Pick<Activation, "chapterId" | "createdById">) {
  return tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.chapterId, activation.chapterId),
        eq(memberships.role, "Leader"),
        eq(memberships.status, "Approved"),
        activation.createdById ? ne(memberships.userId, activation.createdById) : undefined,
      ),
    )
    .all()
    .map((l) => l.userId);
}

/**
 * Who a "credential" wave reaches: members holding a current credential of the type in the
 * activation's chapter and in the other chapters its sender leads (an administrator's activation:
 * its own chapter only, never the whole network).
 */
function credentialHolders(tx: Tx, activation: Activation, credentialTypeId: string) {
  const chapterIds = new Set([activation.chapterId]);
  if (activation.createdById) {
    for (const m of tx
      .select({ chapterId: memberships.chapterId })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, activation.createdById),
          eq(memberships.role, "Leader"),
          eq(memberships.status, "Approved"),
        ),
      )
      .all())
      chapterIds.add(m.chapterId);
  }
  const byUser = new Map<string, Contact>();
  for (const chapterId of chapterIds)
    for (const c of alertRecipients(chapterId, credentialTypeId)) byUser.set(c.userId, c);
  return [...byUser.values()];
}

/**
 * Alerts members not alerted yet (a second chapter, credential holders): each gets a response row
 * with their own reply link, so they reply, show on the roster and count like everyone else.
 */
function alertNewMembers(
  tx: Tx,
  wave: Pick<ActivationWave, "id">,
  activation: Activation,
  chapter: ActivationChapter,
  candidates: Contact[],
  opts: { baseUrl: string; now: Date },
) {
  const already = new Set(
    tx
      .select({ userId: activationResponses.userId })
      .from(activationResponses)
      .where(eq(activationResponses.activationId, activation.id))
      .all()
      .map((r) => r.userId),
  );
  const fresh = candidates.filter((c) => !already.has(c.userId));
  const rows = fresh.map((c) => ({
    id: crypto.randomUUID(),
    activationId: activation.id,
    userId: c.userId,
    token: newReplyToken(),
  }));
  insertResponses(rows, opts.now);
  const tokens = new Map(rows.map((r) => [r.userId, r.token]));
  const facts = factsOf(activation, chapter.name);
  const queued = queueForWave(
    tx,
    wave.id,
    fresh,
    "activation_alert",
    activation.id,
    (t, c, lang) =>
      alertMessage(
        t,
        facts,
        replyLink(opts.baseUrl, tokens.get(c.userId)!),
        formatInZone(activation.reportAt, chapter.timeZone, lang),
      ),
    opts.now,
  );
  return { recipients: fresh.length, queued };
}

/** What one wave sends, by its target. Runs inside the caller's transaction. */
function sendWave(
  tx: Tx,
  wave: Pick<ActivationWave, "id" | "target" | "targetId" | "afterMinutes">,
  activation: Activation,
  opts: { baseUrl: string; now: Date },
): { recipients: number; queued: number } {
  const chapter = getActivationChapter(activation.chapterId)!;
  const facts = factsOf(activation, chapter.name);
  if (wave.target === "nonResponders") {
    const silent = tx
      .select({ userId: activationResponses.userId, token: activationResponses.token })
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, activation.id), isNull(activationResponses.reply)))
      .all();
    const tokens = new Map(silent.map((r) => [r.userId, r.token]));
    const contacts = [...contactsOf(tx, [...tokens.keys()]).values()];
    const queued = queueForWave(
      tx,
      wave.id,
      contacts,
      "activation_reminder",
      activation.id,
      (t, c, lang) =>
        reminderMessage(
          t,
          facts,
          replyLink(opts.baseUrl, tokens.get(c.userId)!),
          formatInZone(activation.reportAt, chapter.timeZone, lang),
        ),
      opts.now,
    );
    return { recipients: contacts.length, queued };
  }
  if (wave.target === "chapter" && wave.targetId) {
    const candidates = alertRecipients(wave.targetId, activation.requiredCredentialTypeId);
    return alertNewMembers(tx, wave, activation, chapter, candidates, opts);
  }
  if (wave.target === "credential" && wave.targetId) {
    return alertNewMembers(tx, wave, activation, chapter, credentialHolders(tx, activation, wave.targetId), opts);
  }
  if (wave.target === "person" && wave.targetId) {
    return sendToNamedPerson(tx, wave as typeof wave & { targetId: string }, activation, chapter, opts);
  }
  // "leaders": the chapter's other leaders hear how far short the call-out is.
  return sendEscalationNotice(tx, wave, activation, chapter, otherLeaders(tx, activation), opts);
}

/** The escalation notice (how far short the call-out is, and the roster link) to these people. */
function sendEscalationNotice(
  tx: Tx,
  wave: Pick<ActivationWave, "id" | "afterMinutes">,
  activation: Activation,
  chapter: ActivationChapter,
  userIds: string[],
  opts: { baseUrl: string; now: Date },
) {
  const leaders = [...contactsOf(tx, userIds).values()];
  const figures = {
    committed: slotsTaken(tx, activation.id),
    needed: activation.needed,
    minutes: wave.afterMinutes ?? Math.round((opts.now.getTime() - activation.createdAt.getTime()) / 60_000),
  };
  const rosterLink = `${opts.baseUrl}/dashboard/activations/${activation.id}`;
  const queued = queueForWave(
    tx,
    wave.id,
    leaders,
    "activation_escalation",
    activation.id,
    (t) => escalationMessage(t, factsOf(activation, chapter.name), figures, rosterLink),
    opts.now,
  );
  return { recipients: leaders.length, queued };
}

/**
 * A named person (docs/decisions/026, amendment). A backup leader who may run this activation (a
 * leader of its chapter, an administrator) gets the escalation notice with the roster link, to
 * take over the follow-up. Anyone else is asked to respond: the alert with their own reply link (a
 * response row, so they show on the roster and count), or, if already alerted and silent, the
 * reminder; someone who already replied is not disturbed.
 */
function sendToNamedPerson(
  tx: Tx,
  wave: Pick<ActivationWave, "id" | "afterMinutes"> & { targetId: string },
  activation: Activation,
  chapter: ActivationChapter,
  opts: { baseUrl: string; now: Date },
) {
  const person = loadActor(wave.targetId);
  if (!person) return { recipients: 0, queued: 0 };
  if (can(person, "activation.run", activation.chapterId)) {
    return sendEscalationNotice(tx, wave, activation, chapter, [person.id], opts);
  }
  const response = tx
    .select({ reply: activationResponses.reply, token: activationResponses.token })
    .from(activationResponses)
    .where(and(eq(activationResponses.activationId, activation.id), eq(activationResponses.userId, person.id)))
    .get();
  const contacts = [...contactsOf(tx, [person.id]).values()];
  if (!response) return alertNewMembers(tx, wave, activation, chapter, contacts, opts);
  if (response.reply) return { recipients: 0, queued: 0 };
  const queued = queueForWave(
    tx,
    wave.id,
    contacts,
    "activation_reminder",
    activation.id,
    (t, _c, lang) =>
      reminderMessage(
        t,
        factsOf(activation, chapter.name),
        replyLink(opts.baseUrl, response.token),
        formatInZone(activation.reportAt, chapter.timeZone, lang),
      ),
    opts.now,
  );
  return { recipients: contacts.length, queued };
}

export interface ResendResult {
  /** True when this press was one already counted (a double submit): nothing more was sent. */
  replayed: boolean;
  wave: ActivationWave | null;
  /** The chapter's zone, to write the resend's time in. */
  timeZone: string;
}

/**
 * "Resend to non-responders": the alert again, marked as a reminder, to every member alerted who
 * has not replied. Once per press: the roster's form carries how many resends it saw
 * (`expectedResends`); a post that finds more was already counted and sends nothing. Without that
 * count (a bare API call), a second resend within a minute of the last is taken for the same press.
 */
export function resendToNonResponders(
  actor: Actor,
  activationId: string,
  opts: { baseUrl: string; now?: Date; expectedResends?: number | null },
): ResendResult {
  const activation = requireRunnable(actor, activationId);
  const timeZone = getActivationChapter(activation.chapterId)!.timeZone;
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx): ResendResult => {
      const fresh = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      if (fresh.status !== "Open") throw conflict("This activation is closed: nothing can be resent.");
      const resends = tx
        .select()
        .from(activationWaves)
        .where(and(eq(activationWaves.activationId, fresh.id), isNull(activationWaves.afterMinutes)))
        .orderBy(desc(activationWaves.createdAt))
        .all();
      const last = resends[0] ?? null;
      const replay =
        opts.expectedResends != null
          ? resends.length > opts.expectedResends
          : !!last && now.getTime() - last.createdAt.getTime() < RESEND_REPLAY_MS;
      if (replay) return { replayed: true, wave: last, timeZone };
      const wave = tx
        .insert(activationWaves)
        .values({
          activationId: fresh.id,
          afterMinutes: null,
          target: "nonResponders",
          dueAt: now,
          status: "pending",
          createdAt: now,
        })
        .returning()
        .get();
      const sent = sendWave(tx, wave, fresh, { baseUrl: opts.baseUrl, now });
      const done = tx
        .update(activationWaves)
        .set({ status: "sent", ranAt: now, ranById: actor.id, ...sent })
        .where(eq(activationWaves.id, wave.id))
        .returning()
        .get();
      writeAudit(tx, {
        actorId: actor.id,
        action: "resend_activation",
        targetType: "activation",
        targetId: fresh.id,
        metadata: { title: fresh.title, recipients: sent.recipients, queued: sent.queued },
      });
      return { replayed: false, wave: done, timeZone };
    },
    { behavior: "immediate" },
  );
}

/** How many resends a leader has pressed so far (the roster's form carries it: see resendToNonResponders). */
// Read by every roster view (its resend form): prepared once (decision 038).
const resendsStatement = preparedOnce(() =>
  db
    .select({ id: activationWaves.id })
    .from(activationWaves)
    .where(and(eq(activationWaves.activationId, sql.placeholder("activationId")), isNull(activationWaves.afterMinutes)))
    .prepare(),
);

export function resendCount(activationId: string) {
  return resendsStatement().all({ activationId }).length;
}

/**
 * Runs every wave that is due (the "activation-waves" job, each few seconds, in the process that
 * runs the jobs). Each wave is decided in its own IMMEDIATE transaction, re-read inside it, so two
 * processes never both run one, and a wave due while the server was down runs when it is back.
 * A wave whose activation is closed, or whose number needed is already met (Available, and Delayed
 * counted in), stops without sending; either way it is audited.
 */
export function runDueWaves(opts: { baseUrl: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const due = db
    .select({ id: activationWaves.id })
    .from(activationWaves)
    .where(and(eq(activationWaves.status, "pending"), lte(activationWaves.dueAt, now)))
    .orderBy(asc(activationWaves.dueAt))
    .limit(50)
    .all();
  const result = { sent: 0, stopped: 0 };
  for (const { id } of due) {
    db.transaction(
      (tx) => {
        const wave = tx
          .select()
          .from(activationWaves)
          .where(and(eq(activationWaves.id, id), eq(activationWaves.status, "pending")))
          .get();
        if (!wave) return;
        const activation = tx.select().from(activations).where(eq(activations.id, wave.activationId)).get()!;
        const stoppedReason =
          activation.status !== "Open"
            ? "closed"
            : slotsTaken(tx, activation.id) >= activation.needed
              ? "needed"
              : null;
        const outcome = stoppedReason
          ? { status: "stopped" as const, stoppedReason, recipients: 0, queued: 0 }
          : {
              status: "sent" as const,
              stoppedReason: null,
              ...sendWave(tx, wave, activation, { baseUrl: opts.baseUrl, now }),
            };
        tx.update(activationWaves)
          .set({ ...outcome, ranAt: now })
          .where(eq(activationWaves.id, wave.id))
          .run();
        writeAudit(tx, {
          actorId: null,
          action: stoppedReason ? "stop_activation_wave" : "run_activation_wave",
          targetType: "activation",
          targetId: activation.id,
          metadata: {
            title: activation.title,
            afterMinutes: wave.afterMinutes,
            target: wave.target,
            targetId: wave.targetId,
            reason: stoppedReason ?? undefined,
            recipients: outcome.recipients,
            queued: outcome.queued,
          },
        });
        if (stoppedReason) result.stopped += 1;
        else result.sent += 1;
      },
      { behavior: "immediate" },
    );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The "still not checked out" alert (app/jobs/checkout-alert.server.ts runs it every minute)

export const CHECKOUT_ALERT_DELAY_MS = 60 * 60 * 1000;

/**
 * For every activation closed more than an hour ago and not yet looked at: claim it (set
 * checkoutAlertAt with a guarded UPDATE, so two processes never both send), and if anyone is still
 * checked in, queue one alert listing them to the chapter's leaders and whoever closed it.
 */
export function sendDueCheckoutAlerts(opts: { baseUrl: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const due = db
    .select({ id: activations.id })
    .from(activations)
    .where(
      and(
        eq(activations.status, "Closed"),
        isNull(activations.checkoutAlertAt),
        isNotNull(activations.closedAt),
        lte(activations.closedAt, new Date(now.getTime() - CHECKOUT_ALERT_DELAY_MS)),
      ),
    )
    .limit(50)
    .all();
  let alerts = 0;
  for (const { id } of due) {
    db.transaction(
      (tx) => {
        const claimed = tx
          .update(activations)
          .set({ checkoutAlertAt: now })
          .where(and(eq(activations.id, id), isNull(activations.checkoutAlertAt)))
          .returning()
          .get();
        if (!claimed) return;
        const onScene = selectWithUser(activationResponses, { name: users.displayName, phone: users.phone }, tx)
          .where(
            and(
              eq(activationResponses.activationId, id),
              isNotNull(activationResponses.checkedInAt),
              isNull(activationResponses.checkedOutAt),
            ),
          )
          .orderBy(asc(users.displayName))
          .all();
        if (!onScene.length) return;
        const chapter = getActivationChapter(claimed.chapterId)!;
        const leaderIds = tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.chapterId, claimed.chapterId),
              eq(memberships.role, "Leader"),
              eq(memberships.status, "Approved"),
            ),
          )
          .all()
          .map((l) => l.userId);
        const ids = [
          ...new Set([...leaderIds, claimed.closedById, claimed.createdById].filter((x): x is string => !!x)),
        ];
        const facts = factsOf(claimed, chapter.name);
        const names = onScene.map((p) => (p.phone ? `${p.name} (${p.phone})` : p.name));
        const rosterLink = `${opts.baseUrl}/dashboard/activations/${claimed.id}`;
        queueForMembers(
          tx,
          ids,
          "activation_checkout_alert",
          claimed.id,
          (t) => checkoutAlertMessage(t, facts, names, rosterLink),
          now,
        );
        writeAudit(tx, {
          actorId: null,
          action: "alert_not_checked_out",
          targetType: "activation",
          targetId: claimed.id,
          metadata: { title: claimed.title, names: onScene.map((p) => p.name) },
        });
        alerts += 1;
      },
      { behavior: "immediate" },
    );
  }
  return alerts;
}
