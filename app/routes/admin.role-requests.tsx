import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmAction } from "~/components/confirm-action";
import { EmptyState, FilterForm, FilterSelect, StatusBadge } from "~/components/dashboard";
import { Pager, pageParam } from "~/components/dashboard/pager";
import { reviewPage, reviewPageWindow, STATUS_KEYS } from "~/components/dashboard/review-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { RoleRequestFilterSchema, RoleRequestReviewSchema } from "~/models/role-request.schema";
import {
  approveRoleRequest,
  countPendingRoleRequests,
  listRoleRequests,
  rejectRoleRequest,
} from "~/models/role-request.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { refuse, requirePage, requirePageAction } from "~/flows/respond.server";
import { redirectWithToast } from "~/utils/toast.server";

const EMPTY_KEYS = {
  Pending: "admin.roleRequests.empty.Pending",
  Approved: "admin.roleRequests.empty.Approved",
  Rejected: "admin.roleRequests.empty.Rejected",
} as const;
const ROLE_KEYS: Record<string, string> = {
  ChapterLeader: "admin.role.ChapterLeader",
  GlobalAdmin: "admin.role.GlobalAdmin",
  Member: "admin.role.Member",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "roleRequest.review", (t) => t("admin.roleRequests.denied"));
  const params = new URL(request.url).searchParams;
  const parsed = RoleRequestFilterSchema.safeParse({ status: params.get("status") ?? undefined });
  const status = parsed.success ? parsed.data.status : "All";
  // One page of the queue (a fixed number of queries however long it grows).
  const { rows, page, hasNext } = reviewPage(
    listRoleRequests(actor, { status, ...reviewPageWindow(pageParam(params)) }),
    pageParam(params),
  );
  return json({
    i18n: i18n.messages("admin"),
    meta: { title: i18n.t("admin.roleRequests.meta") },
    status,
    page,
    hasNext,
    pendingCount: countPendingRoleRequests(actor),
    requests: rows.map((r) => ({
      id: r.id,
      displayName: r.user.displayName,
      email: r.user.email,
      requestedRole: r.requestedRole,
      justification: r.justification,
      status: r.status,
      rejectionReason: r.rejectionReason,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewedBy: r.reviewedBy?.displayName ?? null,
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "roleRequest.review", (t) =>
    t("admin.roleRequests.denied"),
  );
  if (intent !== "approve" && intent !== "reject") {
    return json({ error: "Unknown action." }, { status: 400 });
  }
  const filter = RoleRequestFilterSchema.safeParse({ status: formData.get("status") ?? undefined });
  const back = `/admin/role-requests${filter.success && filter.data.status !== "All" ? `?status=${filter.data.status}` : ""}`;
  const failure = intent === "approve" ? "admin.roleRequests.approveFailed" : "admin.roleRequests.rejectFailed";
  const parsed = RoleRequestReviewSchema.safeParse({
    id: formData.get("id") ?? undefined,
    reason: formData.get("reason") || undefined,
  });
  if (!parsed.success) {
    const reasonIssue = parsed.error.issues.find((i) => i.path[0] === "reason");
    if (reasonIssue) {
      return redirectWithToast(back, {
        type: "error",
        title: t(failure),
        description: translateValidation(t, reasonIssue.message),
      });
    }
    return redirectWithToast(back, {
      type: "error",
      title: t(failure),
      description: t("admin.roleRequests.missingId"),
    });
  }
  try {
    if (intent === "approve") {
      approveRoleRequest(actor, parsed.data.id);
      return redirectWithToast(back, {
        type: "success",
        title: t("admin.roleRequests.approvedTitle"),
        description: t("admin.roleRequests.approvedText"),
      });
    }
    rejectRoleRequest(actor, parsed.data.id, parsed.data.reason);
    return redirectWithToast(back, {
      type: "success",
      title: t("admin.roleRequests.rejectedTitle"),
      description: t("admin.roleRequests.rejectedText"),
    });
  } catch (error) {
    return refuse(error, request, { title: failure, back });
  }
}

export default function RoleRequestsPage() {
  const { requests, status, pendingCount, page, hasNext } = useLoaderData<typeof loader>();
  const { t } = useT();
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t("admin.roleRequests.title")}
        </h1>
        <span className={pendingCount ? "badge-pending" : "badge-neutral"} data-testid="pending-count">
          {t("admin.roleRequests.pending", { count: pendingCount })}
        </span>
      </div>
      <p className="-mt-4 mb-6 text-sm text-slate-700 dark:text-slate-300">{t("admin.roleRequests.intro")}</p>
      <FilterForm
        label={t("admin.roleRequests.filter")}
        clearHref={status !== "All" ? "/admin/role-requests" : undefined}
      >
        <FilterSelect
          label={t("admin.filter.status")}
          name="status"
          options={[
            { value: "All", label: t("admin.filter.all") },
            ...(["Pending", "Approved", "Rejected"] as const).map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
          ]}
          defaultValue={status}
        />
      </FilterForm>
      {loading ? (
        <ul
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
          aria-busy="true"
          aria-label={t("admin.roleRequests.loading")}
        >
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
          title={status === "All" ? t("admin.roleRequests.emptyAll") : t(EMPTY_KEYS[status])}
          description={t("admin.roleRequests.emptyText")}
          action={
            status !== "All" ? (
              <Link to="/admin/role-requests" className="btn-secondary">
                {t("admin.roleRequests.showAll")}
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
      <Pager page={page} hasNext={hasNext} label={t("admin.roleRequests.pages")} />
    </div>
  );
}

type RequestRow = SerializeFrom<typeof loader>["requests"][number];

function RequestCard({ request: r, filter }: { request: RequestRow; filter: string }) {
  const { t, dateTime } = useT();
  const fetcher = useFetcher({ key: `role-request-${r.id}` });
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const role = ROLE_KEYS[r.requestedRole] ? t(ROLE_KEYS[r.requestedRole]!) : r.requestedRole;
  const name = r.displayName;
  return (
    <article className="card h-full" aria-labelledby={`rr-${r.id}`} data-testid="role-request-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`rr-${r.id}`} className="truncate text-lg font-semibold text-slate-900 dark:text-white">
            {name}
          </h2>
          <p className="break-anywhere text-sm text-slate-700 dark:text-slate-300">{r.email}</p>
        </div>
        <StatusBadge status={r.status} label={t(STATUS_KEYS[r.status])} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto,1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700 dark:text-slate-300">{t("admin.roleRequests.requestedRole")}</dt>
        <dd className="text-slate-900 dark:text-slate-100">{role}</dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">{t("admin.review.requested")}</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
        </dd>
        {r.reviewedAt ? (
          <>
            <dt className="font-medium text-slate-700 dark:text-slate-300">{t("admin.roleRequests.reviewed")}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              <time dateTime={r.reviewedAt}>{dateTime(r.reviewedAt)}</time>
              {r.reviewedBy ? t("admin.review.by", { name: r.reviewedBy }) : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("admin.roleRequests.justification")}
        </p>
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-900 dark:text-slate-100">
          {r.justification || t("admin.roleRequests.noJustification")}
        </p>
      </div>
      {r.status === "Rejected" && r.rejectionReason ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("admin.roleRequests.rejectionReason")}
          </p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-900 dark:text-slate-100">
            {r.rejectionReason}
          </p>
        </div>
      ) : null}
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
              aria-label={t("admin.review.approveFor", { name })}
            >
              {busy === "approve" ? t("admin.review.approving") : t("admin.review.approve")}
            </button>
          </fetcher.Form>
          <ConfirmAction
            intent="reject"
            targetId={r.id}
            fields={{ id: r.id, status: filter }}
            label={t("admin.review.reject")}
            triggerAriaLabel={t("admin.review.rejectFor", { name })}
            title={t("admin.roleRequests.rejectTitle", { name })}
            description={t("admin.roleRequests.rejectText", { name, role })}
            reason={{ label: t("admin.roleRequests.reasonLabel", { name }), maxLength: 500 }}
            confirmLabel={t("admin.review.confirmReject")}
            pendingLabel={t("admin.review.rejecting")}
          />
        </div>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta.title ?? siteTitle("Role Requests"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
