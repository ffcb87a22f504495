// `npm run bench -- callout`: a call-out at 2 a.m., end to end through the built app (issue 30).
// A 2,000-member chapter is called out through the API with two escalation waves (resend to
// non-responders, then a second chapter of 500); the delivery worker sends every message to a
// loopback SMTP server and a loopback Twilio-shaped SMS provider; members text their replies to
// POST /sms/inbound at 50 a second, signed as Twilio signs them, while the first wave's reminders
// go out. Prints: time to queue (the create request, which only queues), delivery rate per phase,
// reply latency p50 / p95 / max (the webhook's answer is the texted confirmation), and the load.
//
//   npm run bench -- callout               build into .builds/bench, seed, run, print
//   npm run bench -- callout --no-build    reuse .builds/bench
//
// The waves' minutes are not waited out: when the bench wants a wave, it moves the wave's due time
// to now, and the app's job (every 5 s) runs it as it would at its minute. The first wave's time
// to run includes that tick (up to 5 s).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, startApp, type RunningApp } from "../tests/helpers/app-server";
import { startSmtpSink } from "../tests/helpers/smtp-sink";
import { twilioInboundFields } from "../tests/helpers/sms-provider";
import { twilioSignature } from "../app/messaging/twilio-signature.server";
import { runMigrations } from "../scripts/migrate.js";
import { insertSessionRow, SESSION_SECRET } from "./lib/context";

const MEMBERS = 2000;
const SECOND_CHAPTER = 500;
const REPLIES = 500;
const REPLIES_PER_SECOND = 50;
const SMS_TOKEN = "bench-sms-auth-token";
const SMS_SID = "ACbench00000000000000000000000000";

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** A Twilio-shaped SMS provider on loopback: 201 with a sid for each text, counted. */
function startSmsProvider(port: number) {
  const received: Array<{ to: string; body: string; at: number }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const expected = `Basic ${Buffer.from(`${SMS_SID}:${SMS_TOKEN}`).toString("base64")}`;
      if (req.method !== "POST" || !req.url?.endsWith("/Messages.json") || req.headers.authorization !== expected) {
        res.writeHead(401, { "Content-Type": "application/json" }).end('{"message":"bad credentials"}');
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      received.push({ to: form.get("To") ?? "", body: form.get("Body") ?? "", at: Date.now() });
      res
        .writeHead(201, { "Content-Type": "application/json" })
        .end(JSON.stringify({ sid: `SM${crypto.randomBytes(16).toString("hex")}` }));
    });
  });
  return new Promise<{ received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ received, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

interface Seeded {
  leaderId: string;
  homeId: string;
  secondId: string;
  phones: string[];
}

/** A leader of two approved chapters: 2,000 members in the first, 500 in the second; a quarter text. */
function seed(dbFile: string): Seeded {
  const db = new Database(dbFile);
  db.pragma("journal_mode = WAL");
  const now = Date.now();
  const leaderId = crypto.randomUUID();
  const homeId = crypto.randomUUID();
  const secondId = crypto.randomUUID();
  const phones: string[] = [];
  const user = db.prepare(
    "insert into users (id, email, display_name, password_hash, phone, email_verified_at, created_at, updated_at) values (?, ?, ?, '!', ?, ?, ?, ?)",
  );
  const chapter = db.prepare(
    "insert into chapters (id, name, slug, city, state, status, created_at, updated_at) values (?, ?, ?, 'Austin', 'TX', 'Approved', ?, ?)",
  );
  const member = db.prepare(
    "insert into memberships (id, user_id, chapter_id, role, status, created_at) values (?, ?, ?, ?, 'Approved', ?)",
  );
  const settings = db.prepare("insert into user_settings (user_id, sms_notifications, updated_at) values (?, 1, ?)");
  db.transaction(() => {
    user.run(leaderId, "callout-leader@example.test", "Bench Leader", null, now, now, now);
    db.prepare("insert into user_roles (user_id, role, created_at) values (?, 'ChapterLeader', ?)").run(leaderId, now);
    chapter.run(homeId, "Bench Home CERT", "bench-home-cert", now, now);
    chapter.run(secondId, "Bench Second CERT", "bench-second-cert", now, now);
    member.run(crypto.randomUUID(), leaderId, homeId, "Leader", now);
    member.run(crypto.randomUUID(), leaderId, secondId, "Leader", now);
    for (let i = 0; i < MEMBERS + SECOND_CHAPTER; i++) {
      const id = crypto.randomUUID();
      const texts = i % 4 === 0;
      const phone = texts ? `+1512${String(5_000_000 + i).padStart(7, "0")}` : null;
      user.run(id, `callout-member-${i}@example.test`, `Member ${i}`, phone, now, now, now);
      member.run(crypto.randomUUID(), id, i < MEMBERS ? homeId : secondId, "Member", now);
      if (texts) {
        settings.run(id, now);
        if (i < MEMBERS) phones.push(phone!);
      }
    }
  })();
  db.close();
  return { leaderId, homeId, secondId, phones };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Waits, polling the database, until nothing is queued or being sent (or a ceiling passes). */
async function drained(db: Database.Database, ceilingMs = 300_000) {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const { n } = db.prepare("select count(*) as n from message_queue where status in ('queued', 'sending')").get() as {
      n: number;
    };
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} messages still queued after ${ceilingMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waveRan(db: Database.Database, waveId: string, ceilingMs = 60_000) {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const row = db.prepare("select status, ran_at from activation_waves where id = ?").get(waveId) as {
      status: string;
      ran_at: number | null;
    };
    if (row.status !== "pending") return row;
    if (Date.now() > deadline) throw new Error(`wave ${waveId} did not run within ${ceilingMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Messages of these kinds sent since `since`: how many, and the span from `since` to the last. */
function sentSince(db: Database.Database, since: number, kinds: string[]) {
  const row = db
    .prepare(
      `select count(*) as n, max(sent_at) as last, sum(channel = 'sms') as sms from message_queue
       where status = 'sent' and created_at >= ? and kind in (${kinds.map(() => "?").join(", ")})`,
    )
    .get(since, ...kinds) as { n: number; last: number | null; sms: number | null };
  const seconds = row.last ? (row.last - since) / 1000 : 0;
  return { sent: row.n, sms: row.sms ?? 0, seconds, rate: seconds > 0 ? row.n / seconds : 0 };
}

export async function runCallout(args: string[]) {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const buildDir = process.env.BENCH_BUILD_DIR ?? ".builds/bench";
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown"}, Node ${process.version}`);
  console.log(`load average at start: ${load()}`);
  if (!flags.has("--no-build")) {
    console.log(`building into ${buildDir} ...`);
    execFileSync("npx", ["remix", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, REMIX_BUILD_DIR: buildDir, NODE_ENV: "production" },
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-bench-callout-"));
  const dbFile = path.join(dir, "callout.db");
  runMigrations(dbFile);
  const seeded = seed(dbFile);
  const token = insertSessionRow(dbFile, seeded.leaderId, "api");

  const smtpPort = freePort();
  const sink = await startSmtpSink(smtpPort);
  const smsPort = freePort();
  const sms = await startSmsProvider(smsPort);
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  let app: RunningApp | undefined;
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    app = await startApp({
      databasePath: dbFile,
      port,
      env: {
        REMIX_BUILD_DIR: buildDir,
        SESSION_SECRET,
        APP_URL: base,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMS_ACCOUNT_SID: SMS_SID,
        SMS_AUTH_TOKEN: SMS_TOKEN,
        SMS_FROM: "+15005550006",
        SMS_PROVIDER_URL: `http://127.0.0.1:${smsPort}`,
      },
    });

    // 1. The call-out: the request queues the activation, 2,001 reply links and every message.
    const created0 = Date.now();
    const t0 = performance.now();
    const res = await fetch(`${base}/api/activations`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        chapterId: seeded.homeId,
        kind: "Drill",
        title: "Bench flood call-out",
        details: "Sandbagging at the river",
        location: "Station 1",
        reportAt: new Date(Date.now() + 3_600_000).toISOString(),
        needed: 1000,
        waves: [
          { afterMinutes: 10, to: "nonResponders" },
          { afterMinutes: 20, to: { chapterId: seeded.secondId } },
        ],
      }),
    });
    const timeToQueue = performance.now() - t0;
    const created = (await res.json()) as { id: string; alerted: number; queued: number };
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(created)}`);
    await drained(db);
    const alert = sentSince(db, created0, ["activation_alert"]);
    const loadAfterAlert = load();

    // 2. Replies by text at 50 a second while the first wave (resend to non-responders) goes out.
    const [wave1, wave2] = db
      .prepare("select id from activation_waves where activation_id = ? order by due_at")
      .all(created.id) as Array<{ id: string }>;
    const wave1At = Date.now();
    db.prepare("update activation_waves set due_at = ? where id = ?").run(wave1At, wave1!.id);
    const url = `${base}/sms/inbound`;
    const latencies: number[] = [];
    let failures = 0;
    const answers = ["1", "2 15", "3"];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: REPLIES }, async (_, i) => {
        // Open loop: each text leaves at its slot whatever the earlier ones are doing.
        const wait = started + (i * 1000) / REPLIES_PER_SECOND - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const fields = twilioInboundFields(seeded.phones[i % seeded.phones.length]!, answers[i % 3]!);
        const body = new URLSearchParams(fields);
        const signature = twilioSignature(SMS_TOKEN, url, [...body.entries()]);
        const s = performance.now();
        try {
          const r = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
            body,
          });
          const text = await r.text();
          if (r.status !== 200 || !text.includes("<Message>Thanks")) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - s);
      }),
    );
    const replySeconds = (performance.now() - started) / 1000;
    const wave1Row = await waveRan(db, wave1!.id);
    await drained(db);
    const wave1Sent = sentSince(db, wave1At, ["activation_reminder"]);
    const details = sentSince(db, wave1At, ["activation_details"]);
    const recorded = (
      db
        .prepare("select count(*) as n from activation_responses where activation_id = ? and reply is not null")
        .get(created.id) as { n: number }
    ).n;
    const loadAfterReplies = load();

    // 3. The second wave: the second chapter's 500 members get their own reply links.
    const wave2At = Date.now();
    db.prepare("update activation_waves set due_at = ? where id = ?").run(wave2At, wave2!.id);
    const wave2Row = await waveRan(db, wave2!.id);
    await drained(db);
    const wave2Sent = sentSince(db, wave2At, ["activation_alert"]);
    const failed = (
      db.prepare("select count(*) as n from message_queue where status = 'failed'").get() as { n: number }
    ).n;

    latencies.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const rate = (p: { sent: number; sms: number; seconds: number; rate: number }) =>
      `${p.sent} messages (${p.sent - p.sms} email, ${p.sms} SMS) in ${p.seconds.toFixed(1)} s: ${p.rate.toFixed(0)} msg/s`;
    console.log("");
    console.log(
      `time to queue (POST /api/activations, ${created.alerted} alerted, ${created.queued} messages queued): ${ms(timeToQueue)}`,
    );
    console.log(`alert delivery: ${rate(alert)} (load average after: ${loadAfterAlert})`);
    console.log(
      `wave 1 (resend to non-responders), ran ${((wave1Row.ran_at! - wave1At) / 1000).toFixed(1)} s after it was due: ${rate(wave1Sent)}`,
    );
    console.log(`details to those who replied Available or Delayed: ${rate(details)}`);
    console.log(
      `SMS replies: ${REPLIES} at ${REPLIES_PER_SECOND}/s offered, sent in ${replySeconds.toFixed(1)} s; ${recorded} members' replies recorded; ${failures} failed`,
    );
    console.log(
      `reply latency (webhook answer, while wave 1 was delivered): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1)!)} (load average after: ${loadAfterReplies})`,
    );
    console.log(
      `wave 2 (a second chapter of ${SECOND_CHAPTER}), ran ${((wave2Row.ran_at! - wave2At) / 1000).toFixed(1)} s after it was due: ${rate(wave2Sent)}`,
    );
    console.log(
      `loopback SMTP received ${sink.received.length} mails, the SMS provider ${sms.received.length} texts; ${failed} messages failed`,
    );
    console.log(`load average at the end: ${load()}`);
    return failures === 0 && failed === 0 ? 0 : 1;
  } finally {
    db.close();
    await app?.stop();
    await sink.close();
    await sms.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
