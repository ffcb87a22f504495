// Activations (issue 16): how long creating a call-out of a 2,000-member chapter takes (the request
// only queues: activation, 2,000 response rows with tokens and every message, in one transaction),
// and how fast the delivery worker then empties the queue into a loopback SMTP server. Runs in this
// process against its own database file, so it does not disturb the server figures.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/helpers/app-server";
import { startSmtpSink } from "../tests/helpers/smtp-sink";
import type { Report } from "./lib/report";

const MEMBERS = 2000;
const RUNS = 5;

export async function benchActivations(ctx: { report: Report }) {
  const { report } = ctx;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-bench-activations-"));
  const previous = { db: process.env.DATABASE_PATH, smtp: process.env.SMTP_URL, env: process.env.NODE_ENV };
  process.env.DATABASE_PATH = path.join(dir, "activations.db");
  const client = await import("../app/db/client.server");
  client.resetConnection();
  const { sqlite } = client;
  const { loadActor } = await import("../app/access/actor.server");
  const { createActivation } = await import("../app/models/activation-send.server");
  const { drainMessages } = await import("../app/jobs/delivery.server");
  const { resetEmailTransport } = await import("../app/messaging/email.server");
  const { OutboxSmsProvider } = await import("../app/messaging/sms.server");

  // One approved chapter, its leader, 2,000 approved members (a quarter with SMS opted in).
  const now = Date.now();
  const db = sqlite();
  const chapterId = crypto.randomUUID();
  const leaderId = crypto.randomUUID();
  db.prepare(
    "insert into users (id, email, display_name, password_hash, created_at, updated_at) values (?, ?, 'Bench Leader', '!', ?, ?)",
  ).run(leaderId, "bench-leader@example.test", now, now);
  db.prepare("insert into user_roles (user_id, role, created_at) values (?, 'ChapterLeader', ?)").run(leaderId, now);
  db.prepare(
    "insert into chapters (id, name, slug, city, state, status, created_at, updated_at) values (?, 'Bench CERT', 'bench-cert', 'Austin', 'TX', 'Approved', ?, ?)",
  ).run(chapterId, now, now);
  const member = db.prepare(
    "insert into memberships (id, user_id, chapter_id, role, status, created_at) values (?, ?, ?, ?, 'Approved', ?)",
  );
  member.run(crypto.randomUUID(), leaderId, chapterId, "Leader", now);
  const user = db.prepare(
    "insert into users (id, email, display_name, password_hash, phone, created_at, updated_at) values (?, ?, ?, '!', ?, ?, ?)",
  );
  const settings = db.prepare("insert into user_settings (user_id, sms_notifications, updated_at) values (?, 1, ?)");
  db.transaction(() => {
    for (let i = 0; i < MEMBERS; i++) {
      const id = crypto.randomUUID();
      user.run(
        id,
        `bench-member-${i}@example.test`,
        `Member ${i}`,
        i % 4 === 0 ? `512555${String(i).padStart(4, "0")}` : null,
        now,
        now,
      );
      member.run(crypto.randomUUID(), id, chapterId, "Member", now);
      if (i % 4 === 0) settings.run(id, now);
    }
  })();
  const leader = loadActor(leaderId)!;
  const input = {
    chapterId,
    kind: "Drill" as const,
    title: "Bench call-out",
    details: "Bench situation",
    location: "Bench staging",
    reportAt: new Date(now + 3600_000),
    needed: 20,
  };

  // Time-to-queue: the median of a few creates (each queues ~2,500 messages).
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    createActivation(leader, input, { baseUrl: "https://bench.example" });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  report.check(
    "activations",
    `time-to-queue, ${MEMBERS.toLocaleString("en-US")}-member call-out (median of ${RUNS})`,
    median,
    {
      max: 1000,
      unit: "ms",
      note: `worst ${times.at(-1)!.toFixed(0)} ms; one transaction: activation, ${MEMBERS + 1} responses with tokens, ${MEMBERS + 1} emails + ${MEMBERS / 4} texts`,
    },
  );

  // Delivery rate: drain one call-out's emails into a loopback SMTP server (texts go to the outbox).
  db.prepare(
    "delete from message_queue where rowid not in (select rowid from message_queue where activation_id = (select id from activations order by created_at limit 1))",
  ).run();
  const port = freePort();
  const sink = await startSmtpSink(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.NODE_ENV = "test"; // keep the outbox provider quiet
  resetEmailTransport();
  try {
    const queued = Number(
      (db.prepare("select count(*) as n from message_queue where status = 'queued'").get() as { n: number }).n,
    );
    const t0 = performance.now();
    const result = await drainMessages({ sms: new OutboxSmsProvider() });
    const seconds = (performance.now() - t0) / 1000;
    const rate = result.sent / seconds;
    report.check("activations", "delivery rate to a loopback SMTP server", rate, {
      min: 100,
      unit: "msg/s",
      digits: 0,
      note: `${result.sent} of ${queued} messages in ${seconds.toFixed(1)} s (${sink.received.length} received by SMTP, the rest SMS to the outbox), ${result.failed} failed; pooled SMTP, 10 in flight`,
    });
  } finally {
    resetEmailTransport();
    await sink.close();
    client.resetConnection();
    process.env.DATABASE_PATH = previous.db;
    if (previous.smtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previous.smtp;
    process.env.NODE_ENV = previous.env;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
