import crypto from "node:crypto";
import type { Statement } from "better-sqlite3";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid } from "~/access/errors";
import { assertCan, ledChapterScope } from "~/access/rules.server";
import { db, sqlite } from "~/db/client.server";
import { selectWithUser } from "~/db/query.server";
import {
  activationResponses,
  activations,
  activationUpdates,
  activationWaves,
  chapters,
  memberships,
  userSettings,
  users,
  type Activation,
} from "~/db/schema";
import { replyLink } from "~/messaging/links.server";
import { formatInZone, withoutDrillMarker } from "~/utils/activation-format";
import type { CreateActivationInput, UpdateInput } from "./activation.schema";
import {
  chapterColumns,
  contactColumns,
  factsOf,
  getActivationChapter,
  messagesFor,
  queueForMembers,
  requireRunnable,
  toContact,
  translators,
  validZone,
  type ActivationChapter,
  type Contact,
} from "./activation-common.server";
import { alertMessage, standDownMessage, updateMessage } from "./activation-messages";
import { checkWaves, insertWaves } from "./activation-waves.server";
import { writeAudit } from "./audit.server";
import { isCurrent } from "./credential.schema";
import { credentialStatusesFor, getCredentialType } from "./credential.server";
import { enqueueMessages } from "./message-queue.server";

/**
 * Activations, create and send: a leader of the chapter (or an admin) creates one; every approved
 * member is alerted through a private reply link (/respond/<token>, 128 random bits, bound to one
 * member and one activation). Creating never waits for delivery: the activation, one response row
 * per member and every message are written in one transaction, and app/jobs delivers the messages.
 * Details (situation, staging location) reach only members who replied Available or Delayed.
 * Updates and the stand-down are sent from here too.
 */

/** 128 random bits, URL-safe: the member's reply link. */
export function newReplyToken() {
  return crypto.randomBytes(16).toString("base64url");
}

/** Approved chapters the actor may call out: all for admins, the ones they lead otherwise. */
export function activationChapterOptions(actor: Actor): ActivationChapter[] {
  const scope = ledChapterScope(actor);
  if (scope !== "all" && !scope.length) return [];
  const where =
    scope === "all"
      ? eq(chapters.status, "Approved")
      : and(eq(chapters.status, "Approved"), inArray(chapters.id, scope));
  return db
    .select(chapterColumns)
    .from(chapters)
    .where(where)
    .orderBy(asc(chapters.name))
    .limit(500)
    .all()
    .map((row) => ({ ...row, timeZone: validZone(row.timeZone) }));
}

/**
 * Who an activation alerts: the approved members of the chapter (leaders included); when it
 * requires a credential, only those holding a current (valid or expiring) one of that type.
 */
export function alertRecipients(chapterId: string, requiredCredentialTypeId?: string | null): Contact[] {
  const members = selectWithUser(memberships, contactColumns)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(memberships.chapterId, chapterId), eq(memberships.status, "Approved")))
    .all()
    .map(toContact);
  if (!requiredCredentialTypeId) return members;
  const statuses = credentialStatusesFor(
    members.map((m) => m.userId),
    requiredCredentialTypeId,
  );
  return members.filter((m) => isCurrent(statuses.get(m.userId)!.status));
}

// Prepared once per connection (tests reopen the database).
const insertResponseStatements = new WeakMap<object, Statement<unknown[]>>();

/** One prepared INSERT per member, inside the open transaction (see enqueueMessages for why); waves reuse it. */
export function insertResponses(
  rows: Array<{ id: string; activationId: string; userId: string; token: string }>,
  now: Date,
) {
  const connection = sqlite();
  let insertResponseStatement = insertResponseStatements.get(connection);
  if (!insertResponseStatement) {
    insertResponseStatement = connection.prepare(
      "insert into activation_responses (id, activation_id, user_id, token, standby, created_at, updated_at) values (?, ?, ?, ?, 0, ?, ?)",
    );
    insertResponseStatements.set(connection, insertResponseStatement);
  }
  const at = now.getTime();
  for (const r of rows) insertResponseStatement.run(r.id, r.activationId, r.userId, r.token, at, at);
}

export interface CreatedActivation {
  activation: Activation;
  chapter: ActivationChapter;
  alerted: number;
  queued: number;
}

/**
 * Creates and sends an activation: the row, one response row with a fresh token per recipient, and
 * every alert message, in ONE transaction with multi-row inserts. Delivery happens in the worker.
 */
export function createActivation(
  actor: Actor,
  input: CreateActivationInput,
  opts: { baseUrl: string; now?: Date },
): CreatedActivation {
  const chapter = getActivationChapter(input.chapterId);
  if (!chapter) throw invalid("Chapter not found", { chapterId: ["Please select a chapter"] });
  assertCan(actor, "activation.run", chapter.id, "Only leaders of this chapter and administrators can activate it.");
  if (chapter.status !== "Approved")
    throw invalid("Only approved chapters can be activated", { chapterId: ["Choose an approved chapter"] });
  const requiredType = input.requiredCredentialTypeId ? getCredentialType(input.requiredCredentialTypeId) : null;
  if (input.requiredCredentialTypeId && !requiredType?.active)
    throw invalid("Choose a credential from the catalog", {
      requiredCredentialTypeId: ["Choose a credential from the catalog"],
    });
  const waves = checkWaves(actor, chapter.id, input.waves);
  const now = opts.now ?? new Date();
  const recipients = alertRecipients(chapter.id, requiredType?.id);
  return db.transaction(
    (tx) => {
      // The short code a text reply may carry ("A7 1"): the next number, read through its unique index.
      const shortNumber =
        Number(
          tx
            .select({ n: sql<number>`max(${activations.shortNumber})` })
            .from(activations)
            .get()?.n ?? 0,
        ) + 1;
      const activation = tx
        .insert(activations)
        .values({
          chapterId: chapter.id,
          kind: input.kind,
          // Stored without a typed "DRILL:": every message and page adds the marker once.
          title: withoutDrillMarker(input.title),
          details: input.details,
          location: input.location,
          reportAt: input.reportAt,
          needed: input.needed,
          requiredCredentialTypeId: requiredType?.id ?? null,
          status: "Open",
          createdById: actor.id,
          createdAt: now,
          shortNumber,
        })
        .returning()
        .get();
      insertWaves(tx, activation, waves);
      const facts = factsOf(activation, chapter.name);
      const responseRows = recipients.map((r) => ({
        id: crypto.randomUUID(),
        activationId: activation.id,
        userId: r.userId,
        token: newReplyToken(),
        createdAt: now,
        updatedAt: now,
      }));
      insertResponses(responseRows, now);
      const tFor = translators();
      const messages = recipients.flatMap((r, i) =>
        messagesFor(
          r,
          (t, lang) =>
            alertMessage(
              t,
              facts,
              replyLink(opts.baseUrl, responseRows[i]!.token),
              formatInZone(activation.reportAt, chapter.timeZone, lang),
            ),
          "activation_alert",
          activation.id,
          tFor,
        ),
      );
      const queued = enqueueMessages(tx, messages, now);
      writeAudit(tx, {
        actorId: actor.id,
        action: "create_activation",
        targetType: "activation",
        targetId: activation.id,
        metadata: {
          title: activation.title,
          kind: activation.kind,
          chapterName: chapter.name,
          alerted: recipients.length,
          queued,
          requiredCredential: requiredType?.name,
          waves: waves.length
            ? waves.map((w) => ({ afterMinutes: w.afterMinutes, target: w.target, targetName: w.targetName }))
            : undefined,
        },
      });
      return { activation, chapter, alerted: recipients.length, queued };
    },
    { behavior: "immediate" },
  );
}

/** A leader's update, queued to the responders (Available/Delayed) or to everyone alerted. */
export function postActivationUpdate(
  actor: Actor,
  activationId: string,
  input: UpdateInput,
  opts: { baseUrl: string; now?: Date },
) {
  const activation = requireRunnable(actor, activationId);
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx) => {
      const fresh = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      if (fresh.status !== "Open") throw conflict("This activation is closed: updates can no longer be sent.");
      const chapter = getActivationChapter(fresh.chapterId)!;
      const targets = tx
        .select({ userId: activationResponses.userId, token: activationResponses.token })
        .from(activationResponses)
        .where(
          and(
            eq(activationResponses.activationId, fresh.id),
            input.audience === "Responders" ? inArray(activationResponses.reply, ["Available", "Delayed"]) : undefined,
          ),
        )
        .all();
      const facts = factsOf(fresh, chapter.name);
      const tokens = new Map(targets.map((target) => [target.userId, target.token]));
      queueForMembers(
        tx,
        [...tokens.keys()],
        "activation_update",
        fresh.id,
        (t, userId) => updateMessage(t, facts, input.message, replyLink(opts.baseUrl, tokens.get(userId)!)),
        now,
      );
      const update = tx
        .insert(activationUpdates)
        .values({
          activationId: fresh.id,
          message: input.message,
          audience: input.audience,
          postedById: actor.id,
          recipientCount: targets.length,
          createdAt: now,
        })
        .returning()
        .get();
      // The roster's version counts updates, so a poll sees this one.
      writeAudit(tx, {
        actorId: actor.id,
        action: "post_activation_update",
        targetType: "activation",
        targetId: fresh.id,
        metadata: { title: fresh.title, audience: input.audience, recipients: targets.length },
      });
      return { update, recipients: targets.length };
    },
    { behavior: "immediate" },
  );
}

/** Stand-down: closes the activation and queues the stand-down to everyone alerted. */
export function closeActivation(actor: Actor, activationId: string, opts: { now?: Date } = {}) {
  const activation = requireRunnable(actor, activationId);
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx) => {
      const closed = tx
        .update(activations)
        .set({ status: "Closed", closedAt: now, closedById: actor.id })
        .where(and(eq(activations.id, activation.id), eq(activations.status, "Open")))
        .returning()
        .get();
      if (!closed) throw conflict("This activation is already closed.");
      const chapter = getActivationChapter(closed.chapterId)!;
      const everyone = tx
        .select({ userId: activationResponses.userId })
        .from(activationResponses)
        .where(eq(activationResponses.activationId, closed.id))
        .all();
      const facts = factsOf(closed, chapter.name);
      queueForMembers(
        tx,
        everyone.map((e) => e.userId),
        "activation_stand_down",
        closed.id,
        (t) => standDownMessage(t, facts),
        now,
      );
      // Waves still to come will not run: they show as stopped on the roster.
      tx.update(activationWaves)
        .set({ status: "stopped", stoppedReason: "closed", ranAt: now })
        .where(and(eq(activationWaves.activationId, closed.id), eq(activationWaves.status, "pending")))
        .run();
      // Bump the responses' clock so live rosters notice the status change on their next poll.
      tx.update(activationResponses)
        .set({ updatedAt: now })
        .where(eq(activationResponses.activationId, closed.id))
        .run();
      writeAudit(tx, {
        actorId: actor.id,
        action: "close_activation",
        targetType: "activation",
        targetId: closed.id,
        metadata: { title: closed.title, notified: everyone.length },
      });
      return closed;
    },
    { behavior: "immediate" },
  );
}
