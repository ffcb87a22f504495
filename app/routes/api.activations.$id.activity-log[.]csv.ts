import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvApi } from "~/flows/activation-record.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * GET /api/activations/:id/activity-log.csv: the ICS-214 activity log (time in the chapter's zone,
 * activity, by whom), streamed, for the chapter's leaders and admins (401, 403, 404 as JSON).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  recordCsvApi(request, "activity-log", params.id ?? "");

export async function action() {
  return methodNotAllowed(["GET"]);
}
