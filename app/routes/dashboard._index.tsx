import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { describeAuditRow } from "~/models/audit-log.server";
import { countChaptersByStatus } from "~/models/chapter.server";
import { countPendingMemberships } from "~/models/membership.server";
import { getMetricsFor, listRecentActivity } from "~/models/metrics.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { requireActor } from "~/access/actor.server";
import { TrainingOverviewCards } from "~/components/training/overview-card";
import { CardSection } from "~/components/training/section";
import { myTrainingOverview } from "~/models/credential-overview.server";
import { dashboardAccess } from "~/access/rules.server";
import { MyOpenActivations } from "~/components/activations/my-activation-card";
import { RunningActivations } from "~/components/activations/run-activations";
import { listMyOpenActivations, listOpenActivationsToRun } from "~/models/activation-lists.server";
import { toMyActivationCard, toRunCard } from "~/models/activation-view.server";
import {
  CalendarFeedCard,
  MyChapters,
  MyPendingRequests,
  MyRsvps,
  newAccountWelcome,
  REQUESTS_SHOWN,
} from "~/components/home/member-home";
import { memberHome } from "~/models/member-home-view.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { isNewAccount } from "~/models/user.server";

/** The overview's welcome line by whose figures it shows. */
const WELCOME = {
  network: "dashboard.home.welcomeNetwork",
  chapters: "dashboard.home.welcomeChapters",
  own: "dashboard.home.welcomeMember",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const access = dashboardAccess(user);
  const i18n = await getI18n(request);
  const { myRequests, ...home } = memberHome(user, request, i18n.lang);
  const allRequests = new URL(request.url).searchParams.get("requests") === "all";
  const activity = access.canReadAudit
    ? listRecentActivity(user, 5).map((a) => ({ id: a.id, text: describeAuditRow(a, i18n), createdAt: a.createdAt }))
    : null;
  return json({
    meta: { title: i18n.t("dashboard.home.title") },
    displayName: user.displayName,
    newAccount: isNewAccount(user),
    access,
    metrics: access.canReadMetrics ? getMetricsFor(user) : null,
    pendingChapters: access.canReviewChapters ? countChaptersByStatus(user).Pending : null,
    pendingMemberships: access.canManage ? countPendingMemberships(user) : null,
    activity,
    training: myTrainingOverview(user),
    // The training overview cards and the open-activation cards translate with their namespaces.
    i18n: i18n.messages("training", "activations"),
    openActivations: listMyOpenActivations(user).map(toMyActivationCard),
    // The call-outs this leader (or admin) runs, with their counts and a link to each roster.
    runningActivations: listOpenActivationsToRun(user).map(toRunCard),
    ...home,
    // The newest few of the viewer's pending requests, or all of them when asked (`?requests=all`).
    myRequests: allRequests ? myRequests : myRequests.slice(0, REQUESTS_SHOWN),
    requestCount: myRequests.length,
    // A new account's greeting names the chapter of its newest join request, listed or not.
    joinRequest: myRequests.find((r) => r.kind === "membership")?.name ?? null,
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
  const { displayName, access, metrics, pendingChapters, pendingMemberships, activity, openActivations } = data;
  const { t, number, dateTime } = useT();
  return (
    <>
      <PageHeader
        title={t("dashboard.home.title")}
        description={
          (data.newAccount &&
            newAccountWelcome(
              t,
              displayName,
              data.myChapters,
              data.joinRequest ? [{ kind: "membership", name: data.joinRequest }] : [],
              data.hasChapter,
              access.reach === "network",
            )) ||
          t(WELCOME[access.reach], { name: displayName })
        }
      />

      {/* Slots for the other features' own sections: open activations (issue 16) first. */}
      <RunningActivations activations={data.runningActivations} />
      <MyOpenActivations activations={openActivations} />

      <MyChapters chapters={data.myChapters} />
      <MyPendingRequests requests={data.myRequests} total={data.requestCount} />
      {data.hasChapter || data.myRsvps.length ? <MyRsvps rsvps={data.myRsvps} /> : null}

      {metrics ? (
        <section aria-labelledby="metrics-heading">
          <h2 id="metrics-heading" className="sr-only">
            {access.reach === "network" ? t("dashboard.home.metricsNetwork") : t("dashboard.home.metricsChapters")}
          </h2>
          <StatGrid>
            {[
              {
                label: t("dashboard.home.totalChapters"),
                value: number(metrics.totalChapters),
                icon: "chapters",
                testId: "metric-chapters",
              },
              {
                label: t("dashboard.home.activeMembers"),
                value: number(metrics.totalMembers),
                icon: "members",
                hint: t("dashboard.home.activeMembersHint"),
                testId: "metric-members",
              },
              {
                label: t("dashboard.home.upcomingEvents"),
                value: number(metrics.upcomingEvents),
                icon: "events",
                testId: "metric-events",
              },
              {
                label: t("dashboard.home.approvalRate"),
                value: t("dashboard.home.percent", { value: metrics.approvalRate }),
                icon: "done",
                hint: t("dashboard.home.approvalRateHint", {
                  approved: metrics.approvedChapters,
                  total: metrics.totalChapters,
                }),
                testId: "metric-approval",
              },
            ].map((stat) => (
              <StatCard key={stat.testId} {...stat} />
            ))}
          </StatGrid>
        </section>
      ) : null}

      {!data.hasChapter && access.reach !== "network" ? (
        <CardSection
          id="getting-started-heading"
          className="mb-6 border-brand-100 bg-brand-50 dark:bg-slate-900"
          title={t("dashboard.home.gettingStarted")}
        >
          <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{t("dashboard.home.gettingStartedText")}</p>
          <Link to="/chapters" className="btn-primary mt-4">
            {t("dashboard.home.findChapter")}
          </Link>
        </CardSection>
      ) : null}

      {/* Slot: training records, credentials expiring (issue 17). */}
      <TrainingOverviewCards {...data.training} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {/* Administrators (the network) and leaders (their chapters): the audit log's newest rows. */}
        {activity ? (
          <CardSection id="activity-heading" title={t("dashboard.home.recentActivity")}>
            {activity.length ? (
              <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" data-testid="recent-activity">
                {activity.map((a) => (
                  <li key={a.id} className="py-2">
                    <p className="text-sm">{a.text}</p>
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      <time dateTime={a.createdAt}>{dateTime(a.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.home.noActivity")}</p>
            )}
            <Link
              to="/dashboard/audit"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline dark:text-red-300"
            >
              {t("dashboard.home.auditLog")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </CardSection>
        ) : null}

        <CardSection id="quick-actions-heading" title={t("dashboard.home.quickActions")}>
          <ul className="mt-3 flex flex-col gap-2">
            {access.canPost ? (
              <>
                <QuickAction to="/dashboard/events/new">{t("dashboard.home.createEvent")}</QuickAction>
                <QuickAction to="/dashboard/resources/new">{t("dashboard.home.uploadResource")}</QuickAction>
              </>
            ) : null}
            {access.reach === "chapters" && pendingMemberships ? (
              <QuickAction
                to="/dashboard/members?tab=pending"
                hint={t("dashboard.home.pendingCount", { count: pendingMemberships })}
              >
                {t("dashboard.home.reviewJoinRequests")}
              </QuickAction>
            ) : null}
            {access.canReviewChapters ? (
              <QuickAction
                to="/dashboard/chapters?tab=pending"
                hint={pendingChapters ? t("dashboard.home.pendingCount", { count: pendingChapters }) : undefined}
              >
                {t("dashboard.home.approveChapters")}
              </QuickAction>
            ) : null}
            {access.canPostGlobal ? (
              <QuickAction to="/dashboard/announcements/new?scope=Global">
                {t("dashboard.home.globalAnnouncement")}
              </QuickAction>
            ) : null}
            <QuickAction to="/chapters">{t("dashboard.home.viewChapters")}</QuickAction>
            <QuickAction to="/dashboard/resources">{t("dashboard.home.browseResources")}</QuickAction>
          </ul>
        </CardSection>
      </div>

      <div className="mt-6">
        <CalendarFeedCard webcalUrl={data.feed.webcalUrl} httpsUrl={data.feed.httpsUrl} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.meta.title ?? "Dashboard Overview"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
