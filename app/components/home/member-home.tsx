import { Link } from "@remix-run/react";
import { CalendarPlus } from "lucide-react";
import { ConfirmAction } from "../confirm-action";

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
  label: string;
  createdLabel: string;
}

function EventLine({ event }: { event: HomeEventView }) {
  return (
    <>
      <p className="font-medium text-slate-900 dark:text-white">{event.title}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <time dateTime={event.startIso}>{event.dateLabel}</time>, {event.timeLabel}
      </p>
      {event.viewerTimeLabel ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">Your time: {event.viewerTimeLabel}</p>
      ) : null}
    </>
  );
}

export function MyChapters({ chapters }: { chapters: HomeChapterView[] }) {
  if (!chapters.length) return null;
  return (
    <section aria-labelledby="my-chapters-heading" className="mb-6" data-testid="my-chapters">
      <h2 id="my-chapters-heading" className="mb-3 text-lg font-semibold">
        My Chapters
      </h2>
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
              <span className={c.role === "Leader" ? "badge-approved" : "badge-neutral"}>{c.role}</span>
            </div>
            <h4 className="mt-3 text-sm font-semibold text-slate-800 dark:text-slate-200">Next events</h4>
            {c.nextEvents.length ? (
              <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-700">
                {c.nextEvents.map((e) => (
                  <li key={e.id} className="py-2">
                    <EventLine event={e} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">No upcoming events yet.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyRsvps({ rsvps }: { rsvps: HomeRsvpView[] }) {
  return (
    <section aria-labelledby="my-rsvps-heading" className="card mb-6" data-testid="my-rsvps">
      <h2 id="my-rsvps-heading" className="text-lg font-semibold">
        My Upcoming Events
      </h2>
      {rsvps.length ? (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {rsvps.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <EventLine event={e} />
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {e.chapterName} ·{" "}
                  {e.waitlisted ? "On the waitlist" : e.status === "Maybe" ? "You said maybe" : "You are going"}
                </p>
              </div>
              <a
                href={`/api/events/${e.id}/calendar`}
                download
                className="btn-secondary shrink-0"
                aria-label={`Add ${e.title} to calendar (.ics)`}
              >
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                Add to Calendar
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          You have not said you are coming to any upcoming event.{" "}
          <Link to="/dashboard/events" className="link">
            Browse events
          </Link>
        </p>
      )}
    </section>
  );
}

export function MyPendingRequests({ requests }: { requests: HomeRequestView[] }) {
  if (!requests.length) return null;
  return (
    <section aria-labelledby="my-requests-heading" className="card mb-6" data-testid="my-requests">
      <h2 id="my-requests-heading" className="text-lg font-semibold">
        Waiting for Approval
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 break-words">{r.label}</span>
            <span className="text-xs text-slate-700 dark:text-slate-300">Sent {r.createdLabel}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The personal calendar feed: subscribe links and a reset behind a confirmation. */
export function CalendarFeedCard({ webcalUrl, httpsUrl }: { webcalUrl: string; httpsUrl: string }) {
  return (
    <section
      id="calendar-feed"
      aria-labelledby="calendar-feed-heading"
      className="card mb-6"
      data-testid="calendar-feed"
    >
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        My Calendar Feed
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Events you are coming to and every event of your chapters, kept up to date in your phone&apos;s calendar. Keep
        this link private: anyone who has it can see these events.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={webcalUrl} className="btn-primary">
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          Subscribe
        </a>
        <ConfirmAction
          intent="reset-feed"
          targetId="me"
          fields={{}}
          action="/dashboard/calendar-feed"
          label="Reset link"
          title="Reset your calendar link?"
          description="The current link stops working at once. Calendars subscribed with it stop updating until you subscribe again with the new link."
          confirmLabel="Reset link"
          pendingLabel="Resetting..."
        />
      </div>
      <label htmlFor="calendar-feed-url" className="label mt-3">
        Link for other calendar apps
      </label>
      <input id="calendar-feed-url" readOnly value={httpsUrl} className="input font-mono text-xs" />
    </section>
  );
}
