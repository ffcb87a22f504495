import { db } from "~/db/client.server";
import { writeAudit } from "~/models/audit.server";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { loadActor } from "~/access/actor.server";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test, uniqueSlug } from "../helpers/e2e";

// Issue 31, item 5: the audit log page. Runs in both projects: the filters are a plain GET form and
// the pages plain links, so everything works without JavaScript.

/** A chapter with a leader and a member whose credential the leader verified. */
async function chapterWithReview(tag: string) {
  const chapter = insertChapter({ name: `Audit ${tag} CERT`, slug: uniqueSlug("audit") });
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lena ${tag}` });
  const member = await insertUser({ displayName: `Milo ${tag}` });
  insertMembership(leader.id, chapter.id, "Leader");
  insertMembership(member.id, chapter.id);
  const c = recordCredential(loadActor(member.id)!, { credentialTypeId: "first-aid", issuedOn: "2026-06-01" });
  verifyCredential(loadActor(leader.id)!, c.id);
  return { chapter, leader, member };
}

test("admins read the network's log as sentences, filter it and page through it", async ({ page }) => {
  const tag = `${Date.now() % 1e7}`;
  const { leader } = await chapterWithReview(tag);
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: `Ada ${tag}` });
  // 52 rows by one person: two pages of 50.
  db.transaction((tx) => {
    for (let i = 0; i < 52; i++) writeAudit(tx, { actorId: admin.id, action: "update_profile" });
  });
  await loginAs(page, admin.id);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open the audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  // Whose credential: the sentence names the member.
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Done by (email address)").fill(leader.email);
  await filters.getByLabel("Action").selectOption({ label: "verified a credential" });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/action=verify_credential/);
  const list = page.getByTestId("audit-log");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(`Lena ${tag} verified Milo ${tag}’s credential “`);
  await expect(list).toContainText(`Chapter: Audit ${tag} CERT`);

  // The export link carries the same filters.
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toContain("action=verify_credential");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Milo ${tag}`);

  // Paging: 50 newest, then the other two; back to the newest.
  await page.goto(`/dashboard/audit?actor=${encodeURIComponent(admin.email)}&action=update_profile`);
  await expect(list.getByRole("listitem")).toHaveCount(50);
  const pager = page.getByRole("navigation", { name: "Audit log pages" });
  await pager.getByRole("link", { name: "Older entries" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(pager.getByRole("link", { name: "Older entries" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Newer entries" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(50);
  await expect(pager.getByRole("link", { name: "Newer entries" })).toHaveCount(0);
});

test("leaders see only their chapters; bad filters are explained and kept", async ({ page }) => {
  const tag = `${Date.now() % 1e7}`;
  const mine = await chapterWithReview(`${tag}a`);
  const theirs = await chapterWithReview(`${tag}b`);
  await loginAs(page, mine.leader.id);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open the audit log" }).click();
  const list = page.getByTestId("audit-log");
  await expect(list).toContainText(`verified Milo ${tag}a’s credential`);
  await expect(list).not.toContainText(`Milo ${tag}b`);

  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel(/^From/).fill("2026-03-05");
  await filters.getByLabel(/^To/).fill("2026-03-01");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("The end date is before the start date.")).toBeVisible();
  await expect(filters.getByLabel(/^To/)).toHaveValue("2026-03-01");

  // Another chapter's log, by URL: refused.
  const refused = await page.goto(`/dashboard/audit?chapter=${theirs.chapter.id}`);
  expect(refused?.status()).toBe(403);
});
