import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, memberships } from "~/db/schema";
import { createUser } from "~/models/user.server";
import {
  canLeadChapter,
  getOptionalUser,
  requireApiRole,
  requireApiUser,
  requireChapterLeader,
  requireRole,
  requireUser,
} from "~/utils/permissions.server";
import { createSessionRow } from "~/access/sessions.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";

let n = 0;
async function user(roles: ("Member" | "ChapterLeader" | "GlobalAdmin")[] = ["Member"]) {
  return createUser({ email: `perm${n++}@example.test`, password: "Correct-Horse-42", displayName: "P", roles });
}
function chapter() {
  return db.insert(chapters).values({ name: "C", slug: `c-${n++}`, city: "Austin", state: "TX", status: "Approved" }).returning().get();
}
async function cookieRequest(userId: string, path = "/dashboard/x?y=1") {
  const row = createSessionRow(userId);
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, row.id);
  const cookie = (await authSessionStorage.commitSession(session)).split(";")[0]!;
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
}
function bearerRequest(userId: string) {
  const row = createSessionRow(userId, "api");
  return new Request("http://localhost/api/x", { headers: { Authorization: `Bearer ${row.id}` } });
}
async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e as Response;
  }
  throw new Error("expected a thrown response");
}

describe("permission helpers", () => {
  it("requireUser redirects a visitor to login with redirectTo back to the page", async () => {
    const res = await thrown(requireUser(new Request("http://localhost/dashboard/events?tab=past")));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fdashboard%2Fevents%3Ftab%3Dpast");
  });

  it("requireUser returns the user of a live cookie session", async () => {
    const u = await user();
    const got = await requireUser(await cookieRequest(u.id));
    expect(got.id).toBe(u.id);
    expect(got.roles).toEqual(["Member"]);
  });

  it("requireRole gives a signed-in user without the role a 403", async () => {
    const u = await user();
    const res = await thrown(requireRole(await cookieRequest(u.id), "GlobalAdmin"));
    expect(res.status).toBe(403);
  });

  it("requireRole lets an admin through", async () => {
    const u = await user(["GlobalAdmin", "Member"]);
    expect((await requireRole(await cookieRequest(u.id), ["GlobalAdmin"])).id).toBe(u.id);
  });

  it("API helpers answer 401 without a token and 403 without the role", async () => {
    expect((await thrown(requireApiUser(new Request("http://localhost/api/x")))).status).toBe(401);
    const u = await user();
    expect((await thrown(requireApiRole(bearerRequest(u.id), "ChapterLeader"))).status).toBe(403);
    expect((await requireApiUser(bearerRequest(u.id))).id).toBe(u.id);
  });

  it("x-user-id is never trusted without a token", async () => {
    const u = await user(["GlobalAdmin"]);
    const req = new Request("http://localhost/api/x", { headers: { "x-user-id": u.id } });
    expect(await getOptionalUser(req)).toBeNull();
  });

  it("canLeadChapter needs an approved Leader membership of that chapter (or GlobalAdmin)", async () => {
    const leader = await user(["ChapterLeader", "Member"]);
    const admin = await user(["GlobalAdmin"]);
    const mine = chapter();
    const other = chapter();
    const pending = chapter();
    db.insert(memberships).values({ userId: leader.id, chapterId: mine.id, role: "Leader", status: "Approved" }).run();
    db.insert(memberships).values({ userId: leader.id, chapterId: pending.id, role: "Leader", status: "Pending" }).run();
    const l = { id: leader.id, roles: ["ChapterLeader" as const] };
    expect(canLeadChapter(l, mine.id)).toBe(true);
    expect(canLeadChapter(l, other.id)).toBe(false);
    expect(canLeadChapter(l, pending.id)).toBe(false);
    expect(canLeadChapter({ id: admin.id, roles: ["GlobalAdmin"] }, other.id)).toBe(true);
    expect(canLeadChapter(null, mine.id)).toBe(false);
    const res = await thrown(requireChapterLeader(await cookieRequest(leader.id), other.id));
    expect(res.status).toBe(403);
  });
});
