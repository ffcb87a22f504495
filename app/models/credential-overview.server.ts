import type { Actor } from "~/access/actor.server";
import { isoDay } from "./credential.schema";
import { credentialAttention } from "./credential.server";
import { memberYearHours } from "./hours.server";

/** The member's overview card: credentials needing attention, what is missing, and hours this year. */
export function myTrainingOverview(actor: Actor, now = new Date()) {
  const { attention, missing, current } = credentialAttention(actor, isoDay(now));
  const hours = memberYearHours(actor, actor.id, now.getUTCFullYear());
  return {
    current,
    attention: attention
      .slice(0, 6)
      .map((c) => ({ id: c.id, typeName: c.typeName, status: c.status, expiresOn: c.expiresOn, daysLeft: c.daysLeft })),
    missing: missing.map((m) => m.name),
    hours: { year: hours.year, total: hours.total, pending: hours.pendingHours, byType: hours.byType },
  };
}
export type MyTrainingOverview = ReturnType<typeof myTrainingOverview>;
