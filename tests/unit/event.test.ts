import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters, events, memberships, userSettings } from "~/db/schema";
import { getTimezone } from "~/models/settings.server";
import {
  API_TIME_MESSAGE,
  EventApiSchema,
  EventFormSchema,
  eventInputFromForm,
  utcToZonedLocal,
  zonedLocalToUtc,
} from "~/models/event.schema";
import {
  countEvents,
  createEvent,
  EVENTS_PAGE_SIZE,
  getEventStats,
  getVisibleEvent,
  listEvents,
  listUpcomingEventsForChapter,
} from "~/models/event.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function user(roles: ("Member" | "ChapterLeader" | "GlobalAdmin")[] = ["Member"]) {
  const u = await createUser({
    email: `ev${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: `U${n}`,
    roles,
  });
  return { ...u, roles };
}
function chapter(status: "Approved" | "Pending" = "Approved") {
  return db
    .insert(chapters)
    .values({ name: `Chapter ${n}`, slug: `ev-c-${n++}`, city: "Austin", state: "TX", status })
    .returning()
    .get();
}
function lead(userId: string, chapterId: string) {
  db.insert(memberships).values({ userId, chapterId, role: "Leader", status: "Approved" }).run();
}
const DAY = 86_400_000;
function input(chapterId: string, over: Partial<Parameters<typeof createEvent>[1]> = {}) {
  return {
    title: "Shelter drill",
    description: null,
    chapterId,
    startAt: new Date(Date.now() + 3 * DAY),
    endAt: null,
    locationText: "Fire station",
    ...over,
  };
}

describe("event form schema", () => {
  it("gives the spec's messages for missing fields", () => {
    const r = EventFormSchema.safeParse({ title: "ab" });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Event title must be at least 3 characters",
        "Please select a chapter",
        "Start date and time is required",
        "Location is required",
      ]),
    );
  });

  it("requires the end after the start and real dates", () => {
    const base = { title: "Drill", chapterId: "c", location: "Hall", startAt: "2030-01-10T20:00" };
    expect(EventFormSchema.safeParse({ ...base, endAt: "2030-01-10T19:00" }).error?.issues[0]?.message).toBe(
      "End time must be after the start time",
    );
    expect(EventFormSchema.safeParse({ ...base, startAt: "2030-02-30T10:00" }).success).toBe(false);
    expect(EventFormSchema.safeParse({ ...base, endAt: "2030-01-10T21:00" }).success).toBe(true);
  });

  it("reads the form's wall-clock times in the user's timezone", () => {
    const value = EventFormSchema.parse({
      title: "Drill",
      chapterId: "c",
      location: "Hall",
      startAt: "2030-07-15T18:30",
    });
    expect(eventInputFromForm(value, "America/New_York").startAt.toISOString()).toBe("2030-07-15T22:30:00.000Z");
    expect(eventInputFromForm(value, "America/Los_Angeles").startAt.toISOString()).toBe("2030-07-16T01:30:00.000Z");
    expect(zonedLocalToUtc("2030-01-15T18:30", "America/Chicago")!.toISOString()).toBe("2030-01-16T00:30:00.000Z");
    expect(utcToZonedLocal(new Date("2030-01-16T00:30:00Z"), "America/Chicago")).toBe("2030-01-15T18:30");
    // An unknown zone falls back to the default rather than failing.
    expect(zonedLocalToUtc("2030-07-15T18:30", "Mars/Olympus")!.toISOString()).toBe("2030-07-15T22:30:00.000Z");
  });

  it("parses the JSON API payload with location.text into the model input", () => {
    const v = EventApiSchema.parse({
      title: "Drill",
      chapterId: "c",
      startAt: "2030-07-15T22:30:00Z",
      endAt: null,
      location: { text: "Hall 1" },
    });
    expect(v).toMatchObject({ locationText: "Hall 1", endAt: null, description: null });
    expect(v.startAt.toISOString()).toBe("2030-07-15T22:30:00.000Z");
    const bad = EventApiSchema.safeParse({ title: "Drill", chapterId: "c", startAt: "nope", location: {} });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([API_TIME_MESSAGE, "Location is required"]),
    );
  });

  it("takes only instants with an offset or Z, or a local time with a timeZone", () => {
    const base = { title: "Drill", chapterId: "c", location: { text: "Hall 1" } };
    const start = (v: Record<string, unknown>) => EventApiSchema.safeParse({ ...base, ...v });
    expect(start({ startAt: "2026-12-21T09:00:00-06:00" }).data?.startAt.toISOString()).toBe(
      "2026-12-21T15:00:00.000Z",
    );
    expect(start({ startAt: "2026-12-21T15:00Z" }).data?.startAt.toISOString()).toBe("2026-12-21T15:00:00.000Z");
    // A local time means nothing without its zone: never read as UTC (or as anyone's zone).
    const local = start({ startAt: "2026-12-21T09:00" });
    expect(local.success).toBe(false);
    expect(local.error!.issues[0]).toMatchObject({ path: ["startAt"], message: API_TIME_MESSAGE });
    expect(start({ startAt: "2026-12-21T09:00", timeZone: "America/Chicago" }).data?.startAt.toISOString()).toBe(
      "2026-12-21T15:00:00.000Z",
    );
    expect(start({ startAt: "2026-07-21T09:00", timeZone: "America/Phoenix" }).data?.startAt.toISOString()).toBe(
      "2026-07-21T16:00:00.000Z",
    );
    for (const bad of ["2026-12-21", "12/21/2026 9:00", 1798000000000, "2026-12-21T09:00 CST"]) {
      expect(start({ startAt: bad, timeZone: "America/Chicago" }).success, String(bad)).toBe(false);
    }
    expect(start({ startAt: "2026-12-21T09:00", timeZone: "CST" }).success).toBe(false);
  });
});

describe("creating events", () => {
  it("refuses a member", async () => {
    const member = await user(["Member"]);
    const c = chapter();
    expect(refusal(() => createEvent(actorOf(member), input(c.id))).kind).toBe("forbidden");
  });

  it("refuses a leader posting for a chapter they do not lead", async () => {
    const leader = await user(["ChapterLeader"]);
    const mine = chapter();
    const other = chapter();
    lead(leader.id, mine.id);
    expect(() => createEvent(actorOf(leader), input(other.id))).toThrow(
      "You can only create events for chapters you lead.",
    );
  });

  it("refuses a chapter that is not approved", async () => {
    const admin = await user(["GlobalAdmin"]);
    const pending = chapter("Pending");
    expect(refusal(() => createEvent(actorOf(admin), input(pending.id))).kind).toBe("invalid");
  });

  it("lets a leader create for their chapter, with an audit row in the same transaction", async () => {
    const leader = await user(["ChapterLeader"]);
    const c = chapter();
    lead(leader.id, c.id);
    const event = createEvent(actorOf(leader), input(c.id, { title: "Leader drill" }));
    expect(event.createdById).toBe(leader.id);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, event.id)).all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create_event", actorId: leader.id });
    expect(audit[0]!.metadata).toMatchObject({ title: "Leader drill", chapterName: c.name });
  });

  it("lets an admin create for any approved chapter", async () => {
    const admin = await user(["GlobalAdmin"]);
    const c = chapter();
    expect(createEvent(actorOf(admin), input(c.id)).chapterId).toBe(c.id);
  });
});

describe("listing events", () => {
  it("splits upcoming and past, searches title/description/location and hides unapproved chapters", async () => {
    const admin = await user(["GlobalAdmin"]);
    const c = chapter();
    const hidden = chapter("Pending");
    const tag = `zq${n++}`;
    const now = new Date();
    db.insert(events)
      .values([
        { chapterId: c.id, title: `Soon ${tag}`, startAt: new Date(now.getTime() + DAY), locationText: "Hall" },
        {
          chapterId: c.id,
          title: "Later",
          description: `about ${tag}`,
          startAt: new Date(now.getTime() + 2 * DAY),
          locationText: "Hall",
        },
        { chapterId: c.id, title: "Gone", startAt: new Date(now.getTime() - DAY), locationText: `Park ${tag}` },
        { chapterId: hidden.id, title: `Hidden ${tag}`, startAt: new Date(now.getTime() + DAY), locationText: "Hall" },
      ])
      .run();
    expect(listEvents(actorOf(admin), { q: tag, time: "upcoming" }, now).map((e) => e.title)).toEqual([
      `Soon ${tag}`,
      "Later",
    ]);
    expect(listEvents(actorOf(admin), { q: tag, time: "past" }, now).map((e) => e.title)).toEqual(["Gone"]);
    const all = listEvents(actorOf(admin), { q: tag, time: "all" }, now);
    expect(all.map((e) => [e.title, e.isUpcoming])).toEqual([
      [`Soon ${tag}`, true],
      ["Later", true],
      ["Gone", false],
    ]);
    expect(countEvents({ q: tag }, now)).toEqual({ upcoming: 2, past: 1 });
    expect(listEvents(actorOf(admin), { q: "%", time: "all" }, now).every((e) => e.title.includes("%"))).toBe(true);
    const hiddenEvent = db.select().from(events).where(eq(events.chapterId, hidden.id)).get()!;
    expect(getVisibleEvent(hiddenEvent.id)).toBeNull();
    expect(listUpcomingEventsForChapter(c.id, { now }).map((e) => e.title)).toEqual([`Soon ${tag}`, "Later"]);
    const stats = getEventStats(now);
    expect(stats.upcoming).toBeGreaterThanOrEqual(2);
    expect(stats.activeChapters).toBeGreaterThanOrEqual(1);
  });

  it("pages with LIMIT/OFFSET: upcoming soonest first, past most recent first, all = upcoming then past", async () => {
    const admin = await user(["GlobalAdmin"]);
    const c = chapter();
    const now = new Date();
    const HOUR = 3_600_000;
    // 25 upcoming (U01 soonest … U25) and 25 past (P01 most recent … P25), inserted shuffled.
    const rows = [
      ...Array.from({ length: 25 }, (_, i) => ({
        title: `U${String(i + 1).padStart(2, "0")}`,
        startAt: new Date(now.getTime() + (i + 1) * HOUR),
      })),
      ...Array.from({ length: 25 }, (_, i) => ({
        title: `P${String(i + 1).padStart(2, "0")}`,
        startAt: new Date(now.getTime() - (i + 1) * HOUR),
      })),
    ].sort(() => Math.random() - 0.5);
    db.insert(events)
      .values(rows.map((r) => ({ ...r, chapterId: c.id, locationText: "Hall" })))
      .run();
    const titles = (time: "upcoming" | "past" | "all", offset: number) =>
      listEvents(actorOf(admin), { chapterId: c.id, time }, now, { limit: EVENTS_PAGE_SIZE, offset }).map(
        (e) => e.title,
      );
    const u = (i: number) => `U${String(i).padStart(2, "0")}`;
    const p = (i: number) => `P${String(i).padStart(2, "0")}`;
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    expect(EVENTS_PAGE_SIZE).toBe(20);
    expect(titles("upcoming", 0)).toEqual(range(1, 20).map(u));
    expect(titles("upcoming", 20)).toEqual(range(21, 25).map(u));
    expect(titles("upcoming", 40)).toEqual([]);
    expect(titles("past", 0)).toEqual(range(1, 20).map(p));
    expect(titles("past", 20)).toEqual(range(21, 25).map(p));
    expect(titles("all", 0)).toEqual(range(1, 20).map(u));
    expect(titles("all", 20)).toEqual([...range(21, 25).map(u), ...range(1, 15).map(p)]);
    expect(titles("all", 40)).toEqual(range(16, 25).map(p));
    expect(titles("all", 60)).toEqual([]);
    expect(
      listEvents(actorOf(admin), { chapterId: c.id, time: "all" }, now, { limit: 7, offset: 22 }).map((e) => e.title),
    ).toEqual([...range(23, 25).map(u), ...range(1, 4).map(p)]);
    // Page 2 shares nothing with page 1; counts stay totals.
    expect(titles("upcoming", 20).filter((t) => titles("upcoming", 0).includes(t))).toEqual([]);
    expect(countEvents({ chapterId: c.id }, now)).toEqual({ upcoming: 25, past: 25 });
  });

  it("reads RSVP counts and the user's answers only for the events on the page", async () => {
    const admin = await user(["GlobalAdmin"]);
    const c = chapter();
    const now = new Date();
    db.insert(events)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          chapterId: c.id,
          title: `R${i}`,
          startAt: new Date(now.getTime() + (i + 1) * DAY),
          locationText: "Hall",
        })),
      )
      .run();
    const rsvp = await import("~/models/rsvp.server");
    const counts = vi.spyOn(rsvp, "getRsvpTallies");
    const mine = vi.spyOn(rsvp, "getUserAnswers");
    try {
      const page = listEvents(actorOf(admin), { chapterId: c.id, time: "upcoming" }, now, {
        limit: EVENTS_PAGE_SIZE,
        offset: 20,
      });
      expect(page).toHaveLength(10);
      const ids = page.map((e) => e.id);
      expect(counts).toHaveBeenCalledTimes(1);
      expect(counts.mock.calls[0]![0]).toEqual(ids);
      expect(mine.mock.calls[0]![1]).toEqual(ids);
    } finally {
      counts.mockRestore();
      mine.mockRestore();
    }
  });

  it("reads the user's timezone preference, defaulting to America/New_York", async () => {
    const u = await user();
    expect(getTimezone(u.id)).toBe("America/New_York");
    db.update(userSettings).set({ timezone: "America/Denver" }).where(eq(userSettings.userId, u.id)).run();
    expect(getTimezone(u.id)).toBe("America/Denver");
  });
});
