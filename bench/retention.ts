// `npm run bench -- retention`: the retention job's queue prune on a national month of messages
// (decision 037). A fresh migrated database gets `--rows=N` delivered or failed messages of no
// activation (default 1,000,000, queued evenly over the last 60 days, so about half are past the
// 30-day period), 130,000 older messages of one closed activation (they must stay, and must not be
// walked) and 10,000 old messages still queued. Then the real prune runs one batch at a time, as
// the hourly job runs them, and the bench prints how long each batch held the write lock (one
// DELETE statement is one transaction), what went and what stayed.
//
//   npm run bench -- retention [--rows=N] [--batch=250]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const DAY = 24 * 3_600_000;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runRetentionBench(args: string[]) {
  const option = (name: string, fallback: number) => {
    const raw = args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
    return raw ? Number(raw) : fallback;
  };
  const rows = option("rows", 1_000_000);
  const batchSize = option("batch", 250);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-retention-"));
  process.env.DATABASE_PATH = path.join(dir, "retention.db");
  try {
    const { sqlite, resetConnection } = await import("../app/db/client.server");
    const { pruneDoneMessages, MESSAGE_RETENTION_MS } = await import("../app/models/message-queue.server");
    const db = sqlite();
    const now = Date.now();
    const chapterId = crypto.randomUUID();
    const activationId = crypto.randomUUID();
    db.prepare(
      "insert into chapters (id, name, slug, city, state, status, created_at, updated_at) values (?, 'Bench', 'bench', 'Austin', 'TX', 'Approved', ?, ?)",
    ).run(chapterId, now, now);
    db.prepare(
      `insert into activations (id, chapter_id, kind, title, details, location, report_at, needed, status, created_at, closed_at)
       values (?, ?, 'Real', 'Flood', 'Sandbags', 'Station 4', ?, 50, 'Closed', ?, ?)`,
    ).run(activationId, chapterId, now - 50 * DAY, now - 50 * DAY, now - 49 * DAY);
    const insert = db.prepare(
      `insert into message_queue (id, channel, "to", subject, body, kind, activation_id, status, attempts, next_attempt_at, created_at, sent_at)
       values (?, 'email', ?, 'Upcoming training reminder', ?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    const body = "Reminder: CERT monthly training on Tuesday at 7 PM CST at Station 4. Reply STOP to opt out. ".repeat(
      3,
    );
    const seeded = performance.now();
    const fill = db.transaction((from: number, to: number, make: (i: number) => [string | null, string, number]) => {
      for (let i = from; i < to; i++) {
        const [activation, status, at] = make(i);
        insert.run(
          crypto.randomUUID(),
          `member${i}@example.test`,
          body,
          activation ? "activation_alert" : "event_reminder",
          activation,
          status,
          at,
          at,
          status === "sent" ? at : null,
        );
      }
    });
    const chunk = 50_000;
    for (let from = 0; from < rows; from += chunk) {
      fill(from, Math.min(rows, from + chunk), (i) => [
        null,
        i % 50 === 0 ? "failed" : "sent",
        now - Math.floor((i / rows) * 60 * DAY),
      ]);
    }
    for (let from = 0; from < 130_000; from += chunk) {
      fill(from, Math.min(130_000, from + chunk), (i) => [
        activationId,
        i % 40 === 0 ? "failed" : "sent",
        now - 50 * DAY + i,
      ]);
    }
    fill(0, 10_000, () => [null, "queued", now - 45 * DAY]);
    const count = (where: string) =>
      db.prepare(`select count(*) from message_queue where ${where}`).pluck().get() as number;
    const cutoff = now - MESSAGE_RETENTION_MS;
    const due = count(`activation_id is null and status in ('sent', 'failed') and created_at < ${cutoff}`);
    console.log(
      `[retention] seeded ${count("1").toLocaleString("en-US")} messages in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
        `${due.toLocaleString("en-US")} past the 30-day period; load ${os.loadavg()[0]!.toFixed(2)}`,
    );

    const times: number[] = [];
    let deleted = 0;
    const started = performance.now();
    for (;;) {
      const t = performance.now();
      const n = await pruneDoneMessages(new Date(now), { batchSize, maxBatches: 1 });
      times.push(performance.now() - t);
      deleted += n;
      if (n < batchSize) break;
    }
    const total = performance.now() - started;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `[retention] deleted ${deleted.toLocaleString("en-US")} rows in ${times.length} batches of ${batchSize}: ` +
        `write lock per batch p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(2)} ms; ${(total / 1000).toFixed(1)} s in all; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const kept = {
      recentDone: count(`activation_id is null and status in ('sent', 'failed')`),
      activation: count(`activation_id = '${activationId}'`),
      queued: count(`status = 'queued'`),
    };
    console.log(`[retention] kept: ${JSON.stringify(kept)}`);
    resetConnection();
    const ok = deleted === due && kept.activation === 130_000 && kept.queued === 10_000;
    if (!ok) console.error("[retention] FAIL: the prune deleted other rows than the due ones");
    return ok ? 0 : 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
