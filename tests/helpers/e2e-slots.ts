import fs from "node:fs";
import path from "node:path";

/**
 * Where the e2e run keeps worker slot `slot`'s files (its database and its mail), under the run's
 * E2E_DIR. Used by the global setup, which creates them, and by playwright.config.ts in each worker.
 */
export function slotDir(root: string, slot: number) {
  return path.join(root, `slot-${slot}`);
}

/** Written by the global setup when slot `slot`'s server did not start: the reason. */
export function slotFailedFile(root: string, slot: number) {
  return path.join(slotDir(root, slot), "server-failed");
}

export function slotPaths(root: string, slot: number) {
  const dir = slotDir(root, slot);
  return { db: path.join(dir, "app.db"), mailDir: path.join(dir, "mail") };
}

/**
 * The SMS auth token every slot's server is configured with (SMS_AUTH_TOKEN), so a test can sign a
 * text reply as the provider would (tests/helpers/sms-provider.ts). Outgoing texts still go to the
 * outbox: the provider is only configured when the account SID and sender number are set too.
 */
export const E2E_SMS_AUTH_TOKEN = "e2e-sms-auth-token";

/**
 * Resolves once the worker slot's app server answers its health check. The global setup starts the
 * servers without waiting for them, so they come up while the runner lists the tests; each worker
 * waits here for its own (in playwright.config.ts, loaded again in every worker) before any test.
 * By then the server is nearly always up and this is one request.
 */
export async function slotServerUp(port: string | undefined, slot: string, timeoutMs = 60_000) {
  if (!port) throw new Error(`no E2E_PORT_${slot}: the e2e global setup did not start slot ${slot}'s server`);
  const failed = slotFailedFile(process.env.E2E_DIR!, Number(slot));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, "utf8"));
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthcheck`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline)
      throw new Error(`the e2e server of slot ${slot} did not answer on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
