import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageRefusal } from "~/access/respond.server";
import { getEventRoster, ROSTER_CSV_HEADER, rosterCsvRows } from "~/models/event-roster.server";
import { csvStream, fileDate } from "~/utils/csv.server";

/** GET /dashboard/events/:id/roster.csv: the roster as a file (leaders of the chapter, admins). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  let data;
  try {
    data = getEventRoster(actor, params.id ?? "");
  } catch (error) {
    throw await pageRefusal(error, request);
  }
  const name =
    data.event.title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60)
      .toLowerCase() || "event";
  return new Response(csvStream(ROSTER_CSV_HEADER, rosterCsvRows(data.roster)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="roster-${name}-${fileDate()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
