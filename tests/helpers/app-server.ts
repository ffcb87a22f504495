import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`app exited with ${proc.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${url}/healthcheck`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`app did not start: ${stderr}`);
    }
    // A refused connection costs the loop a millisecond: 25 ms between tries finds the server up
    // sooner after it listens than 100 ms did (20 restarts a run).
    await new Promise((r) => setTimeout(r, 25));
  }
  const stop = (signal: NodeJS.Signals = "SIGTERM") =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once("exit", () => resolve());
      proc.kill(signal);
    });
  return { url, port, proc, stop };
}
