import { describe, expect, it } from "vitest";
import { attachmentDisposition, buildChapterCalendar, buildEventCalendar, icsFileName } from "~/utils/ics.server";

function unfold(text: string) {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

const event = {
  id: "ev-1",
  title: "Shelter drill, part 2; bring water",
  description: "Practice run.\nMeet at the side door.",
  startAt: new Date("2030-07-15T22:30:00Z"),
  endAt: new Date("2030-07-16T00:00:00Z"),
  locationText: "Fire Station 3, 100 Main St",
  chapterName: "Harbor CERT",
  chapterSlug: "harbor-cert",
};

describe("calendar files", () => {
  it("builds one event in UTC with location, description and a URL to the event's page", () => {
    const lines = unfold(buildEventCalendar(event, "https://cert.example"));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("UID:ev-1@cert-chapters");
    expect(lines).toContain("SUMMARY:Shelter drill\\, part 2\\; bring water");
    expect(lines).toContain("DTSTART:20300715T223000Z");
    expect(lines).toContain("DTEND:20300716T000000Z");
    expect(lines).toContain("LOCATION:Fire Station 3\\, 100 Main St");
    expect(lines).toContain("URL:https://cert.example/events/ev-1");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Practice run.\\nMeet at the side door.");
  });

  it("gives an event without an end one hour", () => {
    const lines = unfold(buildEventCalendar({ ...event, endAt: null }, "https://cert.example"));
    expect(lines).toContain("DURATION:PT1H");
  });

  it("builds a chapter feed with every event, and an empty but valid one", () => {
    const feed = unfold(buildChapterCalendar({ name: "Harbor CERT" }, [event, { ...event, id: "ev-2" }], "http://x"));
    expect(feed).toContain("X-WR-CALNAME:Harbor CERT events");
    expect(feed.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    const empty = unfold(buildChapterCalendar({ name: "Quiet" }, [], "http://x"));
    expect(empty[0]).toBe("BEGIN:VCALENDAR");
    expect(empty.at(-1)).toBe("END:VCALENDAR");
  });

  it("names the file after the title, safely", () => {
    expect(icsFileName("Shelter drill")).toBe("Shelter drill.ics");
    expect(icsFileName('a/b:c*"d"')).toBe("a b c d.ics");
    expect(icsFileName("///")).toBe("event.ics");
    expect(attachmentDisposition("Café.ics")).toBe(`attachment; filename="Caf_.ics"; filename*=UTF-8''Caf%C3%A9.ics`);
  });
});
