import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** A free loopback port, synchronously (a child process: the benches call it where they cannot wait). */
export function freePort() {
  return Number(
    execFileSync(process.execPath, [path.join(process.cwd(), "tests/helpers/free-port.cjs")])
      .toString()
      .trim(),
  );
}

export interface RunningApp {
  url: string;
  port: number;
  proc: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** A free loopback port, found in this process: the kernel's pick for a listener on port 0. */
export function freePortAsync() {
  return new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app (production start script) on its own port and database, and waits until it
 * answers. The port is found in this process, not by a helper process: the crash test starts the app
 * 21 times (1.8 CPU-seconds of helper processes over a run, docs/performance.md).
 */
export async function startApp(opts: {
  databasePath: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningApp> {
  const port = opts.port ?? (await freePortAsync());
  const proc = spawn(process.execPath, ["scripts/start.js"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: opts.databasePath,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "e2e-session-secret",
      INSECURE_COOKIES: "1",
      RATE_LIMIT_FACTOR: "1000",
      SMTP_URL: "",
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (d) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A ceiling, not a wait: the loop ends at the first healthy answer. Importing the server build on a
  // 2-core machine busy with other builds took over 30 s (#32's loaded runs), so the ceiling is 2 min.
  try {
    await healthy(url, proc, 120_000);
  } catch (error) {
    proc.kill("SIGKILL");
    throw new Error(`${(error as Error).message}: ${stderr}`);
  }
  const stop = (signal: NodeJS.Signals = "SIGTERM") =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once("exit", () => resolve());
      proc.kill(signal);
    });
  return { url, port, proc, stop };
}

/**
 * Resolves at the app's first healthy answer, polling every 25 ms (a refused connection costs the
 * loop a millisecond: 25 ms finds the server up sooner after it listens than 100 ms did, and the
 * crash test restarts it 20 times); throws when `proc` exits or `ceilingMs` passes.
 */
export async function healthy(url: string, proc: ChildProcess, ceilingMs: number) {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`app exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/healthcheck`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`app did not answer within ${ceilingMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The live child processes of a process, from /proc: under `npm start`'s supervisor
 * (scripts/start.js) the workers that serve, one unless WEB_CONCURRENCY says more.
 */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (list) found.push(...list.split(" ").map(Number));
  }
  return found;
}
