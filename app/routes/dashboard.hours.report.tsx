import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pager, pageParam, StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { ChapterRangeFilter } from "~/components/training/chapter-range-filter";
import { ColumnsTable } from "~/components/training/data-table";
import { formatUsd } from "~/components/training/format";
import { HoursTable } from "~/components/training/hours-table";
import { ACTIVITY_TYPE_KEYS } from "~/components/training/labels";
import { ReportFrame } from "~/components/training/report-frame";
import { Section } from "~/components/training/section";
import { chapterReportPage } from "~/flows/report-routes.server";
import { useT } from "~/i18n/react";
import { ACTIVITY_TYPES } from "~/models/hours.schema";
import { hoursReportPageForQuery } from "~/models/hours.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** Ledger rows per page (the CSV has every row); the totals above cover the whole range. */
const ROWS_PER_PAGE = 50;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.hours", to: "/dashboard/hours" }, { label: "dashboard.crumb.hoursReport" }],
};

export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportPage(
    request,
    "training.refusal.hoursReport",
    (actor, params) => hoursReportPageForQuery(actor, params, { page: pageParam(params), perPage: ROWS_PER_PAGE }),
    ({ filter, report }) => {
      const filters = { chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to };
      return {
        picker: filter.picker,
        pickerName: "chapterId",
        filters,
        report,
        csvHref: `/dashboard/hours/export.csv?${new URLSearchParams(filters)}`,
      };
    },
  );

export default function HoursReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t, number, lang } = useT();
  return (
    <ReportFrame kind="hours" page={data} filters={<ChapterRangeFilter picker={data.picker} filters={data.filters} />}>
      {(report) => (
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
            <ColumnsTable
              label={t("training.report.byMonthTable")}
              testId="report-by-month"
              empty={{ title: t("training.report.emptyTitle"), description: t("training.report.emptyText") }}
              rows={report.byMonth}
              rowKey={(m) => m.month}
              columns={[
                { header: t("training.report.month"), rowHeader: true, cell: (m) => m.month },
                ...ACTIVITY_TYPES.map((type) => ({
                  header: t(ACTIVITY_TYPE_KEYS[type]),
                  cell: (m: (typeof report.byMonth)[number]) => number(m[type]),
                })),
                { header: t("training.report.total"), cell: (m) => number(m.total), className: "font-semibold" },
              ]}
              foot={
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
              }
            />
          </Section>
          {report.rowCount ? (
            <Section
              id="entries-heading"
              title={
                <>
                  {t("training.report.entries")}{" "}
                  <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                    ({number(report.rowCount)})
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
              <Pager page={report.page} hasNext={report.hasNext} label={t("training.report.entryPages")} />
            </Section>
          ) : null}
        </>
      )}
    </ReportFrame>
  );
}

export const meta = catalogueTitle("training.report.metaTitle", "Hours Report | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
