import { Form, Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import type { Role } from "~/db/schema";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { Menu, Plus, X } from "./shell-icons";
import { ThemeToggle, type Theme } from "./theme-toggle";
import { useCloseOnNavigate } from "./use-close-on-navigate";
import { WaitlistDialogLink } from "./waitlist-dialog-link";

export interface HeaderUser {
  id: string;
  displayName: string;
  roles: Role[];
  /** The Admin link: decided on the server by the `admin.area` rule. */
  adminArea: boolean;
}

export const HEADER_CLASS =
  "sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950";
export const HEADER_NAV_CLASS = "mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4";

/** What the header's content depends on, besides the language's texts. */
export interface SiteHeaderState {
  user: HeaderUser | null;
  theme: Theme;
  /** The page is a visitor's copy kept for anyone offline: no account named, no sign-in. */
  anonymousCopy: boolean;
  pathname: string;
  /** Where the theme switch sends the reader back (the path and query). */
  redirectTo: string;
}

/**
 * Writes the content of the header's `<nav>` as one string, byte for byte what the elements below
 * render, or null (then React renders them). Set on the server only, by entry.server.tsx
 * (`app/components/site-chrome-html.server.ts`, decision 053).
 */
export type SiteHeaderWriter = (state: SiteHeaderState, t: TFunction) => string | null;
let serverHeaderWriter: SiteHeaderWriter | null = null;

export function writeSiteHeaderAsHtml(writer: SiteHeaderWriter | null) {
  serverHeaderWriter = writer;
}

/**
 * Every page's header. On the server the content of its `<nav>` is written as one string of the
 * same markup (decision 053, as the sidebar's links: decision 043); the browser renders the
 * elements, and hydration finds the server's elements as it would have rendered them (the links
 * keep client navigation and their current-page mark, the forms their fetcher and pending states,
 * the menu closes on navigation).
 */
export function SiteHeader({ user, theme }: { user: HeaderUser | null; theme: Theme }) {
  const { t } = useT();
  const menu = useCloseOnNavigate();
  // A page kept as a visitor's copy for anyone offline (the offline page) names no account at all.
  const anonymousCopy = useMatches().some((m) => (m.handle as { anonymousCopy?: boolean } | undefined)?.anonymousCopy);
  const location = useLocation();
  const html = serverHeaderWriter?.(
    { user, theme, anonymousCopy, pathname: location.pathname, redirectTo: location.pathname + location.search },
    t,
  );
  if (html != null) {
    return (
      <header className={HEADER_CLASS}>
        <nav
          aria-label={t("common.nav.main")}
          className={HEADER_NAV_CLASS}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </header>
    );
  }
  return (
    <header className={HEADER_CLASS}>
      <nav aria-label={t("common.nav.main")} className={HEADER_NAV_CLASS}>
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg dark:text-white"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-brand-700 text-white"
          >
            <Plus className="h-5 w-5" strokeWidth={3} />
          </span>
          <span className="truncate">CERT Chapters</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          <SiteLinks signedIn={!!user} inMenu={false} />
        </ul>

        <div className="hidden items-center gap-2 lg:flex">
          {anonymousCopy ? null : user ? (
            <AccountLinks user={user} inMenu={false} />
          ) : (
            <>
              <Link to="/auth/login" className="btn-ghost">
                {t("common.nav.signIn")}
              </Link>
              <WaitlistDialogLink className="btn-primary">{t("common.nav.getEarlyAccess")}</WaitlistDialogLink>
            </>
          )}
          <ThemeToggle theme={theme} />
        </div>

        {user || anonymousCopy ? null : (
          // Visitors on a phone see Sign in without opening the menu.
          <Link to="/auth/login" className="btn-ghost ml-auto px-3 lg:hidden">
            {t("common.nav.signIn")}
          </Link>
        )}

        <details ref={menu} className="group relative lg:hidden">
          <summary className="btn-ghost cursor-pointer list-none" aria-label={t("common.nav.openMenu")}>
            <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
            <span className="sr-only">{t("common.nav.menu")}</span>
          </summary>
          <div className="absolute right-0 mt-2 flex w-60 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <ul className="flex flex-col gap-1 border-b border-slate-200 pb-2 dark:border-slate-700">
              <SiteLinks signedIn={!!user} inMenu />
            </ul>
            {anonymousCopy ? null : user ? (
              <AccountLinks user={user} inMenu />
            ) : (
              <WaitlistDialogLink className="btn-primary">{t("common.nav.getEarlyAccess")}</WaitlistDialogLink>
            )}
            <div className="flex items-center justify-between px-2 pt-2 text-sm">
              <span>{t("common.nav.theme")}</span>
              <ThemeToggle theme={theme} />
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}

/** Where everyone goes: the chapter directory and the guide; members also their go-kit. */
function SiteLinks({ signedIn, inMenu }: { signedIn: boolean; inMenu: boolean }) {
  const { t } = useT();
  const linkClass = inMenu ? "btn-ghost w-full justify-start" : "btn-ghost";
  const links: [string, string][] = [
    ["/chapters", t("common.nav.findChapter")],
    ["/guide", t("common.nav.guide")],
  ];
  if (signedIn) links.push(["/go-kit", t("common.nav.goKit")]);
  return links.map(([to, label]) => (
    <li key={to}>
      <NavLink to={to} className={({ isActive }) => `${linkClass}${isActive ? " font-semibold" : ""}`}>
        {label}
      </NavLink>
    </li>
  ));
}

/**
 * A signed-in member's links: the dashboard, the admin pages (admins only), their name and sign out;
 * in the bar or in the phone menu.
 */
function AccountLinks({ user, inMenu }: { user: HeaderUser; inMenu: boolean }) {
  const { t } = useT();
  const linkClass = inMenu ? "btn-ghost justify-start" : "btn-ghost";
  return (
    <>
      <Link to="/dashboard" className={linkClass}>
        {t("common.nav.dashboard")}
      </Link>
      {user.adminArea ? (
        <Link to="/admin/role-requests" className={linkClass}>
          {inMenu ? t("common.nav.adminPanel") : t("common.nav.admin")}
        </Link>
      ) : null}
      <span
        className={`${inMenu ? "px-4 py-2" : "px-2"} text-sm text-slate-700 dark:text-slate-300`}
        data-testid={inMenu ? undefined : "header-user"}
      >
        {user.displayName}
      </span>
      <Form method="post" action="/auth/logout">
        <button type="submit" className={inMenu ? "btn-secondary w-full" : "btn-secondary"}>
          {t("common.nav.signOut")}
        </button>
      </Form>
    </>
  );
}
