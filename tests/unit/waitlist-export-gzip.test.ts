import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";
import { WAITLIST_CSV_HEADER, waitlistCsvGzip, waitlistCsvRecords } from "~/models/waitlist-admin.server";
import { csvRecordStream } from "~/utils/csv.server";
import { AccessError } from "~/access/errors";
import type { Actor } from "~/access/actor.server";

const DAY = 24 * 60 * 60 * 1000;
const admin: Actor = {
  id: "wl-export-admin",
  email: "wl-export-admin@example.test",
  displayName: "A",
  phone: null,
  bio: null,
  roles: ["GlobalAdmin"],
  ledChapterIds: [],
  memberChapterIds: [],
};
const start = Date.UTC(2026, 0, 10, 12);
let serial = 0;

/** Entries on `days` days back from `start`, `perDay` each, some in the same millisecond. */
function add(days: number[], perDay: number) {
  const rows = days.flatMap((d) =>
    Array.from({ length: perDay }, (_, i) => {
      serial++;
      return {
        email: `p${serial}@example.test`,
        firstName: serial % 5 === 0 ? null : serial % 7 === 0 ? '=Zoë, "the" chief' : `First${serial}`,
        lastName: serial % 3 === 0 ? "" : `Last ${serial}`,
        city: serial % 11 === 0 ? "Line\nbreak" : "Austin",
        state: "TX",
        interestLevel: serial % 2 ? ["ChapterLeader", "Member"] : ["Member"],
        createdAt: new Date(start - d * DAY + (i % 4) * 1000),
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 500)
    db.insert(waitlistEntries)
      .values(rows.slice(i, i + 500))
      .run();
}

async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** The gzip export, decompressed (gunzip checks the trailer's CRC and length), and its pieces. */
async function exported() {
  const chunks = await chunksOf(waitlistCsvGzip(admin));
  return { text: gunzipSync(Buffer.concat(chunks)).toString("utf8"), chunks };
}

/** What the streamed export writes for the same table now. */
async function plain() {
  return new Response(csvRecordStream(WAITLIST_CSV_HEADER, waitlistCsvRecords(admin))).text();
}

async function expectSame() {
  const [gz, text] = [await exported(), await plain()];
  expect(gz.text).toBe(text);
  return gz.chunks;
}

beforeAll(() => {
  // 40 days of 60 entries (blocks of ~17 days), a gap, and older days.
  add(
    Array.from({ length: 40 }, (_, d) => d),
    60,
  );
  add([60, 61, 90], 30);
});

describe("the waitlist export from kept compressed blocks", () => {
  it("is the streamed export's text, and reuses unchanged blocks", async () => {
    const first = await expectSame();
    expect(first.length).toBeGreaterThan(4); // header, several blocks, trailer
    const again = await expectSame();
    // The same pieces (header and trailer aside: the header is rebuilt with the gzip header).
    expect(again.slice(1, -1).every((chunk, i) => chunk === first[i + 1])).toBe(true);
  });

  it("follows every insert, update and delete, keeping the blocks it did not touch", async () => {
    const before = await expectSame();
    // A signup today: only the newest block is compressed again.
    add([0], 1);
    const afterInsert = await expectSame();
    expect(afterInsert[1]).not.toBe(before[1]);
    expect(afterInsert.slice(2, -1).every((chunk, i) => chunk === before[i + 2])).toBe(true);
    // A status change deep in the list, an old entry moved to another day, an entry deleted,
    // a whole day deleted, a day filled in a gap and a day older than any.
    const [old] = db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.createdAt, new Date(start - 30 * DAY)))
      .all();
    db.update(waitlistEntries).set({ status: "Notified" }).where(eq(waitlistEntries.id, old!.id)).run();
    await expectSame();
    db.update(waitlistEntries)
      .set({ createdAt: new Date(start - 75 * DAY) })
      .where(eq(waitlistEntries.id, old!.id))
      .run();
    await expectSame();
    db.delete(waitlistEntries).where(eq(waitlistEntries.email, "p3@example.test")).run();
    await expectSame();
    db.delete(waitlistEntries)
      .where(eq(waitlistEntries.createdAt, new Date(start - 90 * DAY)))
      .run();
    await expectSame();
    add([70, 200], 2);
    await expectSame();
  });

  it("compresses a changed run once when several downloads reach it at once", async () => {
    const before = await expectSame();
    add([0], 1);
    const [a, b] = await Promise.all([chunksOf(waitlistCsvGzip(admin)), chunksOf(waitlistCsvGzip(admin))]);
    // The newest run changed: one download compressed it, the other took that piece.
    expect(a[1]).not.toBe(before[1]);
    expect(b[1]).toBe(a[1]);
    expect(gunzipSync(Buffer.concat(b)).toString("utf8")).toBe(await plain());
  });

  it("sees another connection's writes (another process)", async () => {
    await expectSame();
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other.prepare("update waitlist_entries set first_name = 'Changed' where email = 'p100@example.test'").run();
      await expectSame();
      expect((await exported()).text).toContain(",Changed,");
      other.prepare("delete from waitlist_entries where email = 'p101@example.test'").run();
      await expectSame();
    } finally {
      other.close();
    }
  });

  it("is the header alone when the list is empty, and refuses anyone but an administrator", async () => {
    expect(() => waitlistCsvGzip({ ...admin, roles: [] })).toThrow(AccessError);
    db.delete(waitlistEntries).run();
    expect((await exported()).text).toBe(`${WAITLIST_CSV_HEADER.join(",")}\r\n`);
    expect(await plain()).toBe(`${WAITLIST_CSV_HEADER.join(",")}\r\n`);
  });
});
