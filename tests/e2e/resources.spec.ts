import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import { createResource } from "~/models/resource.server";
import { actorOf } from "../helpers/actor";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  openCreateForm,
  pageErrors,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { pagedItems, pagedTitles, walkTwoPages } from "../helpers/paging";

function tag() {
  return uniqueSlug("res").replace(/-/g, "");
}

/** Opens the Upload Resource form: a dialog with JS, the /dashboard/resources/new page without. */
const openUpload = (page: Page) => openCreateForm(page, "/dashboard/resources", "Upload Resource");

async function upload(page: Page, fields: { title: string; access: string; fileUrl?: string; linkUrl?: string }) {
  const form = await openUpload(page);
  await form.getByLabel("Resource Title").fill(fields.title);
  await form.getByLabel("Access Level").selectOption({ label: fields.access });
  if (fields.fileUrl) await form.getByLabel("File URL").fill(fields.fileUrl);
  if (fields.linkUrl) await form.getByLabel("Link URL").fill(fields.linkUrl);
  await form.getByRole("button", { name: "Upload Resource" }).click();
  if (isJsProject()) await expect(page.getByRole("dialog")).toHaveCount(0);
  else await expect(page).not.toHaveURL(/\/dashboard\/resources\/new$/);
  // The durable result: the resource is stored (the spec then finds it in the library).
  await expect.poll(() => db.select().from(resources).where(eq(resources.title, fields.title)).get()?.id).toBeTruthy();
}

test.describe("resource library", () => {
  test("resources at each level: a member never gets the Leader or Admin one, also by direct URL", async ({ page }) => {
    const t = tag();
    await signedInUser(page, ["GlobalAdmin"], "Ada Admin");
    await upload(page, { title: `Go-bag list ${t}`, access: "Members", fileUrl: "https://example.org/go-bag.pdf" });
    await upload(page, {
      title: `Shelter roster ${t}`,
      access: "Leaders Only",
      fileUrl: "https://example.org/roster.xlsx",
    });
    await upload(page, { title: `Budget plan ${t}`, access: "Admin Only", linkUrl: "https://example.org/budget" });
    const rows = db
      .select()
      .from(resources)
      .all()
      .filter((r) => r.title.endsWith(t));
    const byLevel = Object.fromEntries(rows.map((r) => [r.accessLevel, r]));
    expect(Object.keys(byLevel).sort()).toEqual(["Admin", "Leader", "Member"]);

    // The admin sees all three, with the icon by extension and the new-tab actions.
    await page.goto(`/dashboard/resources?access=all&q=${t}`);
    const cards = page.getByTestId("resource-card");
    await expect(cards).toHaveCount(3);
    const pdf = cards.filter({ hasText: `Go-bag list ${t}` });
    await expect(pdf.getByTestId("resource-icon")).toHaveAttribute("data-kind", "PDF");
    await expect(pdf).toContainText("Global");
    await expect(pdf).toContainText("Version 1");
    const download = pdf.getByRole("link", { name: /^Download/ });
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(download).toHaveAttribute("rel", /noopener/);
    await expect(cards.filter({ hasText: `Shelter roster ${t}` }).getByTestId("resource-icon")).toHaveAttribute(
      "data-kind",
      "XLS",
    );
    await expect(cards.filter({ hasText: `Budget plan ${t}` }).getByRole("link", { name: /^Open Link/ })).toBeVisible();

    // A member: only the public one, in the list, the tabs and by URL.
    const member = await insertUser({ roles: ["Member"] });
    await loginAs(page, member.id);
    await page.goto(`/dashboard/resources?access=all&q=${t}`);
    await expect(page.getByTestId("resource-card")).toHaveCount(1);
    await expect(page.getByTestId("resource-card")).toContainText(`Go-bag list ${t}`);
    const html = await page.content();
    expect(html).not.toContain(`Shelter roster ${t}`);
    expect(html).not.toContain("roster.xlsx");
    expect(html).not.toContain(`Budget plan ${t}`);
    await expect(page.getByRole("navigation", { name: "Access level" }).getByRole("link")).toHaveText([/Members/]);
    await expect(page.getByTestId("stat-leader")).toHaveCount(0);
    for (const level of ["Leader", "Admin"]) {
      const res = await page.goto(`/dashboard/resources/${byLevel[level]!.id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    }
    expect((await page.goto(`/dashboard/resources/${byLevel.Member!.id}`))?.status()).toBe(200);

    // A chapter leader: public and leader ones, never the admin one.
    const leader = await insertUser({ roles: ["ChapterLeader"] });
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/resources?access=all&q=${t}`);
    await expect(page.getByTestId("resource-card")).toHaveCount(2);
    await expect(page.getByText(`Budget plan ${t}`)).toHaveCount(0);
    expect((await page.goto(`/dashboard/resources/${byLevel.Admin!.id}`))?.status()).toBe(404);
  });

  test("a leader cannot create Admin resources or post for a chapter they do not lead; a member cannot upload", async ({
    page,
  }) => {
    const leader = await signedInUser(page, ["ChapterLeader"]);
    const own = insertChapter();
    const other = insertChapter();
    insertMembership(leader.id, own.id, "Leader");
    await page.goto("/dashboard/resources/new");
    const access = page.getByLabel("Access Level");
    await expect(access.locator("option")).toHaveText(["Members", "Leaders Only"]);
    await expect(page.getByLabel("Chapter").locator("option")).toHaveText(["Global (all chapters)", own.name]);

    const title = `Forbidden ${tag()}`;
    const base = { intent: "create", title, fileUrl: "https://example.org/x.pdf" };
    const adminLevel = await page.request.post("/dashboard/resources/new", { form: { ...base, accessLevel: "Admin" } });
    expect(adminLevel.status()).toBe(403);
    expect(await adminLevel.text()).toContain("Only global administrators can create Admin resources.");
    const otherChapter = await page.request.post("/dashboard/resources/new", {
      form: { ...base, accessLevel: "Member", chapterId: other.id },
    });
    expect(otherChapter.status()).toBe(403);
    expect(await otherChapter.text()).toContain("You can only create resources for chapters you lead.");

    const member = await insertUser({ roles: ["Member"] });
    await loginAs(page, member.id);
    await page.goto("/dashboard/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resource Library" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload Resource" })).toHaveCount(0);
    expect((await page.request.get("/dashboard/resources/new")).status()).toBe(403);
    const post = await page.request.post("/dashboard/resources/new", {
      form: { ...base, accessLevel: "Member" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    expect(db.select().from(resources).where(eq(resources.title, title)).all()).toHaveLength(0);
  });

  test("the upload form shows the spec's validation messages", async ({ page }) => {
    await signedInUser(page, ["GlobalAdmin"]);
    await page.goto("/dashboard/resources/new");
    await waitForHydration(page);
    const form = page.locator("main form").filter({ has: page.getByLabel("Resource Title") });
    await form.getByLabel("Resource Title").fill("ab");
    await form.getByLabel("File URL").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Upload Resource" }).click();
    await expect(form.getByText("Resource title must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Enter a valid URL starting with http:// or https://")).toBeVisible();
    await form.getByLabel("Resource Title").fill("Flood map");
    await form.getByLabel("File URL").fill("");
    await form.getByRole("button", { name: "Upload Resource" }).click();
    await expect(form.getByRole("alert")).toContainText("Either file URL or link URL is required");
  });

  test("editing a resource bumps its version", async ({ page }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"]);
    const chapter = insertChapter();
    insertMembership(leader.id, chapter.id, "Leader");
    const resource = createResource(actorOf(leader), {
      title: `Radio guide ${t}`,
      description: null,
      accessLevel: "Leader",
      fileUrl: "https://example.org/radio.docx",
      linkUrl: null,
      chapterId: chapter.id,
    });
    await page.goto(`/dashboard/resources?access=Leader&q=${t}`);
    await waitForHydration(page);
    const card = page.getByTestId("resource-card").filter({ hasText: `Radio guide ${t}` });
    await expect(card.getByTestId("resource-icon")).toHaveAttribute("data-kind", "DOC");
    await expect(card).toContainText(chapter.name);
    await card.getByRole("link", { name: `Edit Radio guide ${t}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/resources/${resource.id}/edit$`));
    await expect(page.getByLabel("Resource Title")).toHaveValue(`Radio guide ${t}`);
    await page.getByLabel("Resource Title").fill(`Radio guide v2 ${t}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/resources/${resource.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Radio guide v2 ${t}`);
    await expect(page.getByTestId("resource-version")).toHaveText("Version 2");
  });
  test("the library shows 24 resources a page; Next/Previous keep the search and tab, and the heading counts them all", async ({
    page,
  }) => {
    const t = tag();
    await signedInUser(page, ["Member"]);
    // Newest first: resource 1 was updated last.
    db.insert(resources)
      .values(
        pagedItems(t, 30).map(({ title, at }) => ({
          title,
          accessLevel: "Member" as const,
          linkUrl: "https://example.org/paged",
          createdAt: at,
          updatedAt: at,
        })),
      )
      .run();
    const errors = pageErrors(page);
    const pager = await walkTwoPages(page, {
      url: `/dashboard/resources?access=all&q=${t}`,
      item: "resource-card",
      heading: "#resources-heading",
      pager: "Resource pages",
      perPage: 24,
      total: 30,
      t,
      keeps: /access=all/,
      onSecondPage: () => expect(page.locator("#resources-heading")).toContainText("(30)"),
    });
    expect(await page.getByTestId("resource-card").getByRole("heading").allTextContents()).toEqual(
      pagedTitles(t, 1, 24),
    );
    // The cards are written by the server as one string and hydrated (decision 063): no error.
    expect(errors).toEqual([]);

    // A page past the end (an old link) says so and links back.
    await page.goto(`/dashboard/resources?access=all&q=${t}&page=9`);
    await expect(page.getByText("This page is past the end of the list")).toBeVisible();
    await expect(pager.getByRole("link", { name: "Previous" })).toBeVisible();
  });
});
