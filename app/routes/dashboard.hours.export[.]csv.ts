import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageError, pageRefusal, requirePermission } from "~/access/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { hoursCsvRows, hoursReportForQuery } from "~/models/hours.server";
import { csvResponse, fileDate, fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/hours/export.csv?chapterId=&from=&to=: every entry of the report (member, date,
 * activity, type, hours, approved by), with the column names in the reader's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  requirePermission(actor, "training.review", undefined, t("training.refusal.hoursReport"));
  let result;
  try {
    result = hoursReportForQuery(actor, new URL(request.url).searchParams);
  } catch (error) {
    return pageRefusal(error, request);
  }
  const { filter, report } = result;
  if (!report) throw pageError("not_found", "Chapter not found");
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
