// Retention (decision 037): the jobs process deletes done messages of no activation, the outbox and
// dead sign-in links after their period, in small batches; an activation's messages, and anything
// not yet delivered, stay. Time moves by the fake clock; the database is the real migrated file.
import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BATCH_PAUSE_MS } from "~/db/batch-delete.server";
import { sqlite } from "~/db/client.server";
import { JOBS } from "~/jobs/index.server";
import { RETENTION_INTERVAL_MS, runRetention } from "~/jobs/retention.server";
import { OUTBOX_RETENTION_MS } from "~/messaging/email.server";
import { enqueueMessages, MESSAGE_RETENTION_MS } from "~/models/message-queue.server";
import { db } from "~/db/client.server";

const DAY = 24 * 3_600_000;
const T0 = new Date("2026-03-01T12:00:00Z");

afterEach(() => {
  vi.useRealTimers();
});

/** A chapter and one of its activations (closed or open), inserted directly. */
function insertActivation(status: "Open" | "Closed") {
  const chapterId = crypto.randomUUID();
  const activationId = crypto.randomUUID();
  const now = Date.now();
  sqlite()
    .prepare(
      "insert into chapters (id, name, slug, city, state, status, created_at, updated_at) values (?, ?, ?, 'Austin', 'TX', 'Approved', ?, ?)",
    )
    .run(chapterId, `Retention ${chapterId}`, `retention-${chapterId}`, now, now);
  sqlite()
    .prepare(
      `insert into activations (id, chapter_id, kind, title, details, location, report_at, needed, status, created_at, closed_at)
       values (?, ?, 'Drill', 'Flood drill', 'Sandbags', 'Fire station', ?, 5, ?, ?, ?)`,
    )
    .run(activationId, chapterId, now, status, now, status === "Closed" ? now : null);
  return activationId;
}

/** Queues one message at the fake clock's now and moves it to `status`; returns its id. */
function queue(kind: string, status: "queued" | "sending" | "sent" | "failed", activationId: string | null = null) {
  const to = `${kind}-${crypto.randomUUID()}@example.test`;
  enqueueMessages(db, [{ channel: "email", to, subject: "S", body: "B", kind, activationId }], new Date());
  sqlite().prepare(`update message_queue set status = ? where "to" = ?`).run(status, to);
  return sqlite().prepare(`select id from message_queue where "to" = ?`).pluck().get(to) as string;
}

const exists = (table: string, ids: string[]) =>
  ids.filter((id) => sqlite().prepare(`select 1 from ${table} where id = ?`).get(id));

describe("retention of the message queue", () => {
  it("deletes delivered and failed messages of no activation after 30 days, and nothing else", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    const open = insertActivation("Open");
    const closed = insertActivation("Closed");
    const oldSent = queue("ret-announcement", "sent");
    const oldFailed = queue("ret-decision", "failed");
    const oldQueued = queue("ret-retrying", "queued");
    const oldSending = queue("ret-sending", "sending");
    const openAlert = queue("activation_alert", "sent", open);
    const closedAlert = queue("activation_alert", "sent", closed);
    const closedFailed = queue("activation_alert", "failed", closed);
    const everything = [oldSent, oldFailed, oldQueued, oldSending, openAlert, closedAlert, closedFailed];

    // A day before the period ends, nothing goes.
    vi.setSystemTime(T0.getTime() + MESSAGE_RETENTION_MS - DAY);
    await runRetention();
    expect(exists("message_queue", everything)).toEqual(everything);

    vi.setSystemTime(T0.getTime() + MESSAGE_RETENTION_MS + DAY);
    const recentSent = queue("ret-recent", "sent");
    const deleted = await runRetention();
    expect(deleted.messages).toBe(2);
    // Not yet delivered (however old), an activation's delivery record (open or closed), and
    // anything inside the period stay.
    expect(exists("message_queue", [...everything, recentSent])).toEqual([
      oldQueued,
      oldSending,
      openAlert,
      closedAlert,
      closedFailed,
      recentSent,
    ]);
  });

  it("works a backlog off in batches over several runs, pausing between batches for other writers", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
    vi.setSystemTime(T0.getTime() - 10 * DAY);
    const backlog = Array.from({ length: 7 }, () => queue("ret-backlog", "sent"));
    vi.setSystemTime(T0.getTime() + MESSAGE_RETENTION_MS);
    let done = false;
    const running = runRetention(new Date(), { batchSize: 2, maxBatches: 2 }).then((r) => ((done = true), r));
    // The first batch went at once, in its own transaction; the next waits out the pause, so a
    // writer in another process (whose busy handler retries every 100 ms) gets in.
    await vi.advanceTimersByTimeAsync(BATCH_PAUSE_MS - 1);
    expect(exists("message_queue", backlog)).toHaveLength(5);
    expect(sqlite().inTransaction).toBe(false);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const first = await running;
    // Two batches of two: the rest waits for the next run.
    expect(first.messages).toBe(4);
    expect(exists("message_queue", backlog)).toHaveLength(3);
    const second = runRetention(new Date(), { batchSize: 2, maxBatches: 2 });
    await vi.advanceTimersByTimeAsync(BATCH_PAUSE_MS);
    expect((await second).messages).toBe(3);
    expect(exists("message_queue", backlog)).toEqual([]);
  });
});

describe("retention of the outbox and of sign-in links", () => {
  it("deletes outbox rows past the period and links past their expiry, used or not; live links stay", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    const now = Date.now();
    const userId = crypto.randomUUID();
    sqlite()
      .prepare(
        "insert into users (id, email, display_name, password_hash, created_at, updated_at) values (?, ?, 'R', 'x', ?, ?)",
      )
      .run(userId, `${userId}@example.test`, now, now);
    const outboxRow = (id: string, at: number) =>
      sqlite()
        .prepare(
          `insert into outbox (id, "to", subject, text, kind, status, created_at) values (?, 'a@example.test', 'S', 'T', 'k', 'stored', ?)`,
        )
        .run(id, at);
    outboxRow("ret-outbox-old", now - OUTBOX_RETENTION_MS - DAY);
    outboxRow("ret-outbox-new", now - DAY);
    const token = (id: string, purpose: string, expiresAt: number, usedAt: number | null) =>
      sqlite()
        .prepare(
          "insert into account_tokens (id, user_id, purpose, token_hash, created_at, expires_at, used_at) values (?, ?, ?, ?, ?, ?, ?)",
        )
        .run(id, userId, purpose, crypto.randomUUID(), expiresAt - 3_600_000, expiresAt, usedAt);
    token("ret-token-expired", "password_reset", now - 1, null);
    token("ret-token-spent", "verify_email", now - 1_000, now - 2_000);
    token("ret-token-live", "password_reset", now + 3_600_000, null);

    const deleted = await runRetention();
    expect(deleted.outbox).toBe(1);
    expect(deleted.accountTokens).toBe(2);
    expect(exists("outbox", ["ret-outbox-old", "ret-outbox-new"])).toEqual(["ret-outbox-new"]);
    expect(exists("account_tokens", ["ret-token-expired", "ret-token-spent", "ret-token-live"])).toEqual([
      "ret-token-live",
    ]);
  });

  it("is one of the jobs process's jobs, run every hour", async () => {
    const job = JOBS.find((j) => j.name === "retention");
    expect(job?.intervalMs).toBe(RETENTION_INTERVAL_MS);
    expect(RETENTION_INTERVAL_MS).toBe(3_600_000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0.getTime() - 2 * MESSAGE_RETENTION_MS);
    const old = queue("ret-job", "sent");
    vi.setSystemTime(T0);
    await job!.run();
    expect(exists("message_queue", [old])).toEqual([]);
  });
});
