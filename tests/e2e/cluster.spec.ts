import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { childrenOf, startApp } from "../helpers/app-server";
import { prepareCrashFixture } from "../helpers/bench-crash";

// `npm start` (scripts/start.js): a supervisor, the cluster's primary, forks one worker (decision 077),
// or two with `WEB_CONCURRENCY=2` on the one SQLite file (decision 018). The crash test kills the one
// worker mid-write and waits for the supervisor's next (tests/e2e/crash.spec.ts). HTTP only: runs once, in the `js` project (the no-js project does not list this
// file: playwright.config.ts).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP-only test: runs in the js project");

/** A process's JOBS setting, from its environment (the primary gives each worker its own). */
function jobsOf(pid: number) {
  const env = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  return env.find((entry) => entry.startsWith("JOBS="))?.slice("JOBS=".length);
}

/** Whether a process still runs (a zombie waiting for its parent to reap it does not). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
};

test("two workers serve one database: a write anywhere is seen by both, one runs the jobs, a dead worker is replaced, and none outlives the primary", async () => {
  // Two server starts on a loaded 2-core machine: a ceiling, not a wait.
  test.setTimeout(120_000);
  const fixture = await prepareCrashFixture({ users: 1, chapters: 3, events: 0 });
  try {
    const app = await startApp({ databasePath: fixture.dbFile, env: { WEB_CONCURRENCY: "2", RESPONSE_CACHE: "1" } });
    const primary = app.proc.pid!;
    try {
      // Health answers once one worker listens; wait for the second.
      await expect.poll(() => childrenOf(primary).length, { timeout: 60_000 }).toBe(2);
      const workers = childrenOf(primary);
      // The jobs run in exactly one worker (slot 0); the other only serves pages.
      expect(workers.map(jobsOf).sort()).toEqual(["0", "1"]);

      // The cluster hands connections to its workers in turn, so four requests reach both, and each
      // keeps the public page in its own response cache.
      const page = `${app.url}/chapters/crash-chapter-0`;
      const fetchPage = async () => {
        const res = await fetch(page, { headers: { Connection: "close" } });
        expect(res.status).toBe(200);
        return res.text();
      };
      for (let i = 0; i < 4; i++) expect(await fetchPage()).toContain("Crash Chapter 0");

      // A write by another process (here, this one, straight into the file): every worker's next
      // request shows it, whichever worker kept the old page.
      const db = new Database(fixture.dbFile);
      db.pragma("busy_timeout = 5000");
      db.prepare("UPDATE chapters SET name = 'Renamed By Another Process' WHERE slug = 'crash-chapter-0'").run();
      db.close();
      for (let i = 0; i < 4; i++) {
        const html = await fetchPage();
        expect(html).toContain("Renamed By Another Process");
        expect(html).not.toContain("Crash Chapter 0");
      }

      // A worker that dies is replaced in the same role, and the site keeps answering meanwhile.
      const jobsWorker = workers.find((pid) => jobsOf(pid) === "1")!;
      process.kill(jobsWorker, "SIGKILL");
      await expect
        .poll(
          () => {
            const now = childrenOf(primary);
            return now.length === 2 && !now.includes(jobsWorker) ? now.map(jobsOf).sort() : null;
          },
          { timeout: 60_000 },
        )
        .toEqual(["0", "1"]);
      for (let i = 0; i < 4; i++) expect((await fetch(`${app.url}/healthcheck`)).status).toBe(200);

      // A primary killed outright (out of memory, a process manager's SIGKILL) takes its workers with
      // it: none is left holding the port or the database.
      const orphans = childrenOf(primary);
      await app.stop("SIGKILL");
      await expect.poll(() => orphans.filter(alive), { timeout: 30_000 }).toEqual([]);
      await expect(fetch(`${app.url}/healthcheck`)).rejects.toThrow();
    } finally {
      for (const pid of alive(primary) ? childrenOf(primary) : []) process.kill(pid, "SIGKILL");
      await app.stop("SIGKILL");
    }
  } finally {
    fs.rmSync(fixture.dir, { recursive: true, force: true });
  }
});

test("npm start's default: a supervisor and one worker with the jobs; a stop ends both", async () => {
  test.setTimeout(120_000);
  const fixture = await prepareCrashFixture({ users: 1, chapters: 1, events: 0 });
  try {
    const app = await startApp({ databasePath: fixture.dbFile });
    const supervisor = app.proc.pid!;
    try {
      const [worker, ...others] = childrenOf(supervisor);
      expect(others).toEqual([]);
      expect(jobsOf(worker!)).toBe("1");
      // The supervisor keeps no database open once it has migrated: the worker is the one process on
      // the file.
      const openFiles = (pid: number) =>
        fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
          try {
            return [fs.readlinkSync(`/proc/${pid}/fd/${fd}`)];
          } catch {
            return [];
          }
        });
      expect(openFiles(supervisor).filter((f) => f.startsWith(fixture.dbFile))).toEqual([]);
      expect(openFiles(worker!)).toContain(fixture.dbFile);
      expect((await fetch(`${app.url}/healthcheck`)).status).toBe(200);

      // A stop asks the worker to finish what it answers and exits when it has: both gone, exit 0.
      const exited = new Promise<number | null>((resolve) => app.proc.once("exit", (code) => resolve(code)));
      process.kill(supervisor, "SIGTERM");
      expect(await exited).toBe(0);
      await expect.poll(() => alive(worker!), { timeout: 10_000 }).toBe(false);
    } finally {
      await app.stop("SIGKILL");
    }
  } finally {
    fs.rmSync(fixture.dir, { recursive: true, force: true });
  }
});
