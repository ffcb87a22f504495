import type { TFunction } from "~/i18n/translate";
import type { PageDelivery } from "~/models/activation-view.server";
import { STACKED_TABLE, StackedCell as Cell } from "./column-table";
import { CHANNEL_KEYS, DeliveryStatus, STATE_BADGES, STATE_KEYS, channelText } from "./delivery-status";
import { REPLY_KEYS, type ReplyState } from "./reply-controls";

/** What a roster row's cells without a form show: the loader's row (toRosterPage) as the page gets it. */
export interface RosterCellsRow {
  displayName: string;
  phone: string | null;
  reply: ReplyState;
  standby: boolean;
  countedIn: boolean;
  etaMinutes: number | null;
  etaAtLabel: string | null;
  repliedLabel: string | null;
  delivery: PageDelivery | null;
}

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied.
 * Imported from there, the module joined this route's scripts and split the shared chunk it sits in,
 * one more script to preload on the overview, readiness and roster pages (the directory's cards keep
 * a copy for the same reason, decision 040).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** A phone number as the tel: and sms: links dial it. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, "");

/**
 * A roster row's cells before "On scene" (name, reply, ETA, replied, delivery, phone), element by
 * element: the reference `RosterCells` is checked against (tests/unit/roster-cells.test.ts).
 */
export function RosterCellElements({ r, t }: { r: RosterCellsRow; t: TFunction }) {
  return (
    <>
      <th scope="row" className={STACKED_TABLE.rowHeader}>
        {r.displayName}
      </th>
      <Cell label={t("activations.col.reply")}>
        {t(REPLY_KEYS[r.reply])}
        {r.standby ? <span className="badge-pending ml-1">{t("activations.roster.standby")}</span> : null}
        {r.reply === "Delayed" && r.countedIn ? (
          <span className="badge-approved ml-1">{t("activations.roster.countedIn")}</span>
        ) : null}
      </Cell>
      <Cell label={t("activations.col.eta")}>
        {r.etaMinutes && r.etaAtLabel
          ? t("activations.roster.etaAt", { minutes: r.etaMinutes, time: r.etaAtLabel })
          : "—"}
      </Cell>
      <Cell label={t("activations.col.replied")}>{r.repliedLabel ?? "—"}</Cell>
      <Cell label={t("activations.col.delivery")}>
        <DeliveryStatus delivery={r.delivery} />
      </Cell>
      <Cell label={t("activations.col.phone")}>
        {r.phone ? (
          <span className="flex flex-wrap gap-x-3">
            <a className="link" href={`tel:${dialable(r.phone)}`}>
              {r.phone}
            </a>
            <a
              className="link"
              href={`sms:${dialable(r.phone)}`}
              aria-label={t("activations.roster.textName", { name: r.displayName })}
            >
              {t("activations.roster.text")}
            </a>
          </span>
        ) : (
          "—"
        )}
      </Cell>
    </>
  );
}

/** The class `StackedCell` gives its <td> (no extra class). */
export const ROSTER_CELL_CLASS = "flex gap-2 px-3 py-1 sm:table-cell sm:py-2 ";

/** Inside a `StackedCell`: the column's name (shown on a phone's card), then the content. */
const cellInner = (label: string, content: string) =>
  `<span class="w-24 shrink-0 text-xs font-medium text-slate-700 sm:hidden dark:text-slate-300" aria-hidden="true">${escapeHtml(
    label,
  )}</span><span class="min-w-0">${content}</span>`;

/** `DeliveryStatus` as HTML, byte for byte. */
function deliveryHtml(d: PageDelivery | null, t: TFunction) {
  if (!d) return "—";
  let html =
    `<span class="block" data-testid="delivery" data-state="${escapeHtml(d.state)}">` +
    `<span class="${STATE_BADGES[d.state]}">${escapeHtml(t(STATE_KEYS[d.state]))}</span>` +
    `<ul class="mt-1 text-xs text-slate-700 dark:text-slate-300">`;
  for (const channel of ["email", "sms", "push"] as const) {
    const c = d[channel];
    if (!c) continue;
    html += `<li data-testid="delivery-${channel}" data-state="${escapeHtml(c.state)}">${escapeHtml(channelText(t, channel, c))}`;
    // React writes <!-- --> between two adjacent texts of one element.
    if (c.fellBackTo) {
      html += `<!-- -->${escapeHtml(` · ${t("activations.delivery.fellBackTo", { channel: t(CHANNEL_KEYS[c.fellBackTo]) })}`)}`;
    }
    if (c.fallbackFor) {
      html += `<!-- -->${escapeHtml(` · ${t("activations.delivery.fallbackFor", { channel: t(CHANNEL_KEYS[c.fallbackFor]) })}`)}`;
    }
    html += "</li>";
  }
  if (d.openedLabel) html += `<li>${escapeHtml(t("activations.delivery.openedAt", { time: d.openedLabel }))}</li>`;
  return `${html}</ul></span>`;
}

/** The inner HTML of the five cells after the name: reply, ETA, replied, delivery, phone. */
export function rosterCellsHtml(r: RosterCellsRow, t: TFunction): [string, string, string, string, string] {
  let reply = escapeHtml(t(REPLY_KEYS[r.reply]));
  if (r.standby) reply += `<span class="badge-pending ml-1">${escapeHtml(t("activations.roster.standby"))}</span>`;
  if (r.reply === "Delayed" && r.countedIn) {
    reply += `<span class="badge-approved ml-1">${escapeHtml(t("activations.roster.countedIn"))}</span>`;
  }
  const eta =
    r.etaMinutes && r.etaAtLabel ? t("activations.roster.etaAt", { minutes: r.etaMinutes, time: r.etaAtLabel }) : "—";
  const phone = r.phone
    ? `<span class="flex flex-wrap gap-x-3"><a class="link" href="${escapeHtml(`tel:${dialable(r.phone)}`)}">${escapeHtml(
        r.phone,
      )}</a><a class="link" href="${escapeHtml(`sms:${dialable(r.phone)}`)}" aria-label="${escapeHtml(
        t("activations.roster.textName", { name: r.displayName }),
      )}">${escapeHtml(t("activations.roster.text"))}</a></span>`
    : "—";
  return [
    cellInner(t("activations.col.reply"), reply),
    cellInner(t("activations.col.eta"), escapeHtml(eta)),
    cellInner(t("activations.col.replied"), escapeHtml(r.repliedLabel ?? "—")),
    cellInner(t("activations.col.delivery"), deliveryHtml(r.delivery, t)),
    cellInner(t("activations.col.phone"), phone),
  ];
}

/**
 * A roster row's cells before "On scene", each cell's content written as one HTML string inside
 * the <th>/<td> React renders (decision 040): the markup `RosterCellElements` renders, byte for
 * byte. They hold no form, state or effect (the row's check-in and count-in forms stay React
 * components in the last cell, which the server writes as one string with the whole row: decision 073), and their links are tel: and sms: links the router never handles.
 * React rendering them element by element (~25 elements and a dozen translations a row, 50 rows a
 * page) was a large part of the activation page's server CPU (docs/performance.md, seventh session).
 */
export function RosterCells({ r, t }: { r: RosterCellsRow; t: TFunction }) {
  const [reply, eta, replied, delivery, phone] = rosterCellsHtml(r, t);
  return (
    <>
      <th
        scope="row"
        className={STACKED_TABLE.rowHeader}
        dangerouslySetInnerHTML={{ __html: escapeHtml(r.displayName) }}
      />
      <td className={ROSTER_CELL_CLASS} dangerouslySetInnerHTML={{ __html: reply }} />
      <td className={ROSTER_CELL_CLASS} dangerouslySetInnerHTML={{ __html: eta }} />
      <td className={ROSTER_CELL_CLASS} dangerouslySetInnerHTML={{ __html: replied }} />
      <td className={ROSTER_CELL_CLASS} dangerouslySetInnerHTML={{ __html: delivery }} />
      <td className={ROSTER_CELL_CLASS} dangerouslySetInnerHTML={{ __html: phone }} />
    </>
  );
}
