import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvApi } from "~/flows/activation-record.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * GET /api/activations/:id/check-in-list.csv: the ICS-211 check-in list (name, chapter,
 * qualifications, time in, time out, hours; times in the chapter's zone), streamed, for the
 * chapter's leaders and admins (401, 403, 404 as JSON).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  recordCsvApi(request, "check-in-list", params.id ?? "");

export async function action() {
  return methodNotAllowed(["GET"]);
}
