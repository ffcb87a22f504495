// Two builds in ONE process, their requests alternated in blocks: CPU time per rendered request
// through Remix's request handler (no HTTP, no gzip) on the national data set, for an A/B of a change
// on a machine others are loading (both builds see the same load, block by block; separate
// processes alternated, as bench/inproc.mjs does, differed by ±20 % between rounds at a load of 10).
//
// A is main's build, B the change's. Each build imports its packages from the node_modules beside
// it, so a change to a framework patch is measured by giving A a folder whose node_modules holds
// the unpatched package (copied, not hard-linked) and links to the rest; React is then still one
// copy for both. Run from the worktree:
//   A=/tmp/main-build/build B=build DATABASE_PATH=/tmp/<you>.db ROLE=admin \
//     URLS=/dashboard/settings,/dashboard/chapters N=30 ROUNDS=8 node bench/inproc-ab.mjs
// ROLE=member|leader|admin signs in as the seed's user (SEED_INFO, default national.seed.json beside
// the database); `:chapter`, `:event` and `:activation` in URLS are the seed's. Prints per URL the
// median of the blocks' CPU ms per request for A and B, B/A, and every block.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedPath, sessionCookie } from "./lib/inproc-session.mjs";
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "bench-session-secret";
process.env.RESPONSE_CACHE = "0";
process.env.JOBS = "0";
process.env.DATABASE_PATH ??= "/tmp/cert-national/national.db";
const node = await import(pathToFileURL(path.resolve("node_modules/@remix-run/node/dist/index.js")).href);
node.installGlobals();
const dirs = { A: process.env.A, B: process.env.B ?? "build" };
if (!dirs.A) throw new Error("A=<main's build directory> is required");
const handlers = {};
for (const [k, d] of Object.entries(dirs)) {
  const build = await import(pathToFileURL(path.resolve(d, "index.js")).href);
  handlers[k] = node.createRequestHandler(build, "production");
}
const REQUEST_MARK = Symbol.for("cert-chapters.request");
const seedInfo = process.env.SEED_INFO ?? path.join(path.dirname(process.env.DATABASE_PATH), "national.seed.json");
const seed = fs.existsSync(seedInfo) ? JSON.parse(fs.readFileSync(seedInfo, "utf8")) : null;
const role = process.env.ROLE;
const headers = {};
if (role && role !== "public") {
  if (!seed) throw new Error(`ROLE needs the seed's users: ${seedInfo} (SEED_INFO)`);
  headers.Cookie = await sessionCookie(node, process.env.DATABASE_PATH, seed.users[role]);
}
const fill = seedPath(seed);
const urls = process.env.URLS.split(",").map(fill);
const N = Number(process.env.N ?? 40),
  ROUNDS = Number(process.env.ROUNDS ?? 8);
let seq = 0;
async function run(k, u, n) {
  const h = u.includes("_data=") ? headers : { ...headers, "X-Cert-Document": "1" };
  for (let i = 0; i < n; i++) {
    const controller = new AbortController();
    Object.defineProperty(controller.signal, REQUEST_MARK, { value: { clientAddress: "127.0.0.1" } });
    const url = "http://127.0.0.1" + u + (u.includes("?") ? "&" : "?") + "r=" + seq++;
    const r = await handlers[k](new Request(url, { headers: h, signal: controller.signal }));
    await r.text();
  }
}
for (const u of urls) for (const k of ["A", "B"]) await run(k, u, 30);
const res = {};
for (let r = 0; r < ROUNDS; r++) {
  for (const u of urls) {
    for (const k of r % 2 ? ["B", "A"] : ["A", "B"]) {
      const c0 = process.cpuUsage();
      await run(k, u, N);
      const c = process.cpuUsage(c0);
      (res[u] ??= { A: [], B: [] })[k].push((c.user + c.system) / 1000 / N);
    }
  }
}
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const [u, v] of Object.entries(res)) {
  const a = med(v.A),
    b = med(v.B);
  console.log(
    `${role ?? "public"} ${u}  A ${a.toFixed(2)}  B ${b.toFixed(2)}  B/A ${(b / a).toFixed(3)}  rounds A[${v.A.map((x) => x.toFixed(1)).join(" ")}] B[${v.B.map((x) => x.toFixed(1)).join(" ")}]`,
  );
}
process.exit(0);
