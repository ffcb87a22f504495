import { eq } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { householdPlans } from "~/db/schema";
import { writeAudit } from "./audit.server";
import type { HouseholdPlanInput } from "./household-plan.schema";

export type HouseholdPlan = typeof householdPlans.$inferSelect;

/** The actor's own plan, or null before they write one. Nobody else reads it (medical notes). */
export function getHouseholdPlan(actor: Actor): HouseholdPlan | null {
  assertCan(actor, "householdPlan.edit", { userId: actor.id });
  return db.select().from(householdPlans).where(eq(householdPlans.userId, actor.id)).get() ?? null;
}

export function saveHouseholdPlan(actor: Actor, input: HouseholdPlanInput): HouseholdPlan {
  assertCan(actor, "householdPlan.edit", { userId: actor.id });
  return db.transaction((tx) => {
    const row = tx
      .insert(householdPlans)
      .values({ userId: actor.id, ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: householdPlans.userId, set: { ...input, updatedAt: new Date() } })
      .returning()
      .get();
    // The audit row says that the plan changed, never what it says (medical notes are private).
    writeAudit(tx, { actorId: actor.id, action: "update_household_plan", targetType: "user", targetId: actor.id });
    return row;
  });
}
