// An event's attendance roster rows written as one string on the server (decision 073): the tick,
// the name and how the person came, the RSVP and the hours, as uncontrolled fields render before
// hydration, byte for byte what React renders row by row (`AttendanceRow`,
// app/components/events/attendance-rows.tsx), in every language, for every shape of row.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import {
  AttendanceRow,
  useAttendanceRowsHtml,
  writeAttendanceRowsAsHtml,
  type AttendanceRowData,
} from "~/components/events/attendance-rows";
import { attendanceRowsHtml } from "~/components/events/attendance-rows-html.server";
import { LANGUAGES } from "~/i18n/config";
import { renderInLanguage, renderWithAndWithoutWriter } from "../helpers/render-in-router";

const VIEWER = "7c1e0d1a-0000-4000-8000-000000000001";

function person(overrides: Partial<AttendanceRowData> = {}): AttendanceRowData {
  return {
    id: "0b9e4d8c-5f1a-4c2e-9d3b-1a2b3c4d5e6f",
    name: "Ana Torres",
    canMark: true,
    rsvp: "Confirmed",
    present: false,
    method: null,
    hours: null,
    hoursAdjusted: false,
    ...overrides,
  };
}

const SHAPES: AttendanceRowData[] = [
  // A member who said yes, not ticked yet.
  person(),
  // Ticked by a leader at the event's own hours; ticked with hours changed (quarters, whole).
  person({ id: "p2", present: true, method: "roster", hours: 2.5, rsvp: "Maybe" }),
  person({ id: "p3", present: true, method: "roster", hours: 1.75, hoursAdjusted: true, rsvp: null }),
  person({ id: "p4", present: true, method: "code", hours: 3, hoursAdjusted: true, rsvp: "Declined" }),
  // Checked in with the code, not a member of the chapter (cannot be ticked): hours as text.
  person({ id: "p5", canMark: false, present: true, method: "code", hours: 2 }),
  // The viewer, not ticked; someone else who only RSVP'd.
  person({ id: VIEWER, canMark: false, name: "Lena Leader" }),
  person({ id: "p7", canMark: false, rsvp: "Maybe", hours: null }),
  person({ id: "p8", canMark: false, present: true, method: "roster", hours: 0, hoursAdjusted: true }),
  // What people write and ids: markup, quotes, ampersands and accents are text.
  person({ id: `p9"&<x>'`, name: `Élodie O'Brien & "<b>Sons</b>"`, present: true, hours: 4, hoursAdjusted: true }),
  person({ id: "p10", canMark: false, name: `Tom & "Jerry" <x>`, method: "code", present: true, hours: 1 }),
  person({ id: "p11", name: "" }),
  person({ id: "p12", canMark: false, name: "", rsvp: null }),
];

/** The table body as the page renders it: the string when the writer is set and answers, React's rows otherwise. */
function Rows({ rows, defaultHours }: { rows: AttendanceRowData[]; defaultHours: number }) {
  const state = { viewerId: VIEWER, defaultHours };
  const html = useAttendanceRowsHtml(rows, state);
  return createElement(
    "table",
    null,
    html != null
      ? createElement("tbody", { className: "body", dangerouslySetInnerHTML: { __html: html } })
      : createElement(
          "tbody",
          { className: "body" },
          ...rows.map((p) => createElement(AttendanceRow, { key: p.id, p, ...state })),
        ),
  );
}

describe("an event's attendance roster rows as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders row by row, in ${lang}`, async () => {
      for (const defaultHours of [2, 1.5, 0.25]) {
        const { strings, elements, written } = await renderWithAndWithoutWriter(
          writeAttendanceRowsAsHtml,
          attendanceRowsHtml,
          () => renderInLanguage(createElement(Rows, { rows: SHAPES, defaultHours }), lang, ["common", "content"]),
        );
        expect(strings).toBe(elements);
        expect(written).toBe(1);
        expect(elements.match(/<tr>/g)).toHaveLength(SHAPES.length);
        // Every branch: ticks and none, the stored hours, each RSVP and none, the notes, escaped text.
        for (const part of [
          'name="present" class="h-5 w-5" checked="" value="p2"',
          'name="present" class="h-5 w-5" value="0b9e4d8c',
          'name="hours-before-p3" value="1.75"',
          'name="hours-p2"',
          `placeholder="${defaultHours}"`,
          'class="badge-approved"',
          'class="badge-pending ml-2"',
          'id="present-p9&quot;&amp;&lt;x&gt;&#x27;"',
          "O&#x27;Brien &amp; &quot;&lt;b&gt;Sons&lt;/b&gt;&quot;",
          "Tom &amp; &quot;Jerry&quot; &lt;x&gt;",
          '<td class="py-2">0</td>',
          '<td class="py-2">—</td>',
        ]) {
          expect(elements).toContain(part);
        }
        expect(elements.match(/name="listed"/g)).toHaveLength(SHAPES.filter((p) => p.canMark).length);
      }
      // No rows: an empty body either way.
      const empty = await renderWithAndWithoutWriter(writeAttendanceRowsAsHtml, attendanceRowsHtml, () =>
        renderInLanguage(createElement(Rows, { rows: [], defaultHours: 2 }), lang, ["common", "content"]),
      );
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
