import Database from "better-sqlite3";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import { credentials, credentialTypes, memberships, users } from "~/db/schema";
import {
  listPendingReviews,
  recordCredential,
  rejectCredential,
  REVIEW_PAGE_SIZE,
  verifyCredential,
} from "~/models/credential.server";
import { actor, chapter, join, person, team } from "./credential-fixtures";

// A leader's page of the review queue is kept per leader, led chapters and page while
// content_version's first and second rows hold (decision 068). After each kind of write to what the
// page is read from (credentials, their types, the led chapters' memberships), every page must be
// what reading afresh gives.

const version = (id: number) =>
  db.get<{ value: number }>(sql`select value from content_version where id = ${id}`)!.value;

describe("a leader's review queue kept while its stamp holds", () => {
  it("is read afresh after every kind of write to credentials, their types and the led chapters' members", () => {
    const { chapter: c, leader, member } = team();
    const second = person(["Member"], "Sam Second");
    join(second.id, c.id);
    const pages = () => [1, 2].map((n) => listPendingReviews(actor(leader.id), n));
    const ids = () => pages().map((p) => p.pending.map((x) => [x.memberName, x.typeName, x.issuedOn]));
    /** Both pages, kept, equal the pages read with nothing kept. */
    const expectFresh = () => {
      const kept = pages();
      clearMemos();
      expect(pages()).toEqual(kept);
      return kept.map((p) => p.pending.length);
    };
    const after = (write: () => unknown) => {
      pages(); // kept now
      const before = `${version(1)}.${version(2)}`;
      write();
      expect(`${version(1)}.${version(2)}`).not.toBe(before);
      return expectFresh();
    };

    expect(expectFresh()).toEqual([0, 0]);
    const recorded = Array.from({ length: REVIEW_PAGE_SIZE }, (_, i) =>
      recordCredential(actor(member.id), {
        credentialTypeId: "is-700",
        issuedOn: `2026-01-${String(i + 1).padStart(2, "0")}`,
      }),
    );
    expect(expectFresh()).toEqual([REVIEW_PAGE_SIZE, 0]);
    // A new pending credential (onto page 2), verified, rejected; its proof's details edited.
    let extra = "";
    expect(
      after(() => {
        extra = recordCredential(actor(second.id), { credentialTypeId: "cpr-aed", issuedOn: "2026-02-01" }).id;
      }),
    ).toEqual([REVIEW_PAGE_SIZE, 1]);
    expect(after(() => verifyCredential(actor(leader.id), recorded[0]!.id))).toEqual([REVIEW_PAGE_SIZE, 0]);
    expect(after(() => rejectCredential(actor(leader.id), recorded[1]!.id, "Blurry"))).toEqual([
      REVIEW_PAGE_SIZE - 1,
      0,
    ]);
    after(() => db.update(credentials).set({ certificateNumber: "C-77" }).where(eq(credentials.id, extra)).run());
    expect(pages()[0]!.pending.find((p) => p.id === extra)!.certificateNumber).toBe("C-77");
    // The type renamed.
    after(() => db.update(credentialTypes).set({ name: "CPR and AED" }).where(eq(credentialTypes.id, "cpr-aed")).run());
    expect(ids()[0]).toContainEqual(["Sam Second", "CPR and AED", "2026-02-01"]);
    db.update(credentialTypes).set({ name: "CPR/AED" }).where(eq(credentialTypes.id, "cpr-aed")).run();

    // Memberships: the second member leaves the chapter (their credential leaves the queue), joins again.
    const membership = and(eq(memberships.userId, second.id), eq(memberships.chapterId, c.id));
    expect(after(() => db.update(memberships).set({ status: "Inactive" }).where(membership).run())).toEqual([
      REVIEW_PAGE_SIZE - 2,
      0,
    ]);
    expect(after(() => db.update(memberships).set({ status: "Approved" }).where(membership).run())).toEqual([
      REVIEW_PAGE_SIZE - 1,
      0,
    ]);
    // A member of another chapter joins this one with a pending credential.
    const newcomer = person(["Member"], "Nia New");
    join(newcomer.id, chapter().id);
    recordCredential(actor(newcomer.id), { credentialTypeId: "is-100", issuedOn: "2026-03-01" });
    expect(after(() => join(newcomer.id, c.id))).toEqual([REVIEW_PAGE_SIZE, 0]);

    // A write through another connection (another server process); a credential deleted; a member deleted.
    const other = new Database(databasePath());
    expect(
      after(() =>
        other.prepare("update credentials set verified_at = ? where id = ?").run(Date.now(), recorded[2]!.id),
      ),
    ).toEqual([REVIEW_PAGE_SIZE - 1, 0]);
    other.close();
    expect(after(() => db.delete(credentials).where(eq(credentials.id, recorded[3]!.id)).run())).toEqual([
      REVIEW_PAGE_SIZE - 2,
      0,
    ]);
    expect(after(() => db.delete(users).where(eq(users.id, newcomer.id)).run())).toEqual([REVIEW_PAGE_SIZE - 3, 0]);
  });

  it("is kept: a write with the stamp put back is not seen", () => {
    const { leader, member } = team();
    const a = recordCredential(actor(member.id), { credentialTypeId: "is-700", issuedOn: "2026-01-05" });
    const queue = () => listPendingReviews(actor(leader.id)).pending.map((p) => p.id);
    expect(queue()).toEqual([a.id]);
    const stamp = version(2);
    db.update(credentials).set({ verifiedAt: new Date() }).where(eq(credentials.id, a.id)).run();
    db.run(sql`update content_version set value = ${stamp} where id = 2`);
    expect(queue()).toEqual([a.id]); // kept
    db.run(sql`update content_version set value = ${stamp + 1000} where id = 2`);
    expect(queue()).toEqual([]);
  });
});
