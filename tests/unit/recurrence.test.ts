import { describe, expect, it } from "vitest";
import { utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";
import { RecurrenceApiSchema } from "~/models/recurrence.schema";
import { EventCreateFormSchema, ruleFromForm } from "~/models/event-series.schema";
import {
  MAX_OCCURRENCES,
  RECURRENCE_MESSAGES,
  localMinutesBetween,
  nthWeekdayOf,
  occurrenceDates,
  ruleForMovedDates,
  shiftLocal,
  type RecurrenceRule,
  type SeriesRuleView,
} from "~/utils/recurrence";
import { seriesLabel } from "~/utils/series-label";
import { serverT } from "~/i18n/catalogue.server";

const weekly = (byDay: string[], untilDate: string, interval = 1): RecurrenceRule => ({
  freq: "WEEKLY",
  interval,
  byDay,
  untilDate,
});
const monthly = (byDay: string[], untilDate: string, interval = 1): RecurrenceRule => ({
  freq: "MONTHLY",
  interval,
  byDay,
  untilDate,
});
const datesOf = (start: string, rule: RecurrenceRule) => {
  const found = occurrenceDates(start, rule);
  if (!found.dates) throw new Error(found.problem.message);
  return found.dates;
};
/** Each date at `time` in `zone`, as instants, read back as wall-clock text in that zone. */
const wallClock = (dates: string[], time: string, zone: string) =>
  dates.map((d) => utcToZonedLocal(zonedLocalToUtc(`${d}T${time}`, zone)!, zone));
const utcHours = (dates: string[], time: string, zone: string) =>
  dates.map((d) => zonedLocalToUtc(`${d}T${time}`, zone)!.toISOString().slice(11, 16));

describe("weekly series", () => {
  it("repeats on the start's weekday until the last date, inclusive", () => {
    expect(datesOf("2026-01-06", weekly([], "2026-01-27"))).toEqual([
      "2026-01-06",
      "2026-01-13",
      "2026-01-20",
      "2026-01-27",
    ]);
  });

  it("every 2 weeks on chosen weekdays, counting Monday-first weeks from the start's", () => {
    // Wed Jan 7 2026: that week's Thursday, then Tuesday and Thursday every other week.
    expect(datesOf("2026-01-07", weekly(["TU", "TH"], "2026-02-05", 2))).toEqual([
      "2026-01-08",
      "2026-01-20",
      "2026-01-22",
      "2026-02-03",
      "2026-02-05",
    ]);
  });

  it("refuses a numbered weekday in a weekly series and an unknown day", () => {
    expect(occurrenceDates("2026-01-06", weekly(["2TU"], "2026-02-01")).problem?.message).toBe(
      RECURRENCE_MESSAGES.weeklyOrdinal,
    );
    expect(occurrenceDates("2026-01-06", weekly(["TUE"], "2026-02-01")).problem?.field).toBe("byDay");
  });
});

describe("monthly series", () => {
  it("every 2nd Tuesday, until June (inclusive)", () => {
    expect(datesOf("2026-01-13", monthly(["2TU"], "2026-06-09"))).toEqual([
      "2026-01-13",
      "2026-02-10",
      "2026-03-10",
      "2026-04-14",
      "2026-05-12",
      "2026-06-09",
    ]);
  });

  it("the last Friday, and a start that is not one of the rule's dates", () => {
    // Jan 2 2026 is not the last Friday: the series starts on Jan 30.
    expect(datesOf("2026-01-02", monthly(["-1FR"], "2026-04-30"))).toEqual([
      "2026-01-30",
      "2026-02-27",
      "2026-03-27",
      "2026-04-24",
    ]);
  });

  it("by day of the month skips months without it (the 31st), and every 3 months", () => {
    expect(datesOf("2026-01-31", monthly([], "2026-07-31"))).toEqual([
      "2026-01-31",
      "2026-03-31",
      "2026-05-31",
      "2026-07-31",
    ]);
    expect(datesOf("2026-01-15", monthly([], "2026-12-31", 3))).toEqual([
      "2026-01-15",
      "2026-04-15",
      "2026-07-15",
      "2026-10-15",
    ]);
  });

  it("a fifth weekday reads as the last one", () => {
    expect(nthWeekdayOf("2026-03-31")).toBe("-1TU");
    expect(nthWeekdayOf("2026-01-13")).toBe("2TU");
  });
});

describe("limits", () => {
  it("caps a series at 60 dates and one year, and refuses a last date before the first", () => {
    const daily = weekly(["MO", "TU", "WE", "TH", "FR"], "2026-12-31");
    expect(occurrenceDates("2026-01-05", daily).problem?.message).toBe(RECURRENCE_MESSAGES.tooMany);
    // Exactly 60 is allowed (12 weeks of 5 days).
    expect(datesOf("2026-01-05", weekly(["MO", "TU", "WE", "TH", "FR"], "2026-03-27"))).toHaveLength(MAX_OCCURRENCES);
    expect(occurrenceDates("2026-01-05", monthly([], "2027-02-01")).problem?.message).toBe(RECURRENCE_MESSAGES.tooLong);
    expect(occurrenceDates("2026-01-05", monthly([], "2026-01-04")).problem?.message).toBe(
      RECURRENCE_MESSAGES.untilBeforeStart,
    );
    expect(occurrenceDates("2026-01-06", monthly(["5MO"], "2026-02-27")).problem?.message).toBe(
      RECURRENCE_MESSAGES.empty,
    );
  });
});

describe("wall-clock time across daylight-saving changes", () => {
  // US clocks: spring forward Sun Mar 8 2026, fall back Sun Nov 1 2026.
  it("New York: a Tuesday 7 PM training stays at 7 PM through the spring-forward week", () => {
    const dates = datesOf("2026-03-03", weekly(["TU"], "2026-03-17"));
    expect(wallClock(dates, "19:00", "America/New_York")).toEqual([
      "2026-03-03T19:00",
      "2026-03-10T19:00",
      "2026-03-17T19:00",
    ]);
    expect(utcHours(dates, "19:00", "America/New_York")).toEqual(["00:00", "23:00", "23:00"]);
  });

  it("Chicago: a Saturday 9 AM training stays at 9 AM through the fall-back week", () => {
    const dates = datesOf("2026-10-24", weekly(["SA"], "2026-11-07"));
    expect(wallClock(dates, "09:00", "America/Chicago")).toEqual([
      "2026-10-24T09:00",
      "2026-10-31T09:00",
      "2026-11-07T09:00",
    ]);
    expect(utcHours(dates, "09:00", "America/Chicago")).toEqual(["14:00", "14:00", "15:00"]);
  });

  it("a Sunday 2:30 AM occurrence on the spring-forward day lands just after the jump; fall-back takes the first 1:30", () => {
    const [spring] = datesOf("2026-03-08", weekly(["SU"], "2026-03-08"));
    expect(utcToZonedLocal(zonedLocalToUtc(`${spring}T02:30`, "America/New_York")!, "America/New_York")).toBe(
      "2026-03-08T03:30",
    );
    expect(zonedLocalToUtc("2026-11-01T01:30", "America/Chicago")!.toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("Phoenix and Honolulu keep one offset all year: the same UTC hour on both sides of the US changes", () => {
    const dates = datesOf("2026-03-03", monthly([], "2026-12-03"));
    expect(new Set(utcHours(dates, "19:00", "America/Phoenix"))).toEqual(new Set(["02:00"]));
    expect(new Set(utcHours(dates, "18:00", "Pacific/Honolulu"))).toEqual(new Set(["04:00"]));
    expect(wallClock(dates, "19:00", "America/Phoenix").every((l) => l.endsWith("T19:00"))).toBe(true);
  });

  it("wall-clock shifts move by clock minutes, not elapsed time", () => {
    expect(shiftLocal("2026-03-07T19:00", 24 * 60)).toBe("2026-03-08T19:00");
    expect(shiftLocal("2026-03-10T19:00", -30)).toBe("2026-03-10T18:30");
    expect(localMinutesBetween("2026-03-07T23:00", "2026-03-08T01:00")).toBe(120);
  });
});

describe("the API's recurrence and the form's repeat fields", () => {
  it("reads RFC 5545 terms, upper-casing days, a date or an instant as the end", () => {
    expect(RecurrenceApiSchema.parse({ freq: "MONTHLY", byDay: ["2tu"], until: "2026-06-30" })).toEqual({
      freq: "MONTHLY",
      interval: 1,
      byDay: ["2TU"],
      untilDate: "2026-06-30",
    });
    const instant = RecurrenceApiSchema.parse({ freq: "WEEKLY", interval: 2, until: "2026-06-30T23:59:00-05:00" });
    expect(instant.untilInstant?.toISOString()).toBe("2026-07-01T04:59:00.000Z");
  });

  it("refuses a bad frequency, interval, day, end and unknown keys", () => {
    for (const bad of [
      { freq: "DAILY", until: "2026-06-30" },
      { freq: "WEEKLY", interval: 0, until: "2026-06-30" },
      { freq: "WEEKLY", interval: 1.5, until: "2026-06-30" },
      { freq: "WEEKLY", byDay: ["Tuesday"], until: "2026-06-30" },
      { freq: "WEEKLY", byDay: "TU", until: "2026-06-30" },
      { freq: "WEEKLY", until: "June" },
      { freq: "WEEKLY" },
      { freq: "WEEKLY", until: "2026-06-30", count: 5 },
      "WEEKLY",
    ]) {
      expect(RecurrenceApiSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  const form = {
    title: "CERT refresher",
    chapterId: "c1",
    startAt: "2026-01-13T19:00",
    endAt: "2026-01-13T21:00",
    location: "Station 4",
  };

  it("the form's monthly 'same weekday' is the start's Nth weekday; weekly defaults to the start's day", () => {
    const monthlyValue = EventCreateFormSchema.parse({
      ...form,
      repeat: "MONTHLY",
      monthlyBy: "weekday",
      until: "2026-06-30",
    });
    expect(ruleFromForm(monthlyValue)).toEqual({
      freq: "MONTHLY",
      interval: 1,
      byDay: ["2TU"],
      untilDate: "2026-06-30",
    });
    const weeklyValue = EventCreateFormSchema.parse({
      ...form,
      repeat: "WEEKLY",
      weekdays: "TH",
      interval: "2",
      until: "2026-03-01",
    });
    expect(ruleFromForm(weeklyValue)).toMatchObject({ freq: "WEEKLY", interval: 2, byDay: ["TH"] });
    expect(ruleFromForm(EventCreateFormSchema.parse({ ...form, repeat: "WEEKLY", until: "2026-03-01" })).byDay).toEqual(
      ["TU"],
    );
  });

  it("puts the form's rule errors on its fields: no last date, too many dates", () => {
    const missing = EventCreateFormSchema.safeParse({ ...form, repeat: "WEEKLY" });
    expect(missing.error?.flatten().fieldErrors.until).toEqual([RECURRENCE_MESSAGES.until]);
    const tooMany = EventCreateFormSchema.safeParse({
      ...form,
      repeat: "WEEKLY",
      weekdays: ["MO", "TU", "WE"],
      until: "2026-12-31",
    });
    expect(tooMany.error?.flatten().fieldErrors.until).toEqual([RECURRENCE_MESSAGES.tooMany]);
    // No repeat: a single event, whatever the other repeat fields say.
    expect(EventCreateFormSchema.safeParse({ ...form, until: "2020-01-01" }).success).toBe(true);
  });
});

describe("the 'Part of a series' line", () => {
  const rule = (r: Partial<SeriesRuleView>): SeriesRuleView => ({
    freq: "MONTHLY",
    interval: 1,
    byDay: ["2TU"],
    untilDate: "2026-06-30",
    startLocal: "2026-01-13T19:00",
    ...r,
  });
  it("says the rule in English, Spanish and French", () => {
    const say = (lang: "en" | "es" | "fr", r: SeriesRuleView) => seriesLabel(r, serverT(lang), lang);
    expect(say("en", rule({}))).toBe("Part of a series: every 2nd Tuesday of the month, until Jun 30, 2026");
    expect(say("es", rule({}))).toBe("Parte de una serie: el segundo martes de cada mes, hasta el 30 jun 2026");
    expect(say("fr", rule({}))).toBe(
      "Fait partie d’une série : le deuxième mardi de chaque mois, jusqu’au 30 juin 2026",
    );
    expect(say("en", rule({ freq: "WEEKLY", interval: 2, byDay: ["TU", "TH"] }))).toBe(
      "Part of a series: every 2 weeks on Tuesday and Thursday, until Jun 30, 2026",
    );
    expect(say("fr", rule({ freq: "WEEKLY", byDay: [] }))).toBe(
      "Fait partie d’une série : chaque semaine (mardi), jusqu’au 30 juin 2026",
    );
    expect(say("es", rule({ byDay: [], interval: 3 }))).toBe(
      "Parte de una serie: cada 3 meses, el día 13, hasta el 30 jun 2026",
    );
    expect(say("en", rule({ byDay: ["-1FR"] }))).toBe(
      "Part of a series: every last Friday of the month, until Jun 30, 2026",
    );
  });
});

describe("a series' rule after 'this and following' moved its dates", () => {
  /** The rule's dates from `from`, each moved by `days` calendar days. */
  const movedDates = (from: string, rule: RecurrenceRule, days: number) =>
    datesOf(from, rule).map((d) => shiftLocal(`${d}T00:00`, days * 1440).slice(0, 10));

  it("moves a weekly rule's weekdays, keeping its interval, and ends on the last moved date", () => {
    const tuTh = weekly(["TU", "TH"], "2027-03-31");
    expect(ruleForMovedDates(tuTh, 1, movedDates("2027-03-02", tuTh, 1))).toEqual(weekly(["WE", "FR"], "2027-03-31"));
    // Every other Sunday moved to the Monday after: still every other week, across the Monday-first week line.
    const sundays = weekly(["SU"], "2027-05-30", 2);
    expect(ruleForMovedDates(sundays, 1, movedDates("2027-03-07", sundays, 1))).toEqual(
      weekly(["MO"], "2027-05-31", 2),
    );
    // No BYDAY (the first date's weekday): still none, the new first date says which day.
    const plain = weekly([], "2027-03-30");
    expect(ruleForMovedDates(plain, -2, movedDates("2027-03-02", plain, -2))).toEqual(weekly([], "2027-03-28"));
  });

  it("restates a monthly rule by the new date's place or day in its month, or gives none when no rule fits", () => {
    const second = monthly(["2TU"], "2026-06-30");
    // A week later is the 3rd Tuesday in every month of this series.
    expect(ruleForMovedDates(second, 7, movedDates("2026-01-13", second, 7))).toEqual(monthly(["3TU"], "2026-06-16"));
    // A day later is the 2nd Wednesday in January to March, but April 2026 starts on a Wednesday:
    // the 15th is its 3rd. No rule gives those dates.
    expect(movedDates("2026-01-13", second, 1)).toContain("2026-04-15");
    expect(ruleForMovedDates(second, 1, movedDates("2026-01-13", second, 1))).toBeNull();
    // The 15th of each month moved a day: the 16th.
    const fifteenth = monthly([], "2026-06-30");
    expect(ruleForMovedDates(fifteenth, 1, movedDates("2026-01-15", fifteenth, 1))).toEqual(monthly([], "2026-06-16"));
    // The last Friday moved back a week is the one before the last: January 23 is the 4th Friday,
    // February 20 the 3rd. No rule says that either.
    const lastFriday = monthly(["-1FR"], "2026-06-30");
    expect(ruleForMovedDates(lastFriday, -7, movedDates("2026-01-30", lastFriday, -7))).toBeNull();
    // A day later, the last Friday is the last Saturday in every month of this series.
    expect(ruleForMovedDates(lastFriday, 1, movedDates("2026-01-30", lastFriday, 1))).toEqual(
      monthly(["-1SA"], "2026-06-27"),
    );
  });

  it("says a date its series' rule does not give is an exception", () => {
    const rule: SeriesRuleView = {
      freq: "WEEKLY",
      interval: 1,
      byDay: [],
      untilDate: "2027-03-30",
      startLocal: "2027-03-02T19:00",
    };
    expect(seriesLabel({ ...rule, eventDate: "2027-03-09" }, serverT("en"), "en")).toBe(
      "Part of a series: every week on Tuesday, until Mar 30, 2027",
    );
    expect(seriesLabel({ ...rule, eventDate: "2027-03-10" }, serverT("en"), "en")).toBe(
      "Part of a series: every week on Tuesday, until Mar 30, 2027 (this date is an exception)",
    );
    expect(seriesLabel({ ...rule, eventDate: "2027-03-10" }, serverT("es"), "es")).toMatch(
      /\(esta fecha es una excepción\)$/,
    );
  });
});
