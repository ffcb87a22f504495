import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict } from "~/access/errors";
import { db } from "~/db/client.server";
import { activationResponses, activations, type Activation } from "~/db/schema";
import { replyLink } from "~/messaging/links.server";
import { formatInZone } from "~/utils/activation-format";
import type { EditableField, EditActivationInput } from "./activation.schema";
import {
  contactsOf,
  factsOf,
  getActivationChapter,
  messagesFor,
  requireRunnable,
  translators,
} from "./activation-common.server";
import { changeMessage, type ActivationChanges } from "./activation-messages";
import { slotsTaken } from "./activation-reply.server";
import { writeAudit } from "./audit.server";
import { enqueueMessages } from "./message-queue.server";

/**
 * Activations, edit: a leader of the chapter (or an admin) changes an open activation's staging
 * location, report-by time, number needed or situation. Members who replied Available or Delayed
 * are told what changed, in their language, with times in the chapter's zone, through the queue,
 * once per change (the dedupe key carries the activation's revision). A higher number needed takes
 * standby members off standby, first replied first. Everything in one transaction with its audit row.
 */

export const STALE_EDIT_MESSAGE = "Someone changed this activation since you opened it. Reload to see the changes.";

export interface EditResult {
  activation: Activation;
  /** The fields that changed (empty: the post changed nothing, and nothing was sent). */
  changed: EditableField[];
  /** Members told what changed. */
  notified: number;
  /** Standby members the higher number needed counted in. */
  promoted: number;
}

function changedFields(a: Activation, input: EditActivationInput): EditableField[] {
  const out: EditableField[] = [];
  if (input.location !== undefined && input.location !== a.location) out.push("location");
  if (input.reportAt !== undefined && input.reportAt.getTime() !== a.reportAt.getTime()) out.push("reportAt");
  if (input.needed !== undefined && input.needed !== a.needed) out.push("needed");
  if (input.details !== undefined && input.details !== a.details) out.push("details");
  return out;
}

export function editActivation(
  actor: Actor,
  activationId: string,
  input: EditActivationInput,
  opts: { baseUrl: string; now?: Date },
): EditResult {
  const activation = requireRunnable(actor, activationId);
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx) => {
      const before = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      if (before.status !== "Open") throw conflict("This activation is closed: it can no longer be edited.");
      if (input.revision !== undefined && input.revision !== before.revision) throw conflict(STALE_EDIT_MESSAGE);
      const changed = changedFields(before, input);
      if (!changed.length) return { activation: before, changed, notified: 0, promoted: 0 };
      const after = tx
        .update(activations)
        .set({
          location: input.location ?? before.location,
          reportAt: input.reportAt ?? before.reportAt,
          needed: input.needed ?? before.needed,
          details: input.details ?? before.details,
          revision: before.revision + 1,
        })
        .where(eq(activations.id, before.id))
        .returning()
        .get();

      // More people needed: standby members become responders, first replied first.
      const free = Math.max(0, after.needed - slotsTaken(tx, after.id));
      const promotedIds = free
        ? tx
            .select({ id: activationResponses.id, userId: activationResponses.userId })
            .from(activationResponses)
            .where(
              and(
                eq(activationResponses.activationId, after.id),
                eq(activationResponses.reply, "Available"),
                eq(activationResponses.standby, true),
              ),
            )
            .orderBy(asc(activationResponses.repliedAt))
            .limit(free)
            .all()
        : [];
      if (promotedIds.length) {
        tx.update(activationResponses)
          .set({ standby: false, updatedAt: now })
          .where(
            inArray(
              activationResponses.id,
              promotedIds.map((p) => p.id),
            ),
          )
          .run();
      }
      const promoted = new Set(promotedIds.map((p) => p.userId));

      const responders = tx
        .select({ userId: activationResponses.userId, token: activationResponses.token })
        .from(activationResponses)
        .where(
          and(
            eq(activationResponses.activationId, after.id),
            inArray(activationResponses.reply, ["Available", "Delayed"]),
          ),
        )
        .all();
      const chapter = getActivationChapter(after.chapterId)!;
      const facts = factsOf(after, chapter.name);
      const tFor = translators();
      const contacts = contactsOf(
        tx,
        responders.map((r) => r.userId),
      );
      const messages = responders.flatMap((r) => {
        const contact = contacts.get(r.userId);
        if (!contact) return [];
        const at = (d: Date) => formatInZone(d, chapter.timeZone, contact.lang);
        const changes: ActivationChanges = {
          location: changed.includes("location") ? { from: before.location, to: after.location } : undefined,
          reportBy: changed.includes("reportAt") ? { from: at(before.reportAt), to: at(after.reportAt) } : undefined,
          needed: changed.includes("needed") ? { from: before.needed, to: after.needed } : undefined,
          details: changed.includes("details") ? after.details : undefined,
          promoted: promoted.has(r.userId),
        };
        return messagesFor(
          contact,
          (t) => changeMessage(t, facts, changes, replyLink(opts.baseUrl, r.token)),
          "activation_edit",
          after.id,
          tFor,
          // One notice per member, channel and change: a replayed post finds nothing to change anyway.
          (channel) => `activation_edit:${after.id}:${after.revision}:${r.userId}:${channel}`,
        );
      });
      enqueueMessages(tx, messages, now);
      // The responses' clock moves so a live roster (which polls it) shows the edit.
      tx.update(activationResponses)
        .set({ updatedAt: now })
        .where(eq(activationResponses.activationId, after.id))
        .run();
      const change = (field: EditableField) =>
        field === "reportAt"
          ? { from: before.reportAt.toISOString(), to: after.reportAt.toISOString() }
          : field === "needed"
            ? { from: before.needed, to: after.needed }
            : field === "location"
              ? { from: before.location, to: after.location }
              : { changed: true };
      writeAudit(tx, {
        actorId: actor.id,
        action: "edit_activation",
        targetType: "activation",
        targetId: after.id,
        metadata: {
          title: after.title,
          revision: after.revision,
          changes: Object.fromEntries(changed.map((field) => [field, change(field)])),
          notified: responders.length,
          promoted: promoted.size,
        },
      });
      return { activation: after, changed, notified: responders.length, promoted: promoted.size };
    },
    { behavior: "immediate" },
  );
}
