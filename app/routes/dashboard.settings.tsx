import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLocation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { SETTINGS_TABS, type SettingsTab } from "~/models/settings.schema";
import { pageMeta, siteTitle } from "~/utils/page-meta";

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: "dashboard.settings.tab.profile",
  notifications: "dashboard.settings.tab.notifications",
  preferences: "dashboard.settings.tab.preferences",
  security: "dashboard.settings.tab.security",
};

/** Settings: one nested route per section (profile, notifications, preferences, security). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  const { t } = await getI18n(request);
  return json({ meta: { title: t("dashboard.settings.title") } });
}

export default function SettingsLayout() {
  // /dashboard/settings itself shows the Profile section.
  const path = useLocation().pathname.replace(/\/$/, "");
  // Deleting the account is a page of the Security section.
  const last = path.split("/").pop();
  const current = path === "/dashboard/settings" ? "profile" : last === "delete-account" ? "security" : last;
  const { t } = useT();
  return (
    <div>
      <PageHeader title={t("dashboard.settings.title")} description={t("dashboard.settings.description")} />
      <nav aria-label={t("dashboard.settings.sections")} className="mb-6">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={`/dashboard/settings/${tab}`}
                prefetch="intent"
                aria-current={current === tab ? "page" : undefined}
                className={`block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${
                  current === tab
                    ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                    : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {t(TAB_LABELS[tab])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.meta.title ?? "Settings"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
