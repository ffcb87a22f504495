// Load generation: autocannon unthrottled for throughput, and an evenly paced open-loop client for
// latency at a fixed rate. Latency percentiles come from every response time (ms) recorded.
//
// Why not autocannon's overallRate for the fixed rate: each of its connections sends its share of
// the second back to back at every second's tick and then waits, so "100 req/s" over 10
// connections arrives as a burst of 100 requests once a second, and p95 measures that queue. The
// paced client below sends one request every 1000/rate ms (wrk2's constant-throughput model) and
// measures each latency from when the request was due, so a server that falls behind is still
// charged for the wait (no coordinated omission).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { freePort } from "../../tests/helpers/app-server";

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

function cycle(paths: string[]) {
  let i = 0;
  return (request: { path?: string }) => ({ ...request, path: paths[i++ % paths.length] });
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Rate and percentiles from the 2xx response times of a run that lasted `seconds`. */
function summarize(
  times: number[],
  seconds: number,
  rest: Pick<LoadResult, "non2xx" | "errors" | "statuses">,
): LoadResult {
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ok: times.length,
    ...rest,
  };
}

/** Unthrottled load from autocannon's connections, cycling through `paths` when given. */
export async function load(opts: {
  url: string;
  paths?: string[];
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
}): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: opts.url,
    headers: { "Accept-Encoding": "gzip", ...(opts.headers ?? {}) },
    connections: opts.connections ?? 10,
    duration: opts.seconds,
    timeout: 10,
    // Cycling through paths (each connection takes the next one for every request).
    ...(opts.paths?.length ? { requests: [{ setupRequest: cycle(opts.paths) }] } : {}),
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  const result = await instance;
  return summarize(times, result.duration || opts.seconds, {
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  });
}

/**
 * Fixed-rate load: one GET every 1000/rate ms for `seconds`, over keep-alive connections opened as
 * needed, cycling through `paths` (or always `url`'s path). Each latency runs from the moment the
 * request was due to the last byte of its response.
 */
export async function paced(opts: {
  url: string;
  paths?: string[];
  headers?: Record<string, string>;
  seconds: number;
  rate: number;
}): Promise<LoadResult> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const headers = { "Accept-Encoding": "gzip", ...(opts.headers ?? {}) };
  const paths = opts.paths?.length ? opts.paths : [target.pathname + target.search];
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let non2xx = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now() + 5;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    // Timers have millisecond granularity and may fire a little early: sleep to just short of the
    // due time, then yield until it has come (a request is never sent before it is due).
    const wait = due - performance.now();
    if (wait > 2) await new Promise((resolve) => setTimeout(resolve, wait - 1.5));
    while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
    inflight.push(
      new Promise<void>((resolve) => {
        const req = http.get(
          { host: target.hostname, port: target.port, path: paths[i % paths.length], headers, agent, timeout: 10_000 },
          (res) => {
            res.on("data", () => {});
            res.on("end", () => {
              const status = res.statusCode ?? 0;
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status >= 200 && status < 300) times.push(performance.now() - due);
              else non2xx++;
              resolve();
            });
          },
        );
        req.on("timeout", () => req.destroy(new Error("timeout")));
        req.on("error", () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return summarize(times, Math.max(elapsed, opts.seconds), { non2xx, errors, statuses });
}

/** A bare node:http hello-world in its own process: the reference for throughput. */
export async function startHelloWorld(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = freePort();
  const code = `require("node:http").createServer((req, res) => { res.setHeader("Content-Type", "text/plain"); res.end("Hello, world!"); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const proc: ChildProcess = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.once("data", () => resolve());
    proc.once("exit", (c) => reject(new Error(`hello-world exited ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
}
