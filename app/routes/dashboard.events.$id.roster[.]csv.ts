import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireEventRoster } from "~/flows/event-roster.server";
import { rosterCsvHeader, rosterCsvRows } from "~/models/event-roster.server";
import { csvStream, fileDate } from "~/utils/csv.server";

/** GET /dashboard/events/:id/roster.csv: the roster as a file (leaders of the chapter, admins), in their language. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { event, roster, i18n } = await requireEventRoster(request, params.id);
  const name =
    event.title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60)
      .toLowerCase() || "event";
  return new Response(csvStream(rosterCsvHeader(i18n.t), rosterCsvRows(roster, i18n.t)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="roster-${name}-${fileDate()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
