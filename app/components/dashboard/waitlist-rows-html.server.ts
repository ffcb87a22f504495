import { STACKED_TABLE } from "~/components/activations/column-table";
import { escapeHtml } from "~/utils/html";
import { INTEREST_KEYS, label, STATUS_KEYS, type WaitlistRowsWriter } from "./waitlist-rows";

// The waitlist table's rows written as one string on the server (decision 063, as the events list's
// cards: decision 058): byte for byte what `WaitlistRow` renders element by element, each status
// form as its fetcher's form renders before hydration (the stored status shown and selected, no
// pending label). tests/unit/waitlist-rows.test.ts renders both ways over every shape of row,
// en/es/fr, on several pages. The browser renders the rows as React components, which hydrate
// onto these nodes.

const CELL_START = '<td class="flex gap-2 px-3 py-1 sm:table-cell sm:py-2 ';
const CELL_LABEL_START =
  '<span class="w-24 shrink-0 text-xs font-medium text-slate-700 sm:hidden dark:text-slate-300" aria-hidden="true">';

/** `StatusBadge`'s class for a status. */
const badgeClass = (status: string) =>
  status === "Approved" || status === "Active" || status === "Confirmed"
    ? "badge-approved"
    : status === "Pending" || status === "Maybe"
      ? "badge-pending"
      : status === "Rejected" || status === "Declined"
        ? "badge-rejected"
        : "badge-neutral";

/** The rows of the waitlist table (the entries' ids are written as React writes any attribute value). */
export const waitlistRowsHtml: WaitlistRowsWriter = (entries, state, { t, date }) => {
  // The texts every row shares, looked up once a table.
  const cellLabel = (key: string) => `${CELL_LABEL_START}${escapeHtml(t(key))}</span><span class="min-w-0">`;
  const interestCell = `${CELL_START}align-top sm:px-4 sm:py-3">${cellLabel("admin.waitlist.interest")}`;
  const locationCell = `${CELL_START}align-top text-slate-800 sm:px-4 sm:py-3 dark:text-slate-200">${cellLabel("admin.waitlist.location")}`;
  const statusCell = `${CELL_START}align-top sm:px-4 sm:py-3">${cellLabel("admin.filter.status")}`;
  const joinedCell = `${CELL_START}whitespace-nowrap align-top text-slate-800 sm:px-4 sm:py-3 dark:text-slate-200">${cellLabel("admin.waitlist.joined")}`;
  const statusLabels = new Map(state.statuses.map((s) => [s, escapeHtml(label(t, STATUS_KEYS, s))]));
  const formStart = `<form method="post" action="${escapeHtml(state.formAction)}" class="flex flex-wrap items-center gap-1"><input type="hidden" name="intent" value="set-status"/><input type="hidden" name="id" value="`;
  const formQuery = `"/><input type="hidden" name="q" value="${escapeHtml(state.q)}"/><input type="hidden" name="page" value="${state.page}"/>`;
  const update = escapeHtml(t("admin.waitlist.update"));
  const none = '<span class="text-slate-700 dark:text-slate-300">—</span>';

  let html = "";
  for (const e of entries) {
    const id = escapeHtml(e.id);
    html +=
      `<tr data-testid="waitlist-row" class="${STACKED_TABLE.row}"><th scope="row" class="${STACKED_TABLE.rowHeader} align-top sm:px-4 sm:py-3">` +
      `<p class="font-medium text-slate-900 dark:text-white">${escapeHtml(e.name || "—")}</p>` +
      `<p class="[overflow-wrap:anywhere] font-normal text-slate-700 dark:text-slate-300">${escapeHtml(e.email)}</p></th>` +
      interestCell;
    if (e.interests.length) {
      html += '<ul class="flex flex-wrap gap-1">';
      for (const i of e.interests) html += `<li class="badge-neutral">${escapeHtml(label(t, INTEREST_KEYS, i))}</li>`;
      html += "</ul>";
    } else {
      html += none;
    }
    html +=
      `</span></td>${locationCell}${escapeHtml(e.location || "—")}</span></td>${statusCell}` +
      `<div class="flex flex-col gap-2"><span class="${badgeClass(e.status)}">${escapeHtml(label(t, STATUS_KEYS, e.status))}</span>` +
      `${formStart}${id}${formQuery}<label for="status-${id}" class="sr-only">` +
      `${escapeHtml(t("admin.waitlist.statusFor", { email: e.email }))}</label>` +
      `<select id="status-${id}" name="status" class="input w-32 py-1">`;
    for (const s of state.statuses) {
      html += `<option value="${escapeHtml(s)}"${s === e.status ? ' selected=""' : ""}>${statusLabels.get(s)}</option>`;
    }
    html +=
      `</select><button type="submit" class="btn-secondary px-2 py-1" aria-label="` +
      `${escapeHtml(t("admin.waitlist.updateFor", { email: e.email }))}">${update}</button></form></div></span></td>` +
      `${joinedCell}<time dateTime="${escapeHtml(e.createdAt)}">${escapeHtml(date(e.createdAt))}</time></span></td></tr>`;
  }
  return html;
};
