import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { dashboardAccess } from "~/access/rules.server";
import { DashboardSidebar } from "~/components/dashboard/sidebar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getI18n } from "~/i18n/i18n.server";

// The admin pages sit in the same shell as the dashboard (its sidebar), so an administrator moving
// between the role-request queue and the rest keeps their place. Each page checks its own rule.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  return json({
    // The sidebar's texts (the admin pages add their own namespaces).
    i18n: i18n.messages("dashboard"),
    user: { id: user.id, displayName: user.displayName, roles: user.roles },
    access: dashboardAccess(user),
  });
}

export default function AdminLayout() {
  const { user, access } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-7xl flex-col px-4 py-6 md:flex-row md:gap-8 md:py-8">
      <DashboardSidebar user={user} access={access} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
