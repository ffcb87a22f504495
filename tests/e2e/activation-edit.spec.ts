import { loadActor } from "~/access/actor.server";
import { ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import { replyByToken } from "~/models/activation-reply.server";
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

/**
 * Issue 30 items 7 and 2, in the browser with and without JS: the leader's dashboard lists the
 * call-outs they run with their counts and a link to each roster; the roster shows each member's
 * delivery status; editing an open activation tells the responders what changed.
 */

async function mailTo(address: string, part: string) {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const mail = readSinkMail().find((m) => m.to.includes(address) && mailText(m.raw).includes(part));
        found = mail ? mailText(mail.raw) : null;
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

test.describe("running an activation", () => {
  test("the dashboard links each open call-out with its counts; the roster shows delivery; an edit tells the responders", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = uniqueSlug("edit").replace(/-/g, "");
    const leader = await signedInUser(page, ["ChapterLeader"], `Lee Leader ${t}`);
    const chapter = insertChapter({ name: `River CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const ana = await insertUser({ displayName: `Ana Available ${t}` });
    const sam = await insertUser({ displayName: `Sam Silent ${t}` });
    for (const m of [ana, sam]) insertMembership(m.id, chapter.id, "Member");
    const title = `Levee watch ${t}`;
    // Arranged through the models: the call-out and Ana's reply.
    const { activation } = createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title,
        details: "Water at the levee's top mark.",
        location: "Fire Station 3",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: `http://127.0.0.1:${process.env.E2E_PORT}` },
    );
    replyByToken(responseTokenFor(activation.id, ana.id)!, ReplySchema.parse({ reply: "Available" }), {
      baseUrl: `http://127.0.0.1:${process.env.E2E_PORT}`,
    });

    await page.goto("/dashboard");
    await waitForHydration(page);
    const card = page.getByTestId("running-activation").filter({ hasText: title });
    await expect(card.getByTestId("run-count-Available")).toHaveText("1");
    await expect(card.getByTestId("run-count-NoReply")).toHaveText("2");
    await expect(card.getByTestId("run-count-needed")).toHaveText("1 / 2");
    // The cards are one HTML string (run-activations.tsx): with JS their link is still a client
    // navigation in the same document, as <Link> makes it; without JS a page load.
    if (isJsProject()) await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await card.getByRole("link", { name: `Open the roster of ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/activations/${activation.id}$`));
    if (isJsProject()) {
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    }

    // Delivery status per member: Ana replied; Sam's alert reaches the loopback SMTP sink.
    const anaRow = page.getByTestId("roster-row").filter({ hasText: ana.displayName });
    await expect(anaRow.getByTestId("delivery")).toHaveAttribute("data-state", "replied");
    await mailTo(sam.email, title);
    const samRow = page.getByTestId("roster-row").filter({ hasText: sam.displayName });
    // With JS the live roster refreshes itself; without JS the leader reloads.
    await expect(async () => {
      if (!isJsProject()) await page.reload();
      await expect(samRow.getByTestId("delivery-email")).toHaveAttribute("data-state", "sent", { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(samRow.getByTestId("delivery")).toContainText("Sent");

    // Edit: a plain form page. Bad input keeps what was typed and says what is wrong.
    await waitForHydration(page);
    await page.getByRole("link", { name: "Edit this activation" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/activations/${activation.id}/edit$`));
    const form = page.locator("form#edit-activation");
    await expect(form.getByLabel("Staging location")).toHaveValue("Fire Station 3");
    await form.getByLabel("Staging location").fill("Church lot, 5th St");
    await form.getByLabel("Responders needed").fill("0");
    await form.getByRole("button", { name: "Save and tell responders" }).click();
    await expect(form.getByText("Number needed must be a whole number from 1 to 1000")).toBeVisible();
    await expect(form.getByLabel("Staging location")).toHaveValue("Church lot, 5th St");
    await form.getByLabel("Responders needed").fill("3");
    await form.getByRole("button", { name: "Save and tell responders" }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/activations/${activation.id}$`));
    await expect(page.getByText("Staging: Church lot, 5th St")).toBeVisible();
    await expect(page.getByTestId("count-needed")).toHaveText("1 / 3");
    // Ana (Available) is told what changed; Sam (no reply) is not.
    const notice = await mailTo(ana.email, "Church lot, 5th St (was Fire Station 3)");
    expect(notice).toContain("Responders needed: 3 (was 2)");
    expect(notice).toContain(`/respond/${responseTokenFor(activation.id, ana.id)}`);
    expect(readSinkMail().some((m) => m.to.includes(sam.email) && mailText(m.raw).includes("Church lot"))).toBe(false);
  });

  test("a stale edit is refused with the reason, and nothing changes", async ({ page }) => {
    const t = uniqueSlug("stale").replace(/-/g, "");
    const leader = await signedInUser(page, ["ChapterLeader"], `Lou Leader ${t}`);
    const chapter = insertChapter({ name: `Lake CERT ${t}` });
    insertMembership(leader.id, chapter.id, "Leader");
    const { activation } = createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Real",
        title: `Shelter ${t}`,
        details: "Open the gym.",
        location: "North High",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: "http://127.0.0.1" },
    );
    await page.goto(`/dashboard/activations/${activation.id}/edit`);
    await waitForHydration(page);
    const form = page.locator("form#edit-activation");
    // Another leader changes it meanwhile (through the model, as their post would).
    const { editActivation } = await import("~/models/activation-edit.server");
    editActivation(loadActor(leader.id)!, activation.id, { location: "South High" }, { baseUrl: "http://127.0.0.1" });
    await form.getByLabel("Responders needed").fill("5");
    await form.getByRole("button", { name: "Save and tell responders" }).click();
    await expect(page.getByText("Someone changed this activation since you opened it.")).toBeVisible();
    await expect(form.getByLabel("Responders needed")).toHaveValue("5");
    await page.goto(`/dashboard/activations/${activation.id}`);
    await expect(page.getByTestId("count-needed")).toHaveText("0 / 2");
    await expect(page.getByText("Staging: South High")).toBeVisible();
  });
});
