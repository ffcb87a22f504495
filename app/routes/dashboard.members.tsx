import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/dashboard/empty-state";
import { FilterForm, FilterSelect, SearchInput } from "~/components/dashboard/filter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { Pager, pageParam } from "~/components/dashboard/pager";
import { IntentButton, ReviewActions } from "~/components/dashboard/review-actions";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { Tabs } from "~/components/dashboard/tabs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { MembershipStatus } from "~/db/schema";
import {
  approveMembership,
  countMembershipStats,
  demoteMembership,
  listMembershipsForManagement,
  promoteMembership,
  rejectMembership,
} from "~/models/membership.server";
import { getTimezone } from "~/models/settings.server";
import { backTo, pageRefusal, requireManager } from "~/access/respond.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { reviewListParams, statusOfTab } from "~/utils/review-list-params";
import { formatDate } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";
import { ReasonSchema } from "~/models/review.schema";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
  { value: "rejected", label: "Rejected" },
] as const;
const ROLE_OPTIONS = [
  { value: "all", label: "All" },
  { value: "leader", label: "Leader" },
  { value: "member", label: "Member" },
] as const;
const PAGE_SIZE = 24;
const MANAGE_REFUSED = "Member management is for chapter leaders and administrators.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireManager(request, MANAGE_REFUSED);
  const params = new URL(request.url).searchParams;
  const { q, status, tab } = reviewListParams(params);
  const roleParam = params.get("role")?.toLowerCase() ?? "all";
  const role = roleParam === "leader" || roleParam === "member" ? roleParam : null;
  const page = pageParam(params);
  const rows = listMembershipsForManagement(user, {
    q,
    status: statusOfTab<MembershipStatus>(tab),
    role: role ? (role === "leader" ? "Leader" : "Member") : null,
    limit: PAGE_SIZE + 1,
    offset: (page - 1) * PAGE_SIZE,
  });
  return json({
    members: rows.slice(0, PAGE_SIZE),
    page,
    hasNext: rows.length > PAGE_SIZE,
    stats: countMembershipStats(user),
    filters: { q, status: status ?? "all", role: role ?? "all", tab },
    userId: user.id,
    timeZone: getTimezone(user.id),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireManager(request, MANAGE_REFUSED);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "approve" && intent !== "reject" && intent !== "promote" && intent !== "demote") {
    throw unknownIntent(intent);
  }
  const membershipId = requiredField(formData, "membershipId");
  const parsedReason = ReasonSchema.safeParse(formData.get("reason") || undefined);
  if (!parsedReason.success) {
    return redirectWithToast(backTo(request), {
      type: "error",
      title: "Error",
      description: parsedReason.error.issues[0]!.message,
    });
  }
  const reason = parsedReason.data;
  const failure = {
    approve: "Failed to approve membership",
    reject: "Failed to reject membership",
    promote: "Failed to update member role",
    demote: "Failed to update member role",
  }[intent];
  try {
    const done =
      intent === "approve"
        ? approveMembership(user, membershipId)
        : intent === "reject"
          ? rejectMembership(user, membershipId, reason)
          : intent === "promote"
            ? promoteMembership(user, membershipId)
            : demoteMembership(user, membershipId);
    const toast =
      intent === "approve"
        ? { title: "Membership Approved", description: "The member can now take part in the chapter." }
        : intent === "reject"
          ? { title: "Membership Rejected", description: "The request was rejected." }
          : done.role === "Leader"
            ? { title: "Member Promoted", description: "They are now a leader of the chapter." }
            : { title: "Leader Role Removed", description: "They are now a regular member of the chapter." };
    return redirectWithToast(backTo(request), { ...toast, type: "success" });
  } catch (error) {
    return pageRefusal(error, request, failure);
  }
}

type LoaderMember = ReturnType<typeof useLoaderData<typeof loader>>["members"][number];

function MemberCard({ member, self, timeZone }: { member: LoaderMember; self: boolean; timeZone: string }) {
  const headingId = `member-${member.id}`;
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
              {self ? " (you)" : ""}
            </h3>
            <p className="break-anywhere text-sm text-slate-700 dark:text-slate-300">{member.email}</p>
          </div>
        </div>
        <StatusBadge status={member.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700 dark:text-slate-300">Role</dt>
        <dd>{member.role}</dd>
        <dt className="text-slate-700 dark:text-slate-300">Chapter</dt>
        <dd className="[overflow-wrap:anywhere]">{member.chapterName}</dd>
        <dt className="text-slate-700 dark:text-slate-300">Requested</dt>
        <dd>{formatDate(member.createdAt, timeZone)}</dd>
      </dl>
      {member.status === "Rejected" && member.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          <span className="font-semibold">Reason: </span>
          {member.rejectionReason}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {member.status === "Pending" ? (
          <ReviewActions idField="membershipId" id={member.id} itemName={member.displayName} />
        ) : null}
        {member.status === "Approved" && !self ? (
          member.role === "Member" ? (
            <IntentButton
              intent="promote"
              fields={{ membershipId: member.id }}
              label="Make Leader"
              pendingLabel="Promoting..."
              className="btn-secondary"
              fetcherKey={`role-${member.id}`}
            />
          ) : (
            <IntentButton
              intent="demote"
              fields={{ membershipId: member.id }}
              label="Remove Leader Role"
              pendingLabel="Updating..."
              className="btn-secondary"
              fetcherKey={`role-${member.id}`}
            />
          )
        ) : null}
      </div>
    </article>
  );
}

export default function MemberManagement() {
  const { members, page, hasNext, stats, filters, userId, timeZone } = useLoaderData<typeof loader>();
  const filtered = !!filters.q || filters.status !== "all" || filters.role !== "all";
  const clearHref = `/dashboard/members?tab=${filters.tab}`;
  const tabLabel = { pending: "Pending", approved: "Approved", rejected: "Rejected" }[filters.tab];
  return (
    <>
      <PageHeader
        title="Member Management"
        description="Review join requests and manage the members of the chapters you lead."
      />
      <StatGrid columns={3}>
        <StatCard label="Pending Requests" value={stats.pending} icon="◴" hint="Waiting for review" />
        <StatCard
          label="Active Members"
          value={stats.activeMembers}
          icon="members"
          hint="People with an approved membership"
        />
        <StatCard label="Leaders" value={stats.leaders} icon="star" hint="Approved chapter leaders" />
      </StatGrid>
      <FilterForm label="Search members" keep={{ tab: filters.tab }} clearHref={filtered ? clearHref : undefined}>
        <SearchInput label="Search" defaultValue={filters.q} placeholder="Name, email or chapter" />
        <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} defaultValue={filters.status} />
        <FilterSelect label="Role" name="role" options={ROLE_OPTIONS} defaultValue={filters.role} />
      </FilterForm>
      <Tabs
        label="Membership status"
        current={filters.tab}
        clear={["status"]}
        items={[
          { value: "pending", label: "Pending", count: stats.pending },
          { value: "approved", label: "Approved", count: stats.approved },
          { value: "rejected", label: "Rejected", count: stats.rejected },
        ]}
      />
      <section aria-labelledby="member-list-heading">
        <h2 id="member-list-heading" className="sr-only">
          {tabLabel} memberships
        </h2>
        {members.length ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            {members.map((m) => (
              <MemberCard key={m.id} member={m} self={m.userId === userId} timeZone={timeZone} />
            ))}
          </div>
        ) : filtered ? (
          <EmptyState
            headingLevel={3}
            title="No Members Found"
            description="No memberships match your search and filters."
            action={
              <Link to={clearHref} className="btn-secondary">
                Clear Filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            headingLevel={3}
            icon={filters.tab === "pending" ? "✓" : "○"}
            title={filters.tab === "pending" ? "No Pending Requests" : `No ${tabLabel} Memberships`}
            description={
              filters.tab === "pending"
                ? "Every join request has been reviewed."
                : `There are no ${tabLabel.toLowerCase()} memberships in your chapters.`
            }
          />
        )}
        <Pager page={page} hasNext={hasNext} label="Member pages" />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Member Management | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
