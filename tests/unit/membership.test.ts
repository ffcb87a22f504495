import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, memberships, type Role } from "~/db/schema";
import { AccessError } from "~/access/errors";
import { can } from "~/access/rules.server";
import { approveChapter, createChapter, getManagedChapter } from "~/models/chapter.server";
import {
  approveMembership,
  countMembershipStats,
  demoteMembership,
  listMembershipsForManagement,
  promoteMembership,
  rejectMembership,
} from "~/models/membership.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], displayName = `Person ${n}`) {
  const u = await createUser({ email: `mem${n++}@example.test`, password: "Correct-Horse-42", displayName, roles });
  return { id: u.id, roles, displayName, email: u.email };
}
let admin: Awaited<ReturnType<typeof user>> | undefined;
/** An approved chapter with its leader. */
async function ledChapter(name = `Chapter ${n++}`) {
  admin ??= await user(["GlobalAdmin"], "Admin");
  const leader = await user(["ChapterLeader"], `Leader ${n}`);
  const chapter = createChapter(actorOf(leader), { name, city: "Austin", state: "TX" });
  approveChapter(actorOf(admin), chapter.id);
  return { leader, chapter, admin };
}
function request(userId: string, chapterId: string) {
  return db.insert(memberships).values({ userId, chapterId }).returning().get();
}
function status(id: string) {
  return db.select().from(memberships).where(eq(memberships.id, id)).get();
}
function refusal(fn: () => unknown): AccessError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e;
    throw e;
  }
  throw new Error("expected an AccessError");
}
const audits = (id: string) => db.select().from(auditLogs).where(eq(auditLogs.targetId, id)).all();

describe("reviewing membership requests", () => {
  it("the chapter's leader approves one and rejects another; member count follows; audited", async () => {
    const { leader, chapter } = await ledChapter();
    const ann = await user(["Member"], "Ann Applicant");
    const bob = await user(["Member"], "Bob Applicant");
    const a = request(ann.id, chapter.id);
    const b = request(bob.id, chapter.id);
    approveMembership(actorOf(leader), a.id);
    rejectMembership(actorOf(leader), b.id, "Lives outside our county");
    expect(status(a.id)).toMatchObject({ status: "Approved", reviewedById: leader.id });
    expect(status(b.id)).toMatchObject({ status: "Rejected", rejectionReason: "Lives outside our county" });
    expect(getManagedChapter(chapter.id)?.memberCount).toBe(2); // the leader and Ann
    expect(audits(a.id)).toMatchObject([
      { action: "approve_membership", metadata: { chapterName: chapter.name, title: "Ann Applicant" } },
    ]);
    expect(audits(b.id)).toMatchObject([
      { action: "reject_membership", metadata: { reason: "Lives outside our county" } },
    ]);
  });

  it("an admin approves in any chapter", async () => {
    const { chapter, admin } = await ledChapter();
    const m = request((await user()).id, chapter.id);
    approveMembership(actorOf(admin), m.id);
    expect(status(m.id)?.status).toBe("Approved");
  });

  it("a leader cannot approve or reject a membership in a chapter they do not lead", async () => {
    const { leader } = await ledChapter();
    const { chapter: other } = await ledChapter();
    const m = request((await user()).id, other.id);
    expect(refusal(() => approveMembership(actorOf(leader), m.id)).status).toBe(403);
    expect(refusal(() => rejectMembership(actorOf(leader), m.id)).status).toBe(403);
    expect(status(m.id)?.status).toBe("Pending");
    expect(audits(m.id)).toHaveLength(0);
  });

  it("a member cannot approve memberships, not even in their own chapter", async () => {
    const { leader, chapter } = await ledChapter();
    const insider = await user();
    approveMembership(actorOf(leader), request(insider.id, chapter.id).id);
    const m = request((await user()).id, chapter.id);
    expect(refusal(() => approveMembership(actorOf(insider), m.id)).status).toBe(403);
  });

  it("a ChapterLeader-role user whose chapter is still pending leads nothing yet", async () => {
    const pendingLeader = await user(["ChapterLeader"]);
    const pending = createChapter(actorOf(pendingLeader), { name: `Pending ${n++}`, city: "Austin", state: "TX" });
    expect(can(actorOf(pendingLeader), "membership.review", pending.id)).toBe(false);
  });

  it("reviewing twice or a missing membership is refused", async () => {
    const { leader, chapter } = await ledChapter();
    const m = request((await user()).id, chapter.id);
    approveMembership(actorOf(leader), m.id);
    expect(refusal(() => rejectMembership(actorOf(leader), m.id)).status).toBe(409);
    expect(refusal(() => approveMembership(actorOf(leader), "missing")).status).toBe(404);
  });
});

describe("promote and demote", () => {
  it("a leader promotes an approved member to Leader and back, audited", async () => {
    const { leader, chapter } = await ledChapter();
    const cam = await user(["Member"], "Cam Member");
    const m = request(cam.id, chapter.id);
    approveMembership(actorOf(leader), m.id);
    promoteMembership(actorOf(leader), m.id);
    expect(status(m.id)?.role).toBe("Leader");
    expect(can(actorOf(cam), "membership.review", chapter.id)).toBe(true);
    demoteMembership(actorOf(leader), m.id);
    expect(status(m.id)?.role).toBe("Member");
    expect(audits(m.id).map((a) => a.action)).toEqual(["approve_membership", "promote_member", "demote_member"]);
  });

  it("refuses pending members, oneself, no-ops, and other chapters' leaders", async () => {
    const { leader, chapter } = await ledChapter();
    const { leader: outsider } = await ledChapter();
    const m = request((await user()).id, chapter.id);
    expect(refusal(() => promoteMembership(actorOf(leader), m.id)).status).toBe(409);
    approveMembership(actorOf(leader), m.id);
    const already = refusal(() => demoteMembership(actorOf(leader), m.id));
    expect(already.status).toBe(409);
    // Built from a name: the refusal names its catalogue key, so pages say it in the reader's language.
    expect(already.text?.key).toBe("validation.name-is-already-a-member");
    expect(already.message).toBe(`${already.text?.values.name} is already a member.`);
    expect(refusal(() => promoteMembership(actorOf(outsider), m.id)).status).toBe(403);
    const own = db.select().from(memberships).where(eq(memberships.userId, leader.id)).get()!;
    expect(refusal(() => demoteMembership(actorOf(leader), own.id)).status).toBe(409);
  });
});

describe("listing memberships", () => {
  it("leaders see only their chapters' members, with real names and emails; search and filters", async () => {
    const { leader, chapter } = await ledChapter(`Listing Chapter ${n}`);
    const { leader: otherLeader, chapter: other } = await ledChapter();
    const dana = await user(["Member"], "Dana Dispatcher");
    const eve = await user(["Member"], "Eve Elsewhere");
    const d = request(dana.id, chapter.id);
    request(eve.id, other.id);

    const mine = listMembershipsForManagement(actorOf(leader));
    expect(mine.map((m) => m.chapterId).every((id) => id === chapter.id)).toBe(true);
    expect(mine.find((m) => m.id === d.id)).toMatchObject({
      displayName: "Dana Dispatcher",
      email: dana.email,
      chapterName: chapter.name,
      status: "Pending",
      role: "Member",
    });
    expect(listMembershipsForManagement(actorOf(leader), { q: "dispatch" }).map((m) => m.id)).toEqual([d.id]);
    expect(listMembershipsForManagement(actorOf(leader), { q: dana.email.toUpperCase() }).map((m) => m.id)).toEqual([
      d.id,
    ]);
    expect(listMembershipsForManagement(actorOf(leader), { q: "listing chapter" }).length).toBe(2);
    expect(listMembershipsForManagement(actorOf(leader), { role: "Leader" }).map((m) => m.userId)).toEqual([leader.id]);
    expect(listMembershipsForManagement(actorOf(leader), { status: "Approved" }).map((m) => m.userId)).toEqual([
      leader.id,
    ]);
    expect(countMembershipStats(actorOf(leader))).toEqual({
      pending: 1,
      approved: 1,
      rejected: 0,
      inactive: 0,
      leaders: 1,
      activeMembers: 1,
    });
    expect(listMembershipsForManagement(actorOf(otherLeader)).some((m) => m.id === d.id)).toBe(false);
    expect(listMembershipsForManagement(actorOf(admin!), { q: "Eve Elsewhere" })).toHaveLength(1);
  });

  it("pages with limit and offset, in a stable order", async () => {
    const { leader, chapter } = await ledChapter();
    for (let i = 0; i < 5; i++) request((await user()).id, chapter.id);
    const all = listMembershipsForManagement(actorOf(leader), { status: "Pending" }).map((m) => m.id);
    expect(all).toHaveLength(5);
    const first = listMembershipsForManagement(actorOf(leader), { status: "Pending", limit: 2 }).map((m) => m.id);
    const second = listMembershipsForManagement(actorOf(leader), { status: "Pending", limit: 2, offset: 2 }).map(
      (m) => m.id,
    );
    const third = listMembershipsForManagement(actorOf(leader), { status: "Pending", limit: 2, offset: 4 }).map(
      (m) => m.id,
    );
    expect([...first, ...second, ...third]).toEqual(all);
  });

  it("a plain member manages no memberships", async () => {
    const member = await user();
    expect(listMembershipsForManagement(actorOf(member))).toEqual([]);
    expect(countMembershipStats(actorOf(member))).toEqual({
      pending: 0,
      approved: 0,
      rejected: 0,
      inactive: 0,
      leaders: 0,
      activeMembers: 0,
    });
  });
});
