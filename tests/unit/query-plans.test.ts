// Issue 26, item 3: no scan where an index should be. The hot pages' loaders run against a generated
// database (the national data set of bench/national-seed.ts at 1 %); every statement they prepare is
// recorded and checked with EXPLAIN QUERY PLAN, planned as for a large database (no statistics). A `SCAN` of a table that grows with members, events, RSVPs, credentials,
// activations, audit or the waitlist fails, unless ALLOWED_SCANS names the statement and the reason.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Tables whose row count grows with the network (a scan of one costs more every month). */
const GROWING = [
  "users",
  "user_roles",
  "user_settings",
  "sessions",
  "memberships",
  "events",
  "events_fts_facts",
  "rsvps",
  "credentials",
  "credential_reminders",
  "event_reminders",
  "event_attendance",
  "service_hours",
  "activations",
  "activation_responses",
  "activation_updates",
  "on_scene_periods",
  "message_queue",
  "audit_logs",
  "waitlist_entries",
  "resources",
  "announcements",
  "role_requests",
  "outbox",
  "chat_messages",
  "idempotency_keys",
  "account_tokens",
];

/**
 * Scans that are right, each with its reason: a fragment of the statement and the table scanned.
 * (chapters is not in GROWING: 2,700 rows at national size, read whole by the directory's count.)
 */
const ALLOWED_SCANS: { sql: RegExp; table: string; reason: string }[] = [
  {
    sql: /from "network_counters"/,
    table: "network_counters",
    reason: "five counter rows, read whole",
  },
  {
    sql: /count\(\*\) from "resources" where \(?1\)? group by/,
    table: "resources",
    reason:
      "an administrator's per-level counts of the whole library (a covering index), kept until a write (memoUntilWrite)",
  },
  {
    sql: /count\(\*\) from "announcements" group by/,
    table: "announcements",
    reason: "an administrator's per-scope counts of every announcement (a covering index), kept until a write",
  },
  {
    sql: /from \(select "announcements"."rowid" as "rid" from "announcements" order by "announcements"."created_at" desc, "announcements"."id" desc limit \?( offset \?)?\) "page"/,
    table: "announcements",
    reason:
      "an administrator's unfiltered page: walks announcements_created_idx newest first and stops after the page (the limit is the subquery's; the sort after it orders the page's 20 rows)",
  },
  {
    sql: /where "audit_logs"."rowid" in \(select "audit_logs"."rowid" from "audit_logs" where .* order by "audit_logs"."created_at" desc, "audit_logs"."rowid" desc limit \?\)/,
    table: "audit_logs",
    reason:
      "the network-wide log, newest first (an administrator's, unfiltered or filtered by action only): the page's rowids walk audit_logs_created_idx newest first and stop after the page (the limit is the subquery's; the sort after it orders the page's rows before their names are joined)",
  },
  {
    sql: /from "role_requests" left join "users" on .* order by "role_requests"."created_at" desc/,
    table: "role_requests",
    reason:
      "the role-request queue unfiltered (All): one row per member who asked to lead or administer, a few thousand at national size, sorted whole; a status filter reads role_requests_status_idx",
  },
  {
    sql: /^select "id" from "message_queue" where "message_queue"."user_id" = \?$/,
    table: "message_queue",
    reason:
      "a deleted account's delivered copies, found after the deletion's commit by a read that holds no lock: an index by user would cost every queued message a write (decision 030)",
  },
  {
    sql: /from "credential_types"/,
    table: "credential_types",
    reason: "the credential catalogue: a dozen rows an admin edits",
  },
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-plans-"));
const file = path.join(dir, "plans.db");
const statements = new Set<string>();
let seed: Awaited<ReturnType<typeof import("../../bench/national-seed").seedNationalDatabase>>;
let cookie: (userId: string) => Promise<string>;

beforeAll(async () => {
  const { resetConnection } = await import("~/db/client.server");
  resetConnection();
  const { seedNationalDatabase } = await import("../../bench/national-seed");
  seed = await seedNationalDatabase(file, { scale: 0.01, quiet: true });
  process.env.DATABASE_PATH = file;
  process.env.SESSION_SECRET ??= "plans-session-secret";
  // Record every statement any connection of this process prepares (Drizzle prepares each query).
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (this: Database.Database, source: string) {
    if (/^\s*(select|with|delete)\b/i.test(source)) statements.add(source);
    return prepare.call(this, source);
  } as typeof prepare;
  const { authSessionStorage, SESSION_KEY } = await import("~/utils/session.server");
  const { createSessionRow } = await import("~/access/sessions.server");
  cookie = async (userId: string) => {
    const session = await authSessionStorage.getSession();
    session.set(SESSION_KEY, createSessionRow(userId).token);
    return (await authSessionStorage.commitSession(session)).split(";")[0]!;
  };
}, 120_000);

afterAll(async () => {
  const { resetConnection } = await import("~/db/client.server");
  resetConnection();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Loader = (args: LoaderFunctionArgs) => unknown;

/** The hot pages of issue 26: what every role lands on, the API lists and the CSV exports. */
const PAGES: {
  role: "admin" | "leader" | "member";
  url: (s: typeof seed) => string;
  route: () => Promise<{ loader: Loader }>;
  params?: (s: typeof seed) => Record<string, string>;
  /** Request headers besides the session cookie. */
  headers?: Record<string, string>;
}[] = [
  { role: "admin", url: () => "/dashboard", route: () => import("~/routes/dashboard._index") },
  { role: "leader", url: () => "/dashboard", route: () => import("~/routes/dashboard._index") },
  { role: "member", url: () => "/dashboard", route: () => import("~/routes/dashboard._index") },
  { role: "member", url: () => "/go-kit", route: () => import("~/routes/go-kit") },
  { role: "admin", url: () => "/dashboard/members", route: () => import("~/routes/dashboard.members") },
  { role: "admin", url: () => "/dashboard/members?tab=approved", route: () => import("~/routes/dashboard.members") },
  { role: "leader", url: () => "/dashboard/members", route: () => import("~/routes/dashboard.members") },
  { role: "admin", url: () => "/dashboard/chapters", route: () => import("~/routes/dashboard.chapters._index") },
  { role: "member", url: () => "/dashboard/events", route: () => import("~/routes/dashboard.events._index") },
  // The event list's other tabs, pages and the chapter filter (each side one walk of a start index).
  { role: "leader", url: () => "/dashboard/events", route: () => import("~/routes/dashboard.events._index") },
  { role: "admin", url: () => "/dashboard/events", route: () => import("~/routes/dashboard.events._index") },
  {
    role: "member",
    url: () => "/dashboard/events?time=past&page=2",
    route: () => import("~/routes/dashboard.events._index"),
  },
  {
    role: "member",
    url: () => "/dashboard/events?time=all&page=2",
    route: () => import("~/routes/dashboard.events._index"),
  },
  {
    role: "leader",
    url: (s) => `/dashboard/events?chapter=${s.chapter.id}&time=past`,
    route: () => import("~/routes/dashboard.events._index"),
  },
  // The events search (decision 041): counts from the trigram index's matches, a page of them.
  {
    role: "member",
    url: () => "/dashboard/events?q=training",
    route: () => import("~/routes/dashboard.events._index"),
  },
  {
    role: "admin",
    url: () => "/dashboard/events?q=springfield&time=all",
    route: () => import("~/routes/dashboard.events._index"),
  },
  { role: "admin", url: () => "/dashboard/activations", route: () => import("~/routes/dashboard.activations._index") },
  { role: "leader", url: () => "/dashboard/activations", route: () => import("~/routes/dashboard.activations._index") },
  // The create form: chapters, credentials and the backup leaders a wave may name.
  {
    role: "leader",
    url: () => "/dashboard/activations/new",
    route: () => import("~/routes/dashboard.activations.new"),
  },
  // Its named-backups search: the members of the chapters the leader leads (memberships by chapter).
  {
    role: "leader",
    url: () => "/dashboard/activations/people?q=ma",
    route: () => import("~/routes/dashboard.activations.people"),
  },
  // The role-request queue (page and API): requests first, each requester looked up by id.
  { role: "admin", url: () => "/admin/role-requests", route: () => import("~/routes/admin.role-requests") },
  {
    role: "admin",
    url: () => "/admin/role-requests?status=Pending",
    route: () => import("~/routes/admin.role-requests"),
  },
  { role: "admin", url: () => "/api/admin/role-requests", route: () => import("~/routes/api.admin.role-requests") },
  { role: "admin", url: () => "/dashboard/waitlist", route: () => import("~/routes/dashboard.waitlist") },
  // The other lists' searches (decision 041, migration 0043): counts from the trigram indexes'
  // matches, pages walking the list's order index tested against them (the members list drives
  // from the matching people's and chapters' memberships).
  { role: "admin", url: () => "/dashboard/waitlist?q=honolulu", route: () => import("~/routes/dashboard.waitlist") },
  { role: "admin", url: () => "/dashboard/members?q=springfield", route: () => import("~/routes/dashboard.members") },
  {
    role: "admin",
    url: () => "/dashboard/members?q=springfield&tab=approved",
    route: () => import("~/routes/dashboard.members"),
  },
  {
    role: "admin",
    url: () => "/dashboard/resources?q=guide%205",
    route: () => import("~/routes/dashboard.resources._index"),
  },
  {
    role: "member",
    url: () => "/dashboard/announcements?q=update%201",
    route: () => import("~/routes/dashboard.announcements._index"),
  },
  { role: "admin", url: () => "/api/audit-logs", route: () => import("~/routes/api.audit-logs") },
  // The audit log (issue 31): each filter alone walks its own index newest first; the cursor resumes it.
  { role: "admin", url: () => "/dashboard/audit", route: () => import("~/routes/dashboard.audit") },
  { role: "leader", url: () => "/dashboard/audit", route: () => import("~/routes/dashboard.audit") },
  {
    role: "admin",
    url: (s) => `/dashboard/audit?chapter=${s.chapter.id}&before=1900000000000.5`,
    route: () => import("~/routes/dashboard.audit"),
  },
  {
    role: "admin",
    url: (s) => `/dashboard/audit?actor=${s.users.leader}&after=1000.5`,
    route: () => import("~/routes/dashboard.audit"),
  },
  {
    role: "admin",
    url: () => "/dashboard/audit?action=update_rsvp&from=2025-01-01&to=2026-12-31",
    route: () => import("~/routes/dashboard.audit"),
  },
  {
    role: "leader",
    url: (s) => `/api/audit-logs?chapter=${s.chapter.id}&action=approve_membership&limit=100`,
    route: () => import("~/routes/api.audit-logs"),
  },
  { role: "admin", url: () => "/api/dashboard/metrics", route: () => import("~/routes/api.dashboard.metrics") },
  { role: "member", url: () => "/api/events", route: () => import("~/routes/api.events") },
  { role: "member", url: () => "/api/events?time=past", route: () => import("~/routes/api.events") },
  // The API's search knows no counts: a walk of the start index tested against the matches.
  { role: "member", url: () => "/api/events?q=drill", route: () => import("~/routes/api.events") },
  { role: "admin", url: () => "/api/memberships", route: () => import("~/routes/api.memberships") },
  {
    role: "leader",
    url: (s) => `/dashboard/readiness?chapter=${s.chapter.id}`,
    route: () => import("~/routes/dashboard.readiness._index"),
  },
  { role: "leader", url: () => "/dashboard/hours/report", route: () => import("~/routes/dashboard.hours.report") },
  {
    role: "leader",
    url: () => "/dashboard/hours/cost-share",
    route: () => import("~/routes/dashboard.hours.cost-share"),
  },
  { role: "member", url: () => "/dashboard/training", route: () => import("~/routes/dashboard.training._index") },
  { role: "admin", url: () => "/dashboard/training/review", route: () => import("~/routes/dashboard.training.review") },
  {
    role: "leader",
    url: () => "/dashboard/training/review",
    route: () => import("~/routes/dashboard.training.review"),
  },
  { role: "admin", url: () => "/dashboard/readiness", route: () => import("~/routes/dashboard.readiness._index") },
  { role: "admin", url: () => "/dashboard/hours/report", route: () => import("~/routes/dashboard.hours.report") },
  // The content lists, paged (issue 26): a page of resources or announcements and their counts.
  { role: "member", url: () => "/dashboard/resources", route: () => import("~/routes/dashboard.resources._index") },
  {
    role: "member",
    url: () => "/dashboard/resources?access=all&page=2",
    route: () => import("~/routes/dashboard.resources._index"),
  },
  { role: "leader", url: () => "/dashboard/resources", route: () => import("~/routes/dashboard.resources._index") },
  {
    role: "admin",
    url: () => "/dashboard/resources?access=all",
    route: () => import("~/routes/dashboard.resources._index"),
  },
  { role: "admin", url: () => "/dashboard/resources", route: () => import("~/routes/dashboard.resources._index") },
  {
    role: "member",
    url: () => "/dashboard/announcements",
    route: () => import("~/routes/dashboard.announcements._index"),
  },
  {
    role: "admin",
    url: () => "/dashboard/announcements",
    route: () => import("~/routes/dashboard.announcements._index"),
  },
  {
    role: "leader",
    url: () => "/dashboard/announcements?page=2",
    route: () => import("~/routes/dashboard.announcements._index"),
  },
  // The rosters a leader pages through, and the CSV exports (read to the end: they stream).
  {
    role: "leader",
    url: (s) => `/dashboard/events/${s.eventId}/attendance`,
    params: (s) => ({ id: s.eventId }),
    route: () => import("~/routes/dashboard.events.$id.attendance"),
  },
  {
    role: "leader",
    url: (s) => `/dashboard/activations/${s.activationId}`,
    params: (s) => ({ id: s.activationId }),
    route: () => import("~/routes/dashboard.activations.$id._index"),
  },
  {
    role: "admin",
    url: () => "/dashboard/waitlist/export.csv",
    route: () => import("~/routes/dashboard.waitlist.export[.]csv"),
  },
  // The same export to a client that takes gzip: its runs of days (decision 046).
  {
    role: "admin",
    url: () => "/dashboard/waitlist/export.csv",
    route: () => import("~/routes/dashboard.waitlist.export[.]csv"),
    headers: { "Accept-Encoding": "gzip, deflate, br" },
  },
  {
    role: "leader",
    url: (s) => `/dashboard/readiness/export.csv?chapter=${s.chapter.id}`,
    route: () => import("~/routes/dashboard.readiness.export[.]csv"),
  },
  // The directory with its open trainings (issue 28), read by every visitor.
  { role: "member", url: () => "/chapters", route: () => import("~/routes/chapters._index") },
];

/**
 * The SCAN lines of a statement's plan that read a growing table whole. An index walked in the
 * ORDER BY's order under a LIMIT (`SCAN t USING INDEX i` with no temp B-tree for the ORDER BY) stops
 * after LIMIT rows: that is the paginated list's plan, not a scan of the table.
 */
function badScans(sqlite: Database.Database, source: string) {
  const params = (source.match(/\?/g) ?? []).map(() => null);
  const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[];
  const sortsAfter = plan.some((p) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(p.detail));
  const limited = /\blimit \?(\s+offset \?)?\s*$/i.test(source);
  return plan
    .map((p) => p.detail)
    .filter((detail) => {
      const table = /^SCAN (\w+)/.exec(detail)?.[1];
      if (!table || !GROWING.includes(table)) return false;
      if (/ USING (COVERING )?INDEX /.test(detail) && limited && !sortsAfter) return false;
      return !ALLOWED_SCANS.some((a) => a.table === table && a.sql.test(source));
    });
}

/**
 * Plans as on a national database: the 1 % copy's statistics would tell the planner that a 20-row
 * table is cheaper to scan. Without statistics SQLite takes every table to be large, so a SCAN means
 * no index serves the query at any size.
 */
function forgetStatistics(sqlite: Database.Database) {
  const stats = sqlite
    .prepare("SELECT name FROM sqlite_schema WHERE name LIKE 'sqlite_stat%'")
    .pluck()
    .all() as string[];
  for (const table of stats) sqlite.exec(`DELETE FROM ${table}`);
  sqlite.exec("ANALYZE sqlite_schema");
}

describe("query plans of the hot pages", () => {
  it("scan no growing table", async () => {
    for (const page of PAGES) {
      const { loader } = await page.route();
      const request = new Request(`http://localhost${page.url(seed)}`, {
        headers: { Cookie: await cookie(seed.users[page.role]), ...page.headers },
      });
      const result = await loader({
        request,
        params: page.params?.(seed) ?? {},
        context: { clientAddress: "127.0.0.1", cspNonce: "n" } as AppLoadContext,
      });
      expect(result instanceof Response ? result.status : 200, `${page.role} ${page.url(seed)}`).toBe(200);
      // A streamed body (the CSV exports) runs its queries as it is read.
      if (result instanceof Response) await result.text();
    }
    // The gzip export read its entries by runs of days (decision 046), each a range of waitlist_created_idx.
    expect(
      [...statements].some((source) =>
        /^\s*select email, .* from waitlist_entries\s+where created_at > \?/s.test(source),
      ),
    ).toBe(true);
    // The event-reminder job's read (every minute, network-wide).
    const { runEventReminders } = await import("~/jobs/event-reminders.server");
    runEventReminders();
    // The retention job's batched deletes (hourly): each walks its own index (decision 037).
    const { runRetention } = await import("~/jobs/retention.server");
    await runRetention();
    const retention = [...statements].filter((source) =>
      /^DELETE FROM (message_queue|outbox|account_tokens) /.test(source),
    );
    expect(retention).toHaveLength(3);
    // The other prunes: expired or idle sessions (every login, and hourly), checked with the rest.
    const { deleteExpiredSessions } = await import("~/access/sessions.server");
    deleteExpiredSessions();
    expect([...statements].some((source) => /^delete from "sessions" where .*"last_seen_at" </.test(source))).toBe(
      true,
    );
    // Deleting an account (decision 030): every delete by the person is a search; the queue's
    // waiting copies through its (status, next attempt) index, the delivered ones by id after a
    // read that holds no lock (allowed above).
    const { deleteAccount } = await import("~/models/account-data.server");
    const { loadActor } = await import("~/access/actor.server");
    const { NATIONAL_PASSWORD } = await import("../../bench/national-seed");
    await deleteAccount(loadActor(seed.users.member)!, NATIONAL_PASSWORD);
    const queueDelete = [...statements].find((source) =>
      /^delete from "message_queue" where \("message_queue"."status" in \(\?, \?\) and "message_queue"."user_id" = \?\)$/.test(
        source,
      ),
    );
    expect(queueDelete).toBeDefined();
    expect([...statements]).toContain('select "id" from "message_queue" where "message_queue"."user_id" = ?');
    expect(statements.size).toBeGreaterThan(20);
    const { sqlite } = await import("~/db/client.server");
    forgetStatistics(sqlite());
    const scans = [...statements]
      .map((source) => ({ source, scans: badScans(sqlite(), source) }))
      .filter((s) => s.scans.length)
      .map((s) => `${s.scans.join("; ")} in: ${s.source}`);
    expect(scans).toEqual([]);
    // The queue's prune reads only the done messages of no activation (a partial index), never
    // the activation rows it keeps.
    const prune = retention.find((source) => source.includes("message_queue"))!;
    const prunePlan = (sqlite().prepare(`EXPLAIN QUERY PLAN ${prune}`).all(0, 0) as { detail: string }[])
      .map((p) => p.detail)
      .join("; ");
    // The rate limiter's clean-up (its library's statement, every five minutes per limit and process).
    const limiterPlan = (
      sqlite().prepare("EXPLAIN QUERY PLAN DELETE FROM rate_limiter_buckets WHERE expire < ?").all(0) as {
        detail: string;
      }[]
    )
      .map((p) => p.detail)
      .join("; ");
    expect(limiterPlan).toMatch(/SEARCH rate_limiter_buckets USING (COVERING )?INDEX rate_limiter_buckets_expire_idx/);
    expect(prunePlan).toMatch(/SEARCH message_queue USING (COVERING )?INDEX message_queue_done_idx \(created_at<\?\)/);
    const queueDeletePlan = (
      sqlite().prepare(`EXPLAIN QUERY PLAN ${queueDelete}`).all("queued", "sending", "x") as { detail: string }[]
    )
      .map((p) => p.detail)
      .join("; ");
    expect(queueDeletePlan).toMatch(/SEARCH message_queue USING INDEX message_queue_due_idx \(status=\?\)/);

    // A leader's review queue (decision 064): the page's rowids from credentials_pending_user_idx
    // alone (named: planned without statistics SQLite took credentials_user_event_uq), member by
    // member of the led chapters (migration 0053), not every credential of them.
    const reviewQueue = [...statements].find((source) =>
      /^select .* from "credentials" inner join "credential_types" .* where "credentials"."rowid" in \(select "credentials"."rowid" from "credentials" indexed by "credentials_pending_user_idx" where .*json_each/.test(
        source,
      ),
    );
    expect(reviewQueue).toBeDefined();
    const reviewPlan = (
      sqlite().prepare(`EXPLAIN QUERY PLAN ${reviewQueue}`).all("x", "[]", "Approved", 26, 0) as { detail: string }[]
    )
      .map((p) => p.detail)
      .join("; ");
    expect(reviewPlan).toMatch(
      /SEARCH credentials USING (COVERING )?INDEX credentials_pending_user_idx \(user_id=\?\)/,
    );

    // An administrator's library (All levels) walks resources_updated_idx backwards and stops after the
    // page: no sort of the whole library (migration 0027).
    const adminList = [...statements].filter(
      (source) =>
        /from "resources"/.test(source) &&
        /order by "resources"."updated_at" desc/.test(source) &&
        !/"access_level" (in|= \?)/.test(source),
    );
    expect(adminList.length).toBeGreaterThan(0);
    for (const source of adminList) {
      const params = (source.match(/\?/g) ?? []).map(() => null);
      const plan = (
        sqlite()
          .prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...params) as { detail: string }[]
      )
        .map((p) => p.detail)
        .join("; ");
      expect(plan).toMatch(/SCAN resources USING INDEX resources_updated_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }

    // One level of the library (the page opens on the Member tab) walks resources_access_idx in the
    // list's order and stops after the page (migration 0037).
    const planOf = (source: string) =>
      (
        sqlite()
          .prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...(source.match(/\?/g) ?? []).map(() => null)) as { detail: string }[]
      )
        .map((p) => p.detail)
        .join("; ");
    const levelList = [...statements].filter(
      (source) =>
        /from "resources"/.test(source) &&
        /where \(1 and "resources"."access_level" = \?\) order by "resources"."updated_at" desc/.test(source),
    );
    expect(levelList.length).toBeGreaterThan(0);
    for (const source of levelList) {
      const plan = planOf(source);
      expect(plan).toMatch(/SEARCH resources USING INDEX resources_access_idx \(access_level=\?\)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }

    // A member's go-kit finds the critical resources in resources_critical_idx, not by reading every
    // network-wide resource of their levels to test is_critical (migration 0040). The planner's choice
    // for its OR over chapters depends on statistics: these are the national data set's (ANALYZE of
    // resources after migration 0040 on the 20,000-resource copy).
    const critical = [...statements].filter((source) =>
      /from "resources" where \("resources"."is_critical" = \?/.test(source),
    );
    expect(critical.length).toBeGreaterThan(0);
    sqlite().exec("DELETE FROM sqlite_stat1 WHERE tbl = 'resources'");
    const nationalStats = sqlite().prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('resources', ?, ?)");
    for (const [idx, stat] of [
      ["resources_critical_idx", "20000 8 6 3"],
      ["resources_chapter_idx", "20000 8 3"],
      ["resources_access_idx", "20000 6667 10 1"],
      ["resources_updated_idx", "20000 29 1"],
      ["sqlite_autoindex_resources_1", "20000 1"],
    ])
      nationalStats.run(idx, stat);
    sqlite().exec("ANALYZE sqlite_schema");
    for (const source of critical) {
      expect(planOf(source)).toMatch(
        /SEARCH resources USING INDEX resources_critical_idx \(chapter_id=\? AND is_critical=\? AND access_level=\?\)/,
      );
    }
    sqlite().exec("DELETE FROM sqlite_stat1 WHERE tbl = 'resources'");
    sqlite().exec("ANALYZE sqlite_schema");

    // The readiness grid reads a chapter's credentials (about 1,700 at national size) from the
    // covering credentials_user_type_idx alone: no lookup of each row in the table (migration 0035).
    const grid = [...statements].filter(
      (source) =>
        /from "credentials" where/.test(source) &&
        /"credentials"."user_id" in \(select/.test(source) &&
        !/ join /.test(source),
    );
    expect(grid.length).toBeGreaterThan(0);
    for (const source of grid) {
      const params = (source.match(/\?/g) ?? []).map(() => null);
      const plan = (
        sqlite()
          .prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...params) as { detail: string }[]
      )
        .map((p) => p.detail)
        .join("; ");
      expect(plan).toMatch(/SEARCH credentials USING COVERING INDEX credentials_user_type_idx \(user_id=\?\)/);
    }

    // The running activations' reply figures (the overview, the activations list) are counted from
    // activation_responses_figures_idx alone, without reading each response row (migration 0044).
    const figures = [...statements].filter(
      (source) =>
        /from "activation_responses" where "activation_responses"."activation_id" in \(/.test(source) &&
        /group by "activation_responses"."activation_id"/.test(source),
    );
    expect(figures.length).toBeGreaterThan(0);
    for (const source of figures) {
      const params = (source.match(/\?/g) ?? []).map(() => null);
      const plan = (
        sqlite()
          .prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...params) as { detail: string }[]
      )
        .map((p) => p.detail)
        .join("; ");
      expect(plan).toMatch(
        /SEARCH activation_responses USING COVERING INDEX activation_responses_figures_idx \(activation_id=\?\)/,
      );
    }

    // The events search (decision 041): its counts read the events the trigram index matches, by
    // rowid; its pages too (a rare word; the API's with the index's count as its bound, decision
    // 048). None reads every event to test a LIKE.
    const eventSearches = [...statements].filter((source) =>
      /from "events(_fts" cross join "events(_fts_facts)?)?".*"events_fts" match \?/.test(source),
    );
    // The network-wide count: the matches joined to their facts by rowid, in one pass (decision
    // 051), the LIKE tested in `events` (by rowid) on the events whose text is not plain ASCII.
    const counts = eventSearches.filter((source) => source.includes('from "events_fts" cross join "events_fts_facts"'));
    expect(counts.length).toBeGreaterThan(0);
    for (const source of counts) {
      const plan = planOf(source);
      expect(plan).toMatch(/SEARCH events_fts_facts USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).toMatch(/SEARCH events USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    }
    const searchPlans = eventSearches.map(planOf);
    expect(searchPlans.length).toBeGreaterThanOrEqual(3);
    for (const plan of searchPlans) expect(plan).toMatch(/SCAN events_fts VIRTUAL TABLE/);
    expect(
      searchPlans.filter((plan) => /SEARCH events USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(plan)).length,
    ).toBeGreaterThanOrEqual(2);
    for (const plan of searchPlans) expect(plan).not.toMatch(/SCAN events(;|$)/);
    // The other lists' searches read their indexes: none tests a LIKE on every row.
    for (const fts of ["users_fts", "waitlist_fts", "resources_fts", "announcements_fts"]) {
      const found = [...statements].filter((source) => source.includes(`"${fts}" match ?`));
      expect(found.length, fts).toBeGreaterThan(0);
      for (const source of found) expect(planOf(source), source).toMatch(new RegExp(`SCAN ${fts} VIRTUAL TABLE`));
    }
    // The announcements search reads its index once per view; the count and the page then look its
    // matches up by rowid (json_each of them).
    const byMatches = [...statements].filter((source) =>
      /from "announcements".* in \(select value from json_each\(\?\)\)/.test(source),
    );
    expect(byMatches.length).toBeGreaterThanOrEqual(2);
    // (A member's list may narrow by its scope first; the growing-table check above covers every plan.)
    expect(
      byMatches.some((source) => /SEARCH announcements USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(planOf(source))),
    ).toBe(true);
  }, 120_000);

  // A trigger runs inside every write to its table, so a statement in its body that reads a growing
  // table must find the rows of the written row (NEW/OLD) by an index on a column compared with
  // that row's value. A search by some other equality (e.g. `status = 'Approved'`) reads every row of
  // that status on each write: the members.active counter's trigger did so until migration 0049,
  // which made the national seed's 194,000 membership inserts quadratic.
  it("read by the written row's own values in every trigger", async () => {
    const { sqlite } = await import("~/db/client.server");
    forgetStatistics(sqlite());
    const triggers = sqlite().prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger'").all() as {
      name: string;
      sql: string;
    }[];
    expect(triggers.length).toBeGreaterThan(10);
    const rowValue = /(?:NEW|OLD)\.[`"]?\w+[`"]?/gi;
    const wrong: string[] = [];
    let searched = 0;
    for (const trigger of triggers) {
      const body = trigger.sql.slice(trigger.sql.search(/\bBEGIN\b/i) + 5, trigger.sql.search(/\bEND\s*$/i));
      for (const statement of body.split(/;\s*(?:\n|$)/).map((s) => s.trim())) {
        if (!statement) continue;
        // The columns this statement compares with the written row's values.
        const keyed = new Set(
          [...statement.matchAll(/[`"]?(\w+)[`"]?\s*=\s*(?:NEW|OLD)\./gi)].map((m) => m[1]!.toLowerCase()),
        );
        // The plan names a table by its alias where the statement gives one (`FROM memberships m`).
        const tableOf = new Map<string, string>();
        for (const m of statement.matchAll(/\b(?:from|join)\s+[`"]?(\w+)[`"]?(?:\s+(?:as\s+)?(\w+))?/gi)) {
          tableOf.set(m[1]!, m[1]!);
          if (m[2] && !/^(where|on|join|inner|left|cross|group|order|limit|values|select)$/i.test(m[2]))
            tableOf.set(m[2], m[1]!);
        }
        const source = statement.replace(rowValue, "?");
        const params = (source.match(/\?/g) ?? []).map(() => null);
        const plan = sqlite()
          .prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...params) as { detail: string }[];
        for (const { detail } of plan) {
          const step = /^(SCAN|SEARCH) (\w+)/.exec(detail);
          if (!step || !GROWING.includes(tableOf.get(step[2]!) ?? step[2]!)) continue;
          if (step[1] === "SCAN") {
            wrong.push(`${trigger.name}: ${detail}`);
            continue;
          }
          searched++;
          if (/INTEGER PRIMARY KEY \(rowid=\?\)/.test(detail)) continue;
          const first = /\((\w+)[=<>]/.exec(detail)?.[1]?.toLowerCase();
          if (!first || !keyed.has(first)) wrong.push(`${trigger.name}: ${detail}`);
        }
      }
    }
    expect(searched).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 60_000);
});
