import type { LoaderFunctionArgs } from "@remix-run/node";
import { chapterReportCsv } from "~/flows/report-routes.server";
import { readinessExportForSearch } from "~/models/credential.server";
import { fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/readiness/export.csv?chapter=&type=&status=&q=: the grid the page shows for the
 * same filter, one row per member and credential. A plain link, so it works without JS. The column
 * names are in the reader's language; the cells are the data as stored. The grid is computed as
 * the file is read (readinessExportForSearch), after the header has left; its records are written
 * by the model (readinessCsvRecords), each repeated cell made once.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportCsv(request, "training.refusal.readiness", readinessExportForSearch, (file, t) =>
    file
      ? {
          name: `readiness-${fileSlug(file.chapter.name)}`,
          header: [
            t("training.csv.chapter"),
            t("training.csv.member"),
            t("training.csv.email"),
            t("training.csv.credential"),
            t("training.csv.status"),
            t("training.csv.expires"),
          ],
          records: file.records,
        }
      : null,
  );
