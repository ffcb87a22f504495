import type { APIRequestContext, APIResponse } from "@playwright/test";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { events, messageQueue, roleRequests, sessions, users, waitlistEntries, type Role } from "~/db/schema";
import { rolesOf } from "~/access/actor.server";
import { writeAudit } from "~/models/audit.server";
import { requestRole } from "~/models/role-request.server";
import { getUserById } from "~/models/user.server";
import { createSessionRow, sessionIdOf } from "~/access/sessions.server";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueSlug,
} from "../helpers/e2e";

/**
 * Contract tests of the JSON API (spec section 7) over HTTP against the running app: each call for
 * each role, the happy path and the refusals, and hostile bodies. No browser, so one project runs it.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP-only suite: runs once, in the js project");

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

async function tokenFor(roles: Role[] = ["Member"], displayName?: string) {
  const user = await insertUser({ roles, displayName });
  return { user, token: createSessionRow(user.id, "api").token };
}

async function expectError(res: APIResponse, status: number) {
  expect(res.status(), await res.text()).toBe(status);
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = await res.json();
  expect(typeof body.error).toBe("string");
  return body as { error: string; fieldErrors?: Record<string, string[]> };
}

function post(request: APIRequestContext, url: string, data: unknown, token?: string) {
  return request.post(url, { data: data as object, headers: auth(token) });
}

function postRaw(request: APIRequestContext, url: string, body: string, token?: string) {
  return request.post(url, { data: body, headers: { ...auth(token), "Content-Type": "application/json" } });
}

test.describe("auth", () => {
  test("register answers 'check your email' with no token; login gives the token; logout ends it", async ({
    request,
  }) => {
    const email = uniqueEmail("api-reg");
    const res = await post(request, "/api/auth/register", {
      email,
      password: TEST_PASSWORD,
      displayName: "Api Reg",
      role: "Member",
    });
    expect(res.status()).toBe(202);
    const registered = await res.json();
    expect(registered).toEqual({ status: "check_email", message: expect.stringContaining("Check your email") });
    const created = db.select().from(users).where(eq(users.email, email)).get()!;
    expect(created.emailVerifiedAt).toBeNull();

    const login = await post(request, "/api/auth/login", { email, password: TEST_PASSWORD });
    expect(login.status()).toBe(200);
    const body = await login.json();
    expect(body.user).toEqual({
      id: created.id,
      displayName: "Api Reg",
      email,
      phone: null,
      roles: ["Member"],
    });
    expect(typeof body.token).toBe("string");
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(body.token)))
        .get()?.kind,
    ).toBe("api");

    // An unconfirmed address may not ask to join a chapter: 403 saying how to confirm it.
    const chapter = insertChapter();
    const join = await expectError(await post(request, "/api/memberships", { chapterId: chapter.id }, body.token), 403);
    expect(join.error).toContain("Confirm your email address before joining a chapter");

    const wrongMethod = await request.get("/api/role-requests", { headers: auth(body.token) });
    expect(wrongMethod.status()).toBe(405);
    const me = await post(request, "/api/role-requests", { justification: "Testing the token works" }, body.token);
    expect(me.status()).toBe(201);

    expect((await post(request, "/api/auth/logout", {}, body.token)).status()).toBe(200);
    await expectError(
      await post(request, "/api/role-requests", { justification: "After logout, refused" }, body.token),
      401,
    );
    // Logging out twice is harmless; without a token it is a 401.
    expect((await post(request, "/api/auth/logout", {}, body.token)).status()).toBe(200);
    await expectError(await post(request, "/api/auth/logout", {}), 401);
  });

  test("register: a taken email gets the same 202 and no account; ChapterLeader files a request; GlobalAdmin is refused", async ({
    request,
  }) => {
    const existing = await insertUser();
    const dup = await post(request, "/api/auth/register", {
      email: existing.email.toUpperCase(),
      password: TEST_PASSWORD,
      displayName: "Dup",
    });
    expect(dup.status()).toBe(202);
    expect(await dup.json()).toEqual({ status: "check_email", message: expect.stringContaining("Check your email") });
    expect(db.select().from(users).where(eq(users.email, existing.email)).all()).toHaveLength(1);
    expect(
      db
        .select()
        .from(messageQueue)
        .where(eq(messageQueue.userId, existing.id))
        .all()
        .map((m) => m.kind),
    ).toContain("registered_again");

    const email = uniqueEmail("api-lead");
    const res = await post(request, "/api/auth/register", {
      email,
      password: TEST_PASSWORD,
      displayName: "Api Lead",
      role: "ChapterLeader",
      justification: "I run drills",
    });
    expect(res.status()).toBe(202);
    const user = db.select().from(users).where(eq(users.email, email)).get()!;
    expect(rolesOf(user.id)).toEqual(["Member"]);
    expect(db.select().from(roleRequests).where(eq(roleRequests.userId, user.id)).get()?.status).toBe("Pending");

    const admin = await expectError(
      await post(request, "/api/auth/register", {
        email: uniqueEmail("api-adm"),
        password: TEST_PASSWORD,
        displayName: "X",
        role: "GlobalAdmin",
      }),
      400,
    );
    expect(admin.fieldErrors?.role).toBeTruthy();
    const weak = await expectError(
      await post(request, "/api/auth/register", {
        email: uniqueEmail("api-weak"),
        password: "password123",
        displayName: "X",
      }),
      400,
    );
    expect(weak.fieldErrors?.password).toBeTruthy();
  });

  test("login returns {user, token} for the right password and 401 otherwise", async ({ request }) => {
    const u = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Lo Gin" });
    const ok = await post(request, "/api/auth/login", { email: u.email, password: u.password });
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.user).toMatchObject({ id: u.id, displayName: "Lo Gin", email: u.email });
    expect(body.user.roles.sort()).toEqual(["ChapterLeader", "Member"]);
    expect((await request.get("/api/dashboard/metrics", { headers: auth(body.token) })).status()).toBe(200);

    await expectError(await post(request, "/api/auth/login", { email: u.email, password: "wrong-password" }), 401);
    await expectError(
      await post(request, "/api/auth/login", { email: uniqueEmail("nobody"), password: "whatever1" }),
      401,
    );
    const missing = await expectError(await post(request, "/api/auth/login", { email: u.email }), 400);
    expect(missing.fieldErrors?.password).toBeTruthy();
    await expectError(await request.get("/api/auth/login"), 405);
  });

  test("x-user-id is never trusted over the token", async ({ request }) => {
    const { user: admin } = await tokenFor(["GlobalAdmin", "Member"]);
    const { token } = await tokenFor(["Member"]);
    await expectError(await request.get("/api/admin/waitlist", { headers: { "x-user-id": admin.id } }), 401);
    await expectError(
      await request.get("/api/admin/waitlist", { headers: { ...auth(token), "x-user-id": admin.id } }),
      403,
    );
    await expectError(await request.get("/api/admin/waitlist", { headers: auth("not-a-real-token") }), 401);
  });
});

test.describe("hostile bodies never make a 500", () => {
  const endpoints = [
    "/api/auth/login",
    "/api/auth/register",
    "/api/role-requests",
    "/api/chapters",
    "/api/memberships",
    "/api/events",
    "/api/rsvps",
    "/api/resources",
    "/api/announcements",
    "/api/admin/role-requests/some-id/approve",
    "/api/admin/role-requests/some-id/reject",
    "/api/chapters/some-id/approve",
    "/api/chapters/some-id/reject",
    "/api/memberships/some-id/approve",
    "/api/memberships/some-id/reject",
  ];

  test("bad JSON, non-objects, wrong types, missing fields and oversized bodies", async ({ request }) => {
    const { token } = await tokenFor(["GlobalAdmin", "ChapterLeader", "Member"]);
    const huge = JSON.stringify({ title: "x".repeat(70 * 1024) });
    for (const url of endpoints) {
      for (const raw of ["{", '{"a":', "[1,2,3]", '"text"', "null"]) {
        const res = await postRaw(request, url, raw, token);
        expect(res.status(), `${url} with ${raw}`).toBe(400);
        expect((await res.json()).error).toBeTruthy();
      }
      const big = await postRaw(request, url, huge, token);
      expect(big.status(), `${url} oversized`).toBe(413);
      const weird = await post(
        request,
        url,
        {
          email: 5,
          password: [],
          title: { a: 1 },
          chapterId: 42,
          status: true,
          justification: 9,
          location: "x",
          name: ["a"],
        },
        token,
      );
      expect(weird.status(), `${url} wrong types`).toBeGreaterThanOrEqual(400);
      expect(weird.status(), `${url} wrong types`).toBeLessThan(500);
    }
    for (const url of [
      "/api/auth/login",
      "/api/auth/register",
      "/api/role-requests",
      "/api/chapters",
      "/api/memberships",
      "/api/events",
      "/api/rsvps",
      "/api/resources",
      "/api/announcements",
    ]) {
      const empty = await expectError(await post(request, url, {}, token), 400);
      expect(Object.keys(empty.fieldErrors ?? {}).length, `${url} names the missing fields`).toBeGreaterThan(0);
    }
  });
});

test.describe("admin waitlist", () => {
  test("visitor 401, member and leader 403 with the spec text, admin gets the entries", async ({ request }) => {
    const tag = uniqueSlug("apiwl").replace(/-/g, "");
    db.insert(waitlistEntries)
      .values({
        email: `${tag}@example.test`,
        firstName: "Wendy",
        lastName: tag,
        interestLevel: ["Member"],
        city: "Reno",
        state: "NV",
      })
      .run();
    await expectError(await request.get("/api/admin/waitlist"), 401);
    for (const roles of [["Member"], ["ChapterLeader", "Member"]] as Role[][]) {
      const { token } = await tokenFor(roles);
      const denied = await expectError(await request.get("/api/admin/waitlist", { headers: auth(token) }), 403);
      expect(denied.error).toBe("Access Denied: You need Global Administrator privileges to view the waitlist.");
    }
    const { token } = await tokenFor(["GlobalAdmin", "Member"]);
    const res = await request.get(`/api/admin/waitlist?q=${tag}`, { headers: auth(token) });
    expect(res.status()).toBe(200);
    const list = await res.json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        email: `${tag}@example.test`,
        firstName: "Wendy",
        lastName: tag,
        interestLevel: ["Member"],
        city: "Reno",
        state: "NV",
        status: "Active",
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(res.headers()["x-total-count"]).toBe("1");
    expect(Array.isArray(await (await request.get("/api/admin/waitlist", { headers: auth(token) })).json())).toBe(true);
    await expectError(await request.get("/api/admin/waitlist?limit=abc", { headers: auth(token) }), 400);
  });
});

test.describe("role requests", () => {
  test("a member asks once; admins list, approve and reject; others are refused", async ({ request }) => {
    const { user: member, token: memberToken } = await tokenFor(["Member"], "Rory Request");
    const created = await post(
      request,
      "/api/role-requests",
      { requestedRole: "ChapterLeader", justification: "I coordinate our CERT drills." },
      memberToken,
    );
    expect(created.status()).toBe(201);
    const request1 = await created.json();
    expect(request1).toMatchObject({
      requestedRole: "ChapterLeader",
      status: "Pending",
      user: { displayName: "Rory Request", email: member.email },
    });
    await expectError(
      await post(request, "/api/role-requests", { justification: "Asking a second time." }, memberToken),
      409,
    );
    await expectError(await post(request, "/api/role-requests", { justification: "Anonymous asking" }), 401);

    const { user: other } = await tokenFor(["Member"], "Otto Other");
    const request2 = requestRole(other.id, { requestedRole: "ChapterLeader", justification: "Please review me." });

    // Only admins list and review.
    await expectError(await request.get("/api/admin/role-requests"), 401);
    await expectError(await request.get("/api/admin/role-requests", { headers: auth(memberToken) }), 403);
    await expectError(await post(request, `/api/admin/role-requests/${request1.id}/approve`, {}, memberToken), 403);
    const { token: leaderToken } = await tokenFor(["ChapterLeader", "Member"]);
    await expectError(await post(request, `/api/admin/role-requests/${request1.id}/approve`, {}, leaderToken), 403);

    const { token: adminToken, user: admin } = await tokenFor(["GlobalAdmin", "Member"], "Ada Api");
    const pending = await (
      await request.get("/api/admin/role-requests?status=Pending", { headers: auth(adminToken) })
    ).json();
    expect(pending.every((r: { status: string }) => r.status === "Pending")).toBe(true);
    const mine = pending.find((r: { id: string }) => r.id === request1.id);
    expect(mine).toMatchObject({
      id: request1.id,
      user: { displayName: "Rory Request", email: member.email },
      requestedRole: "ChapterLeader",
      justification: "I coordinate our CERT drills.",
      status: "Pending",
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(mine.createdAt).toMatch(/^\d{4}-/);
    await expectError(await request.get("/api/admin/role-requests?status=Bogus", { headers: auth(adminToken) }), 400);

    const approved = await post(request, `/api/admin/role-requests/${request1.id}/approve`, undefined, adminToken);
    expect(approved.status()).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "Approved", reviewedBy: admin.id });
    expect(getUserById(member.id)?.roles).toContain("ChapterLeader");
    await expectError(await post(request, `/api/admin/role-requests/${request1.id}/approve`, {}, adminToken), 409);
    await expectError(await post(request, `/api/admin/role-requests/${request1.id}/reject`, {}, adminToken), 409);
    await expectError(await post(request, "/api/admin/role-requests/no-such-request/approve", {}, adminToken), 404);

    const rejected = await post(request, `/api/admin/role-requests/${request2.id}/reject`, {}, adminToken);
    expect(rejected.status()).toBe(200);
    expect((await rejected.json()).status).toBe("Rejected");
    expect(getUserById(other.id)?.roles).toEqual(["Member"]);
    const all = await (await request.get("/api/admin/role-requests", { headers: auth(adminToken) })).json();
    expect(all.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([request1.id, request2.id]));
  });
});

test.describe("metrics and audit logs", () => {
  test("metrics: 401 visitor, 403 member, the four numbers for leaders and admins", async ({ request }) => {
    await expectError(await request.get("/api/dashboard/metrics"), 401);
    const { token: memberToken } = await tokenFor(["Member"]);
    await expectError(await request.get("/api/dashboard/metrics", { headers: auth(memberToken) }), 403);
    for (const roles of [
      ["ChapterLeader", "Member"],
      ["GlobalAdmin", "Member"],
    ] as Role[][]) {
      const { token } = await tokenFor(roles);
      const res = await request.get("/api/dashboard/metrics", { headers: auth(token) });
      expect(res.status()).toBe(200);
      const m = await res.json();
      for (const key of ["totalChapters", "totalMembers", "upcomingEvents", "approvedChapters"])
        expect(typeof m[key]).toBe("number");
    }
  });

  test("audit logs: admins (network) and leaders (their chapters), newest first, paged by Link", async ({
    request,
  }) => {
    await expectError(await request.get("/api/audit-logs"), 401);
    await expectError(await request.get("/api/audit-logs", { headers: auth((await tokenFor(["Member"])).token) }), 403);
    // A leader who leads no chapter yet: an empty page, not the network's rows.
    const leader = await tokenFor(["ChapterLeader", "Member"]);
    const none = await request.get("/api/audit-logs", { headers: auth(leader.token) });
    expect(none.status()).toBe(200);
    expect(await none.json()).toEqual([]);
    const { token, user: admin } = await tokenFor(["GlobalAdmin", "Member"]);
    db.transaction((tx) => {
      for (let i = 0; i < 3; i++) writeAudit(tx, { actorId: admin.id, action: "update_profile" });
    });
    const res = await request.get("/api/audit-logs?limit=5", { headers: auth(token) });
    expect(res.status()).toBe(200);
    const rows = await res.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]).toMatchObject({
      id: expect.any(String),
      action: expect.stringMatching(/^[a-z_]+$/),
      createdAt: expect.any(String),
    });
    expect(rows[0].metadata).toBeTruthy();
    await expectError(await request.get("/api/audit-logs?limit=0", { headers: auth(token) }), 400);
    // The next page is in the Link header; following it never repeats a row.
    const first = await request.get(`/api/audit-logs?limit=2&actor=${admin.id}&action=update_profile`, {
      headers: auth(token),
    });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers()["link"] ?? "")?.[1];
    expect(next).toMatch(/^\/api\/audit-logs\?limit=2&actor=[\w-]+&action=update_profile&before=\d+\.\d+$/);
    const second = await request.get(next!, { headers: auth(token) });
    const ids = [...(await first.json()), ...(await second.json())].map((r: { id: string }) => r.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const bad = await request.get("/api/audit-logs?actor=nobody@example.test&from=2026-13-01", {
      headers: auth(token),
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      actor: ["No account uses this email address."],
      from: ["Enter a date as YYYY-MM-DD."],
    });
  });
});

test.describe("chapters", () => {
  test("leaders request chapters; admins approve and reject; others are refused", async ({ request }) => {
    const slug = uniqueSlug("api-ch");
    const { token: memberToken } = await tokenFor(["Member"]);
    const payload = {
      name: `Api Chapter ${slug}`,
      slug,
      description: "",
      city: "Austin",
      state: "TX",
      regionCode: "6",
    };
    await expectError(await post(request, "/api/chapters", payload), 401);
    await expectError(await post(request, "/api/chapters", payload, memberToken), 403);

    const { token: leaderToken, user: leader } = await tokenFor(["ChapterLeader", "Member"]);
    const res = await post(request, "/api/chapters", payload, leaderToken);
    expect(res.status()).toBe(201);
    const chapter = await res.json();
    expect(chapter).toMatchObject({
      name: `Api Chapter ${slug}`,
      slug,
      description: null,
      city: "Austin",
      state: "TX",
      memberCount: 0,
      regionCode: "6",
      status: "Pending",
    });
    expect(chapter.createdAt).toMatch(/^\d{4}-/);
    const taken = await expectError(await post(request, "/api/chapters", payload, leaderToken), 409);
    expect(taken.fieldErrors?.slug).toBeTruthy();
    const invalid = await expectError(
      await post(request, "/api/chapters", { ...payload, slug: "Bad Slug!", name: "ab" }, leaderToken),
      400,
    );
    expect(invalid.fieldErrors?.slug?.[0]).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
    expect(invalid.fieldErrors?.name?.[0]).toBe("Chapter name must be at least 3 characters");

    await expectError(await post(request, `/api/chapters/${chapter.id}/approve`, {}, leaderToken), 403);
    const { token: adminToken } = await tokenFor(["GlobalAdmin", "Member"]);
    const approved = await post(request, `/api/chapters/${chapter.id}/approve`, {}, adminToken);
    expect(approved.status()).toBe(200);
    expect(await approved.json()).toMatchObject({ id: chapter.id, status: "Approved", memberCount: 1 });
    await expectError(await post(request, `/api/chapters/${chapter.id}/approve`, {}, adminToken), 409);
    await expectError(await post(request, "/api/chapters/no-such-chapter/approve", {}, adminToken), 404);

    const second = await (
      await post(request, "/api/chapters", { ...payload, slug: `${slug}-b`, name: `Second ${slug}` }, leaderToken)
    ).json();
    await expectError(await post(request, `/api/chapters/${second.id}/reject`, { reason: "Nope" }, leaderToken), 403);
    const rejected = await post(
      request,
      `/api/chapters/${second.id}/reject`,
      { reason: "Another chapter covers this area." },
      adminToken,
    );
    expect(rejected.status()).toBe(200);
    expect(await rejected.json()).toMatchObject({
      status: "Rejected",
      rejectionReason: "Another chapter covers this area.",
    });
    expect(leader.id).toBeTruthy();
  });
});

test.describe("memberships", () => {
  test("members ask to join; the chapter's leader approves or rejects; others are refused", async ({ request }) => {
    const chapter = insertChapter({ name: `Join ${uniqueSlug("j")}` });
    const pendingChapter = insertChapter({ status: "Pending" });
    const { user: leader, token: leaderToken } = await tokenFor(["ChapterLeader", "Member"], "Lee Lead");
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const { token: otherLeaderToken, user: otherLeader } = await tokenFor(["ChapterLeader", "Member"]);
    insertMembership(otherLeader.id, insertChapter().id, "Leader", "Approved");

    const { user: member, token: memberToken } = await tokenFor(["Member"], "Mia Member");
    await expectError(await post(request, "/api/memberships", { chapterId: chapter.id, role: "Member" }), 401);
    const joined = await post(request, "/api/memberships", { chapterId: chapter.id, role: "Member" }, memberToken);
    expect(joined.status()).toBe(201);
    const membership = await joined.json();
    expect(membership).toMatchObject({ userId: member.id, chapterId: chapter.id, role: "Member", status: "Pending" });
    await expectError(
      await post(request, "/api/memberships", { chapterId: chapter.id, role: "Member" }, memberToken),
      409,
    );
    await expectError(await post(request, "/api/memberships", { chapterId: pendingChapter.id }, memberToken), 400);
    await expectError(await post(request, "/api/memberships", { chapterId: "no-such-chapter" }, memberToken), 404);
    const leaderRole = await expectError(
      await post(request, "/api/memberships", { chapterId: chapter.id, role: "Leader" }, memberToken),
      400,
    );
    expect(leaderRole.fieldErrors?.role).toBeTruthy();

    // The member sees their own record for the chapter; the leader sees the request with name and email.
    const own = await (
      await request.get(`/api/memberships?chapterId=${chapter.id}&userId=${member.id}`, { headers: auth(memberToken) })
    ).json();
    expect(own).toEqual([expect.objectContaining({ id: membership.id, status: "Pending" })]);
    const forLeader = await (
      await request.get(`/api/memberships?chapterId=${chapter.id}`, { headers: auth(leaderToken) })
    ).json();
    expect(forLeader.find((m: { id: string }) => m.id === membership.id)).toMatchObject({
      user: { displayName: "Mia Member", email: member.email },
    });
    const forOther = await (
      await request.get(`/api/memberships?chapterId=${chapter.id}`, { headers: auth(otherLeaderToken) })
    ).json();
    expect(forOther).toEqual([]);
    await expectError(await request.get("/api/memberships"), 401);

    await expectError(await post(request, `/api/memberships/${membership.id}/approve`, {}, memberToken), 403);
    await expectError(await post(request, `/api/memberships/${membership.id}/approve`, {}, otherLeaderToken), 403);
    const approved = await post(request, `/api/memberships/${membership.id}/approve`, {}, leaderToken);
    expect(approved.status()).toBe(200);
    expect((await approved.json()).status).toBe("Approved");
    await expectError(await post(request, `/api/memberships/${membership.id}/approve`, {}, leaderToken), 409);
    await expectError(await post(request, "/api/memberships/no-such-membership/approve", {}, leaderToken), 404);

    const { token: secondToken } = await tokenFor(["Member"]);
    const second = await (await post(request, "/api/memberships", { chapterId: chapter.id }, secondToken)).json();
    const rejected = await post(
      request,
      `/api/memberships/${second.id}/reject`,
      { reason: "Chapter is full" },
      leaderToken,
    );
    expect(rejected.status()).toBe(200);
    expect((await rejected.json()).status).toBe("Rejected");
  });
});

test.describe("events and RSVPs", () => {
  test("leaders create events for their chapters; anyone lists them; members RSVP", async ({ request }) => {
    const chapter = insertChapter();
    const otherChapter = insertChapter();
    const { user: leader, token: leaderToken } = await tokenFor(["ChapterLeader", "Member"]);
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const { user: member, token: memberToken } = await tokenFor(["Member"]);
    insertMembership(member.id, chapter.id, "Member", "Approved");
    const { token: outsiderToken } = await tokenFor(["Member"]);
    const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const payload = {
      title: `Api Drill ${uniqueSlug("ev")}`,
      description: "Bring water.",
      chapterId: chapter.id,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      location: { text: "Fire Station 3" },
    };
    await expectError(await post(request, "/api/events", payload), 401);
    await expectError(await post(request, "/api/events", payload, memberToken), 403);
    await expectError(await post(request, "/api/events", { ...payload, chapterId: otherChapter.id }, leaderToken), 403);
    const bad = await expectError(
      await post(
        request,
        "/api/events",
        { ...payload, title: "ab", location: { text: "" }, endAt: payload.startAt },
        leaderToken,
      ),
      400,
    );
    expect(Object.keys(bad.fieldErrors ?? {})).toEqual(expect.arrayContaining(["title", "location.text"]));

    const created = await post(request, "/api/events", payload, leaderToken);
    expect(created.status()).toBe(201);
    const event = await created.json();
    expect(event).toMatchObject({
      title: payload.title,
      description: "Bring water.",
      chapterId: chapter.id,
      startAt: payload.startAt,
      endAt: payload.endAt,
      location: { text: "Fire Station 3" },
    });

    // Listing needs no token (the chapter page uses it signed out).
    const list = await (await request.get(`/api/events?chapterId=${chapter.id}`)).json();
    expect(list.map((e: { id: string }) => e.id)).toContain(event.id);

    await expectError(await post(request, "/api/rsvps", { eventId: event.id, status: "Confirmed" }), 401);
    // Only the chapter's members answer an event that is not open to the network (issue 28).
    const refused = await expectError(
      await post(request, "/api/rsvps", { eventId: event.id, status: "Confirmed" }, outsiderToken),
      403,
    );
    expect(refused.error).toBe("Only members of this event's chapter can RSVP to it.");
    const rsvp = await post(request, "/api/rsvps", { eventId: event.id, status: "Confirmed" }, memberToken);
    expect(rsvp.status()).toBe(200);
    expect(await rsvp.json()).toMatchObject({ eventId: event.id, status: "Confirmed" });
    expect((await post(request, "/api/rsvps", { eventId: event.id, status: "Maybe" }, memberToken)).status()).toBe(200);
    const statuses = await (await request.get(`/api/events/${event.id}/rsvps`, { headers: auth(memberToken) })).json();
    expect(statuses).toEqual(["Maybe"]);
    await expectError(await post(request, "/api/rsvps", { eventId: event.id, status: "Sure" }, memberToken), 400);
    await expectError(
      await post(request, "/api/rsvps", { eventId: "no-such-event", status: "Maybe" }, memberToken),
      404,
    );
    await expectError(await request.get("/api/events/no-such-event/rsvps", { headers: auth(memberToken) }), 404);

    const past = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Old drill",
        startAt: new Date(Date.now() - 86_400_000),
        locationText: "Park",
      })
      .returning()
      .get();
    await expectError(await post(request, "/api/rsvps", { eventId: past.id, status: "Confirmed" }, memberToken), 409);
  });
});

test.describe("chapter directory", () => {
  test("lists approved chapters for everyone and every status for admins; one chapter by slug", async ({ request }) => {
    const tag = uniqueSlug("dir").replace(/-/g, "");
    const approved = insertChapter({ name: `Dir Approved ${tag}`, city: "Austin", state: "TX" });
    const pending = insertChapter({ name: `Dir Pending ${tag}`, status: "Pending" });
    const visitorList = await request.get(`/api/chapters?q=${tag}`);
    expect(visitorList.status()).toBe(200);
    const list = await visitorList.json();
    expect(list).toEqual([
      {
        id: approved.id,
        name: `Dir Approved ${tag}`,
        slug: approved.slug,
        description: "A test chapter.",
        city: "Austin",
        state: "TX",
        memberCount: 0,
        regionCode: "6",
        status: "Approved",
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    expect(visitorList.headers()["x-total-count"]).toBe("1");
    const { token: adminToken } = await tokenFor(["GlobalAdmin", "Member"]);
    const adminList = await (await request.get(`/api/chapters?q=${tag}`, { headers: auth(adminToken) })).json();
    expect(adminList.map((c: { id: string }) => c.id).sort()).toEqual([approved.id, pending.id].sort());
    await expectError(await request.get("/api/chapters?radius=30"), 400);
    await expectError(await request.get("/api/chapters?pageSize=100000"), 400);

    const one = await request.get(`/api/chapters/${approved.slug}`);
    expect(one.status()).toBe(200);
    expect(await one.json()).toMatchObject({
      id: approved.id,
      slug: approved.slug,
      status: "Approved",
      membership: null,
      upcomingEvents: [],
    });
    await expectError(await request.get(`/api/chapters/${pending.slug}`), 404);
    expect((await request.get(`/api/chapters/${pending.slug}`, { headers: auth(adminToken) })).status()).toBe(200);
    await expectError(await request.get("/api/chapters/no-such-chapter"), 404);
  });

  test("the report pickers' suggestions (scope=led) are the caller's own chapters, signed in only", async ({
    request,
  }) => {
    const tag = uniqueSlug("sug").replace(/-/g, "");
    const mine = insertChapter({ name: `Sug Mine ${tag}` });
    const theirs = insertChapter({ name: `Sug Theirs ${tag}` });
    const { user: leader, token: leaderToken } = await tokenFor(["ChapterLeader", "Member"]);
    insertMembership(leader.id, mine.id, "Leader");
    const suggestions = await request.get(`/api/chapters?scope=led&q=${tag}`, { headers: auth(leaderToken) });
    expect(suggestions.status()).toBe(200);
    expect(suggestions.headers()["cache-control"]).toContain("private");
    expect(await suggestions.json()).toEqual([{ id: mine.id, name: mine.name, slug: mine.slug, status: "Approved" }]);
    // The directory itself is unchanged for the same leader and for visitors.
    const directory = await (await request.get(`/api/chapters?q=${tag}`, { headers: auth(leaderToken) })).json();
    expect(directory.map((c: { id: string }) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await (await request.get(`/api/chapters?q=${tag}`)).json()).length).toBe(2);
    await expectError(await request.get(`/api/chapters?scope=led&q=${tag}`), 401);
    await expectError(await request.get(`/api/chapters?scope=mine&q=${tag}`, { headers: auth(leaderToken) }), 400);
    const { token: adminToken } = await tokenFor(["GlobalAdmin", "Member"]);
    const forAdmin = await (
      await request.get(`/api/chapters?scope=led&q=${tag}`, { headers: auth(adminToken) })
    ).json();
    expect(forAdmin.map((c: { id: string }) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
  });
});

test.describe("resources", () => {
  test("each level sees only what it may; leaders can't publish Admin resources", async ({ request }) => {
    const tag = uniqueSlug("res").replace(/-/g, "");
    const { token: adminToken } = await tokenFor(["GlobalAdmin", "Member"]);
    const { token: leaderToken, user: leader } = await tokenFor(["ChapterLeader", "Member"]);
    const chapter = insertChapter();
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const { token: memberToken } = await tokenFor(["Member"]);

    const base = {
      title: `Guide ${tag}`,
      description: "",
      fileUrl: "",
      linkUrl: "https://example.org/guide",
      chapterId: null,
    };
    await expectError(await post(request, "/api/resources", base), 401);
    await expectError(await post(request, "/api/resources", { ...base, accessLevel: "Member" }, memberToken), 403);
    await expectError(await post(request, "/api/resources", { ...base, accessLevel: "Admin" }, leaderToken), 403);
    const noUrl = await expectError(
      await post(request, "/api/resources", { ...base, linkUrl: "", accessLevel: "Member" }, leaderToken),
      400,
    );
    expect(noUrl.error).toContain("Either file URL or link URL is required");
    await expectError(
      await post(request, "/api/resources", { ...base, linkUrl: "javascript:alert(1)" }, leaderToken),
      400,
    );

    const created = await post(
      request,
      "/api/resources",
      { ...base, title: `Leader ${tag}`, accessLevel: "Leader", chapterId: chapter.id },
      leaderToken,
    );
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({
      title: `Leader ${tag}`,
      accessLevel: "Leader",
      fileUrl: null,
      linkUrl: "https://example.org/guide",
      chapterId: chapter.id,
      version: 1,
      description: null,
    });
    expect(
      (
        await post(request, "/api/resources", { ...base, title: `Member ${tag}`, accessLevel: "Member" }, leaderToken)
      ).status(),
    ).toBe(201);
    expect(
      (
        await post(request, "/api/resources", { ...base, title: `Admin ${tag}`, accessLevel: "Admin" }, adminToken)
      ).status(),
    ).toBe(201);

    const titles = async (token?: string) =>
      ((await (await request.get(`/api/resources?q=${tag}`, { headers: auth(token) })).json()) as { title: string }[])
        .map((r) => r.title)
        .sort();
    expect(await titles(memberToken)).toEqual([`Member ${tag}`]);
    expect(await titles(leaderToken)).toEqual([`Leader ${tag}`, `Member ${tag}`]);
    expect(await titles(adminToken)).toEqual([`Admin ${tag}`, `Leader ${tag}`, `Member ${tag}`]);
    await expectError(await request.get("/api/resources"), 401);
  });
});

test.describe("announcements", () => {
  test("leaders post for their chapters, admins post Global; the chapter's members read", async ({ request }) => {
    const tag = uniqueSlug("ann").replace(/-/g, "");
    const chapter = insertChapter();
    const { token: leaderToken, user: leader } = await tokenFor(["ChapterLeader", "Member"], "Lena Leader");
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const { token: memberToken, user: member } = await tokenFor(["Member"]);
    insertMembership(member.id, chapter.id, "Member", "Approved");
    const { token: strangerToken } = await tokenFor(["Member"]);
    const { token: adminToken } = await tokenFor(["GlobalAdmin", "Member"]);
    const body = {
      title: `Heat ${tag}`,
      body: "Cooling centre opens at noon today.",
      scope: "Chapter",
      chapterId: chapter.id,
      sendEmail: false,
    };

    await expectError(await post(request, "/api/announcements", body), 401);
    await expectError(await post(request, "/api/announcements", body, memberToken), 403);
    await expectError(
      await post(request, "/api/announcements", { ...body, scope: "Global", chapterId: null }, leaderToken),
      403,
    );
    const short = await expectError(
      await post(request, "/api/announcements", { ...body, body: "short" }, leaderToken),
      400,
    );
    expect(short.fieldErrors?.body?.[0]).toBe("Announcement body must be at least 10 characters");
    const noChapter = await expectError(
      await post(request, "/api/announcements", { ...body, chapterId: "" }, leaderToken),
      400,
    );
    expect(noChapter.fieldErrors?.chapterId?.[0]).toBe("Chapter must be selected for chapter-scoped announcements");

    const created = await post(request, "/api/announcements", body, leaderToken);
    expect(created.status()).toBe(201);
    const announcement = await created.json();
    expect(announcement).toMatchObject({
      title: `Heat ${tag}`,
      scope: "Chapter",
      chapterId: chapter.id,
      postedBy: leader.id,
      sendEmail: false,
      email: null,
    });
    const global = await post(
      request,
      "/api/announcements",
      { ...body, title: `Global ${tag}`, scope: "Global", chapterId: chapter.id },
      adminToken,
    );
    expect(global.status()).toBe(201);
    expect((await global.json()).chapterId).toBeNull();

    const list = await (await request.get(`/api/announcements?q=${tag}`, { headers: auth(memberToken) })).json();
    expect(list.map((a: { title: string }) => a.title)).toEqual([`Global ${tag}`, `Heat ${tag}`]);
    expect(list[1]).toMatchObject({
      id: announcement.id,
      body: "Cooling centre opens at noon today.",
      postedBy: leader.id,
      createdAt: expect.any(String),
    });
    // Another account, not a member of the chapter, reads only the Global one.
    const theirs = await (await request.get(`/api/announcements?q=${tag}`, { headers: auth(strangerToken) })).json();
    expect(theirs.map((a: { title: string }) => a.title)).toEqual([`Global ${tag}`]);
    await expectError(await request.get("/api/announcements"), 401);
  });
});
