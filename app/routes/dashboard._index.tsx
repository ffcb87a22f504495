import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatAuditEntry } from "~/models/audit-format";
import { getI18n } from "~/i18n/i18n.server";
import { countChaptersByStatus } from "~/models/chapter.server";
import { countMembershipStats } from "~/models/membership.server";
import { getMetricsFor, listRecentActivity } from "~/models/metrics.server";
import { getTimezone } from "~/models/settings.server";
import { formatDateTime } from "~/utils/misc";
import { requireActor } from "~/access/actor.server";
import { TrainingOverviewCards } from "~/components/training/overview-card";
import { myTrainingOverview } from "~/models/credential-overview.server";
import { dashboardAccess } from "~/access/rules.server";
import { MyOpenActivations } from "~/components/activations/my-activation-card";
import { listMyOpenActivations } from "~/models/activation.server";
import { toMyActivationCard } from "~/models/activation-view.server";
import { CalendarFeedCard, MyChapters, MyPendingRequests, MyRsvps } from "~/components/home/member-home";
import { memberHome } from "~/models/member-home-view.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const access = dashboardAccess(user);
  const home = memberHome(user, request);
  const i18n = await getI18n(request);
  const activity = access.isAdmin
    ? listRecentActivity(5).map((a) => ({ id: a.id, text: formatAuditEntry(a, i18n), createdAt: a.createdAt }))
    : null;
  return json({
    displayName: user.displayName,
    isAdmin: access.isAdmin,
    isLeader: access.isLeader,
    metrics: access.canManage ? getMetricsFor(user) : null,
    pendingChapters: access.isAdmin ? countChaptersByStatus(user).Pending : null,
    pendingMemberships: access.canManage ? countMembershipStats(user).pending : null,
    activity,
    timeZone: getTimezone(user.id),
    training: myTrainingOverview(user),
    // The training overview cards and the open-activation cards translate with their namespaces.
    i18n: i18n.messages("training", "activations"),
    openActivations: listMyOpenActivations(user).map(toMyActivationCard),
    ...home,
  });
}

function QuickAction({ to, children, hint }: { to: string; children: React.ReactNode; hint?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-4 py-3 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <span>{children}</span>
        {hint ? (
          <span className="badge-pending shrink-0">{hint}</span>
        ) : (
          <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
        )}
      </Link>
    </li>
  );
}

export default function DashboardOverview() {
  const data = useLoaderData<typeof loader>();
  const {
    displayName,
    isAdmin,
    isLeader,
    metrics,
    pendingChapters,
    pendingMemberships,
    activity,
    timeZone,
    openActivations,
  } = data;
  return (
    <>
      <PageHeader
        title="Dashboard Overview"
        description={`Welcome back, ${displayName}! Here's what's happening across ${
          isAdmin ? "the network" : isLeader ? "your chapters" : "your preparedness network"
        }.`}
      />

      {/* Slots for the other features' own sections: open activations (issue 16) first. */}
      <MyOpenActivations activations={openActivations} />

      <MyChapters chapters={data.myChapters} />
      <MyPendingRequests requests={data.myRequests} />
      {data.hasChapter || data.myRsvps.length ? <MyRsvps rsvps={data.myRsvps} /> : null}

      {metrics ? (
        <section aria-labelledby="metrics-heading">
          <h2 id="metrics-heading" className="sr-only">
            {isAdmin ? "Network metrics" : "Metrics for your chapters"}
          </h2>
          <StatGrid>
            <StatCard label="Total Chapters" value={metrics.totalChapters} icon="chapters" testId="metric-chapters" />
            <StatCard
              label="Active Members"
              value={metrics.totalMembers}
              icon="members"
              hint="People with an approved membership"
              testId="metric-members"
            />
            <StatCard label="Upcoming Events" value={metrics.upcomingEvents} icon="events" testId="metric-events" />
            <StatCard
              label="Approval Rate"
              value={`${metrics.approvalRate}%`}
              icon="done"
              hint={`${metrics.approvedChapters} of ${metrics.totalChapters} chapters approved`}
              testId="metric-approval"
            />
          </StatGrid>
        </section>
      ) : null}

      {!data.hasChapter && !isAdmin ? (
        <section
          aria-labelledby="getting-started-heading"
          className="card mb-6 border-brand-100 bg-brand-50 dark:bg-slate-900"
        >
          <h2 id="getting-started-heading" className="text-lg font-semibold">
            Getting Started
          </h2>
          <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
            Join a local chapter to take part in training, events and response teams near you.
          </p>
          <Link to="/chapters" className="btn-primary mt-4">
            Find a Chapter
          </Link>
        </section>
      ) : null}

      {/* Slot: training records, credentials expiring (issue 17). */}
      <TrainingOverviewCards {...data.training} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="activity-heading" className="card">
          <h2 id="activity-heading" className="text-lg font-semibold">
            Recent Activity
          </h2>
          {activity ? (
            activity.length ? (
              <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" data-testid="recent-activity">
                {activity.map((a) => (
                  <li key={a.id} className="py-2">
                    <p className="text-sm">{a.text}</p>
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, timeZone)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No activity yet.</p>
            )
          ) : (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              Activity tracking available for administrators.
            </p>
          )}
        </section>

        <section aria-labelledby="quick-actions-heading" className="card">
          <h2 id="quick-actions-heading" className="text-lg font-semibold">
            Quick Actions
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {isLeader || isAdmin ? (
              <>
                <QuickAction to="/dashboard/events/new">Create Event</QuickAction>
                <QuickAction to="/dashboard/resources/new">Upload Resource</QuickAction>
              </>
            ) : null}
            {isLeader && !isAdmin && pendingMemberships ? (
              <QuickAction to="/dashboard/members?tab=pending" hint={`${pendingMemberships} pending`}>
                Review Join Requests
              </QuickAction>
            ) : null}
            {isAdmin ? (
              <>
                <QuickAction
                  to="/dashboard/chapters?tab=pending"
                  hint={pendingChapters ? `${pendingChapters} pending` : undefined}
                >
                  Approve Chapters
                </QuickAction>
                <QuickAction to="/dashboard/announcements/new?scope=Global">Global Announcement</QuickAction>
              </>
            ) : null}
            <QuickAction to="/chapters">View Chapters</QuickAction>
            <QuickAction to="/dashboard/resources">Browse Resources</QuickAction>
          </ul>
        </section>
      </div>

      <div className="mt-6">
        <CalendarFeedCard webcalUrl={data.feed.webcalUrl} httpsUrl={data.feed.httpsUrl} />
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Dashboard Overview | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
