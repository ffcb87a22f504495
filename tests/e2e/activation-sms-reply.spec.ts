import { and, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { activationResponses, auditLogs, users } from "~/db/schema";
import { createActivation } from "~/models/activation-send.server";
import { textTheApp, uniquePhone } from "../helpers/sms-provider";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

/**
 * Reply by text (issue 30 item 3), end to end: the SMS provider, played on loopback, posts a
 * member's text to POST /sms/inbound exactly as Twilio does (form-encoded fields, signed in
 * X-Twilio-Signature with the server's auth token); the app records the reply and answers TwiML
 * the provider texts back; the leader's roster shows the reply. Forged signatures and unknown
 * numbers change nothing.
 */

const BASE = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

function tag() {
  return uniqueSlug("sms").replace(/-/g, "");
}

/** A leader signed in on `page`, their chapter, and a member of it with a phone number. */
async function team(page: Page, t: string) {
  const leader = await signedInUser(page, ["ChapterLeader"], `Lena Leader ${t}`);
  const chapter = insertChapter({ name: `Text CERT ${t}` });
  insertMembership(leader.id, chapter.id, "Leader");
  const member = await insertUser({ displayName: `Tomas Texter ${t}` });
  insertMembership(member.id, chapter.id, "Member");
  const phone = uniquePhone();
  db.update(users).set({ phone: phone.typed }).where(eq(users.id, member.id)).run();
  return { leader, chapter, member, phone };
}

function callOut(leaderId: string, chapterId: string, title: string, createdAgoMs = 0) {
  return createActivation(
    loadActor(leaderId)!,
    {
      chapterId,
      kind: "Drill",
      title,
      details: "Checking replies by text.",
      location: "Station 4",
      reportAt: new Date(Date.now() + 3_600_000),
      needed: 3,
    },
    { baseUrl: BASE(), now: new Date(Date.now() - createdAgoMs) },
  ).activation;
}

const responseOf = (activationId: string, userId: string) =>
  db
    .select()
    .from(activationResponses)
    .where(and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, userId)))
    .get()!;

const replyAudits = (activationId: string) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, activationId), eq(auditLogs.action, "reply_activation")))
    .all();

/** The member's row on the leader's roster (read fresh: a reload, as a leader without JS would). */
async function rosterRow(page: Page, activationId: string, name: string) {
  await page.goto(`/dashboard/activations/${activationId}`);
  await waitForHydration(page);
  return page.getByTestId("roster-row").filter({ hasText: name });
}

test.describe("reply by text", () => {
  test("a member's texted 1, then 2 20, are recorded and shown on the roster; each is confirmed by text", async ({
    page,
  }) => {
    const t = tag();
    const { leader, chapter, member, phone } = await team(page, t);
    const activation = callOut(leader.id, chapter.id, `Flood watch ${t}`);
    const code = `A${activation.shortNumber}`;

    let row = await rosterRow(page, activation.id, member.displayName);
    await expect(row).toContainText("No reply");

    const available = await textTheApp(BASE(), phone.e164, "1");
    expect(available.status).toBe(200);
    expect(available.contentType).toContain("text/xml");
    expect(available.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>/);
    expect(available.message).toBe(`Thanks: you are Available for ${code} Flood watch ${t}. Details follow.`);
    expect(responseOf(activation.id, member.id)).toMatchObject({ reply: "Available", etaMinutes: null });
    row = await rosterRow(page, activation.id, member.displayName);
    await expect(row).toContainText("Available");
    await expect(page.getByTestId("count-available")).toHaveText("1");

    // The member is held up: "2 20" is Delayed, 20 minutes out.
    const delayed = await textTheApp(BASE(), phone.e164, "2 20");
    expect(delayed.status).toBe(200);
    expect(delayed.message).toBe(`Thanks: Delayed, ETA 20 min, for ${code} Flood watch ${t}. Details follow.`);
    row = await rosterRow(page, activation.id, member.displayName);
    await expect(row).toContainText("Delayed");
    await expect(row).toContainText("20 min (≈");
    await expect(page.getByTestId("count-delayed")).toHaveText("1");
    await expect(page.getByTestId("count-available")).toHaveText("0");
    // Both texts are in the audit trail as replies made by SMS.
    expect(replyAudits(activation.id).map((a) => (a.metadata as { via?: string }).via)).toEqual(["sms", "sms"]);
  });

  test("the short code picks one of two open call-outs; without one the newest gets the reply", async ({ page }) => {
    const t = tag();
    const { leader, chapter, member, phone } = await team(page, t);
    const older = callOut(leader.id, chapter.id, `Older call ${t}`, 10 * 60_000);
    const newer = callOut(leader.id, chapter.id, `Newer call ${t}`);

    // "A<n> 1" answers the older call-out, though a newer one is open.
    const coded = await textTheApp(BASE(), phone.e164, `A${older.shortNumber} 1`);
    expect(coded.message).toBe(`Thanks: you are Available for A${older.shortNumber} Older call ${t}. Details follow.`);
    let row = await rosterRow(page, older.id, member.displayName);
    await expect(row).toContainText("Available");
    row = await rosterRow(page, newer.id, member.displayName);
    await expect(row).toContainText("No reply");

    // No code: the newest open call-out.
    const plain = await textTheApp(BASE(), phone.e164, "no");
    expect(plain.message).toBe(`Thanks: you are Unavailable for A${newer.shortNumber} Newer call ${t}.`);
    row = await rosterRow(page, newer.id, member.displayName);
    await expect(row).toContainText("Unavailable");
    row = await rosterRow(page, older.id, member.displayName);
    await expect(row).toContainText("Available");

    // A code of no open call-out of this number records nothing and says so.
    const wrong = await textTheApp(BASE(), phone.e164, `A${(newer.shortNumber ?? 0) + 100000} 1`);
    expect(wrong.status).toBe(200);
    expect(wrong.message).toContain("No open call-out");
    expect(responseOf(newer.id, member.id).reply).toBe("Unavailable");
  });

  test("a forged signature is refused with a 403 and nothing is recorded", async ({ page }) => {
    const t = tag();
    const { leader, chapter, member, phone } = await team(page, t);
    const activation = callOut(leader.id, chapter.id, `Forgery check ${t}`);

    const forged = await textTheApp(BASE(), phone.e164, "1", { signature: "c2lnbmVkIGJ5IG5vYm9keSBhdCBhbGw=" });
    expect(forged.status).toBe(403);
    expect(forged.message).toBeNull();
    // Signed with another account's token.
    const otherAccount = await textTheApp(BASE(), phone.e164, "1", { authToken: "someone-elses-token" });
    expect(otherAccount.status).toBe(403);
    // No signature at all.
    const unsigned = await textTheApp(BASE(), phone.e164, "1", { signature: "" });
    expect(unsigned.status).toBe(403);

    expect(responseOf(activation.id, member.id).reply).toBeNull();
    expect(replyAudits(activation.id)).toEqual([]);
    const row = await rosterRow(page, activation.id, member.displayName);
    await expect(row).toContainText("No reply");
    await expect(page.getByTestId("count-available")).toHaveText("0");
  });

  test("a text from an unknown number gets the polite answer and records nothing", async ({ page }) => {
    const t = tag();
    const { leader, chapter, member } = await team(page, t);
    const activation = callOut(leader.id, chapter.id, `Stranger check ${t}`);

    const stranger = uniquePhone();
    const res = await textTheApp(BASE(), stranger.e164, "1");
    expect(res.status).toBe(200);
    expect(res.message).toBe(
      "Sorry, this number is not linked to a member with an open call-out. Nothing was recorded. Please use the link in your alert.",
    );
    expect(responseOf(activation.id, member.id).reply).toBeNull();
    expect(replyAudits(activation.id)).toEqual([]);
    const row = await rosterRow(page, activation.id, member.displayName);
    await expect(row).toContainText("No reply");
    await expect(page.getByTestId("count-available")).toHaveText("0");
  });
});
