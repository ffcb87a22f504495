// The national data set of issue 26: FEMA lists about 2,700 local CERT programs. Generated through
// the app's migrations into the app's own tables, deterministically (one seeded PRNG, ids included),
// with raw prepared statements in a few large transactions: a minute or two, not the hours that
// createUser's argon2 per member would take (every member shares ONE hash).
//
// `scale` shrinks every count alike (the EXPLAIN QUERY PLAN unit test seeds a mid-size copy).
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

export const NATIONAL_PASSWORD = "Bench-Password-2025";

/** The counts of issue 26 at scale 1. */
export const NATIONAL_COUNTS = {
  chapters: 2_700,
  members: 150_000,
  memberships: 194_000,
  events: 30_000,
  rsvps: 500_000,
  resources: 20_000,
  announcements: 10_000,
  activations: 2_000,
  activationResponses: 100_000,
  credentials: 300_000,
  attendance: 140_000,
  audit: 1_000_000,
  waitlist: 50_000,
} as const;

/** Members of the bench leader's first chapter (the readiness grid, roster and hours pages). */
const BIG_CHAPTER_MEMBERS = 300;

export interface NationalSeed {
  file: string;
  users: { admin: string; leader: string; member: string };
  /** The bench leader's big chapter: id and slug. */
  chapter: { id: string; slug: string };
  /** An event of that chapter with RSVPs (roster, attendance) and an activation with replies. */
  eventId: string;
  activationId: string;
  counts: Record<string, number>;
  seconds: number;
}

/** mulberry32: the same numbers on every run. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
const FEMA_REGION: Record<string, string> = {};
for (const [region, states] of REGIONS) for (const s of states) FEMA_REGION[s] = region;

const FIRST = ["Alex", "Jordan", "Priya", "Sam", "Taylor", "Riley", "Avery", "Morgan", "Casey", "Jamie", "Dana"];
const LAST = ["Rivera", "Patel", "Okafor", "Nguyen", "Chen", "Johnson", "Garcia", "Smith", "Diaz", "Wu", "Lopez"];
const EVENT_TITLES = [
  "CERT Basic Training",
  "Flood Safety Night",
  "Go-Bag Build Workshop",
  "Shelter Operations Drill",
  "Storm Spotter Training",
  "First Aid and Triage",
  "Radio Net Practice",
];
const INTERESTS = ["Member", "ChapterLeader", "IndividualDonor", "CorporateFoundation", "GovernmentAgency", "MediaPR"];
const AUDIT_ACTIONS: [string, string][] = [
  ["update_rsvp", "event"],
  ["approve_membership", "membership"],
  ["request_membership", "membership"],
  ["create_event", "event"],
  ["update_profile", "user"],
  ["record_attendance", "event"],
  ["create_announcement", "announcement"],
  ["verify_credential", "credential"],
  ["join_waitlist", "waitlist"],
  ["update_preferences", "user"],
];
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Creates (or replaces) the national database at `file`. */
export async function seedNationalDatabase(
  file: string,
  opts: { scale?: number; quiet?: boolean } = {},
): Promise<NationalSeed> {
  const started = performance.now();
  const scale = opts.scale ?? 1;
  const n = (k: keyof typeof NATIONAL_COUNTS) => Math.max(1, Math.round(NATIONAL_COUNTS[k] * scale));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  runMigrations(file);

  const passwordHash = await hash(NATIONAL_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF"); // seeding only; the app reopens with its own pragmas
  db.pragma("cache_size = -262144"); // 256 MiB while the indexes grow
  db.pragma("foreign_keys = OFF"); // every reference below is to a row inserted before it
  const random = rng(20261126);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(a: readonly T[]) => a[int(a.length)]!;
  const hex = (digits: number) => {
    let s = "";
    while (s.length < digits) s += int(0x100000000).toString(16).padStart(8, "0");
    return s.slice(0, digits);
  };
  // Random v4-shaped ids from the seeded PRNG, so the data set (ids included) is the same every run.
  const uuid = () => {
    const h = hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  };
  const now = Date.now();
  const counts: Record<string, number> = {};
  const tx = (name: string, fn: () => number) => {
    const t = performance.now();
    counts[name] = db.transaction(fn)();
    if (!opts.quiet)
      console.log(
        `  ${name}: ${counts[name]!.toLocaleString("en-US")} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
  };

  const stmt = (sql: string) => db.prepare(sql);
  const insUser = stmt(
    "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, strftime('%s', 'now') * 1000)",
  );
  const insRole = stmt("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)");
  const insSettings = stmt("INSERT INTO user_settings (user_id, timezone, updated_at) VALUES (?, ?, ?)");
  const insChapter = stmt(
    `INSERT INTO chapters (id, name, slug, description, city, state, zip, region_code, status, latitude, longitude, timezone, created_by_id, reviewed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insMembership = stmt(
    "INSERT INTO memberships (id, user_id, chapter_id, role, status, reviewed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insEvent = stmt(
    "INSERT INTO events (id, chapter_id, title, description, start_at, end_at, location_text, capacity, created_by_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insRsvp = stmt(
    "INSERT INTO rsvps (id, event_id, user_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insAttendance = stmt(
    "INSERT INTO event_attendance (id, event_id, user_id, method, recorded_by_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insResource = stmt(
    "INSERT INTO resources (id, title, description, access_level, link_url, chapter_id, is_critical, created_by_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insAnnouncement = stmt(
    "INSERT INTO announcements (id, title, body, scope, chapter_id, posted_by_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insActivation = stmt(
    `INSERT INTO activations (id, chapter_id, kind, title, details, location, report_at, needed, status, created_by_id, created_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insResponse = stmt(
    `INSERT INTO activation_responses (id, activation_id, user_id, token, reply, eta_minutes, first_replied_at, replied_at, checked_in_at, checked_out_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insPeriod = stmt(
    `INSERT INTO on_scene_periods (id, activation_id, response_id, user_id, checked_in_at, checked_out_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insCredential = stmt(
    "INSERT INTO credentials (id, user_id, credential_type_id, issued_on, expires_on, source, verified_at, verified_by_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insAudit = stmt(
    "INSERT INTO audit_logs (id, actor_id, action, target_type, target_id, chapter_id, subject_id, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insWaitlist = stmt(
    `INSERT INTO waitlist_entries (id, email, first_name, last_name, city, state, interest_level, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  // Chapters on distinct real ZIP centroids (US states only), Austin 78701 first.
  const allZips = Object.values(zipcodes.codes).filter(
    (z) => z.country === "US" && FEMA_REGION[z.state] && z.latitude && z.longitude,
  );
  allZips.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  for (let i = allZips.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [allZips[i], allZips[j]] = [allZips[j]!, allZips[i]!];
  }
  const austin = allZips.findIndex((z) => z.zip === "78701");
  if (austin > 0) [allZips[0], allZips[austin]] = [allZips[austin]!, allZips[0]!];
  const zips = allZips.slice(0, n("chapters"));

  const users = { admin: uuid(), leader: uuid(), member: uuid() };
  const chapterIds: string[] = [];
  const approved: number[] = []; // indexes of approved chapters
  const memberIds: string[] = [];
  /** Approved members of each chapter (user indexes into memberIds). */
  const chapterMembers: number[][] = [];
  const chapterLeader: string[] = [];
  let slug0 = "";

  tx("users", () => {
    const t = now - 800 * DAY;
    insUser.run(users.admin, "bench-admin@example.com", "Bench Admin", passwordHash, t, t);
    insUser.run(users.leader, "bench-leader@example.com", "Bench Leader", passwordHash, t, t);
    insUser.run(users.member, "bench-member@example.com", "Bench Member", passwordHash, t, t);
    for (const r of ["GlobalAdmin", "Member"]) insRole.run(users.admin, r, t);
    for (const r of ["ChapterLeader", "Member"]) insRole.run(users.leader, r, t);
    insRole.run(users.member, "Member", t);
    for (const id of Object.values(users)) insSettings.run(id, "America/Chicago", t);
    for (let i = 0; i < n("members"); i++) {
      const id = uuid();
      memberIds.push(id);
      const created = now - int(730) * DAY;
      insUser.run(
        id,
        `member${i}@national.example.com`,
        `${pick(FIRST)} ${pick(LAST)}`,
        passwordHash,
        created,
        created,
      );
      insRole.run(id, "Member", created);
      insSettings.run(id, "America/New_York", created);
    }
    return n("members") + 3;
  });

  tx("chapters", () => {
    zips.forEach((z, i) => {
      const id = uuid();
      chapterIds.push(id);
      chapterMembers.push([]);
      const slug = `${z.city}-${z.state}-${z.zip}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      if (i === 0) slug0 = slug;
      // 2,590 of 2,700 approved (issue 26), the rest pending or rejected.
      const status = i % 40 === 39 ? "Pending" : i % 62 === 61 ? "Rejected" : "Approved";
      if (status === "Approved") approved.push(i);
      const created = now - int(900) * DAY;
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
        // Its place's zone, as the app gives a chapter (Austin, chapter 0, is Central).
        timeZoneForPlace({ latitude: z.latitude, longitude: z.longitude, state: z.state }),
        users.admin,
        status === "Pending" ? null : created + DAY,
        created,
        created,
      );
    });
    return zips.length;
  });

  tx("memberships", () => {
    let rows = 0;
    const taken = new Set<string>();
    const add = (userIndex: number, chapterIndex: number, role: string, status: string, created: number) => {
      taken.add(`${userIndex}:${chapterIndex}`);
      insMembership.run(
        uuid(),
        memberIds[userIndex]!,
        chapterIds[chapterIndex]!,
        role,
        status,
        status === "Pending" ? null : created + DAY,
        created,
      );
      if (status === "Approved") chapterMembers[chapterIndex]!.push(userIndex);
      rows++;
    };
    // The bench leader leads the big chapter and four more; the bench member belongs to the big one.
    for (let i = 0; i < 5; i++) {
      insMembership.run(
        uuid(),
        users.leader,
        chapterIds[approved[i]!]!,
        "Leader",
        "Approved",
        now - 300 * DAY,
        now - 300 * DAY,
      );
      rows++;
    }
    insMembership.run(uuid(), users.member, chapterIds[0]!, "Member", "Approved", now - 200 * DAY, now - 200 * DAY);
    rows++;
    const members = n("members");
    const second = n("memberships") - members - rows;
    for (let u = 0; u < members; u++) {
      const created = now - int(700) * DAY;
      // The first 300 members join the big chapter; the others a random approved one. 8 % wait for
      // review, 2 % were turned down.
      const chapterIndex = u < BIG_CHAPTER_MEMBERS ? 0 : approved[int(approved.length)]!;
      const roll = u < BIG_CHAPTER_MEMBERS ? 1 : random();
      const status = roll < 0.08 ? "Pending" : roll < 0.1 ? "Rejected" : "Approved";
      // Each approved chapter's first approved member leads it.
      const leads = status === "Approved" && chapterMembers[chapterIndex]!.length === 0 && chapterIndex !== 0;
      add(u, chapterIndex, leads ? "Leader" : "Member", status, created);
      if (leads) {
        chapterLeader[chapterIndex] = memberIds[u]!;
        insRole.run(memberIds[u]!, "ChapterLeader", created);
      }
    }
    // A second chapter for some members (194,000 memberships for 150,000 members).
    for (let k = 0; k < second; k++) {
      const u = BIG_CHAPTER_MEMBERS + int(members - BIG_CHAPTER_MEMBERS);
      const chapterIndex = approved[(k * 7919) % approved.length]!;
      if (taken.has(`${u}:${chapterIndex}`)) continue;
      const roll = random();
      add(u, chapterIndex, "Member", roll < 0.08 ? "Pending" : "Approved", now - int(365) * DAY);
    }
    chapterLeader[0] = users.leader;
    return rows;
  });

  // Events: the big chapter gets 60, the others share the rest; a year back to six months ahead.
  const eventChapter: number[] = [];
  const eventStart: number[] = [];
  const eventIds: string[] = [];
  tx("events", () => {
    for (let i = 0; i < n("events"); i++) {
      const chapterIndex = i < 60 ? 0 : approved[int(approved.length)]!;
      const z = zips[chapterIndex]!;
      const start = now + Math.floor((random() * 545 - 365) * 24) * HOUR;
      const id = uuid();
      eventIds.push(id);
      eventChapter.push(chapterIndex);
      eventStart.push(start);
      insEvent.run(
        id,
        chapterIds[chapterIndex]!,
        `${pick(EVENT_TITLES)} (${z.city})`,
        "Hands-on practice with the equipment and procedures of a CERT team. Bring water and closed shoes.",
        start,
        start + 3 * HOUR,
        `${z.city} Community Center, ${z.state} ${z.zip}`,
        random() < 0.3 ? 20 + int(80) : null,
        chapterLeader[chapterIndex] ?? users.admin,
        start - 30 * DAY,
      );
    }
    return eventIds.length;
  });

  // RSVPs from the event's chapter's members; confirmed answers to past events became attendance.
  tx("rsvps+attendance", () => {
    const target = n("rsvps");
    const perEvent = target / eventIds.length;
    let rows = 0;
    let attendance = 0;
    const maxAttendance = n("attendance");
    const statuses = ["Confirmed", "Confirmed", "Confirmed", "Maybe", "Declined"];
    // The bench member answers the big chapter's events.
    for (let e = 0; e < 60 && rows < target; e++) {
      insRsvp.run(uuid(), eventIds[e]!, users.member, "Confirmed", eventStart[e]! - 5 * DAY, eventStart[e]! - 5 * DAY);
      rows++;
    }
    for (let e = 0; e < eventIds.length && rows < target; e++) {
      const pool = chapterMembers[eventChapter[e]!]!;
      const want = Math.min(pool.length, Math.round(perEvent * (0.5 + random())));
      // A partial Fisher-Yates over a copy: `want` distinct members.
      const copy = pool.slice();
      for (let k = 0; k < want && rows < target; k++) {
        const j = k + int(copy.length - k);
        [copy[k], copy[j]] = [copy[j]!, copy[k]!];
        const user = memberIds[copy[k]!]!;
        const status = pick(statuses);
        const at = eventStart[e]! - int(20) * DAY;
        insRsvp.run(uuid(), eventIds[e]!, user, status, at, at);
        rows++;
        if (status === "Confirmed" && eventStart[e]! < now && attendance < maxAttendance) {
          insAttendance.run(
            uuid(),
            eventIds[e]!,
            user,
            "roster",
            chapterLeader[eventChapter[e]!] ?? null,
            eventStart[e]! + 4 * HOUR,
          );
          attendance++;
        }
      }
    }
    counts.attendance = attendance;
    return rows;
  });

  tx("resources", () => {
    const levels = ["Member", "Member", "Leader", "Admin"];
    for (let i = 0; i < n("resources"); i++) {
      const chapterIndex = random() < 0.1 ? null : approved[int(approved.length)]!;
      const at = now - int(700) * DAY;
      insResource.run(
        uuid(),
        `Field guide ${i}`,
        "A checklist for the first hours after a disaster.",
        pick(levels),
        `https://example.org/guide/${i}`,
        chapterIndex === null ? null : chapterIds[chapterIndex]!,
        random() < 0.05 ? 1 : 0,
        users.admin,
        at,
        at,
      );
    }
    return n("resources");
  });

  tx("announcements", () => {
    for (let i = 0; i < n("announcements"); i++) {
      const global = i % 20 === 0;
      const chapterIndex = i % 97 === 1 ? 0 : approved[int(approved.length)]!;
      insAnnouncement.run(
        uuid(),
        `Update ${i}`,
        "Training schedule and supply drive details for this month.",
        global ? "Global" : "Chapter",
        global ? null : chapterIds[chapterIndex]!,
        global ? users.admin : (chapterLeader[chapterIndex] ?? users.admin),
        now - int(700) * DAY,
      );
    }
    return n("announcements");
  });

  // Activations: 20 in the big chapter (one with every member alerted), the rest spread out, each
  // alerting its chapter's members until the 100,000 replies are used.
  let activation0 = "";
  tx("activations+responses", () => {
    const replies = ["Available", "Available", "Delayed", "Unavailable", null];
    let responses = 0;
    const total = n("activations");
    const perActivation = n("activationResponses") / total;
    for (let i = 0; i < total; i++) {
      const chapterIndex = i < 20 ? 0 : approved[int(approved.length)]!;
      const id = uuid();
      if (i === 0) activation0 = id;
      const created = i === 0 ? now - 2 * HOUR : now - int(700) * DAY;
      const open = i === 0 || random() < 0.02;
      insActivation.run(
        id,
        chapterIds[chapterIndex]!,
        random() < 0.7 ? "Drill" : "Real",
        `Call-out ${i}`,
        "Flooding along the river; sandbag teams needed.",
        "Fire station 3",
        created + HOUR,
        10,
        open ? "Open" : "Closed",
        chapterLeader[chapterIndex] ?? users.admin,
        created,
        open ? null : created + 8 * HOUR,
      );
      const pool = chapterMembers[chapterIndex]!;
      const want = i === 0 ? pool.length : Math.min(pool.length, Math.round(perActivation * (0.5 + random())));
      for (let k = 0; k < want && responses < n("activationResponses"); k++) {
        const reply = pick(replies);
        const at = reply ? created + int(60) * 60_000 : null;
        const came = reply === "Available" && !open;
        const responseId = uuid();
        insResponse.run(
          responseId,
          id,
          memberIds[pool[k]!]!,
          hex(32),
          reply,
          reply === "Delayed" ? 30 : null,
          at,
          at,
          came ? created + 2 * HOUR : null,
          came ? created + 6 * HOUR : null,
          created,
          at ?? created,
        );
        // Time on scene lives in its periods (hours, ICS-211): one per responder who came.
        if (came) insPeriod.run(uuid(), id, responseId, memberIds[pool[k]!]!, created + 2 * HOUR, created + 6 * HOUR);
        responses++;
      }
    }
    counts.activationResponses = responses;
    return total;
  });

  tx("credentials", () => {
    const types = db
      .prepare("SELECT id, validity_months AS months FROM credential_types ORDER BY sort_order, name")
      .all() as {
      id: string;
      months: number | null;
    }[];
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const total = n("credentials");
    for (let i = 0; i < total; i++) {
      // The big chapter's members hold a few each (the readiness grid has something to show).
      const u = i < BIG_CHAPTER_MEMBERS * 3 ? i % BIG_CHAPTER_MEMBERS : int(memberIds.length);
      const type =
        types[i < BIG_CHAPTER_MEMBERS * 3 ? Math.floor(i / BIG_CHAPTER_MEMBERS) % types.length : int(types.length)]!;
      const issued = now - int(1500) * DAY;
      const expires = type.months ? issued + type.months * 30 * DAY : null;
      const verified = random() < 0.85;
      insCredential.run(
        uuid(),
        memberIds[u]!,
        type.id,
        day(issued),
        expires ? day(expires) : null,
        "member",
        verified ? issued + 3 * DAY : null,
        verified ? users.admin : null,
        issued + DAY,
      );
    }
    return total;
  });

  tx("audit_logs", () => {
    const total = n("audit");
    for (let i = 0; i < total; i++) {
      const [action, target] = pick(AUDIT_ACTIONS);
      insAudit.run(
        uuid(),
        memberIds[int(memberIds.length)]!,
        action,
        target,
        uuid(),
        // Most rows belong to a chapter (the leaders' audit log); a tenth are network-wide or personal.
        int(10) ? chapterIds[int(chapterIds.length)]! : null,
        memberIds[int(memberIds.length)]!,
        '{"via":"bench"}',
        now - int(730 * 24 * 60) * 60_000,
      );
    }
    return total;
  });

  tx("waitlist_entries", () => {
    const total = n("waitlist");
    for (let i = 0; i < total; i++) {
      const z = zips[int(zips.length)]!;
      const created = now - int(700 * 24) * HOUR;
      const interests = [pick(INTERESTS)];
      if (random() < 0.3) interests.push(pick(INTERESTS));
      insWaitlist.run(
        uuid(),
        `waitlist${i}@national.example.org`,
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
    return total;
  });

  // No ANALYZE here: the figures are of the database as the app keeps it (it runs PRAGMA optimize).
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return {
    file,
    users,
    chapter: { id: chapterIds[0]!, slug: slug0 },
    eventId: eventIds[0]!,
    activationId: activation0,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? path.join(process.cwd(), ".builds", "national", "national.db");
  const scale = Number(process.argv[3] ?? 1);
  const seed = await seedNationalDatabase(file, { scale });
  console.log(`seeded ${file} in ${seed.seconds.toFixed(1)} s (${(fs.statSync(file).size / 2 ** 20).toFixed(0)} MiB)`);
}
