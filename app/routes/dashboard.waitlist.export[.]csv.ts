import type { LoaderFunctionArgs } from "@remix-run/node";
import { WaitlistSearchSchema } from "~/models/waitlist-admin.schema";
import { WAITLIST_CSV_HEADER, waitlistCsvRecords } from "~/models/waitlist-admin.server";
import { csvRecordStream, fileDate } from "~/utils/csv.server";
import { requirePage } from "~/flows/respond.server";

/**
 * GET /dashboard/waitlist/export.csv?q=… streams the rows the waitlist page shows for the same
 * search (all pages) as waitlist-{date}.csv. A plain link, so it works without JS.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The refusal is a page in the reader's language; the file's column names stay the spec's English.
  const { actor } = await requirePage(request, "waitlist.manage", (t) => t("admin.waitlist.denied"));
  const parsed = WaitlistSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const q = parsed.success ? parsed.data.q : "";
  return new Response(csvRecordStream(WAITLIST_CSV_HEADER, waitlistCsvRecords(actor, q)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="waitlist-${fileDate()}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
