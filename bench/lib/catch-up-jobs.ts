// Brings a copy of the national data set up to "now" as a server that had been running all along
// would have: the background jobs' due work done before the bench measures anything.
//
// The seed writes its dates relative to the moment it was seeded, and records no reminder, wave or
// alert as sent. A server started on a copy therefore queued and delivered the backlog while rows
// were being measured: 30 s after start the credential reminders (thousands of messages on a
// seed some hours old), then event reminders, waves and their deliveries, at a moment that moved
// between runs (the ninth session saw 2,527 messages sent in the middle of one run). Run here,
// once, on the copy, the measured server starts with nothing due but what falls due during the run.
//
//   DATABASE_PATH=<copy> node --import tsx bench/lib/catch-up-jobs.ts
// Prints one JSON line with what each job did.
import { runActivationWaves } from "~/jobs/activation-waves.server";
import { runCheckoutAlerts } from "~/jobs/checkout-alert.server";
import { drainMessages, releaseStale } from "~/jobs/delivery.server";
import { runEventReminders } from "~/jobs/event-reminders.server";
import { runCredentialReminders } from "~/jobs/reminders.server";
import { EVENT_REMINDER_BATCH } from "~/models/event-reminders.server";

// The event reminders go a batch a run (a minute apart in the server): run until a run queues fewer.
function allEventReminders() {
  const total = { runs: 0, reminded: 0, queued: 0 };
  for (;;) {
    const run = runEventReminders();
    total.runs++;
    total.reminded += run.reminded;
    total.queued += run.queued;
    if (run.reminded < EVENT_REMINDER_BATCH) return total;
  }
}

const started = performance.now();
const done = {
  releaseStale: await releaseStale(),
  credentialReminders: await runCredentialReminders(),
  eventReminders: allEventReminders(),
  activationWaves: await runActivationWaves(),
  checkoutAlerts: await runCheckoutAlerts(),
  delivered: await drainMessages(),
  seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
};
console.log(JSON.stringify(done));
