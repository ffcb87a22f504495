import { Link, useLocation } from "@remix-run/react";
import type { Lang } from "~/i18n/config";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { LanguageSwitcher } from "./language-switcher";
import { WaitlistDialogLink } from "./waitlist-dialog-link";

/** What the footer needs from the server: the year from the clock and the links the deployment configured. */
export interface FooterInfo {
  year: number;
  companyUrl: string | null;
  social: { name: string; url: string }[];
}

export const QUICK_LINKS = [
  ["/guide/topics", "common.footer.emergencyProtocols"],
  ["/dashboard/resources", "common.footer.trainingResources"],
] as const;

export const SUPPORT_LINKS = [
  ["/help", "common.footer.helpCenter"],
  ["/contact", "common.footer.contactUs"],
  ["/privacy", "common.footer.privacy"],
  ["/terms", "common.footer.terms"],
] as const;

export const FOOTER_CLASS =
  "mt-16 border-t print:hidden border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900";

/**
 * Writes the footer's content as one string, byte for byte what the elements below render, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`app/components/site-chrome-html.server.ts`, decision 053).
 */
export type SiteFooterWriter = (info: FooterInfo, t: TFunction, lang: Lang, redirectTo: string) => string | null;
let serverFooterWriter: SiteFooterWriter | null = null;

export function writeSiteFooterAsHtml(writer: SiteFooterWriter | null) {
  serverFooterWriter = writer;
}

/**
 * Every page's footer. On the server its content is written as one string of the same markup
 * (decision 053, as the sidebar's links: decision 043); the browser renders the elements, and
 * hydration finds the server's elements as it would have rendered them (the links keep client
 * navigation, the waitlist link its dialog).
 */
export function SiteFooter({ info }: { info: FooterInfo }) {
  const { t, lang } = useT();
  const location = useLocation();
  const html = serverFooterWriter?.(info, t, lang, location.pathname + location.search);
  if (html != null) return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <footer className={FOOTER_CLASS}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold">CERT Chapters</p>
          <p className="mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">{t("common.footer.tagline")}</p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("common.footer.projectBy")}{" "}
            {info.companyUrl ? (
              <a href={info.companyUrl} className="link" rel="noopener">
                Community Resilience Works
              </a>
            ) : (
              "Community Resilience Works"
            )}
          </p>
          {info.social.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label={t("common.footer.social")}>
              {info.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} className="link text-sm" rel="noopener me">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterColumn title={t("common.footer.quickLinks")}>
          <li>
            <Link to="/chapters" className="link">
              {t("common.nav.findChapters")}
            </Link>
          </li>
          <li>
            <WaitlistDialogLink className="link" title={t("common.nav.startChapter")}>
              {t("common.nav.startChapter")}
            </WaitlistDialogLink>
          </li>
          <LinkItems links={QUICK_LINKS} />
        </FooterColumn>
        <FooterColumn title={t("common.footer.support")}>
          <LinkItems links={SUPPORT_LINKS} />
        </FooterColumn>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6">
        <LanguageSwitcher />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {t("common.footer.copyright", { year: String(info.year) })}
      </p>
    </footer>
  );
}

/** A titled column of footer links (its list items are the children). */
function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm">{children}</ul>
    </div>
  );
}

function LinkItems({ links }: { links: typeof QUICK_LINKS | typeof SUPPORT_LINKS }) {
  const { t } = useT();
  return links.map(([to, key]) => (
    <li key={to}>
      <Link to={to} className="link">
        {t(key)}
      </Link>
    </li>
  ));
}
