import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLocation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SETTINGS_TABS, type SettingsTab } from "~/models/settings.schema";

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  notifications: "Notifications",
  preferences: "Preferences",
  security: "Security",
};

/** Settings: one nested route per section (profile, notifications, preferences, security). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  return null;
}

export default function SettingsLayout() {
  // /dashboard/settings itself shows the Profile section.
  const path = useLocation().pathname.replace(/\/$/, "");
  const current = path === "/dashboard/settings" ? "profile" : path.split("/").pop();
  return (
    <div>
      <PageHeader title="Settings" description="Manage your profile, notifications, preferences and security." />
      <nav aria-label="Settings sections" className="mb-6">
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
                {TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Settings | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
