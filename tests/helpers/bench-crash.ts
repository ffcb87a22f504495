// Crash safety, shared by tests/e2e/crash.spec.ts (20 rounds) and `npm run bench -- crash` (100):
// concurrent clients write through the app's real endpoints, the server is SIGKILLed mid-stream and
// comes back on the same database, and every write that got a success response must be there, in a
// database that passes PRAGMA integrity_check. Three rounds in four kill the process that serves
// (`npm start`'s worker) and `npm start`'s supervisor starts another (decision 077); every fourth
// kills the supervisor too, and the loop starts the app again, migrations and all.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import { runMigrations } from "../../scripts/migrate.js";
import { childrenOf, healthy, startApp, type RunningApp } from "./app-server";

export const CRASH_PASSWORD = "Crash-Safety-Pass-42";

export type WriteKind = "waitlist" | "register" | "rsvp" | "join";

/** A write the server acknowledged with a success response: it must survive the crash. */
export type Ack =
  | { kind: "waitlist"; email: string }
  | { kind: "register"; email: string }
  | { kind: "rsvp"; eventId: string; userId: string; status: string }
  | { kind: "join"; chapterId: string; userId: string };

export interface CrashFixture {
  dir: string;
  dbFile: string;
  /** Signed-in API users (bearer tokens are session ids, as the app issues them). */
  users: { id: string; token: string }[];
  /** Chapters every user is an approved member of: the events are theirs, so the users may RSVP. */
  homeChapterIds: string[];
  /** Chapters no user belongs to yet: the ones they ask to join. */
  chapterIds: string[];
  eventIds: string[];
}

export interface RoundResult {
  round: number;
  /** What the round killed: the serving worker (its supervisor starts another), or both processes. */
  killed: "worker" | "all";
  acks: Record<WriteKind, number>;
  attempts: number;
  killedAfterMs: number;
}

/** A fresh temp database, migrated, with users (and API sessions), chapters and upcoming events. */
export async function prepareCrashFixture(
  opts: { users?: number; chapters?: number; events?: number } = {},
): Promise<CrashFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-crash-"));
  const dbFile = path.join(dir, "crash.db");
  runMigrations(dbFile);
  const db = new Database(dbFile);
  db.pragma("journal_mode = WAL");
  const passwordHash = await hash(CRASH_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const now = Date.now();
  const users: CrashFixture["users"] = [];
  const homeChapterIds: string[] = [];
  const chapterIds: string[] = [];
  const eventIds: string[] = [];
  const HOME_CHAPTERS = 10;
  db.transaction(() => {
    const admin = crypto.randomUUID();
    db.prepare(
      "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, strftime('%s', 'now') * 1000)",
    ).run(admin, "crash-admin@example.test", "Crash Admin", passwordHash, now, now);
    for (let i = 0; i < (opts.users ?? 12); i++) {
      const id = crypto.randomUUID();
      const token = crypto.randomBytes(32).toString("base64url");
      db.prepare(
        "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, strftime('%s', 'now') * 1000)",
      ).run(id, `crash-user-${i}@example.test`, `Crash User ${i}`, passwordHash, now, now);
      db.prepare("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, 'Member', ?)").run(id, now);
      db.prepare("INSERT INTO user_settings (user_id, updated_at) VALUES (?, ?)").run(id, now);
      db.prepare(
        "INSERT INTO sessions (id, user_id, kind, created_at, last_seen_at, expires_at) VALUES (?, ?, 'api', ?, ?, ?)",
      ).run(crypto.createHash("sha256").update(token).digest("hex"), id, now, now, now + 7 * 86_400_000);
      users.push({ id, token });
    }
    for (let i = 0; i < (opts.chapters ?? 200); i++) {
      const id = crypto.randomUUID();
      db.prepare(
        `INSERT INTO chapters (id, name, slug, description, city, state, zip, region_code, status, latitude, longitude, created_by_id, reviewed_at, created_at, updated_at)
         VALUES (?, ?, ?, 'A chapter for the crash test.', 'Austin', 'TX', '78701', '6', 'Approved', 30.27, -97.74, ?, ?, ?, ?)`,
      ).run(id, `Crash Chapter ${i}`, `crash-chapter-${i}`, admin, now, now, now);
      // The admin leads every chapter, so memberships have a leader to approve them.
      db.prepare(
        "INSERT INTO memberships (id, user_id, chapter_id, role, status, created_at) VALUES (?, ?, ?, 'Leader', 'Approved', ?)",
      ).run(crypto.randomUUID(), admin, id, now);
      if (i < HOME_CHAPTERS) {
        // RSVPs need a member of the event's chapter (event.rsvp): every user belongs to these.
        for (const user of users)
          db.prepare(
            "INSERT INTO memberships (id, user_id, chapter_id, role, status, created_at) VALUES (?, ?, ?, 'Member', 'Approved', ?)",
          ).run(crypto.randomUUID(), user.id, id, now);
        homeChapterIds.push(id);
      } else chapterIds.push(id);
    }
    for (let i = 0; i < (opts.events ?? 200); i++) {
      const id = crypto.randomUUID();
      const start = now + (i + 1) * 86_400_000;
      db.prepare(
        "INSERT INTO events (id, chapter_id, title, description, start_at, end_at, location_text, created_by_id, created_at) VALUES (?, ?, ?, 'Crash test event.', ?, ?, 'Community Center', ?, ?)",
      ).run(id, homeChapterIds[i % homeChapterIds.length]!, `Crash Event ${i}`, start, start + 3_600_000, admin, now);
      eventIds.push(id);
    }
  })();
  db.close();
  return { dir, dbFile, users, homeChapterIds, chapterIds, eventIds };
}

const RSVP_STATUSES = ["Confirmed", "Maybe", "Declined"];

/**
 * One round: `clients` concurrent writers against the running app until it is SIGKILLed
 * `killAfterMs` after the first acknowledged write. Every acknowledged write goes into `ledger`.
 * RSVPs and joins each use (event, user) / (chapter, user) pairs never written before, so what the
 * ledger expects cannot be overwritten by a later unacknowledged write.
 */
export async function crashRound(opts: {
  app: RunningApp;
  fixture: CrashFixture;
  kinds: WriteKind[];
  ledger: Ack[];
  round: number;
  clients?: number;
  killAfterMs: number;
  kill: "worker" | "all";
  /** Kinds the kill also waits for one acknowledgement of (within the 15 s ceiling), writes still flowing. */
  awaitKinds?: WriteKind[];
  used: { rsvp: Set<string>; join: Set<string> };
}): Promise<RoundResult> {
  const { app, fixture, ledger, round } = opts;
  const acks: Record<WriteKind, number> = { waitlist: 0, register: 0, rsvp: 0, join: 0 };
  let attempts = 0;
  let killed = false;
  let seq = 0;

  const nextPair = (kind: "rsvp" | "join") => {
    const targets = kind === "rsvp" ? fixture.eventIds : fixture.chapterIds;
    for (let tries = 0; tries < 50; tries++) {
      const user = fixture.users[Math.floor(Math.random() * fixture.users.length)]!;
      const target = targets[Math.floor(Math.random() * targets.length)]!;
      const key = `${target}:${user.id}`;
      if (!opts.used[kind].has(key)) {
        opts.used[kind].add(key);
        return { user, target };
      }
    }
    return null;
  };

  async function writeOnce(kind: WriteKind, client: number) {
    const n = seq++;
    attempts++;
    if (kind === "waitlist") {
      const email = `crash-wl-${round}-${client}-${n}@example.test`;
      const res = await fetch(`${app.url}/api/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          firstName: "Crash",
          lastName: `Round ${round}`,
          city: "Austin",
          state: "TX",
          interestLevel: ["Member"],
        }),
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean } | null;
      if (res.ok && body?.success) {
        ledger.push({ kind, email });
        acks[kind]++;
        firstAck();
        if ((opts.awaitKinds ?? []).every((k) => acks[k] > 0)) allAwaitedAcked();
      }
    } else if (kind === "register") {
      const email = `crash-reg-${round}-${client}-${n}@example.test`;
      const form = new URLSearchParams({
        role: "Member",
        displayName: `Crash ${n}`,
        email,
        password: CRASH_PASSWORD,
        confirmPassword: CRASH_PASSWORD,
      });
      const res = await fetch(`${app.url}/auth/register`, { method: "POST", body: form, redirect: "manual" });
      const page = await res.text().catch(() => "");
      // Success is the "Check your email" answer (registering signs nobody in: decision 023).
      if (res.status === 200 && page.includes("Check your email")) {
        ledger.push({ kind, email });
        acks[kind]++;
        firstAck();
        if ((opts.awaitKinds ?? []).every((k) => acks[k] > 0)) allAwaitedAcked();
      }
    } else {
      const pair = nextPair(kind);
      if (!pair) return;
      const status = RSVP_STATUSES[n % 3]!;
      const res = await fetch(`${app.url}/api/${kind === "rsvp" ? "rsvps" : "memberships"}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${pair.user.token}` },
        body: JSON.stringify(
          kind === "rsvp" ? { eventId: pair.target, status } : { chapterId: pair.target, role: "Member" },
        ),
      });
      await res.arrayBuffer().catch(() => null);
      if (res.ok) {
        ledger.push(
          kind === "rsvp"
            ? { kind, eventId: pair.target, userId: pair.user.id, status }
            : { kind, chapterId: pair.target, userId: pair.user.id },
        );
        acks[kind]++;
        firstAck();
        if ((opts.awaitKinds ?? []).every((k) => acks[k] > 0)) allAwaitedAcked();
      }
    }
  }

  // The kill lands `killAfterMs` after the first acknowledged write (a fresh process answers its
  // first requests slowly), so every round kills the server while writes are flowing.
  let firstAck: () => void = () => {};
  const acked = new Promise<void>((resolve) => (firstAck = resolve));
  // A slow kind (a registration hashes its password) may never be acknowledged within a short kill
  // delay on a loaded machine: the loop asks each kind for one acknowledgement until it has one.
  let allAwaitedAcked: () => void = () => {};
  const awaitedAcked = (opts.awaitKinds ?? []).length
    ? new Promise<void>((resolve) => (allAwaitedAcked = resolve))
    : Promise.resolve();
  const started = performance.now();
  // The 15 s ceiling's timer is cleared once the first write is acknowledged: left pending, the last
  // round's kept the process alive 15 s after the loop ended (`npm run bench -- crash`).
  let ceiling: NodeJS.Timeout | undefined;
  const killer = Promise.race([
    Promise.all([acked, awaitedAcked]),
    new Promise((r) => (ceiling = setTimeout(r, 15_000))),
  ])
    .then(() => {
      clearTimeout(ceiling);
      return new Promise((r) => setTimeout(r, opts.killAfterMs));
    })
    .then(() => {
      killed = true;
      for (const worker of childrenOf(app.proc.pid!)) process.kill(worker, "SIGKILL");
      if (opts.kill === "all") return app.stop("SIGKILL");
    });
  const clients = Array.from({ length: opts.clients ?? 6 }, async (_, client) => {
    for (let i = 0; ; i++) {
      const kind = opts.kinds[(client + i) % opts.kinds.length]!;
      try {
        await writeOnce(kind, client);
      } catch {
        // Connection refused or reset: the server is gone (or going); the outcome is unknown.
        if (killed) return;
      }
      if (killed && performance.now() - started > 20_000) return;
    }
  });
  await Promise.all([killer, ...clients]);
  return { round, killed: opts.kill, acks, attempts, killedAfterMs: opts.killAfterMs };
}

export interface Verification {
  integrity: string;
  foreignKeyProblems: number;
  missing: Ack[];
}

/** Opens the database (the restarted app has it open too) and checks it against the ledger. */
export function verifyDatabase(dbFile: string, ledger: Ack[]): Verification {
  const db = new Database(dbFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join("; ");
    const foreignKeyProblems = (db.pragma("foreign_key_check") as unknown[]).length;
    const waitlist = db.prepare("SELECT 1 FROM waitlist_entries WHERE email = ?");
    const user = db.prepare(
      `SELECT 1 FROM users u
       WHERE u.email = ?
         AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'Member')`,
    );
    const rsvp = db.prepare("SELECT status FROM rsvps WHERE event_id = ? AND user_id = ?");
    const join = db.prepare("SELECT 1 FROM memberships WHERE chapter_id = ? AND user_id = ?");
    const missing = ledger.filter((a) => {
      switch (a.kind) {
        case "waitlist":
          return !waitlist.get(a.email);
        case "register":
          return !user.get(a.email);
        case "rsvp":
          return (rsvp.get(a.eventId, a.userId) as { status: string } | undefined)?.status !== a.status;
        case "join":
          return !join.get(a.chapterId, a.userId);
      }
    });
    return { integrity, foreignKeyProblems, missing };
  } finally {
    db.close();
  }
}

/** Which write endpoints exist in this build: a POST that answers 404 is left out. */
export async function availableKinds(app: RunningApp, fixture: CrashFixture): Promise<WriteKind[]> {
  const kinds: WriteKind[] = ["waitlist", "register"];
  const auth = { "Content-Type": "application/json", Authorization: `Bearer ${fixture.users[0]!.token}` };
  for (const [kind, url] of [
    ["rsvp", "/api/rsvps"],
    ["join", "/api/memberships"],
  ] as const) {
    // An empty body: a validation error (400) means the route is there; nothing is written.
    const res = await fetch(app.url + url, { method: "POST", headers: auth, body: "{}" });
    await res.arrayBuffer();
    if (res.status !== 404 && res.status !== 405) kinds.push(kind);
  }
  return kinds;
}

/**
 * The whole loop: start, (verify, write, kill, restart) × rounds, final verify. Throws on the first
 * round whose check fails, naming what was lost. `onRound` reports progress.
 */
export async function runCrashLoop(opts: {
  rounds: number;
  env?: Record<string, string>;
  clients?: number;
  onRound?: (r: RoundResult & { verify: Verification; restartMs: number }) => void;
}) {
  const fixture = await prepareCrashFixture();
  const ledger: Ack[] = [];
  const used = { rsvp: new Set<string>(), join: new Set<string>() };
  const totals: Record<WriteKind, number> = { waitlist: 0, register: 0, rsvp: 0, join: 0 };
  let app = await startApp({ databasePath: fixture.dbFile, env: opts.env });
  try {
    const kinds = await availableKinds(app, fixture);
    for (let round = 1; round <= opts.rounds; round++) {
      const killAfterMs = 20 + Math.floor(Math.random() * 400);
      const kill = round % 4 === 0 ? "all" : "worker";
      const serving = childrenOf(app.proc.pid!);
      const awaitKinds = kinds.filter((k) => totals[k] === 0);
      const result = await crashRound({
        app,
        fixture,
        kinds,
        ledger,
        round,
        clients: opts.clients,
        killAfterMs,
        kill,
        used,
        awaitKinds,
      });
      for (const k of kinds) totals[k] += result.acks[k];
      const restartStarted = performance.now();
      if (kill === "all") {
        app = await startApp({ databasePath: fixture.dbFile, env: opts.env });
      } else {
        // The supervisor's new worker: a health check answered by a process the round did not kill.
        const primary = app.proc.pid!;
        const replaced = () => childrenOf(primary).some((pid) => !serving.includes(pid));
        while (!replaced()) {
          if (app.proc.exitCode !== null)
            throw new Error(`round ${round}: the supervisor exited (${app.proc.exitCode})`);
          if (performance.now() - restartStarted > 120_000) throw new Error(`round ${round}: no worker after 120 s`);
          await new Promise((r) => setTimeout(r, 10));
        }
        await healthy(app.url, app.proc, 120_000);
      }
      const restartMs = performance.now() - restartStarted;
      const verify = verifyDatabase(fixture.dbFile, ledger);
      if (round === 1) {
        // The checker itself: writes that were never made must be reported missing.
        const never: Ack[] = [
          { kind: "waitlist", email: "never-written@example.test" },
          { kind: "register", email: "never-written@example.test" },
          { kind: "rsvp", eventId: fixture.eventIds[0]!, userId: "no-such-user", status: "Confirmed" },
          { kind: "join", chapterId: fixture.chapterIds[0]!, userId: "no-such-user" },
        ];
        const caught = verifyDatabase(fixture.dbFile, never).missing.length;
        if (caught !== never.length) throw new Error(`the checker missed ${never.length - caught} fabricated writes`);
      }
      opts.onRound?.({ ...result, verify, restartMs });
      if (verify.integrity !== "ok" || verify.missing.length || verify.foreignKeyProblems) {
        throw new Error(
          `round ${round}: integrity_check ${verify.integrity}, ${verify.foreignKeyProblems} foreign key problems, ` +
            `${verify.missing.length} acknowledged writes missing: ${JSON.stringify(verify.missing.slice(0, 5))}`,
        );
      }
    }
    return { kinds, totals, acknowledged: ledger.length, fixture };
  } finally {
    await app.stop("SIGKILL");
    fs.rmSync(fixture.dir, { recursive: true, force: true });
  }
}
