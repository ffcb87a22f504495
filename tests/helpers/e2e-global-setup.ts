import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { freePortAsync } from "./app-server";
import { runFolder } from "./scratch";
import { startSmtpSink } from "./smtp-sink";
import { E2E_SMS_AUTH_TOKEN, slotDir, slotFailedFile, slotPaths } from "./e2e-slots";

/**
 * One app per worker slot (docs/decisions/014-e2e-worker-servers.md). Migrates a template database
 * once, then for each of the run's `workers` slots: a copy of the template, an SMTP sink writing to
 * the slot's mail folder, and the built app (scripts/start.js) on its own port, SMTP_URL pointing at
 * that sink. Slot i's ports go to the workers as E2E_PORT_<i> and E2E_SMTP_PORT_<i>; playwright.config.ts, loaded
 * again in each worker, turns its TEST_PARALLEL_INDEX into that slot's DATABASE_PATH, E2E_PORT,
 * E2E_MAIL_DIR and baseURL. Playwright never runs two workers with the same parallel index at once,
 * so no two tests running side by side share a database, a server or a mailbox.
 */
export default async function globalSetup(config: FullConfig) {
  // The run's folder (set beforehand to keep it somewhere else); workers inherit the variable.
  const root = (process.env.E2E_DIR ??= runFolder("cert-e2e"));
  const template = path.join(root, "template.db");
  const sqlite = new Database(template);
  migrate(drizzle(sqlite), { migrationsFolder: path.join(process.cwd(), "migrations") });
  sqlite.close();
  const slots = Math.max(1, config.workers);
  const started = Date.now();
  const apps: Array<{ proc: ChildProcess; sink: Awaited<ReturnType<typeof startSmtpSink>> }> = [];
  const stopAll = async () => {
    await Promise.all(apps.map(({ proc }) => stop(proc)));
    await Promise.all(apps.map(({ sink }) => sink.close()));
  };
  const up: Array<Promise<void>> = [];
  try {
    await Promise.all(
      Array.from({ length: slots }, async (_, slot) => {
        const paths = slotPaths(root, slot);
        fs.mkdirSync(slotDir(root, slot), { recursive: true });
        fs.copyFileSync(template, paths.db);
        const sink = await startSmtpSink(0, paths.mailDir);
        const port = await freePortAsync();
        const proc = startServer(slot, port, paths.db, sink.port);
        apps.push({ proc, sink });
        up.push(
          waitUntilUp(proc, `http://127.0.0.1:${port}/healthcheck`, slot).catch((error: Error) => {
            // The slot's worker polls for this file, so it fails at once instead of at its timeout.
            fs.writeFileSync(slotFailedFile(root, slot), error.message);
            throw error;
          }),
        );
        process.env[`E2E_PORT_${slot}`] = String(port);
        process.env[`E2E_SMTP_PORT_${slot}`] = String(sink.port);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  // The servers start while the runner loads every spec to list the tests (after this setup returns;
  // on a clean clone that is ~10 s of one core transforming the specs and the modules they import,
  // the other core idle), instead of before it. Each worker waits for its own slot's server when it
  // loads the config (playwright.config.ts, `slotServerUp`); a server that fails to start fails its
  // slot's tests, with its output above them.
  void Promise.all(up).then(
    () => console.log(`[e2e] ${slots} app servers up in ${((Date.now() - started) / 1000).toFixed(1)} s (${root})`),
    (error: Error) => console.error(`[e2e] ${error.message}`),
  );
  return async () => {
    await stopAll();
    if (!process.env.E2E_KEEP) fs.rmSync(root, { recursive: true, force: true });
  };
}

const buildDir = process.env.REMIX_BUILD_DIR ?? "build";

/**
 * The production server, through a wrapper that exits when this process goes away (an interrupted
 * run leaves no server behind). Its stderr goes to the run's output, prefixed with its slot.
 */
function startServer(slot: number, port: number, db: string, smtpPort: number) {
  const proc = fork(path.join(process.cwd(), "tests/helpers/e2e-server.mjs"), [], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: db,
      SESSION_SECRET: "e2e-session-secret",
      INSECURE_COOKIES: "1",
      RATE_LIMIT_FACTOR: "1000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      REMIX_BUILD_DIR: buildDir,
      APP_URL: `http://127.0.0.1:${port}`,
      // push.spec.ts stands up the browser vendor's push service on loopback (plain http).
      PUSH_LOOPBACK_ENDPOINTS: "1",
      // Text replies (POST /sms/inbound) are signed with it; outgoing texts stay in the outbox.
      SMS_AUTH_TOKEN: E2E_SMS_AUTH_TOKEN,
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  proc.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line) process.stderr.write(`[server ${slot}] ${line}\n`);
  });
  return proc;
}

async function waitUntilUp(proc: ChildProcess, url: string, slot: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`e2e server ${slot} exited with ${proc.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`e2e server ${slot} did not answer ${url} within 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stop(proc: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    const kill = setTimeout(() => proc.kill("SIGKILL"), 10_000);
    proc.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    proc.kill("SIGTERM");
  });
}
