import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { selectWithUser } from "~/db/query.server";
import { activationResponses, activations, memberships, users } from "~/db/schema";
import { factsOf, getActivationChapter, queueForMembers } from "./activation-common.server";
import { checkoutAlertMessage } from "./activation-messages";
import { writeAudit } from "./audit.server";

/**
 * Activations, escalation: what the delivery worker's jobs send on their own, without a leader
 * pressing anything.
 */

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
