import { Link } from "@remix-run/react";
import { CalendarPlus } from "lucide-react";
import { useT } from "~/i18n/react";
import { ConfirmAction } from "../confirm-action";
import { AddToCalendarLink } from "../events/add-to-calendar";
import { PromptLink } from "../prompt-link";
import { ViewerTime } from "../viewer-time";
import { CardSection, Section } from "../training/section";

/** A member's own overview sections (dashboard home). Labels are formatted on the server. */

export interface HomeEventView {
  id: string;
  title: string;
  chapterName: string;
  chapterSlug: string;
  locationText: string;
  startIso: string;
  dateLabel: string;
  timeLabel: string;
  viewerTimeLabel: string | null;
}

export interface HomeChapterView {
  id: string;
  name: string;
  slug: string;
  place: string;
  role: "Leader" | "Member";
  nextEvents: HomeEventView[];
}

export interface HomeRsvpView extends HomeEventView {
  status: "Confirmed" | "Maybe" | "Declined";
  waitlisted: boolean;
}

export interface HomeRequestView {
  id: string;
  kind: "membership" | "role" | "chapter";
  /** The chapter's name, or the requested role. */
  name: string;
  createdAt: string;
}

const ROLE_REQUEST_KEYS: Record<string, string> = {
  ChapterLeader: "dashboard.home.requestLeader",
  GlobalAdmin: "dashboard.home.requestAdmin",
  Member: "dashboard.home.requestMember",
};

/**
 * A new account's greeting (its first day), by where the person stands: administering the network
 * (the review queues, whatever chapters they are in, as the usual greeting speaks of the network),
 * leading a chapter, a member of one (its next steps), waiting for a join request to be decided, or
 * yet to find one. Null when none fits (only a paused membership): the usual greeting applies.
 */
export function newAccountWelcome(
  t: (key: string, vars?: Record<string, string>) => string,
  name: string,
  chapters: Array<Pick<HomeChapterView, "name" | "role">>,
  requests: Array<Pick<HomeRequestView, "kind" | "name">>,
  hasChapter: boolean,
  administersNetwork = false,
) {
  if (administersNetwork) return t("dashboard.home.welcomeNewAdmin", { name });
  const led = chapters.find((c) => c.role === "Leader");
  if (led) return t("dashboard.home.welcomeNewLeader", { name, chapter: led.name });
  if (chapters[0]) return t("dashboard.home.welcomeNewMember", { name, chapter: chapters[0].name });
  const waiting = requests.find((r) => r.kind === "membership");
  if (waiting) return t("dashboard.home.welcomeNewPending", { name, chapter: waiting.name });
  return hasChapter ? null : t("dashboard.home.welcomeNew", { name });
}

function EventLine({ event }: { event: HomeEventView }) {
  return (
    <>
      <p className="font-medium text-slate-900 dark:text-white">
        <Link to={`/events/${event.id}`} className="link">
          {event.title}
        </Link>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <time dateTime={event.startIso}>{event.dateLabel}</time>, {event.timeLabel}
      </p>
      <ViewerTime time={event.viewerTimeLabel} />
    </>
  );
}

export function MyChapters({ chapters }: { chapters: HomeChapterView[] }) {
  const { t } = useT();
  if (!chapters.length) return null;
  return (
    <Section id="my-chapters-heading" className="mb-6" testId="my-chapters" title={t("dashboard.home.myChapters")}>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {chapters.map((c) => (
          <li key={c.id} className="card flex flex-col">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">
                  <Link to={`/chapters/${c.slug}`} className="link break-words">
                    {c.name}
                  </Link>
                </h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{c.place}</p>
              </div>
              <span className={c.role === "Leader" ? "badge-approved" : "badge-neutral"}>
                {c.role === "Leader" ? t("dashboard.home.roleLeader") : t("dashboard.home.roleMember")}
              </span>
            </div>
            <h4 className="mt-3 text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t("dashboard.home.nextEvents")}
            </h4>
            {c.nextEvents.length ? (
              <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-700">
                {c.nextEvents.map((e) => (
                  <li key={e.id} className="py-2">
                    <EventLine event={e} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.home.noUpcomingEvents")}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MyRsvps({ rsvps }: { rsvps: HomeRsvpView[] }) {
  const { t } = useT();
  return (
    <CardSection id="my-rsvps-heading" className="mb-6" testId="my-rsvps" title={t("dashboard.home.myUpcomingEvents")}>
      {rsvps.length ? (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {rsvps.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <EventLine event={e} />
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {e.chapterName} ·{" "}
                  {e.waitlisted
                    ? t("dashboard.home.onWaitlist")
                    : e.status === "Maybe"
                      ? t("dashboard.home.saidMaybe")
                      : t("dashboard.home.going")}
                </p>
              </div>
              <AddToCalendarLink
                eventId={e.id}
                className="btn-secondary shrink-0"
                label={t("dashboard.home.addToCalendar")}
                ariaLabel={t("dashboard.home.addToCalendarLabel", { title: e.title })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <PromptLink
          className="mt-2 text-sm text-slate-700 dark:text-slate-300"
          to="/dashboard/events"
          link={t("dashboard.home.browseEvents")}
        >
          {t("dashboard.home.noRsvps")}
        </PromptLink>
      )}
    </CardSection>
  );
}

/**
 * How many of the viewer's pending requests the overview lists, newest first; a link below them
 * (`?requests=all`, a plain link that works without JS) lists them all. Someone with dozens of
 * requests waiting (an administrator who proposed many chapters) otherwise got all of them, unpaged,
 * on every visit to the overview.
 */
export const REQUESTS_SHOWN = 5;

/** `requests`: the ones the loader listed (the newest, or all); `total`: how many are waiting. */
export function MyPendingRequests({ requests, total }: { requests: HomeRequestView[]; total: number }) {
  const { t, date } = useT();
  if (!requests.length) return null;
  return (
    <CardSection
      id="my-requests-heading"
      className="mb-6"
      testId="my-requests"
      title={t("dashboard.home.waitingForApproval")}
    >
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 break-words">
              {r.kind === "membership"
                ? t("dashboard.home.requestJoin", { chapter: r.name })
                : r.kind === "chapter"
                  ? t("dashboard.home.requestChapter", { chapter: r.name })
                  : t(ROLE_REQUEST_KEYS[r.name] ?? "dashboard.home.requestMember")}
            </span>
            <span className="text-xs text-slate-700 dark:text-slate-300">
              {t("dashboard.home.sent", { date: date(r.createdAt) })}
            </span>
          </li>
        ))}
      </ul>
      {requests.length < total ? (
        <Link
          to="/dashboard?requests=all#my-requests-heading"
          className="link mt-2 inline-block text-sm"
          data-testid="my-requests-all"
        >
          {t("dashboard.home.allRequests", { count: total })}
        </Link>
      ) : null}
    </CardSection>
  );
}

/** The personal calendar feed: subscribe links and a reset behind a confirmation. */
export function CalendarFeedCard({ webcalUrl, httpsUrl }: { webcalUrl: string; httpsUrl: string }) {
  const { t } = useT();
  return (
    <section
      id="calendar-feed"
      aria-labelledby="calendar-feed-heading"
      className="card mb-6"
      data-testid="calendar-feed"
    >
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        {t("dashboard.feed.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.feed.description")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={webcalUrl} className="btn-primary">
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.feed.subscribe")}
        </a>
        <ConfirmAction
          intent="reset-feed"
          targetId="me"
          fields={{}}
          action="/dashboard/calendar-feed"
          label={t("dashboard.feed.reset")}
          title={t("dashboard.feed.resetTitle")}
          description={t("dashboard.feed.resetDescription")}
          confirmLabel={t("dashboard.feed.reset")}
          pendingLabel={t("dashboard.feed.resetting")}
        />
      </div>
      <label htmlFor="calendar-feed-url" className="label mt-3">
        {t("dashboard.feed.otherApps")}
      </label>
      <input id="calendar-feed-url" readOnly value={httpsUrl} className="input font-mono text-xs" />
    </section>
  );
}
