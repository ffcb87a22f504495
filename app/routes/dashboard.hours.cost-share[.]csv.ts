import type { LoaderFunctionArgs } from "@remix-run/node";
import { chapterReportCsv } from "~/flows/report-routes.server";
import { COST_SHARE_COLUMNS, costShareCsvRows, costShareForQuery } from "~/models/activation-record.server";
import { fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/hours/cost-share.csv?chapterId=&from=&to=: every line of the cost-share export
 * (person, date, site, task, hours, certified by: blank when nobody certified it), streamed, with the
 * column names in the reader's language.
 */
const HEADER_KEYS = {
  person: "training.costShare.col.person",
  date: "training.costShare.col.date",
  site: "training.costShare.col.site",
  task: "training.costShare.col.task",
  hours: "training.costShare.col.hours",
  certifiedBy: "training.costShare.col.certifiedBy",
} as const;

export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportCsv(request, "training.refusal.hoursReport", costShareForQuery, ({ filter, report }, t) =>
    report
      ? {
          name: `cost-share-hours-${fileSlug(report.chapter.name)}-${filter.from}-to-${filter.to}`,
          header: COST_SHARE_COLUMNS.map((c) => t(HEADER_KEYS[c])),
          rows: costShareCsvRows(report),
        }
      : null,
  );
