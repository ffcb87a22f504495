import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accountTokens, auditLogs, chapters, memberships, messageQueue, users } from "~/db/schema";
import { isAccessError } from "~/access/errors";
import {
  CONFIRM_EMAIL_FIRST,
  confirmEmailAddress,
  findVerifyEmailAddress,
  INVALID_VERIFY_LINK,
  registerAccount,
  resendAddressCheck,
  VERIFY_LINK_TTL_MS,
} from "~/models/email-verification.server";
import { hashAccountToken } from "~/models/account-token.server";
import { requestMembership } from "~/models/membership.server";
import { setLanguagePreference } from "~/models/language.server";
import { createUser, getUserByEmail, verifyLogin } from "~/models/user.server";

const BASE = "https://cert.example.test";
const always = async () => true;

let n = 0;
const nextEmail = () => `verify${++n}@example.test`;

function mailsTo(email: string, kind: string) {
  return db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.to, email), eq(messageQueue.kind, kind)))
    .all();
}

function linkToken(body: string) {
  return /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(body)![1]!;
}

async function register(email = nextEmail(), lang: "en" | "es" | "fr" = "en") {
  const outcome = await registerAccount(
    { email, password: "Correct-Horse-42", displayName: "Vera Verify" },
    BASE,
    lang,
    always,
  );
  return { email, outcome };
}

function approvedChapter() {
  return db
    .insert(chapters)
    .values({
      name: `Verify Chapter ${++n}`,
      slug: `verify-chapter-${n}`,
      description: "A chapter for the address check.",
      city: "Austin",
      state: "TX",
      status: "Approved",
    })
    .returning()
    .get();
}

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isAccessError(error)) return { kind: error.kind, message: error.message };
    throw error;
  }
  return null;
}

describe("registration with one answer for every address", () => {
  it("a new address gets an unproven account and one confirmation email whose token is stored only as its hash", async () => {
    const { email, outcome } = await register();
    expect(outcome).toBe("created");
    const user = getUserByEmail(email)!;
    expect(user.emailVerifiedAt).toBeNull();
    const [mail] = mailsTo(email, "verify_email");
    expect(mail!.subject).toBe("Confirm your CERT Chapters email address");
    expect(mail!.body).toContain("expires in 24 hours");
    const token = linkToken(mail!.body);
    const rows = db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe("verify_email");
    expect(rows[0]!.tokenHash).toBe(hashAccountToken(token));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(VERIFY_LINK_TTL_MS);
    expect(JSON.stringify(rows)).not.toContain(token);
    // An unproven account still signs in with its password.
    expect((await verifyLogin(email, "Correct-Horse-42"))?.id).toBe(user.id);
  });

  it("the confirmation email speaks the language of the page the visitor registered on", async () => {
    const { email } = await register(nextEmail(), "es");
    expect(mailsTo(email, "verify_email")[0]!.subject).toBe("Confirma tu dirección de correo de CERT Chapters");
  });

  it("a taken address creates nothing, keeps the account as it was, and emails its owner in their language", async () => {
    const owner = await createUser({ email: nextEmail(), password: "Owner-Pass-42", displayName: "Olive Owner" });
    setLanguagePreference(owner.id, "fr");
    const outcome = await registerAccount(
      { email: owner.email.toUpperCase(), password: "Attacker-Pass-42", displayName: "Mallory" },
      BASE,
      "en",
      always,
    );
    expect(outcome).toBe("existing");
    expect(db.select().from(users).where(eq(users.email, owner.email)).all()).toHaveLength(1);
    const row = getUserByEmail(owner.email)!;
    expect(row.displayName).toBe("Olive Owner");
    expect(row.passwordHash).toBe(owner.passwordHash);
    expect(await verifyLogin(owner.email, "Attacker-Pass-42")).toBeNull();
    const [notice] = mailsTo(owner.email, "registered_again");
    expect(notice!.subject).toBe("Quelqu'un a tenté de s'inscrire avec votre adresse CERT Chapters");
    expect(notice!.body).toContain(`${BASE}/auth/forgot-password`);
    expect(mailsTo(owner.email, "verify_email")).toHaveLength(0);
    expect(db.select().from(accountTokens).where(eq(accountTokens.userId, owner.id)).all()).toHaveLength(0);
  });

  it("past the per-address throttle the owner is not emailed again, and the answer does not change", async () => {
    const owner = await createUser({ email: nextEmail(), password: "Owner-Pass-42", displayName: "Olive Owner" });
    const outcome = await registerAccount(
      { email: owner.email, password: "Attacker-Pass-42", displayName: "Mallory" },
      BASE,
      "en",
      async () => false,
    );
    expect(outcome).toBe("existing");
    expect(mailsTo(owner.email, "registered_again")).toHaveLength(0);
  });
});

describe("confirming the address", () => {
  it("an unproven account cannot ask to join a chapter; once confirmed it can", async () => {
    const { email } = await register();
    const user = getUserByEmail(email)!;
    const chapter = approvedChapter();
    expect(refusalOf(() => requestMembership({ userId: user.id, chapterId: chapter.id }))).toEqual({
      kind: "forbidden",
      message: CONFIRM_EMAIL_FIRST,
    });
    expect(db.select().from(memberships).where(eq(memberships.userId, user.id)).all()).toHaveLength(0);

    const token = linkToken(mailsTo(email, "verify_email")[0]!.body);
    expect(findVerifyEmailAddress(token)).toBe(email);
    expect(confirmEmailAddress(token)).toBe(user.id);
    expect(getUserByEmail(email)!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(requestMembership({ userId: user.id, chapterId: chapter.id }).status).toBe("Pending");
    const actions = db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, user.id))
      .all()
      .map((r) => r.action);
    expect(actions).toContain("verify_email");
  });

  it("a link works once, and not after 24 hours", async () => {
    const { email } = await register();
    const token = linkToken(mailsTo(email, "verify_email")[0]!.body);
    const late = new Date(Date.now() + VERIFY_LINK_TTL_MS + 1000);
    expect(findVerifyEmailAddress(token, late)).toBeNull();
    expect(refusalOf(() => confirmEmailAddress(token, late))).toEqual({
      kind: "invalid",
      message: INVALID_VERIFY_LINK,
    });
    confirmEmailAddress(token);
    expect(refusalOf(() => confirmEmailAddress(token))).toEqual({ kind: "invalid", message: INVALID_VERIFY_LINK });
    expect(refusalOf(() => confirmEmailAddress("made-up"))).toEqual({ kind: "invalid", message: INVALID_VERIFY_LINK });
  });

  it("asking again replaces the unused link; a proven account is sent nothing", async () => {
    const { email } = await register();
    const user = getUserByEmail(email)!;
    const first = linkToken(mailsTo(email, "verify_email")[0]!.body);
    expect(resendAddressCheck(user, BASE, "en")).toBe(true);
    const second = linkToken(mailsTo(email, "verify_email")[1]!.body);
    expect(second).not.toBe(first);
    expect(findVerifyEmailAddress(first)).toBeNull();
    confirmEmailAddress(second);
    expect(resendAddressCheck(user, BASE, "en")).toBe(false);
    expect(mailsTo(email, "verify_email")).toHaveLength(2);
  });

  it("accounts made by the admin command, the demo seed and tests start proven", async () => {
    const made = await createUser({ email: nextEmail(), password: "Correct-Horse-42", displayName: "Seeded" });
    expect(made.emailVerifiedAt).toBeInstanceOf(Date);
    const chapter = approvedChapter();
    expect(requestMembership({ userId: made.id, chapterId: chapter.id }).status).toBe("Pending");
  });
});
