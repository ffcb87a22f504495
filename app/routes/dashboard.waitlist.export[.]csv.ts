import type { LoaderFunctionArgs } from "@remix-run/node";
import { WaitlistSearchSchema } from "~/models/waitlist-admin.schema";
import { WAITLIST_ACCESS_DENIED, WAITLIST_CSV_HEADER, waitlistCsvRows } from "~/models/waitlist-admin.server";
import { csvStream, fileDate } from "~/utils/csv.server";
import { requireActor } from "~/access/actor.server";
import { requirePermission } from "~/access/respond.server";

/**
 * GET /dashboard/waitlist/export.csv?q=… streams the rows the waitlist page shows for the same
 * search (all pages) as waitlist-{date}.csv. A plain link, so it works without JS.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requirePermission(await requireActor(request), "waitlist.manage", undefined, WAITLIST_ACCESS_DENIED);
  const parsed = WaitlistSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const q = parsed.success ? parsed.data.q : "";
  return new Response(csvStream(WAITLIST_CSV_HEADER, waitlistCsvRows(q)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="waitlist-${fileDate()}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
