// 3b. The directory's search SQL, timed in-process. A bench-only app process records every
// statement it runs (bench/lib/sql-trace.cjs) while it answers many directory searches; the
// statements that touch the chapters table are then replayed here against the same database, and
// EXPLAIN QUERY PLAN shows whether any of them scans a whole table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startApp } from "../tests/helpers/app-server";
import type { BenchContext } from "./lib/context";
import { rawGet } from "./lib/http";

interface Traced {
  t: number;
  ms: number | null;
  method: string;
  sql: string;
  params: unknown;
}

/**
 * A plan line that reads the whole table: SCAN of a big table (a full index scan included), or a
 * SEARCH whose only constraint is a column with a handful of values (status=? matches most rows, so
 * "USING INDEX chapters_status_idx (status=?)" still visits nearly every chapter).
 */
function isFullScan(detail: string) {
  const scan = /^SCAN (\w+)/.exec(detail);
  if (scan) return BIG_TABLES.includes(scan[1]!) && !/VIRTUAL TABLE/.test(detail);
  const search = /^SEARCH (\w+)(?: AS \w+)? USING (?:COVERING )?INDEX \w+ \((\w+)=\?\)$/.exec(detail);
  return !!search && BIG_TABLES.includes(search[1]!) && LOW_SELECTIVITY.includes(search[2]!);
}
const LOW_SELECTIVITY = ["status", "role", "kind", "access_level", "scope"];

const BIG_TABLES = [
  "chapters",
  "memberships",
  "events",
  "users",
  "waitlist_entries",
  "rsvps",
  "user_roles",
  "sessions",
];

function sampleQueries(dbFile: string) {
  const db = new Database(dbFile, { readonly: true });
  const cities = db
    .prepare("SELECT DISTINCT lower(city) AS c FROM chapters WHERE status = 'Approved' ORDER BY zip LIMIT 2000")
    .all()
    .map((r) => (r as { c: string }).c)
    .filter((_, i) => i % 50 === 0)
    .slice(0, 40);
  const zips = db
    .prepare("SELECT zip FROM chapters WHERE status = 'Approved' AND zip IS NOT NULL ORDER BY id LIMIT 40")
    .all()
    .map((r) => (r as { zip: string }).zip);
  db.close();
  const radii = [25, 50, 100];
  return {
    text: ["springfield", "spring", "san", "lake", "cert", ...cities].map(
      (q) => `/chapters?q=${encodeURIComponent(q)}`,
    ),
    zip: zips.map((z, i) => `/chapters?q=${z}&radius=${radii[i % 3]}`),
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function bindParams(params: unknown): unknown[] {
  if (Array.isArray(params)) return params;
  if (params && typeof params === "object") return [params];
  return [];
}

export async function benchQuery(ctx: BenchContext) {
  const S = "3 server";
  console.log(`\n${S}: directory search SQL in-process`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-bench-trace-"));
  const traceFile = path.join(dir, "trace.jsonl");
  const preload = path.join(process.cwd(), "bench", "lib", "sql-trace.cjs");
  const queries = sampleQueries(ctx.seed.file);

  // A second, traced app process on the same database file (WAL lets both read it).
  const traced = await startApp({
    databasePath: ctx.seed.file,
    env: {
      REMIX_BUILD_DIR: ctx.buildDir,
      SESSION_SECRET: process.env.SESSION_SECRET!,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${preload}`.trim(),
      BENCH_SQL_TRACE: traceFile,
      // Every request must reach the loaders: the profile is of rendering, not of the cache.
      RESPONSE_CACHE: "0",
    },
  });
  const windows: { kind: "text" | "zip"; url: string; from: number; to: number; status: number }[] = [];
  const profileRoutes = [
    { name: "directory text search", route: ctx.routes.directoryText, headers: {} as Record<string, string> },
    { name: "directory ZIP + radius", route: ctx.routes.directoryZip, headers: {} as Record<string, string> },
    { name: "chapter detail", route: ctx.routes.chapterDetail, headers: {} as Record<string, string> },
    { name: "dashboard (admin)", route: ctx.routes.dashboard, headers: { Cookie: ctx.cookies.admin } },
    { name: "dashboard events (leader)", route: ctx.routes.dashboardEvents, headers: { Cookie: ctx.cookies.leader } },
    { name: "dashboard chapters (admin)", route: "/dashboard/chapters", headers: { Cookie: ctx.cookies.admin } },
    { name: "dashboard waitlist (admin)", route: ctx.routes.dashboardWaitlist, headers: { Cookie: ctx.cookies.admin } },
    { name: "GET /api/chapters", route: ctx.routes.apiChapters, headers: {} as Record<string, string> },
    ...(ctx.routes.csvExport
      ? [{ name: "waitlist CSV export", route: ctx.routes.csvExport, headers: { Cookie: ctx.cookies.admin } }]
      : []),
  ];
  const profiled: {
    name: string;
    route: string;
    runs: { from: number; to: number; ms: number; status: number; bytes: { raw: number; wire: number } }[];
  }[] = [];
  try {
    for (const kind of ["text", "zip"] as const) {
      for (const url of queries[kind]) {
        const from = Date.now();
        const res = await rawGet(traced.url + url);
        windows.push({ kind, url, from, to: Date.now(), status: res.status });
      }
    }
    for (const p of profileRoutes) {
      await rawGet(traced.url + p.route, p.headers); // warm-up
      const runs = [];
      for (let i = 0; i < 5; i++) {
        const from = Date.now();
        const res = await rawGet(traced.url + p.route, p.headers);
        runs.push({
          from,
          to: Date.now(),
          ms: res.ms,
          status: res.status,
          bytes: { raw: res.body.length, wire: res.wire.length },
        });
      }
      profiled.push({ name: p.name, route: p.route, runs });
    }
  } finally {
    await traced.stop();
  }
  const trace: Traced[] = fs
    .readFileSync(traceFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Traced);
  fs.rmSync(dir, { recursive: true, force: true });

  profileReport(ctx, profiled, trace);

  if (windows.every((w) => w.status === 404)) {
    for (const kind of ["text", "zip"]) {
      ctx.report.na(S, `directory ${kind} search SQL p95 (in-process)`, "≤ 1 ms", "n/a (404) /chapters");
      ctx.report.na(S, `directory ${kind} search: no full table scan`, "0 scans", "n/a (404) /chapters");
    }
    return;
  }

  const db = new Database(ctx.seed.file, { readonly: true });
  db.pragma("busy_timeout = 5000");
  const stmtCache = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let s = stmtCache.get(sql);
    if (!s) stmtCache.set(sql, (s = db.prepare(sql)));
    return s;
  };

  for (const kind of ["text", "zip"] as const) {
    const label = kind === "text" ? "directory text search" : "directory ZIP + radius search";
    const requests = windows
      .filter((w) => w.kind === kind && w.status === 200)
      .map((w) => ({
        url: w.url,
        statements: trace.filter(
          (s) => s.t >= w.from && s.t <= w.to && /\bchapters\b/i.test(s.sql) && /^\s*(select|with)\b/i.test(s.sql),
        ),
      }))
      .filter((r) => r.statements.length > 0);
    if (!requests.length) {
      ctx.report.na(
        S,
        `${label} SQL p95 (in-process)`,
        "≤ 1 ms",
        `no chapter query traced (statuses ${[...new Set(windows.filter((w) => w.kind === kind).map((w) => w.status))].join(", ")})`,
      );
      continue;
    }
    // Replay: every request's chapter statements, 25 rounds over the whole set (warm cache).
    const perRequest: number[] = [];
    for (let round = 0; round < 26; round++) {
      for (const r of requests) {
        const started = performance.now();
        for (const s of r.statements) {
          const stmt = prepared(s.sql);
          if (!stmt.reader) continue;
          if (s.method === "get") stmt.get(...bindParams(s.params));
          else stmt.all(...bindParams(s.params));
        }
        if (round > 0) perRequest.push(performance.now() - started);
      }
    }
    perRequest.sort((a, b) => a - b);
    const statementsPerRequest = requests.reduce((n, r) => n + r.statements.length, 0) / requests.length;
    ctx.report.check(S, `${label} SQL p95 (in-process)`, percentile(perRequest, 95), {
      max: 1,
      unit: "ms",
      digits: 3,
      note: `${perRequest.length} searches over ${requests.length} distinct queries, ${statementsPerRequest.toFixed(1)} chapter statements each; p50 ${percentile(perRequest, 50).toFixed(3)} ms, max ${perRequest.at(-1)!.toFixed(3)} ms`,
    });

    // EXPLAIN QUERY PLAN for every distinct statement.
    const scans = new Set<string>();
    const plans = new Set<string>();
    for (const r of requests) {
      for (const s of r.statements) {
        const rows = db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...bindParams(s.params)) as { detail: string }[];
        for (const { detail } of rows) {
          plans.add(detail);
          if (isFullScan(detail)) scans.add(detail);
        }
      }
    }
    ctx.report.check(S, `${label}: full table scans in query plan`, scans.size, {
      max: 0,
      unit: "scans",
      digits: 0,
      note: scans.size ? [...scans].join("; ") : `plan: ${[...plans].slice(0, 6).join("; ")}`,
    });
  }
  db.close();
}

/**
 * Where each route's time goes: the request time seen by the client beside the SQL time measured
 * inside the app (per statement), with the costliest statements and their query plans. Reference
 * rows that explain a FAIL elsewhere in the table.
 */
function profileReport(
  ctx: BenchContext,
  profiled: {
    name: string;
    route: string;
    runs: { from: number; to: number; ms: number; status: number; bytes: { raw: number; wire: number } }[];
  }[],
  trace: Traced[],
) {
  const S = "3 server profile";
  const db = new Database(ctx.seed.file, { readonly: true });
  for (const p of profiled) {
    const status = p.runs[0]!.status;
    if (status !== 200) {
      ctx.report.ref(S, p.name, "n/a", status === 404 ? `n/a (404) ${p.route}` : `status ${status} for ${p.route}`);
      continue;
    }
    const statements = p.runs.flatMap((r) => trace.filter((s) => s.t >= r.from && s.t <= r.to));
    const runs = p.runs.length;
    const requestMs = p.runs.reduce((a, r) => a + r.ms, 0) / runs;
    const sqlMs = statements.reduce((a, s) => a + (s.ms ?? 0), 0) / runs;
    const bySql = new Map<string, { ms: number; n: number; sample: Traced }>();
    for (const s of statements) {
      const e = bySql.get(s.sql) ?? { ms: 0, n: 0, sample: s };
      e.ms += s.ms ?? 0;
      e.n++;
      bySql.set(s.sql, e);
    }
    const top = [...bySql.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 2);
    const describe = ([sql, e]: [string, { ms: number; n: number; sample: Traced }]) => {
      let plan = "";
      try {
        const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bindParams(e.sample.params)) as {
          detail: string;
        }[];
        plan = rows
          .map((r) => r.detail)
          .filter((d) => /^(SCAN|SEARCH|USE TEMP)/.test(d))
          .slice(0, 3)
          .join("; ");
      } catch {
        plan = "plan unavailable";
      }
      const short = sql.replace(/\s+/g, " ").replace(/"/g, "").slice(0, 90);
      return `${(e.ms / runs).toFixed(1)} ms in ${e.n / runs}× [${short}…] plan: ${plan}`;
    };
    const size = p.runs[0]!.bytes;
    ctx.report.ref(
      S,
      p.name,
      `request ${requestMs.toFixed(1)} ms, SQL ${sqlMs.toFixed(1)} ms`,
      `${p.route}: ${(size.raw / 1024).toFixed(0)} KB HTML/JSON (${(size.wire / 1024).toFixed(0)} KB gzip); ${(statements.length / runs).toFixed(0)} statements per request; costliest: ${top.map(describe).join(" | ")}`,
    );
  }
  db.close();
}
