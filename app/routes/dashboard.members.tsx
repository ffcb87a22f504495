import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/dashboard/empty-state";
import { FilterSelect } from "~/components/dashboard/filter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { ReviewSearch, ReviewTabs, ReviewListSection } from "~/components/dashboard/review-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { MemberCard, ROLE_KEYS, useMemberCardsHtml } from "~/components/dashboard/member-card";
import type { MembershipStatus } from "~/db/schema";
import {
  approveMembership,
  countMembershipStats,
  demoteMembership,
  listMembershipsForManagement,
  promoteMembership,
  rejectMembership,
  reactivateMember,
  deactivateMember,
  removeMember,
} from "~/models/membership.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { backTo, refuse, requirePageAction } from "~/flows/respond.server";
import { requireReviewList } from "~/flows/review-list.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { MEMBERSHIP_TABS, statusOfTab } from "~/utils/review-list-params";
import { redirectWithToast } from "~/utils/toast.server";
import { ReasonSchema } from "~/models/review.schema";

/** Each tab's list heading, and the title and text of its empty list. */
const TAB_TEXTS = {
  pending: {
    heading: "admin.members.heading.pending",
    empty: ["admin.members.noPendingTitle", "admin.members.noPendingText"],
  },
  approved: {
    heading: "admin.members.heading.approved",
    empty: ["admin.members.emptyTitle.approved", "admin.members.emptyText.approved"],
  },
  rejected: {
    heading: "admin.members.heading.rejected",
    empty: ["admin.members.emptyTitle.rejected", "admin.members.emptyText.rejected"],
  },
  inactive: {
    heading: "admin.members.heading.inactive",
    empty: ["admin.members.emptyTitle.inactive", "admin.members.emptyText.inactive"],
  },
} as const;
/** The title and text of a list filtered away. */
const FILTERED_EMPTY = ["admin.members.noneTitle", "admin.members.noneFiltered"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, user, params, q, status, tab, window, pageOf } = await requireReviewList(
    request,
    (t) => t("admin.members.refused"),
    MEMBERSHIP_TABS,
  );
  const roleParam = params.get("role")?.toLowerCase() ?? "all";
  const role = roleParam === "leader" || roleParam === "member" ? roleParam : null;
  const list = pageOf(
    listMembershipsForManagement(user, {
      q,
      status: statusOfTab<MembershipStatus>(tab),
      role: role ? (role === "leader" ? "Leader" : "Member") : null,
      ...window,
    }),
  );
  return json({
    i18n: i18n.messages("admin", "validation"),
    list,
    stats: countMembershipStats(user),
    filters: { q, status: status ?? "all", role: role ?? "all", tab },
    userId: user.id,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "dashboard.manage", (t) =>
    t("admin.members.refused"),
  );
  if (
    intent !== "approve" &&
    intent !== "reject" &&
    intent !== "promote" &&
    intent !== "demote" &&
    intent !== "remove" &&
    intent !== "deactivate" &&
    intent !== "reactivate"
  ) {
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
    approve: "admin.members.approveFailed",
    reject: "admin.members.rejectFailed",
    promote: "admin.members.roleFailed",
    demote: "admin.members.roleFailed",
    remove: "admin.members.removeFailed",
    deactivate: "admin.members.deactivateFailed",
    reactivate: "admin.members.reactivateFailed",
  }[intent];
  if (intent === "deactivate" || intent === "reactivate") {
    try {
      const done =
        intent === "deactivate" ? deactivateMember(actor, membershipId, reason) : reactivateMember(actor, membershipId);
      const vars = { name: done.displayName, chapter: done.chapterName };
      return redirectWithToast(
        backTo(request),
        intent === "deactivate"
          ? {
              type: "success",
              title: t("admin.members.deactivatedTitle"),
              description: t("admin.members.deactivatedText", vars),
            }
          : {
              type: "success",
              title: t("admin.members.reactivatedTitle"),
              description: t("admin.members.reactivatedText", vars),
            },
      );
    } catch (error) {
      return refuse(error, request, { failure });
    }
  }
  if (intent === "remove") {
    try {
      const removed = removeMember(actor, membershipId, reason);
      return redirectWithToast(backTo(request), {
        type: "success",
        title: t("admin.members.removedTitle"),
        description: t("admin.members.removedText", { name: removed.displayName, chapter: removed.chapterName }),
      });
    } catch (error) {
      return refuse(error, request, { failure });
    }
  }
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
    return refuse(error, request, { failure });
  }
}

export default function MemberManagement() {
  const { list, stats, filters, userId } = useLoaderData<typeof loader>();
  const { t } = useT();
  const filtered = !!filters.q || filters.status !== "all" || filters.role !== "all";
  const clearHref = `/dashboard/members?tab=${filters.tab}`;
  const pendingTab = filters.tab === "pending";
  const [emptyTitle, emptyText] = filtered ? FILTERED_EMPTY : TAB_TEXTS[filters.tab].empty;
  const cardsHtml = useMemberCardsHtml(list.rows, userId);
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
      <ReviewSearch
        label={t("admin.members.searchLabel")}
        placeholder={t("admin.members.placeholder")}
        filters={filters}
        clearHref={filtered ? clearHref : undefined}
      >
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
      </ReviewSearch>
      <ReviewTabs
        label={t("admin.members.tabs")}
        current={filters.tab}
        counts={stats}
        tabs={["pending", "approved", "inactive", "rejected"] as const}
      />
      <ReviewListSection
        id="member-list-heading"
        heading={t(TAB_TEXTS[filters.tab].heading)}
        list={list}
        renderItem={(m) => <MemberCard member={m} self={m.userId === userId} />}
        html={cardsHtml}
        empty={
          <EmptyState
            headingLevel={3}
            icon={filtered ? undefined : pendingTab ? "✓" : "○"}
            title={t(emptyTitle)}
            description={t(emptyText)}
            action={
              filtered ? (
                <Link to={clearHref} className="btn-secondary">
                  {t("admin.filter.clear")}
                </Link>
              ) : undefined
            }
          />
        }
        pagesLabel={t("admin.members.pages")}
      />
    </>
  );
}

export const meta = catalogueTitle("admin.members.meta", "Member Management | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
