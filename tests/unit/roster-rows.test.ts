// The activation roster's rows written as one string on the server (decision 073): each row's cells,
// its "On scene" text and its check-in / count-in forms as their fetchers' forms render before
// hydration, byte for byte what React renders row by row (`RosterRow`,
// app/components/activations/roster-rows.tsx), in every language, for every shape of row, open and
// stood down, on several pages of the roster.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import {
  RosterRow,
  useRosterRowsHtml,
  writeRosterRowsAsHtml,
  type RosterRowData,
} from "~/components/activations/roster-rows";
import { rosterRowsHtml } from "~/components/activations/roster-rows-html.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

function row(overrides: Partial<RosterRowData> = {}): RosterRowData {
  return {
    responseId: "5b0c6f7e-2a51-4c1e-9d0f-0c8e7a1f3b21",
    displayName: "Ana Torres",
    phone: "+1 (512) 555-0101",
    reply: "Available",
    standby: false,
    countedIn: false,
    etaMinutes: null,
    etaAtLabel: null,
    repliedLabel: "9:41 AM CST",
    delivery: null,
    checkedInLabel: null,
    checkedOutLabel: null,
    onScene: false,
    checkedIn: false,
    checkedOut: false,
    checkedOutRecently: false,
    ...overrides,
  };
}

const SHAPES: RosterRowData[] = [
  // Replied, not checked in: "Check in".
  row(),
  // On scene: "Check out".
  row({ responseId: "r2", checkedIn: true, onScene: true, checkedInLabel: "9:58 AM CST" }),
  // Checked out a minute ago: "Undo"; long ago: "Check in again".
  row({
    responseId: "r3",
    checkedIn: true,
    checkedOut: true,
    checkedOutRecently: true,
    checkedInLabel: "9:58 AM CST",
    checkedOutLabel: "11:02 AM CST",
  }),
  row({
    responseId: "r4",
    checkedIn: true,
    checkedOut: true,
    checkedInLabel: "9:58 AM CST",
    checkedOutLabel: "11:02 AM CST",
  }),
  // Delayed, counted in or not: "Count out" / "Count in" beside "Check in".
  row({ responseId: "r5", reply: "Delayed", etaMinutes: 25, etaAtLabel: "10:06 AM CST", countedIn: true }),
  row({ responseId: "r6", reply: "Delayed", etaMinutes: 25, etaAtLabel: "10:06 AM CST", standby: true }),
  // Delayed and on scene: two buttons.
  row({ responseId: "r7", reply: "Delayed", checkedIn: true, onScene: true, checkedInLabel: "10:10 AM CST" }),
  // No reply, no phone, queued.
  row({
    responseId: "r8",
    reply: "NoReply",
    phone: null,
    repliedLabel: null,
    delivery: {
      state: "queued",
      reached: false,
      email: { state: "queued", retrying: false, error: null, atLabel: null, fellBackTo: null, fallbackFor: null },
      sms: null,
      push: null,
      openedLabel: null,
    },
  }),
  row({ responseId: "r9", reply: "Unavailable" }),
  // What people write and ids: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  row({
    responseId: `r10"&<x>'`,
    displayName: `Élodie O'Brien & "<b>Sons</b>"`,
    phone: `555 <0102> & "x"`,
    checkedIn: true,
    onScene: true,
    checkedInLabel: `9:58 "<AM>"`,
  }),
  row({ responseId: "r11", displayName: "", phone: "" }),
];

/** The table body as the page renders it: the string when the writer is set and answers, React's rows otherwise. */
function Rows({ rows, open }: { rows: RosterRowData[]; open: boolean }) {
  const html = useRosterRowsHtml(rows, open);
  return createElement(
    "table",
    null,
    html != null
      ? createElement("tbody", { className: "body", dangerouslySetInnerHTML: { __html: html } })
      : createElement(
          "tbody",
          { className: "body" },
          ...rows.map((r) => createElement(RosterRow, { key: r.responseId, r, open })),
        ),
  );
}

/** `rows` rendered as the activation page renders them: its index route under /dashboard/activations/:id, at `url`. */
function renderOnPage(rows: RosterRowData[], open: boolean, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "activations"],
    {
      id: "activation",
      path: "dashboard/activations/:id",
      children: [{ id: "roster", index: true, element: createElement(Rows, { rows, open }) }],
    },
    url,
  );
}

const PAGES = [
  "/dashboard/activations/8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0",
  "/dashboard/activations/8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0?page=2",
  // Characters to escape in the forms' action; a naked `index`.
  `/dashboard/activations/a1?page=3&x=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index`,
];

describe("the activation roster's rows as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders row by row, in ${lang}, open and stood down, on every page`, async () => {
      const withAndWithout = (rows: RosterRowData[], open: boolean, url: string) =>
        renderWithAndWithoutWriter(writeRosterRowsAsHtml, rosterRowsHtml, () => renderOnPage(rows, open, lang, url));
      for (const url of PAGES) {
        for (const open of [true, false]) {
          const { strings, elements, written } = await withAndWithout(SHAPES, open, url);
          expect(strings).toBe(elements);
          // The page's rows were the string's, not React's.
          expect(written).toBe(1);
          expect(elements.match(/data-testid="roster-row"/g)).toHaveLength(SHAPES.length);
          // Every button is reached while open; stood down, only "Check out" for who is still on scene.
          const intents = [...elements.matchAll(/name="intent" value="(\w+)"/g)].map((m) => m[1]);
          expect(intents).toEqual(
            open
              ? ["checkin", "checkout", "checkin", "checkin", "checkin", "countOut", "checkin", "countIn"].concat([
                  "checkout",
                  "countIn",
                  "checkin",
                  "checkin",
                  "checkout",
                  "checkin",
                ])
              : ["checkout", "checkout", "checkout"],
          );
          expect(elements.match(/name="again" value="1"/g)?.length ?? 0).toBe(open ? 2 : 0);
          expect(elements).toContain('<form method="post" action="/dashboard/activations/');
          expect(elements).toContain('id="r-r10&quot;&amp;&lt;x&gt;&#x27;"');
          expect(elements).toContain("O&#x27;Brien &amp; &quot;&lt;b&gt;Sons&lt;/b&gt;&quot;");
        }
      }
      // The forms post to the page's index route with its query (the naked `index` dropped).
      const { elements } = await withAndWithout(SHAPES.slice(0, 1), true, PAGES[2]!);
      expect(elements).toContain(
        'action="/dashboard/activations/a1?index&amp;page=3&amp;x=Tom+%26+%22Jerry%22+%3Cx%3E%27"',
      );
      // No rows: an empty body either way.
      const empty = await withAndWithout([], true, PAGES[0]!);
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
