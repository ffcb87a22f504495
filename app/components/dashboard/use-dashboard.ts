import { useRouteLoaderData } from "@remix-run/react";
import type { Role } from "~/db/schema";
import type { DashboardAccess } from "~/access/rules.server";

export interface DashboardData {
  user: { id: string; displayName: string; roles: Role[] };
  access: DashboardAccess;
}

/**
 * The signed-in user and what the dashboard lets them do, from the layout loader. Only for display
 * decisions (which buttons to show): every loader and action still checks permissions itself.
 */
export function useDashboard(): DashboardData {
  const data = useRouteLoaderData("routes/dashboard") as DashboardData | undefined;
  if (!data) throw new Error("useDashboard must be used inside the /dashboard layout");
  return data;
}
