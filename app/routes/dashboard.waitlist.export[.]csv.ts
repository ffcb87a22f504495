import type { LoaderFunctionArgs } from "@remix-run/node";
import { WaitlistSearchSchema } from "~/models/waitlist-admin.schema";
import { WAITLIST_CSV_HEADER, waitlistCsvRows } from "~/models/waitlist-admin.server";
import { getI18n } from "~/i18n/i18n.server";
import { csvStream, fileDate } from "~/utils/csv.server";
import { requireActor } from "~/access/actor.server";
import { requirePermission } from "~/flows/respond.server";

/**
 * GET /dashboard/waitlist/export.csv?q=… streams the rows the waitlist page shows for the same
 * search (all pages) as waitlist-{date}.csv. A plain link, so it works without JS.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  // The refusal is a page in the reader's language; the file's column names stay the spec's English.
  requirePermission(actor, "waitlist.manage", undefined, (await getI18n(request)).t("admin.waitlist.denied"));
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
