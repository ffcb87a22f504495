import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import { activations, auditLogs, chapters, events, memberships, sessions, users } from "~/db/schema";
import { listOpenActivationsToRun } from "~/models/activation-lists.server";
import { writeAudit } from "~/models/audit.server";
import { getMetricsFor, listRecentActivity } from "~/models/metrics.server";
import { actor, chapter, event, join, openActivation, person, team } from "./credential-fixtures";

// A leader's overview keeps their metrics while content_version's first row holds (chapters,
// memberships, events) and until their next upcoming event starts, and their chapters' recent
// activity and open call-outs while its sixth row holds (decision 078). After each kind of write to
// what they are read from, and after time passes an event's start, what the overview shows must be
// what reading afresh gives (nothing kept).

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("a leader's overview kept while its stamps hold", () => {
  it("is read afresh after every kind of write to what it shows, and as time passes an event's start", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-04T12:00:00Z"));
    const { chapter: c, leader, member } = team();
    const second = chapter("Second CERT");
    join(leader.id, second.id, "Leader");
    const admin = actor(person(["GlobalAdmin", "Member"], "Ada Admin").id);
    // The actor as each request loads it (a membership change changes the led chapters).
    const lead = () => actor(leader.id);
    const shown = () => ({
      metrics: getMetricsFor(lead()),
      activity: listRecentActivity(lead(), 5),
      run: listOpenActivationsToRun(lead()),
    });
    /** What the overview shows, kept, equals what is read with nothing kept. */
    const expectFresh = () => {
      const kept = shown();
      clearMemos();
      const fresh = shown();
      expect(kept).toEqual(fresh);
      return fresh;
    };
    /** `write`, then the overview read afresh (it was kept before the write). */
    const after = (write: () => unknown) => {
      shown();
      write();
      return expectFresh();
    };

    expect(expectFresh().metrics).toEqual({
      totalChapters: 2,
      totalMembers: 2,
      upcomingEvents: 0,
      approvedChapters: 2,
      approvalRate: 100,
    });

    // Memberships: a member joins (insert), is suspended (status), leaves (delete).
    const newcomer = person(["Member"], "Nia Newcomer");
    expect(after(() => join(newcomer.id, second.id)).metrics.totalMembers).toBe(3);
    const membership = eq(memberships.userId, newcomer.id);
    expect(
      after(() => db.update(memberships).set({ status: "Inactive" }).where(membership).run()).metrics.totalMembers,
    ).toBe(2);
    after(() => db.update(memberships).set({ status: "Approved" }).where(membership).run());
    expect(after(() => db.delete(memberships).where(membership).run()).metrics.totalMembers).toBe(2);
    // Someone who is a member of both chapters is counted once.
    expect(after(() => join(member.id, second.id)).metrics.totalMembers).toBe(2);

    // Chapters: one led set to Pending (status), one the leader requested (insert), then rejected.
    expect(
      after(() => db.update(chapters).set({ status: "Pending" }).where(eq(chapters.id, second.id)).run()).metrics,
    ).toMatchObject({ totalChapters: 2, approvedChapters: 1, approvalRate: 50 });
    const requested = after(() =>
      db
        .insert(chapters)
        .values({
          name: "Requested CERT",
          slug: `kept-requested-${process.pid}`,
          city: "Waco",
          state: "TX",
          status: "Pending",
          createdById: leader.id,
        })
        .run(),
    );
    expect(requested.metrics).toMatchObject({ totalChapters: 3, approvedChapters: 1, approvalRate: 33 });
    expect(
      after(() => db.update(chapters).set({ status: "Rejected" }).where(eq(chapters.createdById, leader.id)).run())
        .metrics.totalChapters,
    ).toBe(3);

    const elsewhere = chapter("Elsewhere CERT");
    // Events: one upcoming (insert), moved to another chapter and back, its start moved, deleted.
    let soon = event(elsewhere.id, new Date(Date.now() + 2 * HOUR));
    expect(after(() => (soon = event(c.id, new Date(Date.now() + 2 * HOUR)))).metrics.upcomingEvents).toBe(1);
    const later = after(() => event(second.id, new Date(Date.now() + 5 * HOUR)));
    expect(later.metrics.upcomingEvents).toBe(2);
    const row = (id: string) => eq(events.id, id);
    expect(
      after(() => db.update(events).set({ chapterId: elsewhere.id }).where(row(soon.id)).run()).metrics.upcomingEvents,
    ).toBe(1);
    after(() => db.update(events).set({ chapterId: c.id }).where(row(soon.id)).run());
    expect(
      after(() =>
        db
          .update(events)
          .set({ startAt: new Date(Date.now() - HOUR) })
          .where(row(soon.id))
          .run(),
      ).metrics.upcomingEvents,
    ).toBe(1);
    after(() =>
      db
        .update(events)
        .set({ startAt: new Date(Date.now() + 2 * HOUR) })
        .where(row(soon.id))
        .run(),
    );

    // Time: the count holds up to the next event's start, inclusive, and not after it.
    shown();
    vi.setSystemTime(new Date(Date.now() + 2 * HOUR));
    expect(expectFresh().metrics.upcomingEvents).toBe(2);
    shown();
    vi.setSystemTime(new Date(Date.now() + 1));
    expect(expectFresh().metrics.upcomingEvents).toBe(1);
    // A clock set back is read afresh too (the event is upcoming again).
    shown();
    vi.setSystemTime(new Date(Date.now() - 2));
    expect(expectFresh().metrics.upcomingEvents).toBe(2);
    shown();
    vi.setSystemTime(new Date(Date.now() + 3 * HOUR + 2)); // 1 ms past the later event's start
    expect(expectFresh().metrics.upcomingEvents).toBe(0);
    expect(after(() => event(c.id, new Date(Date.now() + HOUR))).metrics.upcomingEvents).toBe(1);
    expect(after(() => db.delete(events).where(eq(events.chapterId, c.id)).run()).metrics.upcomingEvents).toBe(0);

    // The audit log of the led chapters: a row written (insert), changed, its actor and chapter
    // renamed, deleted; a row of another chapter is not shown.
    const audit = () =>
      db.transaction((tx) =>
        writeAudit(tx, { actorId: admin.id, action: "approve_membership", chapterId: c.id, metadata: {} }),
      );
    const activity = after(audit).activity;
    expect(activity[0]).toMatchObject({ action: "approve_membership", actorName: "Ada Admin" });
    const newest = activity[0]!;
    expect(
      after(() =>
        db.transaction((tx) =>
          writeAudit(tx, { actorId: admin.id, action: "approve_membership", chapterId: elsewhere.id, metadata: {} }),
        ),
      ).activity[0]!.id,
    ).toBe(newest.id);
    const auditRow = eq(auditLogs.id, newest.id);
    expect(
      after(() =>
        db
          .update(auditLogs)
          .set({ metadata: { note: "x" } })
          .where(auditRow)
          .run(),
      ).activity[0]!.metadata,
    ).toEqual({ note: "x" });
    expect(
      after(() => db.update(users).set({ displayName: "Ada Renamed" }).where(eq(users.id, admin.id)).run()).activity[0]!
        .actorName,
    ).toBe("Ada Renamed");
    expect(
      after(() => db.update(chapters).set({ name: "Renamed CERT" }).where(eq(chapters.id, c.id)).run()).activity[0]!
        .chapterName,
    ).toBe("Renamed CERT");
    expect(after(() => db.delete(auditLogs).where(auditRow).run()).activity.map((a) => a.id)).not.toContain(newest.id);

    // The call-outs the leader runs: opened, retitled, closed.
    const act = after(() => openActivation(c.id, "Flood drill")).run;
    expect(act.map((a) => a.title)).toEqual(["Flood drill"]);
    const activation = eq(activations.id, act[0]!.id);
    expect(
      after(() => db.update(activations).set({ title: "Flood drill 2" }).where(activation).run()).run[0]!.title,
    ).toBe("Flood drill 2");
    expect(after(() => db.update(activations).set({ status: "Closed" }).where(activation).run()).run).toEqual([]);

    // Leading one chapter fewer: the metrics, activity and call-outs are those of the other.
    after(() => openActivation(c.id, "Second drill"));
    const fewer = after(() =>
      db
        .update(memberships)
        .set({ role: "Member" })
        .where(sql`${memberships.userId} = ${leader.id} and ${memberships.chapterId} = ${c.id}`)
        .run(),
    );
    expect(fewer.run).toEqual([]);
    expect(fewer.activity).toEqual([]);

    // A write through another connection (another server process).
    after(() => db.update(memberships).set({ role: "Leader" }).where(eq(memberships.userId, leader.id)).run());
    expect(expectFresh().run.map((a) => a.title)).toEqual(["Second drill"]);
    const otherConnection = new Database(databasePath());
    try {
      expect(
        after(() => otherConnection.prepare("delete from memberships where user_id = ?").run(member.id)).metrics
          .totalMembers,
      ).toBe(1);
      expect(
        after(() =>
          otherConnection.prepare("update activations set title = 'From elsewhere' where chapter_id = ?").run(c.id),
        ).run[0]!.title,
      ).toBe("From elsewhere");
    } finally {
      otherConnection.close();
    }
  });

  it("is kept: the same objects while the stamps hold; a session's touch leaves them alone", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-04T12:00:00Z"));
    const { chapter: c, leader } = team();
    event(c.id, new Date(Date.now() + HOUR));
    openActivation(c.id, "Kept drill");
    db.transaction((tx) =>
      writeAudit(tx, { actorId: leader.id, action: "create_event", chapterId: c.id, metadata: {} }),
    );
    const lead = actor(leader.id);
    const metrics = getMetricsFor(lead);
    const activity = listRecentActivity(lead, 5);
    const run = listOpenActivationsToRun(lead);
    db.insert(sessions)
      .values({
        id: `kept-${process.pid}`,
        userId: leader.id,
        kind: "browser",
        expiresAt: new Date(Date.now() + HOUR),
      })
      .run();
    db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, leader.id)).run();
    expect(getMetricsFor(lead)).toBe(metrics);
    expect(listRecentActivity(lead, 5)).toBe(activity);
    expect(listOpenActivationsToRun(lead)).toBe(run);
    // A write whose stamp is put back (as if the triggers did not move it) is not seen: the values are kept.
    const before = db.get<{ value: number }>(sql`select value from content_version where id = 1`)!.value;
    db.update(chapters).set({ status: "Pending" }).where(eq(chapters.id, c.id)).run();
    db.run(sql`update content_version set value = ${before} where id = 1`);
    expect(getMetricsFor(lead).approvedChapters).toBe(1);
    // An explicit moment is always read afresh.
    expect(getMetricsFor(lead, new Date()).approvedChapters).toBe(0);
    // Someone who is not a leader or an administrator is refused, kept or not.
    expect(() => listRecentActivity(actor(person(["Member"]).id), 5)).toThrow();
    expect(() => getMetricsFor(actor(person(["Member"]).id))).toThrow();
  });
});
