import { escapeHtml } from "~/utils/html";
import { SCOPE_BADGES, type AnnouncementCardsWriter } from "./announcement-card";

// The announcements list's cards written as one string on the server (decision 063, as the events
// list's cards: decision 058): byte for byte what `AnnouncementCard` renders element by element, each
// in the list's `contents` wrapper, the email form as its fetcher's form renders before hydration
// (no `enhanced` field, no pending label, no error). tests/unit/announcement-cards.test.ts renders
// both ways over every shape of card, en/es/fr, on several pages. The browser renders the cards as
// React components, which hydrate onto these nodes.

/** lucide's `Mail` icon as React renders it with the card's classes. */
const MAIL_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-mail h-4 w-4" aria-hidden="true">' +
  '<rect width="20" height="16" x="2" y="4" rx="2"></rect><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"></path></svg>';

const ARTICLE_CLASS = "card flex scroll-mt-20 flex-col gap-3";
const HEADER_START = '<div class="flex flex-wrap items-start justify-between gap-2"><div class="min-w-0"><h3 id="';
const TITLE_CLASS = "[overflow-wrap:anywhere] text-lg font-semibold text-slate-900 dark:text-white";
const SOURCE_START = '<p class="text-sm text-slate-700 dark:text-slate-300">';
const BODY_START =
  '<p class="whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-800 dark:text-slate-200">';
const POSTER_START = '<p class="text-xs text-slate-700 dark:text-slate-300"><span data-testid="announcement-poster">';

/** The cards of the announcements list, each in the list's `<div class="contents">`. */
export const announcementCardsHtml: AnnouncementCardsWriter = (announcements, state, t) => {
  // The texts every card shares, looked up once a list.
  const badge = {
    Global: `<span class="${SCOPE_BADGES.Global.className}">${escapeHtml(t(SCOPE_BADGES.Global.label))}</span>`,
    Chapter: `<span class="${SCOPE_BADGES.Chapter.className}">${escapeHtml(t(SCOPE_BADGES.Chapter.label))}</span>`,
  };
  const globalNetwork = escapeHtml(t("content.announcements.globalNetwork"));
  const formerMember = t("content.announcements.formerMember");
  const send = escapeHtml(t("content.email.send"));
  const formStart =
    `<div class="border-t border-slate-200 pt-3 dark:border-slate-700"><form method="post" action="${escapeHtml(state.formAction)}"` +
    ' class="flex flex-wrap items-center gap-3"><input type="hidden" name="intent" value="send-email"/>' +
    '<input type="hidden" name="announcementId" value="';
  const returnTo = escapeHtml(state.pathname + state.search);

  let html = "";
  for (const a of announcements) {
    const id = escapeHtml(a.id);
    const source = a.scope === "Global" ? globalNetwork : a.chapterName === null ? "" : escapeHtml(a.chapterName);
    html +=
      `<div class="contents"><article id="announcement-${id}" aria-labelledby="announcement-${id}-title"` +
      ` class="${ARTICLE_CLASS}" data-testid="announcement-card">` +
      `${HEADER_START}announcement-${id}-title" class="${TITLE_CLASS}" data-record="">${escapeHtml(a.title)}</h3>` +
      `${SOURCE_START}${source}</p></div>${badge[a.scope]}</div>` +
      `${BODY_START}${escapeHtml(a.body)}</p>` +
      `${POSTER_START}${escapeHtml(t("content.announcements.by", { name: a.posterName ?? formerMember }))}</span>` +
      ` <!-- -->· <time dateTime="${escapeHtml(a.createdIso)}">${escapeHtml(a.createdLabel)}</time></p>`;
    if (a.canSendEmail) {
      html +=
        `${formStart}${id}"/><input type="hidden" name="redirectTo" value="${returnTo}#announcement-${id}"/>` +
        `<button type="submit" class="btn-secondary" aria-label="` +
        `${escapeHtml(t("content.announcements.sendEmailFor", { title: a.title }))}">${MAIL_ICON} <!-- -->${send}</button>` +
        (a.lastSendLabel
          ? `<span class="text-xs text-slate-700 dark:text-slate-300" data-testid="last-send">${escapeHtml(a.lastSendLabel)}</span>`
          : "") +
        "</form></div>";
    }
    html += "</article></div>";
  }
  return html;
};
