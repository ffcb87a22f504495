import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { db, sqlite } from "~/db/client.server";
import { auditLogs, chapters, eventSeries, events, memberships, messageQueue } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { formatAuditEntry } from "~/models/audit-format";
import { EventApiSchema, utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";
import { cancelEventInScope, createEventSeries, getSeriesOf, updateEventInScope } from "~/models/event-series.server";
import { listUpcomingEventsForChapter } from "~/models/event.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { buildChapterCalendar } from "~/utils/ics.server";
import { RECURRENCE_MESSAGES } from "~/utils/recurrence";
import { seriesLabel } from "~/utils/series-label";
import { actorOf, refusal } from "../helpers/actor";
import { queuedMail } from "../helpers/queued-mail";

let n = 0;
const NOW = new Date();

async function person(roles: ("Member" | "ChapterLeader" | "GlobalAdmin")[] = ["Member"]) {
  return createUser({
    email: `series${n++}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: `Series person ${n}`,
    roles,
  });
}

async function chapterIn(timezone: string) {
  const chapter = db
    .insert(chapters)
    .values({
      name: `Series C ${n}`,
      slug: `series-c-${n++}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
      timezone,
    })
    .returning()
    .get();
  const leader = await person(["ChapterLeader", "Member"]);
  db.insert(memberships).values({ userId: leader.id, chapterId: chapter.id, role: "Leader", status: "Approved" }).run();
  return { chapter, leader };
}

/** The API payload of a series, parsed by the API's own schema. */
function apiInput(chapterId: string, extra: Record<string, unknown>) {
  const { recurrence, ...input } = EventApiSchema.parse({
    title: "CERT monthly refresher",
    chapterId,
    location: { text: "Station 4" },
    ...extra,
  });
  return { input, recurrence: recurrence! };
}

function answer(user: { id: string }, event: { id: string; chapterId: string }, status: "Confirmed" | "Maybe") {
  db.insert(memberships)
    .values({ userId: user.id, chapterId: event.chapterId, role: "Member", status: "Approved" })
    .onConflictDoNothing()
    .run();
  setRsvp(actorOf(user), { eventId: event.id, status });
}

const occurrencesOf = (seriesId: string) =>
  db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startAt)).all();

describe("creating a series", () => {
  it("every 2nd Tuesday at 7 PM until June: one event per date, each at 7 PM Chicago time across the DST change", async () => {
    const { chapter, leader } = await chapterIn("America/Chicago");
    const { input, recurrence } = apiInput(chapter.id, {
      startAt: "2026-01-13T19:00",
      endAt: "2026-01-13T21:00",
      timeZone: "America/Chicago",
      recurrence: { freq: "MONTHLY", byDay: ["2TU"], until: "2026-06-30" },
    });
    const created = createEventSeries(actorOf(leader), input, recurrence);
    expect(created.occurrences).toHaveLength(6);
    const rows = occurrencesOf(created.seriesId);
    expect(rows.map((r) => r.id)).toEqual(created.occurrences.map((o) => o.id));
    expect(rows.map((r) => utcToZonedLocal(r.startAt, "America/Chicago"))).toEqual([
      "2026-01-13T19:00",
      "2026-02-10T19:00",
      "2026-03-10T19:00",
      "2026-04-14T19:00",
      "2026-05-12T19:00",
      "2026-06-09T19:00",
    ]);
    // CST (UTC-6) before March 8, CDT (UTC-5) after: the instants differ, the clock does not.
    expect(rows[1]!.startAt.toISOString()).toBe("2026-02-11T01:00:00.000Z");
    expect(rows[2]!.startAt.toISOString()).toBe("2026-03-11T00:00:00.000Z");
    expect(rows.every((r) => r.endAt!.getTime() - r.startAt.getTime() === 2 * 3_600_000)).toBe(true);
    expect(rows.every((r) => r.title === "CERT monthly refresher" && r.chapterId === chapter.id)).toBe(true);
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "create_event_series"), eq(auditLogs.targetId, rows[0]!.id)))
      .get()!;
    expect(audit.metadata).toMatchObject({ count: 6, seriesId: created.seriesId });
    expect(formatAuditEntry({ ...audit, actorName: "Lee" }, { t: serverT("en"), lang: "en" })).toContain(
      "created the recurring event “CERT monthly refresher”",
    );
    expect(getSeriesOf(rows[3]!.id)).toMatchObject({ freq: "MONTHLY", byDay: ["2TU"], followingCount: 3 });
  });

  it("counts the following occurrences in SQL, one number on the series index, not a row per date", async () => {
    const { chapter, leader } = await chapterIn("America/Chicago");
    const { input, recurrence } = apiInput(chapter.id, {
      startAt: "2027-02-02T19:00",
      endAt: "2027-02-02T21:00",
      timeZone: "America/Chicago",
      recurrence: { freq: "WEEKLY", byDay: ["TU"], until: "2027-03-30" },
    });
    const created = createEventSeries(actorOf(leader), input, recurrence);
    const [first, , third] = created.occurrences;
    cancelEventInScope(actorOf(leader), third!.id, { reason: "Snow" }, "one");
    // Every statement run while reading the series, by its SQL and how its rows were taken.
    const ran: { source: string; how: string }[] = [];
    const proto = Object.getPrototypeOf(sqlite().prepare("select 1")) as Record<string, (...a: unknown[]) => unknown>;
    const originals = { all: proto.all!, get: proto.get! };
    for (const how of ["all", "get"] as const) {
      proto[how] = function (this: { source: string }, ...args: unknown[]) {
        ran.push({ source: this.source, how });
        return originals[how].apply(this, args);
      };
    }
    let series;
    try {
      series = getSeriesOf(first!.id);
    } finally {
      Object.assign(proto, originals);
    }
    // Nine Tuesdays, one of them cancelled.
    expect(series).toMatchObject({ freq: "WEEKLY", followingCount: 8 });
    const counting = ran.filter((r) => /from "events" where .*"events"."series_id" = \?/.test(r.source));
    expect(counting.map((r) => r.how)).toEqual(["get"]);
    expect(counting[0]!.source).toMatch(/^select count\(\*\) from "events"/);
    const plan = (
      sqlite().prepare(`EXPLAIN QUERY PLAN ${counting[0]!.source}`).all("s", 0, "Scheduled") as { detail: string }[]
    )
      .map((p) => p.detail)
      .join("; ");
    expect(plan).toMatch(/SEARCH events USING INDEX events_series_start_idx \(series_id=\? AND start_at>\?\)/);
  });

  it("a Phoenix and a Honolulu chapter keep one UTC hour, a New York weekly series keeps its clock through fall-back", async () => {
    for (const [zone, utcHour] of [
      ["America/Phoenix", "02:00"],
      ["Pacific/Honolulu", "05:00"],
    ] as const) {
      const { chapter, leader } = await chapterIn(zone);
      const { input, recurrence } = apiInput(chapter.id, {
        startAt: "2026-02-03T19:00",
        timeZone: zone,
        recurrence: { freq: "WEEKLY", interval: 4, until: "2026-12-31" },
      });
      const { occurrences } = createEventSeries(actorOf(leader), input, recurrence);
      expect(occurrences.length).toBe(12);
      expect(new Set(occurrences.map((o) => o.startAt.toISOString().slice(11, 16)))).toEqual(new Set([utcHour]));
    }
    const { chapter, leader } = await chapterIn("America/New_York");
    const { input, recurrence } = apiInput(chapter.id, {
      startAt: "2026-10-20T18:30:00-04:00",
      recurrence: { freq: "WEEKLY", byDay: ["TU"], until: "2026-11-10" },
    });
    const { occurrences } = createEventSeries(actorOf(leader), input, recurrence);
    expect(occurrences.map((o) => utcToZonedLocal(o.startAt, "America/New_York").slice(11))).toEqual([
      "18:30",
      "18:30",
      "18:30",
      "18:30",
    ]);
  });

  it("refuses more than 60 dates or a year, with nothing written; refuses a member", async () => {
    const { chapter, leader } = await chapterIn("America/Chicago");
    const before = db.select().from(eventSeries).all().length;
    const tooMany = apiInput(chapter.id, {
      startAt: "2026-01-05T09:00:00-06:00",
      recurrence: { freq: "WEEKLY", byDay: ["MO", "WE", "FR"], until: "2026-12-31" },
    });
    const e = refusal(() => createEventSeries(actorOf(leader), tooMany.input, tooMany.recurrence));
    expect(e.status).toBe(400);
    expect(e.message).toBe(RECURRENCE_MESSAGES.tooMany);
    expect(e.fieldErrors?.["recurrence.until"]).toEqual([RECURRENCE_MESSAGES.tooMany]);
    const tooLong = apiInput(chapter.id, {
      startAt: "2026-01-05T09:00:00-06:00",
      recurrence: { freq: "MONTHLY", until: "2027-03-01" },
    });
    expect(refusal(() => createEventSeries(actorOf(leader), tooLong.input, tooLong.recurrence)).message).toBe(
      RECURRENCE_MESSAGES.tooLong,
    );
    const member = await person();
    const ok = apiInput(chapter.id, {
      startAt: "2026-01-05T09:00:00-06:00",
      recurrence: { freq: "MONTHLY", until: "2026-03-01" },
    });
    expect(refusal(() => createEventSeries(actorOf(member), ok.input, ok.recurrence)).status).toBe(403);
    expect(db.select().from(eventSeries).all().length).toBe(before);
  });
});

/** A weekly Tuesday 7 PM Chicago series of five dates in March 2027 (clocks change on the 14th), with two people answering. */
async function series() {
  const { chapter, leader } = await chapterIn("America/Chicago");
  const { input, recurrence } = apiInput(chapter.id, {
    startAt: "2027-03-02T19:00",
    endAt: "2027-03-02T21:00",
    timeZone: "America/Chicago",
    recurrence: { freq: "WEEKLY", until: "2027-03-30" },
  });
  const created = createEventSeries(actorOf(leader), input, recurrence);
  const rows = occurrencesOf(created.seriesId);
  const [ana, ben] = [await person(), await person()];
  // Ana answered the 2nd, 3rd and 4th dates; Ben only the 5th.
  for (const row of rows.slice(1, 4)) answer(ana, row, "Confirmed");
  answer(ben, rows[4]!, "Maybe");
  return { chapter, leader, rows, ana, ben, seriesId: created.seriesId };
}

const noticesTo = (userId: string) =>
  queuedMail()
    .where(and(eq(messageQueue.userId, userId), eq(messageQueue.channel, "email")))
    .all();

describe("changing one occurrence or this and the following", () => {
  it("'one' changes only the chosen date", async () => {
    const { leader, rows } = await series();
    const out = updateEventInScope(actorOf(leader), rows[1]!.id, { locationText: "Library" }, "one", NOW);
    expect(out.occurrences).toEqual([rows[1]!.id]);
    expect(occurrencesOf(rows[0]!.seriesId!).map((r) => r.locationText)).toEqual([
      "Station 4",
      "Library",
      "Station 4",
      "Station 4",
      "Station 4",
    ]);
  });

  it("'following' moves the chosen and later dates to 6:30–8:30 PM on the clock across the DST change, telling each person once", async () => {
    const { leader, rows, ana, ben } = await series();
    const chosen = rows[1]!; // Mar 9, before the change; Mar 16 and after are in CDT
    const out = updateEventInScope(
      actorOf(leader),
      chosen.id,
      {
        title: chosen.title,
        startAt: zonedLocalToUtc("2027-03-09T18:30", "America/Chicago")!,
        endAt: zonedLocalToUtc("2027-03-09T20:30", "America/Chicago")!,
        locationText: "Library",
      },
      "following",
      NOW,
    );
    expect(out.occurrences).toEqual(rows.slice(1).map((r) => r.id));
    const after = occurrencesOf(chosen.seriesId!);
    expect(after.map((r) => utcToZonedLocal(r.startAt, "America/Chicago"))).toEqual([
      "2027-03-02T19:00",
      "2027-03-09T18:30",
      "2027-03-16T18:30",
      "2027-03-23T18:30",
      "2027-03-30T18:30",
    ]);
    expect(after.map((r) => utcToZonedLocal(r.endAt!, "America/Chicago").slice(11))).toEqual([
      "21:00",
      "20:30",
      "20:30",
      "20:30",
      "20:30",
    ]);
    expect(after.map((r) => r.locationText)).toEqual(["Station 4", "Library", "Library", "Library", "Library"]);
    // Each changed occurrence has its own SEQUENCE bump and audit entry.
    expect(after.map((r) => r.sequence)).toEqual([0, 1, 1, 1, 1]);
    const audits = db.select().from(auditLogs).where(eq(auditLogs.action, "update_event")).all();
    expect(audits.filter((a) => rows.slice(1).some((r) => r.id === a.targetId))).toHaveLength(4);
    // Ana answered three of the dates: one notice, about the earliest, saying it covers 4 dates.
    const anaMail = noticesTo(ana.id);
    expect(anaMail).toHaveLength(1);
    expect(anaMail[0]!.dedupeKey).toContain(rows[1]!.id);
    expect(anaMail[0]!.text).toContain("This change applies to 4 dates of the series, from this one on.");
    expect(noticesTo(ben.id)).toHaveLength(1);
    expect(noticesTo(ben.id)[0]!.dedupeKey).toContain(rows[4]!.id);
  });

  it("'following' with a title only leaves each date's own time and place alone", async () => {
    const { leader, rows } = await series();
    updateEventInScope(actorOf(leader), rows[3]!.id, { locationText: "Gym" }, "one", NOW);
    updateEventInScope(actorOf(leader), rows[2]!.id, { title: "CERT refresher (new format)" }, "following", NOW);
    const after = occurrencesOf(rows[0]!.seriesId!);
    expect(after.map((r) => r.title)).toEqual([
      "CERT monthly refresher",
      "CERT monthly refresher",
      "CERT refresher (new format)",
      "CERT refresher (new format)",
      "CERT refresher (new format)",
    ]);
    expect(after[3]!.locationText).toBe("Gym");
    expect(after.map((r) => utcToZonedLocal(r.startAt, "America/Chicago").slice(11))).toEqual(Array(5).fill("19:00"));
  });

  it("cancels this and the following dates, each STATUS:CANCELLED with a higher SEQUENCE in the chapter feed, people told once", async () => {
    const { leader, rows, ana, chapter } = await series();
    const out = cancelEventInScope(actorOf(leader), rows[2]!.id, { reason: "Station closed" }, "following", NOW);
    expect(out.occurrences).toEqual(rows.slice(2).map((r) => r.id));
    expect(occurrencesOf(rows[0]!.seriesId!).map((r) => r.status)).toEqual([
      "Scheduled",
      "Scheduled",
      "Cancelled",
      "Cancelled",
      "Cancelled",
    ]);
    const anaMail = noticesTo(ana.id);
    expect(anaMail).toHaveLength(1);
    expect(anaMail[0]!.text).toContain("3 dates of this series are canceled, from this one on.");
    expect(anaMail[0]!.text).toContain("Station closed");
    // One VEVENT per occurrence, stable UIDs, no RRULE.
    const feed = buildChapterCalendar(
      chapter,
      listUpcomingEventsForChapter(chapter.id, { now: NOW }),
      "https://cert.example",
    );
    const vevents = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(5);
    expect(vevents.some((v) => v.hasProperty("rrule"))).toBe(false);
    expect(vevents.map((v) => v.getFirstPropertyValue("uid"))).toEqual(rows.map((r) => `${r.id}@cert-chapters`));
    expect(vevents.map((v) => v.getFirstPropertyValue("status"))).toEqual([
      "CONFIRMED",
      "CONFIRMED",
      "CANCELLED",
      "CANCELLED",
      "CANCELLED",
    ]);
    expect(vevents.map((v) => Number(v.getFirstPropertyValue("sequence")))).toEqual([0, 0, 1, 1, 1]);
    // The 7 PM clock time in both zones' offsets.
    expect(vevents.map((v) => (v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString())).toEqual(
      rows.map((r) => r.startAt.toISOString()),
    );
  });

  it("'following' on a cancelled or past date is refused like one event, and by someone else's leader", async () => {
    const { leader, rows } = await series();
    cancelEventInScope(actorOf(leader), rows[4]!.id, {}, "one", NOW);
    expect(refusal(() => cancelEventInScope(actorOf(leader), rows[4]!.id, {}, "following", NOW)).status).toBe(409);
    const late = new Date("2027-03-10T12:00:00Z");
    expect(refusal(() => cancelEventInScope(actorOf(leader), rows[1]!.id, {}, "following", late)).status).toBe(409);
    const outsider = await person(["ChapterLeader", "Member"]);
    expect(
      refusal(() => updateEventInScope(actorOf(outsider), rows[0]!.id, { title: "Hijack" }, "following", NOW)).status,
    ).toBe(403);
    expect(occurrencesOf(rows[0]!.seriesId!).map((r) => r.title)).toEqual(Array(5).fill("CERT monthly refresher"));
  });
});

describe("the series' words after a date moves", () => {
  const words = (eventId: string, lang: "en" | "es" = "en") => seriesLabel(getSeriesOf(eventId)!, serverT(lang), lang);
  /** The chosen occurrence moved by whole days on the clock ("this and following" from the edit page or the API). */
  const moveBy = (event: { startAt: Date; endAt: Date | null }, days: number) => ({
    startAt: new Date(event.startAt.getTime() + days * 86_400_000),
    endAt: event.endAt ? new Date(event.endAt.getTime() + days * 86_400_000) : null,
  });

  it("'following' from the third Tuesday to Wednesday: the earlier dates say Tuesday until Mar 9, the moved ones Wednesday", async () => {
    const { leader, rows, seriesId } = await series();
    expect(words(rows[3]!.id)).toBe("Part of a series: every week on Tuesday, until Mar 30, 2027");
    // Mar 16 → Wed Mar 17, 7 PM on the clock (both dates are CDT, so a day is 24 hours here).
    const out = updateEventInScope(actorOf(leader), rows[2]!.id, moveBy(rows[2]!, 1), "following", NOW);
    expect(out.occurrences).toEqual(rows.slice(2).map((r) => r.id));
    const moved = db.select().from(events).where(eq(events.id, rows[2]!.id)).get()!;
    expect(moved.seriesId).not.toBe(seriesId);
    // The series is split where it changed, as calendar apps split one: each part has a rule that is true.
    expect(occurrencesOf(seriesId).map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    expect(occurrencesOf(moved.seriesId!).map((r) => utcToZonedLocal(r.startAt, "America/Chicago"))).toEqual([
      "2027-03-17T19:00",
      "2027-03-24T19:00",
      "2027-03-31T19:00",
    ]);
    for (const row of rows.slice(0, 2)) {
      expect(words(row.id)).toBe("Part of a series: every week on Tuesday, until Mar 9, 2027");
    }
    for (const row of rows.slice(2)) {
      expect(words(row.id)).toBe("Part of a series: every week on Wednesday, until Mar 31, 2027");
    }
    expect(words(rows[4]!.id, "es")).toBe("Parte de una serie: cada semana (miércoles), hasta el 31 mar 2027");
    // "This and following" now reaches the end of each part; the API's `series` says the rule as it is.
    expect(getSeriesOf(rows[0]!.id)).toMatchObject({ followingCount: 2, untilDate: "2027-03-09" });
    expect(getSeriesOf(rows[2]!.id)).toMatchObject({
      id: moved.seriesId,
      freq: "WEEKLY",
      interval: 1,
      byDay: [],
      untilDate: "2027-03-31",
      startLocal: "2027-03-17T19:00",
      followingCount: 3,
    });
    // Each moved date's audit entry says where it went.
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "update_event"), eq(auditLogs.targetId, rows[3]!.id)))
      .get()!;
    expect(audit.metadata).toMatchObject({ scope: "following", seriesId, movedToSeriesId: moved.seriesId });
  });

  it("'following' from the first date restates the rule in place: Tuesday and Thursday become Wednesday and Friday", async () => {
    const { chapter, leader } = await chapterIn("America/Chicago");
    const { input, recurrence } = apiInput(chapter.id, {
      startAt: "2027-03-02T19:00",
      timeZone: "America/Chicago",
      recurrence: { freq: "WEEKLY", byDay: ["TU", "TH"], until: "2027-03-18" },
    });
    const { seriesId, occurrences } = createEventSeries(actorOf(leader), input, recurrence);
    const first = occurrencesOf(seriesId)[0]!;
    updateEventInScope(actorOf(leader), first.id, moveBy(first, 1), "following", NOW);
    const after = occurrencesOf(seriesId);
    expect(after.map((r) => r.id)).toEqual(occurrences.map((o) => o.id));
    expect(after.map((r) => utcToZonedLocal(r.startAt, "America/Chicago").slice(0, 10))).toEqual([
      "2027-03-03",
      "2027-03-05",
      "2027-03-10",
      "2027-03-12",
      "2027-03-17",
      "2027-03-19",
    ]);
    expect(words(after[5]!.id)).toBe("Part of a series: every week on Wednesday and Friday, until Mar 19, 2027");
  });

  it("a move no rule describes keeps the rule and calls the moved dates exceptions; so does a date moved on its own", async () => {
    const { chapter, leader } = await chapterIn("America/Chicago");
    const { input, recurrence } = apiInput(chapter.id, {
      startAt: "2026-01-13T19:00",
      timeZone: "America/Chicago",
      recurrence: { freq: "MONTHLY", byDay: ["2TU"], until: "2026-06-30" },
    });
    const { seriesId } = createEventSeries(actorOf(leader), input, recurrence);
    const rows = occurrencesOf(seriesId);
    // The day after each 2nd Tuesday from February: the 2nd Wednesday, except in April 2026 (the 3rd).
    const feb = rows[1]!;
    updateEventInScope(
      actorOf(leader),
      feb.id,
      { startAt: zonedLocalToUtc("2026-02-11T19:00", "America/Chicago")! },
      "following",
      NOW,
    );
    expect(occurrencesOf(seriesId)).toHaveLength(6);
    expect(utcToZonedLocal(occurrencesOf(seriesId)[3]!.startAt, "America/Chicago")).toBe("2026-04-15T19:00");
    const rule = "every 2nd Tuesday of the month, until Jun 30, 2026";
    expect(words(rows[0]!.id)).toBe(`Part of a series: ${rule}`);
    expect(words(rows[3]!.id)).toBe(`Part of a series: ${rule} (this date is an exception)`);
    // "Only this date": the January date moved to the Thursday after is the one exception of its series.
    const { seriesId: other } = createEventSeries(actorOf(leader), input, recurrence);
    const [jan, ...rest] = occurrencesOf(other);
    updateEventInScope(actorOf(leader), jan!.id, moveBy(jan!, 2), "one", NOW);
    expect(words(jan!.id)).toBe(`Part of a series: ${rule} (this date is an exception)`);
    for (const row of rest) expect(words(row.id)).toBe(`Part of a series: ${rule}`);
  });
});
