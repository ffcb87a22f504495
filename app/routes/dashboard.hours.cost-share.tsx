import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { ChapterRangeFilter } from "~/components/training/chapter-range-filter";
import { ColumnsTable } from "~/components/training/data-table";
import { ReportFrame } from "~/components/training/report-frame";
import { chapterReportPage } from "~/flows/report-routes.server";
import { useT } from "~/i18n/react";
import { costShareForQuery } from "~/models/activation-record.server";
import { PrintButton } from "~/offline/print-button";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * Volunteer hours for a cost-share claim (the chapter's leaders, admins): a chapter's time on scene
 * at real activations in a date range, one line per check-in to check-out (person, date, site,
 * task, hours, certified by), shaped for a FEMA donated-resources claim; prints without navigation,
 * and the CSV has every line (docs/decisions/024).
 */

const ROW_LIMIT = 500;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.hours", to: "/dashboard/hours" }, { label: "dashboard.crumb.costShare" }],
};

export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportPage(request, "training.refusal.hoursReport", costShareForQuery, ({ filter, report }) => {
    const filters = { chapterId: filter.chapterId ?? "", from: filter.from, to: filter.to };
    return {
      picker: filter.picker,
      pickerName: "chapterId",
      filters,
      report: report && { ...report, lines: report.lines.slice(0, ROW_LIMIT), lineCount: report.lines.length },
      csvHref: `/dashboard/hours/cost-share.csv?${new URLSearchParams(filters)}`,
    };
  });

export default function CostSharePage() {
  const data = useLoaderData<typeof loader>();
  const { t, number } = useT();
  return (
    <ReportFrame
      kind="costShare"
      page={data}
      filters={<ChapterRangeFilter picker={data.picker} filters={data.filters} />}
    >
      {(report) => (
        <div className="print-sheet">
          <p className="mb-4 text-sm font-semibold" data-testid="cost-share-scope">
            {t("training.costShare.scope", { chapter: report.chapter.name, from: report.from, to: report.to })}
          </p>
          <StatGrid columns={3}>
            <StatCard
              label={t("training.report.totalHours")}
              value={number(report.totalHours)}
              icon="◷"
              testId="cost-share-total"
            />
            <StatCard label={t("training.report.volunteers")} value={number(report.people)} icon="☺" />
            <StatCard
              label={t("training.costShare.uncertified")}
              value={number(report.uncertified)}
              icon="✎"
              testId="cost-share-uncertified"
            />
          </StatGrid>
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("training.costShare.note")}</p>
          <div className="mb-4 print:hidden">
            <PrintButton label={t("training.costShare.print")} />
          </div>
          {report.lineCount > report.lines.length ? (
            <p className="mb-2 text-sm">
              {t("training.report.entriesTruncated", { total: report.lineCount, shown: report.lines.length })}
            </p>
          ) : null}
          <ColumnsTable
            label={t("training.costShare.table")}
            testId="cost-share-lines"
            empty={{ title: t("training.costShare.emptyTitle"), description: t("training.costShare.emptyText") }}
            rows={report.lines}
            rowKey={(l) => l.periodId}
            columns={[
              { header: t("training.costShare.col.person"), rowHeader: true, cell: (l) => l.person },
              { header: t("training.costShare.col.date"), cell: (l) => l.date },
              { header: t("training.costShare.col.site"), cell: (l) => l.site },
              { header: t("training.costShare.col.task"), cell: (l) => l.task },
              { header: t("training.costShare.col.hours"), cell: (l) => number(l.hours) },
              {
                header: t("training.costShare.col.certifiedBy"),
                cell: (l) => l.certifiedBy ?? t("training.costShare.notCertified"),
              },
            ]}
          />
          <p className="mt-8 hidden gap-2 text-sm print:flex">
            <span className="font-semibold">{t("training.costShare.signature")}:</span>
            <span className="inline-block h-6 flex-1 border-b border-black" aria-hidden />
          </p>
        </div>
      )}
    </ReportFrame>
  );
}

export const meta = catalogueTitle("training.costShare.metaTitle", "Volunteer Hours for Cost Share | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
