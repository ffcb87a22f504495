import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messageQueue } from "~/db/schema";
import { backoffMs, deliverDueMessages, drainMessages } from "~/jobs/delivery.server";
import { resetEmailTransport } from "~/messaging/email.server";
import { OutboxSmsProvider } from "~/messaging/sms.server";
import { claimDueMessages, enqueueMessages, releaseStaleClaims } from "~/models/message-queue.server";

const run = promisify(execFile);

/** A loopback SMTP server that refuses the first `failFirst` recipients with a 451 (try again later). */
let failFirst = 0;
const accepted: string[] = [];
let refused = 0;
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failFirst > 0) {
        failFirst -= 1;
        refused += 1;
        const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        accepted.push(...session.envelope.rcptTo.map((r) => r.address));
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

const email = (to: string, kind = "delivery-test") => ({
  channel: "email" as const,
  to,
  subject: "DRILL: test",
  body: "DRILL: body",
  kind,
});

describe("delivery worker", () => {
  it("backs off exponentially: base, 2×, 4× … up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it("retries a message the SMTP server refused at first, after the backoff, and then delivers it", async () => {
    failFirst = 2;
    refused = 0;
    // The worker's injected clock: the backoff is waited out by moving it, never by sleeping.
    let clock = Date.parse("2026-03-01T12:00:00Z");
    const now = () => new Date(clock);
    enqueueMessages(db, [email("retry@example.test", "retry-test")], now());
    const row = () => db.select().from(messageQueue).where(eq(messageQueue.kind, "retry-test")).get()!;
    const base = 300;
    const opts = { retryBaseMs: base, workerId: "smtp-test", sms: new OutboxSmsProvider(), now };

    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 1, failed: 1 });
    const afterFirst = row();
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1 });
    expect(afterFirst.lastError).toContain("451");
    expect(afterFirst.nextAttemptAt.getTime()).toBe(clock + base);
    // Not due yet, even a millisecond before: another round claims nothing.
    clock += base - 1;
    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 0 });

    clock += 1;
    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 1, failed: 1 });
    const afterSecond = row();
    expect(afterSecond.attempts).toBe(2);
    // The second wait is twice the first.
    expect(afterSecond.nextAttemptAt.getTime()).toBe(clock + 2 * base);
    clock += 2 * base - 1;
    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 0 });

    clock += 1;
    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 1, sent: 1 });
    expect(row()).toMatchObject({ status: "sent", attempts: 3 });
    expect(row().sentAt).toEqual(now());
    expect(refused).toBe(2);
    expect(accepted.filter((a) => a === "retry@example.test")).toHaveLength(1);
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    failFirst = 100;
    let clock = Date.parse("2026-03-02T12:00:00Z");
    const now = () => new Date(clock);
    enqueueMessages(db, [email("never@example.test", "giveup-test")], now());
    const row = () => db.select().from(messageQueue).where(eq(messageQueue.kind, "giveup-test")).get()!;
    const opts = { retryBaseMs: 1000, maxAttempts: 3, workerId: "giveup", sms: new OutboxSmsProvider(), now };
    for (let i = 0; i < 3; i++) {
      expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 1, failed: 1 });
      // Move the clock to the retry (none is set after the last attempt).
      clock = row().nextAttemptAt.getTime();
    }
    expect(row()).toMatchObject({ status: "failed", attempts: 3 });
    clock += 24 * 3600_000;
    expect(await deliverDueMessages(opts)).toMatchObject({ claimed: 0 });
    failFirst = 0;
  });

  it("drains a batch through the pooled SMTP connection", async () => {
    const to = Array.from({ length: 60 }, (_, i) => `bulk${i}@example.test`);
    enqueueMessages(
      db,
      to.map((t) => email(t, "bulk-test")),
    );
    const total = await drainMessages({ batchSize: 25, workerId: "bulk", sms: new OutboxSmsProvider() });
    expect(total.sent).toBeGreaterThanOrEqual(60);
    for (const t of to) expect(accepted).toContain(t);
    const statuses = db
      .select({ s: messageQueue.status })
      .from(messageQueue)
      .where(eq(messageQueue.kind, "bulk-test"))
      .all();
    expect(statuses.every((r) => r.s === "sent")).toBe(true);
  });

  it("two processes claiming from one database never take the same message", async () => {
    const rows = Array.from({ length: 300 }, (_, i) => email(`claim${i}@example.test`, "claim-test"));
    enqueueMessages(db, rows);
    const ids = db
      .select({ id: messageQueue.id })
      .from(messageQueue)
      .where(eq(messageQueue.kind, "claim-test"))
      .all()
      .map((r) => r.id);
    const worker = path.join(process.cwd(), "tests/unit/activation-claim.worker.ts");
    const env = { ...process.env, DATABASE_PATH: process.env.DATABASE_PATH! };
    const [a, b] = await Promise.all(
      ["A", "B"].map((name) =>
        run(process.execPath, ["--import", "tsx", worker, name], { env, cwd: process.cwd(), maxBuffer: 1 << 24 }),
      ),
    );
    const gotA = JSON.parse(a!.stdout) as string[];
    const gotB = JSON.parse(b!.stdout) as string[];
    const claimedOfOurs = [...gotA, ...gotB].filter((id) => ids.includes(id));
    expect(new Set(claimedOfOurs).size).toBe(claimedOfOurs.length);
    expect(claimedOfOurs.sort()).toEqual([...ids].sort());
    const owners = db
      .select({ by: messageQueue.claimedBy })
      .from(messageQueue)
      .where(inArray(messageQueue.id, ids))
      .all();
    expect(owners.every((o) => o.by === "A" || o.by === "B")).toBe(true);
  }, 60_000);

  it("puts claims of a worker that died mid-send back in the queue", () => {
    const past = new Date(Date.now() - 20 * 60_000);
    enqueueMessages(db, [email("stale@example.test", "stale-test")], past);
    const [claimed] = claimDueMessages("dead-worker", 1000, past).filter((m) => m.kind === "stale-test");
    expect(claimed).toBeDefined();
    expect(releaseStaleClaims(10 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(db.select().from(messageQueue).where(eq(messageQueue.id, claimed!.id)).get()).toMatchObject({
      status: "queued",
      claimedBy: null,
    });
  });
});
