// 3. Server: latency at a fixed 100 req/s (evenly paced) and unthrottled throughput per route,
// each as visitors meet it (same URL: the response cache answers) and with every request rendered
// (distinct URLs), beside a bare node:http hello-world measured in the same run; and the
// 10,000-row CSV export.
import { probe, type BenchContext } from "./lib/context";
import { load, paced, startHelloWorld, type LoadResult } from "./lib/load";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const RATE = 100;

const fmt = (r: LoadResult) =>
  r.ok === 0
    ? `no 2xx response within the run (${JSON.stringify(r.statuses)}, ${r.errors} errors/timeouts)`
    : `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} / p95 ${r.p95.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors/timeouts` : ""}`;

/** The same route under distinct URLs (an ignored parameter), so every request is rendered. */
function uncachedPaths(route: string, n: number) {
  const sep = route.includes("?") ? "&" : "?";
  const run = Date.now().toString(36);
  return Array.from({ length: n }, (_, i) => `${route}${sep}_uncached=${run}-${i}`);
}

export async function benchServer(ctx: BenchContext) {
  const S = "3 server";
  console.log(
    `\n${S} (${SECONDS} s per measurement, ${RATE} req/s evenly paced for latency, 10 connections unthrottled for throughput)`,
  );
  const hello = await startHelloWorld();
  const helloRps: number[] = [];
  try {
    await load({ url: hello.url, seconds: 2 });
    const h1 = await load({ url: hello.url, seconds: SECONDS });
    helloRps.push(h1.rps);
    ctx.report.ref(S, "hello-world node:http throughput", fmt(h1), "reference, measured before the routes");

    const routes = [
      {
        name: "directory text search",
        route: ctx.routes.directoryText,
        headers: {} as Record<string, string>,
        p95: 50,
      },
      {
        name: "directory ZIP + radius",
        route: ctx.routes.directoryZip,
        headers: {} as Record<string, string>,
        p95: 50,
      },
      {
        name: "chapter detail",
        route: ctx.routes.chapterDetail,
        headers: {} as Record<string, string>,
        p95: undefined,
      },
      {
        name: "dashboard events (leader)",
        route: ctx.routes.dashboardEvents,
        headers: { Cookie: ctx.cookies.leader },
        p95: undefined,
      },
      {
        name: "GET /api/chapters",
        route: ctx.routes.apiChapters,
        headers: {} as Record<string, string>,
        p95: undefined,
      },
    ];
    const measured: { name: string; route: string; max: LoadResult }[] = [];
    for (const r of routes) {
      const res = await probe(ctx, r.route, r.headers);
      if (!res || res.status !== 200) {
        const why = !res ? `n/a (404) ${r.route}` : `status ${res.status} for ${r.route}`;
        if (r.p95) ctx.report.na(S, `${r.name} p95 at ${RATE} req/s`, `≤ ${r.p95} ms`, why);
        ctx.report.na(S, `${r.name} throughput vs hello-world`, "≥ 8 %", why);
        continue;
      }
      const url = ctx.app.url + r.route;
      // As visitors meet it: the same URL again and again, so the response cache answers most.
      await paced({ url, headers: r.headers, seconds: 2, rate: RATE });
      const fixed = await paced({ url, headers: r.headers, seconds: SECONDS, rate: RATE });
      const max = await load({ url, headers: r.headers, seconds: SECONDS });
      // Every request rendered: a distinct URL each time, so the cache never answers. The fixed-rate
      // run only when the server renders comfortably more than the rate (else it measures a queue
      // that grows for the whole run, and its backlog spills into the next measurement).
      const coldMax = await load({
        url,
        paths: uncachedPaths(r.route, 50_000),
        headers: r.headers,
        seconds: Math.min(SECONDS, 5),
      });
      const cold =
        coldMax.rps >= RATE * 1.2
          ? await paced({
              url,
              paths: uncachedPaths(r.route, RATE * SECONDS),
              headers: r.headers,
              seconds: SECONDS,
              rate: RATE,
            })
          : null;
      measured.push({ name: r.name, route: r.route, max });
      for (const [label, result] of [
        ["", fixed],
        [", every request rendered", cold],
      ] as const) {
        if (!result) {
          const why = `not run: the server renders ${coldMax.rps.toFixed(0)} req/s of this page, under ${RATE * 1.2}`;
          if (r.p95)
            ctx.report.check(S, `${r.name}${label} p95 at ${RATE} req/s`, Infinity, {
              max: r.p95,
              unit: "ms",
              note: why,
            });
          else ctx.report.ref(S, `${r.name}${label} at ${RATE} req/s`, "n/a", why);
          continue;
        }
        if (r.p95) {
          ctx.report.check(S, `${r.name}${label} p95 at ${RATE} req/s`, result.ok ? result.p95 : Infinity, {
            max: r.p95,
            unit: "ms",
            note: `${r.route}${label ? " + a distinct ignored parameter" : ""}: ${fmt(result)}`,
          });
        } else {
          ctx.report.ref(
            S,
            `${r.name}${label} at ${RATE} req/s`,
            result.ok ? `p95 ${result.p95.toFixed(1)} ms` : "no response",
            `${r.route}: ${fmt(result)}`,
          );
        }
      }
      ctx.report.ref(
        S,
        `${r.name} throughput, every request rendered`,
        `${coldMax.rps.toFixed(0)} req/s`,
        `${fmt(coldMax)}; what the server renders per second when the response cache cannot help`,
      );
    }
    const h2 = await load({ url: hello.url, seconds: SECONDS });
    helloRps.push(h2.rps);
    ctx.report.ref(S, "hello-world node:http throughput (again)", fmt(h2), "reference, measured after the routes");
    // The stricter reference: the better of the two hello-world runs.
    const reference = Math.max(...helloRps);
    for (const m of measured) {
      ctx.report.check(S, `${m.name} throughput vs hello-world`, (100 * m.max.rps) / reference, {
        min: 8,
        unit: "%",
        note: `${fmt(m.max)} unthrottled, same URL (response cache), vs hello-world ${reference.toFixed(0)} req/s`,
      });
    }
  } finally {
    await hello.stop();
  }

  // The waitlist CSV export (admin), streamed: time to the last byte and the rows received.
  const route = ctx.routes.csvExport;
  const name = "waitlist CSV export (10,000 rows)";
  if (!route) {
    ctx.report.na(S, name, "≤ 1 s", "n/a (404): no waitlist export route in app/routes yet");
    return;
  }
  const times: number[] = [];
  let rows = 0;
  let firstByte = 0;
  let status = 0;
  let type = "";
  let identityMs = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    // gzip, as a browser asks for it (the last run without, for reference).
    const encoding = i < 4 ? "gzip" : "identity";
    const res = await fetch(ctx.app.url + route, {
      headers: { Cookie: ctx.cookies.admin, "Accept-Encoding": encoding },
      redirect: "manual",
    });
    status = res.status;
    type = res.headers.get("content-type") ?? "";
    if (status !== 200) break;
    const reader = res.body!.getReader();
    let lines = 0;
    let first = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now() - started;
      for (const b of value) if (b === 10) lines++;
    }
    if (encoding === "identity") {
      identityMs = performance.now() - started;
    } else {
      times.push(performance.now() - started);
      firstByte = first;
    }
    rows = lines - 1; // minus the header line
  }
  if (status !== 200) {
    ctx.report.na(S, name, "≤ 1 s", status === 404 ? `n/a (404) ${route}` : `status ${status} for ${route}`);
    return;
  }
  const worst = Math.max(...times);
  const rowsOk = rows >= 10_000;
  ctx.report.check(S, name, worst / 1000, {
    max: 1,
    unit: "s",
    digits: 3,
    note: `${route}: ${rows} rows${rowsOk ? "" : " (expected 10,000: FAIL)"}, ${type}; worst of ${times.length} gzip runs, best ${(Math.min(...times) / 1000).toFixed(3)} s, first byte ${firstByte.toFixed(0)} ms; without gzip ${(identityMs / 1000).toFixed(3)} s`,
  });
  if (!rowsOk)
    ctx.report.add({ section: S, name: "CSV export row count", value: String(rows), budget: "10000", status: "FAIL" });
}
