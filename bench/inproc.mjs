// CPU time per rendered request through Remix's request handler (no HTTP, no gzip) on the national
// data set, for the tree it is run from (its node_modules and its .builds/bench).
//
// The A/B of the framework patches (docs/decisions/027): run it from this worktree and from a copy
// whose patched packages were un-patched (`patch -R -p1 < patches/<file>` on copied, not
// hard-linked, package folders), alternately:
//   DATABASE_PATH=/tmp/cert-national/national.db N=150 node bench/inproc.mjs
//
// Signed-in pages (issue 26's budgets): ROLE=member|leader|admin signs the requests in as that user
// of the seed (SEED_INFO, default national.seed.json beside the database) with a session cookie
// made the way the app makes it; URLS is a comma-separated list of paths. `:chapter`, `:event` and
// `:activation` in a path are the seed's. Add `node --cpu-prof --cpu-prof-dir=<dir>` for a profile.
// GZIP=1 adds the gzip of each page to its CPU.
//   ROLE=leader URLS=/dashboard/resources,/dashboard/events/:event/attendance node bench/inproc.mjs
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedPath, sessionCookie } from "./lib/inproc-session.mjs";
import zlib from "node:zlib";
import { PerformanceObserver } from "node:perf_hooks";
process.env.NODE_ENV = "production";
process.env.DATABASE_PATH ??= "/tmp/cert-national/national.db";
process.env.SESSION_SECRET ??= "bench-session-secret";
process.env.RESPONSE_CACHE = "0";
process.env.JOBS = "0";
const node = await import(pathToFileURL(path.resolve("node_modules/@remix-run/node/dist/index.js")).href);
// As server/index.js does before it loads a build: Remix's own fetch classes.
node.installGlobals();
const build = await import(
  pathToFileURL(path.resolve(process.env.REMIX_BUILD_DIR ?? ".builds/bench", "index.js")).href
);
const handler = node.createRequestHandler(build, "production");
// As server/index.js marks each request's signal (app/utils/load-context.ts, requestScope).
const REQUEST_MARK = Symbol.for("cert-chapters.request");

const role = process.env.ROLE;
const headers = {};
let seed = null;
if (role) {
  const info = process.env.SEED_INFO ?? path.join(path.dirname(process.env.DATABASE_PATH), "national.seed.json");
  seed = JSON.parse(fs.readFileSync(info, "utf8"));
  headers.Cookie = await sessionCookie(node, process.env.DATABASE_PATH, seed.users[role]);
}
const fill = seedPath(seed);
const urls = (
  process.env.URLS ?? "/,/chapters,/chapters?q=springfield,/chapters/austin-tx-78701,/auth/login,/api/chapters"
)
  .split(",")
  .map(fill);
const N = Number(process.env.N ?? 150);
// GZIP=1: each measured request also gzips its body whole (the compression middleware's default
// level), which the server pays per page; the sizes are reported either way (gzipKb, one piece).
const GZIP = process.env.GZIP === "1";
const out = {};
// Garbage collection's wall time during the measured requests (the `gc` performance entries), to
// compare V8 heap flags: `node --max-semi-space-size=32 bench/inproc.mjs` (decision 053).
let gcMs = 0;
let gcCount = 0;
let measuring = false;
new PerformanceObserver((list) => {
  if (!measuring) return;
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
  }
}).observe({ entryTypes: ["gc"] });
for (const u of urls) {
  // As server/index.js marks a document request (decision 039: loaders then refer to the catalogue
  // scripts instead of sending the messages); a build from before that ignores the header.
  const requestHeaders = u.includes("_data=") ? headers : { ...headers, "X-Cert-Document": "1" };
  const get = (i, tag) => {
    const controller = new AbortController();
    Object.defineProperty(controller.signal, REQUEST_MARK, { value: { clientAddress: "127.0.0.1" } });
    const url = "http://127.0.0.1" + u + (u.includes("?") ? "&" : "?") + tag + "=" + i;
    return handler(new Request(url, { headers: requestHeaders, signal: controller.signal }));
  };
  let status = 0;
  let bytes = 0;
  let gzipBytes = 0;
  for (let i = 0; i < 20; i++) {
    const r = await get(i, "w");
    status = r.status;
    const text = await r.text();
    bytes = Buffer.byteLength(text);
    gzipBytes = zlib.gzipSync(text).length;
  }
  // Entries of the warm-up's collections arrive on a later tick: let them pass before counting.
  await new Promise((resolve) => setImmediate(resolve));
  gcMs = 0;
  gcCount = 0;
  measuring = true;
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const text = await (await get(i, "r")).text();
    if (GZIP) zlib.gzipSync(text);
  }
  const c = process.cpuUsage(c0);
  await new Promise((resolve) => setImmediate(resolve));
  measuring = false;
  out[u] = {
    cpuMs: Number(((c.user + c.system) / 1000 / N).toFixed(2)),
    gcMs: Number((gcMs / N).toFixed(2)),
    gcs: gcCount,
    status,
    rawKb: Number((bytes / 1024).toFixed(1)),
    gzipKb: Number((gzipBytes / 1024).toFixed(1)),
  };
}
console.log(
  JSON.stringify({
    tree: process.cwd(),
    patched: fs.readFileSync("node_modules/@remix-run/router/dist/router.cjs.js", "utf8").includes("Patched (patches/"),
    role: role ?? "public",
    execArgv: process.execArgv,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    cpuMsPerRequest: out,
  }),
);
process.exit(0);
