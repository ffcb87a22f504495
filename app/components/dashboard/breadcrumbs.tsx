import { Link, useMatches } from "@remix-run/react";
import { useT } from "~/i18n/react";

/** One step of the trail: a catalogue key, and the page it links to (the current page has none). */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * What a nested dashboard page declares in its `handle`: the trail under "Dashboard" to itself,
 * e.g. `{ breadcrumb: [{ label: "dashboard.nav.events", to: "/dashboard/events" }, { label: "dashboard.crumb.newEvent" }] }`.
 */
export interface BreadcrumbHandle {
  breadcrumb: Crumb[];
}

function trailOf(handle: unknown): Crumb[] | null {
  const crumbs = (handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumb;
  return Array.isArray(crumbs) ? crumbs : null;
}

/**
 * The breadcrumb trail of a nested dashboard page ("Dashboard › Events › New event"), read from the
 * deepest route handle that declares one. Top-level dashboard pages declare none and show none.
 */
export function Breadcrumbs() {
  const { t } = useT();
  const matches = useMatches();
  const trail = [...matches]
    .reverse()
    .map((m) => trailOf(m.handle))
    .find(Boolean);
  if (!trail?.length) return null;
  const crumbs: Crumb[] = [{ label: "dashboard.nav.label", to: "/dashboard" }, ...trail];
  return (
    <nav aria-label={t("dashboard.crumb.label")} className="mb-4 text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 dark:text-slate-300">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-2">
              {last || !c.to ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-semibold text-slate-900 dark:text-white" : undefined}
                >
                  {t(c.label)}
                </span>
              ) : (
                <Link to={c.to} className="underline hover:text-brand-700 dark:hover:text-red-300">
                  {t(c.label)}
                </Link>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-slate-500">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
