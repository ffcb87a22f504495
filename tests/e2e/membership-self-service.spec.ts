import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { events, memberships, roleRequests, rsvps } from "~/db/schema";
import { loadActor } from "~/access/actor.server";
import { setRsvp } from "~/models/rsvp.server";
import { requestRole } from "~/models/role-request.server";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { createSessionRow } from "~/access/sessions.server";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import { jsOnly } from "../helpers/projects";

const tag = () => uniqueSlug("s").replace(/-/g, "");
const membershipRow = (id: string) => db.select().from(memberships).where(eq(memberships.id, id)).get();

test.describe("membership self-service", () => {
  test("a member withdraws a pending join request from the chapter page, and can ask again", async ({ page }) => {
    const member = await signedInUser(page);
    const chapter = insertChapter({ name: `Withdraw Chapter ${tag()}` });
    const request = insertMembership(member.id, chapter.id, "Member", "Pending");
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Your membership" });
    await expect(section).toContainText("waiting for a leader's approval");
    await section.getByRole("link", { name: "Withdraw request" }).click();
    const dialog = page.getByRole("dialog", { name: `Withdraw your request to join ${chapter.name}?` });
    await dialog.getByRole("button", { name: "Withdraw request" }).click();
    // The page comes back with the join form instead of the membership.
    await expect(page.getByRole("button", { name: `Request to Join ${chapter.name}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your membership" })).toHaveCount(0);
    expect(membershipRow(request.id)).toBeUndefined();
  });

  test("a member leaves a chapter after confirming; cancelling changes nothing", async ({ page }) => {
    const member = await signedInUser(page);
    const chapter = insertChapter({ name: `Leave Chapter ${tag()}` });
    const row = insertMembership(member.id, chapter.id, "Member", "Approved");
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Your membership" });
    await section.getByRole("link", { name: "Leave chapter" }).click();
    const dialog = page.getByRole("dialog", { name: `Leave ${chapter.name}?` });
    await expect(dialog).toContainText("Your credentials and hours stay in your account.");
    if (isJsProject()) await dialog.getByRole("button", { name: "Cancel" }).click();
    else await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect(membershipRow(row.id)?.status).toBe("Approved");

    await section.getByRole("link", { name: "Leave chapter" }).click();
    await dialog.getByRole("button", { name: "Leave chapter" }).click();
    await expect(page.getByRole("button", { name: `Request to Join ${chapter.name}` })).toBeVisible();
    expect(membershipRow(row.id)).toBeUndefined();
  });

  test("leaving gives up the chapter's upcoming RSVPs: the place goes to the first person waiting", async ({
    page,
  }) => {
    const t = tag();
    const member = await signedInUser(page, ["Member"], `Leaver ${t}`);
    const waiting = await insertUser({ displayName: `Waiter ${t}` });
    const chapter = insertChapter({ name: `Rsvp Chapter ${t}` });
    const row = insertMembership(member.id, chapter.id, "Member", "Approved");
    insertMembership(waiting.id, chapter.id, "Member", "Approved");
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: `Full Drill ${t}`,
        startAt: new Date(Date.now() + 5 * 86400000),
        locationText: "Hall",
        capacity: 1,
      })
      .returning()
      .get();
    setRsvp(loadActor(member.id)!, { eventId: event.id, status: "Confirmed" });
    setRsvp(loadActor(waiting.id)!, { eventId: event.id, status: "Confirmed" });
    const answer = (userId: string) =>
      db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, userId)))
        .get();
    expect(answer(waiting.id)?.waitlistedAt).toBeTruthy();
    await page.goto(`/chapters/${chapter.slug}`);
    await waitForHydration(page);
    await page.getByRole("region", { name: "Your membership" }).getByRole("link", { name: "Leave chapter" }).click();
    await page
      .getByRole("dialog", { name: `Leave ${chapter.name}?` })
      .getByRole("button", { name: "Leave chapter" })
      .click();
    await expect(page.getByRole("button", { name: `Request to Join ${chapter.name}` })).toBeVisible();
    expect(membershipRow(row.id)).toBeUndefined();
    expect(answer(member.id)?.status).toBe("Declined");
    expect(answer(waiting.id)).toMatchObject({ status: "Confirmed", waitlistedAt: null });
    await expect
      .poll(
        () =>
          readSinkMail()
            .filter((m) => m.to.includes(waiting.email))
            .some((m) => mailText(m.raw).includes(`Full Drill ${t}`)),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test("a leader removes a member with a reason; the member is emailed it", async ({ page }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Leader ${t}`);
    const chapter = insertChapter({ name: `Removal Chapter ${t}`, createdById: leader.id });
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const member = await insertUser({ displayName: `Rowan ${t}` });
    const row = insertMembership(member.id, chapter.id, "Member", "Approved");
    await page.goto(`/dashboard/members?tab=approved&q=${encodeURIComponent(`Rowan ${t}`)}`);
    await waitForHydration(page);
    const card = page.getByRole("article", { name: `Rowan ${t}` });
    await card.getByRole("link", { name: `Remove Rowan ${t} from the chapter` }).click();
    const dialog = page.getByRole("dialog", { name: `Remove Rowan ${t} from ${chapter.name}?` });
    await dialog.getByLabel("Reason (required; the member will see it)").fill("Moved to another county.");
    await dialog.getByRole("button", { name: "Remove member" }).click();
    await expect(page.getByRole("article", { name: `Rowan ${t}` })).toHaveCount(0);
    expect(membershipRow(row.id)).toBeUndefined();
    await expect
      .poll(
        () =>
          readSinkMail()
            .filter((m) => m.to.includes(member.email))
            .map((m) => mailText(m.raw))
            .some(
              (text) =>
                text.includes(`You were removed from ${chapter.name}`) && text.includes("Moved to another county."),
            ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test("a leader deactivates a member with a reason, then reactivates them; the member is told both times", async ({
    page,
    browser,
    jsEnabled,
  }) => {
    const t = tag();
    const leader = await signedInUser(page, ["ChapterLeader", "Member"], `Leader ${t}`);
    const chapter = insertChapter({ name: `Pause Chapter ${t}`, createdById: leader.id });
    insertMembership(leader.id, chapter.id, "Leader", "Approved");
    const member = await insertUser({ displayName: `Sky ${t}` });
    const row = insertMembership(member.id, chapter.id, "Member", "Approved");
    await page.goto(`/dashboard/members?tab=approved&q=${encodeURIComponent(`Sky ${t}`)}`);
    await waitForHydration(page);
    await page
      .getByRole("article", { name: `Sky ${t}` })
      .getByRole("link", { name: `Deactivate Sky ${t}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Deactivate Sky ${t} in ${chapter.name}?` });
    await dialog.getByLabel("Reason (required; the member will see it)").fill("On leave until spring.");
    await dialog.getByRole("button", { name: "Deactivate member" }).click();
    await expect(page.getByRole("article", { name: `Sky ${t}` })).toHaveCount(0);
    expect(membershipRow(row.id)).toMatchObject({ status: "Inactive", deactivationReason: "On leave until spring." });
    const mailSaying = (words: string) =>
      expect
        .poll(
          () =>
            readSinkMail()
              .filter((m) => m.to.includes(member.email))
              .some((m) => mailText(m.raw).includes(words)),
          { timeout: 15_000 },
        )
        .toBe(true);
    await mailSaying("On leave until spring.");

    // The member's chapter page says so.
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled });
    const them = await context.newPage();
    await loginAs(them, member.id);
    await them.goto(`/chapters/${chapter.slug}`);
    await expect(them.getByRole("region", { name: "Your membership" })).toContainText(
      "A leader deactivated your membership",
    );
    await context.close();

    await page.goto(`/dashboard/members?tab=inactive&q=${encodeURIComponent(`Sky ${t}`)}`);
    await waitForHydration(page);
    const card = page.getByRole("article", { name: `Sky ${t}` });
    await expect(card).toContainText("On leave until spring.");
    await card.getByRole("button", { name: `Reactivate Sky ${t}` }).click();
    await expect(page.getByRole("article", { name: `Sky ${t}` })).toHaveCount(0);
    expect(membershipRow(row.id)).toMatchObject({ status: "Approved", deactivationReason: null });
    await mailSaying(`reactivated your membership`);
  });

  test("an admin turns down a role request with a reason; the requester reads it in Settings", async ({ page }) => {
    const t = tag();
    const requester = await insertUser({ displayName: `Asker ${t}` });
    requestRole(requester.id, { requestedRole: "ChapterLeader", justification: "I coordinate our block." });
    await signedInUser(page, ["GlobalAdmin", "Member"]);
    await page.goto("/admin/role-requests");
    await waitForHydration(page);
    const card = page.getByTestId("role-request-card").filter({ hasText: `Asker ${t}` });
    await card.getByRole("link", { name: `Reject Asker ${t}` }).click();
    await card.getByLabel(`Why are you turning down Asker ${t}?`, { exact: false }).fill("Finish CERT Basic first.");
    await card.getByRole("button", { name: "Confirm Reject" }).click();
    // The card stays in the (unfiltered) list, now Rejected, with the reason given.
    await expect(card).toContainText("Reason given");
    await expect(card).toContainText("Finish CERT Basic first.");
    expect(db.select().from(roleRequests).where(eq(roleRequests.userId, requester.id)).get()).toMatchObject({
      status: "Rejected",
      rejectionReason: "Finish CERT Basic first.",
    });

    // The admin is done: the requester signs in on the same browser (a new session cookie replaces the admin's).
    await loginAs(page, requester.id);
    await page.goto("/dashboard/settings/profile");
    await expect(page.getByTestId("leader-request-rejected")).toContainText("Reason given: Finish CERT Basic first.");
  });

  test(
    "API: a leader deactivates, reactivates and removes a member; reasons are required",
    jsOnly("HTTP-level test, run once"),
    async ({ request }) => {
      const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
      const chapter = insertChapter();
      insertMembership(leader.id, chapter.id, "Leader", "Approved");
      const member = await insertUser();
      const row = insertMembership(member.id, chapter.id, "Member", "Approved");
      const headers = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };
      const noReason = await request.post(`/api/memberships/${row.id}/deactivate`, { headers, data: {} });
      expect(noReason.status()).toBe(400);
      const paused = await request.post(`/api/memberships/${row.id}/deactivate`, {
        headers,
        data: { reason: "Paused" },
      });
      expect(await paused.json()).toMatchObject({ id: row.id, status: "Inactive" });
      expect(
        (await request.post(`/api/memberships/${row.id}/deactivate`, { headers, data: { reason: "x" } })).status(),
      ).toBe(409);
      const back = await request.post(`/api/memberships/${row.id}/reactivate`, { headers, data: {} });
      expect(await back.json()).toMatchObject({ id: row.id, status: "Approved" });
      const removed = await request.post(`/api/memberships/${row.id}/remove`, { headers, data: { reason: "Moved" } });
      expect(await removed.json()).toMatchObject({ id: row.id, removed: true });
      expect(membershipRow(row.id)).toBeUndefined();
      expect((await request.get(`/api/memberships/${row.id}/deactivate`, { headers })).status()).toBe(405);
    },
  );

  test(
    "DELETE /api/memberships/:id: one's own goes, someone else's is a 404",
    jsOnly("HTTP-level test, run once"),
    async ({ request }) => {
      const member = await insertUser();
      const other = await insertUser();
      const chapter = insertChapter();
      const own = insertMembership(member.id, chapter.id, "Member", "Pending");
      const theirs = insertMembership(other.id, chapter.id, "Member", "Approved");
      const token = createSessionRow(member.id, "api").token;
      const headers = { Authorization: `Bearer ${token}` };
      const refused = await request.delete(`/api/memberships/${theirs.id}`, { headers });
      expect(refused.status()).toBe(404);
      expect(membershipRow(theirs.id)?.status).toBe("Approved");
      const done = await request.delete(`/api/memberships/${own.id}`, { headers });
      expect(done.status()).toBe(200);
      expect(await done.json()).toMatchObject({ id: own.id, left: true, was: "Pending" });
      expect(membershipRow(own.id)).toBeUndefined();
      expect((await request.delete(`/api/memberships/${own.id}`, { headers })).status()).toBe(404);
      expect((await request.delete(`/api/memberships/${own.id}`)).status()).toBe(401);
    },
  );
});
