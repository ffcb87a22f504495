// Load generation with autocannon's programmatic API: fixed rate (overallRate) for latency, and
// unthrottled for throughput. Latency percentiles come from every response time (ms) recorded.
import { spawn, type ChildProcess } from "node:child_process";
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

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function load(opts: { url: string; headers?: Record<string, string>; seconds: number; rate?: number; connections?: number }): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: opts.url,
    headers: { "Accept-Encoding": "gzip", ...(opts.headers ?? {}) },
    connections: opts.connections ?? 10,
    duration: opts.seconds,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    timeout: 10,
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const ok = times.length;
  return {
    rps: ok / (result.duration || opts.seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
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
