import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import path from "node:path";

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

/** Starts the built app (production start script) on its own port and database, and waits until it answers. */
export async function startApp(opts: {
  databasePath: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningApp> {
  const port = opts.port ?? freePort();
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
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`app did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = (signal: NodeJS.Signals = "SIGTERM") =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once("exit", () => resolve());
      proc.kill(signal);
    });
  return { url, port, proc, stop };
}
