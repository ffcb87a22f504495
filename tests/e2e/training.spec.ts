import { axe } from "../helpers/axe";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLogs, credentials, eventAttendance, events, eventTraining, serviceHours } from "~/db/schema";
import { loadActor } from "~/access/actor.server";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { isoDay } from "~/models/credential.schema";
import { parseCsv } from "../helpers/csv";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  loginCookie,
  pageErrors,
  test,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/**
 * Training records through the browser, with JS and without: recording a credential with a proof
 * file, a leader verifying and rejecting it, attendance that issues a credential, kiosk and code
 * check-in, service hours approved into the chapter report, readiness and the CSV exports.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

async function team(names = { leader: "Lena Leader", member: "Milo Member" }) {
  const chapter = insertChapter({ name: `Training ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` });
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: names.leader });
  const member = await insertUser({ roles: ["Member"], displayName: names.member });
  insertMembership(leader.id, chapter.id, "Leader");
  insertMembership(member.id, chapter.id, "Member");
  return { chapter, leader, member };
}

test.describe("credentials", () => {
  test("a member records a credential with proof; a leader verifies it; the proof is private", async ({
    page,
    request,
  }) => {
    const { leader, member } = await team();
    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Record a Credential" }).click();
    await expect(page.getByRole("heading", { name: "Record a Credential" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Credential").selectOption({ label: "CPR/AED (valid 2 years)" });
    await page.getByLabel("Date Issued").fill("2026-01-15");
    await page.getByLabel("Certificate Number (optional)").fill("AHA-123");
    await page.getByLabel(/^Proof/).setInputFiles({ name: "cpr-card.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Record Credential" }).click();
    await expect(page.getByText("pending until a chapter leader verifies it")).toBeVisible();
    const row = page.getByTestId("my-credentials").getByRole("row", { name: /CPR\/AED/ });
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByText("Jan 15, 2028")).toBeVisible(); // expiry defaulted from the type
    const proofHref = await row.getByRole("link", { name: /View proof/ }).getAttribute("href");
    const proof = await page.request.get(proofHref!);
    expect(proof.status()).toBe(200);
    expect(proof.headers()["content-type"]).toBe("application/pdf");
    expect(proof.headers()["content-security-policy"]).toContain("sandbox");
    expect(proof.headers()["cache-control"]).toBe("private, no-store");
    expect(Buffer.from(await proof.body()).equals(PDF)).toBe(true);

    // Someone outside the member's chapters gets a 404 for the file (an HTTP request with their own
    // session: no browser context of their own is needed for it).
    const outsider = await insertUser({ roles: ["ChapterLeader", "Member"] });
    insertMembership(outsider.id, insertChapter().id, "Leader");
    const asOutsider = { headers: { Cookie: await loginCookie(outsider.id) } };
    expect((await request.get(proofHref!, asOutsider)).status()).toBe(404);

    // The leader verifies it.
    await loginAs(page, leader.id);
    await page.goto("/dashboard/training/review");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Verify ${member.displayName}'s CPR/AED` }).click();
    await expect(page.getByText("Credential Verified")).toBeVisible();
    const c = db.select().from(credentials).where(eq(credentials.userId, member.id)).get()!;
    expect(c.verifiedById).toBe(leader.id);
    expect(
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, c.id), eq(auditLogs.action, "verify_credential")))
        .all(),
    ).toHaveLength(1);

    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await expect(
      page
        .getByTestId("my-credentials")
        .getByRole("row", { name: /CPR\/AED/ })
        .getByText("Valid", { exact: true }),
    ).toBeVisible();
  });

  test("a file that is not a PDF or image is refused, whatever its name", async ({ page }) => {
    const { member } = await team();
    await loginAs(page, member.id);
    await page.goto("/dashboard/training/new");
    await waitForHydration(page);
    await page.getByLabel("Credential").selectOption({ label: "IS-100" });
    await page.getByLabel("Date Issued").fill("2026-02-01");
    await page.getByLabel(/^Proof/).setInputFiles({
      name: "card.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await page.getByRole("button", { name: "Record Credential" }).click();
    await expect(page.getByText("The proof must be a PDF, PNG, JPEG or WebP file").first()).toBeVisible();
    expect(db.select().from(credentials).where(eq(credentials.userId, member.id)).all()).toHaveLength(0);
  });

  test("a leader rejects with a reason and the member sees it", async ({ page }) => {
    const { leader, member } = await team();
    recordCredential(loadActor(member.id)!, { credentialTypeId: "first-aid", issuedOn: "2026-03-01" });
    await loginAs(page, leader.id);
    await page.goto("/dashboard/training/review");
    await waitForHydration(page);
    await page.getByLabel(`Reason for rejecting ${member.displayName}'s First Aid`).fill("Card is expired already");
    await page.getByRole("button", { name: "Reject" }).first().click();
    await expect(page.getByText("Credential Rejected")).toBeVisible();
    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await expect(page.getByText("Reason: Card is expired already")).toBeVisible();
  });
});

test.describe("attendance", () => {
  test("ticking attendance at a training event issues a verified credential and counts hours", async ({ page }) => {
    const { chapter, leader, member } = await team();
    const start = new Date(Date.now() - 26 * 3600_000);
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Stop the Bleed class",
        startAt: start,
        endAt: new Date(start.getTime() + 2 * 3600_000),
        locationText: "Station 3",
      })
      .returning()
      .get();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/events/${event.id}/attendance`);
    await waitForHydration(page);
    await page.getByLabel("Credential this event issues").selectOption({ label: "Stop the Bleed" });
    await page.getByRole("button", { name: "Save Training Setting" }).click();
    await expect(page.getByText("Training Settings Saved")).toBeVisible();
    await page.getByRole("checkbox", { name: member.displayName }).check();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page.getByText("Attendance Saved")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: member.displayName })).toBeChecked();

    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    const row = page.getByTestId("my-credentials").getByRole("row", { name: /Stop the Bleed/ });
    await expect(row.getByText("Valid", { exact: true })).toBeVisible();
    await expect(row.getByText(`Verified by ${leader.displayName}`)).toBeVisible();
    await page.goto("/dashboard/hours");
    await expect(page.getByTestId("my-hours").getByRole("row", { name: /Stop the Bleed class/ })).toContainText(
      "Training",
    );
  });

  test("kiosk: a leader finds a name and checks them in", async ({ page }) => {
    const { chapter, leader } = await team({ leader: "Kim Kiosk", member: "Zara Zephyr" });
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Radio drill",
        startAt: new Date(Date.now() - 3600_000),
        endAt: new Date(Date.now() + 3600_000),
        locationText: "EOC",
      })
      .returning()
      .get();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/events/${event.id}/attendance`);
    await waitForHydration(page);
    await page.getByLabel("Search a name").fill("zeph");
    if (!isJsProject()) await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: "Check in Zara Zephyr" }).click();
    if (isJsProject())
      await expect(page.getByRole("status").filter({ hasText: "Zara Zephyr is checked in." })).toBeVisible();
    else await expect(page.getByText("Zara Zephyr is checked in.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Zara Zephyr" })).toBeChecked();
  });

  test("the attendance roster shows 50 people a page; saving a page leaves the other pages as they were", async ({
    page,
  }) => {
    const { chapter, leader } = await team({ leader: "Zed Roster Leader", member: "Abe Roster" });
    // 54 more members: 56 on the roster with the leader and the first member, so two pages.
    for (let i = 1; i <= 54; i++) {
      const m = await insertUser({ roles: ["Member"], displayName: `Roster ${String(i).padStart(2, "0")}` });
      insertMembership(m.id, chapter.id, "Member");
    }
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Big drill",
        startAt: new Date(Date.now() - 3 * 3600_000),
        endAt: new Date(Date.now() - 3600_000),
        locationText: "Field",
      })
      .returning()
      .get();
    await loginAs(page, leader.id);
    // The rows are one HTML string on the server (decision 073): React hydrates onto them without an
    // error (a mismatch is logged).
    const errors = pageErrors(page);
    await page.goto(`/dashboard/events/${event.id}/attendance`);
    await waitForHydration(page);
    const rows = page.getByTestId("attendance-roster").locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(page.getByText("(0 of 56 present)")).toBeVisible();
    await page.getByRole("checkbox", { name: "Abe Roster" }).check();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page.getByText("(1 of 56 present)")).toBeVisible();

    const pager = page.getByRole("navigation", { name: "Roster pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(6);
    await expect(page.getByRole("checkbox", { name: "Abe Roster" })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Roster 54" }).check();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    // Back on page 2 after the save, with both counted: page 1's tick was kept.
    await expect(page.getByText("(2 of 56 present)")).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("checkbox", { name: "Roster 54" })).toBeChecked();
    const present = db
      .select({ userId: eventAttendance.userId })
      .from(eventAttendance)
      .where(eq(eventAttendance.eventId, event.id))
      .all();
    expect(present).toHaveLength(2);

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(rows).toHaveCount(50);
    await expect(page.getByRole("checkbox", { name: "Abe Roster" })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test("a member checks in with the event code during the event", async ({ page }) => {
    const { chapter, member } = await team();
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Shelter drill now",
        startAt: new Date(Date.now() - 600_000),
        endAt: new Date(Date.now() + 3600_000),
        locationText: "Gym",
      })
      .returning()
      .get();
    db.insert(eventTraining)
      .values({
        eventId: event.id,
        checkInCode: `Q${Math.random()
          .toString(36)
          .slice(2, 7)
          .toUpperCase()
          .replace(/[^A-Z2-9]/g, "A")}`,
      })
      .run();
    const code = db.select().from(eventTraining).where(eq(eventTraining.eventId, event.id)).get()!.checkInCode;
    await loginAs(page, member.id);
    await page.goto("/dashboard/training");
    await page.getByRole("link", { name: "Check in to Shelter drill now" }).click();
    await waitForHydration(page);
    await page.getByLabel("Event code").fill("WRONG9");
    await page.getByRole("button", { name: "Check In" }).click();
    await expect(page.getByText("That code is not this event's check-in code.")).toBeVisible();
    await page.getByLabel("Event code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Check In" }).click();
    await expect(page.getByRole("heading", { name: "You're checked in" })).toBeVisible();
    // No RSVP: the hours wait for a leader's confirmation on the roster.
    await expect(page.getByText("Your hours count once a leader confirms you on the roster")).toBeVisible();
  });
});

test.describe("hours and readiness", () => {
  test("service a member logs counts once a leader approves it; the report and CSV show it", async ({ page }) => {
    const { chapter, leader, member } = await team({ leader: "Hana Hours", member: "Omar Outreach" });
    await loginAs(page, member.id);
    await page.goto("/dashboard/hours");
    await waitForHydration(page);
    await page.getByRole("spinbutton", { name: "Hours" }).fill("0");
    await page.getByLabel("Activity", { exact: true }).fill("Smoke alarm outreach");
    await page.getByRole("button", { name: "Log Hours" }).click();
    await expect(page.getByText("Hours must be more than 0").first()).toBeVisible();
    await page.getByRole("spinbutton", { name: "Hours" }).fill("2.5");
    await page.getByLabel("Date", { exact: true }).fill(isoDay());
    await page.getByRole("button", { name: "Log Hours" }).click();
    await expect(page.getByText("Hours Logged")).toBeVisible();
    await expect(page.getByTestId("my-service")).toContainText("Pending");

    await loginAs(page, leader.id);
    await page.goto("/dashboard/hours");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Approve Omar Outreach's Smoke alarm outreach" }).click();
    await expect(page.getByText("Hours Approved")).toBeVisible();
    const entry = db.select().from(serviceHours).where(eq(serviceHours.userId, member.id)).get()!;
    expect(entry.status).toBe("Approved");
    expect(
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, entry.id), eq(auditLogs.action, "approve_service_hours")))
        .all(),
    ).toHaveLength(1);

    await page.goto(`/dashboard/hours/report?chapterId=${chapter.id}`);
    await expect(page.getByTestId("report-total")).toContainText("2.5");
    await expect(page.getByTestId("report-by-month")).toContainText(isoDay().slice(0, 7));
    await expect(page.getByText(/Independent Sector/).first()).toBeVisible();
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await page.request.get(href!);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["member", "date", "activity", "type", "hours", "approved by"]);
    expect(rows).toContainEqual(["Omar Outreach", isoDay(), "Smoke alarm outreach", "Service", "2.5", "Hana Hours"]);
  });

  test("the hours report lists 50 entries a page; the totals and the CSV cover every entry", async ({ page }) => {
    const { chapter, leader, member } = await team({ leader: "Pia Pages", member: "Quin Quarters" });
    const day = isoDay();
    db.insert(serviceHours)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          userId: member.id,
          chapterId: chapter.id,
          servedOn: day,
          activity: `Patrol ${String(i + 1).padStart(2, "0")}`,
          hours: 1,
          status: "Approved" as const,
          reviewedById: leader.id,
          reviewedAt: new Date(),
        })),
      )
      .run();
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/hours/report?chapterId=${chapter.id}`);
    await waitForHydration(page);
    const rows = page.getByTestId("report-rows").locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(page.getByTestId("report-total")).toContainText("55");
    await expect(page.locator("#entries-heading")).toContainText("(55)");
    await expect(rows.first()).toContainText("Patrol 01");
    const pager = page.getByRole("navigation", { name: "Entry pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(new RegExp(`chapterId=${chapter.id}`));
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText("Patrol 51");
    await expect(page.getByTestId("report-total")).toContainText("55");
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = parseCsv(await (await page.request.get(href!)).text());
    expect(csv.filter((r) => r[2]?.startsWith("Patrol "))).toHaveLength(55);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(rows).toHaveCount(50);
  });

  test("readiness shows who is current, with totals, a filter and a CSV", async ({ page }) => {
    const { chapter, leader, member } = await team({ leader: "Rita Ready", member: "Ned Needs" });
    const c = recordCredential(loadActor(member.id)!, { credentialTypeId: "cpr-aed", issuedOn: "2025-06-01" });
    verifyCredential(loadActor(leader.id)!, c.id);
    await loginAs(page, leader.id);
    await page.goto(`/dashboard/readiness?chapter=${chapter.id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("readiness-totals")).toContainText("1 of 2 current in CPR/AED");
    await page.getByLabel("Credential", { exact: true }).selectOption({ label: "CPR/AED" });
    await page.getByLabel("Status").selectOption({ label: "Missing" });
    await page.getByRole("button", { name: "Search" }).click();
    const grid = page.getByTestId("readiness-grid");
    await expect(grid.getByRole("row", { name: /Rita Ready/ })).toContainText("Missing");
    await expect(grid.getByRole("row", { name: /Ned Needs/ })).toHaveCount(0);
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const rows = parseCsv(await (await page.request.get(href!)).text());
    expect(rows[0]).toEqual(["chapter", "member", "email", "credential", "status", "expires"]);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[4]])).toEqual([["Rita Ready", "CPR/AED", "Missing"]]);
  });

  test("a leader of more chapters than a list holds is offered, and given, only the chapters they lead", async ({
    page,
  }) => {
    const stem = `Lead ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    // Sorts before the leader's own, so an unscoped directory search would offer it first.
    const other = insertChapter({ name: `${stem} Abbey` });
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    for (let i = 0; i < 51; i++) {
      insertMembership(leader.id, insertChapter({ name: `${stem} Led ${String(i).padStart(2, "0")}` }).id, "Leader");
    }
    await loginAs(page, leader.id);
    await page.goto("/dashboard/readiness");
    await waitForHydration(page);
    const picker = page.getByRole("combobox", { name: "Chapter" });
    if (isJsProject()) {
      // As one types, the suggestions (a <datalist>) are the leader's own chapters.
      await picker.fill(stem);
      const suggestions = page.locator("datalist option");
      await expect(suggestions).toHaveCount(8);
      const values = await suggestions.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values.every((v) => v.startsWith(`${stem} Led `))).toBe(true);
    }
    // Sent anyway, another chapter is not taken: by name it matches nothing, by id it is refused.
    await picker.fill(other.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: `No chapter matches “${other.name}”` })).toBeVisible();
    const refused = await page.goto(`/dashboard/readiness?chapter=${other.id}`);
    expect(refused?.status()).toBe(403);
  });

  test("an administrator picks a chapter by typing its name; the readiness grid pages its members", async ({
    page,
  }) => {
    const stem = `Picker ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const east = insertChapter({ name: `${stem} East` });
    insertChapter({ name: `${stem} West` });
    for (let i = 0; i < 52; i++) {
      const m = await insertUser({ roles: ["Member"], displayName: `Grid Member ${String(i).padStart(2, "0")}` });
      insertMembership(m.id, east.id, "Member");
    }
    const admin = await insertUser({ roles: ["GlobalAdmin"] });
    await loginAs(page, admin.id);
    await page.goto("/dashboard/readiness");
    await waitForHydration(page);
    // A search field, not a list of every chapter in the network.
    await expect(page.locator("select[name=chapter]")).toHaveCount(0);
    const picker = page.getByRole("combobox", { name: "Chapter" });
    await picker.fill(stem);
    await page.getByRole("button", { name: "Search" }).click();
    const matches = page.getByTestId("chapter-matches");
    await expect(matches.getByRole("link")).toHaveText([`${stem} East`, `${stem} West`]);
    await matches.getByRole("link", { name: `${stem} East` }).click();
    await expect(page.getByTestId("readiness-totals")).toContainText("0 of 52 current in CPR/AED");
    await expect(picker).toHaveValue(`${stem} East`);
    const grid = page.getByTestId("readiness-grid");
    await expect(grid.getByRole("row", { name: /Grid Member 49/ })).toBeVisible();
    await expect(grid.getByRole("row", { name: /Grid Member 50/ })).toHaveCount(0);
    await expect(page.getByTestId("readiness-range")).toHaveText("Members 1–50 of 52");
    // On a 1280 px screen the member column and the catalogue's ten credential columns fit in the table's
    // box (#31). Other tests on this worker may add credential types; those columns scroll inside the
    // labelled region, and the last of them is reachable, never cut off.
    await page.setViewportSize({ width: 1280, height: 800 });
    const region = page.getByRole("region", { name: "Readiness grid" });
    const layout = await region.evaluate((el) => {
      const headers = [...el.querySelectorAll("thead th")].map((th) => ({
        text: (th.textContent ?? "").trim(),
        width: th.getBoundingClientRect().width,
      }));
      el.scrollLeft = el.scrollWidth;
      const last = el.querySelector("thead th:last-child")!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { headers, client: el.clientWidth, lastRight: last.right, boxRight: box.right };
    });
    const catalogue = [
      "Member",
      "CERT Basic Training",
      "IS-100",
      "IS-200",
      "IS-700",
      "IS-800",
      "CPR/AED",
      "First Aid",
      "Stop the Bleed",
      "Teen CERT",
      "Amateur radio license",
    ];
    const fixed = layout.headers.filter((h) => catalogue.includes(h.text));
    expect(fixed.map((h) => h.text)).toEqual(catalogue);
    expect(fixed.reduce((sum, h) => sum + h.width, 0)).toBeLessThanOrEqual(layout.client);
    expect(layout.lastRight).toBeLessThanOrEqual(layout.boxRight + 1);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(grid.getByRole("row", { name: /Grid Member 51/ })).toBeVisible();
    await expect(page.getByTestId("readiness-range")).toHaveText("Members 51–52 of 52");
    // The name as shown, sent again with another filter, keeps the chapter; the full name alone picks it.
    await page.getByLabel("Status").selectOption({ label: "Missing" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("readiness-range")).toHaveText("Members 1–50 of 52");
    await page.goto(`/dashboard/hours/report?chapterId=${encodeURIComponent(`${stem} west`)}`);
    await expect(page.getByRole("combobox", { name: "Chapter" })).toHaveValue(`${stem} West`);
    await page.goto(`/dashboard/hours/report?chapterId=${encodeURIComponent("no chapter is called this")}`);
    await expect(page.getByRole("heading", { name: "No chapter matches “no chapter is called this”" })).toBeVisible();
  });

  test("the member overview shows expiring and missing credentials and hours this year", async ({ page }) => {
    const { leader, member } = await team();
    const soon = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    const c = recordCredential(loadActor(member.id)!, {
      credentialTypeId: "first-aid",
      issuedOn: "2025-01-01",
      expiresOn: soon,
    });
    verifyCredential(loadActor(leader.id)!, c.id);
    await loginAs(page, member.id);
    await page.goto("/dashboard");
    const card = page.getByTestId("overview-credentials");
    await expect(card.getByText("First Aid")).toBeVisible();
    await expect(card.getByText("Expiring", { exact: true })).toBeVisible();
    await expect(card).toContainText("CPR/AED");
    await expect(page.getByTestId("overview-hours")).toContainText("My hours this year");
  });
});

test.describe("API", jsOnly("HTTP-level tests run once, in the js project"), () => {
  test("members record and list credentials; leaders verify; readiness and hours answer", async ({ request }) => {
    const { chapter, leader, member } = await team();
    const { createSessionRow } = await import("~/access/sessions.server");
    const as = (id: string) => ({ Authorization: `Bearer ${createSessionRow(id, "api").token}` });
    const types = await request.get("/api/credential-types", { headers: as(member.id) });
    expect((await types.json()).map((t: { id: string }) => t.id)).toContain("cpr-aed");
    expect((await request.get("/api/credential-types")).status()).toBe(401);

    const created = await request.post("/api/credentials", {
      headers: as(member.id),
      data: { credentialTypeId: "is-700", issuedOn: "2026-02-02" },
    });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ status: "Pending", credentialType: "IS-700", expiresOn: null });
    expect(
      (
        await request.post("/api/credentials", {
          headers: as(member.id),
          data: { credentialTypeId: "is-700", issuedOn: "nope" },
        })
      ).status(),
    ).toBe(400);

    expect(
      (await request.post(`/api/credentials/${body.id}/verify`, { headers: as(member.id), data: {} })).status(),
    ).toBe(403);
    expect(
      (await request.post(`/api/credentials/${body.id}/reject`, { headers: as(leader.id), data: {} })).status(),
    ).toBe(400);
    const verified = await request.post(`/api/credentials/${body.id}/verify`, { headers: as(leader.id), data: {} });
    expect(await verified.json()).toMatchObject({ status: "Valid" });
    expect(
      (await request.post(`/api/credentials/${body.id}/verify`, { headers: as(leader.id), data: {} })).status(),
    ).toBe(400);

    const list = await request.get(`/api/credentials?userId=${member.id}`, { headers: as(leader.id) });
    expect((await list.json()).map((c: { id: string }) => c.id)).toEqual([body.id]);
    expect((await request.get(`/api/credentials?userId=${leader.id}`, { headers: as(member.id) })).status()).toBe(403);

    const readiness = await (
      await request.get(`/api/chapters/${chapter.id}/readiness`, { headers: as(leader.id) })
    ).json();
    expect(readiness.totals["is-700"]).toMatchObject({ current: 1, total: 2 });
    expect((await request.get(`/api/chapters/${chapter.id}/readiness`, { headers: as(member.id) })).status()).toBe(403);

    const logged = await request.post("/api/hours", {
      headers: as(member.id),
      data: { chapterId: chapter.id, servedOn: isoDay(), activity: "Cache inventory", hours: 1.5 },
    });
    expect(logged.status()).toBe(201);
    const report = await (await request.get(`/api/hours?chapterId=${chapter.id}`, { headers: as(leader.id) })).json();
    expect(report).toMatchObject({ total: 0, hourlyValue: 34.79 }); // pending service is not counted
    expect((await request.get(`/api/hours?chapterId=${chapter.id}`, { headers: as(member.id) })).status()).toBe(403);
  });
});

test.describe("accessibility (axe-core)", jsOnly("axe-core needs JavaScript in the page"), () => {
  test.slow();

  test("the training, hours, readiness, review, catalogue and attendance pages have no violations", async ({
    page,
  }) => {
    const { chapter, leader, member } = await team({ leader: "Axel Leader", member: "Ava Member" });
    const c = recordCredential(loadActor(member.id)!, { credentialTypeId: "cpr-aed", issuedOn: "2025-06-01" });
    verifyCredential(loadActor(leader.id)!, c.id);
    recordCredential(loadActor(member.id)!, { credentialTypeId: "is-100", issuedOn: "2025-06-01" });
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Axe drill",
        startAt: new Date(Date.now() - 3600_000),
        endAt: new Date(Date.now() + 3600_000),
        locationText: "Hall",
      })
      .returning()
      .get();
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    const check = async (url: string) => {
      await page.goto(url);
      await waitForHydration(page);
      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      );
      expect(summary, `axe violations on ${url}`).toEqual([]);
    };
    await loginAs(page, member.id);
    for (const url of [
      "/dashboard/training",
      "/dashboard/training/new",
      "/dashboard/hours",
      `/dashboard/events/${event.id}/attendance`,
      "/dashboard",
    ])
      await check(url);
    await loginAs(page, leader.id);
    for (const url of [
      "/dashboard/training/review",
      `/dashboard/readiness?chapter=${chapter.id}`,
      `/dashboard/hours/report?chapterId=${chapter.id}`,
      `/dashboard/events/${event.id}/attendance?q=ava`,
    ])
      await check(url);
    await loginAs(page, admin.id);
    await check("/dashboard/training/catalogue");
  });
});
