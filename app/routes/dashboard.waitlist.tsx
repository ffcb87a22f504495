import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import {
  EmptyState,
  FilterForm,
  HeaderAction,
  PageHeader,
  SearchInput,
  StatCard,
  StatGrid,
} from "~/components/dashboard";
import { STACKED_TABLE, TableHead } from "~/components/activations/column-table";
import { label, STATUS_KEYS, useWaitlistRowsHtml, WaitlistRow } from "~/components/dashboard/waitlist-rows";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { WAITLIST_STATUSES } from "~/db/schema";
import { WaitlistSearchSchema, WaitlistStatusSchema } from "~/models/waitlist-admin.schema";
import { listWaitlist, setWaitlistStatus, waitlistStats } from "~/models/waitlist-admin.server";
import { useT } from "~/i18n/react";
import { refuse, requirePage, requirePageAction } from "~/flows/respond.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The table's columns (catalogue keys), in order. */
const WAITLIST_COLUMNS = [
  "admin.waitlist.contact",
  "admin.waitlist.interest",
  "admin.waitlist.location",
  "admin.filter.status",
  "admin.waitlist.joined",
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "waitlist.manage", (t) => t("admin.waitlist.denied"));
  const url = new URL(request.url);
  const parsed = WaitlistSearchSchema.safeParse(Object.fromEntries(url.searchParams));
  const { q, page } = parsed.success ? parsed.data : { q: "", page: 1 };
  const list = listWaitlist(actor, { q, page });
  return json({
    i18n: i18n.messages("admin"),
    meta: { title: i18n.t("admin.waitlist.meta") },
    q,
    statuses: WAITLIST_STATUSES,
    stats: waitlistStats(actor),
    ...list,
    entries: list.entries.map((e) => ({
      id: e.id,
      email: e.email,
      name: [e.firstName, e.lastName].filter(Boolean).join(" "),
      interests: e.interestLevel,
      location: [e.city, e.state].filter(Boolean).join(", "),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "waitlist.manage", (t) =>
    t("admin.waitlist.denied"),
  );
  const back = backTo(request, formData);
  if (intent !== "set-status") {
    return json({ error: "Unknown action." }, { status: 400 });
  }
  const submission = parseSubmission(formData, { schema: WaitlistStatusSchema });
  if (submission.status !== "success") {
    return redirectWithToast(back, {
      type: "error",
      title: t("admin.waitlist.updateFailed"),
      description: t("admin.waitlist.chooseStatus"),
    });
  }
  try {
    const entry = setWaitlistStatus(actor, submission.value.id, submission.value.status);
    return redirectWithToast(back, {
      type: "success",
      title: t("admin.waitlist.statusUpdated"),
      description: t("admin.waitlist.statusUpdatedText", {
        email: entry.email,
        status: label(t, STATUS_KEYS, entry.status),
      }),
    });
  } catch (error) {
    return refuse(error, request, { title: "admin.waitlist.updateFailed", back, gone: "admin.waitlist.gone" });
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
  const { stats, entries, q, page, pageCount, total, statuses } = data;
  const { t } = useT();
  const rowsHtml = useWaitlistRowsHtml(entries, { statuses, q, page });
  const exportHref = `/dashboard/waitlist/export.csv${q ? `?${new URLSearchParams({ q })}` : ""}`;
  return (
    <div>
      <PageHeader
        title={t("admin.waitlist.title")}
        description={t("admin.waitlist.intro")}
        actions={<HeaderAction to={exportHref} download icon="⇩" label={t("admin.waitlist.export")} />}
      />
      <StatGrid>
        <StatCard label={t("admin.waitlist.statTotal")} value={stats.total} icon="☰" />
        <StatCard label={t("admin.waitlist.statLeaders")} value={stats.potentialLeaders} icon="★" />
        <StatCard label={t("admin.waitlist.statMembers")} value={stats.members} icon="☺" />
        <StatCard
          label={t("admin.waitlist.statWeek")}
          value={stats.thisWeek}
          hint={t("admin.waitlist.statWeekHint")}
          icon="◷"
        />
      </StatGrid>
      <FilterForm label={t("admin.waitlist.searchLabel")} clearHref={q ? "/dashboard/waitlist" : undefined}>
        <SearchInput label={t("admin.filter.search")} defaultValue={q} placeholder={t("admin.waitlist.placeholder")} />
      </FilterForm>

      {entries.length === 0 ? (
        <EmptyState
          title={q ? t("admin.waitlist.noMatchTitle") : t("admin.waitlist.emptyTitle")}
          description={q ? t("admin.waitlist.noMatchText", { q }) : t("admin.waitlist.emptyText")}
          action={
            q ? (
              <Link to="/dashboard/waitlist" className="btn-secondary">
                {t("admin.waitlist.clearSearch")}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <section aria-labelledby="waitlist-table-heading">
          <h2 id="waitlist-table-heading" className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("admin.waitlist.count", { count: total })}
            {q ? t("admin.waitlist.matching", { q }) : ""}
          </h2>
          {/* A table from 640 px up; below, every entry is a card with its own labels, its status controls in view. */}
          <div
            className="sm:card sm:relative sm:overflow-x-auto sm:p-0"
            role="region"
            aria-label={t("admin.waitlist.table")}
            tabIndex={0}
          >
            <table className={`${STACKED_TABLE.table} sm:min-w-[44rem]`}>
              <TableHead
                columns={WAITLIST_COLUMNS}
                cellClassName="px-4 py-3 font-semibold"
                className={`${STACKED_TABLE.head} bg-slate-50 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}
              />
              {rowsHtml != null ? (
                <tbody className={STACKED_TABLE.body} dangerouslySetInnerHTML={{ __html: rowsHtml }} />
              ) : (
                <tbody className={STACKED_TABLE.body}>
                  {entries.map((e) => (
                    <WaitlistRow key={e.id} entry={e} statuses={statuses} q={q} page={page} />
                  ))}
                </tbody>
              )}
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} />
        </section>
      )}
    </div>
  );
}

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  const { t } = useT();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label={t("admin.waitlist.pages")} className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          {t("admin.waitlist.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700 dark:text-slate-300">{t("admin.waitlist.pageOf", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          {t("admin.waitlist.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta.title ?? siteTitle("Waitlist"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
