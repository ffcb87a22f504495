import { useDelegatedLinkClicks } from "~/components/html-list-links";
import type { TFunction } from "~/i18n/translate";
import { STATUS_BADGE, type ReadinessCell } from "~/models/credential.schema";
import { escapeHtml } from "~/utils/html";
import { CREDENTIAL_STATUS_KEYS } from "./labels";
import { TBODY_CLASS } from "./data-table";

/** A member of the readiness grid as the page's loader sends it: their cell of each shown type. */
export interface ReadinessRow {
  id: string;
  name: string;
  cells: Record<string, { status: ReadinessCell; expiresOn: string | null }>;
}

/** The grid's cell padding (tight: ten credential columns fit beside the sidebar on a 1280 px screen, #31). */
export const READINESS_CELL_CLASS = "px-2 py-2";

/**
 * The grid's rows as one HTML string: per member a row header (the name, and the link a leader uses
 * to record a credential on the member's behalf, decision 032), then per credential type the status
 * badge and, unless Missing, the expiry date under it. It is, byte for byte, what React rendered
 * for these rows element by element through `ColumnsTable` (the same elements, attributes, text
 * escaped as React escapes it, and the `<!-- -->` React writes between two adjacent texts); checked
 * by tests/unit/readiness-rows.test.ts. React rendering 50 rows of eleven cells was about a third of
 * the page's server CPU (docs/performance.md, sixth session: leader pages).
 */
export function readinessRowsHtml(
  members: readonly ReadinessRow[],
  types: ReadonlyArray<{ id: string }>,
  t: TFunction,
) {
  const recordFor = escapeHtml(t("training.readiness.recordFor"));
  // Each status's badge is the same for every cell: written once per page.
  const badges = new Map<ReadinessCell, string>();
  const badge = (status: ReadinessCell) => {
    let html = badges.get(status);
    if (html === undefined) {
      html = `<span class="${STATUS_BADGE[status]}">${escapeHtml(t(CREDENTIAL_STATUS_KEYS[status]))}</span>`;
      badges.set(status, html);
    }
    return html;
  };
  let html = "";
  for (const m of members) {
    const name = escapeHtml(m.name);
    html +=
      `<tr><th scope="row" class="${READINESS_CELL_CLASS} font-medium">${name}` +
      `<a class="link block text-xs font-normal" data-discover="true" href="${escapeHtml(recordHref(m.id))}">` +
      `${recordFor}<span class="sr-only"> <!-- -->${escapeHtml(t("training.readiness.recordForName", { name: m.name }))}</span></a></th>`;
    for (const type of types) {
      const cell = m.cells[type.id]!;
      html += `<td class="${READINESS_CELL_CLASS}">${badge(cell.status)}`;
      if (cell.status !== "Missing" && cell.expiresOn) {
        html += `<span class="block text-xs text-slate-600 dark:text-slate-400">${escapeHtml(cell.expiresOn)}</span>`;
      }
      html += "</td>";
    }
    html += "</tr>";
  }
  return html;
}

/** Where a leader records a credential for a member, back to the grid afterwards. */
export const recordHref = (memberId: string) =>
  `/dashboard/training/new?for=${encodeURIComponent(memberId)}&from=readiness`;

/**
 * The grid's <tbody>: the rows of `readinessRowsHtml`. Its links are plain anchors (they work
 * without JS); with JS a plain click on one is a client-side navigation, as `<Link>` makes it
 * (`useDelegatedLinkClicks` on the body of the table).
 */
export function ReadinessRows({
  members,
  types,
  t,
}: {
  members: readonly ReadinessRow[];
  types: ReadonlyArray<{ id: string }>;
  t: TFunction;
}) {
  const onClick = useDelegatedLinkClicks();
  return (
    // The handler delegates the links' own clicks (Enter on a focused link fires one too); the
    // table body itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <tbody
      className={TBODY_CLASS}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: readinessRowsHtml(members, types, t) }}
    />
  );
}
