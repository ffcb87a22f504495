import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, userSettings, users } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import { loadActor } from "~/access/actor.server";
import { setRsvp } from "~/models/rsvp.server";
import { mailText, readSinkMail } from "../helpers/smtp-sink";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  signedInUser,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/** An upcoming event at 7:00 PM Eastern, 30 days from now (its date kept clear of DST changes does not matter: both zones change together). */
function eventAtSevenEastern(chapterId: string, title: string) {
  const day = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const start = new Date(`${day}T23:00:00Z`); // 7:00 PM EDT or 6:00 PM EST: either way read in New York
  return db
    .insert(events)
    .values({ chapterId, title, locationText: "Hall", startAt: start, endAt: new Date(start.getTime() + 7200_000) })
    .returning()
    .get();
}

test.describe("time zones", () => {
  test("a leader changing the chapter's zone sees the upcoming events and chooses what they keep", async ({ page }) => {
    const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
    const chapter = insertChapter({ name: `Zone ${uniqueSlug("z")}`, city: "Austin", state: "TX", zip: "78701" });
    db.update(chapters).set({ timezone: "America/New_York" }).where(eq(chapters.id, chapter.id)).run();
    insertMembership(leader.id, chapter.id, "Leader");
    const event = eventAtSevenEastern(chapter.id, "Shelter drill");
    const before = event.startAt.getTime();
    const member = await insertUser({ displayName: `Rae Responder ${uniqueSlug("r")}` });
    insertMembership(member.id, chapter.id, "Member");
    setRsvp(loadActor(member.id)!, { eventId: event.id, status: "Confirmed" });

    // With JS the toast that ends the test leaves by itself after 5 s: the page's clock is paused.
    if (isJsProject()) await page.clock.install();
    await page.goto(`/dashboard/chapters/${chapter.id}/edit`);
    await waitForHydration(page);
    if (isJsProject()) await page.clock.pauseAt(Date.now() + 1000);
    // The zone its location keeps is shown beside the picker; the event as it reads now below it.
    await expect(page.getByText("Zone of its location: Central: Chicago.")).toBeVisible();
    const preview = page.getByTestId("zone-change");
    await expect(preview).toContainText("Shelter drill");
    await expect(preview).toContainText(/E[SD]T/);
    await page.getByLabel("Time Zone", { exact: true }).selectOption("America/Chicago");
    if (isJsProject()) await expect(preview).toContainText(/Keeping the moment, it would read .* C[SD]T/);
    await page.getByRole("button", { name: "Save Changes" }).click();
    // Never silently: without a choice the change is refused in the page, and nothing moved.
    await expect(page.getByText(/Upcoming events would read differently in the new time zone/).first()).toBeVisible();
    expect(db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()!.timezone).toBe("America/New_York");

    await page.getByLabel("Time Zone", { exact: true }).selectOption("America/Chicago");
    await expect(preview).toContainText("everyone who answered is told by email");
    await page.getByLabel(/Their clock time/).check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chapters$/);
    // The message says how many people are being told.
    await expect(page.getByTestId("toast")).toContainText(
      `${chapter.name} was saved. 1 person who answered its events is being told of the new times.`,
    );
    expect(db.select().from(chapters).where(eq(chapters.id, chapter.id)).get()!.timezone).toBe("America/Chicago");
    // Same clock time, one hour later in absolute terms.
    const after = db.select().from(events).where(eq(events.id, event.id)).get()!;
    expect(after.startAt.getTime() - before).toBe(3600_000);
    expect(after.sequence).toBe(event.sequence + 1);
    // A new moment: the member who is coming is told, as for any change of the event's time.
    const notices = () =>
      readSinkMail().filter((m) => m.to.includes(member.email) && mailText(m.raw).includes("Changed: Shelter drill"));
    await expect.poll(() => notices().length, { timeout: 20_000 }).toBe(1);
    const mail = mailText(notices()[0]!.raw);
    expect(mail).toMatch(/New time: .* C[SD]T \(was .* E[SD]T\)/);
    expect(mail).toContain("has changed its time zone to Central: Chicago (was Eastern: New York)");
    expect(mail).toContain(`/events/${event.id}`);
  });

  test("settings offer every US and territory zone and any other IANA zone", async ({ page }) => {
    const member = await signedInUser(page);
    await page.goto("/dashboard/settings/preferences");
    await waitForHydration(page);
    const select = page.getByLabel("Timezone", { exact: true });
    for (const zone of ["America/Anchorage", "Pacific/Honolulu", "America/Phoenix", "Pacific/Guam", "Europe/Paris"]) {
      await expect(select.locator(`option[value="${zone}"]`)).toHaveCount(1);
    }
    await expect(select.locator("optgroup")).toHaveCount(3);
    if (isJsProject()) {
      // The search narrows the list; the chosen zone stays.
      await page.getByPlaceholder("Search time zones").fill("Guam");
      await expect(select.locator('option[value="Pacific/Guam"]')).toHaveCount(1);
      await expect(select.locator('option[value="America/Anchorage"]')).toHaveCount(0);
    }
    await select.selectOption("Pacific/Guam");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect
      .poll(() => db.select().from(userSettings).where(eq(userSettings.userId, member.id)).get()!.timezone)
      .toBe("Pacific/Guam");
  });

  test("a new account takes the browser's zone with JS, else a guess from Accept-Language", async ({
    browser,
    jsEnabled,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled, timezoneId: "America/Phoenix" });
    const page = await context.newPage();
    const email = uniqueEmail("tz");
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Zone Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const user = db.select().from(users).where(eq(users.email, email)).get()!;
    const settings = db.select().from(userSettings).where(eq(userSettings.userId, user.id)).get()!;
    expect(settings).toMatchObject(
      jsEnabled
        ? { timezone: "America/Phoenix", timezoneSource: "browser" }
        : { timezone: "America/New_York", timezoneSource: "guess" },
    );
    await context.close();
  });
});

test.describe("time zones in the API", jsOnly("HTTP-only: runs once, in the js project"), () => {
  test("times need an offset or a timeZone; chapter and event JSON name their zone", async ({ request }) => {
    const chapter = insertChapter({ city: "Honolulu", state: "HI", zip: "96813" });
    db.update(chapters).set({ timezone: "Pacific/Honolulu" }).where(eq(chapters.id, chapter.id)).run();
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    insertMembership(leader.id, chapter.id, "Leader");
    const headers = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };
    const payload = { title: "Tsunami walk", chapterId: chapter.id, location: { text: "Ala Moana" }, capacity: 12 };

    const local = await request.post("/api/events", { data: { ...payload, startAt: "2027-01-09T09:00" }, headers });
    expect(local.status()).toBe(400);
    expect((await local.json()).fieldErrors.startAt[0]).toMatch(/ISO 8601 with an offset or Z.*timeZone/);

    const zoned = await request.post("/api/events", {
      data: { ...payload, startAt: "2027-01-09T09:00", timeZone: "Pacific/Honolulu" },
      headers,
    });
    expect(zoned.status()).toBe(201);
    expect(await zoned.json()).toMatchObject({
      startAt: "2027-01-09T19:00:00.000Z",
      timeZone: "Pacific/Honolulu",
      capacity: 12,
      status: "Scheduled",
    });
    const offset = await request.post("/api/events", {
      data: { ...payload, startAt: "2027-01-10T09:00:00-10:00" },
      headers,
    });
    expect(offset.status()).toBe(201);

    const listed = (await (await request.get(`/api/events?chapterId=${chapter.id}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(listed[0]).toMatchObject({
      timeZone: "Pacific/Honolulu",
      capacity: 12,
      placesLeft: 12,
      status: "Scheduled",
    });

    const page = await (await request.get(`/api/chapters/${chapter.slug}`)).json();
    expect(page.timeZone).toBe("Pacific/Honolulu");
  });

  test("a chapter created through the API takes its zone from its city, state and ZIP", async ({ request }) => {
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    const headers = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };
    const res = await request.post("/api/chapters", {
      data: { name: `El Paso ${uniqueSlug("ep")}`, city: "El Paso", state: "TX", zip: "79901" },
      headers,
    });
    expect(res.status()).toBe(201);
    expect((await res.json()).timeZone).toBe("America/Denver");
  });
});
