import type { LoaderFunctionArgs } from "@remix-run/node";
import { WaitlistSearchSchema } from "~/models/waitlist-admin.schema";
import { WAITLIST_CSV_HEADER, waitlistCsvGzip, waitlistCsvRecords } from "~/models/waitlist-admin.server";
import { csvRecordStream, fileDate } from "~/utils/csv.server";
import { requirePage } from "~/flows/respond.server";
import { acceptsGzip } from "../../server/response-cache.js";

/**
 * GET /dashboard/waitlist/export.csv?q=… streams the rows the waitlist page shows for the same
 * search (all pages) as waitlist-{date}.csv. A plain link, so it works without JS.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The refusal is a page in the reader's language; the file's column names stay the spec's English.
  const { actor } = await requirePage(request, "waitlist.manage", (t) => t("admin.waitlist.denied"));
  const parsed = WaitlistSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const q = parsed.success ? parsed.data.q : "";
  const headers = {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="waitlist-${fileDate()}.csv"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  // The whole list, to a client that takes gzip: the same text, from compressed blocks kept while
  // their days are unchanged (docs/decisions/046); the server's compression leaves it as it is.
  if (!q?.trim() && acceptsGzip(request.headers.get("Accept-Encoding") ?? undefined)) {
    return new Response(waitlistCsvGzip(actor), { headers: { ...headers, "Content-Encoding": "gzip" } });
  }
  return new Response(csvRecordStream(WAITLIST_CSV_HEADER, waitlistCsvRecords(actor, q)), { headers });
}
