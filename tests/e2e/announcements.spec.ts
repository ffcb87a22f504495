import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { announcements, userSettings } from "~/db/schema";
import { createAnnouncement } from "~/models/announcement.server";
import { actorOf } from "../helpers/actor";
import { readSinkMail } from "../helpers/smtp-sink";
import { pagedItems, walkTwoPages } from "../helpers/paging";
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

function tag() {
  return uniqueSlug("ann").replace(/-/g, "");
}

const openCreate = (page: Page) => openCreateForm(page, "/dashboard/announcements", "Create Announcement");

function mailFor(token: string) {
  return readSinkMail().filter((m) => m.raw.includes(token));
}

test.describe("announcements", () => {
  test("a chapter announcement with email reaches exactly the chapter's approved, opted-in members", async ({
    page,
  }) => {
    const t = tag();
    const chapter = insertChapter({ name: `Riverside ${t}` });
    const otherChapter = insertChapter();
    const leader = await signedInUser(page, ["ChapterLeader"], `Lou Leader ${t}`);
    insertMembership(leader.id, chapter.id, "Leader");
    const [a, b, pending, optedOut, elsewhere] = await Promise.all([
      insertUser(),
      insertUser(),
      insertUser(),
      insertUser(),
      insertUser(),
    ]);
    insertMembership(a.id, chapter.id);
    insertMembership(b.id, chapter.id);
    insertMembership(pending.id, chapter.id, "Member", "Pending");
    insertMembership(optedOut.id, chapter.id);
    insertMembership(elsewhere.id, otherChapter.id);
    db.update(userSettings).set({ emailNotifications: false }).where(eq(userSettings.userId, optedOut.id)).run();

    const title = `Flood watch ${t}`;
    // The cards and their email forms are written by the server as one string and hydrated (decision 063): no error.
    const errors = pageErrors(page);
    const form = await openCreate(page);
    await expect(form.getByLabel("Scope", { exact: true })).toHaveCount(0); // leaders post Chapter announcements only
    await form.getByLabel("Announcement Title").fill(title);
    await form.getByLabel("Message").fill("The river is rising. Move vehicles to high ground tonight.");
    await form.getByLabel("Chapter", { exact: true }).selectOption({ label: chapter.name });
    await form.getByLabel("Send email notification").check();
    await form.getByRole("button", { name: "Publish Announcement" }).click();
    if (isJsProject()) await expect(page.getByRole("dialog")).toHaveCount(0);
    else await expect(page).toHaveURL(/\/dashboard\/announcements$/);
    // The toast is the only place the leader learns how many were emailed.
    await expect(page.getByTestId("toast")).toContainText("Emailed to 3 members.");

    const search = page.getByRole("search", { name: "Search announcements" });
    await search.getByLabel("Search").fill(t);
    await search.getByRole("button", { name: "Search" }).click();
    const card = page.getByTestId("announcement-card").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Chapter");
    await expect(card).toContainText(chapter.name);
    await expect(card.getByTestId("announcement-poster")).toHaveText(`By Lou Leader ${t}`);

    const expected = [leader.email, a.email, b.email].sort();
    await expect
      .poll(
        () =>
          mailFor(t)
            .flatMap((m) => m.to)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(expected);
    const messages = mailFor(t);
    expect(messages.every((m) => m.to.length === 1)).toBe(true);
    expect(messages[0]!.raw).toMatch(/Subject: \[Riverside/);

    // Sending again from the card reaches nobody twice.
    await card.getByRole("button", { name: `Send Email: ${title}` }).click();
    await expect(card.getByTestId("last-send")).toContainText("Emailed 2 times (3 copies)");
    // The toast is the only place the leader learns why nobody was emailed.
    await expect(page.getByTestId("toast")).toContainText("No Email Sent");
    await expect(page.getByTestId("toast")).toContainText("All 3 members already had this announcement");
    expect(mailFor(t)).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  test("members cannot post; leaders cannot post Global or for another chapter, nor email what is not theirs", async ({
    page,
  }) => {
    const t = tag();
    const chapter = insertChapter();
    const other = insertChapter();
    const member = await signedInUser(page, ["Member"]);
    insertMembership(member.id, chapter.id);
    await page.goto("/dashboard/announcements");
    await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Announcement" })).toHaveCount(0);
    expect((await page.request.get("/dashboard/announcements/new")).status()).toBe(403);
    const form = {
      intent: "create",
      title: `Nope ${t}`,
      body: "This should never be published.",
      scope: "Chapter",
      chapterId: chapter.id,
    };
    expect((await page.request.post("/dashboard/announcements/new", { form, maxRedirects: 0 })).status()).toBe(403);

    const leader = await insertUser({ roles: ["ChapterLeader"] });
    insertMembership(leader.id, chapter.id, "Leader");
    await loginAs(page, leader.id);
    const global = await page.request.post("/dashboard/announcements/new", { form: { ...form, scope: "Global" } });
    expect(global.status()).toBe(403);
    expect(await global.text()).toContain("Only global administrators can post Global announcements.");
    const notMine = await page.request.post("/dashboard/announcements/new", { form: { ...form, chapterId: other.id } });
    expect(notMine.status()).toBe(403);
    expect(await notMine.text()).toContain("You can only create announcements for chapters you lead.");
    expect(
      db
        .select()
        .from(announcements)
        .where(eq(announcements.title, `Nope ${t}`))
        .all(),
    ).toHaveLength(0);

    const admin = await insertUser({ roles: ["GlobalAdmin"] });
    const { announcement: globalOne } = await createAnnouncement(actorOf(admin), {
      title: `Network ${t}`,
      body: "A message for the whole network.",
      scope: "Global",
      chapterId: null,
      sendEmail: false,
    });
    const send = await page.request.post("/dashboard/announcements?index", {
      form: { intent: "send-email", announcementId: globalOne.id, enhanced: "1" },
    });
    expect(send.status()).toBe(403);
    const api = await page.request.post("/api/notifications/email", {
      data: { recipients: ["someone-else@example.test"], subject: "Hi", body: "Hello", type: "announcement" },
    });
    expect(api.status()).toBe(403);
    expect((await api.json()).error).toMatch(/not members of your audience/);
  });

  test("the create form shows the spec's validation messages and a live character count", async ({ page }) => {
    await signedInUser(page, ["GlobalAdmin"]);
    await page.goto("/dashboard/announcements/new");
    await waitForHydration(page);
    const form = page.locator("main form").filter({ has: page.getByLabel("Announcement Title") });
    await form.getByLabel("Announcement Title").fill("ab");
    await form.getByLabel("Message").fill("short");
    if (isJsProject()) await expect(form.getByTestId("body-count")).toHaveText("5 characters (at least 10)");
    await form.getByRole("button", { name: "Publish Announcement" }).click();
    await expect(form.getByText("Announcement title must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Announcement body must be at least 10 characters")).toBeVisible();
    await expect(form.getByText("Chapter must be selected for chapter-scoped announcements")).toBeVisible();
    await expect(form.getByTestId("body-count")).toHaveText("5 characters (at least 10)");
  });

  test("an admin posts a Global announcement; Global hides the chapter and the tabs sort it", async ({ page }) => {
    const t = tag();
    await signedInUser(page, ["GlobalAdmin"], `Gail Admin ${t}`);
    const form = await openCreate(page);
    await form.getByLabel("Announcement Title").fill(`Heat advisory ${t}`);
    await form.getByLabel("Message").fill("Cooling centers open at noon across the network.");
    await form.getByLabel("Scope", { exact: true }).selectOption("Global");
    if (isJsProject()) await expect(form.getByLabel("Chapter", { exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: "Publish Announcement" }).click();
    if (isJsProject()) await expect(page.getByRole("dialog")).toHaveCount(0);
    else await expect(page).toHaveURL(/\/dashboard\/announcements$/);
    await page.goto(`/dashboard/announcements?scope=Global&q=${t}`);
    const card = page.getByTestId("announcement-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Global Network");
    await expect(card.getByTestId("announcement-poster")).toHaveText(`By Gail Admin ${t}`);
    await page
      .getByRole("navigation", { name: "Announcement scope" })
      .getByRole("link", { name: /Chapter/ })
      .click();
    await expect(page).toHaveURL(/scope=Chapter/);
    await expect(page.getByTestId("announcement-card")).toHaveCount(0);
    const row = db
      .select()
      .from(announcements)
      .where(eq(announcements.title, `Heat advisory ${t}`))
      .get()!;
    expect(row).toMatchObject({ scope: "Global", chapterId: null, sendEmail: false });
  });
  test("the list shows 20 announcements a page; Next/Previous keep the search and tab, and the heading counts them all", async ({
    page,
  }) => {
    const t = tag();
    await signedInUser(page, ["Member"]);
    // Newest first: announcement 1 was posted last.
    db.insert(announcements)
      .values(
        pagedItems(t, 23).map(({ title, at }) => ({
          title,
          body: "Supply drive details.",
          scope: "Global" as const,
          createdAt: at,
        })),
      )
      .run();
    const errors = pageErrors(page);
    await walkTwoPages(page, {
      url: `/dashboard/announcements?scope=Global&q=${t}`,
      item: "announcement-card",
      heading: "#announcements-heading",
      pager: "Announcement pages",
      perPage: 20,
      total: 23,
      t,
      keeps: /scope=Global/,
    });
    // The cards are written by the server as one string and hydrated (decision 063): no error.
    expect(errors).toEqual([]);
  });
});
