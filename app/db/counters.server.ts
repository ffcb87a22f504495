import { inArray } from "drizzle-orm";
import { db } from "./client.server";
import { networkCounters } from "./schema";

/**
 * The network-wide totals SQLite's triggers keep in the same transaction as each write
 * (network_counters, migrations/0017_national_scale.sql): one read of a few rows instead of a scan
 * of every membership per view.
 */
export interface NetworkCounts {
  pending: number;
  approved: number;
  rejected: number;
  /** Memberships a leader deactivated (decision 033). */
  inactive: number;
  /** Approved leader memberships. */
  leaders: number;
  /** People with at least one approved membership, each counted once. */
  activeMembers: number;
}

/** The named counters' values (0 for a name no trigger has written yet). */
export function readCounters<N extends string>(names: readonly N[]): Record<N, number> {
  const values = new Map(
    db
      .select()
      .from(networkCounters)
      .where(inArray(networkCounters.name, [...names]))
      .all()
      .map((r) => [r.name, r.value]),
  );
  return Object.fromEntries(names.map((n) => [n, values.get(n) ?? 0])) as Record<N, number>;
}

export function readNetworkCounts(): NetworkCounts {
  const c = readCounters([
    "memberships.Pending",
    "memberships.Approved",
    "memberships.Rejected",
    "memberships.Inactive",
    "memberships.leaders",
    "members.active",
  ]);
  const get = (name: keyof typeof c) => c[name];
  return {
    pending: get("memberships.Pending"),
    approved: get("memberships.Approved"),
    rejected: get("memberships.Rejected"),
    inactive: get("memberships.Inactive"),
    leaders: get("memberships.leaders"),
    activeMembers: get("members.active"),
  };
}
