import { escapeHtml } from "~/utils/html";
import type { AttendanceRowsWriter } from "./attendance-rows";
import { RSVP_ANSWERS } from "./event-card";

// An event's attendance roster rows written as one string on the server (decision 073, as the
// waitlist's rows: decision 063): byte for byte what `AttendanceRow` renders element by element (the
// tick with its stored state, the hours with the recorded value, as uncontrolled fields render before
// hydration). tests/unit/attendance-rows.test.ts renders both ways over every shape of row, en/es/fr.
// The browser renders the rows as React components, which hydrate onto these nodes.

/** The rows of the attendance table (ids are written as React writes any attribute value). */
export const attendanceRowsHtml: AttendanceRowsWriter = (rows, { viewerId, defaultHours }, t) => {
  // The texts every row shares, looked up once a table.
  const checkedIn = `<span class="badge-approved">${escapeHtml(t("content.attendance.checkedInBadge"))}</span>`;
  const selfCheckIn = `<span class="badge-pending ml-2">${escapeHtml(t("content.attendance.selfCheckIn"))}</span>`;
  const noteStart = '<span class="block text-xs text-slate-700 dark:text-slate-300">';
  const notYourself = `${noteStart}${escapeHtml(t("content.attendance.notYourself"))}</span>`;
  const notMember = `${noteStart}${escapeHtml(t("content.attendance.notMember"))}</span>`;
  const rsvps = {
    Confirmed: escapeHtml(t(RSVP_ANSWERS.Confirmed.status)),
    Maybe: escapeHtml(t(RSVP_ANSWERS.Maybe.status)),
    Declined: escapeHtml(t(RSVP_ANSWERS.Declined.status)),
  };
  const placeholder = escapeHtml(String(defaultHours));

  let html = "";
  for (const p of rows) {
    const id = escapeHtml(p.id);
    const name = escapeHtml(p.name);
    html += '<tr><td class="py-2 pr-2">';
    if (p.canMark) {
      html +=
        `<input type="hidden" name="listed" value="${id}"/><input id="present-${id}" type="checkbox" name="present" ` +
        `class="h-5 w-5"${p.present ? ' checked=""' : ""} value="${id}"/>`;
    } else if (p.present) {
      html += checkedIn;
    }
    html += '</td><td class="py-2 pr-2">';
    html += p.canMark ? `<label for="present-${id}">${name}</label>` : name;
    if (p.method === "code") html += selfCheckIn;
    if (!p.canMark) html += p.id === viewerId ? notYourself : notMember;
    html += `</td><td class="py-2 pr-2">${p.rsvp ? rsvps[p.rsvp] : "—"}</td><td class="py-2">`;
    if (p.canMark) {
      const recorded = p.hoursAdjusted ? escapeHtml(String(p.hours)) : "";
      html +=
        `<input type="hidden" name="hours-before-${id}" value="${recorded}"/>` +
        `<input type="number" name="hours-${id}" aria-label="` +
        `${escapeHtml(t("content.attendance.hoursFor", { name: p.name }))}" min="0" max="24" step="0.25" ` +
        `placeholder="${placeholder}" class="input w-24" value="${recorded}"/>`;
    } else {
      html += escapeHtml(String(p.hours ?? "—"));
    }
    html += "</td></tr>";
  }
  return html;
};
