import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { trainingPageTitle } from "~/components/training/page-title";
import { DataTable, TBODY_CLASS } from "~/components/training/data-table";
import { formatUsd } from "~/components/training/format";
import { HoursTable } from "~/components/training/hours-table";
import { ACTIVITY_TYPE_KEYS } from "~/components/training/labels";
import { ReportFrame } from "~/components/training/report-frame";
import { Section } from "~/components/training/section";
import { requireChapterReport } from "~/flows/chapter-report.server";
import { useT } from "~/i18n/react";
import { trainingAccess } from "~/models/credential.server";
import { ACTIVITY_TYPES } from "~/models/hours.schema";
import { hoursReportForQuery } from "~/models/hours.server";

const ROW_LIMIT = 300;

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n, result } = await requireChapterReport(
    request,
    "training.refusal.hoursReport",
    hoursReportForQuery,
  );
  const { filter, report } = result;
  const params = new URLSearchParams({ chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to });
  return json(
    {
      access: trainingAccess(actor),
      chapters: filter.chapters,
      filters: { chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to },
      report: report && { ...report, rows: report.rows.slice(0, ROW_LIMIT), rowCount: report.rows.length },
      csvHref: `/dashboard/hours/export.csv?${params}`,
      i18n: i18n.messages("training"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function HoursReportPage() {
  const { access, chapters, filters, report, csvHref } = useLoaderData<typeof loader>();
  const { t, number, lang } = useT();
  return (
    <ReportFrame
      title={t("training.report.title")}
      description={t("training.report.description")}
      csvHref={report ? csvHref : null}
      access={access}
      hasChapters={chapters.length > 0}
      noChaptersText={t("training.report.noChaptersText")}
    >
      <div role="search" aria-label={t("training.report.filter")} className="mb-6">
        <Form method="get" className="card flex flex-col gap-3 p-4 md:flex-row md:flex-wrap md:items-end">
          <div className="md:w-56">
            <label htmlFor="report-chapter" className="label">
              {t("training.field.chapter")}
            </label>
            <select id="report-chapter" name="chapterId" defaultValue={filters.chapterId} className="input">
              {chapters.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {(
            [
              ["from", t("training.report.from"), filters.from],
              ["to", t("training.report.to"), filters.to],
            ] as const
          ).map(([name, label, value]) => (
            <div key={name}>
              <label htmlFor={`report-${name}`} className="label">
                {label}
              </label>
              <input id={`report-${name}`} type="date" name={name} defaultValue={value} className="input" />
            </div>
          ))}
          <button type="submit" className="btn-primary">
            {t("training.report.show")}
          </button>
        </Form>
      </div>
      {report ? (
        <>
          <StatGrid columns={3}>
            <StatCard
              label={t("training.report.totalHours")}
              value={number(report.total)}
              icon="◷"
              testId="report-total"
            />
            <StatCard label={t("training.report.volunteers")} value={number(report.members)} icon="☺" />
            <StatCard
              label={t("training.report.value")}
              value={formatUsd(lang, report.value)}
              icon="$"
              hint={t("training.hours.perHour", { rate: formatUsd(lang, report.rate) })}
              testId="report-value"
            />
          </StatGrid>
          <p className="mb-6 text-xs text-slate-700 dark:text-slate-300">
            {t("training.report.rateNote", {
              source: t("training.hours.rateSource"),
              rate: formatUsd(lang, report.rate),
            })}
          </p>
          <Section id="by-month-heading" className="mb-6" title={t("training.report.byMonth")}>
            <DataTable
              label={t("training.report.byMonthTable")}
              testId="report-by-month"
              rowCount={report.byMonth.length}
              empty={{ title: t("training.report.emptyTitle"), description: t("training.report.emptyText") }}
              columns={[
                t("training.report.month"),
                ...ACTIVITY_TYPES.map((type) => t(ACTIVITY_TYPE_KEYS[type])),
                t("training.report.total"),
              ]}
            >
              <tbody className={TBODY_CLASS}>
                {report.byMonth.map((m) => (
                  <tr key={m.month}>
                    <th scope="row" className="px-4 py-2 font-medium">
                      {m.month}
                    </th>
                    {ACTIVITY_TYPES.map((type) => (
                      <td key={type} className="px-4 py-2">
                        {number(m[type])}
                      </td>
                    ))}
                    <td className="px-4 py-2 font-semibold">{number(m.total)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-slate-300 font-semibold dark:border-slate-600">
                <tr>
                  <th scope="row" className="px-4 py-2">
                    {t("training.report.all")}
                  </th>
                  {ACTIVITY_TYPES.map((type) => (
                    <td key={type} className="px-4 py-2">
                      {number(report.byType[type])}
                    </td>
                  ))}
                  <td className="px-4 py-2">{number(report.total)}</td>
                </tr>
              </tfoot>
            </DataTable>
          </Section>
          {report.rows.length ? (
            <Section
              id="entries-heading"
              title={
                <>
                  {t("training.report.entries")}{" "}
                  <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                    (
                    {report.rowCount > report.rows.length
                      ? t("training.report.entriesTruncated", { total: report.rowCount, shown: report.rows.length })
                      : number(report.rowCount)}
                    )
                  </span>
                </>
              }
            >
              <HoursTable
                rows={report.rows}
                label={t("training.report.entriesTable")}
                testId="report-rows"
                showMember
              />
            </Section>
          ) : null}
        </>
      ) : null}
    </ReportFrame>
  );
}

export const meta = trainingPageTitle("training.report.metaTitle", "Hours Report | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
