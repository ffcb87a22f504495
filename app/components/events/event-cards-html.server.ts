import type { TFunction } from "~/i18n/translate";
import { escapeHtml } from "~/utils/html";
import {
  CALENDAR_ICON,
  EDIT_ICON,
  eventFactsHtml,
  FACTS_CLASS,
  ROSTER_ICON,
  RSVP_ANSWERS,
  rsvpCountsHtml,
  rsvpStatusLine,
  TIME_BADGES,
  type EventCardData,
  type EventCardsState,
} from "./event-card";

// The events list's cards written as one string on the server (decision 058): byte for byte what
// `EventCardElements` renders element by element (the card, its links and its RSVP form as the
// fetcher's form renders before hydration: no `enhanced` field, no pending answer, no error).
// tests/unit/event-cards.test.ts renders both ways over every shape of card, en/es/fr. The browser
// renders the cards as React components, and hydration finds these nodes as it would have rendered
// them (the links keep client navigation, the forms their fetchers and pending states).

/** Ids and slugs `<Link>` hands out unchanged (nothing to encode): anything else is left to React. */
const PLAIN = /^[A-Za-z0-9_-]+$/;

const ARTICLE_CLASS = "card flex scroll-mt-20 flex-col gap-3";
const HEADER_START = '<div class="flex flex-wrap items-start justify-between gap-2"><div class="min-w-0"><h3 id="';
const TITLE_CLASS = "[overflow-wrap:anywhere] text-lg font-semibold text-slate-900 dark:text-white";
const SOURCE_START = '<p class="text-sm text-slate-700 dark:text-slate-300">';
const SERIES_START = '<p class="text-sm text-slate-700 dark:text-slate-300" data-testid="event-series">';
const REASON_START = '<p class="text-sm font-medium text-red-800 dark:text-red-300">';
const DESCRIPTION_START =
  '<p class="whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-700 dark:text-slate-300">';
const ACTIONS_START = '<div class="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">';
const COUNTS_CLASS = "text-sm text-slate-700 dark:text-slate-300";
const MY_RSVP_START =
  '<p class="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="my-rsvp" aria-live="polite">';
const ANSWERS = Object.keys(RSVP_ANSWERS) as (keyof typeof RSVP_ANSWERS)[];

/**
 * The cards of the events list, or null when an event's id or chapter slug is not plain text (a
 * `<Link>` would encode it): React renders the list then.
 */
export function eventCardsHtml(events: readonly EventCardData[], state: EventCardsState, t: TFunction) {
  for (const e of events) if (!PLAIN.test(e.id) || !PLAIN.test(e.chapterSlug)) return null;
  // The texts every card shares, looked up once a list.
  const badge = {
    cancelled: `<span class="${TIME_BADGES.cancelled.className}">${escapeHtml(t(TIME_BADGES.cancelled.label))}</span>`,
    upcoming: `<span class="${TIME_BADGES.upcoming.className}">${escapeHtml(t(TIME_BADGES.upcoming.label))}</span>`,
    past: `<span class="${TIME_BADGES.past.className}">${escapeHtml(t(TIME_BADGES.past.label))}</span>`,
  };
  const calendar = CALENDAR_ICON + escapeHtml(t("content.events.card.addToCalendar"));
  const roster = `${ROSTER_ICON} <!-- -->${escapeHtml(t("content.events.card.roster"))}`;
  const edit = `${EDIT_ICON} <!-- -->${escapeHtml(t("content.events.card.edit"))}`;
  const buttons = ANSWERS.map((status) => escapeHtml(t(RSVP_ANSWERS[status].button)));
  const formStart =
    `<form method="post" action="${escapeHtml(state.formAction)}" class="mt-2">` +
    '<input type="hidden" name="intent" value="rsvp"/><input type="hidden" name="eventId" value="';
  const returnTo = escapeHtml(state.pathname + state.search);
  const joinChapter = escapeHtml(t("content.eventPage.joinChapter"));

  let html = "";
  for (const event of events) {
    const id = event.id;
    const title = escapeHtml(event.title);
    html +=
      `<article id="event-${id}" aria-labelledby="event-${id}-title" class="${ARTICLE_CLASS}" data-testid="event-card">` +
      `${HEADER_START}event-${id}-title" class="${TITLE_CLASS}" data-record="">` +
      `<a class="link" data-discover="true" href="/events/${id}">${title}</a></h3>` +
      `${SOURCE_START}${escapeHtml(event.chapterName)}</p></div>` +
      (event.status === "Cancelled" ? badge.cancelled : event.isUpcoming ? badge.upcoming : badge.past) +
      `</div><dl class="${FACTS_CLASS}">${eventFactsHtml(event, t)}</dl>`;
    if (event.seriesLabel) html += `${SERIES_START}${escapeHtml(event.seriesLabel)}</p>`;
    if (event.status === "Cancelled" && event.cancellationReason) {
      html += `${REASON_START}${escapeHtml(t("content.events.card.cancelledReason", { reason: event.cancellationReason }))}</p>`;
    }
    if (event.description) html += `${DESCRIPTION_START}${escapeHtml(event.description)}</p>`;
    html +=
      `${ACTIONS_START}<a href="/api/events/${id}/calendar" download="" class="btn-secondary self-start" aria-label="` +
      `${escapeHtml(t("content.events.card.addToCalendarFor", { title: event.title }))}">${calendar}</a>`;
    if (event.canSeeRoster) {
      html +=
        `<a class="btn-secondary self-start" aria-label="${escapeHtml(t("content.events.card.rosterFor", { title: event.title }))}"` +
        ` data-discover="true" href="/dashboard/events/${id}/roster">${roster}</a>`;
    }
    if (event.canEdit) {
      html +=
        `<a class="btn-secondary self-start" aria-label="${escapeHtml(t("content.events.card.editFor", { title: event.title }))}"` +
        ` data-discover="true" href="/dashboard/events/${id}/edit">${edit}</a>`;
    }
    if (event.isUpcoming && event.status !== "Cancelled") {
      const countsId = `event-${id}-rsvp-counts`;
      html +=
        `<div><p id="${countsId}" class="${COUNTS_CLASS}" data-testid="rsvp-counts">` +
        `${rsvpCountsHtml(event, event.counts, t)}</p>`;
      if (event.mayRsvp === false) {
        html +=
          `<p class="mt-2 text-sm" data-testid="rsvp-refused">` +
          `${escapeHtml(t("content.eventPage.membersOnly", { chapter: event.chapterName }))}<!-- --> ` +
          `<a class="link" data-discover="true" href="/chapters/${event.chapterSlug}">${joinChapter}</a></p>`;
      } else {
        html +=
          `${formStart}${id}"/><input type="hidden" name="idempotencyKey" value=""/>` +
          `<input type="hidden" name="redirectTo" value="${returnTo}#event-${id}"/>` +
          `<div class="flex flex-wrap gap-2" role="group" aria-label="${escapeHtml(
            t("content.events.rsvp.groupLabel", { title: event.title }),
          )}" aria-describedby="${countsId}">`;
        for (let i = 0; i < ANSWERS.length; i++) {
          const active = event.myRsvp === ANSWERS[i];
          html +=
            `<button type="submit" name="status" value="${ANSWERS[i]}" aria-pressed="${active}"` +
            ` class="${active ? "btn-primary" : "btn-secondary"}">${buttons[i]}</button>`;
        }
        html +=
          `</div></form>${MY_RSVP_START}` +
          `${escapeHtml(rsvpStatusLine(t, event.myWaitlistPosition, event.myRsvp))}</p>`;
      }
      html += "</div>";
    }
    html += "</div></article>";
  }
  return html;
}
