import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import {
  EmptyState,
  FilterForm,
  PageHeader,
  SearchInput,
  StatCard,
  StatGrid,
  StatusBadge,
} from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { WAITLIST_STATUSES } from "~/db/schema";
import { WaitlistSearchSchema, WaitlistStatusSchema } from "~/models/waitlist-admin.schema";
import {
  interestLabel,
  listWaitlist,
  setWaitlistStatus,
  WAITLIST_ACCESS_DENIED,
  waitlistStats,
} from "~/models/waitlist-admin.server";
import { getTimezone } from "~/models/settings.server";
import { formatDate } from "~/utils/misc";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { requirePermission } from "~/access/respond.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireActor(request);
  requirePermission(admin, "waitlist.manage", undefined, WAITLIST_ACCESS_DENIED);
  const url = new URL(request.url);
  const parsed = WaitlistSearchSchema.safeParse(Object.fromEntries(url.searchParams));
  const { q, page } = parsed.success ? parsed.data : { q: "", page: 1 };
  const list = listWaitlist({ q, page });
  return json({
    q,
    statuses: WAITLIST_STATUSES,
    stats: waitlistStats(),
    timezone: getTimezone(admin.id),
    ...list,
    entries: list.entries.map((e) => ({
      id: e.id,
      email: e.email,
      name: [e.firstName, e.lastName].filter(Boolean).join(" "),
      interests: e.interestLevel.map(interestLabel),
      location: [e.city, e.state].filter(Boolean).join(", "),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireActor(request);
  requirePermission(admin, "waitlist.manage", undefined, WAITLIST_ACCESS_DENIED);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = backTo(request, formData);
  if (intent !== "set-status") {
    return json({ error: "Unknown action." }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: WaitlistStatusSchema });
  if (submission.status !== "success") {
    return redirectWithToast(back, {
      type: "error",
      title: "Update Failed",
      description: "Choose Active, Notified or Converted.",
    });
  }
  try {
    const entry = setWaitlistStatus(admin, submission.value.id, submission.value.status);
    return redirectWithToast(back, {
      type: "success",
      title: "Status Updated",
      description: `${entry.email} is now ${entry.status}.`,
    });
  } catch (error) {
    if (!isAccessError(error) || error.kind !== "not_found") throw error;
    return redirectWithToast(back, {
      type: "error",
      title: "Update Failed",
      description: "That waitlist entry no longer exists.",
    });
  }
}

/** Back to the same search and page after a status change (only this page's own query string). */
function backTo(request: Request, formData: FormData) {
  const params = new URLSearchParams();
  const q = formData.get("q");
  const page = formData.get("page");
  if (typeof q === "string" && q) params.set("q", q.slice(0, 200));
  if (typeof page === "string" && /^\d{1,6}$/.test(page) && page !== "1") params.set("page", page);
  const query = params.toString();
  return `${new URL(request.url).pathname}${query ? `?${query}` : ""}`;
}

export default function WaitlistPage() {
  const data = useLoaderData<typeof loader>();
  const { stats, entries, q, page, pageCount, total, timezone, statuses } = data;
  const exportHref = `/dashboard/waitlist/export.csv${q ? `?${new URLSearchParams({ q })}` : ""}`;
  return (
    <div>
      <PageHeader
        title="Waitlist"
        description="Early-access signups. Search, update their status and export them."
        actions={
          <a href={exportHref} download className="btn-primary">
            <span aria-hidden="true">⇩</span> Export CSV
          </a>
        }
      />
      <StatGrid>
        <StatCard label="Total Signups" value={stats.total} icon="☰" />
        <StatCard label="Potential Leaders" value={stats.potentialLeaders} icon="★" />
        <StatCard label="Members" value={stats.members} icon="☺" />
        <StatCard label="This Week" value={stats.thisWeek} hint="Signups in the last 7 days" icon="◷" />
      </StatGrid>
      <FilterForm label="Search the waitlist" clearHref={q ? "/dashboard/waitlist" : undefined}>
        <SearchInput label="Search" defaultValue={q} placeholder="Email, name, city or state" />
      </FilterForm>

      {entries.length === 0 ? (
        <EmptyState
          title={q ? "No matching signups" : "No signups yet"}
          description={q ? `Nobody on the waitlist matches “${q}”.` : "Signups from the landing page appear here."}
          action={
            q ? (
              <Link to="/dashboard/waitlist" className="btn-secondary">
                Clear Search
              </Link>
            ) : undefined
          }
        />
      ) : (
        <section aria-labelledby="waitlist-table-heading">
          <h2 id="waitlist-table-heading" className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {total === 1 ? "1 signup" : `${total} signups`}
            {q ? ` matching “${q}”` : ""}
          </h2>
          <div className="card relative overflow-x-auto p-0" role="region" aria-label="Waitlist signups" tabIndex={0}>
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Contact
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Interest
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Location
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {entries.map((e) => (
                  <tr key={e.id} data-testid="waitlist-row">
                    <td className="px-4 py-3 align-top">
                      <p className="font-medium text-slate-900 dark:text-white">{e.name || "—"}</p>
                      <p className="text-slate-700 dark:text-slate-300">{e.email}</p>
                    </td>
                    <td className="px-4 py-3 align-top">
                      {e.interests.length ? (
                        <ul className="flex flex-wrap gap-1">
                          {e.interests.map((i) => (
                            <li key={i} className="badge-neutral">
                              {i}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-slate-700 dark:text-slate-300">—</span>
                      )}
                    </td>
                    <td className="px-4 py-3 align-top text-slate-800 dark:text-slate-200">{e.location || "—"}</td>
                    <td className="px-4 py-3 align-top">
                      <StatusCell id={e.id} email={e.email} status={e.status} statuses={statuses} q={q} page={page} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 align-top text-slate-800 dark:text-slate-200">
                      <time dateTime={e.createdAt}>{formatDate(e.createdAt, timezone)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} />
        </section>
      )}
    </div>
  );
}

function StatusCell({
  id,
  email,
  status,
  statuses,
  q,
  page,
}: {
  id: string;
  email: string;
  status: string;
  statuses: readonly string[];
  q: string;
  page: number;
}) {
  const fetcher = useFetcher({ key: `waitlist-status-${id}` });
  const pending = fetcher.state !== "idle";
  const shown = (fetcher.formData?.get("status") as string | null) ?? status;
  const selectId = `status-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <StatusBadge status={shown} />
      <fetcher.Form method="post" className="flex items-center gap-1">
        <input type="hidden" name="intent" value="set-status" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="q" value={q} />
        <input type="hidden" name="page" value={String(page)} />
        <label htmlFor={selectId} className="sr-only">
          Status for {email}
        </label>
        <select id={selectId} name="status" defaultValue={status} className="input w-32 py-1">
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="btn-secondary px-2 py-1"
          disabled={pending}
          aria-label={`Update status for ${email}`}
        >
          {pending ? "Saving..." : "Update"}
        </button>
      </fetcher.Form>
    </div>
  );
}

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label="Waitlist pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700 dark:text-slate-300">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const meta: MetaFunction = () => [{ title: "Waitlist | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
