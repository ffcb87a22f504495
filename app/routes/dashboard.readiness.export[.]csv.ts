import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageRefusal, requirePermission } from "~/access/respond.server";
import { ReadinessQuerySchema } from "~/models/credential.schema";
import { filteredReadiness, READINESS_CSV_HEADER, readinessCsvRows } from "~/models/credential.server";
import { csvStream, fileDate } from "~/utils/csv.server";

/**
 * GET /dashboard/readiness/export.csv?chapter=&type=&status=&q=: the grid the page shows for the
 * same filter, one row per member and credential. A plain link, so it works without JS.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(
    actor,
    "training.review",
    undefined,
    "Only chapter leaders and administrators see chapter readiness.",
  );
  const query = ReadinessQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let readiness;
  try {
    readiness = filteredReadiness(actor, query.chapter ?? "", {
      type: query.type,
      status: query.status === "all" ? undefined : query.status,
      q: query.q,
    });
  } catch (error) {
    return pageRefusal(error, request);
  }
  const slug = readiness.chapter.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return new Response(csvStream(READINESS_CSV_HEADER, readinessCsvRows(readiness)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="readiness-${slug}-${fileDate()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
