import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, memberships, type Role } from "~/db/schema";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { AccessError } from "~/access/errors";
import { can, dashboardAccess } from "~/access/rules.server";
import {
  approveChapter,
  countChaptersByStatus,
  createChapter,
  getChapterById,
  getManagedChapter,
  listChaptersForManagement,
  rejectChapter,
  updateChapter,
} from "~/models/chapter.server";
import { listApprovedChapters, postableChapters } from "~/models/chapter-options.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], displayName = `User ${n}`) {
  const u = await createUser({ email: `chap${n++}@example.test`, password: "Correct-Horse-42", displayName, roles });
  return { id: u.id, roles, displayName };
}
const input = (over: Partial<Parameters<typeof createChapter>[1]> = {}) => ({
  name: `Chapter ${n++}`,
  city: "Austin",
  state: "TX",
  ...over,
});
function auditFor(targetId: string) {
  return db.select().from(auditLogs).where(eq(auditLogs.targetId, targetId)).all();
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

describe("chapter form schema", () => {
  const parse = (v: Record<string, unknown>) => ChapterCreateSchema.safeParse(v);
  const messages = (v: Record<string, unknown>) => {
    const r = parse(v);
    return r.success ? {} : r.error.flatten().fieldErrors;
  };

  it("uses the spec's messages", () => {
    expect(messages({ name: "AB", city: "A", state: "T" })).toEqual({
      name: ["Chapter name must be at least 3 characters"],
      city: ["City is required"],
      state: ["State is required"],
    });
    expect(messages({})).toMatchObject({
      name: ["Chapter name must be at least 3 characters"],
      city: ["City is required"],
      state: ["State is required"],
    });
    expect(messages({ name: "Good", city: "Austin", state: "TX", slug: "ab" }).slug).toEqual([
      "Slug must be at least 3 characters",
    ]);
    expect(messages({ name: "Good", city: "Austin", state: "TX", slug: "Bad Slug!" }).slug).toEqual([
      "Slug can only contain lowercase letters, numbers, and hyphens",
    ]);
  });

  it("accepts optional description, region and ZIP", () => {
    expect(parse({ name: "Good", city: "Austin", state: "TX", regionCode: "6", zip: "78701" }).success).toBe(true);
    expect(parse({ name: "Good", city: "Austin", state: "TX", regionCode: "11" }).success).toBe(false);
  });
});

describe("creating chapters", () => {
  it("a leader's request is Pending, gets a derived slug, coordinates and an audit row", async () => {
    const leader = await user(["ChapterLeader", "Member"]);
    const c = createChapter(actorOf(leader), input({ name: "  Hill Country   Response! ", state: "texas" }));
    expect(c.status).toBe("Pending");
    expect(c.slug).toBe("hill-country-response");
    expect(c.state).toBe("TX");
    expect(c.latitude).toBeCloseTo(30.3, 0);
    expect(c.createdById).toBe(leader.id);
    const audit = auditFor(c.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "create_chapter",
      actorId: leader.id,
      metadata: { chapterName: "Hill Country   Response!".trim() },
    });
  });

  it("refuses a slug already in use with a field error", async () => {
    const leader = await user(["ChapterLeader"]);
    createChapter(actorOf(leader), input({ slug: "taken-slug" }));
    const e = refusal(() => createChapter(actorOf(leader), input({ slug: "taken-slug" })));
    expect(e.status).toBe(409);
    expect(e.fieldErrors?.slug?.[0]).toMatch(/already used/);
    // Derived slugs collide too.
    createChapter(actorOf(leader), input({ name: "Same Name Twice" }));
    expect(
      refusal(() => createChapter(actorOf(leader), input({ name: "Same Name Twice" }))).fieldErrors?.slug,
    ).toBeTruthy();
  });

  it("refuses a name whose derived slug is too short", async () => {
    const leader = await user(["ChapterLeader"]);
    const e = refusal(() => createChapter(actorOf(leader), input({ name: "A!!" })));
    expect(e.fieldErrors?.slug).toEqual(["Slug must be at least 3 characters"]);
  });

  it("a plain member cannot create a chapter", async () => {
    const member = await user(["Member"]);
    expect(refusal(() => createChapter(actorOf(member), input())).status).toBe(403);
  });
});

describe("reviewing chapters", () => {
  it("an admin approves: the creator becomes its approved Leader, with one audit row", async () => {
    const leader = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input());
    const approved = approveChapter(actorOf(admin), c.id);
    expect(approved.status).toBe("Approved");
    expect(approved.reviewedById).toBe(admin.id);
    const m = db
      .select()
      .from(memberships)
      .where(and(eq(memberships.chapterId, c.id), eq(memberships.userId, leader.id)))
      .get();
    expect(m).toMatchObject({ role: "Leader", status: "Approved" });
    expect(getManagedChapter(c.id)?.memberCount).toBe(1);
    expect(auditFor(c.id).map((a) => a.action)).toEqual(["create_chapter", "approve_chapter"]);
    expect(can(actorOf(leader), "chapter.edit", getManagedChapter(c.id)!)).toBe(true);
  });

  it("an admin rejects with a reason the creator can read", async () => {
    const leader = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input());
    rejectChapter(actorOf(admin), c.id, "  Overlaps an existing chapter.  ");
    const mine = listChaptersForManagement(actorOf(leader)).find((x) => x.id === c.id);
    expect(mine).toMatchObject({ status: "Rejected", rejectionReason: "Overlaps an existing chapter." });
    expect(auditFor(c.id).at(-1)).toMatchObject({
      action: "reject_chapter",
      metadata: { reason: "Overlaps an existing chapter." },
    });
  });

  it("a rejection without a reason stores none", async () => {
    const leader = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input());
    expect(rejectChapter(actorOf(admin), c.id, "   ").rejectionReason).toBeNull();
  });

  it("a leader cannot approve or reject a chapter, not even their own; nothing changes", async () => {
    const leader = await user(["ChapterLeader"]);
    const c = createChapter(actorOf(leader), input());
    expect(refusal(() => approveChapter(actorOf(leader), c.id)).status).toBe(403);
    expect(refusal(() => rejectChapter(actorOf(leader), c.id)).status).toBe(403);
    expect(getChapterById(c.id)?.status).toBe("Pending");
    expect(auditFor(c.id)).toHaveLength(1);
  });

  it("a member cannot approve a chapter", async () => {
    const leader = await user(["ChapterLeader"]);
    const member = await user(["Member"]);
    const c = createChapter(actorOf(leader), input());
    expect(refusal(() => approveChapter(actorOf(member), c.id)).status).toBe(403);
  });

  it("reviewing twice or a missing chapter is refused", async () => {
    const leader = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input());
    approveChapter(actorOf(admin), c.id);
    expect(refusal(() => approveChapter(actorOf(admin), c.id)).status).toBe(409);
    expect(refusal(() => rejectChapter(actorOf(admin), c.id)).status).toBe(409);
    expect(refusal(() => approveChapter(actorOf(admin), "nope")).status).toBe(404);
  });
});

describe("editing chapters", () => {
  it("a leader of the chapter edits description, place and region; the slug stays", async () => {
    const leader = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input({ slug: `keep-${n}` }));
    approveChapter(actorOf(admin), c.id);
    const { chapter: u } = updateChapter(actorOf(leader), c.id, {
      description: "New words",
      city: "Denver",
      state: "CO",
      regionCode: "8",
    });
    expect(u).toMatchObject({
      slug: c.slug,
      name: c.name,
      description: "New words",
      city: "Denver",
      state: "CO",
      regionCode: "8",
    });
    expect(u.latitude).toBeCloseTo(39.7, 0);
    expect(auditFor(c.id).at(-1)?.action).toBe("update_chapter");
  });

  it("a leader of another chapter cannot edit it", async () => {
    const leader = await user(["ChapterLeader"]);
    const other = await user(["ChapterLeader"]);
    const admin = await user(["GlobalAdmin"]);
    const c = createChapter(actorOf(leader), input());
    approveChapter(actorOf(admin), c.id);
    expect(refusal(() => updateChapter(actorOf(other), c.id, { city: "Denver", state: "CO" })).status).toBe(403);
  });
});

describe("listing chapters", () => {
  it("admins see all with search and status filter; leaders only their own; counts follow", async () => {
    const admin = await user(["GlobalAdmin"]);
    const a = await user(["ChapterLeader"]);
    const b = await user(["ChapterLeader"]);
    const tag = `zq${n++}`;
    const ca = createChapter(actorOf(a), input({ name: `Alpha ${tag}` }));
    const cb = createChapter(actorOf(b), input({ name: `Beta ${tag}`, city: "Tulsa", state: "OK" }));
    approveChapter(actorOf(admin), cb.id);

    expect(
      listChaptersForManagement(actorOf(admin), { q: tag })
        .map((c) => c.id)
        .sort(),
    ).toEqual([ca.id, cb.id].sort());
    expect(listChaptersForManagement(actorOf(admin), { q: tag, status: "Approved" }).map((c) => c.id)).toEqual([cb.id]);
    expect(listChaptersForManagement(actorOf(admin), { q: "TULSA" }).map((c) => c.id)).toContain(cb.id);
    expect(countChaptersByStatus(actorOf(admin), { q: tag })).toEqual({ Pending: 1, Approved: 1, Rejected: 0 });
    expect(listChaptersForManagement(actorOf(a)).map((c) => c.id)).toEqual([ca.id]);
    expect(listChaptersForManagement(actorOf(b)).map((c) => c.id)).toEqual([cb.id]);
    expect(listChaptersForManagement(actorOf(admin), { q: "100%_" })).toEqual([]);
  });

  it("the whole network's counts (kept until chapters change) follow every chapter write", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const before = countChaptersByStatus(actorOf(admin));
    // Read twice unchanged: the kept counts, a copy each time.
    expect(countChaptersByStatus(actorOf(admin))).toEqual(before);
    countChaptersByStatus(actorOf(admin)).Pending = -1;
    expect(countChaptersByStatus(actorOf(admin))).toEqual(before);
    const c = createChapter(actorOf(leader), input());
    expect(countChaptersByStatus(actorOf(admin))).toEqual({ ...before, Pending: before.Pending + 1 });
    approveChapter(actorOf(admin), c.id);
    expect(countChaptersByStatus(actorOf(admin))).toEqual({ ...before, Approved: before.Approved + 1 });
    const d = createChapter(actorOf(leader), input());
    rejectChapter(actorOf(admin), d.id, "Duplicate");
    expect(countChaptersByStatus(actorOf(admin))).toEqual({
      ...before,
      Approved: before.Approved + 1,
      Rejected: before.Rejected + 1,
    });
  });

  it("approved-chapter lists for other pages", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const c1 = createChapter(actorOf(leader), input());
    const c2 = createChapter(actorOf(leader), input());
    approveChapter(actorOf(admin), c1.id);
    const approvedIds = listApprovedChapters().map((c) => c.id);
    expect(approvedIds).toContain(c1.id);
    expect(approvedIds).not.toContain(c2.id);
    expect(postableChapters(actorOf(leader)).map((c) => c.id)).toEqual([c1.id]);
    expect(postableChapters(actorOf(admin)).map((c) => c.id)).toContain(c1.id);
  });

  it("dashboard access: members manage nothing; leaders and admins do", async () => {
    expect(dashboardAccess(actorOf(await user(["Member"])))).toMatchObject({
      canManage: false,
      canCreateChapter: false,
      adminArea: false,
    });
    expect(dashboardAccess(actorOf(await user(["ChapterLeader"])))).toMatchObject({
      canManage: true,
      canCreateChapter: true,
    });
    expect(dashboardAccess(actorOf(await user(["GlobalAdmin"])))).toMatchObject({ canManage: true, adminArea: true });
  });
});
