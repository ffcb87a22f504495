import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accountTokens, auditLogs, messageQueue, sessions, users } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import {
  findPasswordResetEmail,
  hashAccountToken,
  INVALID_RESET_LINK,
  RESET_LINK_TTL_MS,
  requestPasswordReset,
  resetPassword,
} from "~/models/password-reset.server";
import { setLanguagePreference } from "~/models/language.server";
import { createUser, verifyLogin } from "~/models/user.server";
import { forgotPasswordAction, TOO_MANY_RESETS } from "~/flows/password-reset.server";
import { LIMITS } from "~/utils/rate-limit.server";

const BASE = "https://cert.example.test";

let n = 0;
async function account(language?: "en" | "es" | "fr") {
  const user = await createUser({
    email: `reset${++n}@example.test`,
    password: "Old-Password-42",
    displayName: `Reset Person ${n}`,
  });
  if (language) setLanguagePreference(user.id, language);
  return user;
}

/** The link in the newest reset email queued for this address, and that email. */
function lastResetMail(email: string) {
  const mails = db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.to, email), eq(messageQueue.kind, "password_reset")))
    .all();
  const mail = mails.at(-1)!;
  const link = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)!;
  return { mail, token: link[1]!, count: mails.length };
}

describe("password reset", () => {
  it("queues one email with a link whose token is stored only as its hash", async () => {
    const user = await account();
    expect(requestPasswordReset(user.email.toUpperCase(), BASE)).toBe(true);
    const { mail, token } = lastResetMail(user.email);
    expect(mail.subject).toBe("Reset your CERT Chapters password");
    expect(mail.body).toContain("expires in 1 hour");
    expect(mail.body).toContain(`${BASE}/auth/reset-password/${token}`);
    const rows = db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(findPasswordResetEmail(token)).toBe(user.email);
  });

  it("queues nothing for an address without an account", () => {
    const before = db.select().from(messageQueue).all().length;
    expect(requestPasswordReset("nobody-here@example.test", BASE)).toBe(false);
    expect(db.select().from(messageQueue).all().length).toBe(before);
  });

  it("writes the email in the account's saved language", async () => {
    const user = await account("es");
    requestPasswordReset(user.email, BASE);
    const { mail } = lastResetMail(user.email);
    expect(mail.subject).toBe("Restablece tu contraseña de CERT Chapters");
    expect(mail.body).toContain("caduca en 1 hora");
  });

  it("sets the new password, ends every session and spends the link", async () => {
    const user = await account();
    createSessionRow(user.id, "browser");
    createSessionRow(user.id, "api");
    requestPasswordReset(user.email, BASE);
    const { token } = lastResetMail(user.email);
    await resetPassword(token, "New-Password-42");
    expect(await verifyLogin(user.email, "New-Password-42")).not.toBeNull();
    expect(await verifyLogin(user.email, "Old-Password-42")).toBeNull();
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect(findPasswordResetEmail(token)).toBeNull();
    await expect(resetPassword(token, "Another-Password-42")).rejects.toMatchObject({
      kind: "invalid",
      message: INVALID_RESET_LINK,
    });
    expect(await verifyLogin(user.email, "New-Password-42")).not.toBeNull();
    const actions = db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, user.id))
      .all()
      .map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["request_password_reset", "reset_password"]));
  });

  it("refuses a link after its hour", async () => {
    const user = await account();
    const askedAt = new Date("2026-11-26T02:00:00Z");
    requestPasswordReset(user.email, BASE, askedAt);
    const { token } = lastResetMail(user.email);
    const justBefore = new Date(askedAt.getTime() + RESET_LINK_TTL_MS - 1000);
    const justAfter = new Date(askedAt.getTime() + RESET_LINK_TTL_MS + 1000);
    expect(findPasswordResetEmail(token, justBefore)).toBe(user.email);
    expect(findPasswordResetEmail(token, justAfter)).toBeNull();
    await expect(resetPassword(token, "New-Password-42", justAfter)).rejects.toMatchObject({ kind: "invalid" });
    const row = db.select().from(users).where(eq(users.id, user.id)).get()!;
    expect(await verifyLogin(row.email, "Old-Password-42")).not.toBeNull();
  });

  it("a newer link replaces the unused older one", async () => {
    const user = await account();
    requestPasswordReset(user.email, BASE);
    const first = lastResetMail(user.email).token;
    requestPasswordReset(user.email, BASE);
    const second = lastResetMail(user.email).token;
    expect(first).not.toBe(second);
    expect(findPasswordResetEmail(first)).toBeNull();
    expect(findPasswordResetEmail(second)).toBe(user.email);
  });

  it("refuses a made-up or oversized token without touching any account", async () => {
    expect(findPasswordResetEmail("not-a-real-token")).toBeNull();
    expect(findPasswordResetEmail("x".repeat(5000))).toBeNull();
    await expect(resetPassword("not-a-real-token", "New-Password-42")).rejects.toMatchObject({ kind: "invalid" });
  });

  it("two uses of one link racing: one succeeds, the other is refused", async () => {
    const user = await account();
    requestPasswordReset(user.email, BASE);
    const { token } = lastResetMail(user.email);
    const results = await Promise.allSettled([
      resetPassword(token, "First-Password-42"),
      resetPassword(token, "Second-Password-42"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
  });
});

let address = 0;
async function ask(email: string, clientAddress = `203.0.113.${++address}`) {
  const body = new FormData();
  body.set("email", email);
  const response = await forgotPasswordAction(
    new Request("http://127.0.0.1/auth/forgot-password", { method: "POST", body }),
    { clientAddress },
  );
  return { status: response.status, body: (await response.json()) as { sentTo: string | null; result: unknown } };
}

describe("asking for a reset link", () => {
  it("answers the same whether or not the address has an account", async () => {
    const user = await account();
    const known = await ask(user.email);
    const unknown = await ask("no-account-at-all@example.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.sentTo).toBe(user.email);
    expect(unknown.body.sentTo).toBe("no-account-at-all@example.test");
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(lastResetMail(user.email).count).toBe(1);
  });

  it("sends at most the account's limit of links an hour, answering the same after it", async () => {
    const user = await account();
    const limit = LIMITS.passwordResetAccount.limit;
    // From a new address each time: the account's limit, not the address's, is the one that holds.
    for (let i = 0; i < limit + 2; i++) {
      const answer = await ask(user.email.toUpperCase());
      expect(answer.status).toBe(200);
      expect(answer.body.sentTo).toBe(user.email);
    }
    expect(lastResetMail(user.email).count).toBe(limit);
  });

  it("tells one address that asks too often to wait, keeping what it typed", async () => {
    const from = "198.51.100.250";
    for (let i = 0; i < LIMITS.passwordReset.limit; i++) {
      expect((await ask(`flood${i}@example.test`, from)).status).toBe(200);
    }
    const over = await ask("flood-last@example.test", from);
    expect(over.status).toBe(429);
    expect(over.body.sentTo).toBeNull();
    expect(JSON.stringify(over.body.result)).toContain(TOO_MANY_RESETS);
    expect(JSON.stringify(over.body.result)).toContain("flood-last@example.test");
  });

  it("refuses a malformed address with a field error", async () => {
    const answer = await ask("not-an-email");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.result)).toContain("Enter a valid email address");
  });
});
