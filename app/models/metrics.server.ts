import { type SQL, and, eq, gte, inArray, sql } from "drizzle-orm";
import { PERSONAL_ACTIONS } from "./audit-format";
import { AUDIT_ACCESS_DENIED, listAuditLog } from "./audit-log.server";
import { db } from "~/db/client.server";
import { readNetworkCounts } from "~/db/counters.server";
import { columnValues } from "~/db/query.server";
import { chapters, events, memberships } from "~/db/schema";
import { contentVersionStamp, keptByStamp, memoUntilWrite } from "~/db/memo.server";
import type { Actor } from "~/access/actor.server";
import { assertCan, ledChapterScope } from "~/access/rules.server";

/** The spec's dashboard metrics, plus the approval rate the overview tile shows. */
export interface DashboardMetrics {
  totalChapters: number;
  /** People with at least one approved membership (each counted once). */
  totalMembers: number;
  /** Events starting now or later. */
  upcomingEvents: number;
  approvedChapters: number;
  /** round(approvedChapters / totalChapters * 100), 0 when there are no chapters. */
  approvalRate: number;
}

export function approvalRate(approved: number, total: number) {
  return total > 0 ? Math.round((approved / total) * 100) : 0;
}

function compute(chapterScope: SQL | undefined, ids: string[] | null, now: Date): DashboardMetrics {
  const c = db
    .select({
      total: sql<number>`count(*)`,
      approved: sql<number>`coalesce(sum(case when ${chapters.status} = 'Approved' then 1 else 0 end), 0)`,
    })
    .from(chapters)
    .where(chapterScope)
    .get() ?? { total: 0, approved: 0 };
  // The network's figure comes from the counters the triggers keep; a leader's few chapters are
  // counted through memberships_chapter_status_idx.
  const members = ids
    ? (db
        .select({ n: sql<number>`count(distinct ${memberships.userId})` })
        .from(memberships)
        .where(and(eq(memberships.status, "Approved"), inArray(memberships.chapterId, ids)))
        .get()?.n ?? 0)
    : readNetworkCounts().activeMembers;
  const eventScope = ids ? inArray(events.chapterId, ids) : undefined;
  const upcoming =
    db
      .select({ n: sql<number>`count(*)` })
      .from(events)
      .where(and(gte(events.startAt, now), eventScope))
      .get()?.n ?? 0;
  return {
    totalChapters: c.total,
    totalMembers: members,
    upcomingEvents: upcoming,
    approvedChapters: c.approved,
    approvalRate: approvalRate(c.approved, c.total),
  };
}

/** Network-wide metrics (global administrators). */
function getDashboardMetrics(now = new Date()): DashboardMetrics {
  return compute(undefined, null, now);
}

/**
 * A leader's metrics, scoped to their chapters: the ones they lead plus the ones they requested
 * (so a pending or rejected request shows in the approval rate).
 */
function getLeaderMetrics(leader: Pick<Actor, "id" | "ledChapterIds">, now = new Date()): DashboardMetrics {
  const userId = leader.id;
  const led = leader.ledChapterIds;
  const created = columnValues(chapters.id, eq(chapters.createdById, userId));
  const ids = [...new Set([...led, ...created])];
  if (!ids.length)
    return { totalChapters: 0, totalMembers: 0, upcomingEvents: 0, approvedChapters: 0, approvalRate: 0 };
  return compute(inArray(chapters.id, ids), ids, now);
}

/**
 * Metrics for whoever may read them (the `metrics.read` rule): network-wide for admins, their own
 * chapters for leaders. Asked about "now", the network-wide figures (tens of milliseconds over a
 * large network, the same for every admin) are kept until the database changes or 10 s pass.
 */
export function getMetricsFor(user: Actor, now?: Date) {
  assertCan(user, "metrics.read", null, METRICS_ACCESS_DENIED);
  if (ledChapterScope(user) !== "all") return getLeaderMetrics(user, now);
  return now ? getDashboardMetrics(now) : memoUntilWrite("dashboard-metrics", () => getDashboardMetrics(new Date()));
}

export const METRICS_ACCESS_DENIED = "Dashboard metrics are for chapter leaders and administrators.";

/**
 * The newest audit rows with the actor's display name (Recent Activity: 5 by default): the
 * network's for admins, their chapters' for leaders (the audit log's scope).
 */
export function listRecentActivity(actor: Actor, limit = 5) {
  // The overview is about the network: someone's own settings, RSVPs and links are left out.
  const read = () => listAuditLog(actor, { excludeActions: PERSONAL_ACTIONS }, { limit }).rows;
  if (ledChapterScope(actor) !== "all") return read();
  // The network's (an administrator's overview), the same for every administrator: kept while
  // content_version's sixth row holds (migration 0056: every write to the audit log, users' names
  // and deletion, chapters' names; decision 074). The permission is checked on every view.
  assertCan(actor, "audit.read", null, AUDIT_ACCESS_DENIED);
  return keptActivity(String(limit), overviewStamp(), read);
}

const overviewStamp = contentVersionStamp(6);
/** The network's newest audit rows, per limit. Every reader gets the same objects. */
const keptActivity = keptByStamp<ReturnType<typeof listAuditLog>["rows"]>(4);
