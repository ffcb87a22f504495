// Benchmark database: 10,000 chapters on real US ZIP centroids, 50,000 members, 20,000 events and a
// 10,000-row waitlist, written with raw prepared statements in one transaction (seconds, not the
// minutes that createUser's argon2 per member would take: every bench member shares ONE hash).
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import { runMigrations } from "../scripts/migrate.js";
import { timeZoneForPlace } from "../app/utils/place-time-zone.server";

const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes") as {
  codes: Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
  >;
};

export const BENCH_PASSWORD = "Bench-Password-2025";
export const BENCH_COUNTS = { chapters: 10_000, members: 50_000, events: 20_000, waitlist: 10_000 } as const;
export const BENCH_ACCOUNTS = {
  admin: "bench-admin@example.com",
  leader: "bench-leader@example.com",
  member: "bench-member@example.com",
} as const;

export interface BenchSeed {
  file: string;
  users: { admin: string; leader: string; member: string };
  /** A chapter with members and events, for the detail page. */
  detailSlug: string;
  /** A text query that matches a few dozen chapters, and a ZIP with chapters nearby. */
  textQuery: string;
  zipQuery: string;
  seconds: number;
}

/** Deterministic PRNG so every run seeds the same data (mulberry32). */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEMA_REGION: Record<string, string> = {};
const REGIONS: [string, string[]][] = [
  ["1", ["CT", "ME", "MA", "NH", "RI", "VT"]],
  ["2", ["NJ", "NY", "PR", "VI"]],
  ["3", ["DE", "DC", "MD", "PA", "VA", "WV"]],
  ["4", ["AL", "FL", "GA", "KY", "MS", "NC", "SC", "TN"]],
  ["5", ["IL", "IN", "MI", "MN", "OH", "WI"]],
  ["6", ["AR", "LA", "NM", "OK", "TX"]],
  ["7", ["IA", "KS", "MO", "NE"]],
  ["8", ["CO", "MT", "ND", "SD", "UT", "WY"]],
  ["9", ["AZ", "CA", "HI", "NV", "GU", "AS"]],
  ["10", ["AK", "ID", "OR", "WA"]],
];
for (const [region, states] of REGIONS) for (const s of states) FEMA_REGION[s] = region;

const FIRST = [
  "Alex",
  "Jordan",
  "Priya",
  "Sam",
  "Taylor",
  "Riley",
  "Avery",
  "Morgan",
  "Casey",
  "Jamie",
  "Robin",
  "Kim",
  "Dana",
  "Lee",
  "Chris",
  "Pat",
];
const LAST = [
  "Rivera",
  "Patel",
  "Okafor",
  "Nguyen",
  "Chen",
  "Johnson",
  "Garcia",
  "Smith",
  "Brown",
  "Diaz",
  "Wu",
  "Harris",
  "Lopez",
  "Kim",
  "Singh",
  "Brooks",
];
const EVENT_TITLES = [
  "CERT Basic Training",
  "Flood Safety Night",
  "Go-Bag Build Workshop",
  "Shelter Operations Drill",
  "Storm Spotter Training",
  "Search and Rescue Refresher",
  "First Aid and Triage",
  "Radio Net Practice",
];
const INTERESTS = ["Member", "ChapterLeader", "IndividualDonor", "CorporateFoundation", "GovernmentAgency", "MediaPR"];
const DAY = 86_400_000;

/** Creates (or replaces) the benchmark database at `file` and returns what the benchmarks need. */
export async function seedBenchDatabase(file: string): Promise<BenchSeed> {
  const started = performance.now();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  runMigrations(file);

  const passwordHash = await hash(BENCH_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF"); // seeding only; the app reopens with its own pragmas
  db.pragma("foreign_keys = ON");
  const random = rng(20250601);
  const pick = <T>(a: readonly T[]) => a[Math.floor(random() * a.length)]!;
  const now = Date.now();
  const uuid = () => crypto.randomUUID();

  const insUser = db.prepare(
    "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, strftime('%s', 'now') * 1000)",
  );
  const insRole = db.prepare("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)");
  const insSettings = db.prepare("INSERT INTO user_settings (user_id, updated_at) VALUES (?, ?)");
  const insChapter = db.prepare(
    `INSERT INTO chapters (id, name, slug, description, city, state, zip, region_code, status, latitude, longitude, timezone, created_by_id, reviewed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insMembership = db.prepare(
    "INSERT INTO memberships (id, user_id, chapter_id, role, status, reviewed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insEvent = db.prepare(
    "INSERT INTO events (id, chapter_id, title, description, start_at, end_at, location_text, created_by_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insRsvp = db.prepare(
    "INSERT INTO rsvps (id, event_id, user_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insWaitlist = db.prepare(
    `INSERT INTO waitlist_entries (id, email, first_name, last_name, city, state, interest_level, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  // 10,000 distinct real ZIPs (US states only), Austin 78701 first so the detail page is known.
  const allZips = Object.values(zipcodes.codes).filter(
    (z) => z.country === "US" && FEMA_REGION[z.state] && z.latitude && z.longitude,
  );
  for (let i = allZips.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [allZips[i], allZips[j]] = [allZips[j]!, allZips[i]!];
  }
  const austin = allZips.findIndex((z) => z.zip === "78701");
  if (austin > 0) [allZips[0], allZips[austin]] = [allZips[austin]!, allZips[0]!];
  const zips = allZips.slice(0, BENCH_COUNTS.chapters);

  const users = { admin: uuid(), leader: uuid(), member: uuid() };
  const chapterIds: string[] = [];
  let detailSlug = "";

  db.transaction(() => {
    const t = now - 400 * DAY;
    insUser.run(users.admin, BENCH_ACCOUNTS.admin, "Bench Admin", passwordHash, t, t);
    insUser.run(users.leader, BENCH_ACCOUNTS.leader, "Bench Leader", passwordHash, t, t);
    insUser.run(users.member, BENCH_ACCOUNTS.member, "Bench Member", passwordHash, t, t);
    for (const r of ["GlobalAdmin", "Member"]) insRole.run(users.admin, r, t);
    for (const r of ["ChapterLeader", "Member"]) insRole.run(users.leader, r, t);
    insRole.run(users.member, "Member", t);
    for (const id of Object.values(users)) insSettings.run(id, t);

    zips.forEach((z, i) => {
      const id = uuid();
      chapterIds.push(id);
      const slug = `${z.city}-${z.state}-${z.zip}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      if (i === 0) detailSlug = slug;
      const status = i % 20 === 19 ? "Pending" : i % 50 === 49 ? "Rejected" : "Approved";
      const created = now - Math.floor(random() * 365) * DAY;
      insChapter.run(
        id,
        `${z.city} CERT ${z.zip}`,
        slug,
        `Volunteers in ${z.city}, ${z.state} training for the hazards of their area: floods, fire, storms and heat.`,
        z.city,
        z.state,
        z.zip,
        FEMA_REGION[z.state]!,
        status,
        z.latitude,
        z.longitude,
        // Its place's zone, as the app gives a chapter (not the column's New York default).
        timeZoneForPlace({ latitude: z.latitude, longitude: z.longitude, state: z.state }),
        i < 5 ? users.leader : users.admin,
        status === "Pending" ? null : created + DAY,
        created,
        created,
      );
    });
    // The bench leader leads the first five chapters; the bench member belongs to the first.
    for (let i = 0; i < 5; i++)
      insMembership.run(uuid(), users.leader, chapterIds[i]!, "Leader", "Approved", now - 30 * DAY, now - 30 * DAY);
    insMembership.run(uuid(), users.member, chapterIds[0]!, "Member", "Approved", now - 20 * DAY, now - 20 * DAY);

    // 50,000 members: one membership each (chapter 0 gets 200 of them), 10 % still pending.
    for (let i = 0; i < BENCH_COUNTS.members; i++) {
      const id = uuid();
      const first = pick(FIRST);
      const last = pick(LAST);
      const created = now - Math.floor(random() * 300) * DAY;
      insUser.run(id, `member${i}@bench.example.com`, `${first} ${last}`, passwordHash, created, created);
      insRole.run(id, "Member", created);
      insSettings.run(id, created);
      const chapterId = i < 200 ? chapterIds[0]! : chapterIds[Math.floor(random() * chapterIds.length)]!;
      const pending = i % 10 === 9;
      insMembership.run(
        uuid(),
        id,
        chapterId,
        "Member",
        pending ? "Pending" : "Approved",
        pending ? null : created + DAY,
        created,
      );
    }

    // 20,000 events: two per chapter, from 90 days ago to 180 days ahead; chapter 0's first event
    // gets RSVPs from its first members.
    for (let i = 0; i < BENCH_COUNTS.events; i++) {
      const id = uuid();
      const chapterIndex = i % chapterIds.length;
      const z = zips[chapterIndex]!;
      const start = now + Math.floor((random() * 270 - 90) * 24) * 3_600_000;
      insEvent.run(
        id,
        chapterIds[chapterIndex]!,
        `${pick(EVENT_TITLES)} (${z.city})`,
        "Hands-on practice with the equipment and procedures of a CERT team. Bring water and closed shoes.",
        start,
        start + 3 * 3_600_000,
        `${z.city} Community Center, ${z.state} ${z.zip}`,
        users.leader,
        start - 30 * DAY,
      );
      if (i === 0) {
        const statuses = ["Confirmed", "Maybe", "Declined"];
        const members = db
          .prepare("SELECT user_id FROM memberships WHERE chapter_id = ? AND status = 'Approved' LIMIT 100")
          .all(chapterIds[0]!) as { user_id: string }[];
        members.forEach((m, k) => insRsvp.run(uuid(), id, m.user_id, statuses[k % 3]!, now, now));
      }
    }

    for (let i = 0; i < BENCH_COUNTS.waitlist; i++) {
      const z = zips[Math.floor(random() * zips.length)]!;
      const created = now - Math.floor(random() * 200 * 24) * 3_600_000;
      const interests = [pick(INTERESTS)];
      if (random() < 0.3) interests.push(pick(INTERESTS));
      insWaitlist.run(
        uuid(),
        `waitlist${i}@bench.example.org`,
        pick(FIRST),
        pick(LAST),
        z.city,
        z.state,
        JSON.stringify([...new Set(interests)]),
        i % 7 === 0 ? "Notified" : "Active",
        created,
        created,
      );
    }
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return {
    file,
    users,
    detailSlug,
    textQuery: "springfield",
    zipQuery: "78701",
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? path.join(process.cwd(), ".builds", "bench", "bench.db");
  const seed = await seedBenchDatabase(file);
  const db = new Database(file, { readonly: true });
  const count = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
  console.log(
    `seeded ${file} in ${seed.seconds.toFixed(1)} s: ${count("chapters")} chapters, ${count("users")} users, ${count("memberships")} memberships, ${count("events")} events, ${count("waitlist_entries")} waitlist rows`,
  );
}
