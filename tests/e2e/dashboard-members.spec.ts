import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { memberships } from "~/db/schema";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  pageErrors,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** A test that speaks HTTP only (no page is rendered) is the same in both projects: the js project runs it. */
const HTTP_ONCE = jsOnly("HTTP-level test (no page is rendered): runs once, in the js project");

const tag = () => uniqueSlug("m").replace(/-/g, "");

/** An approved chapter (unique name) led by a freshly signed-in leader. */
async function leaderWithChapter(page: Page) {
  const t = tag();
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Leader ${t}`);
  const chapter = insertChapter({ name: `Members Chapter ${t}`, createdById: leader.id });
  insertMembership(leader.id, chapter.id, "Leader", "Approved");
  return { t, leader, chapter };
}

const card = (page: Page, name: string) => page.getByRole("article", { name });
const status = (id: string) => db.select().from(memberships).where(eq(memberships.id, id)).get();

test.describe("member management", () => {
  test("a leader approves one join request and rejects another; names, emails and counts are real", async ({
    page,
  }) => {
    const { t, chapter } = await leaderWithChapter(page);
    const ann = await insertUser({ displayName: `Ann ${t}` });
    const bob = await insertUser({ displayName: `Bob ${t}` });
    const annReq = insertMembership(ann.id, chapter.id, "Member", "Pending");
    const bobReq = insertMembership(bob.id, chapter.id, "Member", "Pending");

    await page.goto("/dashboard/members");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Member Management" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Pending Requests" })).toContainText("2");
    const annCard = card(page, `Ann ${t}`);
    await expect(annCard).toContainText(ann.email);
    await expect(annCard).toContainText(chapter.name);
    await expect(annCard).toContainText("Member");
    await annCard.getByRole("button", { name: "Approve" }).click();
    await expect(annCard).toHaveCount(0);
    await expect.poll(() => status(annReq.id)?.status).toBe("Approved");

    const bobCard = card(page, `Bob ${t}`);
    await bobCard.getByText("Reject", { exact: true }).click();
    await bobCard.getByLabel(/Reason for rejecting/).fill("Lives outside the county.");
    await bobCard.getByRole("button", { name: "Confirm Reject" }).click();
    await expect(page.getByRole("heading", { name: "No Pending Requests" })).toBeVisible();
    await expect.poll(() => status(bobReq.id)?.status).toBe("Rejected");

    expect(status(annReq.id)?.status).toBe("Approved");
    expect(status(bobReq.id)).toMatchObject({ status: "Rejected", rejectionReason: "Lives outside the county." });
    await expect(page.getByRole("group", { name: "Active Members" })).toContainText("2");
    await expect(page.getByRole("group", { name: "Leaders" })).toContainText("1");

    await page
      .getByRole("navigation", { name: "Membership status" })
      .getByRole("link", { name: /Rejected/ })
      .click();
    await expect(card(page, `Bob ${t}`)).toContainText("Lives outside the county.");

    // The overview tiles follow: the chapter has two approved members now.
    await page.goto("/dashboard");
    await expect(page.getByTestId("metric-members")).toContainText("2");
  });

  test("a leader promotes an approved member to Leader and back", async ({ page }) => {
    const { t, chapter } = await leaderWithChapter(page);
    const cam = await insertUser({ displayName: `Cam ${t}` });
    const m = insertMembership(cam.id, chapter.id, "Member", "Approved");
    // The cards are written by the server as one string and hydrated (decision 063): no error.
    const errors = pageErrors(page);
    await page.goto("/dashboard/members?tab=approved");
    await waitForHydration(page);
    await card(page, `Cam ${t}`).getByRole("button", { name: "Make Leader" }).click();
    await expect(card(page, `Cam ${t}`).getByRole("button", { name: "Remove Leader Role" })).toBeVisible();
    await expect.poll(() => status(m.id)?.role).toBe("Leader");

    const search = page.getByRole("search", { name: "Search members" });
    await search.getByLabel("Role").selectOption("member");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=member/);
    await expect(card(page, `Cam ${t}`)).toHaveCount(0);
    await page.goto("/dashboard/members?tab=approved&role=leader");
    await card(page, `Cam ${t}`).getByRole("button", { name: "Remove Leader Role" }).click();
    // The leaders-only list no longer shows Cam.
    await expect(card(page, `Cam ${t}`)).toHaveCount(0);
    await expect.poll(() => status(m.id)?.role).toBe("Member");
    // Nobody changes their own role from here.
    await expect(card(page, `Leader ${t} (you)`).getByRole("button")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("search by name, email or chapter is a GET form scoped to the leader's chapters", async ({ page }) => {
    const { t, chapter } = await leaderWithChapter(page);
    const dee = await insertUser({ displayName: `Dee ${t}` });
    insertMembership(dee.id, chapter.id, "Member", "Pending");
    const other = insertChapter({ name: `Elsewhere ${t}` });
    const eve = await insertUser({ displayName: `Eve ${t}` });
    insertMembership(eve.id, other.id, "Member", "Pending");
    await page.goto(`/dashboard/members?q=${t}`);
    await expect(card(page, `Dee ${t}`)).toBeVisible();
    await expect(card(page, `Eve ${t}`)).toHaveCount(0);
    await page.goto(`/dashboard/members?q=${encodeURIComponent(dee.email.toUpperCase())}`);
    await expect(page.getByTestId("member-card")).toHaveCount(1);
    await page.goto(`/dashboard/members?q=nobody-${t}`);
    await expect(page.getByRole("heading", { name: "No Members Found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).last().click();
    await expect(card(page, `Dee ${t}`)).toBeVisible();
  });
});

test.describe("member management refusals", () => {
  test("a member gets 403 on the members page", async ({ page }) => {
    await signedInUser(page, ["Member"]);
    const res = await page.goto("/dashboard/members");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  });

  test(
    "forged posts: a leader cannot approve a membership in a chapter they do not lead; a member cannot at all",
    HTTP_ONCE,
    async ({ page }) => {
      await leaderWithChapter(page);
      const other = insertChapter();
      const applicant = await insertUser();
      const req = insertMembership(applicant.id, other.id, "Member", "Pending");
      const post = (form: Record<string, string>) => page.request.post("/dashboard/members", { form, maxRedirects: 0 });
      expect((await post({ intent: "approve", membershipId: req.id })).status()).toBe(403);
      expect((await post({ intent: "reject", membershipId: req.id })).status()).toBe(403);
      expect((await post({ intent: "promote", membershipId: req.id })).status()).toBe(403);
      expect((await post({ intent: "bogus", membershipId: req.id })).status()).toBe(400);
      expect(status(req.id)?.status).toBe("Pending");

      await page.context().clearCookies();
      await signedInUser(page, ["Member"]);
      expect((await post({ intent: "approve", membershipId: req.id })).status()).toBe(403);
      expect(status(req.id)?.status).toBe("Pending");
    },
  );
});
