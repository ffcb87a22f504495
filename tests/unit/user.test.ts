import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, roleRequests, sessions, userSettings, waitlistEntries } from "~/db/schema";
import { LoginSchema, PasswordSchema, RegisterSchema } from "~/models/user.schema";
import { createUser, DUPLICATE_EMAIL, getUserById, verifyLogin } from "~/models/user.server";
import { safeRedirect } from "~/utils/misc";
import { createSessionRow, deleteOtherSessions, findLiveSession } from "~/access/sessions.server";
import { SESSION_IDLE_MS } from "~/utils/session.server";

describe("accounts", () => {
  it("stores a case-folded email and an argon2id hash, never the password", async () => {
    const u = await createUser({
      email: "  Mixed.Case@Example.TEST ",
      password: "Correct-Horse-42",
      displayName: "Mix",
    });
    expect(u.email).toBe("mixed.case@example.test");
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u.passwordHash).not.toContain("Correct-Horse-42");
    expect(getUserById(u.id)?.roles).toEqual(["Member"]);
    expect(db.select().from(userSettings).where(eq(userSettings.userId, u.id)).get()?.timezone).toBe(
      "America/New_York",
    );
    expect(
      db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.actorId, u.id))
        .all()
        .map((a) => a.action),
    ).toContain("register_user");
  });

  it("refuses a second account with the same email in another case", async () => {
    await createUser({ email: "dup@example.test", password: "Correct-Horse-42", displayName: "A" });
    await expect(
      createUser({ email: "DUP@example.test", password: "Correct-Horse-42", displayName: "B" }),
    ).rejects.toMatchObject({
      name: "AccessError",
      kind: "conflict",
      message: "An account with this email already exists",
      fieldErrors: { email: [DUPLICATE_EMAIL] },
    });
  });

  it("verifies the right password only", async () => {
    await createUser({ email: "login@example.test", password: "Correct-Horse-42", displayName: "L" });
    expect(await verifyLogin("LOGIN@example.test", "Correct-Horse-42")).not.toBeNull();
    expect(await verifyLogin("login@example.test", "wrong-password")).toBeNull();
    expect(await verifyLogin("nobody@example.test", "Correct-Horse-42")).toBeNull();
  });

  it("a ChapterLeader registration is a Member with a pending role request", async () => {
    const u = await createUser({
      email: "wannalead@example.test",
      password: "Correct-Horse-42",
      displayName: "W",
      requestedRole: "ChapterLeader",
      justification: "I lead my block",
    });
    expect(getUserById(u.id)?.roles).toEqual(["Member"]);
    const req = db.select().from(roleRequests).where(eq(roleRequests.userId, u.id)).get();
    expect(req).toMatchObject({ requestedRole: "ChapterLeader", status: "Pending", justification: "I lead my block" });
  });

  it("registering with a waitlisted email marks the entry Converted", async () => {
    db.insert(waitlistEntries).values({ email: "waiting@example.test" }).run();
    await createUser({ email: "Waiting@example.test", password: "Correct-Horse-42", displayName: "W" });
    expect(
      db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "waiting@example.test")).get()?.status,
    ).toBe("Converted");
  });
});

describe("schemas", () => {
  it("register needs matching passwords", () => {
    const r = RegisterSchema.safeParse({
      displayName: "A",
      email: "a@example.test",
      password: "Correct-Horse-42",
      confirmPassword: "Correct-Horse-43",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Passwords don't match");
  });

  it("passwords: at least 8, up to 128, common ones refused", () => {
    expect(PasswordSchema.safeParse("short").success).toBe(false);
    expect(PasswordSchema.safeParse("password123").success).toBe(false);
    expect(PasswordSchema.safeParse("x".repeat(64)).success).toBe(true);
    expect(PasswordSchema.safeParse("x".repeat(129)).success).toBe(false);
    expect(PasswordSchema.safeParse("Correct-Horse-42").success).toBe(true);
  });

  it("login requires both fields and a valid email", () => {
    expect(LoginSchema.safeParse({ email: "", password: "" }).success).toBe(false);
    expect(LoginSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
    expect(LoginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });

  it("safeRedirect only allows same-site paths", () => {
    expect(safeRedirect("/dashboard/events")).toBe("/dashboard/events");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect(null, "/")).toBe("/");
  });
});

describe("sessions", () => {
  it("expired, idle and deleted sessions are refused; other sessions can be ended", async () => {
    const u = await createUser({ email: "sess@example.test", password: "Correct-Horse-42", displayName: "S" });
    const live = createSessionRow(u.id);
    expect(findLiveSession(live.token)?.userId).toBe(u.id);

    const expired = createSessionRow(u.id);
    db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, expired.id))
      .run();
    expect(findLiveSession(expired.token)).toBeNull();

    const idle = createSessionRow(u.id);
    db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, idle.id))
      .run();
    expect(findLiveSession(idle.token)).toBeNull();

    deleteOtherSessions(u.id, live.id);
    expect(findLiveSession(live.token)).not.toBeNull();
    expect(db.select().from(sessions).where(eq(sessions.userId, u.id)).all()).toHaveLength(1);
    expect(findLiveSession("no-such-session")).toBeNull();
  });
});
