import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { CalendarPlus, ClipboardList, ExternalLink, MapPin, Pencil } from "lucide-react";
import { BackLink } from "~/components/back-link";
import { CardActionError, useCardAction } from "~/components/dashboard/card-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RsvpForm, RsvpRefused, RsvpStatusText } from "~/components/events/event-card";
import { Section } from "~/components/training/section";
import { ViewerTime } from "~/components/viewer-time";
import type { RsvpStatus } from "~/db/schema";
import { eventPageAction, eventPageLoader } from "~/flows/event-page.server";
import { useT } from "~/i18n/react";
import { publicPageHandle } from "~/utils/cache-control";
import { pageMeta, siteTitle } from "~/utils/page-meta";

// The same page for every anonymous visitor of a public event: shared caches may keep it (decision 008).
export const handle = publicPageHandle;

export const loader = (args: LoaderFunctionArgs) => eventPageLoader(args);
export const action = (args: ActionFunctionArgs) => eventPageAction(args);

type Data = SerializeFrom<typeof loader>;

export default function EventPage() {
  const data = useLoaderData<typeof loader>();
  const { event } = data;
  const { t } = useT();
  const cancelled = event.status === "Cancelled";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to={`/chapters/${event.chapterSlug}`} className="text-sm">
        {t("content.eventPage.backToChapter", { chapter: event.chapterName })}
      </BackLink>
      <header className="mt-4 flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {cancelled ? (
            <span className="badge-rejected">{t("content.eventPage.cancelled")}</span>
          ) : (
            <span className={data.isUpcoming ? "badge-approved" : "badge-neutral"}>
              {data.isUpcoming ? t("content.events.upcoming") : t("content.events.past")}
            </span>
          )}
          {event.openToNetwork ? <span className="badge-neutral">{t("content.eventPage.openToNetwork")}</span> : null}
        </div>
        <h1 className="[overflow-wrap:anywhere] text-3xl font-bold tracking-tight">{event.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          <Link to={`/chapters/${event.chapterSlug}`} className="link">
            {event.chapterName}
          </Link>
        </p>
        {data.seriesLabel ? (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="event-series">
            {data.seriesLabel}
          </p>
        ) : null}
        {data.mayEdit || data.mayCancel ? (
          <div className="flex flex-wrap gap-2" data-testid="event-manage">
            {data.mayEdit ? (
              <Link
                to={`/dashboard/events/${event.id}/edit`}
                className="btn-secondary"
                aria-label={t("content.events.card.editFor", { title: event.title })}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t("content.events.card.edit")}
              </Link>
            ) : null}
            {data.mayCancel ? (
              <Link
                to={`/dashboard/events/${event.id}/cancel`}
                className="btn-danger"
                aria-label={t("content.events.edit.cancelFor", { title: event.title })}
              >
                {t("content.events.edit.cancelEvent")}
              </Link>
            ) : null}
          </div>
        ) : null}
      </header>

      {cancelled ? (
        <div
          role="status"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
        >
          <p className="font-semibold">{t("content.eventPage.cancelledText")}</p>
          {event.cancellationReason ? (
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{event.cancellationReason}</p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section id="when-heading" title={t("content.eventPage.when")} className="card">
            <p className="font-medium">
              <time dateTime={event.startIso}>{event.dateLabel}</time>
            </p>
            <p data-testid="event-time">{event.timeLabel}</p>
            <ViewerTime time={event.viewerTimeLabel} className="text-sm text-slate-700 dark:text-slate-300" />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t("content.eventPage.zone", { zone: event.chapterTimeZone.replace(/_/g, " ") })}
            </p>
          </Section>

          <Section id="where-heading" title={t("content.eventPage.where")} className="card">
            <p className="[overflow-wrap:anywhere]">{event.locationText}</p>
            <a
              href={event.mapsUrl}
              className="link mt-2 inline-flex items-center gap-1 text-sm"
              rel="noopener noreferrer"
              target="_blank"
            >
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {t("content.eventPage.openInMaps")}
              <ExternalLink aria-hidden="true" className="h-3 w-3" />
              <span className="sr-only">{t("content.eventPage.newWindow")}</span>
            </a>
          </Section>

          {event.description ? (
            <Section id="about-heading" title={t("content.eventPage.about")} className="card">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{event.description}</p>
            </Section>
          ) : null}

          {event.whatToBring ? (
            <Section id="bring-heading" title={t("content.eventPage.whatToBring")} className="card">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]" data-testid="what-to-bring">
                {event.whatToBring}
              </p>
            </Section>
          ) : null}

          {data.roster ? <RosterSection data={data} /> : null}
        </div>

        <div className="space-y-6">
          <Section id="rsvp" title={t("content.eventPage.rsvpHeading")} className="card scroll-mt-20">
            <Places data={data} />
            <RsvpArea data={data} />
          </Section>

          <Section id="calendar-heading" title={t("content.eventPage.calendarHeading")} className="card">
            <div className="flex flex-col gap-2">
              <a href={`/api/events/${event.id}/calendar`} download className="btn-secondary self-start">
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                {t("content.events.card.addToCalendar")}
              </a>
              {data.checkInOpen ? (
                <Link to={`/dashboard/events/${event.id}/attendance`} className="btn-primary self-start">
                  {t("content.eventPage.checkIn")}
                </Link>
              ) : null}
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** Capacity, places left and the waitlist, as numbers anyone who may see the event may read. */
function Places({ data }: { data: Data }) {
  const { t } = useT();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="event-places">
      {data.event.capacity === null ? (
        <span>{t("content.eventPage.noLimit")}</span>
      ) : (
        <span>{t("content.events.counts.placesLeft", { left: data.placesLeft ?? 0, count: data.event.capacity })}</span>
      )}
      {" · "}
      <span>{t("content.events.counts.confirmed", { count: data.counts.Confirmed })}</span>
      {data.waitlistCount ? <span> · {t("content.events.counts.waitlist", { count: data.waitlistCount })}</span> : null}
    </p>
  );
}

/**
 * The viewer's answer: sign in first (a visitor), the reason they may not answer (not in the
 * chapter), closed (started or cancelled), or the buttons. A plain post comes back to `#rsvp` with a
 * toast, so the page opens where the form was; with JS the fetcher answers in place.
 */
function RsvpArea({ data }: { data: Data }) {
  const { t } = useT();
  const { fetcher, error } = useCardAction();
  const { event } = data;
  if (!data.signedIn) {
    const login = `/auth/login?${new URLSearchParams({ redirectTo: `/events/${event.id}` })}`;
    return (
      <p className="mt-3 text-sm">
        <Link to={login} className="btn-primary">
          {t("content.eventPage.signInToRsvp")}
        </Link>
      </p>
    );
  }
  if (!data.mayRsvp) {
    return <RsvpRefused chapterName={event.chapterName} chapterSlug={event.chapterSlug} className="mt-3 text-sm" />;
  }
  const pending = fetcher.formData?.get("status") as RsvpStatus | undefined;
  const current = pending ?? data.myRsvp;
  return (
    <div className="mt-3">
      <p className="text-sm" data-testid="my-rsvp" aria-live="polite">
        <RsvpStatusText waitlistPosition={pending ? null : data.myWaitlistPosition} current={current} />
      </p>
      {data.rsvpOpen ? (
        <RsvpForm
          fetcher={fetcher}
          eventId={event.id}
          title={event.title}
          current={current}
          anchor="rsvp"
          className="mt-3"
        />
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {event.status === "Cancelled" ? t("content.eventPage.rsvpCancelled") : t("content.eventPage.rsvpClosed")}
        </p>
      )}
      <CardActionError text={error && t("content.events.rsvp.failedWith", { error })} />
    </div>
  );
}

/** Who is coming, for the chapter's leaders (and admins): names and answers; contacts on the roster page. */
function RosterSection({ data }: { data: Data }) {
  const { t } = useT();
  const roster = data.roster!;
  const going = roster.rows.filter((r) => r.status === "Confirmed" && r.waitlistPosition === null);
  const waiting = roster.rows.filter((r) => r.waitlistPosition !== null);
  const maybe = roster.rows.filter((r) => r.status === "Maybe");
  const groups = [
    { key: "going", title: t("content.eventPage.going", { count: going.length }), rows: going },
    { key: "waiting", title: t("content.eventPage.waiting", { count: waiting.length }), rows: waiting },
    { key: "maybe", title: t("content.eventPage.maybe", { count: maybe.length }), rows: maybe },
  ].filter((g) => g.rows.length);
  return (
    <Section id="roster-heading" title={t("content.eventPage.rosterHeading")} className="card" testId="event-roster">
      {groups.length ? (
        groups.map((g) => (
          <div key={g.key} className="mt-2">
            <h3 className="text-sm font-semibold">{g.title}</h3>
            <ul className="mt-1 list-inside list-disc text-sm">
              {g.rows.map((r) => (
                <li key={r.userId}>
                  {r.displayName}
                  {r.waitlistPosition ? ` (${r.waitlistPosition})` : ""}
                </li>
              ))}
            </ul>
          </div>
        ))
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("content.eventPage.nobodyYet")}</p>
      )}
      <Link to={`/dashboard/events/${data.event.id}/roster`} className="btn-secondary mt-4">
        <ClipboardList aria-hidden="true" className="h-4 w-4" /> {t("content.eventPage.fullRoster")}
      </Link>
    </Section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(siteTitle(data.title)) : pageMeta(siteTitle("Event Not Found"));

/** Not found (or not for this reader): a visitor is told that signing in may show it; nothing says it exists. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const signIn = !!(error.data && typeof error.data === "object" && "signIn" in error.data && error.data.signIn);
    const login = `/auth/login?${new URLSearchParams({ redirectTo: location.pathname })}`;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t("common.event.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {signIn ? t("common.event.notFoundSignIn") : t("common.event.notFoundText")}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {signIn ? (
            <Link to={login} className="btn-primary">
              {t("common.event.signIn")}
            </Link>
          ) : null}
          <Link to="/chapters" className={signIn ? "btn-secondary" : "btn-primary"}>
            {t("common.error.findChapter")}
          </Link>
        </div>
      </div>
    );
  }
  return <GeneralErrorBoundary />;
}
