import { runActivationWaves } from "./activation-waves.server";
import { runCheckoutAlerts } from "./checkout-alert.server";
import { drainMessages, releaseStale } from "./delivery.server";
import { Cron } from "croner";
import { optimizeDatabase, sqlite } from "~/db/client.server";
import { runCredentialReminders } from "./reminders.server";
import { runEventReminders } from "./event-reminders.server";
import { RETENTION_INTERVAL_MS, runRetention } from "./retention.server";
import { onMessagesQueued } from "~/models/message-queue.server";

/**
 * Background jobs of the server process. `startJobs()` runs once per process (a flag on globalThis
 * survives module reloads in development); each job runs on its own timer, never overlapping itself.
 * Several processes may run the jobs against one database: every job claims its rows atomically.
 * JOBS=0 turns them off (a process that should only serve pages): `npm start` with WEB_CONCURRENCY
 * gives the jobs to its first worker only (scripts/start.js).
 */

export interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown> | unknown;
}

export const JOBS: Job[] = [
  {
    name: "deliver-messages",
    intervalMs: Number(process.env.DELIVERY_INTERVAL_MS) || 1_000,
    run: () => drainMessages(),
  },
  // Escalation waves of open activations: rows in activation_waves, so a restart loses none.
  {
    name: "activation-waves",
    intervalMs: Number(process.env.WAVES_INTERVAL_MS) || 5_000,
    run: () => runActivationWaves(),
  },
  { name: "release-stale-claims", intervalMs: 60_000, run: () => releaseStale() },
  { name: "checkout-alerts", intervalMs: 60_000, run: () => runCheckoutAlerts() },
  // Reminders before events (each chapter's lead time): rows in event_reminders, so each goes once.
  {
    name: "event-reminders",
    intervalMs: Number(process.env.EVENT_REMINDERS_INTERVAL_MS) || 60_000,
    run: () => runEventReminders(),
  },
  // Done messages, the outbox and dead sign-in links go after their retention period (decision 037).
  { name: "retention", intervalMs: RETENTION_INTERVAL_MS, run: () => runRetention() },
  // The planner's statistics follow the data as it grows (PRAGMA optimize; see db/client.server).
  { name: "optimize-database", intervalMs: 6 * 3_600_000, run: () => optimizeDatabase(sqlite()) },
];

interface JobState {
  started: boolean;
  timers: NodeJS.Timeout[];
  crons?: Cron[];
  kicks: Map<string, () => void>;
}

declare global {
  var __certJobs: JobState | undefined;
}

function state(): JobState {
  return (globalThis.__certJobs ??= { started: false, timers: [], kicks: new Map() });
}

function schedule(job: Job, s: JobState) {
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await job.run();
    } catch (error) {
      console.error(`[jobs] ${job.name} failed`, error);
    } finally {
      running = false;
      if (again) {
        again = false;
        void tick();
      }
    }
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  s.timers.push(timer);
  s.kicks.set(job.name, () => void tick());
}

/**
 * The daily reminders' schedule, in UTC. `utcOffset: 0` is croner's own arithmetic; `timezone: "UTC"`
 * found the same times through Intl.DateTimeFormat, whose first use in a process loads ICU's zone data
 * (~25 ms of CPU), paid at every start by a server that may never format a date before it stops
 * (decision 079). tests/unit/jobs-schedule.test.ts holds the two to the same times.
 */
export const REMINDERS_SCHEDULE = { utcOffset: 0, protect: true, unref: true } as const;

export function startJobs() {
  const s = state();
  if (s.started || process.env.JOBS === "0") return false;
  s.started = true;
  for (const job of JOBS) schedule(job, s);
  // Queueing a message wakes the delivery worker at once (after the queueing transaction commits):
  // no route or model has to remember to.
  onMessagesQueued(() => kickJob("deliver-messages"));
  // Credential expiry reminders (issue 17): daily at 14:00 UTC and once shortly after start, by
  // croner. Each reminder is recorded once in the database, so several processes may all run it.
  const reminders = () => {
    void runCredentialReminders().catch((error: unknown) => console.error("[jobs] credential-reminders failed", error));
  };
  s.crons = [
    new Cron(process.env.REMINDERS_CRON || "0 14 * * *", REMINDERS_SCHEDULE, reminders),
    new Cron(new Date(Date.now() + 30_000), { unref: true }, reminders),
  ];
  return true;
}

/** Run a job now instead of at its next tick. */
export function kickJob(name: string) {
  state().kicks.get(name)?.();
}

export function stopJobs() {
  const s = state();
  for (const t of s.timers) clearInterval(t);
  s.timers = [];
  for (const c of s.crons ?? []) c.stop();
  s.crons = [];
  s.kicks.clear();
  onMessagesQueued(null);
  s.started = false;
}
