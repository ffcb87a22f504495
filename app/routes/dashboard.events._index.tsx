import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentListPage } from "~/components/content/list-page";
import { EmptyState, Pager, pageParam } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { EventCardList } from "~/components/events/event-card";
import { EventForm } from "~/components/events/event-form";
import { eventTimeLabels } from "~/components/events/format";
import { EventListQuerySchema } from "~/models/event.schema";
import { countEvents, EVENTS_PAGE_SIZE, getEventStats, listEvents } from "~/models/event.server";
import { can } from "~/access/rules.server";
import { seriesRulesOf } from "~/models/event-series.server";
import { seriesLabel } from "~/utils/series-label";
import { handleRsvpPost } from "~/flows/rsvp-post.server";
import { dialogChapters, filterChapters, requireContentList } from "~/flows/content-list.server";
import { sessionPageHandle } from "~/utils/cache-control";
import { useT } from "~/i18n/react";

// The event list is read far more than events or RSVPs change: the server may keep it per session.
export const handle = sessionPageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n, url, query, timeZone, canCreate } = await requireContentList(request, EventListQuerySchema);
  const chapterId = query.chapter && query.chapter !== "all" ? query.chapter : undefined;
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
    // A search's counts choose how its page is read (the same rows either way).
    matches: query.q ? tabCounts : undefined,
  });
  // Only occurrences of a series have a rule to read: a page without any reads none.
  const series = seriesRulesOf(events.filter((e) => e.seriesId).map((e) => e.id));
  return json({
    filters: { q: query.q ?? "", chapter: chapterId ?? "all", time: query.time },
    stats,
    tabCounts,
    total,
    page,
    hasNext: offset + events.length < total,
    chapters: filterChapters(user, chapterId),
    canCreate,
    postable: canCreate ? dialogChapters(user) : [],
    timeZone,
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      chapterName: e.chapterName,
      chapterSlug: e.chapterSlug,
      locationText: e.locationText,
      isUpcoming: e.isUpcoming,
      ...eventTimeLabels(e.startAt, e.endAt, e.chapterTimeZone, timeZone, i18n.lang),
      startIso: e.startAt.toISOString(),
      counts: e.counts,
      myRsvp: e.myRsvp,
      capacity: e.capacity,
      waitlistCount: e.waitlistCount,
      myWaitlistPosition: e.myWaitlistPosition,
      canSeeRoster: can(user, "event.roster", e.chapterId),
      canEdit: can(user, "event.manage", e.chapterId),
      status: e.status,
      cancellationReason: e.cancellationReason,
      seriesLabel: series.has(e.id) ? seriesLabel(series.get(e.id)!, i18n.t, i18n.lang) : null,
      // Listed events are approved chapters' (listEvents); the rule decides the buttons, setRsvp enforces it.
      mayRsvp: can(user, "event.rsvp", {
        chapterId: e.chapterId,
        chapterStatus: "Approved",
        openToNetwork: e.openToNetwork,
      }),
    })),
    title: i18n.t("content.events.title"),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== "rsvp") return json({ ok: false, error: "Unknown action" }, { status: 400 });
  return handleRsvpPost(request, formData, "/dashboard/events");
}

const TIME_OPTIONS = [
  { value: "upcoming", label: "content.events.upcoming" },
  { value: "past", label: "content.events.past" },
  { value: "all", label: "content.list.all" },
] as const;

const HEADINGS = {
  upcoming: "content.events.upcomingEvents",
  past: "content.events.pastEvents",
  all: "content.events.allEvents",
} as const;

export default function EventsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, tabCounts, events, total, page, hasNext } = data;
  const { t } = useT();
  const filtered = !!filters.q || filters.chapter !== "all";
  const heading = t(HEADINGS[filters.time]);
  return (
    <ContentListPage
      title={t("content.events.title")}
      description={t("content.events.intro")}
      create={
        data.canCreate
          ? {
              href: "/dashboard/events/new",
              label: t("content.events.create"),
              dialog: data.postable
                ? (close) => (
                    <EventForm chapters={data.postable!} timeZone={data.timeZone} onCancel={close} onCreated={close} />
                  )
                : null,
            }
          : null
      }
      stats={[
        { label: t("content.events.upcomingEvents"), value: stats.upcoming, icon: "◷", testId: "stat-upcoming" },
        { label: t("content.events.pastEvents"), value: stats.past, icon: "✓", testId: "stat-past" },
        { label: t("content.events.activeChapters"), value: stats.activeChapters, icon: "⌂", testId: "stat-chapters" },
      ]}
      filters={{
        values: filters,
        label: t("content.events.searchLabel"),
        clearHref: `/dashboard/events?time=${filters.time}`,
        searchPlaceholder: t("content.events.searchPlaceholder"),
        selects: [
          {
            label: t("content.form.chapter"),
            name: "chapter",
            defaultValue: filters.chapter,
            options: [
              { value: "all", label: t("content.list.allChapters") },
              ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
            ],
          },
          {
            label: t("content.events.time"),
            name: "time",
            defaultValue: filters.time,
            options: TIME_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })),
          },
        ],
      }}
      tabs={{
        label: t("content.events.timeTabs"),
        param: "time",
        current: filters.time,
        clear: ["page"],
        items: [
          { value: "upcoming", label: t("content.events.upcoming"), count: tabCounts.upcoming },
          { value: "past", label: t("content.events.past"), count: tabCounts.past },
        ],
      }}
    >
      <section aria-labelledby="events-heading">
        <h2 id="events-heading" className="mb-3 text-lg font-semibold">
          {heading} <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({total})</span>
        </h2>
        {events.length ? (
          <EventCardList events={events} />
        ) : page > 1 && total > 0 ? (
          <EmptyState
            headingLevel={3}
            title={t("content.events.noMore")}
            description={t("content.list.pastTheEnd")}
            action={
              <a className="btn-secondary" href={`/dashboard/events?${pageOneSearch(filters)}`}>
                {t("content.list.backToPageOne")}
              </a>
            }
          />
        ) : (
          <EmptyState
            headingLevel={3}
            title={
              filtered
                ? t("content.events.noneFound")
                : filters.time === "past"
                  ? t("content.events.nonePast")
                  : t("content.events.noneUpcoming")
            }
            description={filtered ? t("content.events.noneFoundText") : t("content.events.noneText")}
            action={
              filtered ? (
                <a className="btn-secondary" href={`/dashboard/events?time=${filters.time}`}>
                  {t("content.list.clearFilters")}
                </a>
              ) : null
            }
          />
        )}
        <Pager page={page} hasNext={hasNext} label={t("content.events.pages")} />
      </section>
    </ContentListPage>
  );
}

function pageOneSearch(filters: { q: string; chapter: string; time: string }) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.chapter !== "all") params.set("chapter", filters.chapter);
  params.set("time", filters.time);
  return params.toString();
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Events & Training"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
