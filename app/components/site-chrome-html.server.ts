import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { navLinkActive } from "./dashboard/sidebar-html.server";
import { Menu, Plus, X } from "./shell-icons";
import { QUICK_LINKS, SUPPORT_LINKS, type FooterInfo } from "./site-footer";
import type { HeaderUser, SiteHeaderState } from "./site-header";
import { nextTheme, THEME_ICONS, THEME_LABELS, type Theme } from "./theme-toggle";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { escapeHtml as e } from "~/utils/html";

// The header's and the footer's content written as one string on the server (decision 053): byte
// for byte what SiteHeader and SiteFooter render element by element (tests/unit/site-chrome-html.
// test.ts renders both ways for visitors, members and administrators, every theme, language and a
// range of current pages). Every page pays for these two: about a tenth of an empty dashboard
// page's server CPU as React elements. The browser renders the elements themselves.

/** Markup that is the same for every request (the icons): rendered once by React and kept. */
function once(render: () => ReactElement) {
  let html: string | undefined;
  return () => (html ??= renderToStaticMarkup(render()));
}

const plusIcon = once(() => createElement(Plus, { className: "h-5 w-5", strokeWidth: 3 }));
const menuIcons = once(() =>
  createElement(
    "div",
    null,
    createElement(Menu, { "aria-hidden": "true", className: "h-6 w-6 group-open:hidden" }),
    createElement(X, { "aria-hidden": "true", className: "hidden h-6 w-6 group-open:block" }),
  ),
);
const themeIcons = new Map<Theme, () => string>(
  (Object.keys(THEME_ICONS) as Theme[]).map((theme) => [
    theme,
    once(() => createElement(THEME_ICONS[theme], { "aria-hidden": "true", className: "h-5 w-5" })),
  ]),
);

/** Remix's `Link` to a plain path, as it renders: class, then `data-discover`, then href. */
function link(to: string, className: string, text: string) {
  return `<a class="${className}" data-discover="true" href="${to}">${e(text)}</a>`;
}

/** The waitlist's DialogLink as the server renders it (a plain link; the dialog opens with JS). */
function waitlistLink(className: string, text: string) {
  return `<a href="/waitlist" class="${className}">${e(text)}</a>`;
}

/** SiteLinks: the directory and the guide, and the go-kit for members, as NavLinks. */
function siteLinks(signedIn: boolean, inMenu: boolean, t: TFunction, pathname: string) {
  const linkClass = inMenu ? "btn-ghost w-full justify-start" : "btn-ghost";
  const links: [string, string][] = [
    ["/chapters", t("common.nav.findChapter")],
    ["/guide", t("common.nav.guide")],
  ];
  if (signedIn) links.push(["/go-kit", t("common.nav.goKit")]);
  let html = "";
  for (const [to, label] of links) {
    const active = navLinkActive(pathname, to);
    html +=
      `<li><a data-discover="true"${active ? ' aria-current="page"' : ""} class="${linkClass}${active ? " font-semibold" : ""}"` +
      ` href="${to}">${e(label)}</a></li>`;
  }
  return html;
}

/** AccountLinks: the dashboard, the admin pages, the name and sign out. */
function accountLinks(user: HeaderUser, inMenu: boolean, t: TFunction) {
  const linkClass = inMenu ? "btn-ghost justify-start" : "btn-ghost";
  let html = link("/dashboard", linkClass, t("common.nav.dashboard"));
  if (user.adminArea) {
    html += link("/admin/role-requests", linkClass, inMenu ? t("common.nav.adminPanel") : t("common.nav.admin"));
  }
  html +=
    `<span class="${inMenu ? "px-4 py-2" : "px-2"} text-sm text-slate-700 dark:text-slate-300"` +
    `${inMenu ? "" : ' data-testid="header-user"'}>${e(user.displayName)}</span>`;
  html +=
    `<form method="post" action="/auth/logout" data-discover="true"><button type="submit" class="` +
    `${inMenu ? "btn-secondary w-full" : "btn-secondary"}">${e(t("common.nav.signOut"))}</button></form>`;
  return html;
}

/** ThemeToggle before hydration (no `enhanced` field yet). */
function themeToggle(theme: Theme, redirectTo: string, t: TFunction) {
  const next = nextTheme(theme);
  const label = e(t(THEME_LABELS[next]));
  return (
    `<form method="post" action="/resources/theme"><input type="hidden" name="theme" value="${next}"/>` +
    `<input type="hidden" name="redirectTo" value="${e(redirectTo)}"/>` +
    `<button type="submit" class="btn-ghost px-2" aria-label="${label}" title="${label}">${themeIcons.get(theme)!()}</button></form>`
  );
}

/** The content of the header's `<nav>`, as SiteHeader renders it; null for a theme it does not know. */
export function siteHeaderHtml(state: SiteHeaderState, t: TFunction): string | null {
  const { user, theme, anonymousCopy, pathname, redirectTo } = state;
  if (!themeIcons.has(theme)) return null;
  const toggle = themeToggle(theme, redirectTo, t);
  let html =
    `<a class="flex min-w-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg dark:text-white" data-discover="true" href="/">` +
    `<span aria-hidden="true" class="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-brand-700 text-white">${plusIcon()}</span>` +
    `<span class="truncate">CERT Chapters</span></a>` +
    `<ul class="hidden items-center gap-1 lg:flex">${siteLinks(!!user, false, t, pathname)}</ul>` +
    `<div class="hidden items-center gap-2 lg:flex">`;
  if (!anonymousCopy) {
    html += user
      ? accountLinks(user, false, t)
      : link("/auth/login", "btn-ghost", t("common.nav.signIn")) +
        waitlistLink("btn-primary", t("common.nav.getEarlyAccess"));
  }
  html += `${toggle}</div>`;
  if (!user && !anonymousCopy) html += link("/auth/login", "btn-ghost ml-auto px-3 lg:hidden", t("common.nav.signIn"));
  const icons = menuIcons();
  html +=
    `<details class="group relative lg:hidden"><summary class="btn-ghost cursor-pointer list-none" aria-label="${e(t("common.nav.openMenu"))}">` +
    `${icons.slice("<div>".length, -"</div>".length)}<span class="sr-only">${e(t("common.nav.menu"))}</span></summary>` +
    `<div class="absolute right-0 mt-2 flex w-60 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">` +
    `<ul class="flex flex-col gap-1 border-b border-slate-200 pb-2 dark:border-slate-700">${siteLinks(!!user, true, t, pathname)}</ul>`;
  if (!anonymousCopy) {
    html += user ? accountLinks(user, true, t) : waitlistLink("btn-primary", t("common.nav.getEarlyAccess"));
  }
  html +=
    `<div class="flex items-center justify-between px-2 pt-2 text-sm"><span>${e(t("common.nav.theme"))}</span>${toggle}</div>` +
    `</div></details>`;
  return html;
}

/** The footer's content, as SiteFooter renders it. */
export function siteFooterHtml(info: FooterInfo, t: TFunction, lang: Lang, redirectTo: string): string {
  const company = "Community Resilience Works";
  let html =
    `<div class="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4"><div class="md:col-span-2">` +
    `<p class="text-lg font-bold">CERT Chapters</p>` +
    `<p class="mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">${e(t("common.footer.tagline"))}</p>` +
    `<p class="mt-2 text-sm text-slate-700 dark:text-slate-300">${e(t("common.footer.projectBy"))}<!-- --> ` +
    (info.companyUrl
      ? `<a href="${e(info.companyUrl)}" class="link" rel="noopener">${company}</a>`
      : `<!-- -->${company}`) +
    `</p>`;
  if (info.social.length > 0) {
    html += `<ul class="mt-4 flex flex-wrap gap-3" aria-label="${e(t("common.footer.social"))}">`;
    for (const s of info.social) {
      html += `<li><a href="${e(s.url)}" class="link text-sm" rel="noopener me">${e(s.name)}</a></li>`;
    }
    html += `</ul>`;
  }
  html += `</div>`;
  const items = (links: typeof QUICK_LINKS | typeof SUPPORT_LINKS) =>
    links.map(([to, key]) => `<li>${link(to, "link", t(key))}</li>`).join("");
  html +=
    `<div><h2 class="font-semibold">${e(t("common.footer.quickLinks"))}</h2><ul class="mt-2 space-y-1 text-sm">` +
    `<li>${link("/chapters", "link", t("common.nav.findChapters"))}</li>` +
    `<li>${waitlistLink("link", t("common.nav.startChapter"))}</li>${items(QUICK_LINKS)}</ul></div>` +
    `<div><h2 class="font-semibold">${e(t("common.footer.support"))}</h2><ul class="mt-2 space-y-1 text-sm">` +
    `${items(SUPPORT_LINKS)}</ul></div></div>`;
  // LanguageSwitcher: one button per language, the current one pressed.
  html +=
    `<div class="mx-auto max-w-7xl px-4 pb-6"><form method="post" action="/language" class="flex flex-wrap items-center gap-2 text-sm"` +
    ` aria-labelledby="language-switcher-label" data-discover="true"><span id="language-switcher-label">${e(t("common.language.label"))}</span>` +
    `<input type="hidden" name="redirectTo" value="${e(redirectTo)}"/>`;
  for (const code of LANGUAGES) {
    const current = code === lang;
    html +=
      `<button type="submit" name="lng" value="${code}" lang="${code}" aria-pressed="${current}" class="` +
      `${current ? "rounded px-2 py-1 font-semibold underline" : "link rounded px-2 py-1"}">${e(LANGUAGE_NAMES[code])}</button>`;
  }
  html +=
    `</form></div><p class="border-t border-slate-200 py-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">` +
    `${e(t("common.footer.copyright", { year: String(info.year) }))}</p>`;
  return html;
}
