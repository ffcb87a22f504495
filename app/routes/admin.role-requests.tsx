import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmAction } from "~/components/confirm-action";
import { EmptyState, FilterForm, FilterSelect, StatusBadge } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RoleRequestFilterSchema, RoleRequestReviewSchema } from "~/models/role-request.schema";
import {
  approveRoleRequest,
  countPendingRoleRequests,
  listRoleRequests,
  rejectRoleRequest,
  ROLE_REQUESTS_ACCESS_DENIED,
} from "~/models/role-request.server";
import { getTimezone } from "~/models/settings.server";
import { formatDateTime } from "~/utils/misc";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { requirePermission } from "~/access/respond.server";
import { redirectWithToast } from "~/utils/toast.server";

const STATUS_OPTIONS = [
  { value: "All", label: "All" },
  { value: "Pending", label: "Pending" },
  { value: "Approved", label: "Approved" },
  { value: "Rejected", label: "Rejected" },
];

const ROLE_LABELS: Record<string, string> = {
  ChapterLeader: "Chapter Leader",
  GlobalAdmin: "Global Administrator",
  Member: "Member",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireActor(request);
  requirePermission(admin, "roleRequest.review", undefined, ROLE_REQUESTS_ACCESS_DENIED);
  const parsed = RoleRequestFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const status = parsed.success ? parsed.data.status : "All";
  const timezone = getTimezone(admin.id);
  return json({
    status,
    pendingCount: countPendingRoleRequests(),
    requests: listRoleRequests({ status }).map((r) => ({
      id: r.id,
      displayName: r.user.displayName,
      email: r.user.email,
      requestedRole: ROLE_LABELS[r.requestedRole] ?? r.requestedRole,
      justification: r.justification,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      createdLabel: formatDateTime(r.createdAt, timezone),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewedLabel: r.reviewedAt ? formatDateTime(r.reviewedAt, timezone) : null,
      reviewedBy: r.reviewedBy?.displayName ?? null,
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireActor(request);
  requirePermission(admin, "roleRequest.review", undefined, ROLE_REQUESTS_ACCESS_DENIED);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "approve" && intent !== "reject") {
    return json({ error: "Unknown action." }, { status: 400 });
  }
  const filter = RoleRequestFilterSchema.safeParse({ status: formData.get("status") ?? undefined });
  const back = `/admin/role-requests${filter.success && filter.data.status !== "All" ? `?status=${filter.data.status}` : ""}`;
  const failure = intent === "approve" ? "Failed to approve role request." : "Failed to reject role request.";
  const parsed = RoleRequestReviewSchema.safeParse({ id: formData.get("id") ?? undefined });
  if (!parsed.success) {
    return redirectWithToast(back, { type: "error", title: failure, description: "The request id is missing." });
  }
  try {
    if (intent === "approve") {
      approveRoleRequest(admin, parsed.data.id);
      return redirectWithToast(back, {
        type: "success",
        title: "Role Request Approved",
        description: "The user now has the requested role.",
      });
    }
    rejectRoleRequest(admin, parsed.data.id);
    return redirectWithToast(back, {
      type: "success",
      title: "Role Request Rejected",
      description: "The request has been rejected.",
    });
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return redirectWithToast(back, { type: "error", title: failure, description: error.message });
  }
}

export default function RoleRequestsPage() {
  const { requests, status, pendingCount } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // With JS, changing the filter shows the spec's 3 loading skeletons until the new list arrives
  // (not after an approve/reject, which reloads the same list).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Role Requests</h1>
        <span className={pendingCount ? "badge-pending" : "badge-neutral"} data-testid="pending-count">
          {pendingCount} pending
        </span>
      </div>
      <p className="-mt-4 mb-6 text-sm text-slate-700 dark:text-slate-300">
        Review requests for elevated roles. Approving grants the role immediately.
      </p>
      <FilterForm label="Filter role requests" clearHref={status !== "All" ? "/admin/role-requests" : undefined}>
        <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} defaultValue={status} />
      </FilterForm>
      {loading ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading role requests">
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              className="card h-48 animate-pulse bg-slate-100 dark:bg-slate-800"
              data-testid="role-request-skeleton"
            />
          ))}
        </ul>
      ) : requests.length === 0 ? (
        <EmptyState
          title={status === "All" ? "No role requests" : `No ${status.toLowerCase()} requests`}
          description="Requests appear here when members ask to become chapter leaders."
          action={
            status !== "All" ? (
              <Link to="/admin/role-requests" className="btn-secondary">
                Show all requests
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {requests.map((r) => (
            <li key={r.id} className="min-w-0">
              <RequestCard request={r} filter={status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type RequestRow = SerializeFrom<typeof loader>["requests"][number];

function RequestCard({ request: r, filter }: { request: RequestRow; filter: string }) {
  const fetcher = useFetcher({ key: `role-request-${r.id}` });
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  return (
    <article className="card h-full" aria-labelledby={`rr-${r.id}`} data-testid="role-request-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`rr-${r.id}`} className="truncate text-lg font-semibold text-slate-900 dark:text-white">
            {r.displayName}
          </h2>
          <p className="break-anywhere text-sm text-slate-700 dark:text-slate-300">{r.email}</p>
        </div>
        <StatusBadge status={r.status} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto,1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700 dark:text-slate-300">Requested role</dt>
        <dd className="text-slate-900 dark:text-slate-100">{r.requestedRole}</dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Requested</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          <time dateTime={r.createdAt}>{r.createdLabel}</time>
        </dd>
        {r.reviewedLabel ? (
          <>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Reviewed</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              <time dateTime={r.reviewedAt ?? undefined}>{r.reviewedLabel}</time>
              {r.reviewedBy ? ` by ${r.reviewedBy}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Justification</p>
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-900 dark:text-slate-100">
          {r.justification || "No justification given."}
        </p>
      </div>
      {r.status === "Pending" ? (
        <div className="mt-4 grid grid-cols-2 gap-2">
          <fetcher.Form method="post" className="contents">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="status" value={filter} />
            <button
              type="submit"
              name="intent"
              value="approve"
              className="btn-primary"
              disabled={!!busy}
              aria-label={`Approve ${r.displayName}`}
            >
              {busy === "approve" ? "Approving..." : "Approve"}
            </button>
          </fetcher.Form>
          <ConfirmAction
            intent="reject"
            targetId={r.id}
            fields={{ id: r.id, status: filter }}
            label="Reject"
            triggerAriaLabel={`Reject ${r.displayName}`}
            title={`Reject ${r.displayName}'s request?`}
            description={`${r.displayName} will not become a ${r.requestedRole}. They can ask again later.`}
            confirmLabel="Confirm Reject"
            pendingLabel="Rejecting..."
          />
        </div>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction = () => [{ title: "Role Requests | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
