import type { TFunction } from "~/i18n/translate";
import { escapeHtml } from "~/utils/html";
import { STACKED_TABLE } from "./column-table";
import { rosterCellsHtml, ROSTER_CELL_CLASS } from "./roster-cells";
import { onSceneText, ROW_ACTION_CLASS, rowActions, type RosterRowsWriter } from "./roster-rows";

// The activation roster's rows written as one string on the server (decision 073, as the waitlist's
// rows: decision 063): byte for byte what `RosterRow` renders element by element, each check-in and
// count-in form as its fetcher's form renders before hydration (the page's action, no disabled
// button). tests/unit/roster-rows.test.ts renders both ways over every shape of row, en/es/fr, on
// several pages. The browser renders the rows as React components, which hydrate onto these nodes.

/** The rows of the roster table (the response ids are written as React writes any attribute value). */
export const rosterRowsHtml: RosterRowsWriter = (rows, { open, formAction }, t) => {
  // The texts every row shares, looked up once a table.
  const rowStart = `" class="${STACKED_TABLE.row}" data-testid="roster-row"><th scope="row" class="${STACKED_TABLE.rowHeader}">`;
  const cellStart = `<td class="${ROSTER_CELL_CLASS}">`;
  const onSceneStart =
    `${cellStart}<span class="w-24 shrink-0 text-xs font-medium text-slate-700 sm:hidden dark:text-slate-300" aria-hidden="true">` +
    `${escapeHtml(t("activations.col.onScene"))}</span><span class="min-w-0"><span class="flex flex-wrap items-center gap-2"><span>`;
  const formStart = `<form method="post" action="${escapeHtml(formAction)}"><input type="hidden" name="intent" value="`;
  // Texts without values (column names, replies, badges, states, buttons) looked up once a table;
  // the cells' writer asks for them row by row.
  const texts = new Map<string, string>();
  const shared: TFunction = (key, vars) => {
    if (vars) return t(key, vars);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = t(key)));
    return text;
  };
  const labels = new Map<string, string>();
  const label = (key: string) => {
    let text = labels.get(key);
    if (text === undefined) labels.set(key, (text = escapeHtml(t(key))));
    return text;
  };

  let html = "";
  for (const r of rows) {
    const id = escapeHtml(r.responseId);
    const [reply, eta, replied, delivery, phone] = rosterCellsHtml(r, shared);
    html +=
      `<tr id="r-${id}${rowStart}${escapeHtml(r.displayName)}</th>` +
      `${cellStart}${reply}</td>${cellStart}${eta}</td>${cellStart}${replied}</td>` +
      `${cellStart}${delivery}</td>${cellStart}${phone}</td>` +
      `${onSceneStart}${escapeHtml(onSceneText(r, t))}</span>`;
    for (const a of rowActions(r, open)) {
      html +=
        `${formStart}${a.intent}"/><input type="hidden" name="responseId" value="${id}"/>` +
        (a.again ? '<input type="hidden" name="again" value="1"/>' : "") +
        `<button type="submit" class="${ROW_ACTION_CLASS}" aria-label="` +
        `${escapeHtml(t(a.ariaLabel, { name: r.displayName }))}">${label(a.label)}</button></form>`;
    }
    html += "</span></span></td></tr>";
  }
  return html;
};
