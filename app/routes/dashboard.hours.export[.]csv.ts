import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/flows/respond.server";
import { requireChapterReport } from "~/flows/chapter-report.server";
import { hoursCsvRows, hoursReportForQuery } from "~/models/hours.server";
import { csvResponse, fileDate, fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/hours/export.csv?chapterId=&from=&to=: every entry of the report (member, date,
 * activity, type, hours, approved by), with the column names in the reader's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, result } = await requireChapterReport(request, "training.refusal.hoursReport", hoursReportForQuery);
  const { filter, report } = result;
  if (!report) throw pageError("not_found", "Chapter not found");
  const { t } = i18n;
  const header = [
    t("training.csv.member"),
    t("training.csv.date"),
    t("training.csv.activity"),
    t("training.csv.type"),
    t("training.csv.hours"),
    t("training.csv.approvedBy"),
  ];
  return csvResponse(
    `hours-${fileSlug(report.chapter.name)}-${filter.from}-to-${filter.to}-${fileDate()}.csv`,
    header,
    hoursCsvRows(report.rows),
  );
}
