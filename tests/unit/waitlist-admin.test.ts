import { desc, eq } from "drizzle-orm";
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
  WAITLIST_CSV_HEADER,
  waitlistCsvRecords,
  waitlistStats,
} from "~/models/waitlist-admin.server";
import { csvRecordStream, csvStream } from "~/utils/csv.server";
import { WaitlistSearchSchema, WaitlistStatusSchema } from "~/models/waitlist-admin.schema";
import { createUser } from "~/models/user.server";
import { AccessError } from "~/access/errors";
import { actorOf } from "../helpers/actor";
import { parseCsv } from "../helpers/csv";
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

/** The cells of each record the export writes (one record per item). */
function csvRows(...args: Parameters<typeof waitlistCsvRecords>) {
  return [...waitlistCsvRecords(...args)].map((record) => {
    expect(record.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(record);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  });
}

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
    const emails = csvRows(reader, "tulsa", 7).map((row) => row[0]);
    expect(emails).toHaveLength(60);
    expect(new Set(emails).size).toBe(60);
  });

  it("keeps rows written in the same millisecond when a batch ends among them", () => {
    const same = new Date(now - 45 * DAY);
    for (let i = 0; i < 10; i++)
      db.insert(waitlistEntries)
        .values({ email: `tie${i}@example.test`, city: "Tieville", createdAt: same })
        .run();
    const emails = csvRows(reader, "tieville", 3).map((row) => row[0]);
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
      () => waitlistCsvRecords(leader),
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
    const [row] = csvRows(reader, "jane.doe@example.test");
    expect(row!.slice(0, 3)).toEqual(["jane.doe@example.test", "Jane", "Doe"]);
    expect(row![3]).toBe("Lead a local chapter; Participate in chapter activities");
    expect(row![7]).toBe(entry.createdAt.toISOString());
    expect(interestLabel("PartnerSponsor")).toBe("Partner / Sponsor");
    expect(Object.keys(toApiWaitlistEntry(entry)).sort()).toEqual(
      ["city", "createdAt", "email", "firstName", "id", "interestLevel", "lastName", "state", "status"].sort(),
    );
  });

  it("writes each record as csvStream writes the entry's cells (quoting, formulas, empty cells, dates)", async () => {
    const tricky = [
      { firstName: "=HYPERLINK(1)", lastName: 'O"Brien, Jr.', state: "" },
      { firstName: "-5", lastName: "line\nbreak", state: "@x" },
      { firstName: "\tTab", lastName: null, state: "+1" },
      { firstName: "", lastName: "\r\nx", state: null },
      { firstName: "Ünïcødé 名前", lastName: "a=b", state: '"q"' },
    ];
    tricky.forEach((t, i) =>
      db
        .insert(waitlistEntries)
        .values({
          email: `trick${i}@example.test`,
          ...t,
          city: "Trickton",
          interestLevel: i % 2 ? ["PartnerSponsor", "Unknown"] : [],
          // Odd milliseconds and a day boundary, oldest last.
          createdAt: new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999) - i * 43_200_001),
        })
        .run(),
    );
    const entries = db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.city, "Trickton"))
      .orderBy(desc(waitlistEntries.createdAt))
      .all();
    const cells = entries.map((e) => [
      e.email,
      e.firstName ?? "",
      e.lastName ?? "",
      e.interestLevel.map(interestLabel).join("; "),
      e.city ?? "",
      e.state ?? "",
      e.status,
      e.createdAt.toISOString(),
    ]);
    const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
    const written = await text(csvRecordStream(WAITLIST_CSV_HEADER, waitlistCsvRecords(reader, "trickton", 2)));
    expect(written).toBe(await text(csvStream(WAITLIST_CSV_HEADER, cells)));
    expect(written).toContain('"O""Brien, Jr."');
    expect(written).toContain("'=HYPERLINK(1)");
    expect(written).toContain(",2024-02-29T23:59:59.999Z\r\n");
    db.delete(waitlistEntries).where(eq(waitlistEntries.city, "Trickton")).run();
  });

  it("validates the search and the status change", () => {
    expect(WaitlistSearchSchema.parse({ page: "2" })).toEqual({ q: "", page: 2 });
    expect(WaitlistSearchSchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
    expect(WaitlistStatusSchema.safeParse({ id: "a", status: "Deleted" }).success).toBe(false);
    expect(WaitlistStatusSchema.safeParse({ id: "a", status: "Converted" }).success).toBe(true);
  });
});
