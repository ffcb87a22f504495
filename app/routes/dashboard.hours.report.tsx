import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { pageRefusal, requirePermission } from "~/access/respond.server";
import { EmptyState, PageHeader, StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TrainingNav } from "~/components/training/training-nav";
import { trainingAccess } from "~/models/credential.server";
import { ACTIVITY_TYPES, HoursQuerySchema, VOLUNTEER_HOUR_VALUE_SOURCE } from "~/models/hours.schema";
import { chapterHoursReport, resolveReportFilter } from "~/models/hours.server";

const NOT_ALLOWED = "Only chapter leaders and administrators see hours reports.";
const ROW_LIMIT = 300;

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.review", undefined, NOT_ALLOWED);
  const query = HoursQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filter = resolveReportFilter(actor, query);
  let report = null;
  if (filter.chapterId) {
    try {
      report = chapterHoursReport(actor, filter.chapterId, { from: filter.from, to: filter.to });
    } catch (error) {
      throw await pageRefusal(error, request);
    }
  }
  const params = new URLSearchParams({ chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to });
  return json(
    {
      access: trainingAccess(actor),
      chapters: filter.chapters,
      filters: { chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to },
      report: report && { ...report, rows: report.rows.slice(0, ROW_LIMIT), rowCount: report.rows.length },
      csvHref: `/dashboard/hours/export.csv?${params}`,
      rateSource: VOLUNTEER_HOUR_VALUE_SOURCE,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

export default function HoursReportPage() {
  const { access, chapters, filters, report, csvHref, rateSource } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Hours Report"
        description="A chapter's approved volunteer hours by month and activity type, for grant and program reports."
        actions={
          report ? (
            <a href={csvHref} className="btn-secondary" download>
              Export CSV
            </a>
          ) : null
        }
      />
      <TrainingNav {...access} />
      {!chapters.length ? (
        <EmptyState title="No chapters" description="Reports appear for the approved chapters you lead." />
      ) : (
        <>
          <div role="search" aria-label="Report filter" className="mb-6">
            <Form method="get" className="card flex flex-col gap-3 p-4 md:flex-row md:flex-wrap md:items-end">
              <div className="md:w-56">
                <label htmlFor="report-chapter" className="label">
                  Chapter
                </label>
                <select id="report-chapter" name="chapterId" defaultValue={filters.chapterId} className="input">
                  {chapters.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="report-from" className="label">
                  From
                </label>
                <input id="report-from" type="date" name="from" defaultValue={filters.from} className="input" />
              </div>
              <div>
                <label htmlFor="report-to" className="label">
                  To
                </label>
                <input id="report-to" type="date" name="to" defaultValue={filters.to} className="input" />
              </div>
              <button type="submit" className="btn-primary">
                Show Report
              </button>
            </Form>
          </div>
          {report ? (
            <>
              <StatGrid columns={3}>
                <StatCard label="Total Hours" value={fmt(report.total)} icon="◷" testId="report-total" />
                <StatCard label="Volunteers" value={report.members} icon="☺" />
                <StatCard
                  label="Value of Volunteer Time"
                  value={money(report.value)}
                  icon="$"
                  hint={`${money(report.rate)} per hour`}
                  testId="report-value"
                />
              </StatGrid>
              <p className="mb-6 text-xs text-slate-700 dark:text-slate-300">
                Hourly value: {rateSource}, unless the server sets VOLUNTEER_HOUR_VALUE (now {money(report.rate)}).
              </p>
              <section aria-labelledby="by-month-heading" className="mb-6">
                <h2 id="by-month-heading" className="mb-3 text-lg font-semibold">
                  By month and activity type
                </h2>
                {report.byMonth.length ? (
                  <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Hours by month">
                    <table className="w-full text-left text-sm" data-testid="report-by-month">
                      <thead className="border-b border-slate-200 dark:border-slate-700">
                        <tr>
                          <th scope="col" className="px-4 py-2">
                            Month
                          </th>
                          {ACTIVITY_TYPES.map((t) => (
                            <th key={t} scope="col" className="px-4 py-2">
                              {t}
                            </th>
                          ))}
                          <th scope="col" className="px-4 py-2">
                            Total
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                        {report.byMonth.map((m) => (
                          <tr key={m.month}>
                            <th scope="row" className="px-4 py-2 font-medium">
                              {m.month}
                            </th>
                            {ACTIVITY_TYPES.map((t) => (
                              <td key={t} className="px-4 py-2">
                                {fmt(m[t])}
                              </td>
                            ))}
                            <td className="px-4 py-2 font-semibold">{fmt(m.total)}</td>
                          </tr>
                        ))}
                      </tbody>
                      <tfoot className="border-t border-slate-300 font-semibold dark:border-slate-600">
                        <tr>
                          <th scope="row" className="px-4 py-2">
                            All
                          </th>
                          {ACTIVITY_TYPES.map((t) => (
                            <td key={t} className="px-4 py-2">
                              {fmt(report.byType[t])}
                            </td>
                          ))}
                          <td className="px-4 py-2">{fmt(report.total)}</td>
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                ) : (
                  <EmptyState
                    headingLevel={3}
                    title="No hours in this range"
                    description="Choose another chapter or dates."
                  />
                )}
              </section>
              {report.rows.length ? (
                <section aria-labelledby="entries-heading">
                  <h2 id="entries-heading" className="mb-3 text-lg font-semibold">
                    Entries{" "}
                    <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                      ({report.rowCount}
                      {report.rowCount > report.rows.length
                        ? `, first ${report.rows.length} shown; the CSV has all`
                        : ""}
                      )
                    </span>
                  </h2>
                  <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Report entries">
                    <table className="w-full text-left text-sm" data-testid="report-rows">
                      <thead className="border-b border-slate-200 dark:border-slate-700">
                        <tr>
                          <th scope="col" className="px-4 py-2">
                            Member
                          </th>
                          <th scope="col" className="px-4 py-2">
                            Date
                          </th>
                          <th scope="col" className="px-4 py-2">
                            Activity
                          </th>
                          <th scope="col" className="px-4 py-2">
                            Type
                          </th>
                          <th scope="col" className="px-4 py-2">
                            Hours
                          </th>
                          <th scope="col" className="px-4 py-2">
                            Approved by
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                        {report.rows.map((r) => (
                          <tr key={`${r.type}-${r.id}`}>
                            <td className="px-4 py-2">{r.member}</td>
                            <td className="px-4 py-2">{r.date}</td>
                            <td className="px-4 py-2">{r.activity}</td>
                            <td className="px-4 py-2">{r.type}</td>
                            <td className="px-4 py-2">{fmt(r.hours)}</td>
                            <td className="px-4 py-2">{r.approvedBy}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Hours Report | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
