import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createSessionRow } from "~/access/sessions.server";
import { db } from "~/db/client.server";
import { chapters } from "~/db/schema";
import {
  expect,
  getMembership,
  insertUser,
  isJsProject,
  loginAs,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

async function signInAs(page: Page, userId: string) {
  await page.context().clearCookies();
  await loginAs(page, userId);
}

test("the whole loop: a leader's chapter is approved, members ask to join, the leader reviews, the overview follows", async ({
  page,
}) => {
  test.slow();
  const t = uniqueSlug("f").replace(/-/g, "");
  const name = `Loop ${t} Response Team`;
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lia ${t}` });
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: `Adm ${t}` });
  const ann = await insertUser({ displayName: `Ann ${t}` });
  const bob = await insertUser({ displayName: `Bob ${t}` });

  // 1. The leader requests a chapter.
  await signInAs(page, leader.id);
  await page.goto("/dashboard/chapters");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Create Chapter" }).click();
  const form = isJsProject() ? page.getByRole("dialog", { name: "Create Chapter" }) : page.locator("main");
  await form.getByLabel("Chapter Name").fill(name);
  await form.getByLabel("City").fill("Denver");
  await form.getByLabel("State").fill("CO");
  await form.getByRole("button", { name: "Create Chapter" }).click();
  await expect.poll(() => db.select().from(chapters).where(eq(chapters.name, name)).get()?.status).toBe("Pending");
  const chapter = db.select().from(chapters).where(eq(chapters.name, name)).get()!;

  // 2. An admin approves it.
  await signInAs(page, admin.id);
  await page.goto(`/dashboard/chapters?q=${t}`);
  await waitForHydration(page);
  await page.getByRole("article", { name }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  await expect.poll(() => db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()?.status).toBe("Approved");

  // 3. Two members ask to join from the chapter page.
  for (const member of [ann, bob]) {
    await signInAs(page, member.id);
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /Request to Join/ })
      .first()
      .click();
    await expect.poll(() => getMembership(member.id, chapter.id)?.status).toBe("Pending");
  }

  // 4. The leader approves Ann and rejects Bob.
  await signInAs(page, leader.id);
  await page.goto(`/dashboard/members?q=${t}`);
  await waitForHydration(page);
  await page
    .getByRole("article", { name: `Ann ${t}` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect.poll(() => getMembership(ann.id, chapter.id)?.status).toBe("Approved");
  const bobCard = page.getByRole("article", { name: `Bob ${t}` });
  await bobCard.getByText("Reject", { exact: true }).click();
  await bobCard.getByRole("button", { name: "Confirm Reject" }).click();
  await expect.poll(() => getMembership(bob.id, chapter.id)?.status).toBe("Rejected");
  const feed = await page.request.get("/api/audit-logs?limit=100&action=reject_membership", {
    headers: { Authorization: `Bearer ${createSessionRow(admin.id, "api").token}` },
  });
  expect(feed.status()).toBe(200);
  const activityFeed = ((await feed.json()) as { description: string }[]).map((a) => a.description);

  // 5. The leader's tiles: one chapter, approved; two approved members (the leader and Ann).
  await page.goto("/dashboard");
  await expect(page.getByTestId("metric-chapters")).toContainText("1");
  await expect(page.getByTestId("metric-approval")).toContainText("100%");
  await expect(page.getByTestId("metric-members")).toContainText("2");

  // 6. The admin's overview shows the network's newest activity; the admin's feed (/api/audit-logs, the
  // overview's list and wording) tells the story, read right after the review in step 4: other test
  // workers write audit rows meanwhile, so the overview's five newest may already be theirs.
  expect(activityFeed).toContain(`Lia ${t} rejected Bob ${t}’s membership request in “${name}”.`);
  await signInAs(page, admin.id);
  await page.goto("/dashboard");
  await expect(page.getByTestId("recent-activity").getByRole("listitem")).toHaveCount(5);
});
