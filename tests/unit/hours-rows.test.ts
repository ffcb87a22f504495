// The hours tables' rows (a chapter's report, a member's own ledger) are written as one HTML string
// (`HoursTable`, app/components/training/hours-table.tsx); they must be, byte for byte, what React
// rendered row by row before (`HoursRowElements`), in every language, with and without the member
// column, for every type and approver, and with texts that need escaping.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { HoursRowElements, HoursTable, hoursRowsHtml, type HoursRow } from "~/components/training/hours-table";
import { DataTable, TBODY_CLASS } from "~/components/training/data-table";
import { LANGUAGES } from "~/i18n/config";
import { htmlText, renderInLanguage } from "../helpers/render-in-router";

const NAMES = ["Alex Chen", `Tom & Jerry's "<b>crew</b>"`, "Peñasco Ñandú", "", "<script>alert('x')</script>"];
const ACTIVITIES = ["Monthly meeting", `Drill "A" & <B>`, "Entraînement à l'école", ""];

/** Every type, approver kind, activation shape, deleted member and hours figure, across names that need escaping. */
function rows(): HoursRow[] {
  const out: HoursRow[] = [];
  const types = ["Training", "Event", "Activation", "Service"] as const;
  const kinds = [undefined, "code", "checkInOut", "leader"] as const;
  const hours = [0, 1, 2.5, 0.25, 1234.5, 12, 999.99];
  let i = 0;
  for (const name of NAMES) {
    for (const type of types) {
      for (const kind of kinds) {
        out.push({
          id: `r${i}`,
          member: i % 11 === 5 ? undefined : name,
          memberDeletedAt: i % 7 === 3 ? new Date(0) : i % 7 === 4 ? "2026-01-02T00:00:00.000Z" : null,
          date: `2026-0${1 + (i % 9)}-1${i % 10}`,
          activity: ACTIVITIES[i % ACTIVITIES.length]!,
          type,
          hours: hours[i % hours.length]!,
          approvedBy: i % 5 === 0 ? `Rev & "Ana" <i>` : NAMES[(i + 1) % NAMES.length]!,
          approvedByKind: kind,
          activation:
            type === "Activation" && i % 3 !== 0
              ? { title: i % 2 ? `Flood <"north"> & co` : "Wildfire", drill: i % 2 === 0 }
              : undefined,
        });
        i++;
      }
    }
  }
  return out;
}

const table = (children: ReturnType<typeof createElement>) =>
  createElement(DataTable, { label: "Entries", testId: "report-rows", columns: ["a", "b"], children });

describe("the hours tables' rows as one HTML string", () => {
  for (const lang of LANGUAGES) {
    for (const showMember of [true, false]) {
      it(`is what React rendered row by row, in ${lang}, ${showMember ? "with" : "without"} the member`, async () => {
        const all = rows();
        const expected = await renderInLanguage(
          table(createElement(HoursRowElements, { rows: all, showMember })),
          lang,
          ["common", "training"],
        );
        const { t, number } = htmlText(lang, ["common", "training"]);
        const written = await renderInLanguage(
          table(
            createElement("tbody", {
              className: TBODY_CLASS,
              dangerouslySetInnerHTML: { __html: hoursRowsHtml(all, showMember, t, number) },
            }),
          ),
          lang,
          ["common", "training"],
        );
        expect(written).toBe(expected);
        // And the table the pages render holds the same rows.
        const page = await renderInLanguage(
          createElement(HoursTable, { rows: all, label: "Entries", testId: "report-rows", showMember }),
          lang,
          ["common", "training"],
        );
        expect(page).toContain(expected.slice(expected.indexOf("<tbody"), expected.indexOf("</tbody>") + 8));
        // Not vacuous: every row, the escaped texts, a translated type, approver and deleted member.
        expect(expected.match(/<tr>/g)).toHaveLength(all.length + 1);
        expect(expected).toContain("&quot;A&quot; &amp; &lt;B&gt;");
        expect(expected).toContain(`>${t("training.hours.type.activation")}<`);
        expect(expected).toContain(`>${t("training.hours.approvedBy.checkInOut")}<`);
        expect(expected).toContain(t("training.hours.activity.drill", { title: "Wildfire" }));
        expect(expected).toContain(`>${number(1234.5)}<`);
        if (showMember) expect(expected).toContain(`>${t("common.deletedMember")}<`);
        else expect(expected).not.toContain(`>${t("common.deletedMember")}<`);
      });
    }
  }

  it("writes nothing for no rows, and six cells a row with the member, five without", () => {
    const { t, number } = htmlText("en", ["common", "training"]);
    expect(hoursRowsHtml([], true, t, number)).toBe("");
    const two = rows().slice(0, 2);
    expect(hoursRowsHtml(two, true, t, number).match(/<td /g)).toHaveLength(12);
    expect(hoursRowsHtml(two, false, t, number).match(/<td /g)).toHaveLength(10);
  });

  it("still shows the empty state instead of the table when there are no rows", async () => {
    const html = await renderInLanguage(
      createElement(HoursTable, {
        rows: [],
        label: "Entries",
        testId: "my-hours",
        empty: { title: "No hours yet", description: "Nothing counted" },
      }),
      "en",
      ["common", "training"],
    );
    expect(html).toContain("No hours yet");
    expect(html).not.toContain("<table");
  });
});
