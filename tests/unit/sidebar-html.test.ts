// The dashboard sidebar's links are written as one string on the server (decision 043,
// app/components/dashboard/sidebar-html.server.ts); it must be, byte for byte, what React renders
// through NavLinkList (Remix's NavLink), for every role's items, in every language, at every
// current page, so the browser hydrates its NavLinks onto the server's elements.
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DashboardSidebar,
  dashboardNavItems,
  writeSidebarListsAsHtml,
  type SidebarAccess,
} from "~/components/dashboard/sidebar";
import { navLinkActive, sidebarListHtml } from "~/components/dashboard/sidebar-html.server";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import type { Role } from "~/db/schema";
import { renderRoutes } from "../helpers/render-in-router";

const PEOPLE: Array<{ roles: Role[]; access: SidebarAccess }> = [
  { roles: ["Member"], access: { canManage: false, adminArea: false } },
  { roles: ["Member", "ChapterLeader"], access: { canManage: true, adminArea: false } },
  { roles: ["Member", "GlobalAdmin"], access: { canManage: true, adminArea: true } },
];

const PATHS = [
  ...dashboardNavItems({ canManage: true, adminArea: true }).map((item) => item.to),
  "/dashboard/",
  "/dashboard/events/c7ade1ee-71cb-474e-a8c8-a63bc3c80c79/attendance",
  "/DASHBOARD/Settings/profile",
  "/dashboard/eventsx",
  "/dashboard/nope",
  "/go-kit/",
];

/** The sidebar as the server renders it at `pathname`, for a user, in a language. */
async function renderSidebar(pathname: string, lang: Lang, roles: Role[], access: SidebarAccess) {
  const sidebar = createElement(DashboardSidebar, {
    user: { displayName: `Ana "<b>" & O'Neil`, roles },
    access,
  });
  return renderRoutes(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lang, timeZone: "America/New_York", i18n: messagesFor(lang, "common", "dashboard") }),
        children: [{ id: "page", path: "*", element: sidebar }],
      },
    ],
    pathname,
  );
}

afterEach(() => writeSidebarListsAsHtml(null));

describe("the sidebar's links written as one string", () => {
  // One test per role and language (each renders every current page twice), so none nears the
  // timeout on a loaded machine.
  for (const { roles, access } of PEOPLE) {
    for (const lang of LANGUAGES) {
      it(`is byte for byte what the NavLinks render, for ${roles.join("+")} in ${lang}, at every current page`, async () => {
        let written = 0;
        for (const pathname of PATHS) {
          writeSidebarListsAsHtml(null);
          const react = await renderSidebar(pathname, lang, roles, access);
          writeSidebarListsAsHtml((items, label, at) => {
            written++;
            return sidebarListHtml(items, label, at);
          });
          const html = await renderSidebar(pathname, lang, roles, access);
          expect(html, `${roles.join("+")} ${lang} at ${pathname}`).toBe(react);
        }
        // Both copies (the phone disclosure and the column) of every render above went through the string.
        expect(written).toBe(PATHS.length * 2);
      });
    }
  }

  it("marks the current page as the NavLinks do", async () => {
    const admin = PEOPLE[2]!;
    const at = async (pathname: string) =>
      (await renderSidebar(pathname, "en", admin.roles, admin.access)).match(/aria-current="page"[^>]*href="([^"]+)"/g);
    writeSidebarListsAsHtml(sidebarListHtml);
    expect(await at("/dashboard")).toEqual(
      Array(2).fill('aria-current="page" class="' + activeClass() + '" href="/dashboard"'),
    );
    expect((await at("/dashboard/events/x/attendance"))?.map((m) => m.split('href="')[1])).toEqual([
      '/dashboard/events"',
      '/dashboard/events"',
    ]);
    expect(await at("/dashboard/eventsx")).toBeNull();
    // The overview is an `end` link: only /dashboard itself.
    expect(await at("/dashboard/")).toBeNull();
    expect(navLinkActive("/DASHBOARD/Settings", "/dashboard/settings")).toBe(true);
    expect(navLinkActive("/dashboard/settings/profile", "/dashboard/settings")).toBe(true);
    expect(navLinkActive("/dashboard/settingsx", "/dashboard/settings")).toBe(false);
    expect(navLinkActive("/dashboard/settings", "/dashboard", true)).toBe(false);
  });

  it("leaves to React what it does not write: a path with characters to encode, a text icon", () => {
    const label = (key: string) => key;
    expect(sidebarListHtml([{ to: "/dashboard/a b", label: "x", icon: "overview" }], label, "/")).toBeNull();
    expect(sidebarListHtml([{ to: "/dashboard", label: "x", icon: "?" }], label, "/")).toBeNull();
    expect(sidebarListHtml([{ to: "/dashboard", label: `<"&'>`, icon: "overview" }], label, "/")).toContain(
      "&lt;&quot;&amp;&#x27;&gt;</a></li>",
    );
  });
});

function activeClass() {
  return "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors bg-brand-700 text-white";
}
