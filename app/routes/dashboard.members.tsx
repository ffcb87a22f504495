import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/dashboard/empty-state";
import { FilterForm, FilterSelect, SearchInput } from "~/components/dashboard/filter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { IntentButton, ReviewActions } from "~/components/dashboard/review-actions";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import {
  RejectionReason,
  ReviewStatusFilter,
  ReviewTabs,
  ReviewListSection,
  reviewPage,
  STATUS_KEYS,
} from "~/components/dashboard/review-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import type { MembershipStatus } from "~/db/schema";
import {
  approveMembership,
  countMembershipStats,
  demoteMembership,
  listMembershipsForManagement,
  promoteMembership,
  rejectMembership,
} from "~/models/membership.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { backTo, pageRefusal, requirePageAction } from "~/flows/respond.server";
import { requireReviewList } from "~/flows/review-list.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { statusOfTab } from "~/utils/review-list-params";
import { redirectWithToast } from "~/utils/toast.server";
import { ReasonSchema } from "~/models/review.schema";

const HEADING_KEYS = {
  pending: "admin.members.heading.pending",
  approved: "admin.members.heading.approved",
  rejected: "admin.members.heading.rejected",
} as const;
/** Title and text of the empty list: filtered away, or an empty tab. */
const EMPTY_KEYS = {
  filtered: ["admin.members.noneTitle", "admin.members.noneFiltered"],
  pending: ["admin.members.noPendingTitle", "admin.members.noPendingText"],
  approved: ["admin.members.emptyTitle.approved", "admin.members.emptyText.approved"],
  rejected: ["admin.members.emptyTitle.rejected", "admin.members.emptyText.rejected"],
} as const;
const ROLE_KEYS = { Leader: "admin.memberRole.Leader", Member: "admin.memberRole.Member" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, user, params, q, status, tab, ...list } = await requireReviewList(request, (t) =>
    t("admin.members.refused"),
  );
  const roleParam = params.get("role")?.toLowerCase() ?? "all";
  const role = roleParam === "leader" || roleParam === "member" ? roleParam : null;
  const { rows, page, hasNext } = reviewPage(
    listMembershipsForManagement(user, {
      q,
      status: statusOfTab<MembershipStatus>(tab),
      role: role ? (role === "leader" ? "Leader" : "Member") : null,
      ...list.window,
    }),
    list.page,
  );
  return json({
    i18n: i18n.messages("admin", "validation"),
    meta: { title: i18n.t("admin.members.meta") },
    members: rows,
    page,
    hasNext,
    stats: countMembershipStats(user),
    filters: { q, status: status ?? "all", role: role ?? "all", tab },
    userId: user.id,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "dashboard.manage", (t) =>
    t("admin.members.refused"),
  );
  if (intent !== "approve" && intent !== "reject" && intent !== "promote" && intent !== "demote") {
    throw unknownIntent(intent);
  }
  const membershipId = requiredField(formData, "membershipId");
  const parsedReason = ReasonSchema.safeParse(formData.get("reason") || undefined);
  if (!parsedReason.success) {
    return redirectWithToast(backTo(request), {
      type: "error",
      title: t("admin.members.error"),
      description: translateValidation(t, parsedReason.error.issues[0]!.message),
    });
  }
  const reason = parsedReason.data;
  const failure = {
    approve: t("admin.members.approveFailed"),
    reject: t("admin.members.rejectFailed"),
    promote: t("admin.members.roleFailed"),
    demote: t("admin.members.roleFailed"),
  }[intent];
  try {
    const done =
      intent === "approve"
        ? approveMembership(actor, membershipId)
        : intent === "reject"
          ? rejectMembership(actor, membershipId, reason)
          : intent === "promote"
            ? promoteMembership(actor, membershipId)
            : demoteMembership(actor, membershipId);
    const toast =
      intent === "approve"
        ? { title: t("admin.members.approvedTitle"), description: t("admin.members.approvedText") }
        : intent === "reject"
          ? { title: t("admin.members.rejectedTitle"), description: t("admin.members.rejectedText") }
          : done.role === "Leader"
            ? { title: t("admin.members.promotedTitle"), description: t("admin.members.promotedText") }
            : { title: t("admin.members.demotedTitle"), description: t("admin.members.demotedText") };
    return redirectWithToast(backTo(request), { ...toast, type: "success" });
  } catch (error) {
    return pageRefusal(error, request, failure);
  }
}

type LoaderMember = ReturnType<typeof useLoaderData<typeof loader>>["members"][number];

function MemberCard({ member, self }: { member: LoaderMember; self: boolean }) {
  const { t, date } = useT();
  const headingId = `member-${member.id}`;
  const leader = member.role === "Leader";
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-3" data-testid="member-card">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-slate-200 font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
          >
            {member.displayName.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="[overflow-wrap:anywhere] font-semibold">
              {member.displayName}
              {self ? t("admin.members.you") : ""}
            </h3>
            <p className="break-anywhere text-sm text-slate-700 dark:text-slate-300">{member.email}</p>
          </div>
        </div>
        <StatusBadge status={member.status} label={t(STATUS_KEYS[member.status])} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.filter.role")}</dt>
        <dd>{t(ROLE_KEYS[member.role])}</dd>
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.members.chapter")}</dt>
        <dd className="[overflow-wrap:anywhere]">{member.chapterName}</dd>
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.review.requested")}</dt>
        <dd>{date(member.createdAt)}</dd>
      </dl>
      {member.status === "Rejected" && member.rejectionReason ? (
        <RejectionReason reason={member.rejectionReason} />
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {member.status === "Pending" ? (
          <ReviewActions idField="membershipId" id={member.id} itemName={member.displayName} />
        ) : null}
        {member.status === "Approved" && !self ? (
          // Promote a member, or take the leader role back: one button, two wordings.
          <IntentButton
            intent={leader ? "demote" : "promote"}
            fields={{ membershipId: member.id }}
            label={leader ? t("admin.members.removeLeader") : t("admin.members.makeLeader")}
            pendingLabel={leader ? t("admin.members.updating") : t("admin.members.promoting")}
            className="btn-secondary"
            fetcherKey={`role-${member.id}`}
          />
        ) : null}
      </div>
    </article>
  );
}

export default function MemberManagement() {
  const { members, page, hasNext, stats, filters, userId } = useLoaderData<typeof loader>();
  const { t } = useT();
  const filtered = !!filters.q || filters.status !== "all" || filters.role !== "all";
  const clearHref = `/dashboard/members?tab=${filters.tab}`;
  const pendingTab = filters.tab === "pending";
  return (
    <>
      <PageHeader title={t("admin.members.title")} description={t("admin.members.intro")} />
      <StatGrid columns={3}>
        <StatCard
          label={t("admin.members.statPending")}
          value={stats.pending}
          icon="◴"
          hint={t("admin.members.statPendingHint")}
        />
        <StatCard
          label={t("admin.members.statActive")}
          value={stats.activeMembers}
          icon="members"
          hint={t("admin.members.statActiveHint")}
        />
        <StatCard
          label={t("admin.members.statLeaders")}
          value={stats.leaders}
          icon="star"
          hint={t("admin.members.statLeadersHint")}
        />
      </StatGrid>
      <FilterForm
        label={t("admin.members.searchLabel")}
        keep={{ tab: filters.tab }}
        clearHref={filtered ? clearHref : undefined}
      >
        <SearchInput
          label={t("admin.filter.search")}
          defaultValue={filters.q}
          placeholder={t("admin.members.placeholder")}
        />
        <ReviewStatusFilter defaultValue={filters.status} />
        <FilterSelect
          label={t("admin.filter.role")}
          name="role"
          options={[
            { value: "all", label: t("admin.filter.all") },
            { value: "leader", label: t(ROLE_KEYS.Leader) },
            { value: "member", label: t(ROLE_KEYS.Member) },
          ]}
          defaultValue={filters.role}
        />
      </FilterForm>
      <ReviewTabs label={t("admin.members.tabs")} current={filters.tab} counts={stats} />
      <ReviewListSection
        id="member-list-heading"
        heading={t(HEADING_KEYS[filters.tab])}
        items={members}
        renderItem={(m) => <MemberCard member={m} self={m.userId === userId} />}
        empty={
          <EmptyState
            headingLevel={3}
            icon={filtered ? undefined : pendingTab ? "✓" : "○"}
            title={t(EMPTY_KEYS[filtered ? "filtered" : filters.tab][0])}
            description={t(EMPTY_KEYS[filtered ? "filtered" : filters.tab][1])}
            action={
              filtered ? (
                <Link to={clearHref} className="btn-secondary">
                  {t("admin.filter.clear")}
                </Link>
              ) : undefined
            }
          />
        }
        page={page}
        hasNext={hasNext}
        pagesLabel={t("admin.members.pages")}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.meta.title ?? siteTitle("Member Management"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
