import fs from "node:fs";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { roleRequests, waitlistEntries } from "~/db/schema";
import { requestRole } from "~/models/role-request.server";
import { getUserById } from "~/models/user.server";
import { parseCsv } from "../helpers/csv";
import {
  expect,
  insertUser,
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

const WAITLIST_DENIED = "Access Denied: You need Global Administrator privileges to view the waitlist.";

test.describe("waitlist admin", () => {
  test("a member and a leader get the spec's Access Denied on the waitlist and its export", async ({ page }) => {
    await signedInUser(page, ["Member"]);
    const response = await page.goto("/dashboard/waitlist");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText(WAITLIST_DENIED)).toBeVisible();
    const csv = await page.request.get("/dashboard/waitlist/export.csv");
    expect(csv.status()).toBe(403);

    await signedInUser(page, ["ChapterLeader", "Member"]);
    expect((await page.goto("/dashboard/waitlist"))?.status()).toBe(403);
    await expect(page.getByText(WAITLIST_DENIED)).toBeVisible();
  });

  test("an admin searches, sees the stats and the table, and exports the filtered rows as CSV", async ({ page }) => {
    const tag = uniqueSlug("wl").replace(/-/g, "");
    const other = uniqueSlug("other");
    const rows = [
      {
        email: `${tag}-ada@example.test`,
        firstName: "Ada",
        lastName: `Lovelace ${tag}`,
        city: "Austin",
        state: "TX",
        interestLevel: ["ChapterLeader", "Member"],
      },
      {
        email: `${tag}-evil@example.test`,
        firstName: '=HYPERLINK("http://x")',
        lastName: `Comma, "Quote" ${tag}`,
        city: "El Paso",
        state: "TX",
        interestLevel: ["MediaPR"],
      },
      {
        email: `${other}@example.test`,
        firstName: "Not",
        lastName: "Matching",
        city: "Boston",
        state: "MA",
        interestLevel: [],
      },
    ];
    for (const r of rows) db.insert(waitlistEntries).values(r).run();
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    await loginAs(page, admin.id);

    await page.goto("/dashboard/waitlist");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
    for (const label of ["Total Signups", "Potential Leaders", "Members", "This Week"]) {
      await expect(page.getByRole("group", { name: label })).toBeVisible();
    }
    for (const col of ["Contact", "Interest", "Location", "Status", "Joined"]) {
      await expect(page.getByRole("columnheader", { name: col })).toBeVisible();
    }

    await page.getByRole("search", { name: "Search the waitlist" }).getByLabel("Search").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const tableRows = page.getByTestId("waitlist-row");
    await expect(tableRows).toHaveCount(2);
    await expect(tableRows.filter({ hasText: `${tag}-ada@example.test` })).toContainText("Lead a local chapter");
    await expect(tableRows.filter({ hasText: `${tag}-ada@example.test` })).toContainText("Austin, TX");

    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/dashboard/waitlist/export.csv?q=${tag}`);
    const downloadPromise = page.waitForEvent("download");
    await exportLink.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const csv = parseCsv(text);
    expect(csv[0]).toEqual([
      "Email",
      "First Name",
      "Last Name",
      "Interest Level",
      "City",
      "State",
      "Status",
      "Signup Date",
    ]);
    expect(csv).toHaveLength(3);
    const byEmail = new Map(csv.slice(1).map((r) => [r[0], r]));
    const ada = byEmail.get(`${tag}-ada@example.test`)!;
    expect(ada.slice(1, 7)).toEqual([
      "Ada",
      `Lovelace ${tag}`,
      "Lead a local chapter; Participate in chapter activities",
      "Austin",
      "TX",
      "Active",
    ]);
    expect(new Date(ada[7]!).getTime()).not.toBeNaN();
    const evil = byEmail.get(`${tag}-evil@example.test`)!;
    // The formula is neutralised; commas and quotes survive quoting.
    expect(evil[1]).toBe('\'=HYPERLINK("http://x")');
    expect(evil[2]).toBe(`Comma, "Quote" ${tag}`);
    expect(byEmail.has(`${other}@example.test`)).toBe(false);

    // The whole list: gzip put together from kept runs of days (decision 046), as the browser saves it.
    const whole = async () => {
      await page.goto("/dashboard/waitlist");
      const link = page.getByRole("link", { name: "Export CSV" });
      await expect(link).toHaveAttribute("href", "/dashboard/waitlist/export.csv");
      const saved = page.waitForEvent("download");
      await link.click();
      return fs.readFileSync((await (await saved).path())!, "utf8");
    };
    const wholeText = await whole();
    expect(wholeText.startsWith("Email,First Name,Last Name,Interest Level,City,State,Status,Signup Date\r\n")).toBe(
      true,
    );
    // Each entry's record is the filtered export's, byte for byte.
    for (const line of text.split("\r\n").slice(1, -1)) expect(wholeText).toContain(`\r\n${line}\r\n`);
    expect(wholeText).toContain(`\r\n${other}@example.test,Not,Matching,,Boston,MA,Active,`);
    // A write is in the next download.
    db.update(waitlistEntries)
      .set({ city: "Springfield" })
      .where(eq(waitlistEntries.email, `${other}@example.test`))
      .run();
    expect(await whole()).toContain(`\r\n${other}@example.test,Not,Matching,,Springfield,MA,Active,`);
  });

  test("an admin changes an entry's status", async ({ page }) => {
    const tag = uniqueSlug("wls").replace(/-/g, "");
    db.insert(waitlistEntries)
      .values({ email: `${tag}@example.test`, firstName: "Stat", lastName: tag })
      .run();
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    await loginAs(page, admin.id);
    // The rows are written by the server as one string and hydrated (decision 063): no error.
    const errors = pageErrors(page);
    await page.goto(`/dashboard/waitlist?q=${tag}`);
    await waitForHydration(page);
    const row = page.getByTestId("waitlist-row").filter({ hasText: `${tag}@example.test` });
    await row.getByLabel(`Status for ${tag}@example.test`, { exact: true }).selectOption("Notified");
    await row.getByRole("button", { name: `Update status for ${tag}@example.test` }).click();
    await expect(page.getByText("Status Updated")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(
      page
        .getByTestId("waitlist-row")
        .filter({ hasText: `${tag}@example.test` })
        .getByText("Notified", { exact: true })
        .first(),
    ).toBeVisible();
    expect(
      db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, `${tag}@example.test`))
        .get()?.status,
    ).toBe("Notified");
    expect(errors).toEqual([]);
  });
});

test("on a 390 px phone each waitlist entry is a card with its status controls on screen", async ({ page }) => {
  const tag = uniqueSlug("wlp").replace(/-/g, "");
  db.insert(waitlistEntries)
    .values({
      email: `${tag}-a-rather-long-address@example.test`,
      firstName: "Phone",
      lastName: tag,
      city: "Albuquerque",
      state: "NM",
      interestLevel: ["ChapterLeader", "IndividualDonor", "MediaPR"],
    })
    .run();
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
  await loginAs(page, admin.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/waitlist?q=${tag}`);
  const row = page.getByTestId("waitlist-row");
  await expect(row).toHaveCount(1);
  const email = `${tag}-a-rather-long-address@example.test`;
  const controls = [
    row.getByLabel(`Status for ${email}`, { exact: true }),
    row.getByRole("button", { name: `Update status for ${email}` }),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Nothing to scroll sideways to: the page and the table's box are as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.getByRole("region", { name: "Waitlist signups" });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test.describe("role requests", () => {
  test("a member gets Access Denied on /admin/role-requests and on /admin", async ({ page }) => {
    await signedInUser(page, ["Member"]);
    const response = await page.goto("/admin/role-requests");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You need Global Administrator privileges")).toBeVisible();
    const home = await page.goto("/admin");
    expect(home?.status()).toBe(403);
    await expect(page.getByText("The admin area is for global administrators.")).toBeVisible();
  });

  test("an admin approves one request and rejects another", async ({ page }) => {
    const tag = uniqueSlug("rr");
    const approveMe = await insertUser({ displayName: `Approve Me ${tag}` });
    const rejectMe = await insertUser({ displayName: `Reject Me ${tag}` });
    requestRole(approveMe.id, {
      requestedRole: "ChapterLeader",
      justification: `I coordinate our block's storm drills (${tag}).`,
    });
    requestRole(rejectMe.id, { requestedRole: "ChapterLeader", justification: "Please let me lead something." });
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: `Admin ${tag}` });
    await loginAs(page, admin.id);

    await page.goto("/admin/role-requests");
    await waitForHydration(page);
    await page.getByRole("search", { name: "Filter role requests" }).getByLabel("Status").selectOption("Pending");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=Pending/);
    await expect(page.getByTestId("pending-count")).toContainText("pending");

    const approveCard = page.getByTestId("role-request-card").filter({ hasText: `Approve Me ${tag}` });
    await expect(approveCard).toContainText(approveMe.email);
    await expect(approveCard).toContainText("Chapter Leader");
    await expect(approveCard).toContainText(`storm drills (${tag})`);
    await approveCard.getByRole("button", { name: `Approve Approve Me ${tag}` }).click();
    await expect(page.getByText("Role Request Approved")).toBeVisible();
    await expect(page.getByTestId("role-request-card").filter({ hasText: `Approve Me ${tag}` })).toHaveCount(0);
    expect(getUserById(approveMe.id)?.roles).toContain("ChapterLeader");

    const rejectCard = page.getByTestId("role-request-card").filter({ hasText: `Reject Me ${tag}` });
    await rejectCard.getByRole("link", { name: `Reject Reject Me ${tag}` }).click();
    await rejectCard.getByRole("button", { name: "Confirm Reject" }).click();
    await expect(page.getByText("Role Request Rejected")).toBeVisible();
    expect(getUserById(rejectMe.id)?.roles).toEqual(["Member"]);
    expect(db.select().from(roleRequests).where(eq(roleRequests.userId, rejectMe.id)).get()?.status).toBe("Rejected");

    await page.goto("/admin/role-requests?status=Rejected");
    const reviewed = page.getByTestId("role-request-card").filter({ hasText: `Reject Me ${tag}` });
    await expect(reviewed).toContainText("Rejected");
    await expect(reviewed).toContainText(`by Admin ${tag}`);
    await expect(reviewed.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  });

  test("a forged approval from a non-admin is refused and changes nothing", HTTP_ONCE, async ({ page }) => {
    const applicant = await insertUser();
    const request = requestRole(applicant.id, {
      requestedRole: "ChapterLeader",
      justification: "Forgery test request",
    });
    await signedInUser(page, ["ChapterLeader", "Member"]);
    const response = await page.request.post("/admin/role-requests", { form: { intent: "approve", id: request.id } });
    expect(response.status()).toBe(403);
    expect(getUserById(applicant.id)?.roles).toEqual(["Member"]);
    expect(db.select().from(roleRequests).where(eq(roleRequests.id, request.id)).get()?.status).toBe("Pending");
  });
});
