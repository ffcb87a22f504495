import { deleteExpiredSessions } from "./sessions.server";

/** How often the server deletes sessions past their expiry or idle too long (logins also do). */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare global {
  // One sweep per process, however often the build is imported (development reloads it).
  var __sessionSweep: { stop: () => void } | undefined;
}

/**
 * Deletes expired sessions now and then every `intervalMs`, so the sessions table holds only live
 * ones even when nobody signs in. The timer never keeps the process alive. Returns a stop function.
 */
export function startSessionSweep(opts: { intervalMs?: number; sweep?: () => number } = {}) {
  const sweep = opts.sweep ?? (() => deleteExpiredSessions());
  const run = () => {
    try {
      sweep();
    } catch (error) {
      // A locked or missing database must not take the server down; the next round tries again.
      console.error("[sessions] could not delete expired sessions", error);
    }
  };
  run();
  const timer = setInterval(run, opts.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts the sweep once per process (called when the server build is loaded). */
export function ensureSessionSweep() {
  if (!globalThis.__sessionSweep) globalThis.__sessionSweep = { stop: startSessionSweep() };
}
