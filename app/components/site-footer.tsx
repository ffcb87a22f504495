import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { LanguageSwitcher } from "./language-switcher";
import { WaitlistDialogLink } from "./waitlist-dialog-link";

const SOCIAL = ["Facebook", "Twitter", "LinkedIn", "Instagram"];

// Footer links to pages that do not exist yet: anchors, with their catalogue keys.
const QUICK_ANCHORS = [
  ["training-resources", "common.footer.trainingResources"],
  ["emergency-protocols", "common.footer.emergencyProtocols"],
] as const;

const SUPPORT_LINKS = [
  ["help-center", "common.footer.helpCenter"],
  ["contact-us", "common.footer.contactUs"],
  ["privacy-policy", "common.footer.privacy"],
  ["terms-of-service", "common.footer.terms"],
] as const;

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold">CERT Chapters</p>
          <p className="mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">{t("common.footer.tagline")}</p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("common.footer.projectBy")}{" "}
            <a href="#company" className="link">
              Community Resilience Works
            </a>
          </p>
          <ul className="mt-4 flex gap-3" aria-label={t("common.footer.social")}>
            {SOCIAL.map((s) => (
              <li key={s}>
                <a href="#social" className="link text-sm">
                  {s}
                </a>
              </li>
            ))}
          </ul>
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
          <AnchorItems links={QUICK_ANCHORS} />
        </FooterColumn>
        <FooterColumn title={t("common.footer.support")}>
          <AnchorItems links={SUPPORT_LINKS} />
        </FooterColumn>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6">
        <LanguageSwitcher />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {t("common.footer.copyright")}
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

function AnchorItems({ links }: { links: typeof QUICK_ANCHORS | typeof SUPPORT_LINKS }) {
  const { t } = useT();
  return links.map(([anchor, key]) => (
    <li key={anchor}>
      <a href={`#${anchor}`} className="link">
        {t(key)}
      </a>
    </li>
  ));
}
