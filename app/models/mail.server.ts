import { db } from "~/db/client.server";
import { enqueueMessages } from "./message-queue.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind?: string;
  /** A message with a key already in the queue is not queued again (no doubled copies on resend). */
  dedupeKey?: string;
  /** The recipient, when they have an account (delivery status per person). */
  userId?: string | null;
}

/**
 * Queues emails for the delivery worker (app/jobs/delivery.server.ts), which sends them over SMTP
 * (or keeps them in the outbox table without SMTP) and retries failures with backoff. Called inside
 * a caller's transaction, the rows commit with it (better-sqlite3 nests this as a savepoint).
 * Returns how many messages were newly queued (duplicates by dedupeKey skipped).
 */
export function queueMail(messages: MailMessage[], now = new Date()) {
  if (!messages.length) return 0;
  return db.transaction((tx) =>
    enqueueMessages(
      tx,
      messages.map((m) => ({
        channel: "email" as const,
        to: m.to,
        subject: m.subject,
        body: m.text,
        kind: m.kind ?? "generic",
        dedupeKey: m.dedupeKey ?? null,
        userId: m.userId ?? null,
      })),
      now,
    ),
  );
}
