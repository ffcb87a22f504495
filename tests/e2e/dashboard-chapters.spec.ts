import { and, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { auditLogs, chapters, memberships } from "~/db/schema";
import { createChapter } from "~/models/chapter.server";
import { actorOf } from "../helpers/actor";
import {
  expect,
  insertChapter,
  insertUser,
  isJsProject,
  loginAs,
  pageErrors,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** A test that speaks HTTP only (no page is rendered) is the same in both projects: the js project runs it. */
const HTTP_ONCE = jsOnly("HTTP-level test (no page is rendered): runs once, in the js project");

/** A tag unique to this test run, so searches only find this test's chapters. */
const tag = () => uniqueSlug("t").replace(/-/g, "");

/** Opens the create form: a dialog with JS, the /dashboard/chapters/new page without. */
async function openCreateForm(page: Page) {
  await page.goto("/dashboard/chapters");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Create Chapter" }).click();
  if (isJsProject()) {
    const dialog = page.getByRole("dialog", { name: "Create Chapter" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/dashboard\/chapters\/new$/);
  return page.locator("main");
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

test.describe("chapter management", () => {
  test("a leader creates a chapter: pending, slug from the name, 'Chapter Created'", async ({ page }) => {
    const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
    const t = tag();
    const name = `Hill Country ${t} Response`;
    const form = await openCreateForm(page);
    await form.getByLabel("Chapter Name").fill(name);
    if (isJsProject()) await expect(form.getByLabel("Slug")).toHaveValue(`hill-country-${t}-response`);
    await form.getByLabel("Description").fill("Flood and wildfire readiness for the hills.");
    await form.getByLabel("City").fill("Austin");
    await form.getByLabel("State").fill("TX");
    await form.getByLabel("FEMA Region (optional)").selectOption("6");
    await form.getByRole("button", { name: "Create Chapter" }).click();

    await expect(page.getByRole("dialog")).toHaveCount(0);
    const mine = card(page, name);
    await expect(mine).toBeVisible();
    await expect(mine.getByText("Pending", { exact: true })).toBeVisible();
    // The toast tells the leader what happens next (approval), which the card does not.
    await expect(page.getByTestId("toast")).toContainText("Chapter Created");
    await expect(page.getByTestId("toast")).toContainText("Your chapter request has been submitted for approval.");
    const row = db.select().from(chapters).where(eq(chapters.name, name)).get()!;
    expect(row).toMatchObject({
      slug: `hill-country-${t}-response`,
      status: "Pending",
      createdById: leader.id,
      regionCode: "6",
    });
    expect(row.latitude).not.toBeNull();
  });

  test("the chapter form shows the spec's messages and refuses a taken slug", async ({ page }) => {
    await signedInUser(page, ["ChapterLeader"]);
    const existing = insertChapter();
    const form = await openCreateForm(page);
    await form.getByLabel("Chapter Name").fill("AB");
    await form.getByLabel("Slug").fill("Bad Slug");
    await form.getByLabel("City").fill("A");
    await form.getByRole("button", { name: "Create Chapter" }).click();
    await expect(form.getByText("Chapter name must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Slug can only contain lowercase letters, numbers, and hyphens")).toBeVisible();
    await expect(form.getByText("City is required")).toBeVisible();
    await expect(form.getByText("State is required")).toBeVisible();
    await expect(form.getByLabel("Chapter Name")).toHaveValue("AB");

    await form.getByLabel("Chapter Name").fill(`Taken ${tag()}`);
    await form.getByLabel("Slug").fill(existing.slug);
    await form.getByLabel("City").fill("Austin");
    await form.getByLabel("State").fill("TX");
    await form.getByRole("button", { name: "Create Chapter" }).click();
    await expect(form.getByText("This slug is already used by another chapter. Choose a different one.")).toBeVisible();
  });

  test("an admin approves one chapter and rejects another with a reason the creator sees", async ({ page }) => {
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    const t = tag();
    const keep = createChapter(actorOf(leader), { name: `Approve Me ${t}`, city: "Tulsa", state: "OK" });
    const drop = createChapter(actorOf(leader), { name: `Reject Me ${t}`, city: "Tulsa", state: "OK" });
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    await loginAs(page, admin.id);

    // The cards are written by the server as one string and hydrated (decision 074): no error.
    const errors = pageErrors(page);
    await page.goto(`/dashboard/chapters?q=${t}`);
    await waitForHydration(page);
    await expect(
      page.getByRole("navigation", { name: "Chapter status" }).getByRole("link", { name: /Pending/ }),
    ).toHaveAttribute("aria-current", "page");
    await card(page, keep.name).getByRole("button", { name: "Approve" }).click();
    await expect(card(page, keep.name)).toHaveCount(0);

    const rejectCard = card(page, drop.name);
    await rejectCard.getByText("Reject", { exact: true }).click();
    await rejectCard.getByLabel(/Reason for rejecting/).fill("Overlaps the Tulsa Tornado Alley Team.");
    await rejectCard.getByRole("button", { name: "Confirm Reject" }).click();
    await expect(page.getByRole("heading", { name: "No Chapters Found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Pending Chapters" })).toHaveCount(0); // search is active

    await page
      .getByRole("navigation", { name: "Chapter status" })
      .getByRole("link", { name: /Approved/ })
      .click();
    await expect(card(page, keep.name).getByText("Approved", { exact: true })).toBeVisible();
    await expect(card(page, keep.name).getByText("1", { exact: true })).toBeVisible(); // the creator is its leader
    const leaderMembership = db
      .select()
      .from(memberships)
      .where(and(eq(memberships.chapterId, keep.id), eq(memberships.userId, leader.id)))
      .get();
    expect(leaderMembership).toMatchObject({ role: "Leader", status: "Approved" });
    expect(errors).toEqual([]);

    // The rejection is audited (by this admin), and the overview shows the recent activity. Which
    // rows it lists is the newest in the whole database, which other workers' tests write to at the
    // same time, so this test does not expect its own row there (audit-format.test.ts holds the
    // wording of each entry).
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "reject_chapter"), eq(auditLogs.targetId, drop.id)))
      .get();
    expect(audit).toMatchObject({ actorId: admin.id });
    await page.goto("/dashboard");
    await expect(page.getByTestId("recent-activity").getByRole("listitem").first()).toBeVisible();

    await page.context().clearCookies();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/chapters?q=${t}`);
    await expect(card(page, drop.name).getByText("Overlaps the Tulsa Tornado Alley Team.")).toBeVisible();
    await expect(card(page, keep.name).getByText("Approved", { exact: true })).toBeVisible();
    // The leader's overview tiles count only their chapters: 2 requested, 1 approved.
    await page.goto("/dashboard");
    await expect(page.getByTestId("metric-chapters")).toContainText("2");
    await expect(page.getByTestId("metric-approval")).toContainText("50%");
    await expect(page.getByTestId("metric-members")).toContainText("1");
    // The leader's activity feed is their chapters' own rows (decision 025), with the way to the audit log.
    await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the audit log" })).toHaveAttribute("href", "/dashboard/audit");
  });

  test("a leader edits their chapter's details; the slug stays", async ({ page }) => {
    const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
    const t = tag();
    const chapter = insertChapter({ name: `Edit Me ${t}`, createdById: leader.id });
    db.insert(memberships)
      .values({ userId: leader.id, chapterId: chapter.id, role: "Leader", status: "Approved" })
      .run();
    await page.goto(`/dashboard/chapters?q=${t}`);
    await waitForHydration(page);
    await card(page, chapter.name)
      .getByRole("link", { name: `Edit ${chapter.name}`, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${chapter.name}` })).toBeVisible();
    await page.getByLabel("Description").fill("Now based in Denver.");
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State").fill("CO");
    await page.getByLabel("FEMA Region (optional)").selectOption("8");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect
      .poll(() => db.select().from(chapters).where(eq(chapters.id, chapter.id)).get())
      .toMatchObject({
        slug: chapter.slug,
        city: "Denver",
        state: "CO",
        regionCode: "8",
        description: "Now based in Denver.",
      });
  });

  test("search and status filter are a GET form; Clear Filters resets them", async ({ page }) => {
    const leader = await signedInUser(page, ["ChapterLeader"]);
    const t = tag();
    insertChapter({ name: `Filter Pending ${t}`, status: "Pending", createdById: leader.id });
    await page.goto("/dashboard/chapters");
    await waitForHydration(page);
    const search = page.getByRole("search", { name: "Search chapters" });
    await search.getByLabel("Search").fill(t);
    await search.getByLabel("Status").selectOption("approved");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${t}.*status=approved`));
    await expect(page.getByRole("heading", { name: "No Chapters Found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/chapters$/);
    await expect(card(page, `Filter Pending ${t}`)).toBeVisible();
  });
});

test.describe("chapter management refusals", () => {
  test("a member gets 403 on the chapters page and the create page", async ({ page }) => {
    await signedInUser(page, ["Member"]);
    expect((await page.goto("/dashboard/chapters"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect((await page.goto("/dashboard/chapters/new"))?.status()).toBe(403);
  });

  test(
    "forged posts: a leader cannot approve or reject a chapter; a member cannot post at all; unknown intent is 400",
    HTTP_ONCE,
    async ({ page }) => {
      const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
      const pending = insertChapter({ status: "Pending", createdById: leader.id });
      const post = (form: Record<string, string>) =>
        page.request.post("/dashboard/chapters?index", { form, maxRedirects: 0 });
      expect((await post({ intent: "approve", chapterId: pending.id })).status()).toBe(403);
      expect((await post({ intent: "reject", chapterId: pending.id, reason: "x" })).status()).toBe(403);
      expect((await post({ intent: "explode", chapterId: pending.id })).status()).toBe(400);
      expect(db.select().from(chapters).where(eq(chapters.id, pending.id)).get()?.status).toBe("Pending");

      await page.context().clearCookies();
      await signedInUser(page, ["Member"]);
      expect((await post({ intent: "approve", chapterId: pending.id })).status()).toBe(403);
      expect(
        (
          await page.request.post("/dashboard/chapters/new", {
            form: { name: "Sneaky", city: "Austin", state: "TX" },
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(403);
      expect(db.select().from(chapters).where(eq(chapters.id, pending.id)).get()?.status).toBe("Pending");
    },
  );

  test("a leader cannot edit a chapter they do not lead", async ({ page }) => {
    await signedInUser(page, ["ChapterLeader"]);
    const other = insertChapter();
    expect((await page.goto(`/dashboard/chapters/${other.id}/edit`))?.status()).toBe(403);
    const res = await page.request.post(`/dashboard/chapters/${other.id}/edit`, {
      form: { city: "Nowhere", state: "TX" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(db.select().from(chapters).where(eq(chapters.id, other.id)).get()?.city).toBe(other.city);
  });
});
