import { Form, useLocation } from "@remix-run/react";
import { NavLinkList } from "../nav-link-list";
import { useCloseOnNavigate } from "../use-close-on-navigate";
import type { Role } from "~/db/schema";
import { highestRole } from "~/access/roles";
import { useT } from "~/i18n/react";
import { ChevronDown, Icon } from "../icons";

export interface SidebarUser {
  displayName: string;
  roles: Role[];
}

export interface SidebarAccess {
  /** Chapters and Members pages: chapter leaders and admins. */
  canManage: boolean;
  /** Waitlist and role-request pages: the `admin.area` rule (global admins). */
  adminArea: boolean;
}

export interface NavItem {
  to: string;
  /** A `dashboard.nav.*` catalogue key. */
  label: string;
  icon: string;
  end?: boolean;
}

/** The spec's sidebar items for a user, in order. */
export function dashboardNavItems(access: SidebarAccess): NavItem[] {
  const items: Array<NavItem | false> = [
    { to: "/dashboard", label: "dashboard.nav.overview", icon: "▦", end: true },
    access.canManage && { to: "/dashboard/chapters", label: "dashboard.nav.chapters", icon: "⌂" },
    access.canManage && { to: "/dashboard/members", label: "dashboard.nav.members", icon: "☺" },
    { to: "/dashboard/events", label: "dashboard.nav.events", icon: "◷" },
    { to: "/dashboard/training", label: "dashboard.nav.training", icon: "✓" },
    { to: "/dashboard/hours", label: "dashboard.nav.hours", icon: "⏱" },
    access.canManage && { to: "/dashboard/readiness", label: "dashboard.nav.readiness", icon: "▥" },
    { to: "/dashboard/activations", label: "dashboard.nav.activations", icon: "⚑" },
    { to: "/dashboard/resources", label: "dashboard.nav.resources", icon: "▤" },
    { to: "/dashboard/announcements", label: "dashboard.nav.announcements", icon: "✉" },
    // Every signed-in person has a go-kit (their chapters, leaders, events, household plan; issue 19).
    { to: "/go-kit", label: "dashboard.nav.goKit", icon: "roster" },
    // The audit log: the network for admins, their chapters for leaders (the same people as canManage).
    access.canManage && { to: "/dashboard/audit", label: "dashboard.nav.audit", icon: "audit" },
    access.adminArea && { to: "/dashboard/waitlist", label: "dashboard.nav.waitlist", icon: "☰" },
    access.adminArea && { to: "/admin/role-requests", label: "dashboard.nav.roleRequests", icon: "roster" },
    { to: "/dashboard/settings", label: "dashboard.nav.settings", icon: "⚙" },
  ];
  return items.filter((i): i is NavItem => !!i);
}

/** Catalogue keys of the role names (sidebar, profile badges). */
export const ROLE_KEYS: Record<Role, string> = {
  GlobalAdmin: "dashboard.role.globalAdmin",
  ChapterLeader: "dashboard.role.chapterLeader",
  Member: "dashboard.role.member",
};

/** The catalogue key of the user's highest role. */
export function roleLabel(roles: readonly Role[]) {
  return ROLE_KEYS[highestRole(roles)];
}

/** A sidebar link's classes, the current page's and the others'. */
export function sidebarLinkClassName(active: boolean) {
  return `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;
}

/** The class of the sidebar's list of links. */
export const SIDEBAR_LIST_CLASS = "flex flex-col gap-1";

/**
 * Writes the sidebar's list of links as one string, byte for byte what `NavLinkList` renders, or
 * null when it cannot (then React renders the links). Set on the server only, by entry.server.tsx
 * (`app/components/dashboard/sidebar-html.server.ts`): see NavList.
 */
export type SidebarListWriter = (items: NavItem[], label: (key: string) => string, pathname: string) => string | null;
let serverListWriter: SidebarListWriter | null = null;

export function writeSidebarListsAsHtml(writer: SidebarListWriter | null) {
  serverListWriter = writer;
}

/**
 * The sidebar's links. Every dashboard page renders them twice (the phone disclosure and the
 * column): 20-30 NavLinks with an SVG icon each, about a tenth of an empty dashboard page's server
 * CPU. On the server the list is written as one string of the same markup (decision 043); the
 * browser renders the NavLinks themselves, and hydration finds the server's elements as it would
 * have rendered them, so the links keep client navigation, prefetching on intent and the current
 * page's marking when the location changes.
 */
function NavList({ items }: { items: NavItem[] }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const html = serverListWriter?.(items, t, pathname);
  if (html != null) return <ul className={SIDEBAR_LIST_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <NavLinkList items={items} className={SIDEBAR_LIST_CLASS} prefetch="intent" linkClassName={sidebarLinkClassName}>
      {(item) => (
        <>
          <Icon icon={item.icon} className="h-5 w-5 shrink-0" />
          {t(item.label)}
        </>
      )}
    </NavLinkList>
  );
}

function UserBlock({ user }: { user: SidebarUser }) {
  const { t } = useT();
  const initial = user.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
          data-testid="sidebar-initial"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" data-testid="sidebar-user-name">
            {user.displayName}
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300" data-testid="sidebar-role">
            {t(roleLabel(user.roles))}
          </p>
        </div>
      </div>
      <Form method="post" action="/auth/logout" className="mt-3">
        <button type="submit" className="btn-secondary w-full">
          {t("dashboard.nav.signOut")}
        </button>
      </Form>
    </div>
  );
}

/** What the sidebar holds, in the phone disclosure and in the column alike: the navigation and the user. */
function SidebarContent({ items, user }: { items: NavItem[]; user: SidebarUser }) {
  const { t } = useT();
  return (
    <>
      <nav aria-label={t("dashboard.nav.label")}>
        <NavList items={items} />
      </nav>
      <UserBlock user={user} />
    </>
  );
}

/**
 * The dashboard sidebar. On medium screens and up it is a fixed column; on phones it collapses into
 * a <details> disclosure, which opens and closes without JS.
 */
export function DashboardSidebar({ user, access }: { user: SidebarUser; access: SidebarAccess }) {
  const { t } = useT();
  const items = dashboardNavItems(access);
  const menu = useCloseOnNavigate();
  return (
    <>
      <details ref={menu} className="group card mb-4 p-0 md:hidden print:hidden" data-testid="dashboard-mobile-nav">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold">
          <span>{t("dashboard.nav.menu")}</span>
          <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-slate-200 p-3 dark:border-slate-700">
          <SidebarContent items={items} user={user} />
        </div>
      </details>
      <div className="hidden w-60 shrink-0 md:block print:hidden" data-testid="dashboard-sidebar">
        <div className="card sticky top-20 p-3">
          <SidebarContent items={items} user={user} />
        </div>
      </div>
    </>
  );
}
