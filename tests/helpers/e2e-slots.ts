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
