import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLogs, events, messageQueue } from "~/db/schema";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { queuedMail } from "../helpers/queued-mail";
import {
  expect,
  getMembership,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

const DAY = 86_400_000;

function insertEvent(chapterId: string, title: string, daysFromNow: number, locationText = "Fire Station 3") {
  db.insert(events)
    .values({
      chapterId,
      title,
      description: `${title} description`,
      startAt: new Date(Date.now() + daysFromNow * DAY),
      locationText,
    })
    .run();
}

test.describe("chapter detail", () => {
  test("shows the chapter, its approved member count, the next three events and statistics", async ({ page }) => {
    const chapter = insertChapter({
      name: `Detail ${uniqueSlug("d")}`,
      city: "Tulsa",
      state: "OK",
      regionCode: "6",
      description: "Storm spotters.",
    });
    for (const status of ["Approved", "Approved", "Pending"] as const) {
      insertMembership((await insertUser()).id, chapter.id, "Member", status);
    }
    insertEvent(chapter.id, "Last Year Drill", -30);
    insertEvent(chapter.id, "Fourth Event", 40);
    insertEvent(chapter.id, "First Event", 2, "Tulsa Library");
    insertEvent(chapter.id, "Third Event", 20);
    insertEvent(chapter.id, "Second Event", 10);

    const response = await page.goto(`/chapters/${chapter.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: chapter.name })).toBeVisible();
    await expect(page.getByText("Tulsa, OK · 2 members · Region 6")).toBeVisible();
    await expect(page.getByRole("heading", { name: "About This Chapter" })).toBeVisible();
    await expect(page.getByText("Storm spotters.")).toBeVisible();
    const eventTitles = page.getByRole("region", { name: "Upcoming Events" }).getByRole("heading", { level: 3 });
    await expect(eventTitles).toHaveText(["First Event", "Second Event", "Third Event"]);
    await expect(page.getByText("Tulsa Library")).toBeVisible();
    await expect(page.getByTestId("stat-members")).toHaveText("2");
    await expect(page.getByTestId("stat-events")).toHaveText("4");
    await expect(page.getByRole("link", { name: "Subscribe to this chapter's calendar" })).toHaveAttribute(
      "href",
      `/chapters/${chapter.slug}/events.ics`,
    );
  });

  test("an unknown chapter says so in the reader's language, with a 404 and the way to the directory", async ({
    page,
  }) => {
    const slug = uniqueSlug("missing");
    for (const path of [`/chapters/${slug}`, `/chapters/${slug}/contact`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Chapter not found" })).toBeVisible();
      await expect(page.getByText("We couldn't find that chapter.")).toBeVisible();
      await expect(page).toHaveTitle("Chapter not found | CERT Chapters");
      await expect(page.getByRole("main").getByRole("link", { name: "Find a chapter" })).toHaveAttribute(
        "href",
        "/chapters",
      );
    }
    for (const lang of ["es", "fr"] as const) {
      await page.context().addCookies([{ name: "lng", value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
      const response = await page.goto(`/chapters/${slug}`);
      expect(response?.status()).toBe(404);
      const messages = CATALOGUES[lang].common;
      await expect(
        page.getByRole("heading", { level: 1, name: messages["common.chapter.notFoundTitle"]! }),
      ).toBeVisible();
      await expect(page.getByText(messages["common.chapter.notFoundText"]!)).toBeVisible();
      await expect(page).toHaveTitle(messages["common.chapter.notFoundMeta"]!);
    }
  });

  test("a chapter without description or events says so", async ({ page }) => {
    const chapter = insertChapter({ description: "" });
    await page.goto(`/chapters/${chapter.slug}`);
    await expect(page.getByText("No description available.")).toBeVisible();
    await expect(page.getByText("No upcoming events scheduled.")).toBeVisible();
  });

  test("signed out, the join card asks to sign in and the Sign In link comes back here", async ({ page }) => {
    const chapter = insertChapter();
    const user = await insertUser();
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await expect(page.getByText("Sign in to request membership in this chapter.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Request to Join/ })).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/chapters/${chapter.slug}$`));
    await expect(page.getByRole("button", { name: `Request to Join ${chapter.name}` })).toBeVisible();
  });

  test("a signed-in member requests to join: Pending Member, toast, badge, audit row", async ({ page }) => {
    const chapter = insertChapter();
    const user = await signedInUser(page);
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Join This Chapter" })).toBeVisible();
    await page.getByRole("button", { name: `Request to Join ${chapter.name}` }).click();
    await expect(page.getByText("Join Request Sent")).toBeVisible();
    await expect(page.getByText("Your request to join this chapter has been submitted for approval.")).toBeVisible();
    await expect(page.getByText("Membership: Pending")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join This Chapter" })).toHaveCount(0);
    expect(getMembership(user.id, chapter.id)).toMatchObject({ role: "Member", status: "Pending" });
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, user.id), eq(auditLogs.action, "request_membership")))
      .all();
    expect(audit).toHaveLength(1);
  });

  test("a second request for the same chapter is refused with a clear message", async ({ page }) => {
    const chapter = insertChapter();
    const user = await signedInUser(page);
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    // Sent meanwhile from another tab.
    insertMembership(user.id, chapter.id, "Member", "Pending");
    await page.getByRole("button", { name: `Request to Join ${chapter.name}` }).click();
    await expect(page.getByText("You have already requested to join this chapter.").first()).toBeVisible();
    await expect(page.getByText("Membership: Pending")).toBeVisible();
  });

  test("a leader sees 'Membership: Approved (Leader)' and no join card", async ({ page }) => {
    const chapter = insertChapter();
    const user = await signedInUser(page, ["ChapterLeader", "Member"]);
    insertMembership(user.id, chapter.id, "Leader", "Approved");
    await page.goto(`/chapters/${chapter.slug}`);
    await expect(page.getByText("Membership: Approved (Leader)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join This Chapter" })).toHaveCount(0);
  });

  test("pending chapters are not shown to visitors", async ({ page }) => {
    const chapter = insertChapter({ status: "Pending" });
    const response = await page.goto(`/chapters/${chapter.slug}`);
    expect(response?.status()).toBe(404);
  });

  test("Contact Chapter mails the message to the chapter's leaders", async ({ page }) => {
    const chapter = insertChapter();
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const message = `Do you run CPR classes? ${uniqueSlug("msg")}`;
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Contact Chapter" }).click();
    const scope = isJsProject()
      ? page.getByRole("dialog", { name: `Contact ${chapter.name}` })
      : page.getByRole("main");
    if (!isJsProject()) await expect(page).toHaveURL(new RegExp(`/chapters/${chapter.slug}/contact$`));
    await scope.getByLabel("Your Name").fill("Casey Curious");
    await scope.getByLabel("Your Email").fill("casey@example.test");
    await scope.getByLabel("Message").fill(message);
    await scope.getByRole("button", { name: "Send Message" }).click();
    if (isJsProject()) {
      await expect(scope.getByText("Message sent.")).toBeVisible();
    } else {
      await expect(page).toHaveURL(new RegExp(`/chapters/${chapter.slug}$`));
    }
    await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
    const mail = queuedMail().where(eq(messageQueue.to, leader.email)).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(message);
    expect(mail[0]!.text).toContain("casey@example.test");
  });

  test("Contact Chapter checks the message on the server", async ({ page }) => {
    const chapter = insertChapter();
    await page.goto(`/chapters/${chapter.slug}/contact`);
    await waitForHydration(page);
    await page.getByLabel("Your Name").fill("Short Message");
    await page.getByLabel("Your Email").fill("short@example.test");
    // Passes the browser's minlength only when typed; the server says the same thing in any case.
    await page.getByLabel("Message").evaluate((el) => el.removeAttribute("minlength"));
    await page.getByLabel("Message").fill("Hi");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your Name")).toHaveValue("Short Message");
  });
});
