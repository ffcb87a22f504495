// The Chapters list's cards written as one string on the server (decision 074): each card, Approve as
// its fetcher's form renders before hydration, Reject as its confirmation link, the Edit and View page
// links, byte for byte what React renders card by card (`ChapterCard`,
// app/components/dashboard/chapter-card.tsx), in every language, for every shape of card, on several
// pages of the list, for a reviewer and for a leader.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  ChapterCard,
  useChapterCardsHtml,
  writeChapterCardsAsHtml,
  type ChapterCardData,
} from "~/components/dashboard/chapter-card";
import { chapterCardsHtml } from "~/components/dashboard/chapter-cards-html.server";
import { ReviewListSection } from "~/components/dashboard/review-list";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

function chapter(overrides: Partial<ChapterCardData> = {}): ChapterCardData {
  return {
    id: "0ae19372-497b-4b42-aee0-4fd22ed2e334",
    name: "Springfield CERT 81073",
    slug: "springfield-il-81073",
    description: "Neighbours helping neighbours.",
    city: "Springfield",
    state: "IL",
    regionCode: "5",
    status: "Approved",
    memberCount: 1234,
    rejectionReason: null,
    createdAt: "2026-11-27T10:15:00.000Z",
    createdByName: "Jamie Wu",
    canEdit: true,
    ...overrides,
  };
}

const SHAPES: ChapterCardData[] = [
  chapter(),
  chapter({ id: "c2", slug: "c2", status: "Pending", regionCode: null, createdByName: null, memberCount: 0 }),
  chapter({ id: "c3", slug: "c3", status: "Pending", canEdit: false, description: null }),
  chapter({ id: "c4", slug: "c4", status: "Rejected", rejectionReason: 'Outside the <area> & "county"' }),
  chapter({ id: "c5", slug: "c5", status: "Rejected", rejectionReason: null, canEdit: false }),
  chapter({ id: "c6", slug: "c6", status: "Rejected", rejectionReason: "", description: "" }),
  chapter({ id: "c7", slug: "c7", status: "Approved", canEdit: false, createdAt: "2026-01-01T04:59:59.000Z" }),
  // What people write: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  chapter({
    id: "c8",
    slug: "o-brien-sons",
    name: `  Élodie O'Brien & "<b>Sons</b>"`,
    city: "Saint-Jérôme & <x>",
    state: "Q'C",
    description: 'A "quoted" <i>text</i> & more',
    regionCode: "<9>",
    createdByName: "O'Brien & <Sons>",
  }),
  chapter({ id: "c9", slug: "c9", name: "", city: "", state: "", status: "Pending", createdByName: "" }),
];

/** The list as the page renders it: the string when the writer is set and answers, React's cards otherwise. */
function ChapterList({ chapters, canReview }: { chapters: ChapterCardData[]; canReview: boolean }) {
  const html = useChapterCardsHtml(chapters, canReview);
  return createElement(ReviewListSection<ChapterCardData>, {
    id: "chapter-list-heading",
    heading: "Chapters",
    list: { rows: chapters, page: 2, hasNext: true },
    renderItem: (c) => createElement(ChapterCard, { chapter: c, canReview }),
    empty: createElement("p", null, "None"),
    pagesLabel: "Pages",
    html,
  });
}

/** `element` rendered as the Chapters page renders it: its route at /dashboard/chapters, at `url`. */
function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "admin", "validation"],
    { id: "chapters", path: "dashboard/chapters", element },
    url,
  );
}

const URLS = [
  "/dashboard/chapters",
  "/dashboard/chapters?tab=approved",
  "/dashboard/chapters?q=springfield&tab=pending&page=2",
  // Characters to escape in the forms' action and the confirmation links; a naked `index`.
  `/dashboard/chapters?q=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index&tab=rejected&status=a%2Fb`,
  "/dashboard/chapters?q=caf%C3%A9+au+lait&status=pending",
];

describe("the Chapters list's cards as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders card by card, in ${lang}, on every page, for a reviewer and a leader`, async () => {
      const withAndWithout = (chapters: readonly ChapterCardData[], url: string, canReview = true) =>
        renderWithAndWithoutWriter(writeChapterCardsAsHtml, chapterCardsHtml, () =>
          renderOnPage(createElement(ChapterList, { chapters: [...chapters], canReview }), lang, url),
        );
      for (const url of URLS) {
        for (const canReview of [true, false]) {
          const { strings, elements, written } = await withAndWithout(SHAPES, url, canReview);
          expect(strings).toBe(elements);
          // The page's list was the string's, not React's.
          expect(written).toBe(1);
          // Every branch is reached: edit and view links, a description, a region, a reason (its
          // own, the catalogue's when none, empty), escaped text.
          for (const part of [
            'href="/dashboard/chapters/c2/edit"',
            'href="/chapters/c7"',
            "Neighbours helping neighbours.",
            "Outside the &lt;area&gt; &amp; &quot;county&quot;",
            "O&#x27;Brien &amp; &lt;Sons&gt;",
            "Saint-Jérôme &amp; &lt;x&gt;, Q&#x27;C",
          ]) {
            expect(elements).toContain(part);
          }
          expect(elements).not.toContain('href="/dashboard/chapters/c3/edit"');
          expect(elements).not.toContain('href="/chapters/c2"');
          // Approve and Reject on the three pending cards, for a reviewer only.
          expect(elements.match(/<form method="post" action="\/dashboard\/chapters/g)?.length ?? 0).toBe(
            canReview ? 3 : 0,
          );
          expect(elements.includes("confirm=reject&amp;target=c2")).toBe(canReview);
        }
      }
      // A confirmation opened by the URL (its form over the page), or an id or slug a link would
      // encode: React renders the list, the same markup as without the writer.
      for (const [url, chapters] of [
        ["/dashboard/chapters?tab=pending&confirm=reject&target=c2", SHAPES],
        ["/dashboard/chapters", [chapter({ id: "a b" }), ...SHAPES.slice(0, 2)]],
        ["/dashboard/chapters", [chapter({ slug: "a/b" }), ...SHAPES.slice(0, 2)]],
      ] as const) {
        const { strings, elements, written } = await withAndWithout(chapters, url);
        expect(written).toBe(0);
        expect(strings).toBe(elements);
      }
      expect((await withAndWithout(SHAPES, "/dashboard/chapters?confirm=reject&target=c2")).strings).toContain(
        'data-testid="confirm-page"',
      );
      // An empty list: the empty state either way.
      const empty = await withAndWithout([], "/dashboard/chapters");
      expect(empty.strings).toContain("<p>None</p>");
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
