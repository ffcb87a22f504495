import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog-link";
import {
  EmptyState,
  FilterForm,
  FilterSelect,
  PageHeader,
  Pager,
  pageParam,
  SearchInput,
  StatCard,
  StatGrid,
  Tabs,
} from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EventCard } from "~/components/events/event-card";
import { EventForm } from "~/components/events/event-form";
import { eventTimeLabels } from "~/components/events/format";
import { dialogChapterOptions, filterChapterOptions } from "~/models/chapter-options.server";
import { EventListQuerySchema } from "~/models/event.schema";
import { countEvents, EVENTS_PAGE_SIZE, getEventStats, listEvents } from "~/models/event.server";
import { RsvpSchema } from "~/models/rsvp.schema";
import { idempotencyKeyOf, once } from "~/models/idempotency.server";
import { setRsvp } from "~/models/rsvp.server";
import { isEnhanced, redirectTarget, respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";
import { getTimezone } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const url = new URL(request.url);
  const query = EventListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const chapterId = query.chapter && query.chapter !== "all" ? query.chapter : undefined;
  const timeZone = getTimezone(user.id);
  const now = new Date();
  const stats = getEventStats();
  // Without a search or chapter filter the tab counts are the network totals: don't count twice.
  const tabCounts =
    !query.q && !chapterId
      ? { upcoming: stats.upcoming, past: stats.past }
      : countEvents({ q: query.q, chapterId }, now);
  const total =
    query.time === "upcoming"
      ? tabCounts.upcoming
      : query.time === "past"
        ? tabCounts.past
        : tabCounts.upcoming + tabCounts.past;
  const page = pageParam(url.searchParams);
  const offset = (page - 1) * EVENTS_PAGE_SIZE;
  const events = listEvents(user, { q: query.q, chapterId, time: query.time }, now, {
    limit: EVENTS_PAGE_SIZE,
    offset,
  });
  const canCreate = can(user, "content.post");
  return json({
    filters: { q: query.q ?? "", chapter: chapterId ?? "all", time: query.time },
    stats,
    tabCounts,
    total,
    page,
    hasNext: offset + events.length < total,
    chapters: filterChapterOptions(user, chapterId).map((c) => ({ id: c.id, name: c.name })),
    canCreate,
    postable: canCreate
      ? (dialogChapterOptions(user)?.map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })) ?? null)
      : [],
    timeZone,
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      chapterName: e.chapterName,
      chapterSlug: e.chapterSlug,
      locationText: e.locationText,
      isUpcoming: e.isUpcoming,
      ...eventTimeLabels(e.startAt, e.endAt, e.chapterTimeZone, timeZone),
      startIso: e.startAt.toISOString(),
      counts: e.counts,
      myRsvp: e.myRsvp,
      capacity: e.capacity,
      waitlistCount: e.waitlistCount,
      myWaitlistPosition: e.myWaitlistPosition,
      canSeeRoster: can(user, "event.roster", e.chapterId),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "rsvp") return json({ ok: false, error: "Unknown action" }, { status: 400 });
  const back = redirectTarget(formData, "/dashboard/events");
  const fail = async (message: string, status: number) =>
    isEnhanced(formData)
      ? json({ ok: false as const, error: message }, { status })
      : redirectWithToast(back, { title: "Failed to update RSVP", description: message, type: "error" });

  const parsed = RsvpSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Invalid input", 400);
  let result;
  try {
    // A form replayed from the offline queue (issue 19) is recognised by its key and not applied twice.
    const applied = once(user.id, idempotencyKeyOf(formData), "rsvp", () => setRsvp(user, parsed.data));
    result = applied.replayed ? { waitlisted: false } : applied.value;
  } catch (error) {
    if (isAccessError(error)) return fail(error.message, error.status);
    throw error;
  }
  return respondWithToast(formData, {
    redirectTo: back,
    fallback: "/dashboard/events",
    toast: result.waitlisted
      ? {
          title: "Added to Waitlist",
          description: "The event is full: you will get an email if a place opens.",
          type: "success",
        }
      : { title: "RSVP Updated", description: "Your response has been recorded.", type: "success" },
  });
}

const TIME_OPTIONS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "all", label: "All" },
];

export default function EventsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, tabCounts, events, total, page, hasNext } = data;
  const filtered = !!filters.q || filters.chapter !== "all";
  const heading = filters.time === "past" ? "Past Events" : filters.time === "all" ? "All Events" : "Upcoming Events";
  return (
    <div>
      <PageHeader
        title="Events & Training"
        description="Training sessions, drills and meetings across the network's chapters."
        actions={
          data.canCreate ? (
            data.postable ? (
              <CreateEventButton chapters={data.postable} timeZone={data.timeZone} />
            ) : (
              <Link to="/dashboard/events/new" className="btn-primary">
                <span aria-hidden="true">+</span> Create Event
              </Link>
            )
          ) : null
        }
      />
      <StatGrid columns={3}>
        <StatCard label="Upcoming Events" value={stats.upcoming} icon="◷" testId="stat-upcoming" />
        <StatCard label="Past Events" value={stats.past} icon="✓" testId="stat-past" />
        <StatCard label="Active Chapters" value={stats.activeChapters} icon="⌂" testId="stat-chapters" />
      </StatGrid>
      <FilterForm
        key={JSON.stringify(filters)}
        label="Search events"
        clearHref={`/dashboard/events?time=${filters.time}`}
      >
        <SearchInput label="Search" defaultValue={filters.q} placeholder="Title, description or location" />
        <FilterSelect
          label="Chapter"
          name="chapter"
          defaultValue={filters.chapter}
          options={[
            { value: "all", label: "All Chapters" },
            ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <FilterSelect label="Time" name="time" defaultValue={filters.time} options={TIME_OPTIONS} />
      </FilterForm>
      <Tabs
        label="Event time"
        param="time"
        current={filters.time}
        clear={["page"]}
        items={[
          { value: "upcoming", label: "Upcoming", count: tabCounts.upcoming },
          { value: "past", label: "Past", count: tabCounts.past },
        ]}
      />
      <section aria-labelledby="events-heading">
        <h2 id="events-heading" className="mb-3 text-lg font-semibold">
          {heading} <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({total})</span>
        </h2>
        {events.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {events.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </div>
        ) : page > 1 && total > 0 ? (
          <EmptyState
            headingLevel={3}
            title="No More Events"
            description="This page is past the end of the list."
            action={
              <a className="btn-secondary" href={`/dashboard/events?${pageOneSearch(filters)}`}>
                Back to Page 1
              </a>
            }
          />
        ) : (
          <EmptyState
            headingLevel={3}
            title={filtered ? "No Events Found" : filters.time === "past" ? "No Past Events" : "No Upcoming Events"}
            description={
              filtered
                ? "No events match your search. Try other words or clear the filters."
                : "When chapters schedule training and meetings, they appear here."
            }
            action={
              filtered ? (
                <a className="btn-secondary" href={`/dashboard/events?time=${filters.time}`}>
                  Clear Filters
                </a>
              ) : null
            }
          />
        )}
        <Pager page={page} hasNext={hasNext} label="Event pages" />
      </section>
    </div>
  );
}

function pageOneSearch(filters: { q: string; chapter: string; time: string }) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.chapter !== "all") params.set("chapter", filters.chapter);
  params.set("time", filters.time);
  return params.toString();
}

// The list revalidates by itself after the dialog's fetcher posts; the dialog only has to close.
function CreateEventButton({
  chapters,
  timeZone,
}: {
  chapters: Array<{ id: string; name: string; timeZone: string }>;
  timeZone: string;
}) {
  return (
    <DialogLink
      href="/dashboard/events/new"
      title="Create Event"
      className="btn-primary"
      content={(close) => <EventForm chapters={chapters} timeZone={timeZone} onCancel={close} onCreated={close} />}
    >
      <span aria-hidden="true">+</span> Create Event
    </DialogLink>
  );
}

export const meta: MetaFunction = () => [{ title: "Events & Training | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
