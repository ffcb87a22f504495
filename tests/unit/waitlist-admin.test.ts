import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, waitlistEntries } from "~/db/schema";
import {
  countWaitlist,
  interestLabel,
  listWaitlist,
  searchWaitlist,
  setWaitlistStatus,
  toApiWaitlistEntry,
  waitlistCsvRows,
  waitlistStats,
} from "~/models/waitlist-admin.server";
import { WaitlistSearchSchema, WaitlistStatusSchema } from "~/models/waitlist-admin.schema";
import { createUser } from "~/models/user.server";
import { AccessError } from "~/access/errors";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/access/actor.server";

const DAY = 24 * 60 * 60 * 1000;
/** The reads are the admins' (`waitlist.manage`); the rule reads only the actor, so one in memory does. */
const reader: Actor = {
  id: "wl-reader",
  email: "wl-reader@example.test",
  displayName: "R",
  phone: null,
  bio: null,
  roles: ["GlobalAdmin"],
  ledChapterIds: [],
  memberChapterIds: [],
};
const now = Date.now();

beforeAll(() => {
  const rows = [
    {
      email: "jane.doe@example.test",
      firstName: "Jane",
      lastName: "Doe",
      city: "Austin",
      state: "TX",
      interestLevel: ["ChapterLeader", "Member"],
      createdAt: new Date(now - 1 * DAY),
    },
    {
      email: "bob@example.test",
      firstName: "Bob",
      lastName: "Smith",
      city: "Denver",
      state: "CO",
      interestLevel: ["Member"],
      createdAt: new Date(now - 3 * DAY),
    },
    {
      email: "old@example.test",
      firstName: "Olga",
      lastName: "Old",
      city: "Miami",
      state: "FL",
      interestLevel: ["MediaPR"],
      createdAt: new Date(now - 30 * DAY),
    },
    {
      email: "pct@example.test",
      firstName: "100%",
      lastName: "a_b",
      city: null,
      state: null,
      interestLevel: [],
      createdAt: new Date(now - 40 * DAY),
    },
  ];
  for (const r of rows) db.insert(waitlistEntries).values(r).run();
  // 60 more for paging, older than everything above.
  for (let i = 0; i < 60; i++) {
    db.insert(waitlistEntries)
      .values({ email: `bulk${i}@example.test`, city: "Tulsa", state: "OK", createdAt: new Date(now - (50 + i) * DAY) })
      .run();
  }
});

describe("waitlist admin", () => {
  it("counts the four stat cards", () => {
    expect(waitlistStats(reader, new Date(now))).toEqual({ total: 64, potentialLeaders: 1, members: 2, thisWeek: 2 });
  });

  it("searches email, names, city and state case-insensitively", () => {
    expect(listWaitlist(reader, { q: "JANE" }).entries.map((e) => e.email)).toEqual(["jane.doe@example.test"]);
    expect(listWaitlist(reader, { q: "smith" }).entries.map((e) => e.email)).toEqual(["bob@example.test"]);
    expect(listWaitlist(reader, { q: "denver" }).total).toBe(1);
    expect(listWaitlist(reader, { q: "fl" }).entries.map((e) => e.email)).toEqual(["old@example.test"]);
    expect(listWaitlist(reader, { q: "Jane Doe" }).total).toBe(1);
    expect(countWaitlist(reader, "tulsa")).toBe(60);
  });

  it("treats LIKE wildcards literally", () => {
    expect(listWaitlist(reader, { q: "100%" }).entries.map((e) => e.email)).toEqual(["pct@example.test"]);
    expect(listWaitlist(reader, { q: "a_b" }).entries.map((e) => e.email)).toEqual(["pct@example.test"]);
    expect(countWaitlist(reader, "%")).toBe(1);
  });

  it("pages newest first and clamps the page", () => {
    const first = listWaitlist(reader, { page: 1 });
    expect(first.entries).toHaveLength(25);
    expect(first.pageCount).toBe(3);
    expect(first.entries[0]!.email).toBe("jane.doe@example.test");
    const last = listWaitlist(reader, { page: 99 });
    expect(last.page).toBe(3);
    expect(last.entries).toHaveLength(14);
  });

  it("iterates every match across batches without repeats", () => {
    const emails = [...waitlistCsvRows(reader, "tulsa", 7)].map((row) => row[0]);
    expect(emails).toHaveLength(60);
    expect(new Set(emails).size).toBe(60);
  });

  it("keeps rows written in the same millisecond when a batch ends among them", () => {
    const same = new Date(now - 45 * DAY);
    for (let i = 0; i < 10; i++)
      db.insert(waitlistEntries)
        .values({ email: `tie${i}@example.test`, city: "Tieville", createdAt: same })
        .run();
    const emails = [...waitlistCsvRows(reader, "tieville", 3)].map((row) => row[0]);
    expect(new Set(emails).size).toBe(10);
    db.delete(waitlistEntries).where(eq(waitlistEntries.city, "Tieville")).run();
  });

  it("every read is refused to anyone but an administrator (leaders included)", () => {
    const leader: Actor = { ...reader, id: "wl-leader", roles: ["ChapterLeader", "Member"], ledChapterIds: ["c"] };
    for (const read of [
      () => countWaitlist(leader),
      () => listWaitlist(leader, {}),
      () => searchWaitlist(leader, { limit: 5 }),
      () => waitlistStats(leader),
      () => waitlistCsvRows(leader),
    ]) {
      expect(read).toThrow(expect.objectContaining({ kind: "forbidden" }));
    }
  });

  it("sets a status with an audit row, and refuses a missing entry", async () => {
    const admin = await createUser({
      email: "wl-admin@example.test",
      password: "Correct-Horse-42",
      displayName: "A",
      roles: ["GlobalAdmin"],
    });
    const entry = db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "bob@example.test")).get()!;
    expect(setWaitlistStatus(actorOf(admin), entry.id, "Notified").status).toBe("Notified");
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, entry.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["update_waitlist_status"]);
    let missing: unknown;
    try {
      setWaitlistStatus(actorOf(admin), "missing", "Active");
    } catch (e) {
      missing = e;
    }
    expect(missing).toBeInstanceOf(AccessError);
    expect(missing).toMatchObject({ kind: "not_found", status: 404, message: "Waitlist entry not found" });
  });

  it("maps rows for the CSV and the API", () => {
    const entry = db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "jane.doe@example.test")).get()!;
    const [row] = [...waitlistCsvRows(reader, "jane.doe@example.test")];
    expect(row!.slice(0, 3)).toEqual(["jane.doe@example.test", "Jane", "Doe"]);
    expect(row![3]).toBe("Lead a local chapter; Participate in chapter activities");
    expect(row![7]).toBe(entry.createdAt.toISOString());
    expect(interestLabel("PartnerSponsor")).toBe("Partner / Sponsor");
    expect(Object.keys(toApiWaitlistEntry(entry)).sort()).toEqual(
      ["city", "createdAt", "email", "firstName", "id", "interestLevel", "lastName", "state", "status"].sort(),
    );
  });

  it("validates the search and the status change", () => {
    expect(WaitlistSearchSchema.parse({ page: "2" })).toEqual({ q: "", page: 2 });
    expect(WaitlistSearchSchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
    expect(WaitlistStatusSchema.safeParse({ id: "a", status: "Deleted" }).success).toBe(false);
    expect(WaitlistStatusSchema.safeParse({ id: "a", status: "Converted" }).success).toBe(true);
  });
});
