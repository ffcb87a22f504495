// The readiness grid's rows are written as one HTML string (`ReadinessRows`,
// app/components/training/readiness-rows.tsx); they must be, byte for byte, what React rendered
// through `ColumnsTable` cell by cell before (the columns below are the page's, as they were), in
// every language and for every status, with names that need escaping.
import { Fragment, createElement, type ReactElement } from "react";
import { Link } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { CellNote } from "~/components/dashboard/cell-note";
import { credentialBadge } from "~/components/training/credential-badge";
import { ColumnsTable, DataTable } from "~/components/training/data-table";
import {
  READINESS_CELL_CLASS,
  ReadinessRows,
  readinessRowsHtml,
  type ReadinessRow,
} from "~/components/training/readiness-rows";
import { serverT } from "~/i18n/catalogue.server";
import { LANGUAGES } from "~/i18n/config";
import { renderInRouter } from "../helpers/render-in-router";
import type { ReadinessCell } from "~/models/credential.schema";

const TYPES = [{ id: "t-basic" }, { id: "t-cpr" }, { id: "t-radio" }];
const STATUSES: ReadinessCell[] = ["Valid", "Expiring", "Expired", "Pending", "Rejected", "Missing"];

/** Every status with and without an expiry date, across members whose names need escaping. */
function members(): ReadinessRow[] {
  const names = [
    "Alex Chen",
    `Tom & Jerry's "<b>crew</b>"`,
    "Peñasco Ñandú",
    "",
    "a".repeat(120),
    "<script>alert('x')</script>",
  ];
  const rows: ReadinessRow[] = [];
  let i = 0;
  for (const name of names) {
    for (const status of STATUSES) {
      const cells: ReadinessRow["cells"] = {};
      TYPES.forEach((type, j) => {
        cells[type.id] = {
          status: j === 0 ? status : STATUSES[(i + j) % STATUSES.length]!,
          expiresOn: (i + j) % 3 === 0 ? null : `2027-0${1 + ((i + j) % 9)}-1${j}`,
        };
      });
      rows.push({ id: `m-${i}${i % 4 === 0 ? " +/?&#=é" : ""}`, name, cells });
      i++;
    }
  }
  return rows;
}

/** Rendered inside a data router (the rows use links). */
const render = (element: ReactElement) => renderInRouter(element);

/** The grid as the page rendered it before, through ColumnsTable with the page's columns. */
function reactGrid(rows: ReadinessRow[], t: ReturnType<typeof serverT>) {
  return render(
    createElement(ColumnsTable<ReadinessRow>, {
      label: "Grid",
      testId: "readiness-grid",
      caption: "Caption",
      cellClassName: READINESS_CELL_CLASS,
      rows,
      rowKey: (m) => m.id,
      columns: [
        {
          header: "Member",
          rowHeader: true,
          cell: (m) =>
            createElement(
              Fragment,
              null,
              m.name,
              createElement(
                Link,
                {
                  className: "link block text-xs font-normal",
                  to: `/dashboard/training/new?for=${encodeURIComponent(m.id)}&from=readiness`,
                },
                t("training.readiness.recordFor"),
                createElement(
                  "span",
                  { className: "sr-only" },
                  " ",
                  t("training.readiness.recordForName", { name: m.name }),
                ),
              ),
            ),
        },
        ...TYPES.map((type) => ({
          header: type.id,
          cell: (m: ReadinessRow) => {
            const cell = m.cells[type.id]!;
            return createElement(
              Fragment,
              null,
              credentialBadge(t, cell.status),
              createElement(CellNote, { text: cell.status !== "Missing" && cell.expiresOn }),
            );
          },
        })),
      ],
    }),
  );
}

/** The grid as the page renders it now: DataTable around ReadinessRows. */
function stringGrid(rows: ReadinessRow[], t: ReturnType<typeof serverT>) {
  return render(
    createElement(DataTable, {
      label: "Grid",
      testId: "readiness-grid",
      caption: "Caption",
      cellClassName: READINESS_CELL_CLASS,
      columns: ["Member", ...TYPES.map((type) => type.id)],
      rowCount: rows.length,
      children: createElement(ReadinessRows, { members: rows, types: TYPES, t }),
    }),
  );
}

describe("the readiness grid's rows as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React rendered cell by cell through ColumnsTable, in ${lang}`, async () => {
      const t = serverT(lang);
      const rows = members();
      const expected = await reactGrid(rows, t);
      expect(await stringGrid(rows, t)).toBe(expected);
      // Not vacuous: every status's badge, the expiry notes and the escaped names are in it.
      for (const status of STATUSES) expect(expected).toContain(`>${t(`training.status.${status.toLowerCase()}`)}<`);
      expect(expected).toContain("&quot;&lt;b&gt;crew&lt;/b&gt;&quot;");
      expect(expected).toContain('<span class="block text-xs text-slate-600 dark:text-slate-400">2027-');
    });
  }

  it("writes nothing for no members, and one row per member with a cell per type", () => {
    const t = serverT("en");
    expect(readinessRowsHtml([], TYPES, t)).toBe("");
    const html = readinessRowsHtml(members().slice(0, 2), TYPES, t);
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(html.match(/<td /g)).toHaveLength(2 * TYPES.length);
  });
});
