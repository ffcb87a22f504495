import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getMetricsFor } from "~/models/metrics.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * GET /api/dashboard/metrics (leaders and admins, like the dashboard tiles): network-wide for admins,
 * a leader's own chapters otherwise. 401 without a live session, so clients can validate a token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const m = getMetricsFor(user);
    return json({
      totalChapters: m.totalChapters,
      totalMembers: m.totalMembers,
      upcomingEvents: m.upcomingEvents,
      approvedChapters: m.approvedChapters,
      approvalRate: m.approvalRate,
    });
  });
}

export const action = () => methodNotAllowed(["GET"]);
