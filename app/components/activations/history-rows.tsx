import { Link, useLocation, useNavigate } from "@remix-run/react";
import type { TFunction } from "~/i18n/translate";
import { formatInZone } from "~/utils/activation-format";
import { KindBadge } from "./my-activation-card";
import { kindTitle } from "./reply-controls";

/** A row of the activations list's history, as the loader sends it (`toHistoryRow`). */
export interface HistoryRowData {
  id: string;
  kind: "Drill" | "Real";
  title: string;
  status: string;
  chapterName: string;
  needed: number;
  alerted: number;
  replied: number;
  responders: number;
  repliedPercent: number;
  firstReply: string;
  createdAt: string;
  timeZone: string;
}

/** What the rows are written with: the page's `t`, number format and language. */
export interface HistoryText {
  t: TFunction;
  number: (value: number) => string;
  lang: string;
}

const ROW_CLASS = "border-b border-slate-100 last:border-0 dark:border-slate-800";

/** One call-out of the history, element by element (an id that is not a plain UUID; and the unit test's reference). */
export function HistoryRowElements({ h, text }: { h: HistoryRowData; text: HistoryText }) {
  const { t, number, lang } = text;
  return (
    <tr className={ROW_CLASS}>
      <td className="px-3 py-2">
        <KindBadge kind={h.kind} />{" "}
        <Link to={`/dashboard/activations/${h.id}`} className="link font-medium">
          {h.title}
        </Link>
        <div className="text-xs text-slate-700 dark:text-slate-300">{formatInZone(h.createdAt, h.timeZone, lang)}</div>
      </td>
      <td className="px-3 py-2">{h.chapterName}</td>
      <td className="px-3 py-2">
        {h.status === "Open" ? t("activations.status.open") : t("activations.status.closed")}
      </td>
      <td className="px-3 py-2">{number(h.alerted)}</td>
      <td className="px-3 py-2">
        {number(h.replied)} ({number(h.repliedPercent)}%)
      </td>
      <td className="px-3 py-2">{h.firstReply}</td>
      <td className="px-3 py-2">
        {number(h.responders)} / {number(h.needed)}
      </td>
    </tr>
  );
}

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied
 * (decision 044: imported from there, the module joins this route's scripts and splits a shared chunk).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** Ids the row's link takes as they are (what `<Link>` writes for them). */
const PLAIN_ID = /^[A-Za-z0-9-]+$/;
const TD = '<td class="px-3 py-2">';

/**
 * One row as the HTML `HistoryRowElements` renders, byte for byte: the same elements and attributes
 * in the same order, text escaped as React escapes it, and the `<!-- -->` React writes between
 * adjacent texts (an empty text writes nothing, so no marker beside it). Checked against
 * `HistoryRowElements` by `tests/unit/history-rows.test.ts`.
 */
function rowHtml(h: HistoryRowData, { t, number, lang }: HistoryText) {
  const badge =
    h.kind === "Drill"
      ? `<span class="badge bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">${escapeHtml(kindTitle(t, h.kind))}</span>`
      : `<span class="badge bg-red-700 text-white">${escapeHtml(t("activations.kind.realShort"))}</span>`;
  const status = h.status === "Open" ? t("activations.status.open") : t("activations.status.closed");
  return (
    `<tr class="${ROW_CLASS}">${TD}${badge} <a class="link font-medium" data-discover="true" href="/dashboard/activations/${h.id}">` +
    `${escapeHtml(h.title)}</a><div class="text-xs text-slate-700 dark:text-slate-300">${escapeHtml(
      formatInZone(h.createdAt, h.timeZone, lang),
    )}</div></td>` +
    `${TD}${escapeHtml(h.chapterName)}</td>${TD}${escapeHtml(status)}</td>${TD}${escapeHtml(number(h.alerted))}</td>` +
    `${TD}${texts(number(h.replied), " (", number(h.repliedPercent), "%)")}</td>${TD}${escapeHtml(h.firstReply)}</td>` +
    `${TD}${texts(number(h.responders), " / ", number(h.needed))}</td></tr>`
  );
}

/** Adjacent texts as React writes them: escaped, `<!-- -->` between two that are not empty. */
function texts(...parts: string[]) {
  return parts
    .filter((p) => p !== "")
    .map(escapeHtml)
    .join("<!-- -->");
}

/** The rows as one HTML string when every id is plain (see `PLAIN_ID`), else null. */
export function historyRowsHtml(rows: readonly HistoryRowData[], text: HistoryText) {
  return rows.every((h) => PLAIN_ID.test(h.id)) ? rows.map((h) => rowHtml(h, text)).join("") : null;
}

/**
 * `useDelegatedLinkClicks` of app/components/html-list-links.ts, copied: imported from there, the
 * module became a chunk of its own that the overview and readiness documents preload too, one more
 * script each (decision 040 names the same for the directory's cards).
 */
function useDelegatedLinkClicks() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: React.MouseEvent<HTMLElement>) => {
    // What <Link> does on a click: a plain left click on a same-window link navigates in the app.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute("href");
    if (!href?.startsWith("/")) return;
    event.preventDefault();
    navigate(href, { replace: href === `${location.pathname}${location.search}${location.hash}` });
  };
}

/**
 * The activations list's history (leaders and administrators): a page of call-outs with their reply
 * figures and a link to each roster. The rows are the same for every viewer of the page and hold no
 * form, so they are written as one HTML string inside the `<tbody>`, the markup `HistoryRowElements`
 * renders element by element (decision 040; docs/performance.md, eighth session); the roster links
 * are plain anchors, client navigations with JS (`useDelegatedLinkClicks`).
 */
export function HistoryRows({ rows, text }: { rows: readonly HistoryRowData[]; text: HistoryText }) {
  const onClick = useDelegatedLinkClicks();
  const html = historyRowsHtml(rows, text);
  if (html === null) {
    return (
      <tbody>
        {rows.map((h) => (
          <HistoryRowElements key={h.id} h={h} text={text} />
        ))}
      </tbody>
    );
  }
  // The handler delegates the links' own clicks (Enter on a focused link fires one too); the table
  // body itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
  return <tbody onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
