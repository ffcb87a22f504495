import type * as Nodemailer from "nodemailer";
import { deleteInBatches, type BatchOptions } from "~/db/batch-delete.server";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/utils/env.server";
import { lazyRequire } from "~/utils/lazy-require.server";
import { DeliveryError, type OutgoingEmail } from "./types";

/**
 * Email for the delivery worker. The same setup as the rest of the app's mail: SMTP when SMTP_URL is
 * set, else the message is kept in the outbox table (status "stored") so nothing is lost. A failed
 * SMTP delivery throws, so the worker can retry it with backoff.
 */

/** Loaded with the first SMTP transport: a server that keeps mail in the outbox never loads it. */
const nodemailer = lazyRequire<typeof Nodemailer>("nodemailer");

let transport: Nodemailer.Transporter | null = null;
let transportUrl = "";

function pooledUrl(url: string) {
  // One pool of a few connections: a 2,000-member call-out must not open 2,000 SMTP sessions.
  try {
    const u = new URL(url);
    if (!u.searchParams.has("pool")) u.searchParams.set("pool", "true");
    if (!u.searchParams.has("maxMessages")) u.searchParams.set("maxMessages", "1000");
    if (!u.searchParams.has("maxConnections")) u.searchParams.set("maxConnections", "10");
    return u.toString();
  } catch {
    return url;
  }
}

function smtpTransport() {
  const url = process.env.SMTP_URL || env.smtpUrl;
  if (!url) return null;
  if (!transport || transportUrl !== url) {
    transport?.close();
    transport = nodemailer().createTransport(pooledUrl(url));
    transportUrl = url;
  }
  return transport;
}

export function emailMode(): "smtp" | "outbox" {
  return process.env.SMTP_URL || env.smtpUrl ? "smtp" : "outbox";
}

export async function deliverEmail(message: OutgoingEmail): Promise<void> {
  const smtp = smtpTransport();
  if (!smtp) {
    db.insert(outbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        kind: message.kind,
        dedupeKey: message.dedupeKey ?? null,
        status: "stored",
      })
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .run();
    if (process.env.NODE_ENV !== "test")
      console.info(`[mail:outbox] to=${message.to} subject=${JSON.stringify(message.subject)}`);
    return;
  }
  try {
    await smtp.sendMail({
      from: process.env.MAIL_FROM || env.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  } catch (error) {
    const responseCode = (error as { responseCode?: number }).responseCode;
    const text = error instanceof Error ? error.message : String(error);
    // 550-553 refuse this recipient for good; 4xx and connection trouble are worth a retry.
    throw new DeliveryError(text, typeof responseCode === "number" && responseCode >= 550 && responseCode <= 553);
  }
}

/** For tests: drop the pooled transport so a new SMTP_URL is picked up and sockets are closed. */
export function resetEmailTransport() {
  transport?.close();
  transport = null;
  transportUrl = "";
}

/**
 * How long the outbox keeps a message (mail without SMTP, texts without an SMS provider): as long
 * as the queue keeps a delivered one (decision 037).
 */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3_600_000;

/** Deletes outbox rows older than OUTBOX_RETENTION_MS, in small batches (outbox_created_idx). */
export function pruneOutbox(now = new Date(), options?: BatchOptions) {
  return deleteInBatches("outbox", "created_at < ?", [now.getTime() - OUTBOX_RETENTION_MS], options);
}
