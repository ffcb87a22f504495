import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageError, pageRefusal, requirePermission } from "~/access/respond.server";
import { HOURS_CSV_HEADER, HoursQuerySchema } from "~/models/hours.schema";
import { chapterHoursReport, hoursCsvRows, resolveReportFilter } from "~/models/hours.server";
import { csvStream, fileDate } from "~/utils/csv.server";

/** GET /dashboard/hours/export.csv?chapterId=&from=&to=: every entry of the report (member, date, activity, type, hours, approved by). */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.review", undefined, "Only chapter leaders and administrators see hours reports.");
  const filter = resolveReportFilter(
    actor,
    HoursQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)),
  );
  if (!filter.chapterId) throw pageError("not_found", "Chapter not found");
  let report;
  try {
    report = chapterHoursReport(actor, filter.chapterId, { from: filter.from, to: filter.to });
  } catch (error) {
    return pageRefusal(error, request);
  }
  const slug = report.chapter.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return new Response(csvStream(HOURS_CSV_HEADER, hoursCsvRows(report.rows)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="hours-${slug}-${filter.from}-to-${filter.to}-${fileDate()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
