import { gte, sql } from "drizzle-orm";
import { PERSONAL_ACTIONS } from "./audit-format";
import { AUDIT_ACCESS_DENIED, listAuditLog } from "./audit-log.server";
import { db, sqlite } from "~/db/client.server";
import { readNetworkCounts } from "~/db/counters.server";
import { preparedOnce } from "~/db/prepared.server";
import { chapters, events } from "~/db/schema";
import { contentVersionStamp, keptByStamp, keptByStampUntil, memoUntilWrite } from "~/db/memo.server";
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

/** Network-wide metrics (global administrators). */
function getDashboardMetrics(now = new Date()): DashboardMetrics {
  const c = db
    .select({
      total: sql<number>`count(*)`,
      approved: sql<number>`coalesce(sum(case when ${chapters.status} = 'Approved' then 1 else 0 end), 0)`,
    })
    .from(chapters)
    .get() ?? { total: 0, approved: 0 };
  // The network's figure comes from the counters the triggers keep.
  const members = readNetworkCounts().activeMembers;
  const upcoming =
    db
      .select({ n: sql<number>`count(*)` })
      .from(events)
      .where(gte(events.startAt, now))
      .get()?.n ?? 0;
  return {
    totalChapters: c.total,
    totalMembers: members,
    upcomingEvents: upcoming,
    approvedChapters: c.approved,
    approvalRate: approvalRate(c.approved, c.total),
  };
}

/**
 * A leader's metrics, scoped to their chapters: the ones they lead plus the ones they requested
 * (so a pending or rejected request shows in the approval rate). Kept per leader and led chapters
 * while content_version's first row holds (its triggers move it with every write to chapters,
 * memberships and events, in any process) and until the next of their upcoming events starts.
 */
function getLeaderMetrics(leader: Pick<Actor, "id" | "ledChapterIds">, now?: Date): DashboardMetrics {
  if (now) return readLeaderMetrics(leader, now.getTime()).value;
  const at = Date.now();
  return keptLeaderMetrics(`${leader.id}:${leader.ledChapterIds.join(",")}`, chaptersStamp(), at, () =>
    readLeaderMetrics(leader, at),
  );
}

const chaptersStamp = contentVersionStamp(1);
/** A leader's figures, the latest 256 leaders'. Every reader gets the same object. */
const keptLeaderMetrics = keptByStampUntil<DashboardMetrics>(256);

/**
 * One statement, prepared once: the chapters led (a JSON list) and requested, then their counts
 * (each through an index: the chapters' key, memberships_chapter_status_idx,
 * events_chapter_start_idx) and the start of the next upcoming event, until which the count holds.
 */
const leaderFigures = preparedOnce(() =>
  sqlite().prepare<
    [string, string, number],
    { total: number; approved: number; members: number; upcoming: number; nextStart: number | null }
  >(
    `with "ids"("id") as (select value from json_each(?) union select "id" from "chapters" where "created_by_id" = ?)
    select "c"."total", "c"."approved",
      (select count(distinct "user_id") from "memberships"
        where "status" = 'Approved' and "chapter_id" in "ids") as "members",
      "e"."upcoming", "e"."nextStart"
    from (select count(*) as "total", coalesce(sum(case when "status" = 'Approved' then 1 else 0 end), 0) as "approved"
        from "chapters" where "id" in "ids") as "c",
      (select count(*) as "upcoming", min("start_at") as "nextStart"
        from "events" where "start_at" >= ? and "chapter_id" in "ids") as "e"`,
  ),
);

function readLeaderMetrics(leader: Pick<Actor, "id" | "ledChapterIds">, now: number) {
  const f = leaderFigures().get(JSON.stringify(leader.ledChapterIds), leader.id, now)!;
  return {
    value: {
      totalChapters: f.total,
      totalMembers: f.members,
      upcomingEvents: f.upcoming,
      approvedChapters: f.approved,
      approvalRate: approvalRate(f.approved, f.total),
    },
    validUntil: f.nextStart ?? Number.POSITIVE_INFINITY,
  };
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
 * network's for admins, their chapters' for leaders (the audit log's scope). Kept while
 * content_version's sixth row holds (migration 0056: every write to the audit log, users' names
 * and deletion, chapters' names; decision 074): the network's per limit, the same for every
 * administrator; a leader's per limit and led chapters (decision 078). The permission is checked
 * on every view.
 */
export function listRecentActivity(actor: Actor, limit = 5) {
  // The overview is about the network: someone's own settings, RSVPs and links are left out.
  const read = () => listAuditLog(actor, { excludeActions: PERSONAL_ACTIONS }, { limit }).rows;
  assertCan(actor, "audit.read", null, AUDIT_ACCESS_DENIED);
  const scope = ledChapterScope(actor);
  if (scope !== "all") return keptLeaderActivity(`${limit}:${[...scope].sort().join(",")}`, overviewStamp(), read);
  return keptActivity(String(limit), overviewStamp(), read);
}

const overviewStamp = contentVersionStamp(6);
/** The network's newest audit rows, per limit. Every reader gets the same objects. */
const keptActivity = keptByStamp<ReturnType<typeof listAuditLog>["rows"]>(4);
/** A leader's chapters' newest audit rows, per limit and chapters (the latest 256). */
const keptLeaderActivity = keptByStamp<ReturnType<typeof listAuditLog>["rows"]>(256);
