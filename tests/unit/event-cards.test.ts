// The events list's cards write their parts without a form (the facts, the calendar, roster and edit
// links' contents, the RSVP counts) as HTML strings inside the elements React renders (`EventCard`,
// app/components/events/event-card.tsx, decision 044); the card must be, byte for byte, what
// `EventCardElements` renders element by element, in every language and for every shape of card.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  EventCard,
  EventCardElements,
  EventCardList,
  writeEventCardsAsHtml,
  type EventCardData,
} from "~/components/events/event-card";
import { eventCardsHtml } from "~/components/events/event-cards-html.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderInLanguage, renderPageRoute } from "../helpers/render-in-router";

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
  // Answered each way; full with the viewer waiting; cancelled without a reason; a past event the
  // viewer answered; a refusal on a cancelled or past event (no form, no refusal shown).
  event({ id: "e10", myRsvp: "Declined", capacity: 3, counts: { Confirmed: 3, Maybe: 0, Declined: 4 } }),
  event({ id: "e11", capacity: 2, counts: { Confirmed: 2, Maybe: 0, Declined: 0 }, waitlistCount: 5 }),
  event({ id: "e12", myRsvp: "Confirmed", capacity: 2, counts: { Confirmed: 2, Maybe: 0, Declined: 0 } }),
  event({ id: "e13", status: "Cancelled", cancellationReason: null, myRsvp: "Confirmed", canEdit: true }),
  event({ id: "e14", isUpcoming: false, myRsvp: "Maybe", seriesLabel: "Every 2nd Tuesday", mayRsvp: false }),
  event({ id: "e15", status: "Cancelled", isUpcoming: false, mayRsvp: false, cancellationReason: "Flood" }),
  event({
    id: "e16",
    title: "",
    description: "",
    chapterName: "",
    seriesLabel: "",
    counts: { Confirmed: 1, Maybe: 1, Declined: 1 },
  }),
  event({ id: "e17", myRsvp: "Maybe", myWaitlistPosition: 1, capacity: 4, waitlistCount: 1, canSeeRoster: true }),
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
      expect(elements.match(/data-testid="rsvp-counts"/g)?.length).toBe(12);
    });
  }
});

/** The list's grid as React renders it element by element. */
const CARDS_CLASS = "grid gap-4 lg:grid-cols-2";
const elementList = (events: EventCardData[]) =>
  createElement(
    "div",
    { className: CARDS_CLASS },
    ...events.map((e) => createElement(EventCardElements, { event: e, key: e.id })),
  );

/**
 * `element` rendered as the events page renders it: an index route under /dashboard/events (its
 * forms post to `?index` with the page's query), at `url`, with the root's language and messages.
 */
function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "content", "validation"],
    { path: "dashboard/events", children: [{ index: true, element }] },
    url,
  );
}

// The whole list written as one string on the server (decision 058): each card, its links and its
// RSVP form as the fetcher's form renders before hydration, byte for byte what React renders.
describe("the events list's cards as one HTML string", () => {
  const urls = [
    "/",
    "/dashboard/events",
    "/dashboard/events?q=shelter&time=all&page=2",
    // Characters to escape in the form's action and way back; a naked `index` React Router drops.
    `/dashboard/events?q=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index&chapter=a%2Fb`,
  ];
  for (const lang of LANGUAGES) {
    it(`is what React renders card by card, in ${lang}, on every page`, async () => {
      let written = 0;
      writeEventCardsAsHtml((...args) => {
        const html = eventCardsHtml(...args);
        if (html !== null) written++;
        return html;
      });
      try {
        for (const url of urls) {
          const render = (element: ReactElement) =>
            url === "/"
              ? renderInLanguage(element, lang, ["common", "dashboard", "content", "validation"])
              : renderOnPage(element, lang, url);
          const strings = await render(createElement(EventCardList, { events: SHAPES }));
          const elements = await render(elementList(SHAPES));
          expect(strings).toBe(elements);
          expect(strings).toContain('<div class="grid gap-4 lg:grid-cols-2"><article id="event-');
          // The forms' states: each answer pressed, none, a waitlist place, the action with the query.
          for (const part of [
            'value="Confirmed" aria-pressed="true" class="btn-primary"',
            'value="Maybe" aria-pressed="true" class="btn-primary"',
            'value="Declined" aria-pressed="true" class="btn-primary"',
            'name="redirectTo" value="',
            'data-testid="rsvp-refused"',
          ]) {
            expect(elements).toContain(part);
          }
          expect(elements.match(/<form method="post"/g)?.length).toBe(11);
          if (url !== "/") expect(elements).toContain(' action="/dashboard/events?index');
        }
        // Each page's list was the string's, not React's.
        expect(written).toBe(urls.length);
        // An id a link would encode: React renders the list (the same markup, no string).
        const odd = [event({ id: "a b" }), ...SHAPES.slice(0, 2)];
        expect(eventCardsHtml(odd, { formAction: "/", pathname: "/", search: "" }, (k) => k)).toBeNull();
        expect(
          await renderInLanguage(createElement(EventCardList, { events: odd }), lang, [
            "common",
            "dashboard",
            "content",
            "validation",
          ]),
        ).toBe(await renderInLanguage(elementList(odd), lang, ["common", "dashboard", "content", "validation"]));
        // An empty list: an empty grid either way.
        expect(await renderOnPage(createElement(EventCardList, { events: [] }), lang, "/dashboard/events")).toBe(
          await renderOnPage(elementList([]), lang, "/dashboard/events"),
        );
      } finally {
        writeEventCardsAsHtml(null);
      }
    });
  }
});
