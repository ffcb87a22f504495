// The activations list's history is written as one HTML string (`HistoryRows`,
// app/components/activations/history-rows.tsx, decision 040); it must be, byte for byte, what React
// renders from `HistoryRowElements` element by element, in every language and for every shape of row.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  HistoryRowElements,
  HistoryRows,
  historyRowsHtml,
  type HistoryRowData,
} from "~/components/activations/history-rows";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { htmlText, renderInLanguage } from "../helpers/render-in-router";

function row(overrides: Partial<HistoryRowData> = {}): HistoryRowData {
  return {
    id: "8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0",
    kind: "Drill",
    title: "Flood drill on the river",
    status: "Open",
    chapterName: "Austin CERT 78701",
    needed: 10,
    alerted: 300,
    replied: 120,
    responders: 4,
    repliedPercent: 40,
    firstReply: "4 min",
    createdAt: "2026-11-26T06:26:00.000Z",
    timeZone: "America/Chicago",
    ...overrides,
  };
}

const SHAPES: HistoryRowData[] = [
  row(),
  row({ id: "a2", kind: "Real", status: "Closed", title: "Search for a missing hiker", timeZone: "Pacific/Honolulu" }),
  row({
    id: "a3",
    alerted: 12345,
    replied: 12000,
    repliedPercent: 97,
    responders: 1234,
    needed: 1200,
    firstReply: "1 h 05 min",
  }),
  row({ id: "a4", alerted: 0, replied: 0, repliedPercent: 0, responders: 0, needed: 1, firstReply: "—" }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  row({ id: "a5", title: `Tom & Jerry's "<b>call-out</b>"`, chapterName: `<script>alert('x')</script> & "CERT"` }),
  row({ id: "a6", title: "", chapterName: "", timeZone: "America/New_York", firstReply: "30 s" }),
  row({ id: "a7", title: "Peñasco évacuation", chapterName: "Peñasco CERT", kind: "Real" }),
];

const render = (element: ReactElement, lang: Lang) => renderInLanguage(element, lang, ["common", "activations"]);

const text = (lang: Lang) => htmlText(lang, ["common", "activations"]);

/** The table body both ways: `HistoryRows` and the rows element by element. */
function bodies(rows: HistoryRowData[], lang: Lang) {
  const table = (body: ReactElement) => createElement("table", null, body);
  return Promise.all([
    render(table(createElement(HistoryRows, { rows, text: text(lang) })), lang),
    render(
      table(
        createElement(
          "tbody",
          null,
          rows.map((h) => createElement(HistoryRowElements, { key: h.id, h, text: text(lang) })),
        ),
      ),
      lang,
    ),
  ]);
}

describe("the activations list's history as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders from HistoryRowElements, in ${lang}`, async () => {
      expect(historyRowsHtml(SHAPES, text(lang))).not.toBeNull();
      const [strings, elements] = await bodies(SHAPES, lang);
      expect(elements).toMatch(/^<table><tbody><tr class=".*<\/tr><\/tbody><\/table>$/s);
      expect(strings).toBe(elements);
      expect(strings.match(/<tr /g)).toHaveLength(SHAPES.length);
      expect(strings).toContain("&lt;script&gt;");
      expect(strings).toContain('href="/dashboard/activations/8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0"');
      expect(strings).toContain("<!-- -->");
    });
  }

  it("renders the rows as React elements when an id is not a plain one", async () => {
    const rows = [row(), row({ id: "odd/../id?x=1" })];
    expect(historyRowsHtml(rows, text("en"))).toBeNull();
    const [strings, elements] = await bodies(rows, "en");
    expect(strings).toBe(elements);
  });
});
