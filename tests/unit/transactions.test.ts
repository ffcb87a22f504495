import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters } from "~/db/schema";
import { writeAudit } from "~/models/audit.server";

describe("multi-step writes", () => {
  it("a failure in the audit row rolls back the change it belongs to (no half-written approve)", () => {
    const chapter = db
      .insert(chapters)
      .values({ name: "Atomic", slug: "atomic-test", city: "Austin", state: "TX", status: "Pending" })
      .returning()
      .get();
    const auditBefore = db.select().from(auditLogs).all().length;
    expect(() =>
      db.transaction((tx) => {
        tx.update(chapters).set({ status: "Approved" }).where(eq(chapters.id, chapter.id)).run();
        // The actor does not exist: the foreign key fails inside the same transaction.
        writeAudit(tx, { actorId: "no-such-user", action: "approve_chapter", targetId: chapter.id });
      }),
    ).toThrow(/FOREIGN KEY/);
    expect(db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()?.status).toBe("Pending");
    expect(db.select().from(auditLogs).all()).toHaveLength(auditBefore);
  });

  it("the connection runs with foreign keys on, WAL and a busy timeout", async () => {
    const { sqlite } = await import("~/db/client.server");
    expect(sqlite().pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite().pragma("journal_mode", { simple: true })).toBe("wal");
    expect(Number(sqlite().pragma("busy_timeout", { simple: true }))).toBeGreaterThanOrEqual(5000);
  });
});
