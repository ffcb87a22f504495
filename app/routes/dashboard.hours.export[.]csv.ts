import type { LoaderFunctionArgs } from "@remix-run/node";
import { chapterReportCsv } from "~/flows/report-routes.server";
import { hoursCsvRows, hoursReportForQuery } from "~/models/hours.server";
import { fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/hours/export.csv?chapterId=&from=&to=: every entry of the report (member, date,
 * activity, type, hours, approved by), with the column names in the reader's language.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportCsv(request, "training.refusal.hoursReport", hoursReportForQuery, ({ filter, report }, t) =>
    report
      ? {
          name: `hours-${fileSlug(report.chapter.name)}-${filter.from}-to-${filter.to}`,
          header: [
            t("training.csv.member"),
            t("training.csv.date"),
            t("training.csv.activity"),
            t("training.csv.type"),
            t("training.csv.hours"),
            t("training.csv.approvedBy"),
          ],
          rows: hoursCsvRows(report.rows),
        }
      : null,
  );
