import { describe, expect, it } from "vitest";
import { eventTimeLabels } from "~/components/events/format";
import { utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";
import { buildEventCalendar, buildFeed } from "~/utils/ics.server";
import { suggestTimeZone } from "~/utils/us-time-zones";

const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);

const base = {
  id: "ev-dst",
  title: "Night drill",
  description: null,
  endAt: null,
  locationText: "Fire Station 3",
  chapterName: "Austin Central CERT",
  chapterSlug: "austin-central",
};

describe("event times in the chapter's zone across daylight-saving changes", () => {
  it("reads 7:00 PM in Chicago as CST before and CDT after the March change", () => {
    // US DST in 2026 starts Sunday March 8 at 2:00 AM local.
    expect(zonedLocalToUtc("2026-03-07T19:00", "America/Chicago")!.toISOString()).toBe("2026-03-08T01:00:00.000Z");
    expect(zonedLocalToUtc("2026-03-09T19:00", "America/Chicago")!.toISOString()).toBe("2026-03-10T00:00:00.000Z");
  });

  it("reads 7:00 PM in Chicago as CDT before and CST after the November change", () => {
    // DST ends Sunday November 1, 2026 at 2:00 AM local.
    expect(zonedLocalToUtc("2026-10-31T19:00", "America/Chicago")!.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(zonedLocalToUtc("2026-11-02T19:00", "America/Chicago")!.toISOString()).toBe("2026-11-03T01:00:00.000Z");
  });

  it("moves a time skipped by the spring jump to just after it, and keeps the earlier of a repeated hour", () => {
    expect(zonedLocalToUtc("2026-03-08T02:30", "America/Chicago")!.toISOString()).toBe("2026-03-08T08:30:00.000Z");
    const repeated = zonedLocalToUtc("2026-11-01T01:30", "America/Chicago")!;
    expect(utcToZonedLocal(repeated, "America/Chicago")).toBe("2026-11-01T01:30");
  });

  it("keeps Phoenix at UTC-7 all year and round-trips form values", () => {
    expect(zonedLocalToUtc("2026-01-15T19:00", "America/Phoenix")!.toISOString()).toBe("2026-01-16T02:00:00.000Z");
    expect(zonedLocalToUtc("2026-07-15T19:00", "America/Phoenix")!.toISOString()).toBe("2026-07-16T02:00:00.000Z");
    for (const local of ["2026-03-07T19:00", "2026-03-09T19:00", "2026-11-02T07:15"]) {
      expect(utcToZonedLocal(zonedLocalToUtc(local, "America/New_York")!, "America/New_York")).toBe(local);
    }
  });

  it("labels the time with the chapter zone's abbreviation and adds the viewer's own time when it differs", () => {
    const start = zonedLocalToUtc("2026-12-03T19:00", "America/Chicago")!;
    const same = eventTimeLabels(start, null, "America/Chicago", "America/Chicago");
    expect(same.timeLabel).toBe("7:00 PM CST");
    expect(same.viewerTimeLabel).toBeNull();
    const other = eventTimeLabels(start, null, "America/Chicago", "America/New_York");
    expect(other.timeLabel).toBe("7:00 PM CST");
    expect(other.viewerTimeLabel).toBe("8:00 PM EST");
    const summer = eventTimeLabels(
      zonedLocalToUtc("2026-07-03T19:00", "America/Chicago")!,
      null,
      "America/Chicago",
      "America/Chicago",
    );
    expect(summer.timeLabel).toBe("7:00 PM CDT");
    // A viewer whose clock is already on the next day sees the date too.
    const far = eventTimeLabels(start, null, "America/Chicago", "Pacific/Guam");
    expect(far.viewerTimeLabel).toMatch(/^Dec 4, 2026, 11:00 AM/);
  });

  it("keeps its answers by every input: asked again, each answer is the one it made the first time", () => {
    // Labels are kept by start, end, both zones and the locale (a list formats the same events for
    // every viewer): any input that changes the text must change the answer.
    const start = zonedLocalToUtc("2026-12-03T19:00", "America/Chicago")!;
    const cases: Parameters<typeof eventTimeLabels>[] = [];
    for (const end of [null, new Date(start.getTime() + 2 * 3_600_000), new Date(start.getTime() + 26 * 3_600_000)]) {
      for (const viewer of ["America/Chicago", "America/New_York", "Pacific/Guam"]) {
        for (const locale of ["en-US", "es", "fr"]) {
          cases.push([start, end, "America/Chicago", viewer, locale]);
          cases.push([new Date(start.getTime() + 60_000), end, "America/Denver", viewer, locale]);
        }
      }
    }
    const first = cases.map((c) => ({ ...eventTimeLabels(...c) }));
    expect(new Set(first.map((l) => JSON.stringify(l))).size).toBeGreaterThan(cases.length / 2);
    // In reverse order, with new Date objects of the same instants: the same answers.
    for (let i = cases.length - 1; i >= 0; i--) {
      const [s, e, zone, viewer, locale] = cases[i]!;
      const again = eventTimeLabels(new Date(s.getTime()), e && new Date(e.getTime()), zone, viewer, locale);
      expect({ ...again }).toEqual(first[i]);
    }
    expect(eventTimeLabels(start, null, "America/Chicago", "America/Chicago", "fr").timeLabel).toBe("19:00 UTC−6");
    expect(eventTimeLabels(start, null, "America/Chicago", "America/Chicago", "es").timeLabel).not.toBe(
      eventTimeLabels(start, null, "America/Chicago", "America/Chicago", "fr").timeLabel,
    );
  });
});

describe("calendar files", () => {
  it("write the instant in UTC on both sides of a DST change", () => {
    const before = buildEventCalendar(
      { ...base, startAt: zonedLocalToUtc("2026-03-07T19:00", "America/Chicago")! },
      "http://x",
    );
    const after = buildEventCalendar(
      { ...base, startAt: zonedLocalToUtc("2026-03-09T19:00", "America/Chicago")! },
      "http://x",
    );
    expect(unfold(before)).toContain("DTSTART:20260308T010000Z");
    expect(unfold(after)).toContain("DTSTART:20260310T000000Z");
  });

  it("never write an ORGANIZER without a cal-address", () => {
    const lines = unfold(buildFeed("Mine", [{ ...base, startAt: new Date("2026-12-04T01:00:00Z") }], "http://x"));
    for (const line of lines.filter((l) => l.startsWith("ORGANIZER"))) {
      expect(line).toMatch(/:mailto:/i);
    }
    expect(lines).toContain("X-WR-CALNAME:Mine");
  });
});

describe("time zone suggested from a chapter's state", () => {
  it("suggests the zone most of the state lives in", () => {
    expect(suggestTimeZone("TX")).toBe("America/Chicago");
    expect(suggestTimeZone("ca")).toBe("America/Los_Angeles");
    expect(suggestTimeZone("Arizona")).toBe("America/Phoenix");
    expect(suggestTimeZone("HI")).toBe("Pacific/Honolulu");
    expect(suggestTimeZone("AK")).toBe("America/Anchorage");
    expect(suggestTimeZone("Atlantis")).toBeNull();
  });
});
