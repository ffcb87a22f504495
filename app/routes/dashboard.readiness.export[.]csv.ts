import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageError, pageRefusal, requirePermission } from "~/access/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { ReadinessQuerySchema } from "~/models/credential.schema";
import { readinessCsvRows, readinessForQuery } from "~/models/credential.server";
import { csvResponse, fileDate, fileSlug } from "~/utils/csv.server";

/**
 * GET /dashboard/readiness/export.csv?chapter=&type=&status=&q=: the grid the page shows for the
 * same filter, one row per member and credential. A plain link, so it works without JS. The column
 * names are in the reader's language; the cells are the data as stored.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  requirePermission(actor, "training.review", undefined, t("training.refusal.readiness"));
  let readiness;
  try {
    const query = ReadinessQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    readiness = readinessForQuery(actor, query).readiness;
  } catch (error) {
    return pageRefusal(error, request);
  }
  if (!readiness) throw pageError("not_found", "Chapter not found");
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
