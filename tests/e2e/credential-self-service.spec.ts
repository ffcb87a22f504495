import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLogs, credentials } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import { loadActor } from "~/access/actor.server";
import { recordCredential, rejectCredential, verifyCredential } from "~/models/credential.server";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/**
 * Credentials after they are recorded (issue 31, item 4): the member edits, replaces the proof of,
 * resubmits or deletes their own; a verified one that changes goes back to Pending; a leader records
 * one for a member of their chapter (verified by them). With JS and without.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const tag = () => uniqueSlug("c").replace(/-/g, "");
const row = (id: string) => db.select().from(credentials).where(eq(credentials.id, id)).get();
const actor = (id: string) => loadActor(id)!;

async function team() {
  const t = tag();
  const chapter = insertChapter({ name: `Cred Chapter ${t}` });
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lead ${t}` });
  const member = await insertUser({ roles: ["Member"], displayName: `Mel ${t}` });
  insertMembership(leader.id, chapter.id, "Leader");
  insertMembership(member.id, chapter.id, "Member");
  return { chapter, leader, member, t };
}

test.describe("a member's own credentials", () => {
  test("editing a verified credential warns first, then sends it back to Pending (audited)", async ({ page }) => {
    const { leader, member } = await team();
    const cred = recordCredential(actor(member.id), {
      credentialTypeId: "cpr-aed",
      issuedOn: "2026-01-15",
      certificateNumber: "AHA-1",
    });
    verifyCredential(actor(leader.id), cred.id);
    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await waitForHydration(page);
    const credRow = page.getByTestId("my-credentials").getByRole("row", { name: /CPR\/AED/ });
    await expect(credRow.getByText("Valid", { exact: true })).toBeVisible();
    await credRow.getByRole("link", { name: "Edit for CPR/AED" }).click();
    await expect(page.getByRole("heading", { name: "Edit CPR/AED" })).toBeVisible();
    await expect(page.getByTestId("reverify-notice")).toContainText("it goes back to Pending");
    await waitForHydration(page);
    await expect(page.getByLabel("Date Issued")).toHaveValue("2026-01-15");
    await page.getByLabel("Date Issued").fill("2026-02-01");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/training$/);
    await expect(credRow.getByText("Pending", { exact: true })).toBeVisible();
    const after = row(cred.id)!;
    expect(after.issuedOn).toBe("2026-02-01");
    expect(after.verifiedAt).toBeNull();
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, cred.id), eq(auditLogs.action, "update_credential")))
      .get();
    expect(audit).toMatchObject({ actorId: member.id, subjectId: member.id });
    expect(audit?.metadata).toMatchObject({ reverify: true });
  });

  test("a wrong edit is refused in the page and keeps what was typed", async ({ page }) => {
    const { member } = await team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2026-03-01" });
    await loginAs(page, member.id);
    await page.goto(`/dashboard/training/${cred.id}/edit`);
    await waitForHydration(page);
    await page.getByLabel("Certificate Number (optional)").fill("FA-typed");
    await page.getByLabel("Expiry Date (optional)").fill("2026-01-01");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Expiry must be after the issue date")).toBeVisible();
    await expect(page.getByLabel("Certificate Number (optional)")).toHaveValue("FA-typed");
    expect(row(cred.id)?.certificateNumber).toBeNull();
  });

  test("a rejected credential is corrected with a new proof and resubmitted", async ({ page }) => {
    const { leader, member } = await team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2026-03-01" });
    rejectCredential(actor(leader.id), cred.id, "No proof attached");
    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await waitForHydration(page);
    const credRow = page.getByTestId("my-credentials").getByRole("row", { name: /First Aid/ });
    await credRow.getByRole("link", { name: "Correct and resubmit for First Aid" }).click();
    await expect(page.getByText("Reason given: No proof attached")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel(/^Proof/).setInputFiles({ name: "first-aid.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Resubmit for Review" }).click();
    await expect(page).toHaveURL(/\/dashboard\/training$/);
    await expect(credRow.getByText("Pending", { exact: true })).toBeVisible();
    await expect(credRow.getByRole("link", { name: "View proof for First Aid" })).toBeVisible();
    expect(row(cred.id)).toMatchObject({ rejectedAt: null, rejectionReason: null, proofName: "first-aid.pdf" });
  });

  test("a member deletes a credential after confirming", async ({ page }) => {
    const { member } = await team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "is-100", issuedOn: "2026-02-01" });
    await loginAs(page, member.id);
    await page.goto(`/dashboard/training/${cred.id}/edit`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Delete IS-100" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete IS-100?" });
    await dialog.getByRole("button", { name: "Delete credential" }).click();
    await expect(page).toHaveURL(/\/dashboard\/training$/);
    await expect(page.getByTestId("my-credentials").getByRole("row", { name: /IS-100/ })).toHaveCount(0);
    expect(row(cred.id)).toBeUndefined();
  });

  test("a leader cannot open a member's credential for editing", async ({ page }) => {
    const { leader, member } = await team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "is-100", issuedOn: "2026-02-01" });
    await loginAs(page, leader.id);
    const response = await page.goto(`/dashboard/training/${cred.id}/edit`);
    expect(response?.status()).toBe(403);
  });
});

test.describe("a leader records a credential for a member", () => {
  test("from the member's card: saved verified by the leader, back on the Members page", async ({ page }) => {
    const { leader, member, t } = await team();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/members?tab=approved&q=${encodeURIComponent(`Mel ${t}`)}`);
    await waitForHydration(page);
    await page
      .getByRole("article", { name: `Mel ${t}` })
      .getByRole("link", { name: `Record a credential for Mel ${t}` })
      .click();
    await expect(page.getByRole("heading", { name: `Record a Credential for Mel ${t}` })).toBeVisible();
    await expect(page.getByText("It is saved as verified by you.")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Credential").selectOption({ label: "IS-100" });
    await page.getByLabel("Date Issued").fill("2026-04-02");
    await page.getByRole("button", { name: "Record Credential" }).click();
    await expect(page).toHaveURL(/\/dashboard\/members/);
    const saved = db.select().from(credentials).where(eq(credentials.userId, member.id)).get();
    expect(saved).toMatchObject({ source: "leader", verifiedById: leader.id, issuedOn: "2026-04-02" });
  });

  test("from the readiness grid", async ({ page }) => {
    const { chapter, leader, member, t } = await team();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/readiness?chapter=${chapter.id}`);
    await waitForHydration(page);
    // The grid's rows are one HTML string (app/components/training/readiness-rows.tsx): the link is a
    // plain anchor, and with JS a click is the app's own navigation, as a <Link> makes it, not a page load.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .getByTestId("readiness-grid")
      .getByRole("link", { name: `Add credential for Mel ${t}` })
      .click();
    await expect(page.getByRole("heading", { name: `Record a Credential for Mel ${t}` })).toBeVisible();
    const sameDocument = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
    expect(sameDocument ?? false).toBe(isJsProject());
    await waitForHydration(page);
    await page.getByLabel("Credential").selectOption({ label: "First Aid (valid 2 years)" });
    await page.getByLabel("Date Issued").fill("2026-05-01");
    await page.getByRole("button", { name: "Record Credential" }).click();
    await expect(page).toHaveURL(/\/dashboard\/readiness/);
    expect(db.select().from(credentials).where(eq(credentials.userId, member.id)).get()).toMatchObject({
      source: "leader",
      verifiedById: leader.id,
    });
  });
});

test(
  "API: PATCH and DELETE /api/credentials/:id for one's own; a leader is refused",
  jsOnly("HTTP-level test, run once"),
  async ({ request }) => {
    const { leader, member } = await team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2026-03-01" });
    verifyCredential(actor(leader.id), cred.id);
    const mine = { Authorization: `Bearer ${createSessionRow(member.id, "api").token}` };
    const theirs = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };
    const refused = await request.patch(`/api/credentials/${cred.id}`, {
      headers: theirs,
      data: { issuedOn: "2026-01-01" },
    });
    expect(refused.status()).toBe(403);
    const bad = await request.patch(`/api/credentials/${cred.id}`, {
      headers: mine,
      data: { expiresOn: "2020-01-01" },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors.expiresOn).toEqual(["Expiry must be after the issue date"]);
    const saved = await request.patch(`/api/credentials/${cred.id}`, {
      headers: mine,
      data: { issuedOn: "2026-03-02" },
    });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({
      id: cred.id,
      issuedOn: "2026-03-02",
      status: "Pending",
      outcome: "reverify",
    });
    expect((await request.delete(`/api/credentials/${cred.id}`, { headers: theirs })).status()).toBe(403);
    const gone = await request.delete(`/api/credentials/${cred.id}`, { headers: mine });
    expect(await gone.json()).toEqual({ id: cred.id, deleted: true });
    expect((await request.delete(`/api/credentials/${cred.id}`, { headers: mine })).status()).toBe(404);
    expect((await request.delete(`/api/credentials/${cred.id}`)).status()).toBe(401);
  },
);
