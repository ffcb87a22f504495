import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/flows/respond.server";
import { requireChapterReport } from "~/flows/chapter-report.server";
import { readinessCsvRows, readinessForSearch } from "~/models/credential.server";
import { csvResponse, fileDate, fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/readiness/export.csv?chapter=&type=&status=&q=: the grid the page shows for the
 * same filter, one row per member and credential. A plain link, so it works without JS. The column
 * names are in the reader's language; the cells are the data as stored.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, result } = await requireChapterReport(request, "training.refusal.readiness", readinessForSearch);
  const { readiness } = result;
  if (!readiness) throw pageError("not_found", "Chapter not found");
  const { t } = i18n;
  const header = [
    t("training.csv.chapter"),
    t("training.csv.member"),
    t("training.csv.email"),
    t("training.csv.credential"),
    t("training.csv.status"),
    t("training.csv.expires"),
  ];
  return csvResponse(
    `readiness-${fileSlug(readiness.chapter.name)}-${fileDate()}.csv`,
    header,
    readinessCsvRows(readiness),
  );
}
