// The header's and the footer's contents are written as one string on the server (decision 053,
// app/components/site-chrome-html.server.ts); they must be, byte for byte, what React renders
// through SiteHeader and SiteFooter element by element (Remix's Link, NavLink, Form, the fetcher's
// form, the waitlist's dialog link, the language buttons), for visitors, members and
// administrators, every theme and language, on a range of current pages, so that the browser
// hydrates its elements onto the server's.
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { siteFooterHtml, siteHeaderHtml } from "~/components/site-chrome-html.server";
import { SiteFooter, writeSiteFooterAsHtml, type FooterInfo } from "~/components/site-footer";
import { SiteHeader, writeSiteHeaderAsHtml, type HeaderUser } from "~/components/site-header";
import type { Theme } from "~/components/theme-toggle";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderRoutes } from "../helpers/render-in-router";

const USERS: Array<HeaderUser | null> = [
  null,
  { id: "u1", displayName: `Ana "<b>" & O'Neil`, roles: ["Member"], adminArea: false },
  { id: "u2", displayName: "Chris Leader", roles: ["Member", "ChapterLeader"], adminArea: false },
  { id: "u3", displayName: "", roles: ["Member", "GlobalAdmin"], adminArea: true },
];
const THEMES: Theme[] = ["system", "light", "dark"];
const PATHS = [
  "/",
  "/chapters",
  "/chapters/austin-tx-78701",
  "/CHAPTERS/",
  "/chaptersx",
  "/guide",
  "/guide/topics",
  "/go-kit",
  "/dashboard/events?q=a%26b&time=all",
  `/dashboard/members?q=%22%3Cb%3E%22&x='y'`,
];
const FOOTERS: FooterInfo[] = [
  { year: 2026, companyUrl: null, social: [] },
  {
    year: 2027,
    companyUrl: 'https://example.org/?a=1&b="2"',
    social: [
      { name: "Mastodon <cert>", url: "https://social.example/@cert?x=1&y=2" },
      { name: "Bluesky", url: "https://bsky.example/profile/cert" },
    ],
  },
];

/** The header and the footer as the server renders them at `url`, in a language. */
async function renderChrome(
  url: string,
  lang: Lang,
  user: HeaderUser | null,
  theme: Theme,
  footer: FooterInfo,
  anonymousCopy = false,
) {
  const chrome = createElement(
    "div",
    null,
    createElement(SiteHeader, { user, theme }),
    createElement(SiteFooter, { info: footer }),
  );
  return renderRoutes(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lang, timeZone: "America/New_York", i18n: messagesFor(lang, "common") }),
        children: [
          { id: "home", index: true, element: chrome, handle: anonymousCopy ? { anonymousCopy } : undefined },
          { id: "page", path: "*", element: chrome, handle: anonymousCopy ? { anonymousCopy } : undefined },
        ],
      },
    ],
    url,
  );
}

afterEach(() => {
  writeSiteHeaderAsHtml(null);
  writeSiteFooterAsHtml(null);
});

/** Renders once element by element and once through the string writers; both, and how many were written. */
async function bothWays(
  url: string,
  lang: Lang,
  user: HeaderUser | null,
  theme: Theme,
  footer: FooterInfo,
  anon = false,
) {
  writeSiteHeaderAsHtml(null);
  writeSiteFooterAsHtml(null);
  const react = await renderChrome(url, lang, user, theme, footer, anon);
  let written = 0;
  writeSiteHeaderAsHtml((state, t) => {
    written++;
    return siteHeaderHtml(state, t);
  });
  writeSiteFooterAsHtml((info, t, language, redirectTo) => {
    written++;
    return siteFooterHtml(info, t, language, redirectTo);
  });
  const html = await renderChrome(url, lang, user, theme, footer, anon);
  return { react, html, written };
}

describe("the header and the footer written as strings", () => {
  it("are byte for byte what React renders, for every user, theme, language and current page", async () => {
    let renders = 0;
    const seen = new Set<string>();
    for (const [u, user] of USERS.entries()) {
      for (const lang of LANGUAGES) {
        for (const [i, url] of PATHS.entries()) {
          // Every theme with every user and both footers, in turn over the pages.
          const theme = THEMES[(i + u) % THEMES.length]!;
          const footer = FOOTERS[i % FOOTERS.length]!;
          const { react, html, written } = await bothWays(url, lang, user, theme, footer);
          expect(written).toBe(2);
          expect(html, `${user?.displayName ?? "visitor"} ${lang} ${theme} at ${url}`).toBe(react);
          seen.add(`${u} ${theme} ${i % FOOTERS.length}`);
          renders++;
        }
      }
    }
    expect(renders).toBe(USERS.length * LANGUAGES.length * PATHS.length);
    expect(seen.size).toBe(USERS.length * THEMES.length * FOOTERS.length);
  });

  it("name no account on a visitor's copy kept for offline readers, as React does", async () => {
    for (const user of USERS) {
      for (const lang of LANGUAGES) {
        const { react, html } = await bothWays("/offline", lang, user, "system", FOOTERS[1]!, true);
        expect(html, `${user?.displayName ?? "visitor"} ${lang}`).toBe(react);
        expect(html).not.toContain("/auth/logout");
        expect(html).not.toContain('href="/auth/login"');
      }
    }
  });

  it("keep what a reader needs: the current page's mark, the language buttons, the way back", async () => {
    const { html } = await bothWays("/chapters/austin-tx-78701?q=a%26b", "es", USERS[1]!, "dark", FOOTERS[0]!);
    expect(html.match(/aria-current="page"[^>]*href="([^"]+)"/g)).toEqual([
      'aria-current="page" class="btn-ghost font-semibold" href="/chapters"',
      'aria-current="page" class="btn-ghost w-full justify-start font-semibold" href="/chapters"',
    ]);
    expect(html).toContain('value="/chapters/austin-tx-78701?q=a%26b"');
    expect(html).toContain('lang="es" aria-pressed="true"');
    expect(html).toContain("Ana &quot;&lt;b&gt;&quot; &amp; O&#x27;Neil");
    // Two theme switches (bar and menu) offering the theme after dark.
    expect(html.match(/name="theme" value="system"/g)).toHaveLength(2);
  });
});
