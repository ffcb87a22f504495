import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/i18n/react";

export interface TabItem {
  /** The value written to the query parameter (e.g. "pending"). */
  value: string;
  label: string;
  count?: number;
}

/**
 * Tabs as links that set a query parameter (`?tab=pending`), so they work without JS, keep the other
 * filters, are shareable and the back button works. The current tab carries aria-current="page".
 * Rendered as a labelled <nav> (not role="tablist": these navigate, they don't swap panels in place).
 */
export function Tabs({
  items,
  current,
  param = "tab",
  label,
  className,
  clear = [],
}: {
  items: TabItem[];
  current: string;
  param?: string;
  /** Accessible name of the tab bar, e.g. "Chapter status". Must be unique on the page. */
  label?: string;
  className?: string;
  /** Query parameters to drop when switching tabs (e.g. a status filter the tab replaces). */
  clear?: string[];
}) {
  const location = useLocation();
  const { t } = useT();
  return (
    <nav aria-label={label ?? t("dashboard.tabs.label")} className={className ?? "mb-6"}>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {items.map((item) => {
          const params = new URLSearchParams(location.search);
          params.set(param, item.value);
          for (const name of clear) params.delete(name);
          const active = item.value === current;
          return (
            <li key={item.value} className="flex-1 sm:flex-none">
              <Link
                to={`${location.pathname}?${params}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors ${
                  active
                    ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                    : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900/60"
                }`}
              >
                <span>{item.label}</span>
                {item.count !== undefined ? (
                  <span
                    className={`rounded-full px-2 text-xs ${
                      active
                        ? "bg-brand-700 text-white"
                        : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
                    }`}
                  >
                    {item.count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
