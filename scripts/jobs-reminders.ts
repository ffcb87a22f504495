// Sends the credential expiry reminders due today, once each, then exits (for a system timer, e.g. a
// daily systemd timer or cron entry: `npm run jobs:reminders`). Safe to run while the server's own
// schedule runs too: every reminder is recorded once in the database.
import { drainMessages } from "~/jobs/delivery.server";
import { runCredentialReminders } from "~/jobs/reminders.server";

const result = await runCredentialReminders();
console.log(`[jobs:reminders] checked ${result.checked} expiring credential(s), queued ${result.queued} reminder(s)`);
// The reminders are in the message queue; send what is due now (a running server would too).
const delivered = await drainMessages();
console.log(`[jobs:reminders] delivered ${delivered.sent} message(s), ${delivered.failed} failed for now`);
