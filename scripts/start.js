// Production start: check the environment, apply migrations, serve. Never seeds.
//
// WEB_CONCURRENCY=N (or "auto": one per core) runs N worker processes on Node's cluster, sharing the
// port and the one SQLite file (WAL: readers never wait for the writer; writers queue on
// busy_timeout). The primary migrates once, then forks; only the first worker runs the background
// jobs (JOBS=0 in the others), and a worker that dies is replaced in the same role. Sessions, rate
// limits and the public-page cache's version live in SQLite, so every worker sees every other's
// writes (docs/scaling.md). Unset or 1: one process, no cluster.
import cluster from "node:cluster";
import os from "node:os";
import { runMigrations } from "./migrate.js";

// The server (Express, Remix and their dependencies) is loaded only by a process that serves: the
// cluster's primary forks and watches its workers without it.
const startServer = async () => (await import("../server/index.js")).startServer();

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
  const file = runMigrations();
  console.log(`[start] database ${file} migrated`);
  if (workers === 1) {
    await startServer();
  } else {
    const jobsWanted = process.env.JOBS !== "0";
    /** @type {Map<number, { slot: number, at: number }>} worker id -> its slot and when it was forked */
    const slots = new Map();
    let stopping = false;
    let quickExits = 0;
    const fork = (/** @type {number} */ slot) => {
      // Slot 0 runs the background jobs; the others only serve pages.
      const worker = cluster.fork({ WORKER_SLOT: String(slot), JOBS: slot === 0 && jobsWanted ? "1" : "0" });
      slots.set(worker.id, { slot, at: Date.now() });
    };
    for (let slot = 0; slot < workers; slot++) fork(slot);
    cluster.on("exit", (worker, code, signal) => {
      const { slot, at } = slots.get(worker.id) ?? { slot: 0, at: 0 };
      slots.delete(worker.id);
      if (stopping) {
        if (slots.size === 0) process.exit(0);
        return;
      }
      // A worker that dies within seconds of starting (a missing build, a bad setting) would die
      // again: wait longer each time, and after ten such exits in a row give up, so the process
      // manager sees the failure instead of a silent crash loop.
      quickExits = Date.now() - at < 10_000 ? quickExits + 1 : 0;
      if (quickExits >= 10) {
        console.error("[start] workers keep exiting at start; stopping");
        process.exit(1);
      }
      const delay = quickExits ? Math.min(30_000, 500 * 2 ** quickExits) : 0;
      console.error(`[start] worker ${slot} exited (${signal ?? code}); starting another in ${delay} ms`);
      setTimeout(() => !stopping && fork(slot), delay);
    });
    console.log(`[start] ${workers} workers`);
    for (const signal of ["SIGTERM", "SIGINT"]) {
      process.once(signal, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
        setTimeout(() => process.exit(0), 6_000).unref();
      });
    }
  }
} else {
  await startServer();
}
