/**
 * A second process for activation-delivery.test.ts: claims due messages from the same database file
 * in small batches until none are left, and prints the ids it got. Two of these run at once.
 */
import { claimDueMessages } from "~/models/message-queue.server";

const workerId = process.argv[2] ?? `w${process.pid}`;
const ids: string[] = [];
for (;;) {
  const batch = claimDueMessages(workerId, 7);
  if (!batch.length) break;
  ids.push(...batch.map((m) => m.id));
  await new Promise((r) => setImmediate(r));
}
process.stdout.write(JSON.stringify(ids));
