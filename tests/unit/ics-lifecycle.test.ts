import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildChapterCalendar, buildEventCalendar } from "~/utils/ics.server";

/** The VEVENTs of a calendar file, read back by a real iCalendar parser (ical.js). */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => ({
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    status: vevent.getFirstPropertyValue("status"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (vevent.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  }));
}

const base = {
  id: "ev-7",
  title: "Storm spotter training",
  description: null,
  // 7:00 PM in Honolulu (UTC-10, no daylight saving).
  startAt: new Date("2027-01-09T05:00:00Z"),
  endAt: new Date("2027-01-09T07:00:00Z"),
  locationText: "Ala Moana Center",
  chapterName: "Oahu CERT",
  chapterSlug: "oahu-cert",
};

describe("calendar files that follow an event's changes", () => {
  it("keep one UID, carry the SEQUENCE, and the times as UTC instants", () => {
    const [first] = parsedEvents(buildEventCalendar({ ...base, sequence: 0 }, "https://cert.example"));
    const [moved] = parsedEvents(
      buildEventCalendar(
        { ...base, sequence: 1, startAt: new Date("2027-01-09T06:00:00Z"), endAt: new Date("2027-01-09T08:00:00Z") },
        "https://cert.example",
      ),
    );
    expect(first).toMatchObject({ uid: "ev-7@cert-chapters", sequence: 0, status: "CONFIRMED" });
    expect(first!.start).toBe("2027-01-09T05:00:00.000Z");
    expect(moved).toMatchObject({ uid: first!.uid, sequence: 1, start: "2027-01-09T06:00:00.000Z" });
    expect(moved!.end).toBe("2027-01-09T08:00:00.000Z");
  });

  it("mark a cancelled event CANCELLED in the feed, so subscribed calendars remove it", () => {
    const feed = buildChapterCalendar(
      { name: "Oahu CERT" },
      [
        { ...base, sequence: 2, status: "Cancelled" },
        { ...base, id: "ev-8", sequence: 0, status: "Scheduled" },
      ],
      "https://cert.example",
    );
    const events = parsedEvents(feed);
    expect(events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      ["ev-7@cert-chapters", "CANCELLED", 2],
      ["ev-8@cert-chapters", "CONFIRMED", 0],
    ]);
  });
});
