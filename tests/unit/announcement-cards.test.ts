// The announcements list's cards written as one string on the server (decision 063): each card and
// its email form as its fetcher's form renders before hydration, byte for byte what React renders card
// by card (`AnnouncementCard`, app/components/announcements/announcement-card.tsx) in the list's
// wrappers, in every language, for every shape of card, on several pages of the list.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  AnnouncementCard,
  useAnnouncementCardsHtml,
  writeAnnouncementCardsAsHtml,
  type AnnouncementCardData,
} from "~/components/announcements/announcement-card";
import { announcementCardsHtml } from "~/components/announcements/announcement-cards-html.server";
import { ListSection } from "~/components/dashboard/list-section";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

function announcement(overrides: Partial<AnnouncementCardData> = {}): AnnouncementCardData {
  return {
    id: "fb78cfdf-785e-49a5-ab20-201d9d5ae52b",
    title: "Update 9432",
    body: "Training schedule and supply drive details for this month.",
    scope: "Chapter",
    chapterName: "Alcove CERT 12007",
    posterName: "Morgan Wu",
    createdIso: "2026-11-27T10:41:27.892Z",
    createdLabel: "Nov 27, 2026, 4:41 AM CST",
    canSendEmail: true,
    lastSendLabel: null,
    ...overrides,
  };
}

const SHAPES: AnnouncementCardData[] = [
  announcement(),
  announcement({
    id: "a2",
    scope: "Global",
    chapterName: null,
    lastSendLabel: "Sent 2 times (40 copies), last Nov 26",
  }),
  announcement({ id: "a3", canSendEmail: false, posterName: null, body: "Line one\nLine two" }),
  announcement({ id: "a4", scope: "Global", canSendEmail: false, chapterName: "Ignored for Global" }),
  announcement({ id: "a5", chapterName: null, lastSendLabel: "" }),
  // What people write: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  announcement({
    id: `a6"&<x>'`,
    title: `Tom & Jerry's "<b>drill</b>"`,
    body: `<script>alert('x')</script> & "more"`,
    chapterName: "O'Brien & Sons <CERT>",
    posterName: `Élodie "<i>" & co`,
    createdLabel: "27 nov. 2026, 04 h 41",
    lastSendLabel: `Envoyé "2" fois & <plus>`,
  }),
  announcement({ id: "a7", title: "", body: "", posterName: "", createdLabel: "", createdIso: "" }),
];

/** The list as the page renders it: the string when the writer is set and answers, React's cards otherwise. */
function Cards({ announcements }: { announcements: AnnouncementCardData[] }) {
  const html = useAnnouncementCardsHtml(announcements);
  return createElement(ListSection<AnnouncementCardData>, {
    id: "announcements-heading",
    heading: "All",
    items: announcements,
    renderItem: (a) => createElement(AnnouncementCard, { announcement: a }),
    noun: "Announcements",
    emptyDescription: "None yet",
    filtered: false,
    clearHref: "/dashboard/announcements",
    total: 1111,
    pager: { page: 2, hasNext: true, label: "Pages" },
    html,
  });
}

/** `element` rendered as the announcements page renders it: an index route under /dashboard/announcements. */
function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "content", "validation"],
    { path: "dashboard/announcements", children: [{ index: true, element }] },
    url,
  );
}

const URLS = [
  "/dashboard/announcements",
  "/dashboard/announcements?q=update%209",
  "/dashboard/announcements?q=shelter&scope=Chapter&source=global&page=2",
  // Characters to escape in the forms' action and way back; a naked `index`.
  `/dashboard/announcements?q=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index&source=a%2Fb`,
];

describe("the announcements list's cards as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders card by card, in ${lang}, on every page`, async () => {
      const withAndWithout = (announcements: AnnouncementCardData[], url: string) =>
        renderWithAndWithoutWriter(writeAnnouncementCardsAsHtml, announcementCardsHtml, () =>
          renderOnPage(createElement(Cards, { announcements }), lang, url),
        );
      for (const url of URLS) {
        const { strings, elements, written } = await withAndWithout(SHAPES, url);
        expect(strings).toBe(elements);
        // The page's list was the string's, not React's.
        expect(written).toBe(1);
        // Every branch is reached: both scopes, a chapter's name and none, a former member, the email
        // form with and without its last send, escaped text, the index route's action and way back.
        for (const part of [
          'class="badge-pending"',
          'class="badge-neutral"',
          'data-testid="last-send"',
          "lucide-mail",
          "Tom &amp; Jerry&#x27;s &quot;&lt;b&gt;drill&lt;/b&gt;&quot;",
          "&lt;script&gt;",
          'id="announcement-a6&quot;&amp;&lt;x&gt;&#x27;"',
          ' action="/dashboard/announcements?index',
          '#announcement-a2"/>',
        ]) {
          expect(elements).toContain(part);
        }
        expect(elements.match(/<form method="post"/g)?.length).toBe(5);
        expect(elements.match(/data-testid="announcement-card"/g)?.length).toBe(SHAPES.length);
      }
      // No announcements: the empty state either way.
      const empty = await withAndWithout([], "/dashboard/announcements");
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
