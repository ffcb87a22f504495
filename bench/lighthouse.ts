// 4. Lighthouse with its mobile defaults (simulated slow 4G and 4x CPU slowdown) on Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, publicPages } from "./bytes";
import { probe, type BenchContext } from "./lib/context";

async function launchDebuggableChromium() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-bench-lh-"));
  const proc = spawn(
    process.env.CHROME_PATH ?? CHROMIUM_PATH,
    ["--headless", ...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${err}`)), 20_000);
    proc.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.once("exit", (c) => reject(new Error(`chromium exited ${c}: ${err}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          // Chromium's helper processes can still be writing its cache for a moment after the main
          // process exits: retry, and leave a temp directory behind rather than fail the run.
          try {
            fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
          } catch (error) {
            console.warn(`  (could not remove ${userDataDir}: ${(error as Error).message})`);
          }
          resolve();
        };
        if (proc.exitCode !== null) return done();
        proc.once("exit", done);
        proc.kill("SIGTERM");
      }),
  };
}

export async function benchLighthouse(ctx: BenchContext) {
  const S = "4 lighthouse";
  console.log(`\n${S} (mobile defaults)`);
  const pages = [
    ...publicPages(ctx).map((p) => ({ ...p, perf: 95, cookie: "" })),
    { name: "dashboard (admin)", route: ctx.routes.dashboard, perf: 90, cookie: ctx.cookies.admin },
    { name: "dashboard events (leader)", route: ctx.routes.dashboardEvents, perf: 90, cookie: ctx.cookies.leader },
  ];
  for (const p of pages) {
    const res = await probe(ctx, p.route, p.cookie ? { Cookie: p.cookie } : {});
    if (!res || res.status !== 200) {
      const why = !res ? `n/a (404) ${p.route}` : `status ${res.status} for ${p.route}`;
      ctx.report.na(S, `${p.name} performance`, `≥ ${p.perf}`, why);
      ctx.report.na(S, `${p.name} accessibility`, "≥ 100", why);
      ctx.report.na(S, `${p.name} best practices`, "≥ 95", why);
      continue;
    }
    const chrome = await launchDebuggableChromium();
    try {
      const result = await lighthouse(
        ctx.app.url + p.route,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error("lighthouse returned no result");
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = (id: string) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
          .slice(0, 6)
          .join(", ");
      const METRICS: Record<string, string> = {
        "first-contentful-paint": "FCP",
        "largest-contentful-paint": "LCP",
        "total-blocking-time": "TBT",
        "cumulative-layout-shift": "CLS",
        "speed-index": "SI",
      };
      const metrics = Object.entries(METRICS)
        .map(([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? "?"}`)
        .join(", ");
      const runtimeError = lhr.runtimeError ? `Lighthouse runtime error: ${lhr.runtimeError.message}; ` : "";
      ctx.report.check(S, `${p.name} performance`, score("performance"), {
        min: p.perf,
        unit: "",
        digits: 0,
        note: `${runtimeError}${p.route}: ${metrics}${score("performance") < 100 ? `; below 1: ${failing("performance")}` : ""}`,
      });
      ctx.report.check(S, `${p.name} accessibility`, score("accessibility"), {
        min: 100,
        unit: "",
        digits: 0,
        note: score("accessibility") < 100 ? `${runtimeError}failing: ${failing("accessibility")}` : undefined,
      });
      ctx.report.check(S, `${p.name} best practices`, score("best-practices"), {
        min: 95,
        unit: "",
        digits: 0,
        note: score("best-practices") < 100 ? `${runtimeError}failing: ${failing("best-practices")}` : undefined,
      });
    } finally {
      await chrome.stop();
    }
  }
}
