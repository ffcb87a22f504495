// In-process A/B of the framework patches (docs/decisions/027): CPU time per rendered request
// through Remix's request handler (no HTTP, no gzip) on the national data set, for the tree it is
// run from (its node_modules and its .builds/bench). Run it from this worktree and from a copy whose
// patched packages were un-patched (`patch -R -p1 < patches/<file>` on copied, not hard-linked,
// package folders), alternately:
//   DATABASE_PATH=/tmp/cert-national/national.db N=150 node bench/inproc.mjs
import path from "node:path";
import { pathToFileURL } from "node:url";
process.env.NODE_ENV = "production";
process.env.DATABASE_PATH ??= "/tmp/cert-national/national.db";
process.env.SESSION_SECRET ??= "bench-session-secret";
process.env.RESPONSE_CACHE = "0";
process.env.JOBS = "0";
const { createRequestHandler } = await import(
  pathToFileURL(path.resolve("node_modules/@remix-run/node/dist/index.js")).href
);
const build = await import(pathToFileURL(path.resolve(".builds/bench/index.js")).href);
const handler = createRequestHandler(build, "production");
const urls = ["/", "/chapters", "/chapters?q=springfield", "/chapters/austin-tx-78701", "/auth/login", "/api/chapters"];
const N = Number(process.env.N ?? 150);
const out = {};
for (const u of urls) {
  for (let i = 0; i < 20; i++)
    await (await handler(new Request("http://127.0.0.1" + u + (u.includes("?") ? "&" : "?") + "w=" + i))).text();
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const r = await handler(new Request("http://127.0.0.1" + u + (u.includes("?") ? "&" : "?") + "r=" + i));
    await r.text();
  }
  const c = process.cpuUsage(c0);
  out[u] = ((c.user + c.system) / 1000 / N).toFixed(2);
}
console.log(
  JSON.stringify({
    tree: process.cwd(),
    patched: (await import("node:fs"))
      .readFileSync("node_modules/@remix-run/router/dist/router.cjs.js", "utf8")
      .includes("Patched (patches/"),
    cpuMsPerRequest: out,
  }),
);
process.exit(0);
