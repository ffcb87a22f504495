import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events } from "~/db/schema";
import { createSessionRow } from "~/access/sessions.server";
import { loadActor } from "~/access/actor.server";
import { createEventSeries } from "~/models/event-series.server";
import { utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";
import { shiftLocal, weekdayOf } from "~/utils/recurrence";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  signedInUser,
  test,
  uniqueSlug,
  waitForHydration,
} from "../helpers/e2e";
import { jsOnly } from "../helpers/projects";

/**
 * Recurring trainings (issue 28, item 2; docs/decisions/035): a leader creates a monthly series on
 * the Create Event page (with and without JS), a rule giving too many dates is refused with what was
 * typed kept, one date or this and the following are edited and cancelled from the Edit and Cancel
 * pages, and the API does the same. Waits on the page's content or the stored rows, never a toast.
 */

const year = new Date().getUTCFullYear() + 1;
const ZONE = "America/Chicago";

/** A Chicago chapter led by `leaderId`. */
function chicagoChapter(leaderId: string) {
  const t = uniqueSlug("rs").replace(/-/g, "");
  const chapter = insertChapter({ name: `Lakeside CERT ${t}` });
  db.update(chapters).set({ timezone: ZONE }).where(eq(chapters.id, chapter.id)).run();
  insertMembership(leaderId, chapter.id, "Leader");
  return { chapter, t };
}

/** The first date of `month` (1-12) next year that is the month's second Tuesday. */
function secondTuesday(month: number) {
  const mm = String(month).padStart(2, "0");
  for (let d = 8; d <= 14; d++) {
    const date = `${year}-${mm}-${String(d).padStart(2, "0")}`;
    if (weekdayOf(date) === "TU") return date;
  }
  throw new Error("no second Tuesday");
}

const rowsTitled = (title: string) =>
  db.select().from(events).where(eq(events.title, title)).orderBy(asc(events.startAt)).all();
const rowsOf = (seriesId: string) =>
  db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startAt)).all();
const localTimes = (rows: Array<{ startAt: Date }>) => rows.map((r) => utcToZonedLocal(r.startAt, ZONE).slice(11));

test("a leader creates a monthly series on the Create Event page; each date is its own event at 7 PM", async ({
  page,
}) => {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], "Rita Recurring");
  const { chapter, t } = chicagoChapter(leader.id);
  const title = `Radio Refresher ${t}`;
  const first = secondTuesday(1);

  await page.goto("/dashboard/events/new");
  await waitForHydration(page);
  const form = page.locator("main");
  await form.getByLabel("Event Title").fill(title);
  await form.getByLabel("Chapter").selectOption({ label: chapter.name });
  await form.getByLabel("Start Date & Time").fill(`${first}T19:00`);
  await form.getByLabel("End Date & Time (optional)").fill(`${first}T21:00`);
  await form.getByLabel("Location").fill("Station 4, 12 Lake St");
  await form.getByLabel("Repeats").selectOption({ label: "Monthly" });
  await form.getByLabel("The same weekday of the month as the start date (for example the 2nd Tuesday)").check();
  await form.getByLabel("Last Date").fill(`${year}-06-30`);
  await form.getByRole("button", { name: "Create Event" }).click();

  // Six dates, January to June, each its own event at 7:00 PM Chicago time (CST, then CDT).
  await expect.poll(() => rowsTitled(title).length).toBe(6);
  const rows = rowsTitled(title);
  expect(localTimes(rows)).toEqual(Array(6).fill("19:00"));
  expect(new Set(rows.map((r) => r.seriesId)).size).toBe(1);
  expect(utcToZonedLocal(rows[5]!.startAt, ZONE).slice(0, 10)).toBe(secondTuesday(6));

  // The event page of one date, the events list's cards and the chapter page say it is part of the series.
  const words = `Part of a series: every 2nd Tuesday of the month, until Jun 30, ${year}`;
  await page.goto(`/events/${rows[2]!.id}`);
  await expect(page.getByTestId("event-series")).toHaveText(words);
  await page.goto(`/dashboard/events?q=${t}`);
  const cards = page.getByRole("article").filter({ hasText: title });
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByTestId("event-series")).toHaveText(words);
  await page.goto(`/chapters/${chapter.slug}`);
  await expect(page.getByTestId("event-series").first()).toHaveText(words);
});

test("a rule giving more than 60 dates is refused on the page, keeping what was typed", async ({ page }) => {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"]);
  const { chapter, t } = chicagoChapter(leader.id);
  const title = `Daily Drill ${t}`;

  await page.goto("/dashboard/events/new");
  await waitForHydration(page);
  const form = page.locator("main");
  await form.getByLabel("Event Title").fill(title);
  await form.getByLabel("Chapter").selectOption({ label: chapter.name });
  await form.getByLabel("Start Date & Time").fill(`${year}-01-04T09:00`);
  await form.getByLabel("Location").fill("Station 4");
  await form.getByLabel("Repeats").selectOption({ label: "Weekly" });
  for (const day of ["Monday", "Wednesday", "Friday"]) await form.getByLabel(day, { exact: true }).check();
  await form.getByLabel("Last Date").fill(`${year}-12-20`);
  await form.getByRole("button", { name: "Create Event" }).click();

  await expect(
    form.getByText("A series can have at most 60 dates: choose an earlier last date or a longer interval"),
  ).toBeVisible();
  await expect(form.getByLabel("Event Title")).toHaveValue(title);
  await expect(form.getByLabel("Last Date")).toHaveValue(`${year}-12-20`);
  await expect(form.getByLabel("Wednesday", { exact: true })).toBeChecked();
  expect(rowsTitled(title)).toHaveLength(0);
});

/** A weekly Tuesday 7–9 PM series of five dates in March next year (US clocks change mid-March). */
async function arrangeSeries(leaderId: string, title: string, chapterId: string) {
  const first = secondTuesday(3);
  const start = zonedLocalToUtc(`${first}T19:00`, ZONE)!;
  const { seriesId } = createEventSeries(
    loadActor(leaderId)!,
    {
      title,
      description: null,
      chapterId,
      startAt: start,
      endAt: zonedLocalToUtc(`${first}T21:00`, ZONE),
      locationText: "Station 4",
    },
    // Five Tuesdays: the first and the four after it.
    { freq: "WEEKLY", interval: 1, byDay: ["TU"], untilDate: shiftLocal(`${first}T00:00`, 28 * 24 * 60).slice(0, 10) },
  );
  return seriesId;
}

test("a leader edits one date, then this and the following, then cancels the rest of the series", async ({ page }) => {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], "Sam Series");
  const { chapter, t } = chicagoChapter(leader.id);
  const seriesId = await arrangeSeries(leader.id, `Triage Practice ${t}`, chapter.id);
  const rows = rowsOf(seriesId);
  expect(rows).toHaveLength(5);

  // One date only (the default choice): a new place for the second date.
  await page.goto(`/dashboard/events/${rows[1]!.id}/edit`);
  await waitForHydration(page);
  await expect(page.getByTestId("event-series")).toContainText("Part of a series: every week on Tuesday");
  await expect(page.getByLabel("Only this date")).toBeChecked();
  await page.getByLabel("Location").fill("Library, 3 Elm St");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect
    .poll(() => rowsOf(seriesId).map((r) => r.locationText))
    .toEqual(["Station 4", "Library, 3 Elm St", "Station 4", "Station 4", "Station 4"]);

  // This and the following: the third date on, at 6:30–8:30 PM on the clock.
  await page.goto(`/dashboard/events/${rows[2]!.id}/edit`);
  await waitForHydration(page);
  await page.getByLabel("This date and the following ones (3 dates)").check();
  const third = utcToZonedLocal(rows[2]!.startAt, ZONE).slice(0, 10);
  await page.getByLabel("Start Date & Time").fill(`${third}T18:30`);
  await page.getByLabel("End Date & Time (optional)").fill(`${third}T20:30`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect.poll(() => localTimes(rowsOf(seriesId))).toEqual(["19:00", "19:00", "18:30", "18:30", "18:30"]);
  expect(rowsOf(seriesId).map((r) => r.locationText)[3]).toBe("Station 4");

  // Cancel the fourth date and the one after it.
  await page.goto(`/dashboard/events/${rows[3]!.id}/cancel`);
  await waitForHydration(page);
  await page.getByLabel("This date and the following ones (2 dates)").check();
  await page.getByLabel("Reason (optional)").fill("Station closed for repairs");
  await page.getByRole("button", { name: "Cancel Event" }).click();
  await expect
    .poll(() => rowsOf(seriesId).map((r) => r.status))
    .toEqual(["Scheduled", "Scheduled", "Scheduled", "Cancelled", "Cancelled"]);
  expect(rowsOf(seriesId)[4]!.cancellationReason).toBe("Station closed for repairs");

  // A one-off event offers no such choice.
  const [oneOff] = db
    .insert(events)
    .values({ chapterId: chapter.id, title: `One-off ${t}`, startAt: rows[0]!.startAt, locationText: "Station 4" })
    .returning()
    .all();
  await page.goto(`/dashboard/events/${oneOff!.id}/edit`);
  await expect(page.getByLabel("Location")).toHaveValue("Station 4");
  await expect(page.getByTestId("scope-choice")).toHaveCount(0);
});

test("moving this and the following dates to Wednesday: the earlier dates still say Tuesday, the moved ones Wednesday", async ({
  page,
}) => {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], "Wes Wednesday");
  const { chapter, t } = chicagoChapter(leader.id);
  const seriesId = await arrangeSeries(leader.id, `Search Drill ${t}`, chapter.id);
  const rows = rowsOf(seriesId);
  const dateOf = (row: { startAt: Date }) => utcToZonedLocal(row.startAt, ZONE).slice(0, 10);
  const medium = (date: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

  await page.goto(`/dashboard/events/${rows[2]!.id}/edit`);
  await waitForHydration(page);
  await page.getByLabel("This date and the following ones (3 dates)").check();
  const wednesday = shiftLocal(`${dateOf(rows[2]!)}T00:00`, 24 * 60).slice(0, 10);
  await page.getByLabel("Start Date & Time").fill(`${wednesday}T19:00`);
  await page.getByLabel("End Date & Time (optional)").fill(`${wednesday}T21:00`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect.poll(() => rowsOf(seriesId).map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));

  const lastWednesday = shiftLocal(`${dateOf(rows[4]!)}T00:00`, 24 * 60).slice(0, 10);
  await page.goto(`/events/${rows[1]!.id}`);
  await expect(page.getByTestId("event-series")).toHaveText(
    `Part of a series: every week on Tuesday, until ${medium(dateOf(rows[1]!))}`,
  );
  await page.goto(`/events/${rows[3]!.id}`);
  await expect(page.getByTestId("event-series")).toHaveText(
    `Part of a series: every week on Wednesday, until ${medium(lastWednesday)}`,
  );
  // The edit page of a moved date offers "this and the following" to the end of its own part.
  await page.goto(`/dashboard/events/${rows[3]!.id}/edit`);
  await expect(page.getByLabel("This date and the following ones (2 dates)")).toBeVisible();
});

const HTTP_ONCE = jsOnly("HTTP-level test: runs once, in the js project");

test(
  "the API creates a series, refuses a bad rule, and edits and cancels this and following",
  HTTP_ONCE,
  async ({ request }) => {
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
    const { chapter, t } = chicagoChapter(leader.id);
    const headers = { Authorization: `Bearer ${createSessionRow(leader.id, "api").token}` };
    const first = secondTuesday(1);
    const payload = {
      title: `API Series ${t}`,
      chapterId: chapter.id,
      startAt: `${first}T19:00`,
      endAt: `${first}T21:00`,
      timeZone: ZONE,
      location: { text: "Station 4" },
      recurrence: { freq: "MONTHLY", byDay: ["2TU"], until: `${year}-06-30` },
    };

    for (const recurrence of [
      { freq: "DAILY", until: `${year}-06-30` },
      { freq: "WEEKLY", byDay: ["2TU"], until: `${year}-06-30` },
      { freq: "WEEKLY", interval: 0, until: `${year}-06-30` },
      { freq: "WEEKLY", until: "June" },
      { freq: "WEEKLY", byDay: ["MO", "TU", "WE", "TH", "FR"], until: `${year}-12-31` },
    ]) {
      const bad = await request.post("/api/events", { headers, data: { ...payload, recurrence } });
      expect(bad.status(), JSON.stringify(recurrence)).toBe(400);
      const body = await bad.json();
      expect(typeof body.error).toBe("string");
      expect(
        Object.keys(body.fieldErrors ?? {}).some((k) => k.startsWith("recurrence")),
        JSON.stringify(body),
      ).toBe(true);
    }
    expect(rowsTitled(payload.title)).toHaveLength(0);

    const created = await request.post("/api/events", { headers, data: payload });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body.occurrences).toHaveLength(6);
    expect(body.id).toBe(body.occurrences[0].id);
    expect(typeof body.seriesId).toBe("string");
    const ids: string[] = body.occurrences.map((o: { id: string }) => o.id);
    expect(localTimes(body.occurrences.map((o: { startAt: string }) => ({ startAt: new Date(o.startAt) })))).toEqual(
      Array(6).fill("19:00"),
    );
    const one = await (await request.get(`/api/events/${ids[2]}`)).json();
    expect(one.series).toMatchObject({ id: body.seriesId, freq: "MONTHLY", byDay: ["2TU"], until: `${year}-06-30` });

    const moved = await request.patch(`/api/events/${ids[3]}`, {
      headers,
      data: { location: { text: "Library" }, scope: "following" },
    });
    expect(moved.status()).toBe(200);
    expect((await moved.json()).occurrences).toEqual(ids.slice(3));
    expect(rowsOf(body.seriesId).map((r) => r.locationText)).toEqual([
      "Station 4",
      "Station 4",
      "Station 4",
      "Library",
      "Library",
      "Library",
    ]);
    const badScope = await request.patch(`/api/events/${ids[3]}`, { headers, data: { title: "X y z", scope: "all" } });
    expect(badScope.status()).toBe(400);

    const cancelled = await request.post(`/api/events/${ids[4]}/cancel`, {
      headers,
      data: { reason: "Summer break", scope: "following" },
    });
    expect(cancelled.status()).toBe(200);
    expect((await cancelled.json()).occurrences).toEqual(ids.slice(4));
    expect(rowsOf(body.seriesId).map((r) => r.status)).toEqual([
      "Scheduled",
      "Scheduled",
      "Scheduled",
      "Scheduled",
      "Cancelled",
      "Cancelled",
    ]);
  },
);
