import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, memberships, type Role } from "~/db/schema";
import { approveChapter, createChapter } from "~/models/chapter.server";
import { createUser } from "~/models/user.server";
import * as chaptersRoute from "~/routes/dashboard.chapters._index";
import * as editRoute from "~/routes/dashboard.chapters.$chapterId.edit";
import * as newRoute from "~/routes/dashboard.chapters.new";
import * as membersRoute from "~/routes/dashboard.members";
import { createSessionRow } from "~/access/sessions.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";
import { actorOf } from "../helpers/actor";

// The refusal cases, against the real route loaders and actions (what a forged request hits).

let n = 0;
async function user(roles: Role[]) {
  const u = await createUser({
    email: `route${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: `R ${n}`,
    roles,
  });
  return { id: u.id, roles };
}
async function cookieFor(userId: string) {
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, createSessionRow(userId).token);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}
async function get(path: string, userId?: string) {
  return new Request(`http://localhost${path}`, { headers: userId ? { Cookie: await cookieFor(userId) } : {} });
}
async function post(path: string, userId: string, form: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: await cookieFor(userId), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}
/** Runs a loader/action and returns its Response, thrown or returned. */
async function run(fn: (args: never) => Promise<unknown>, request: Request, params: Record<string, string> = {}) {
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}
async function world() {
  const admin = await user(["GlobalAdmin"]);
  const leader = await user(["ChapterLeader", "Member"]);
  const otherLeader = await user(["ChapterLeader", "Member"]);
  const member = await user(["Member"]);
  const own = createChapter(actorOf(leader), { name: `Own ${n++}`, city: "Austin", state: "TX" });
  const other = createChapter(actorOf(otherLeader), { name: `Other ${n++}`, city: "Austin", state: "TX" });
  approveChapter(actorOf(admin), own.id);
  approveChapter(actorOf(admin), other.id);
  const pending = createChapter(actorOf(leader), { name: `Pending ${n++}`, city: "Austin", state: "TX" });
  const request = db.insert(memberships).values({ userId: member.id, chapterId: other.id }).returning().get();
  return { admin, leader, member, own, other, pending, request };
}
const chapterStatus = (id: string) => db.select().from(chapters).where(eq(chapters.id, id)).get()?.status;
const membershipStatus = (id: string) => db.select().from(memberships).where(eq(memberships.id, id)).get()?.status;

describe("dashboard route refusals", () => {
  it("a signed-out visitor is sent to login", async () => {
    const res = await run(chaptersRoute.loader, await get("/dashboard/chapters"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/auth\/login\?redirectTo=/);
  });

  it("a member gets 403 on /dashboard/chapters", async () => {
    const { member } = await world();
    expect((await run(chaptersRoute.loader, await get("/dashboard/chapters", member.id))).status).toBe(403);
    expect((await run(newRoute.loader, await get("/dashboard/chapters/new", member.id))).status).toBe(403);
  });

  it("a member gets 403 on /dashboard/members", async () => {
    const { member } = await world();
    expect((await run(membersRoute.loader, await get("/dashboard/members", member.id))).status).toBe(403);
  });

  it("a leader approving (or rejecting) a chapter by a forged post gets 403 and nothing changes", async () => {
    const { leader, pending } = await world();
    const approve = await run(
      chaptersRoute.action,
      await post("/dashboard/chapters?index", leader.id, { intent: "approve", chapterId: pending.id }),
    );
    expect(approve.status).toBe(403);
    const reject = await run(
      chaptersRoute.action,
      await post("/dashboard/chapters?index", leader.id, { intent: "reject", chapterId: pending.id }),
    );
    expect(reject.status).toBe(403);
    expect(chapterStatus(pending.id)).toBe("Pending");
  });

  it("a leader approving a membership in a chapter they do not lead gets 403 and nothing changes", async () => {
    const { leader, request } = await world();
    for (const intent of ["approve", "reject", "promote", "demote"]) {
      const res = await run(
        membersRoute.action,
        await post("/dashboard/members", leader.id, { intent, membershipId: request.id }),
      );
      expect(res.status, intent).toBe(403);
    }
    expect(membershipStatus(request.id)).toBe("Pending");
  });

  it("a member's forged posts to either page get 403", async () => {
    const { member, pending, request } = await world();
    expect(
      (
        await run(
          chaptersRoute.action,
          await post("/dashboard/chapters?index", member.id, { intent: "approve", chapterId: pending.id }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await run(
          membersRoute.action,
          await post("/dashboard/members", member.id, { intent: "approve", membershipId: request.id }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await run(
          newRoute.action,
          await post("/dashboard/chapters/new", member.id, { name: "Sneaky", city: "Austin", state: "TX" }),
        )
      ).status,
    ).toBe(403);
    expect(chapterStatus(pending.id)).toBe("Pending");
    expect(membershipStatus(request.id)).toBe("Pending");
  });

  it("a leader editing a chapter they do not lead gets 403", async () => {
    const { leader, other } = await world();
    const res = await run(
      editRoute.action,
      await post(`/dashboard/chapters/${other.id}/edit`, leader.id, { city: "Nowhere", state: "TX" }),
      {
        chapterId: other.id,
      },
    );
    expect(res.status).toBe(403);
  });

  it("an unknown or missing intent is a 400", async () => {
    const { admin, pending, request } = await world();
    expect(
      (
        await run(
          chaptersRoute.action,
          await post("/dashboard/chapters?index", admin.id, { intent: "nuke", chapterId: pending.id }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await run(membersRoute.action, await post("/dashboard/members", admin.id, { membershipId: request.id }))).status,
    ).toBe(400);
  });

  it("the leader of the chapter and an admin are let through (redirect with a toast)", async () => {
    const { admin, pending, leader, own } = await world();
    const req = db
      .insert(memberships)
      .values({ userId: (await user(["Member"])).id, chapterId: own.id })
      .returning()
      .get();
    const byLeader = await run(
      membersRoute.action,
      await post("/dashboard/members?tab=pending", leader.id, { intent: "approve", membershipId: req.id }),
    );
    expect(byLeader.status).toBe(302);
    expect(byLeader.headers.get("Location")).toBe("/dashboard/members?tab=pending");
    expect(membershipStatus(req.id)).toBe("Approved");
    const byAdmin = await run(
      chaptersRoute.action,
      await post("/dashboard/chapters?tab=pending&index", admin.id, { intent: "approve", chapterId: pending.id }),
    );
    expect(byAdmin.status).toBe(302);
    expect(byAdmin.headers.get("Location")).toBe("/dashboard/chapters?tab=pending");
    expect(chapterStatus(pending.id)).toBe("Approved");
  });
});
