// The counters SQLite's triggers keep (network_counters, migrations/0017_national_scale.sql) must
// always equal what a scan would count, whatever mix of inserts, status and role changes and deletes
// reaches memberships and the waitlist, and whichever code (or raw SQL) wrote them.
import { describe, expect, it } from "vitest";
import { readNetworkCounts } from "~/db/counters.server";
import { sqlite } from "~/db/client.server";

function scanned() {
  const db = sqlite();
  const one = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
  return {
    pending: one("SELECT count(*) FROM memberships WHERE status = 'Pending'"),
    approved: one("SELECT count(*) FROM memberships WHERE status = 'Approved'"),
    rejected: one("SELECT count(*) FROM memberships WHERE status = 'Rejected'"),
    inactive: one("SELECT count(*) FROM memberships WHERE status = 'Inactive'"),
    leaders: one("SELECT count(*) FROM memberships WHERE status = 'Approved' AND role = 'Leader'"),
    activeMembers: one("SELECT count(DISTINCT user_id) FROM memberships WHERE status = 'Approved'"),
  };
}

function waitlistScanned() {
  const db = sqlite();
  const rows = db
    .prepare(
      "SELECT j.value AS name, count(*) AS n FROM waitlist_entries w, json_each(w.interest_level) j GROUP BY j.value",
    )
    .all() as { name: string; n: number }[];
  return {
    total: db.prepare("SELECT count(*) FROM waitlist_entries").pluck().get() as number,
    interests: Object.fromEntries(rows.map((r) => [r.name, r.n])),
  };
}

function waitlistCounted() {
  const rows = sqlite().prepare("SELECT name, value FROM network_counters WHERE name LIKE 'waitlist.%'").all() as {
    name: string;
    value: number;
  }[];
  const interests: Record<string, number> = {};
  for (const r of rows)
    if (r.name.startsWith("waitlist.interest.") && r.value !== 0) interests[r.name.slice(18)] = r.value;
  return { total: rows.find((r) => r.name === "waitlist.total")?.value ?? 0, interests };
}

/** mulberry32: the same sequence of writes on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("network counters", () => {
  it("match a scan of memberships after any mix of writes", () => {
    const db = sqlite();
    const random = rng(26);
    const pick = <T>(a: readonly T[]) => a[Math.floor(random() * a.length)]!;
    const now = Date.now();
    const users = Array.from({ length: 12 }, (_, i) => `counter-user-${i}`);
    const chapters = Array.from({ length: 4 }, (_, i) => `counter-chapter-${i}`);
    for (const u of users)
      db.prepare(
        "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at) VALUES (?, ?, ?, 'x', ?, ?)",
      ).run(u, `${u}@example.test`, u, now, now);
    for (const c of chapters)
      db.prepare(
        "INSERT INTO chapters (id, name, slug, city, state, status, created_at, updated_at) VALUES (?, ?, ?, 'Austin', 'TX', 'Approved', ?, ?)",
      ).run(c, c, c, now, now);
    const statuses = ["Pending", "Approved", "Rejected", "Inactive"] as const;
    let ids = 0;
    for (let step = 0; step < 400; step++) {
      const existing = db.prepare("SELECT id FROM memberships WHERE id LIKE 'counter-%'").pluck().all() as string[];
      const roll = random();
      if (roll < 0.4 || existing.length === 0) {
        db.prepare(
          "INSERT OR IGNORE INTO memberships (id, user_id, chapter_id, role, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        ).run(
          `counter-${ids++}`,
          pick(users),
          pick(chapters),
          random() < 0.2 ? "Leader" : "Member",
          pick(statuses),
          now,
        );
      } else if (roll < 0.7) {
        db.prepare("UPDATE memberships SET status = ? WHERE id = ?").run(pick(statuses), pick(existing));
      } else if (roll < 0.85) {
        db.prepare("UPDATE memberships SET role = ? WHERE id = ?").run(
          random() < 0.5 ? "Leader" : "Member",
          pick(existing),
        );
      } else {
        db.prepare("DELETE FROM memberships WHERE id = ?").run(pick(existing));
      }
      if (step % 20 === 0) expect(readNetworkCounts(), `after step ${step}`).toEqual(scanned());
    }
    // A user deleted with their memberships (ON DELETE CASCADE) is counted out too.
    db.prepare("DELETE FROM users WHERE id = ?").run(users[0]);
    expect(readNetworkCounts()).toEqual(scanned());
  });

  it("match a scan of the waitlist after inserts, interest changes and deletes", () => {
    const db = sqlite();
    const random = rng(62);
    const values = ["Member", "ChapterLeader", "MediaPR", "GovernmentAgency"];
    const now = Date.now();
    for (let i = 0; i < 150; i++) {
      const existing = db
        .prepare("SELECT id FROM waitlist_entries WHERE id LIKE 'counter-%'")
        .pluck()
        .all() as string[];
      const interests = JSON.stringify([...new Set(values.filter(() => random() < 0.4))]);
      const roll = random();
      if (roll < 0.5 || !existing.length) {
        db.prepare(
          "INSERT INTO waitlist_entries (id, email, interest_level, status, created_at, updated_at) VALUES (?, ?, ?, 'Active', ?, ?)",
        ).run(`counter-${i}`, `counter-${i}@example.test`, interests, now, now);
      } else if (roll < 0.8) {
        db.prepare("UPDATE waitlist_entries SET interest_level = ? WHERE id = ?").run(interests, existing[0]);
      } else {
        db.prepare("DELETE FROM waitlist_entries WHERE id = ?").run(existing[existing.length - 1]);
      }
    }
    expect(waitlistCounted()).toEqual(waitlistScanned());
  });
});
