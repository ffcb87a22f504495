import { escapeHtml } from "~/utils/html";
import { ACCESS_BADGE, ACCESS_KEYS, fileKind, type ResourceCardsWriter } from "./resource-card";

// The resource library's cards written as one string on the server (decision 063, as the events
// list's cards: decision 058): byte for byte what `ResourceCard` renders element by element, each in
// the list's `contents` wrapper. tests/unit/resource-cards.test.ts renders both ways over every shape
// of card, en/es/fr. The browser renders the cards as React components, which hydrate onto these
// nodes (the title and edit links keep client navigation).

/** Ids `<Link>` hands out unchanged (nothing to encode): anything else leaves the list to React. */
const PLAIN = /^[A-Za-z0-9_-]+$/;

/** lucide's `Link2` icon as React renders it with the card's classes. */
const LINK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-link2 h-5 w-5">' +
  '<path d="M9 17H7A5 5 0 0 1 7 7h2"></path><path d="M15 7h2a5 5 0 1 1 0 10h-2"></path>' +
  '<line x1="8" x2="16" y1="12" y2="12"></line></svg>';

const ICON_CLASS = "grid h-11 w-11 shrink-0 place-items-center rounded-md text-xs font-bold";
const TITLE_CLASS = "[overflow-wrap:anywhere] text-base font-semibold text-slate-900 dark:text-white";
const DESCRIPTION_START =
  '<p class="line-clamp-3 [overflow-wrap:anywhere] text-sm text-slate-700 dark:text-slate-300">';
const NEW_TAB = '" target="_blank" rel="noopener noreferrer" class="';

/** The cards of the resource list, each in the list's `<div class="contents">`; null for an id a link would encode. */
export const resourceCardsHtml: ResourceCardsWriter = (resources, t) => {
  for (const r of resources) if (!PLAIN.test(r.id)) return null;
  // The texts every card shares, looked up once a list.
  const texts = new Map<string, string>();
  const text = (key: string) => {
    let value = texts.get(key);
    if (value === undefined) texts.set(key, (value = escapeHtml(t(key))));
    return value;
  };
  const download = t("content.resources.download");
  const openLink = t("content.resources.openLink");
  const view = t("content.resources.view");

  let html = "";
  for (const r of resources) {
    const kind = fileKind(r.fileUrl);
    const primary = r.fileUrl
      ? { href: r.fileUrl, label: download }
      : r.linkUrl
        ? { href: r.linkUrl, label: openLink }
        : { href: `/dashboard/resources/${r.id}`, label: view };
    html +=
      `<div class="contents"><article aria-labelledby="resource-${r.id}-title" class="card flex flex-col gap-3" data-testid="resource-card">` +
      `<div class="flex items-start gap-3"><span class="${ICON_CLASS} ${kind.className}" data-testid="resource-icon"` +
      ` data-kind="${kind.label}" aria-hidden="true">${r.fileUrl ? escapeHtml(kind.label) : LINK_ICON}</span>` +
      `<div class="min-w-0 flex-1"><h3 id="resource-${r.id}-title" class="${TITLE_CLASS}">` +
      `<a class="hover:underline" data-discover="true" href="/dashboard/resources/${r.id}">${escapeHtml(r.title)}</a></h3>` +
      `<p class="text-sm text-slate-700 dark:text-slate-300"><span class="sr-only">${text(kind.name)}<!-- -->, </span>` +
      `${r.chapterName === null ? text("content.resources.global") : escapeHtml(r.chapterName)}</p></div>` +
      `<span class="${ACCESS_BADGE[r.accessLevel]}">${text(ACCESS_KEYS[r.accessLevel])}</span></div>` +
      (r.description ? `${DESCRIPTION_START}${escapeHtml(r.description)}</p>` : "") +
      `<p class="text-xs text-slate-700 dark:text-slate-300"><span data-testid="resource-version">` +
      `${escapeHtml(t("content.resources.version", { version: r.version }))}</span> ·<!-- --> <!-- -->` +
      `${escapeHtml(t("content.resources.updatedOn", { date: r.updatedLabel }))}</p>` +
      `<div class="mt-auto flex flex-wrap gap-2"><a href="${escapeHtml(primary.href)}${NEW_TAB}btn-primary" aria-label="` +
      `${escapeHtml(t("content.resources.newTabLabel", { action: primary.label, title: r.title }))}">${escapeHtml(primary.label)}</a>`;
    if (r.fileUrl && r.linkUrl) {
      html +=
        `<a href="${escapeHtml(r.linkUrl)}${NEW_TAB}btn-secondary" aria-label="` +
        `${escapeHtml(t("content.resources.newTabLabel", { action: openLink, title: r.title }))}">${escapeHtml(openLink)}</a>`;
    }
    if (r.canEdit) {
      html +=
        `<a class="btn-secondary" aria-label="${escapeHtml(t("content.resources.editFor", { title: r.title }))}"` +
        ` data-discover="true" href="/dashboard/resources/${r.id}/edit">${text("content.resources.edit")}</a>`;
    }
    html += "</div></article></div>";
  }
  return html;
};
