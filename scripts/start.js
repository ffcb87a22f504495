// Production start: check the environment, apply migrations, serve. Never seeds.
//
// The process `npm start` runs is a small supervisor (Node's cluster primary: no Express, no Remix,
// no database open once the migrations are applied) that forks the server as a worker and starts it
// again when it dies: an uncaught error, the kernel's OOM killer, a signal. WEB_CONCURRENCY=N (or
// "auto": one per core) forks N workers instead of one, sharing the port and the one SQLite file
// (WAL: readers never wait for the writer; writers queue on busy_timeout). Only the first worker runs
// the background jobs (JOBS=0 in the others); a worker that dies is replaced in the same role. Sessions,
// rate limits and the public-page cache's version live in SQLite, so every worker sees every other's
// writes (docs/scaling.md). Decisions 018 (several workers) and 077 (a supervisor by default).
import cluster from "node:cluster";
import os from "node:os";
import url from "node:url";

process.env.NODE_ENV = "production";

/** @param {string | undefined} raw */
export function workerCount(raw, cores = os.availableParallelism()) {
  if (raw === undefined || raw.trim() === "") return 1;
  if (raw.trim() === "auto") return cores;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`WEB_CONCURRENCY must be a whole number or "auto", not "${raw}"`);
  return n;
}

if (cluster.isPrimary) {
  if (!process.env.SESSION_SECRET) {
    console.error(
      "Error: SESSION_SECRET is required in production.\n" +
        "Set it to a long random string, e.g.  SESSION_SECRET=$(openssl rand -hex 32) npm start",
    );
    process.exit(1);
  }
  const workers = workerCount(process.env.WEB_CONCURRENCY);
  // The migrations (better-sqlite3, Drizzle's migrator) are loaded by the primary only, and Drizzle
  // only when the file needs it (scripts/database-file.js).
  const { migrateIfNeeded } = await import("./database-file.js");
  const file = await migrateIfNeeded();
  console.log(`[start] database ${file} migrated`);
  // One worker accepts its connections from the kernel itself, so the primary is in no request's
  // path. Several are handed them in turn by the primary (Node's default, which spreads them evenly),
  // which strands a connection it is handing to a worker that dies: that client waits until its own
  // timeout. Node reads the policy once, at the first setupPrimary.
  if (workers === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Workers run this file, whichever script imported it (scripts/demo.js, the e2e wrapper).
  cluster.setupPrimary({ exec: url.fileURLToPath(import.meta.url) });
  const jobsWanted = process.env.JOBS !== "0";
  /** @type {Map<number, { slot: number, served: boolean }>} worker id -> its slot, and whether it listened */
  const slots = new Map();
  let stopping = false;
  let failedStarts = 0;
  const fork = (/** @type {number} */ slot) => {
    // Slot 0 runs the background jobs; the others only serve pages.
    const worker = cluster.fork({ WORKER_SLOT: String(slot), JOBS: slot === 0 && jobsWanted ? "1" : "0" });
    slots.set(worker.id, { slot, served: false });
    worker.once("listening", () => {
      slots.set(worker.id, { slot, served: true });
      failedStarts = 0;
    });
  };
  for (let slot = 0; slot < workers; slot++) fork(slot);
  cluster.on("exit", (worker, code, signal) => {
    const { slot, served } = slots.get(worker.id) ?? { slot: 0, served: false };
    slots.delete(worker.id);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    // A worker that served and then died (an uncaught error, the OOM killer) is started again at
    // once. One that died before it listened (a missing build, a bad setting) would die again: wait
    // longer each time, and after ten such exits in a row give up, so the process manager sees the
    // failure instead of a silent crash loop.
    failedStarts = served ? 0 : failedStarts + 1;
    if (failedStarts >= 10) {
      console.error("[start] the server keeps exiting before it listens; stopping");
      process.exit(1);
    }
    const delay = failedStarts ? Math.min(30_000, 500 * 2 ** failedStarts) : 0;
    console.error(`[start] worker ${slot} exited (${signal ?? code}); starting another in ${delay} ms`);
    setTimeout(() => !stopping && fork(slot), delay);
  });
  console.log(`[start] ${workers} worker${workers === 1 ? "" : "s"}`);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      // Between a worker's death and its replacement there is nothing to wait for.
      if (slots.size === 0) process.exit(0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(0), 6_000).unref();
    });
  }
} else {
  // The server (Express, Remix and their dependencies) is loaded only by a process that serves.
  await (await import("../server/index.js")).startServer();
}
