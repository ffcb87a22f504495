import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getMetricsFor } from "~/models/metrics.server";
import { apiError, handleApi, methodNotAllowed } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";
import { dashboardAccess } from "~/access/rules.server";

/**
 * GET /api/dashboard/metrics (leaders and admins, like the dashboard tiles): network-wide for admins,
 * a leader's own chapters otherwise. 401 without a live session, so clients can validate a token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    if (!dashboardAccess(user).canManage) {
      return apiError(403, "Dashboard metrics are for chapter leaders and administrators.");
    }
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
