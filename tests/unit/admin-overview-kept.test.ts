import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import { activationResponses, activations, auditLogs, chapters, users } from "~/db/schema";
import { listOpenActivationsToRun } from "~/models/activation-lists.server";
import { replyAsMember } from "~/models/activation-reply.server";
import { approveChapter } from "~/models/chapter.server";
import { listRecentActivity } from "~/models/metrics.server";
import { actor, chapter, openActivation, person, team } from "./credential-fixtures";

// The administrator's overview keeps the network's recent activity and the open call-outs it runs
// (with their reply figures) while content_version's sixth row holds (migration 0056's triggers,
// decision 074). After each kind of write to what they are read from, both must be what reading
// afresh gives (nothing kept), and a write to what they do not read must leave the row alone.

const version = () => db.get<{ value: number }>(sql`select value from content_version where id = 6`)!.value;

describe("the administrator's overview kept while its stamp holds", () => {
  it("is read afresh after every kind of write to what it shows, and kept otherwise", () => {
    const admin = actor(person(["GlobalAdmin", "Member"], "Ada Admin").id);
    const { chapter: c, leader, member } = team();
    const lead = actor(leader.id);
    const second = person(["Member"], "Sam Second");
    /** What the overview shows, kept, equals what is read with nothing kept. */
    const expectFresh = () => {
      const kept = { run: listOpenActivationsToRun(admin), activity: listRecentActivity(admin, 5) };
      clearMemos();
      const fresh = { run: listOpenActivationsToRun(admin), activity: listRecentActivity(admin, 5) };
      expect(kept).toEqual(fresh);
      return fresh;
    };
    /** The stamp moved (or not) by `write`, and the overview read afresh after it. */
    const after = (write: () => unknown, moves = true) => {
      listOpenActivationsToRun(admin); // kept now
      listRecentActivity(admin, 5);
      const before = version();
      write();
      expect(version() > before).toBe(moves);
      return expectFresh();
    };
    const figures = (id: string) => expectFresh().run.find((a) => a.id === id);

    expect(expectFresh().run).toEqual([]);

    // Activations: opened (insert), retitled, moved, its needed count set, closed, deleted.
    const act = openActivation(c.id, "Flood drill", new Date("2026-05-04T18:00:00Z"));
    let shown = after(() => openActivation(c.id, "Second drill", new Date("2026-05-04T19:00:00Z")));
    expect(shown.run.map((a) => a.title)).toEqual(["Second drill", "Flood drill"]);
    const [secondAct] = shown.run;
    const row = (id: string) => eq(activations.id, id);
    expect(
      after(() => db.update(activations).set({ title: "Flood drill 2" }).where(row(act.id)).run()).run[1]!.title,
    ).toBe("Flood drill 2");
    expect(after(() => db.update(activations).set({ needed: 7 }).where(row(act.id)).run()).run[1]!.needed).toBe(7);
    const elsewhere = chapter("Elsewhere CERT");
    expect(
      after(() => db.update(activations).set({ chapterId: elsewhere.id }).where(row(act.id)).run()).run[1]!.chapterName,
    ).toBe("Elsewhere CERT");
    // The leader's own call-outs (not kept) lose it; the administrator's still show it.
    expect(listOpenActivationsToRun(lead).map((a) => a.title)).toEqual(["Second drill"]);
    db.update(activations).set({ chapterId: c.id }).where(row(act.id)).run();
    expect(
      after(() => db.update(activations).set({ status: "Closed" }).where(row(secondAct!.id)).run()).run.map(
        (a) => a.title,
      ),
    ).toEqual(["Flood drill 2"]);
    expect(after(() => db.delete(activations).where(row(secondAct!.id)).run()).run).toHaveLength(1);

    // Responses: alerted (insert), replies through the model, standby, counted in, moved, deleted.
    const alert = (userId: string, activationId = act.id) =>
      db
        .insert(activationResponses)
        .values({ activationId, userId, token: `kept-${activationId}-${userId}` })
        .returning()
        .get();
    let r1 = alert(member.id);
    expect(figures(act.id)).toMatchObject({ counts: { NoReply: 1, Available: 0 } });
    after(() => (r1 = alert(second.id)));
    expect(figures(act.id)).toMatchObject({ counts: { NoReply: 2 } });
    after(() =>
      replyAsMember(
        actor(member.id),
        act.id,
        { reply: "Available", etaMinutes: null },
        { baseUrl: "http://localhost" },
      ),
    );
    expect(figures(act.id)).toMatchObject({ counts: { Available: 1, NoReply: 1 }, committed: 1 });
    const response = (id: string) => eq(activationResponses.id, id);
    after(() => db.update(activationResponses).set({ reply: "Delayed", etaMinutes: 20 }).where(response(r1.id)).run());
    expect(figures(act.id)).toMatchObject({ counts: { Available: 1, Delayed: 1, NoReply: 0 }, committed: 1 });
    after(() => db.update(activationResponses).set({ countedIn: true }).where(response(r1.id)).run());
    expect(figures(act.id)).toMatchObject({ committed: 2 });
    const memberRow = db.select().from(activationResponses).where(eq(activationResponses.userId, member.id)).get()!;
    after(() => db.update(activationResponses).set({ standby: true }).where(response(memberRow.id)).run());
    expect(figures(act.id)).toMatchObject({ committed: 1 });
    after(() => db.update(activationResponses).set({ reply: "Unavailable" }).where(response(memberRow.id)).run());
    expect(figures(act.id)).toMatchObject({ counts: { Unavailable: 1 } });
    const other = openActivation(c.id, "Third drill");
    after(() => db.update(activationResponses).set({ activationId: other.id }).where(response(r1.id)).run());
    expect(figures(act.id)).toMatchObject({ counts: { Delayed: 0 } });
    expect(figures(other.id)).toMatchObject({ counts: { Delayed: 1 } });
    after(() => db.delete(activationResponses).where(response(r1.id)).run());
    expect(figures(other.id)).toMatchObject({ counts: { Delayed: 0, NoReply: 0 } });
    // A response's delivery facts are not shown: the stamp stays.
    after(
      () => db.update(activationResponses).set({ detailsSentAt: new Date() }).where(response(memberRow.id)).run(),
      false,
    );

    // The audit log: a row written by a model (insert), changed, deleted.
    const pending = db
      .insert(chapters)
      .values({
        name: "Pending CERT",
        slug: `kept-pending-${process.pid}`,
        city: "Waco",
        state: "TX",
        status: "Pending",
      })
      .returning()
      .get();
    shown = after(() => approveChapter(admin, pending.id));
    expect(shown.activity[0]).toMatchObject({ action: "approve_chapter", actorName: "Ada Admin" });
    const newest = shown.activity[0]!;
    const audit = (id: string) => eq(auditLogs.id, id);
    expect(
      after(() =>
        db
          .update(auditLogs)
          .set({ metadata: { note: "x" } })
          .where(audit(newest.id))
          .run(),
      ).activity[0]!.metadata,
    ).toEqual({ note: "x" });
    // Its actor renamed, deleted (soft), the chapter renamed and deleted, the actor removed.
    expect(
      after(() => db.update(users).set({ displayName: "Ada Renamed" }).where(eq(users.id, admin.id)).run()).activity[0]!
        .actorName,
    ).toBe("Ada Renamed");
    expect(
      after(() => db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id)).run()).activity[0]!
        .actorDeletedAt,
    ).not.toBeNull();
    db.update(users).set({ deletedAt: null }).where(eq(users.id, admin.id)).run();
    expect(
      after(() => db.update(chapters).set({ name: "Renamed CERT" }).where(eq(chapters.id, pending.id)).run())
        .activity[0]!.chapterName,
    ).toBe("Renamed CERT");
    // The activations' chapter's name and time zone.
    expect(
      after(() => db.update(chapters).set({ name: "Zone CERT" }).where(eq(chapters.id, c.id)).run()).run[0]!
        .chapterName,
    ).toBe("Zone CERT");
    expect(
      after(() => db.update(chapters).set({ timezone: "America/Denver" }).where(eq(chapters.id, c.id)).run()).run[0]!
        .timeZone,
    ).toBe("America/Denver");
    // A chapter's description and a user's phone are not shown: the stamp stays.
    after(() => db.update(chapters).set({ description: "New text" }).where(eq(chapters.id, c.id)).run(), false);
    after(() => db.update(users).set({ phone: "+15125550100" }).where(eq(users.id, member.id)).run(), false);
    shown = after(() => db.delete(chapters).where(eq(chapters.id, pending.id)).run());
    expect(shown.activity[0]!.chapterName).toBeNull();
    expect(after(() => db.delete(auditLogs).where(audit(newest.id)).run()).activity.map((a) => a.id)).not.toContain(
      newest.id,
    );
    // A user deleted for good: their audit rows lose the name.
    const gone = person(["GlobalAdmin"], "Gone Admin");
    approveChapter(
      actor(gone.id),
      db
        .insert(chapters)
        .values({ name: "Gone's", slug: `kept-gone-${process.pid}`, city: "Waco", state: "TX", status: "Pending" })
        .returning()
        .get().id,
    );
    expect(expectFresh().activity[0]!.actorName).toBe("Gone Admin");
    expect(after(() => db.delete(users).where(eq(users.id, gone.id)).run()).activity[0]!.actorName).toBeNull();
    // The activations' chapter deleted: its call-outs go with it.
    expect(after(() => db.delete(chapters).where(eq(chapters.id, c.id)).run()).run).toEqual([]);

    // A write through another connection (another server process).
    const third = openActivation(elsewhere.id, "Other process");
    expectFresh();
    const otherConnection = new Database(databasePath());
    try {
      expect(
        after(() =>
          otherConnection.prepare("update activations set title = 'From elsewhere' where id = ?").run(third.id),
        ).run[0]!.title,
      ).toBe("From elsewhere");
    } finally {
      otherConnection.close();
    }
  });

  it("is kept: the same objects while the stamp holds, and a write with the stamp put back is not seen", () => {
    const admin = actor(person(["GlobalAdmin", "Member"], "Ada Admin").id);
    const { chapter: c } = team();
    const act = openActivation(c.id, "Kept drill");
    approveChapter(
      admin,
      db
        .insert(chapters)
        .values({ name: "Kept CERT", slug: `kept-same-${process.pid}`, city: "Waco", state: "TX", status: "Pending" })
        .returning()
        .get().id,
    );
    const run = listOpenActivationsToRun(admin);
    const activity = listRecentActivity(admin, 5);
    expect(listOpenActivationsToRun(admin)).toBe(run);
    expect(listRecentActivity(admin, 5)).toBe(activity);
    // A write whose stamp is put back (as if the triggers did not move it) is not seen: the values are kept.
    const before = version();
    db.update(activations).set({ title: "Unseen" }).where(eq(activations.id, act.id)).run();
    db.run(sql`update content_version set value = ${before} where id = 6`);
    expect(listOpenActivationsToRun(admin)[0]!.title).toBe("Kept drill");
    // Someone who is not an administrator is refused the audit log, kept or not.
    expect(() => listRecentActivity(actor(person(["Member"]).id), 5)).toThrow();
  });
});
