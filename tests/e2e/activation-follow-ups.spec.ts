import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { activationWaves } from "~/db/schema";
import { parseCsv } from "../helpers/csv";
import { createActivation } from "~/models/activation-send.server";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";

/** Follow-ups on silence (issue 30): escalation waves set on the create form, and the roster's resend. */

const BASE = "http://127.0.0.1";

function tag() {
  return uniqueSlug("fu").replace(/-/g, "");
}

async function mailCount(address: string, subjectPart: string) {
  return readSinkMail().filter((m) => m.to.includes(address) && mailText(m.raw).includes(subjectPart)).length;
}

/** The create page, hydrated with JS, its form filled but for the waves: a drill a year ahead. */
async function openCreateForm(
  page: Page,
  f: { chapter: string; title: string; situation: string; location: string; needed?: string },
) {
  await page.goto("/dashboard/activations/new");
  await waitForHydration(page);
  const form = page.locator("form#create-activation");
  await form.getByLabel("Chapter").selectOption({ label: f.chapter });
  await form.getByLabel("Title").fill(f.title);
  await form.getByLabel("Situation").fill(f.situation);
  await form.getByLabel("Staging location").fill(f.location);
  await form.getByLabel("Report by").fill(`${new Date().getUTCFullYear() + 1}-01-15T02:30`);
  if (f.needed) await form.getByLabel("Responders needed").fill(f.needed);
  return form;
}

test.describe("activation follow-ups", () => {
  test("a leader sets an escalation wave on the create form; the roster lists it as waiting", async ({ page }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Wanda Waves ${t}`);
    const chapter = insertChapter({ name: `Wave CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const second = insertChapter({ name: `Backup CERT ${t}` });
    insertMembership(leader.id, second.id, "Leader");

    const form = await openCreateForm(page, {
      chapter: chapter.name,
      title: `Wave drill ${t}`,
      situation: "Testing the escalation waves.",
      location: "Station 9",
      needed: "2",
    });
    const first = form.getByRole("group", { name: "Wave 1" });
    await first.getByLabel("After (minutes)").fill("15");
    await first.getByLabel("Alert").selectOption({ label: second.name });
    // A half-filled row is refused with its field named, keeping what was typed.
    const secondRow = form.getByRole("group", { name: "Wave 2" });
    await secondRow.getByLabel("Alert").selectOption({ label: "Tell the chapter's other leaders" });
    await form.getByRole("button", { name: "Send Activation" }).click();
    await expect(secondRow.getByText("Minutes must be a whole number from 1 to 1440")).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue(`Wave drill ${t}`);
    await secondRow.getByLabel("After (minutes)").fill("30");
    // Leave the field first: with JS its error goes on blur, and the button moves up with it.
    await secondRow.getByLabel("After (minutes)").press("Tab");
    if (isJsProject())
      await expect(secondRow.getByText("Minutes must be a whole number from 1 to 1440")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Activation" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: Wave drill ${t}`);
    const followUps = page.getByTestId("follow-up");
    await expect(followUps).toHaveCount(2);
    await expect(followUps.nth(0)).toContainText("After 15 min");
    await expect(followUps.nth(0)).toContainText(`To members of ${second.name}`);
    await expect(followUps.nth(0)).toContainText("Waiting");
    await expect(followUps.nth(1)).toContainText("After 30 min");
    await expect(followUps.nth(1)).toContainText("To the chapter's other leaders");
  });

  test("resend to non-responders sends the alert again to those who have not replied, and the roster shows it", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Rex Resend ${t}`);
    const chapter = insertChapter({ name: `Resend CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const quiet = await insertUser({ displayName: `Quinn Quiet ${t}` });
    insertMembership(quiet.id, chapter.id, "Member");
    const title = `Resend drill ${t}`;
    const { activation } = createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title,
        details: "Checking the resend.",
        location: "Station 2",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: BASE },
    );

    await page.goto(`/dashboard/activations/${activation.id}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Follow-ups" });
    await expect(section).toContainText("2 members have not replied");
    await expect(section).toContainText("No waves were set and nothing was resent.");
    await section.getByRole("button", { name: "Resend to non-responders" }).click();
    await expect(page.getByTestId("follow-up")).toHaveCount(1);
    await expect(page.getByTestId("follow-up")).toContainText("Resent by a leader at");
    await expect(page.getByTestId("follow-up")).toContainText("Sent to 2 members (2 messages)");
    // The member gets the reminder by mail (the delivery worker sends it).
    await expect.poll(() => mailCount(quiet.email, `REMINDER: DRILL`), { timeout: 15_000 }).toBe(1);
  });
  test("a leader names a backup leader as a wave; when it runs, the roster and the ICS-214 log say what it sent", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Nia Named ${t}`);
    const chapter = insertChapter({ name: `Named CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const backup = await insertUser({ roles: ["ChapterLeader"], displayName: `Bo Backup ${t}` });
    insertMembership(backup.id, chapter.id, "Leader");

    const form = await openCreateForm(page, {
      chapter: chapter.name,
      title: `Named drill ${t}`,
      situation: "Testing a named backup leader.",
      location: "Station 5",
      needed: "3",
    });
    const first = form.getByRole("group", { name: "Wave 1" });
    await first.getByLabel("After (minutes)").fill("45");
    await first.getByLabel("Alert").selectOption({ label: `${backup.displayName} (${chapter.name})` });
    await form.getByRole("button", { name: "Send Activation" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: Named drill ${t}`);
    const followUp = page.getByTestId("follow-up");
    await expect(followUp).toHaveCount(1);
    await expect(followUp).toContainText("After 45 min");
    await expect(followUp).toContainText(`To ${backup.displayName} (named backup)`);
    await expect(followUp).toContainText("Waiting");

    // Bring the wave's time forward: the server's job runs it within seconds. With JS the live
    // roster notices the wave's row changed and refreshes by itself; without JS a reload shows it.
    const activationId = page.url().split("/").pop()!.split("#")[0]!;
    db.update(activationWaves)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(activationWaves.activationId, activationId))
      .run();
    if (isJsProject()) {
      await expect(followUp).toContainText("Sent to 1 member (1 messages)", { timeout: 30_000 });
    } else {
      // The job records the run (ran_at, with its counts) in the transaction that queues the
      // messages: wait for that row, then reload once, instead of reloading the roster until then.
      await expect
        .poll(
          () =>
            db
              .select({ ranAt: activationWaves.ranAt })
              .from(activationWaves)
              .where(eq(activationWaves.activationId, activationId))
              .get()?.ranAt ?? null,
          { timeout: 30_000 },
        )
        .not.toBeNull();
      await page.reload();
      await expect(followUp).toContainText("Sent to 1 member (1 messages)");
    }
    // The backup leader got the escalation notice with the roster link.
    await expect
      .poll(() => mailCount(backup.email, `/dashboard/activations/${activationId}`), { timeout: 15_000 })
      .toBe(1);

    await page.goto(`/dashboard/activations/${activationId}/activity-log`);
    await expect(page.getByTestId("log-line").filter({ hasText: "Wave after 45 min" })).toContainText(
      `Wave after 45 min to ${backup.displayName} (named backup): sent to 1 person (1 messages)`,
    );
    const log = parseCsv(
      await (await page.request.get(`/dashboard/activations/${activationId}/activity-log.csv`)).text(),
    );
    expect(log.some((row) => row[1]?.includes(`to ${backup.displayName} (named backup): sent to 1 person`))).toBe(true);
  });
  test("a leader finds people of the chapters they lead with the search field and names them as backups; others are not offered", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Sol Search ${t}`);
    const chapter = insertChapter({ name: `Search CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const second = insertChapter({ name: `Reserve CERT ${t}` });
    insertMembership(leader.id, second.id, "Leader");
    const mara = await insertUser({ displayName: `Mara Backup ${t}` });
    insertMembership(mara.id, chapter.id, "Member");
    const mario = await insertUser({ roles: ["ChapterLeader"], displayName: `Mario Deputy ${t}` });
    insertMembership(mario.id, second.id, "Leader");
    const marla = await insertUser({ displayName: `Marla Outsider ${t}` });
    insertMembership(marla.id, insertChapter({ name: `Faraway CERT ${t}` }).id, "Member");

    const form = await openCreateForm(page, {
      chapter: chapter.name,
      title: `Backup drill ${t}`,
      situation: "Testing named backups found by search.",
      location: "Station 7",
      needed: "4",
    });
    const backups = form.getByRole("group", { name: "Named backups (optional)" });
    await backups.getByLabel("After (minutes)").fill("40");

    // Search by part of a name: people of both chapters the leader leads, not the outsider. Without
    // JS the button posts the form and the page comes back as typed, with the matches.
    await backups.getByLabel("Find a person").fill(t);
    await backups.getByRole("button", { name: "Find" }).click();
    const matches = backups.getByTestId("backup-matches");
    await expect(matches).toContainText(`Mara Backup ${t} (${chapter.name})`);
    await expect(matches).toContainText(`Mario Deputy ${t} (${second.name})`);
    await expect(matches).not.toContainText("Marla Outsider");
    await expect(form.getByLabel("Title")).toHaveValue(`Backup drill ${t}`);
    await expect(backups.getByLabel("After (minutes)")).toHaveValue("40");
    await backups.getByRole("checkbox", { name: `Mara Backup ${t} (${chapter.name})` }).check();

    // A second search keeps the first person named.
    await backups.getByLabel("Find a person").fill(`Mario Deputy ${t}`);
    await backups.getByRole("button", { name: "Find" }).click();
    await expect(matches).toContainText(`Matches for “Mario Deputy ${t}”`);
    await expect(backups.getByTestId("backups-named")).toContainText(`Mara Backup ${t}`);
    await expect(backups.getByRole("checkbox", { name: `Mara Backup ${t} (${chapter.name})` })).toBeChecked();
    await backups.getByRole("checkbox", { name: `Mario Deputy ${t} (${second.name})` }).check();
    await form.getByRole("button", { name: "Send Activation" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: Backup drill ${t}`);
    const followUps = page.getByTestId("follow-up");
    await expect(followUps).toHaveCount(2);
    await expect(followUps.filter({ hasText: `To Mara Backup ${t} (named backup)` })).toContainText("After 40 min");
    await expect(followUps.filter({ hasText: `To Mario Deputy ${t} (named backup)` })).toContainText("Waiting");
  });

  test("naming backups needs minutes and at least one person: the form says which, keeping who was named", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Ned Named ${t}`);
    const chapter = insertChapter({ name: `Minutes CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const nia = await insertUser({ displayName: `Nia Needed ${t}` });
    insertMembership(nia.id, chapter.id, "Member");

    const form = await openCreateForm(page, {
      chapter: chapter.name,
      title: `Minutes drill ${t}`,
      situation: "Named without minutes.",
      location: "Station 8",
    });
    const backups = form.getByRole("group", { name: "Named backups (optional)" });
    await backups.getByLabel("Find a person").fill(`Nia Needed ${t}`);
    await backups.getByRole("button", { name: "Find" }).click();
    await backups.getByRole("checkbox", { name: `Nia Needed ${t} (${chapter.name})` }).check();
    await form.getByRole("button", { name: "Send Activation" }).click();
    await expect(backups.getByText("Say after how many minutes to alert the people named")).toBeVisible();
    await expect(backups.getByRole("checkbox", { name: `Nia Needed ${t} (${chapter.name})` })).toBeChecked();
    await backups.getByLabel("After (minutes)").fill("20");
    await backups.getByLabel("After (minutes)").press("Tab");
    await form.getByRole("button", { name: "Send Activation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: Minutes drill ${t}`);
    await expect(page.getByTestId("follow-up")).toContainText(`To Nia Needed ${t} (named backup)`);
  });
  test("a send the server refuses comes back with every field kept, the named backups and the search too", async ({
    page,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader"], `Rita Refused ${t}`);
    const chapter = insertChapter({ name: `Refused CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const second = insertChapter({ name: `Spare CERT ${t}` });
    insertMembership(leader.id, second.id, "Leader");
    const nia = await insertUser({ displayName: `Nia Kept ${t}` });
    insertMembership(nia.id, chapter.id, "Member");

    const reportBy = `${new Date().getUTCFullYear() + 1}-01-15T02:30`;
    const form = await openCreateForm(page, {
      chapter: chapter.name,
      title: `Refused drill ${t}`,
      situation: "A wave to the activation's own chapter.",
      location: "Station 6",
      needed: "3",
    });
    const backups = form.getByRole("group", { name: "Named backups (optional)" });
    await backups.getByLabel("After (minutes)").fill("25");
    await backups.getByLabel("Find a person").fill(`Nia Kept ${t}`);
    await backups.getByRole("button", { name: "Find" }).click();
    await backups.getByRole("checkbox", { name: `Nia Kept ${t} (${chapter.name})` }).check();
    // The schema accepts a wave to the activation's own chapter; the model refuses it on sending.
    const first = form.getByRole("group", { name: "Wave 1" });
    await first.getByLabel("After (minutes)").fill("10");
    await first.getByLabel("Alert").selectOption({ label: chapter.name });
    await form.getByRole("button", { name: "Send Activation" }).click();

    await expect(form.getByText("A wave can alert another approved chapter you lead")).toBeVisible();
    await expect(form.getByLabel("Chapter")).toHaveValue(chapter.id);
    await expect(form.getByLabel("Title")).toHaveValue(`Refused drill ${t}`);
    await expect(form.getByLabel("Situation")).toHaveValue("A wave to the activation's own chapter.");
    await expect(form.getByLabel("Staging location")).toHaveValue("Station 6");
    await expect(form.getByLabel("Report by")).toHaveValue(reportBy);
    await expect(form.getByLabel("Responders needed")).toHaveValue("3");
    await expect(first.getByLabel("After (minutes)")).toHaveValue("10");
    await expect(first.getByLabel("Alert")).toHaveValue(`chapter:${chapter.id}`);
    await expect(backups.getByLabel("After (minutes)")).toHaveValue("25");
    await expect(backups.getByTestId("backups-named")).toContainText(`Nia Kept ${t} (${chapter.name})`);
    await expect(backups.getByRole("checkbox", { name: `Nia Kept ${t} (${chapter.name})` })).toBeChecked();
    await expect(backups.getByLabel("Find a person")).toHaveValue(`Nia Kept ${t}`);

    // Mended, it sends with the backup still named.
    await first.getByLabel("Alert").selectOption({ label: second.name });
    await form.getByRole("button", { name: "Send Activation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`DRILL: Refused drill ${t}`);
    const followUps = page.getByTestId("follow-up");
    await expect(followUps).toHaveCount(2);
    await expect(followUps.filter({ hasText: `To Nia Kept ${t} (named backup)` })).toContainText("After 25 min");
  });
});
