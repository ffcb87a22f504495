import { json } from "@remix-run/node";
import { pageError } from "~/flows/respond.server";
import { requireChapterReport, type ChapterReportRead } from "~/flows/chapter-report.server";
import { trainingAccess } from "~/models/credential.server";
import type { TFunction } from "~/i18n/translate";
import { csvRecordResponse, csvResponse, fileDate } from "~/utils/csv.server";

/**
 * A chapter report page's loader data (readiness, hours): `page` of the report for the query, with
 * the viewer's training links and the `training` texts; personal, so never cached.
 */
export async function chapterReportPage<Report, Data extends object>(
  request: Request,
  refusal: Parameters<typeof requireChapterReport>[1],
  report: ChapterReportRead<Report>,
  page: (result: Report) => Data,
) {
  const { actor, i18n, result } = await requireChapterReport(request, refusal, report);
  return json(
    { access: trainingAccess(actor), ...page(result), i18n: i18n.messages("training") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * What a report's CSV holds: the file name (the date is added), the column names, and the rows
 * (cells, as `csvStream` writes them) or, for a large report, its records already written
 * (`csvRecordStream`: each one line, its cells made with `csvField`, ending in CRLF).
 */
export type ReportCsv = { name: string; header: readonly string[] } & (
  { rows: Iterable<readonly (string | null | undefined)[]> } | { records: Iterable<string> }
);

/**
 * A chapter report's CSV download (hours, readiness): refused as its page refuses it, a 404 when
 * the query names no chapter to report on, otherwise `csv` of the same report the page shows, the
 * column names in the reader's language and today's date at the end of the file name.
 */
export async function chapterReportCsv<Report>(
  request: Request,
  refusal: Parameters<typeof requireChapterReport>[1],
  report: ChapterReportRead<Report>,
  csv: (result: Report, t: TFunction) => ReportCsv | null,
) {
  const { i18n, result } = await requireChapterReport(request, refusal, report);
  const file = csv(result, i18n.t);
  if (!file) throw pageError("not_found", "Chapter not found");
  const fileName = `${file.name}-${fileDate()}.csv`;
  return "records" in file
    ? csvRecordResponse(fileName, file.header, file.records)
    : csvResponse(fileName, file.header, file.rows);
}
