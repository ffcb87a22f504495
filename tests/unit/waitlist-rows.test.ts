// The waitlist table's rows written as one string on the server (decision 063): each row and its
// status form as its fetcher's form renders before hydration, byte for byte what React renders row by
// row (`WaitlistRow`, app/components/dashboard/waitlist-rows.tsx), in every language, for every shape
// of row, on several pages of the list.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  useWaitlistRowsHtml,
  WaitlistRow,
  writeWaitlistRowsAsHtml,
  type WaitlistRowData,
} from "~/components/dashboard/waitlist-rows";
import { waitlistRowsHtml } from "~/components/dashboard/waitlist-rows-html.server";
import { WAITLIST_STATUSES } from "~/db/schema";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

function entry(overrides: Partial<WaitlistRowData> = {}): WaitlistRowData {
  return {
    id: "a2de92e2-91df-4a9c-a8b4-a2bdda231801",
    email: "waitlist23123@national.example.org",
    name: "Sam Wu",
    interests: ["GovernmentAgency"],
    location: "Honolulu, HI",
    status: "Active",
    createdAt: "2026-11-26T05:41:27.892Z",
    ...overrides,
  };
}

const SHAPES: WaitlistRowData[] = [
  entry(),
  entry({ id: "w2", status: "Notified", interests: ["Member", "ChapterLeader", "MediaPR"] }),
  entry({ id: "w3", status: "Converted", interests: [], createdAt: "2026-01-01T04:59:59.000Z" }),
  // Values with no text of their own (an old interest, a status outside the list) are shown as stored.
  entry({ id: "w4", status: "Archived", interests: ["SomethingOld", "IndividualDonor"] }),
  entry({ id: "w5", name: "", location: "", email: "" }),
  // What people write: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  entry({
    id: `w6"&<x>'`,
    name: `Élodie O'Brien & "<b>Sons</b>"`,
    email: "o'brien&sons@example.org",
    location: "Hilo <Big Island>, HI",
    interests: ["DonorAdvisedFund", "CorporateFoundation", "PartnerSponsor"],
  }),
];

/** The table body as the page renders it: the string when the writer is set and answers, React's rows otherwise. */
function Rows({ entries, q, page }: { entries: WaitlistRowData[]; q: string; page: number }) {
  const html = useWaitlistRowsHtml(entries, { statuses: WAITLIST_STATUSES, q, page });
  return html != null
    ? createElement("tbody", { className: "body", dangerouslySetInnerHTML: { __html: html } })
    : createElement(
        "tbody",
        { className: "body" },
        ...entries.map((e) =>
          createElement(WaitlistRow, { key: e.id, entry: e, statuses: WAITLIST_STATUSES, q, page }),
        ),
      );
}

/** `element` rendered as the waitlist page renders it: its route at /dashboard/waitlist, at `url`. */
function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "admin"],
    { id: "waitlist", path: "dashboard/waitlist", element },
    url,
  );
}

const PAGES: Array<{ url: string; q: string; page: number }> = [
  { url: "/dashboard/waitlist", q: "", page: 1 },
  { url: "/dashboard/waitlist?q=honolulu", q: "honolulu", page: 1 },
  { url: "/dashboard/waitlist?q=patel&page=3", q: "patel", page: 3 },
  // Characters to escape in the forms' action and fields; a naked `index`.
  {
    url: `/dashboard/waitlist?q=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index&page=2`,
    q: `Tom & "Jerry" <x>'`,
    page: 2,
  },
];

describe("the waitlist table's rows as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders row by row, in ${lang}, on every page`, async () => {
      const withAndWithout = (entries: WaitlistRowData[], q: string, page: number, url: string) =>
        renderWithAndWithoutWriter(writeWaitlistRowsAsHtml, waitlistRowsHtml, () =>
          renderOnPage(createElement(Rows, { entries, q, page }), lang, url),
        );
      for (const { url, q, page } of PAGES) {
        const { strings, elements, written } = await withAndWithout(SHAPES, q, page, url);
        expect(strings).toBe(elements);
        // The page's rows were the string's, not React's.
        expect(written).toBe(1);
        // Every branch is reached: each status selected, one outside the list, interests and none,
        // a value without text, empty texts, escaped text, the page's action and fields.
        for (const part of [
          'value="Active" selected=""',
          'value="Notified" selected=""',
          'value="Converted" selected=""',
          '<span class="badge-neutral">Archived</span>',
          '<li class="badge-neutral">SomethingOld</li>',
          '<span class="text-slate-700 dark:text-slate-300">—</span>',
          "O&#x27;Brien &amp; &quot;&lt;b&gt;Sons&lt;/b&gt;&quot;",
          'id="status-w6&quot;&amp;&lt;x&gt;&#x27;"',
          `name="page" value="${page}"`,
          'dateTime="2026-01-01T04:59:59.000Z"',
        ]) {
          expect(elements).toContain(part);
        }
        expect(elements.match(/<form method="post" action="\/dashboard\/waitlist/g)?.length).toBe(SHAPES.length);
        expect(elements.match(/ selected=""/g)?.length).toBe(SHAPES.length - 1);
      }
      // No rows: an empty body either way.
      const empty = await withAndWithout([], "", 1, "/dashboard/waitlist");
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
