import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/utils/permissions.server";

// Minimal shell; the dashboard work (issue 5) builds the sidebar and pages.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ user: { id: user.id, displayName: user.displayName, roles: user.roles } });
}

export default function DashboardLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm text-slate-700 dark:text-slate-300">Signed in as {user.displayName}</p>
      <Outlet />
    </div>
  );
}
