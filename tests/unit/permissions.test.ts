import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getActor, loadActor, requireActor, requireApiActor, type Actor } from "~/access/actor.server";
import { AccessError, conflict, forbidden, notFound, refusal } from "~/access/errors";
import { refuse, requireManager, requirePermission } from "~/flows/respond.server";
import {
  assertCan,
  can,
  dashboardAccess,
  ledChapterScope,
  readableLevels,
  RULES,
  type Rule,
} from "~/access/rules.server";
import { createSessionRow, deleteSession } from "~/access/sessions.server";
import { db } from "~/db/client.server";
import { auditLogs, chapters, memberships, roleRequests, sessions, waitlistEntries } from "~/db/schema";
import { approveRoleRequest, rejectRoleRequest, requestRole } from "~/models/role-request.server";
import { createUser } from "~/models/user.server";
import { setWaitlistStatus } from "~/models/waitlist-admin.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { createT } from "~/i18n/translate";
import { translateRefusal } from "~/i18n/validation";
import { actorOf } from "../helpers/actor";

let n = 0;
async function user(roles: ("Member" | "ChapterLeader" | "GlobalAdmin")[] = ["Member"]) {
  return createUser({ email: `perm${n++}@example.test`, password: "Correct-Horse-42", displayName: "P", roles });
}
function chapter(status: "Pending" | "Approved" | "Rejected" = "Approved", createdById: string | null = null) {
  return db
    .insert(chapters)
    .values({ name: "C", slug: `c-${n++}`, city: "Austin", state: "TX", status, createdById })
    .returning()
    .get();
}
async function cookieFor(sessionId: string) {
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, sessionId);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}
async function cookieRequest(userId: string, path = "/dashboard/x?y=1") {
  const row = createSessionRow(userId);
  return new Request(`http://localhost${path}`, { headers: { Cookie: await cookieFor(row.token) } });
}
function bearerRequest(userId: string) {
  const row = createSessionRow(userId, "api");
  return new Request("http://localhost/api/x", { headers: { Authorization: `Bearer ${row.token}` } });
}
async function thrown(p: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

/** An actor that exists only in memory, for the pure rules. */
const who = (over: Partial<Actor> = {}): Actor => ({
  id: "u1",
  email: "u1@example.test",
  displayName: "U",
  phone: null,
  bio: null,
  roles: ["Member"],
  ledChapterIds: [],
  memberChapterIds: [],
  ...over,
});

describe("getActor / requireActor / requireApiActor", () => {
  it("requireActor redirects a visitor to login with redirectTo back to the page", async () => {
    const res = (await thrown(requireActor(new Request("http://localhost/dashboard/events?tab=past")))) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fdashboard%2Fevents%3Ftab%3Dpast");
  });

  it("requireActor returns the actor of a live cookie session, with its session id", async () => {
    const u = await user();
    const req = await cookieRequest(u.id);
    const got = await requireActor(req);
    expect(got.id).toBe(u.id);
    expect(got.email).toBe(u.email);
    expect(got.roles).toEqual(["Member"]);
    expect(got.ledChapterIds).toEqual([]);
    expect(got.memberChapterIds).toEqual([]);
    expect(got.sessionId).toBeTruthy();
    expect(Object.keys(got)).not.toContain("passwordHash");
  });

  it("a dead session (deleted, expired, or idle too long) is a visitor", async () => {
    const u = await user();
    const deleted = createSessionRow(u.id);
    deleteSession(deleted.token);
    const req = new Request("http://localhost/dashboard", { headers: { Cookie: await cookieFor(deleted.token) } });
    expect(await getActor(req)).toBeNull();
    expect(((await thrown(requireActor(req))) as Response).status).toBe(302);

    const expired = createSessionRow(u.id);
    db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.id))
      .run();
    expect(
      await getActor(new Request("http://localhost/", { headers: { Cookie: await cookieFor(expired.token) } })),
    ).toBeNull();

    const idle = createSessionRow(u.id);
    db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 365 * 24 * 3600 * 1000) })
      .where(eq(sessions.id, idle.id))
      .run();
    expect(
      await getActor(new Request("http://localhost/", { headers: { Cookie: await cookieFor(idle.token) } })),
    ).toBeNull();
  });

  it("requireApiActor answers a 401 AccessError without a token and accepts a bearer token", async () => {
    const err = await thrown(requireApiActor(new Request("http://localhost/api/x")));
    expect(err).toBeInstanceOf(AccessError);
    expect((err as AccessError).kind).toBe("unauthenticated");
    expect((err as AccessError).status).toBe(401);
    expect((err as AccessError).message).toBe("Authentication required");
    const u = await user();
    const actor = await requireApiActor(bearerRequest(u.id));
    expect(actor.id).toBe(u.id);
    const bogus = new Request("http://localhost/api/x", { headers: { Authorization: "Bearer not-a-session" } });
    expect(((await thrown(requireApiActor(bogus))) as AccessError).status).toBe(401);
  });

  it("x-user-id is never trusted without a token", async () => {
    const u = await user(["GlobalAdmin"]);
    const req = new Request("http://localhost/api/x", { headers: { "x-user-id": u.id } });
    expect(await getActor(req)).toBeNull();
    expect(((await thrown(requireApiActor(req))) as AccessError).status).toBe(401);
  });

  it("x-user-id does not change who a real session is", async () => {
    const member = await user();
    const admin = await user(["GlobalAdmin"]);
    const row = createSessionRow(member.id, "api");
    const req = new Request("http://localhost/api/x", {
      headers: { Authorization: `Bearer ${row.token}`, "x-user-id": admin.id },
    });
    expect((await getActor(req))?.id).toBe(member.id);
  });

  it("loadActor reads approved memberships only, led chapters apart", async () => {
    const u = await user(["ChapterLeader", "Member"]);
    const led = chapter();
    const joined = chapter();
    const pending = chapter();
    db.insert(memberships).values({ userId: u.id, chapterId: led.id, role: "Leader", status: "Approved" }).run();
    db.insert(memberships).values({ userId: u.id, chapterId: joined.id, role: "Member", status: "Approved" }).run();
    db.insert(memberships).values({ userId: u.id, chapterId: pending.id, role: "Leader", status: "Pending" }).run();
    const a = loadActor(u.id)!;
    expect(a.ledChapterIds).toEqual([led.id]);
    expect(a.memberChapterIds.sort()).toEqual([led.id, joined.id].sort());
    expect(a.sessionId).toBeUndefined();
    expect(loadActor("no-such-user")).toBeNull();
  });
});

describe("page gates and refusals", () => {
  it("requirePermission gives a signed-in user without the right a 403 page, and lets an admin through", async () => {
    const member = await user();
    const admin = await user(["GlobalAdmin", "Member"]);
    const res = (await thrown(() =>
      requirePermission(actorOf(member), "admin.area", undefined, "Admins only."),
    )) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Admins only." });
    expect(() => requirePermission(actorOf(admin), "admin.area")).not.toThrow();
  });

  it("requireManager: visitors to login, members a 403, leaders and admins through", async () => {
    const visitor = (await thrown(requireManager(new Request("http://localhost/dashboard/members"), "No"))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fdashboard%2Fmembers");
    const member = await user();
    const refused = (await thrown(requireManager(await cookieRequest(member.id), "Managers only."))) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Managers only." });
    const leader = await user(["ChapterLeader", "Member"]);
    const { user: got, access } = await requireManager(await cookieRequest(leader.id), "No");
    expect(got.id).toBe(leader.id);
    expect(access.canManage).toBe(true);
  });

  it("refuse: forbidden and not-found are error pages, a conflict comes back with a toast", async () => {
    const req = new Request("http://localhost/dashboard/chapters?tab=pending&index", { method: "POST" });
    const denied = (await thrown(refuse(forbidden("Nope."), req))) as Response;
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: "Nope." });
    const missing = (await thrown(refuse(notFound("Chapter not found."), req))) as Response;
    expect(missing.status).toBe(404);
    const stale = await refuse(conflict("This chapter was already approved."), req);
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe("/dashboard/chapters?tab=pending");
    expect(stale.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("a refusal built from values reads in the page's language; the API keeps the English message", async () => {
    const error = refusal(
      "forbidden",
      "2 recipient(s) are not members of your audience.",
      "validation.count-recipients-are-not-members-of-your-audience",
      {
        count: 2,
      },
    );
    expect(error.message).toBe("2 recipient(s) are not members of your audience.");
    const inSpanish = new Request("http://localhost/dashboard/members", { headers: { Cookie: "lng=es" } });
    const es = (await thrown(refuse(error, inSpanish))) as Response;
    expect(es.status).toBe(403);
    expect(await es.json()).toEqual({ error: "2 destinatarios no pertenecen a tu público." });
    const one = refusal("conflict", "Ana is already a leader.", "validation.name-is-already-a-leader", { name: "Ana" });
    expect(translateRefusal(createT("fr", CATALOGUES.fr.validation), one)).toBe("Ana est déjà responsable.");
    expect(translateRefusal(createT("fr", CATALOGUES.fr.validation), conflict("Not found"))).toBe(
      CATALOGUES.fr.validation["validation.not-found"],
    );
    const english = new Request("http://localhost/dashboard/members");
    const en = (await thrown(refuse(error, english))) as Response;
    expect(await en.json()).toEqual({ error: "2 recipient(s) are not members of your audience." });
  });

  it("requirePermission without a message leaves the words to the error page (in the reader's language)", async () => {
    const denied = (await thrown(() => requirePermission(who(), "dashboard.manage"))) as Response;
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: null });
  });
});

describe("the rules table", () => {
  const member = who();
  const leader = who({
    id: "l1",
    roles: ["ChapterLeader", "Member"],
    ledChapterIds: ["mine"],
    memberChapterIds: ["mine"],
  });
  const roleOnlyLeader = who({ id: "l2", roles: ["ChapterLeader", "Member"] });
  const admin = who({ id: "a1", roles: ["GlobalAdmin"] });

  it("leading a chapter (membership.review) needs an approved Leader membership of that chapter (or GlobalAdmin)", () => {
    expect(can(leader, "membership.review", "mine")).toBe(true);
    expect(can(leader, "membership.review", "other")).toBe(false);
    expect(can(roleOnlyLeader, "membership.review", "mine")).toBe(false);
    expect(can(admin, "membership.review", "other")).toBe(true);
    expect(can(null, "membership.review", "mine")).toBe(false);
    expect(can(member, "membership.review", "mine")).toBe(false);
  });

  it("a pending Leader membership does not lead (loaded actor)", async () => {
    const u = await user(["ChapterLeader", "Member"]);
    const pending = chapter();
    db.insert(memberships).values({ userId: u.id, chapterId: pending.id, role: "Leader", status: "Pending" }).run();
    expect(can(actorOf(u), "membership.review", pending.id)).toBe(false);
    db.update(memberships).set({ status: "Approved" }).where(eq(memberships.userId, u.id)).run();
    expect(can(actorOf(u), "membership.review", pending.id)).toBe(true);
  });

  it("the dashboard and admin areas", () => {
    expect(can(member, "dashboard.manage")).toBe(false);
    expect(can(roleOnlyLeader, "dashboard.manage")).toBe(true);
    expect(can(leader, "dashboard.manage")).toBe(true);
    expect(can(admin, "dashboard.manage")).toBe(true);
    for (const rule of ["admin.area", "roleRequest.review", "waitlist.manage", "chapter.review"] as const) {
      expect(can(member, rule)).toBe(false);
      expect(can(leader, rule)).toBe(false);
      expect(can(admin, rule)).toBe(true);
    }
    // The audit log: admins (the network) and leaders (their chapters' rows, scoped in the model).
    expect(can(member, "audit.read")).toBe(false);
    expect(can(leader, "audit.read")).toBe(true);
    expect(can(admin, "audit.read")).toBe(true);
    expect(can(member, "chapter.create")).toBe(false);
    expect(can(roleOnlyLeader, "chapter.create")).toBe(true);
    expect(dashboardAccess(member)).toMatchObject({
      reach: "own",
      adminArea: false,
      canManage: false,
      canCreateChapter: false,
      canReadMetrics: false,
    });
    expect(dashboardAccess(leader)).toMatchObject({
      reach: "chapters",
      adminArea: false,
      canManage: true,
      canReadMetrics: true,
      canReadAudit: true,
    });
    expect(dashboardAccess(admin)).toMatchObject({
      reach: "network",
      adminArea: true,
      canManage: true,
      canCreateChapter: true,
      canReviewChapters: true,
      canPostGlobal: true,
    });
  });

  it("chapter.edit: its leaders and admins; the creator only until it is approved", () => {
    const pendingMine = { id: "p", status: "Pending" as const, createdById: member.id };
    const approvedMine = { id: "q", status: "Approved" as const, createdById: member.id };
    expect(can(member, "chapter.edit", pendingMine)).toBe(true);
    expect(can(member, "chapter.edit", approvedMine)).toBe(false);
    expect(can(leader, "chapter.edit", { id: "mine", status: "Approved", createdById: null })).toBe(true);
    expect(can(leader, "chapter.edit", { id: "other", status: "Approved", createdById: null })).toBe(false);
    expect(can(admin, "chapter.edit", approvedMine)).toBe(true);
  });

  it("chapter.view: approved for everyone; unapproved for admins, the creator and anyone with a membership", () => {
    const c = { id: "p", status: "Pending" as const, createdById: "creator", viewerHasMembership: false };
    expect(can(null, "chapter.view", { ...c, status: "Approved" })).toBe(true);
    expect(can(null, "chapter.view", c)).toBe(false);
    expect(can(member, "chapter.view", c)).toBe(false);
    expect(can(member, "chapter.view", { ...c, viewerHasMembership: true })).toBe(true);
    expect(can(who({ id: "creator" }), "chapter.view", c)).toBe(true);
    expect(can(admin, "chapter.view", c)).toBe(true);
  });

  it("visitors pass only rules marked for them: every other rule refuses a null actor before it runs", () => {
    const forVisitors = (Object.keys(RULES) as Rule[]).filter(
      (rule) => (RULES[rule] as { acceptsVisitors?: true }).acceptsVisitors,
    );
    expect(forVisitors).toEqual(["chapter.view", "event.view"]);
    for (const rule of Object.keys(RULES) as Rule[]) {
      if (forVisitors.includes(rule)) continue;
      // A target that would pass for anyone who is someone: the refusal comes from having no actor.
      expect(can(null, rule, { userId: "x", chapterIds: [], status: "Approved" } as never), rule).toBe(false);
    }
  });

  it("scopes: led chapters and readable resource levels", () => {
    expect(ledChapterScope(admin)).toBe("all");
    expect(ledChapterScope(leader)).toEqual(["mine"]);
    expect(ledChapterScope(member)).toEqual([]);
    expect(readableLevels(member)).toEqual(["Member"]);
    expect(readableLevels(roleOnlyLeader)).toEqual(["Member", "Leader"]);
    expect(readableLevels(admin)).toEqual(["Member", "Leader", "Admin"]);
  });

  it("assertCan throws a 403 AccessError with the given message", () => {
    const err = (() => {
      try {
        assertCan(member, "admin.area", null, "Admins only.");
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AccessError);
    expect((err as AccessError).kind).toBe("forbidden");
    expect((err as AccessError).status).toBe(403);
    expect((err as AccessError).message).toBe("Admins only.");
    expect(() => assertCan(admin, "admin.area", null)).not.toThrow();
  });
});

describe("admin-only model functions check their caller", () => {
  it("approveRoleRequest and rejectRoleRequest refuse a non-admin with a 403 and record nothing", async () => {
    const leader = await user(["ChapterLeader", "Member"]);
    const asker = await user();
    const r = requestRole(asker.id, { requestedRole: "ChapterLeader", justification: "Block captain for years" });
    for (const review of [approveRoleRequest, rejectRoleRequest]) {
      for (const caller of [asker, leader]) {
        const err = await thrown(() => review(actorOf(caller), r.id));
        expect(err).toBeInstanceOf(AccessError);
        expect((err as AccessError).status).toBe(403);
        expect((err as AccessError).message).toBe(
          "Access Denied: You need Global Administrator privileges to review role requests.",
        );
      }
    }
    const row = db.select().from(roleRequests).where(eq(roleRequests.id, r.id)).get()!;
    expect(row.status).toBe("Pending");
    expect(row.reviewedById).toBeNull();
    expect(actorOf(asker).roles).toEqual(["Member"]);
    const actions = db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, r.id))
      .all()
      .map((a) => a.action);
    expect(actions).toEqual(["request_role"]);
  });

  it("setWaitlistStatus refuses a non-admin with a 403 and records nothing", async () => {
    const leader = await user(["ChapterLeader", "Member"]);
    const entry = db
      .insert(waitlistEntries)
      .values({ email: `wl${n++}@example.test` })
      .returning()
      .get();
    const err = await thrown(() => setWaitlistStatus(actorOf(leader), entry.id, "Converted"));
    expect(err).toBeInstanceOf(AccessError);
    expect((err as AccessError).status).toBe(403);
    expect(db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id)).get()!.status).toBe(entry.status);
    expect(db.select().from(auditLogs).where(eq(auditLogs.targetId, entry.id)).all()).toEqual([]);
    // A refusal comes before the lookup: a missing id is still a 403 to a non-admin, not a 404.
    expect(((await thrown(() => setWaitlistStatus(actorOf(leader), "missing", "Active"))) as AccessError).status).toBe(
      403,
    );
  });
});
