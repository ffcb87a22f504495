import path from "node:path";

/**
 * Where the e2e run keeps worker slot `slot`'s files (its database and its mail), under the run's
 * E2E_DIR. Used by the global setup, which creates them, and by playwright.config.ts in each worker.
 */
export function slotDir(root: string, slot: number) {
  return path.join(root, `slot-${slot}`);
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
