import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { events, memberships, type Role } from "~/db/schema";
import { writeAudit } from "~/models/audit.server";
import { approveChapter, createChapter, rejectChapter } from "~/models/chapter.server";
import { approvalRate, getMetricsFor, listRecentActivity } from "~/models/metrics.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], displayName = `Metric ${n}`) {
  const u = await createUser({ email: `met${n++}@example.test`, password: "Correct-Horse-42", displayName, roles });
  return { id: u.id, roles, displayName };
}

describe("dashboard metrics", () => {
  it("approval rate is rounded, and 0 with no chapters", () => {
    expect(approvalRate(0, 0)).toBe(0);
    expect(approvalRate(1, 3)).toBe(33);
    expect(approvalRate(2, 3)).toBe(67);
    expect(approvalRate(3, 3)).toBe(100);
  });

  it("network totals come from the database", async () => {
    const now = new Date();
    const admin = await user(["GlobalAdmin"]);
    const start = getMetricsFor(actorOf(admin), now);
    const leader = await user(["ChapterLeader"]);
    const c1 = createChapter(actorOf(leader), { name: `M one ${n}`, city: "Austin", state: "TX" });
    const c2 = createChapter(actorOf(leader), { name: `M two ${n}`, city: "Austin", state: "TX" });
    approveChapter(actorOf(admin), c1.id);
    const m = await user();
    db.insert(memberships).values({ userId: m.id, chapterId: c1.id, status: "Approved" }).run();
    db.insert(memberships)
      .values({ userId: (await user()).id, chapterId: c1.id, status: "Pending" })
      .run();
    db.insert(events)
      .values([
        { chapterId: c1.id, title: "Future", startAt: new Date(now.getTime() + 86_400_000), locationText: "Hall" },
        { chapterId: c1.id, title: "Past", startAt: new Date(now.getTime() - 86_400_000), locationText: "Hall" },
      ])
      .run();
    const after = getMetricsFor(actorOf(admin), now);
    expect(after.totalChapters - start.totalChapters).toBe(2);
    expect(after.approvedChapters - start.approvedChapters).toBe(1);
    expect(after.totalMembers - start.totalMembers).toBe(2); // leader + m
    expect(after.upcomingEvents - start.upcomingEvents).toBe(1);
    expect(after.approvalRate).toBe(approvalRate(after.approvedChapters, after.totalChapters));
    void c2;
  });

  it("a leader's metrics count only their chapters", async () => {
    const now = new Date();
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const other = await user(["ChapterLeader"]);
    expect(getMetricsFor(actorOf(leader), now)).toEqual({
      totalChapters: 0,
      totalMembers: 0,
      upcomingEvents: 0,
      approvedChapters: 0,
      approvalRate: 0,
    });
    const mine = createChapter(actorOf(leader), { name: `Mine ${n}`, city: "Austin", state: "TX" });
    const mine2 = createChapter(actorOf(leader), { name: `Mine two ${n}`, city: "Austin", state: "TX" });
    const mine3 = createChapter(actorOf(leader), { name: `Mine three ${n}`, city: "Austin", state: "TX" });
    const theirs = createChapter(actorOf(other), { name: `Theirs ${n}`, city: "Austin", state: "TX" });
    approveChapter(actorOf(admin), mine.id);
    rejectChapter(actorOf(admin), mine3.id);
    approveChapter(actorOf(admin), theirs.id);
    db.insert(memberships)
      .values({ userId: (await user()).id, chapterId: theirs.id, status: "Approved" })
      .run();
    db.insert(events)
      .values({ chapterId: theirs.id, title: "Theirs", startAt: new Date(now.getTime() + 1e7), locationText: "X" })
      .run();
    db.insert(events)
      .values({ chapterId: mine.id, title: "Mine", startAt: new Date(now.getTime() + 1e7), locationText: "X" })
      .run();
    expect(getMetricsFor(actorOf(leader), now)).toEqual({
      totalChapters: 3,
      approvedChapters: 1,
      approvalRate: 33,
      totalMembers: 1,
      upcomingEvents: 1,
    });
    void mine2;
  });
});

describe("who reads them", () => {
  it("metrics.read: leaders and admins; a member (API or page) is refused", async () => {
    const member = await user();
    expect(() => getMetricsFor(actorOf(member))).toThrow(
      expect.objectContaining({
        kind: "forbidden",
        message: "Dashboard metrics are for chapter leaders and administrators.",
      }),
    );
    expect(getMetricsFor(actorOf(await user(["ChapterLeader"]))).totalChapters).toBe(0);
  });

  it("audit.read: the activity list is for administrators and leaders (their chapters), not members", async () => {
    // A leader without an approved chapter sees nothing (the audit log's scope is the chapters they lead).
    const leader = await user(["ChapterLeader"]);
    expect(listRecentActivity(actorOf(leader))).toEqual([]);
    const member = await user();
    expect(() => listRecentActivity(actorOf(member))).toThrow(expect.objectContaining({ kind: "forbidden" }));
  });
});

describe("recent activity", () => {
  it("lists the five newest audit rows with the actor's name, newest first", async () => {
    const actor = await user(["GlobalAdmin"], "Ada Activity");
    for (let i = 0; i < 7; i++) {
      db.transaction((tx) =>
        writeAudit(tx, { actorId: actor.id, action: "create_chapter", metadata: { chapterName: `Step ${i}` } }),
      );
    }
    const rows = listRecentActivity(actorOf(actor));
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.metadata?.chapterName)).toEqual(["Step 6", "Step 5", "Step 4", "Step 3", "Step 2"]);
    expect(rows[0]!.actorName).toBe("Ada Activity");
  });
});
