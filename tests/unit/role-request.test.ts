import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs } from "~/db/schema";
import { RoleRequestFilterSchema, RoleRequestSchema } from "~/models/role-request.schema";
import {
  approveRoleRequest,
  countPendingRoleRequests,
  getPendingRequestFor,
  getRoleRequest,
  listRoleRequests,
  rejectRoleRequest,
  requestRole,
  toApiRoleRequest,
} from "~/models/role-request.server";
import { createUser, getUserById } from "~/models/user.server";
import { AccessError } from "~/access/errors";
import { actorOf } from "../helpers/actor";

let n = 0;
const user = (roles: ("Member" | "GlobalAdmin" | "ChapterLeader")[] = ["Member"]) =>
  createUser({ email: `rr${n++}@example.test`, password: "Correct-Horse-42", displayName: `User ${n}`, roles });

function errorStatus(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e.status;
    throw e;
  }
  return null;
}

describe("role requests", () => {
  it("a member asks once; a second pending request for the same role is refused", async () => {
    const u = await user();
    const r = requestRole(u.id, { requestedRole: "ChapterLeader", justification: "I run the block phone tree" });
    expect(r.status).toBe("Pending");
    expect(getPendingRequestFor(actorOf(u), "ChapterLeader")?.id).toBe(r.id);
    expect(
      errorStatus(() => requestRole(u.id, { requestedRole: "ChapterLeader", justification: "again please" })),
    ).toBe(409);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, r.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["request_role"]);
  });

  it("approving grants the role, records the reviewer, and can't happen twice", async () => {
    const admin = await user(["GlobalAdmin"]);
    const u = await user();
    const r = requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Ten years of EMS work" });
    approveRoleRequest(actorOf(admin), r.id);
    expect(getUserById(u.id)?.roles).toContain("ChapterLeader");
    const view = getRoleRequest(actorOf(admin), r.id)!;
    expect(view.status).toBe("Approved");
    expect(view.reviewedBy?.id).toBe(admin.id);
    expect(view.reviewedAt).toBeInstanceOf(Date);
    expect(errorStatus(() => approveRoleRequest(actorOf(admin), r.id))).toBe(409);
    expect(errorStatus(() => rejectRoleRequest(actorOf(admin), r.id))).toBe(409);
    // Holding the role now, asking again is refused.
    expect(errorStatus(() => requestRole(u.id, { requestedRole: "ChapterLeader", justification: "more please" }))).toBe(
      409,
    );
    const actions = db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, r.id))
      .all()
      .map((a) => a.action);
    expect(actions).toContain("approve_role_request");
  });

  it("rejecting leaves the roles alone and allows a new request later", async () => {
    const admin = await user(["GlobalAdmin"]);
    const u = await user();
    const r = requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Please let me lead" });
    rejectRoleRequest(actorOf(admin), r.id);
    expect(getUserById(u.id)?.roles).toEqual(["Member"]);
    expect(getRoleRequest(actorOf(u), r.id)?.status).toBe("Rejected");
    expect(requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Trying again now" }).status).toBe(
      "Pending",
    );
    expect(errorStatus(() => approveRoleRequest(actorOf(admin), "no-such-id"))).toBe(404);
  });

  it("the queue is for administrators; one request for its requester or an administrator", async () => {
    const u = await user();
    const leader = actorOf(await user(["ChapterLeader"]));
    const r = requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Read rules test" });
    expect(errorStatus(() => listRoleRequests(actorOf(u)))).toBe(403);
    expect(errorStatus(() => listRoleRequests(leader))).toBe(403);
    expect(errorStatus(() => countPendingRoleRequests(leader))).toBe(403);
    expect(getRoleRequest(actorOf(u), r.id)?.id).toBe(r.id);
    expect(getRoleRequest(leader, r.id)).toBeNull();
  });

  it("lists by status with user and reviewer, newest first", async () => {
    const admin = actorOf(await user(["GlobalAdmin"]));
    const before = countPendingRoleRequests(admin);
    const u = await user();
    requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Listing test request" });
    expect(countPendingRoleRequests(admin)).toBe(before + 1);
    const pending = listRoleRequests(admin, { status: "Pending" });
    expect(pending.every((r) => r.status === "Pending")).toBe(true);
    expect(pending[0]!.user.email).toBe(u.email);
    const all = listRoleRequests(admin, { status: "All" });
    expect(all.length).toBeGreaterThan(pending.length);
    const api = toApiRoleRequest(pending[0]!);
    expect(api).toMatchObject({
      user: { email: u.email },
      requestedRole: "ChapterLeader",
      status: "Pending",
      reviewedAt: null,
    });
    expect(typeof api.createdAt).toBe("string");
  });

  it("validates the request and the filter", () => {
    expect(RoleRequestSchema.safeParse({ justification: "" }).success).toBe(false);
    expect(
      RoleRequestSchema.safeParse({ requestedRole: "GlobalAdmin", justification: "I would like admin" }).success,
    ).toBe(false);
    expect(RoleRequestSchema.parse({ justification: "  I lead my block  " })).toEqual({
      requestedRole: "ChapterLeader",
      justification: "I lead my block",
    });
    expect(RoleRequestFilterSchema.parse({})).toEqual({ status: "All" });
    expect(RoleRequestFilterSchema.safeParse({ status: "Bogus" }).success).toBe(false);
  });
});
