import { db } from "~/db/client.server";
import { messageQueue } from "~/db/schema";

/**
 * The message queue's rows read as mail (every email the app sends is queued there first, see
 * app/models/message-queue.server.ts): `text` is the body. Chain `.where(...)` on messageQueue's
 * columns.
 */
export function queuedMail() {
  return db
    .select({
      id: messageQueue.id,
      channel: messageQueue.channel,
      to: messageQueue.to,
      subject: messageQueue.subject,
      text: messageQueue.body,
      kind: messageQueue.kind,
      dedupeKey: messageQueue.dedupeKey,
      userId: messageQueue.userId,
      status: messageQueue.status,
    })
    .from(messageQueue);
}
