import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { messageQueue } from "~/db/schema";
import { drainMessages } from "~/jobs/delivery.server";
import { resetEmailTransport } from "~/messaging/email.server";
import { OutboxSmsProvider } from "~/messaging/sms.server";
import { queueMail } from "~/models/mail.server";
import { onMessagesQueued } from "~/models/message-queue.server";

const received: Array<{ to: string[]; data: string }> = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  resetEmailTransport();
});

afterAll(async () => {
  resetEmailTransport();
  delete process.env.SMTP_URL;
  await new Promise<void>((r) => smtp.close(() => r()));
});

afterEach(() => {
  onMessagesQueued(null);
  vi.useRealTimers();
});

describe("the one message queue", () => {
  it("wakes its worker once after the queueing transaction, never inside it", () => {
    vi.useFakeTimers();
    const wake = vi.fn();
    onMessagesQueued(wake);
    db.transaction(() => {
      queueMail([{ to: "wake1@example.test", subject: "One", text: "1", kind: "wake-test" }]);
      queueMail([{ to: "wake2@example.test", subject: "Two", text: "2", kind: "wake-test" }]);
      // Still inside the transaction: the worker must not look yet.
      expect(wake).not.toHaveBeenCalled();
    });
    vi.runAllTimers();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("queues a message once per dedupe key, and nothing wakes for a duplicate", () => {
    vi.useFakeTimers();
    const wake = vi.fn();
    onMessagesQueued(wake);
    const message = { to: "once@example.test", subject: "Once", text: "x", kind: "dedupe-test", dedupeKey: "k:1" };
    expect(queueMail([message])).toBe(1);
    vi.runAllTimers();
    expect(queueMail([message, message])).toBe(0);
    vi.runAllTimers();
    expect(wake).toHaveBeenCalledTimes(1);
    expect(db.select().from(messageQueue).where(eq(messageQueue.dedupeKey, "k:1")).all()).toHaveLength(1);
  });

  it("an announcement-style mail reaches loopback SMTP through the worker, with retries recorded on the row", async () => {
    queueMail([
      { to: "chapter-member@example.test", subject: "Chapter news", text: "Meeting moved", kind: "announce-test" },
    ]);
    const row = () => db.select().from(messageQueue).where(eq(messageQueue.kind, "announce-test")).get()!;
    expect(row().status).toBe("queued");
    await drainMessages({ workerId: "mail-test", sms: new OutboxSmsProvider() });
    expect(row()).toMatchObject({ status: "sent", attempts: 1, channel: "email" });
    const mail = received.find((m) => m.to.includes("chapter-member@example.test"));
    expect(mail?.data).toContain("Subject: Chapter news");
    expect(mail?.data).toContain("Meeting moved");
  });
});
