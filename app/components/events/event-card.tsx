import { Link, useFormAction, useLocation } from "@remix-run/react";
import { ClipboardList, Pencil } from "lucide-react";
import type { RsvpStatus } from "~/db/schema";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { CardActionError, ReturnFields, useCardAction } from "~/components/dashboard/card-action";
import { ContentCard, contentCardAnchor, type CardBadge } from "~/components/dashboard/content-card";
import { AddToCalendarLink } from "~/components/events/add-to-calendar";
import { OptionalText } from "~/components/dashboard/optional-text";
import { FactList } from "~/components/dashboard/fact-list";
import { ViewerTime } from "~/components/viewer-time";

export interface EventCardData {
  id: string;
  title: string;
  description: string | null;
  chapterName: string;
  chapterSlug: string;
  locationText: string;
  isUpcoming: boolean;
  /**
   * Pre-formatted on the server (so server and browser render the same): date and time in the
   * chapter's zone, and the viewer's own time when it reads differently.
   */
  dateLabel: string;
  timeLabel: string;
  viewerTimeLabel?: string | null;
  /** Places available (null: no limit), people waiting, and the viewer's place in that line. */
  capacity?: number | null;
  waitlistCount?: number;
  myWaitlistPosition?: number | null;
  /** Decided on the server by the access rules: leaders of the chapter and admins. */
  canSeeRoster?: boolean;
  /** May edit, reschedule or cancel it ("event.manage": leaders of the chapter, admins). */
  canEdit?: boolean;
  /** Cancelled events stay listed, marked, with the leader's reason; they take no RSVPs. */
  status?: "Scheduled" | "Cancelled";
  cancellationReason?: string | null;
  /** "Part of a series: every 2nd Tuesday of the month, until …" for an occurrence of a series. */
  seriesLabel?: string | null;
  /** Whether the viewer may answer (the `event.rsvp` rule); false shows why instead of the buttons. */
  mayRsvp?: boolean;
  startIso: string;
  counts: Record<RsvpStatus, number>;
  myRsvp: RsvpStatus | null;
}

/**
 * Each answer to an event: its button, and how the answer reads once given ("Your response:
 * Confirmed"), in the buttons' order.
 */
export const RSVP_ANSWERS = {
  Confirmed: { button: "content.events.rsvp.confirm", status: "content.events.status.Confirmed" },
  Maybe: { button: "content.events.rsvp.maybe", status: "content.events.status.Maybe" },
  Declined: { button: "content.events.rsvp.decline", status: "content.events.status.Declined" },
} as const satisfies Record<RsvpStatus, { button: string; status: string }>;

/** Whether the event is still to come or over, as the card's badge says it. */
export const TIME_BADGES = {
  upcoming: { label: "content.events.upcoming", className: "badge-approved" },
  past: { label: "content.events.past", className: "badge-neutral" },
  cancelled: { label: "content.events.cancelled", className: "badge-rejected" },
} as const satisfies Record<string, CardBadge>;

/**
 * An event's card in the list. The parts that hold no form (the facts, the calendar, roster and edit
 * links' contents, the RSVP counts) are written as HTML strings inside the elements React renders
 * (decision 044): twenty cards rendered element by element, icons and translations each, were most
 * of the events pages' render (docs/performance.md, eighth session). The title link, the links
 * themselves and the RSVP form stay React. `EventCardElements` is the same card element by element,
 * the reference tests/unit/event-cards.test.ts compares it with.
 */
export function EventCard({ event }: { event: EventCardData }) {
  return <EventCardParts event={event} asHtml />;
}

/** What the list's cards read from the page besides their events: where their forms post and come back to. */
export interface EventCardsState {
  /** The RSVP form's `action`, as the fetcher's form computes it on this page (`useFormAction()`). */
  formAction: string;
  pathname: string;
  search: string;
}

/**
 * Writes the list's cards as one string, byte for byte what `EventCardElements` renders for each,
 * or null (then React renders them). Set on the server only, by entry.server.tsx
 * (`event-cards-html.server.ts`, decision 058).
 */
export type EventCardsWriter = (
  events: readonly EventCardData[],
  state: EventCardsState,
  t: TFunction,
) => string | null;
let serverCardsWriter: EventCardsWriter | null = null;

export function writeEventCardsAsHtml(writer: EventCardsWriter | null) {
  serverCardsWriter = writer;
}

const CARDS_CLASS = "grid gap-4 lg:grid-cols-2";

/**
 * The events list's cards in their grid. On the server the grid's content is written as one string
 * of the same markup (decision 058, as the site's header: decision 053), the RSVP forms as they
 * render before hydration; the browser renders the cards (`EventCard`), and hydration finds the
 * server's elements as it would have rendered them: the links keep client navigation, the RSVP
 * forms their fetchers, optimistic counts and errors. Without JS the forms post to the page's action.
 */
export function EventCardList({ events }: { events: readonly EventCardData[] }) {
  const { t } = useT();
  const location = useLocation();
  const formAction = useFormAction();
  const html = serverCardsWriter?.(events, { formAction, pathname: location.pathname, search: location.search }, t);
  if (html != null) return <div className={CARDS_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={CARDS_CLASS}>
      {events.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </div>
  );
}

/** `EventCard` rendered element by element: the reference its strings are checked against. */
export function EventCardElements({ event }: { event: EventCardData }) {
  return <EventCardParts event={event} asHtml={false} />;
}

/** The element's content: `children`, or the same markup as a string (`html`) when the card writes strings. */
function content(html: string | null, children: React.ReactNode) {
  return html === null ? { children } : { dangerouslySetInnerHTML: { __html: html } };
}

export const FACTS_CLASS = "grid gap-1 text-sm text-slate-800 dark:text-slate-200";
const FACT_PAIR_CLASS = "flex gap-2";
const FACT_TERM_CLASS = "font-medium";
const LOCATION_CLASS = "min-w-0 [overflow-wrap:anywhere]";
const VIEWER_TIME_CLASS = "text-slate-600 dark:text-slate-400";

function EventCardParts({ event, asHtml }: { event: EventCardData; asHtml: boolean }) {
  const { t } = useT();
  const calendarLabel = t("content.events.card.addToCalendar");
  return (
    <ContentCard
      kind="event"
      item={event}
      href={`/events/${event.id}`}
      source={event.chapterName}
      badge={
        event.status === "Cancelled"
          ? TIME_BADGES.cancelled
          : event.isUpcoming
            ? TIME_BADGES.upcoming
            : TIME_BADGES.past
      }
    >
      {asHtml ? (
        <dl className={FACTS_CLASS} dangerouslySetInnerHTML={{ __html: eventFactsHtml(event, t) }} />
      ) : (
        <FactList
          className={FACTS_CLASS}
          pairClassName={FACT_PAIR_CLASS}
          termClassName={FACT_TERM_CLASS}
          facts={[
            { label: t("content.events.card.date"), value: <time dateTime={event.startIso}>{event.dateLabel}</time> },
            {
              label: t("content.events.card.time"),
              value: (
                <>
                  {event.timeLabel}
                  {/* ViewerTime renders nothing without a time: not called then (one catalogue lookup less per card). */}
                  {event.viewerTimeLabel ? (
                    <ViewerTime time={event.viewerTimeLabel} className={VIEWER_TIME_CLASS} />
                  ) : null}
                </>
              ),
            },
            { label: t("content.events.card.location"), value: event.locationText, valueClassName: LOCATION_CLASS },
          ]}
        />
      )}
      {event.seriesLabel ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="event-series">
          {event.seriesLabel}
        </p>
      ) : null}
      {event.status === "Cancelled" && event.cancellationReason ? (
        <p className="text-sm font-medium text-red-800 dark:text-red-300">
          {t("content.events.card.cancelledReason", { reason: event.cancellationReason })}
        </p>
      ) : null}
      <OptionalText
        text={event.description}
        className="whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-700 dark:text-slate-300"
      />
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">
        {asHtml ? (
          <a
            href={`/api/events/${event.id}/calendar`}
            download
            className="btn-secondary self-start"
            aria-label={t("content.events.card.addToCalendarFor", { title: event.title })}
            dangerouslySetInnerHTML={{ __html: CALENDAR_ICON + escapeHtml(calendarLabel) }}
          />
        ) : (
          <AddToCalendarLink
            eventId={event.id}
            className="btn-secondary self-start"
            label={calendarLabel}
            ariaLabel={t("content.events.card.addToCalendarFor", { title: event.title })}
          />
        )}
        {event.canSeeRoster ? (
          <Link
            to={`/dashboard/events/${event.id}/roster`}
            className="btn-secondary self-start"
            aria-label={t("content.events.card.rosterFor", { title: event.title })}
            {...content(
              asHtml ? `${ROSTER_ICON} <!-- -->${escapeHtml(t("content.events.card.roster"))}` : null,
              <>
                <ClipboardList aria-hidden="true" className="h-4 w-4" /> {t("content.events.card.roster")}
              </>,
            )}
          />
        ) : null}
        {event.canEdit ? (
          <Link
            to={`/dashboard/events/${event.id}/edit`}
            className="btn-secondary self-start"
            aria-label={t("content.events.card.editFor", { title: event.title })}
            {...content(
              asHtml ? `${EDIT_ICON} <!-- -->${escapeHtml(t("content.events.card.edit"))}` : null,
              <>
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t("content.events.card.edit")}
              </>,
            )}
          />
        ) : null}
        {event.isUpcoming && event.status !== "Cancelled" ? <RsvpControls event={event} t={t} asHtml={asHtml} /> : null}
      </div>
    </ContentCard>
  );
}

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied
 * (decision 044: importing the module changes how the build splits the dashboard's shared chunks).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** The lucide icons the card's links show, as lucide-react renders them (`aria-hidden`, `h-4 w-4`). */
const ICON_START =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide ';
export const CALENDAR_ICON =
  ICON_START +
  'lucide-calendar-plus h-4 w-4" aria-hidden="true"><path d="M8 2v4"></path><path d="M16 2v4"></path><path d="M21 13V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8"></path><path d="M3 10h18"></path><path d="M16 19h6"></path><path d="M19 16v6"></path></svg>';
export const ROSTER_ICON =
  ICON_START +
  'lucide-clipboard-list h-4 w-4" aria-hidden="true"><rect width="8" height="4" x="8" y="2" rx="1" ry="1"></rect><path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2"></path><path d="M12 11h4"></path><path d="M12 16h4"></path><path d="M8 11h.01"></path><path d="M8 16h.01"></path></svg>';
export const EDIT_ICON =
  ICON_START +
  'lucide-pencil h-4 w-4" aria-hidden="true"><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"></path><path d="m15 5 4 4"></path></svg>';

/** The inner HTML of the card's facts (date, time with the viewer's own, place): `FactList`'s markup for them. */
export function eventFactsHtml(event: EventCardData, t: TFunction) {
  const pair = (label: string, value: string, valueClass?: string) =>
    `<div class="${FACT_PAIR_CLASS}"><dt class="${FACT_TERM_CLASS}">${escapeHtml(label)}</dt><dd${
      valueClass === undefined ? "" : ` class="${valueClass}"`
    }>${value}</dd></div>`;
  const viewerTime = event.viewerTimeLabel
    ? `<p class="${VIEWER_TIME_CLASS}" data-testid="viewer-time">${escapeHtml(
        t("common.event.yourTime", { time: event.viewerTimeLabel }),
      )}</p>`
    : "";
  return (
    pair(
      t("content.events.card.date"),
      `<time dateTime="${escapeHtml(event.startIso)}">${escapeHtml(event.dateLabel)}</time>`,
    ) +
    pair(t("content.events.card.time"), escapeHtml(event.timeLabel) + viewerTime) +
    pair(t("content.events.card.location"), escapeHtml(event.locationText), LOCATION_CLASS)
  );
}

/**
 * Confirm / Maybe / Decline as one fetcher form: plain posts without JS, optimistic with JS. `t` is
 * the card's (a list of 20 cards otherwise looks the catalogue up again in each part of each card).
 * The counts line is a string when the card writes strings (its optimistic figures too).
 */
function RsvpControls({ event, t, asHtml }: { event: EventCardData; t: TFunction; asHtml: boolean }) {
  const { fetcher, error } = useCardAction();
  const pendingStatus = fetcher.formData?.get("status") as RsvpStatus | undefined;
  const current = pendingStatus ?? event.myRsvp;
  // Optimistic counts: move the user's vote to the button just pressed until the server answers.
  const counts = { ...event.counts };
  if (pendingStatus && pendingStatus !== event.myRsvp) {
    if (event.myRsvp) counts[event.myRsvp] = Math.max(0, counts[event.myRsvp] - 1);
    counts[pendingStatus] += 1;
  }
  const countsId = `event-${event.id}-rsvp-counts`;
  return (
    <div>
      <p
        id={countsId}
        className="text-sm text-slate-700 dark:text-slate-300"
        data-testid="rsvp-counts"
        {...content(
          asHtml ? rsvpCountsHtml(event, counts, t) : null,
          <>
            <span>{t("content.events.counts.confirmed", { count: counts.Confirmed })}</span> ·{" "}
            <span>{t("content.events.counts.maybe", { count: counts.Maybe })}</span> ·{" "}
            <span>{t("content.events.counts.declined", { count: counts.Declined })}</span>
            {event.capacity != null ? (
              <>
                {" "}
                ·{" "}
                <span>
                  {t("content.events.counts.placesLeft", {
                    left: Math.max(0, event.capacity - event.counts.Confirmed),
                    count: event.capacity,
                  })}
                </span>
                {event.waitlistCount ? (
                  <span> · {t("content.events.counts.waitlist", { count: event.waitlistCount })}</span>
                ) : null}
              </>
            ) : null}
          </>,
        )}
      />
      {event.mayRsvp === false ? (
        <RsvpRefused chapterName={event.chapterName} chapterSlug={event.chapterSlug} className="mt-2 text-sm" />
      ) : (
        <>
          <RsvpButtons
            t={t}
            fetcher={fetcher}
            eventId={event.id}
            title={event.title}
            current={current}
            describedBy={countsId}
            anchor={contentCardAnchor("event", event.id)}
            className="mt-2"
          />
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="my-rsvp" aria-live="polite">
            {rsvpStatusLine(t, pendingStatus ? null : event.myWaitlistPosition, current)}
          </p>
          <CardActionError text={error && t("content.events.rsvp.failedWith", { error })} />
        </>
      )}
    </div>
  );
}

/** The inner HTML of the RSVP counts line, as `RsvpControls` renders it element by element (`<!-- -->` between adjacent texts). */
export function rsvpCountsHtml(event: EventCardData, counts: Record<RsvpStatus, number>, t: TFunction) {
  const span = (text: string) => `<span>${escapeHtml(text)}</span>`;
  let html =
    span(t("content.events.counts.confirmed", { count: counts.Confirmed })) +
    " ·<!-- --> " +
    span(t("content.events.counts.maybe", { count: counts.Maybe })) +
    " ·<!-- --> " +
    span(t("content.events.counts.declined", { count: counts.Declined }));
  if (event.capacity != null) {
    html +=
      " <!-- -->·<!-- --> " +
      span(
        t("content.events.counts.placesLeft", {
          left: Math.max(0, event.capacity - event.counts.Confirmed),
          count: event.capacity,
        }),
      );
    if (event.waitlistCount) {
      html += `<span> · <!-- -->${escapeHtml(t("content.events.counts.waitlist", { count: event.waitlistCount }))}</span>`;
    }
  }
  return html;
}

/** The viewer's answer as a sentence: on the waitlist (with their place), their answer, or none yet. */
export function RsvpStatusText({
  waitlistPosition,
  current,
}: {
  waitlistPosition: number | null | undefined;
  current: RsvpStatus | null | undefined;
}) {
  const { t } = useT();
  return <>{rsvpStatusLine(t, waitlistPosition, current)}</>;
}

/** `RsvpStatusText`'s sentence. */
export function rsvpStatusLine(
  t: TFunction,
  waitlistPosition: number | null | undefined,
  current: RsvpStatus | null | undefined,
) {
  return waitlistPosition
    ? t("content.events.rsvp.onWaitlist", { position: waitlistPosition })
    : current
      ? t("content.events.rsvp.yourResponse", { status: t(RSVP_ANSWERS[current].status) })
      : t("content.events.rsvp.none");
}

/** Why the viewer has no RSVP buttons (the `event.rsvp` rule said no), and the way in: the chapter page. */
export function RsvpRefused({
  chapterName,
  chapterSlug,
  className,
}: {
  chapterName: string;
  chapterSlug: string;
  className?: string;
}) {
  const { t } = useT();
  return (
    <p className={className} data-testid="rsvp-refused">
      {t("content.eventPage.membersOnly", { chapter: chapterName })}{" "}
      <Link to={`/chapters/${chapterSlug}`} className="link">
        {t("content.eventPage.joinChapter")}
      </Link>
    </p>
  );
}

/**
 * The RSVP buttons as one form posted to the current page's action (`intent=rsvp`): a plain post
 * comes back to the page (at `anchor` when given, so it opens where the form was) with a toast; with
 * JS the fetcher answers in place.
 */
export function RsvpForm(props: Omit<Parameters<typeof RsvpButtons>[0], "t">) {
  const { t } = useT();
  return <RsvpButtons t={t} {...props} />;
}

/** `RsvpForm` with the caller's `t`. */
function RsvpButtons({
  t,
  fetcher,
  eventId,
  title,
  current,
  describedBy,
  anchor,
  className,
}: {
  t: TFunction;
  fetcher: ReturnType<typeof useCardAction>["fetcher"];
  eventId: string;
  title: string;
  current: RsvpStatus | null | undefined;
  describedBy?: string;
  anchor?: string;
  className?: string;
}) {
  return (
    <fetcher.Form method="post" className={className} preventScrollReset>
      <input type="hidden" name="intent" value="rsvp" />
      <input type="hidden" name="eventId" value={eventId} />
      {/* Renewed at each submit by the offline queue (app/offline/queue.client.ts); the server applies a key once. */}
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <ReturnFields anchor={anchor} />
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t("content.events.rsvp.groupLabel", { title })}
        aria-describedby={describedBy}
      >
        {(Object.keys(RSVP_ANSWERS) as RsvpStatus[]).map((status) => {
          const active = current === status;
          return (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              aria-pressed={active}
              className={active ? "btn-primary" : "btn-secondary"}
            >
              {t(RSVP_ANSWERS[status].button)}
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
