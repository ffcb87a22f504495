import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "../icons";
import { escapeHtml } from "~/utils/html";
import { sidebarLinkClassName, type NavItem } from "./sidebar";

// The sidebar's list of links written as one string on the server (decision 043): byte for byte
// what `NavLinkList` renders through Remix's NavLink (tests/unit/sidebar-html.test.ts renders both
// for every role, language and current page). The browser renders the NavLinks themselves.

const ICON_CLASS = "h-5 w-5 shrink-0";
const iconMarkup = new Map<string, string>();

/** A nav item's icon as React renders it (an SVG: the same for every request, kept). */
function iconHtml(icon: string): string {
  let html = iconMarkup.get(icon);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(Icon, { icon, className: ICON_CLASS }));
    iconMarkup.set(icon, html);
  }
  return html;
}

/** Whether React Router's NavLink marks `to` as the current page at `pathname` (not case-sensitive). */
export function navLinkActive(pathname: string, to: string, end = false) {
  const location = pathname.toLowerCase();
  const target = to.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === "/");
}

/** Targets NavLink hands out unchanged: an absolute path of plain characters (nothing to encode). */
const PLAIN_PATH = /^\/[a-z0-9/_-]*$/i;

/**
 * The `<li>` items of the sidebar's list, or null when an item is not a plain path or its icon is
 * not an SVG (text beside the label would need React's text separators): React renders those.
 */
export function sidebarListHtml(items: NavItem[], label: (key: string) => string, pathname: string) {
  let html = "";
  for (const item of items) {
    if (!PLAIN_PATH.test(item.to)) return null;
    const icon = iconHtml(item.icon);
    if (!icon.startsWith("<svg")) return null;
    const active = navLinkActive(pathname, item.to, item.end);
    html +=
      `<li><a data-discover="true"${active ? ' aria-current="page"' : ""} class="${escapeHtml(sidebarLinkClassName(active))}"` +
      ` href="${item.to}">${icon}${escapeHtml(label(item.label))}</a></li>`;
  }
  return html;
}
