import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/utils/env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind?: string;
  /** A message with a key already in the outbox is not sent again (no doubled copies on resend). */
  dedupeKey?: string;
}

let transport: nodemailer.Transporter | null = null;
let transportUrl = "";
function getTransport() {
  const url = process.env.SMTP_URL || env.smtpUrl;
  if (!url) return null;
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url);
    transportUrl = url;
  }
  return transport;
}

/**
 * Records each message in the outbox first (so nothing is lost), then delivers it through SMTP
 * when SMTP_URL is set. Without SMTP the message stays in the outbox with status "stored" and a
 * line is logged. Returns how many messages were newly accepted (duplicates skipped).
 */
export async function sendMail(messages: MailMessage[]) {
  const accepted: { id: string; msg: MailMessage }[] = [];
  db.transaction((tx) => {
    for (const msg of messages) {
      const row = tx
        .insert(outbox)
        .values({
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          kind: msg.kind ?? "generic",
          dedupeKey: msg.dedupeKey ?? null,
          status: "queued",
        })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id })
        .get();
      if (row) accepted.push({ id: row.id, msg });
    }
  });

  const smtp = getTransport();
  for (const { id, msg } of accepted) {
    if (!smtp) {
      db.update(outbox).set({ status: "stored" }).where(eq(outbox.id, id)).run();
      if (process.env.NODE_ENV !== "test") {
        console.info(`[mail:outbox] to=${msg.to} subject=${JSON.stringify(msg.subject)}`);
      }
      continue;
    }
    try {
      await smtp.sendMail({ from: env.mailFrom, to: msg.to, subject: msg.subject, text: msg.text });
      db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, id)).run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      db.update(outbox).set({ status: "failed", error: message }).where(eq(outbox.id, id)).run();
      console.error(`[mail] delivery to ${msg.to} failed: ${message}`);
    }
  }
  return accepted.length;
}
