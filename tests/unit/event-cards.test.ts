// The events list's cards write their parts without a form (the facts, the calendar, roster and edit
// links' contents, the RSVP counts) as HTML strings inside the elements React renders (`EventCard`,
// app/components/events/event-card.tsx, decision 044); the card must be, byte for byte, what
// `EventCardElements` renders element by element, in every language and for every shape of card.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { EventCard, EventCardElements, type EventCardData } from "~/components/events/event-card";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderInLanguage } from "../helpers/render-in-router";

function event(overrides: Partial<EventCardData> = {}): EventCardData {
  return {
    id: "9b42b1ab-ecc9-49ec-a1e9-51c376e3a4ac",
    title: "Shelter Operations Drill (Amarillo)",
    description: "Hands-on practice.\nBring water.",
    chapterName: "Amarillo CERT 79168",
    chapterSlug: "amarillo-tx-79168",
    locationText: "Fire Station 3, 100 Main St",
    isUpcoming: true,
    dateLabel: "Sat, Dec 5, 2026",
    timeLabel: "9:00 AM – 12:00 PM CST",
    viewerTimeLabel: null,
    capacity: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    canSeeRoster: false,
    canEdit: false,
    status: "Scheduled",
    cancellationReason: null,
    seriesLabel: null,
    mayRsvp: true,
    startIso: "2026-12-05T15:00:00.000Z",
    counts: { Confirmed: 12, Maybe: 1, Declined: 0 },
    myRsvp: null,
    ...overrides,
  };
}

const SHAPES: EventCardData[] = [
  event(),
  event({ id: "e2", viewerTimeLabel: "10:00 AM – 1:00 PM EST", capacity: 20, myRsvp: "Confirmed" }),
  event({ id: "e3", capacity: 12, waitlistCount: 3, myRsvp: "Maybe", myWaitlistPosition: 2, canSeeRoster: true }),
  event({ id: "e4", capacity: 1, counts: { Confirmed: 0, Maybe: 0, Declined: 1 }, canSeeRoster: true, canEdit: true }),
  event({ id: "e5", isUpcoming: false, description: null, canEdit: true }),
  event({ id: "e6", status: "Cancelled", cancellationReason: 'Storm <warning> & "closures"', seriesLabel: "Weekly" }),
  event({ id: "e7", mayRsvp: false, capacity: 0 }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  event({
    id: "e8",
    title: `Tom & Jerry's "<b>drill</b>"`,
    chapterName: "O'Brien & Sons <CERT>",
    locationText: `<script>alert('x')</script> "Hall" & yard`,
    dateLabel: "sáb., 5 déc. 2026",
    timeLabel: "9 h 00 – 12 h 00 UTC−6",
    viewerTimeLabel: `16 h 00 & "later"`,
    canSeeRoster: true,
    canEdit: true,
    capacity: 5,
    waitlistCount: 1,
  }),
  event({ id: "e9", locationText: "", timeLabel: "", viewerTimeLabel: "8:00 AM PST" }),
];

const render = (element: ReactElement, lang: Lang) =>
  renderInLanguage(element, lang, ["common", "dashboard", "content", "validation"]);

describe("the event cards' parts without a form as HTML strings", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders from EventCardElements, in ${lang}`, async () => {
      const strings = await render(
        createElement("div", null, ...SHAPES.map((e) => createElement(EventCard, { event: e, key: e.id }))),
        lang,
      );
      const elements = await render(
        createElement("div", null, ...SHAPES.map((e) => createElement(EventCardElements, { event: e, key: e.id }))),
        lang,
      );
      expect(strings).toBe(elements);
      // The shapes reach every branch: the viewer's time, places left and the waitlist, the roster
      // and edit links, a refusal, a cancelled card, escaped text.
      for (const part of [
        'data-testid="viewer-time"',
        "lucide-calendar-plus",
        "lucide-clipboard-list",
        "lucide-pencil",
        'data-testid="rsvp-refused"',
        "badge-rejected",
        "&lt;script&gt;",
        "O&#x27;Brien",
        "&quot;later&quot;",
      ]) {
        expect(elements).toContain(part);
      }
      expect(elements.match(/data-testid="rsvp-counts"/g)?.length).toBe(7);
    });
  }
});
