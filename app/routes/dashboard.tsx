import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import { Breadcrumbs } from "~/components/dashboard/breadcrumbs";
import { DashboardSidebar } from "~/components/dashboard/sidebar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireActor } from "~/access/actor.server";
import { dashboardAccess } from "~/access/rules.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const access = dashboardAccess(user);
  const i18n = await getI18n(request);
  return json({
    // The shell's and the shared dashboard components' texts, for every page under /dashboard.
    i18n: i18n.messages("dashboard", "validation"),
    meta: { title: i18n.t("dashboard.meta.title") },
    user: { id: user.id, displayName: user.displayName, roles: user.roles },
    access,
  });
}

export default function DashboardLayout() {
  const { user, access } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useT();
  // Moving to another dashboard page (not a form submission or a filter on the same page).
  const switching =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    navigation.location.pathname.startsWith("/dashboard") &&
    navigation.location.pathname !== (typeof window === "undefined" ? "" : window.location.pathname);
  return (
    <div className="mx-auto flex max-w-7xl flex-col px-4 py-6 md:flex-row md:gap-8 md:py-8">
      <DashboardSidebar user={user} access={access} />
      <div className="min-w-0 flex-1" aria-busy={switching || undefined}>
        <p role="status" className={switching ? "mb-3 text-sm text-slate-700 dark:text-slate-300" : "sr-only"}>
          {switching ? t("dashboard.shell.loading") : ""}
        </p>
        <Breadcrumbs />
        <Outlet />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.meta.title ?? "Dashboard"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
