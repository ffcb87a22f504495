import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { deleteAccount } from "~/models/account-data.server";
import { ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import { replyByToken } from "~/models/activation-reply.server";
import { checkByLeader, checkByToken, getActivationRoster } from "~/models/activation-roster.server";
import { createActivation } from "~/models/activation-send.server";
import { isoDayIn } from "~/models/credential.schema";
import { parseCsv } from "../helpers/csv";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  signedInUser,
  test,
  TEST_PASSWORD,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

const BASE = "http://127.0.0.1";

/** A real activation of a fresh chapter: one member checked in by their link, then out by the leader. */
async function activationOnScene(page: import("@playwright/test").Page) {
  const t = uniqueSlug("rec").replace(/-/g, "");
  const leader = await signedInUser(page, ["ChapterLeader"], `Rae Recorder ${t}`);
  const chapter = insertChapter({ name: `Record CERT ${t}` });
  insertMembership(leader.id, chapter.id, "Leader");
  // A name a spreadsheet would run as a formula: the CSV must keep it text.
  const member = await insertUser({ displayName: `=Mo Responder ${t}` });
  insertMembership(member.id, chapter.id, "Member");
  const leaderActor = loadActor(leader.id)!;
  const title = `Shelter support ${t}`;
  // Called out three hours ago; the member was on scene from two hours ago for an hour and a half.
  const calledOut = new Date(Date.now() - 3 * 3_600_000);
  const { activation } = createActivation(
    leaderActor,
    {
      chapterId: chapter.id,
      kind: "Real",
      title,
      details: "Open the shelter",
      location: "Lincoln High gym",
      reportAt: new Date(calledOut.getTime() + 3_600_000),
      needed: 1,
    },
    { baseUrl: BASE, now: calledOut },
  );
  const token = responseTokenFor(activation.id, member.id)!;
  const checkedIn = new Date(Date.now() - 2 * 3_600_000);
  replyByToken(token, ReplySchema.parse({ reply: "Available" }), { baseUrl: BASE, now: calledOut });
  checkByToken(token, "in", checkedIn);
  const responseId = getActivationRoster(leaderActor, activation.id).roster.find(
    (r) => r.userId === member.id,
  )!.responseId;
  checkByLeader(leaderActor, activation.id, responseId, "out", new Date(checkedIn.getTime() + 90 * 60_000));
  return { t, leader, chapter, member, activation, title, day: isoDayIn(checkedIn, "America/New_York") };
}

test.describe("an activation's record", () => {
  test("a leader opens the ICS-211 check-in list and ICS-214 log from the roster; they print without navigation and download as CSV", async ({
    page,
  }) => {
    const { activation, member, title, leader } = await activationOnScene(page);
    await page.goto(`/dashboard/activations/${activation.id}`);
    await waitForHydration(page);
    await page.getByTestId("record-links").getByRole("link", { name: "Check-in list (ICS-211)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check-in list (ICS-211)" })).toBeVisible();
    await expect(page.getByTestId("record-header")).toContainText(`REAL: ${title}`);
    await expect(page.getByTestId("record-header")).toContainText("Lincoln High gym");
    const line = page.getByTestId("check-in-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(member.displayName);
    await expect(line).toContainText("1.5");
    // Every time names its zone.
    await expect(line).toContainText(/[AP]M E[SD]T/);

    // On paper: no site header, no dashboard navigation, no links or buttons; the table and the signature stay.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("dashboard-sidebar")).toBeHidden();
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.getByRole("link", { name: "Download CSV" })).toBeHidden();
    for (const button of await page.getByRole("button").all()) await expect(button).toBeHidden();
    await expect(page.getByTestId("check-in-list")).toBeVisible();
    await expect(page.getByText(`${leader.displayName},`)).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const csv = await page.request.get(`/dashboard/activations/${activation.id}/check-in-list.csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["Name", "Chapter", "Qualifications", "Time in", "Time out", "Hours"]);
    expect(rows[1]![0]).toBe(`'${member.displayName}`);
    expect(rows[1]![5]).toBe("1.5");

    await page.getByRole("link", { name: "Activity log (ICS-214)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Activity log (ICS-214)" })).toBeVisible();
    await expect(page.getByTestId("log-line")).toHaveCount(3);
    await expect(page.getByTestId("log-line").nth(1)).toContainText(`${member.displayName} checked in (own link)`);
    await expect(page.getByTestId("log-line").nth(2)).toContainText(leader.displayName);
    const log = parseCsv(
      await (await page.request.get(`/dashboard/activations/${activation.id}/activity-log.csv`)).text(),
    );
    expect(log[0]).toEqual(["Date and time", "Notable activity", "By"]);
    expect(log[3]).toEqual([
      expect.stringMatching(/[AP]M E[SD]T$/),
      `'${member.displayName} checked out`,
      leader.displayName,
    ]);
  });

  test("a responder who deleted their account is named in the leader's language on the roster, the forms and their files", async ({
    page,
  }) => {
    const { activation, member, leader } = await activationOnScene(page);
    await deleteAccount(loadActor(member.id)!, TEST_PASSWORD);
    db.insert(userSettings)
      .values({ userId: leader.id, language: "es" })
      .onConflictDoUpdate({ target: userSettings.userId, set: { language: "es" } })
      .run();

    await page.goto(`/dashboard/activations/${activation.id}`);
    await expect(page.getByText("Miembro eliminado").first()).toBeVisible();
    await expect(page.getByText("Deleted member")).toHaveCount(0);

    await page.goto(`/dashboard/activations/${activation.id}/check-in-list`);
    await expect(page.getByTestId("check-in-line")).toContainText("Miembro eliminado");
    const list = parseCsv(
      await (await page.request.get(`/dashboard/activations/${activation.id}/check-in-list.csv`)).text(),
    );
    expect(list[1]![0]).toBe("Miembro eliminado");

    await page.goto(`/dashboard/activations/${activation.id}/activity-log`);
    await expect(page.getByTestId("log-line").nth(1)).toContainText("Miembro eliminado");
    await expect(page.getByText("Deleted member")).toHaveCount(0);
    const log = parseCsv(
      await (await page.request.get(`/dashboard/activations/${activation.id}/activity-log.csv`)).text(),
    );
    expect(log[2]![1]).toContain("Miembro eliminado");
    expect(log[2]![2]).toBe("Miembro eliminado");
  });

  test("a leader exports the chapter's volunteer hours for a cost-share claim", async ({ page }) => {
    const { chapter, member, leader, day } = await activationOnScene(page);
    await page.goto("/dashboard/hours/report");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Cost Share" }).click();
    // The hours report has Chapter/From/To fields too: fill the cost-share page's, once it is shown.
    await expect(page.getByRole("heading", { level: 1, name: "Volunteer Hours for Cost Share" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/hours\/cost-share/);
    await page.getByLabel("Chapter", { exact: true }).selectOption({ label: chapter.name });
    await page.getByLabel("From", { exact: true }).fill(day);
    await page.getByLabel("To", { exact: true }).fill(day);
    await page.getByRole("button", { name: "Show Report" }).click();
    await expect(page.getByTestId("cost-share-scope")).toContainText(chapter.name);
    const table = page.getByTestId("cost-share-lines");
    await expect(table).toContainText(member.displayName);
    await expect(table).toContainText("Lincoln High gym");
    await expect(table).toContainText(leader.displayName);
    await expect(page.getByTestId("cost-share-total")).toContainText("1.5");

    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const rows = parseCsv(await (await page.request.get(href!)).text());
    expect(rows[0]).toEqual(["Person", "Date", "Site", "Task", "Hours", "Certified by"]);
    expect(rows.slice(1)).toEqual([
      [
        `'${member.displayName}`,
        day,
        "Lincoln High gym",
        expect.stringContaining("Shelter support"),
        "1.5",
        leader.displayName,
      ],
    ]);
  });
});
