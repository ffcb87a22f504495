import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { SectionHeading } from "./section-heading";

/** The six capability cards of the landing page (spec section 1's marketing copy; catalogue keys). */
export const FEATURES = [
  {
    title: "landing.features.chapters.title",
    body: "landing.features.chapters.body",
    icon: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
  },
  {
    title: "landing.features.training.title",
    body: "landing.features.training.body",
    icon: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  },
  {
    title: "landing.features.resources.title",
    body: "landing.features.resources.body",
    icon: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",
  },
  {
    title: "landing.features.communication.title",
    body: "landing.features.communication.body",
    icon: "M3 11l18-5v12L3 14v-3zM11.6 16.8a3 3 0 1 1-5.8-1.6",
  },
  {
    title: "landing.features.roles.title",
    body: "landing.features.roles.body",
    icon: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4",
  },
  {
    title: "landing.features.dashboard.title",
    body: "landing.features.dashboard.body",
    icon: "M3 3v18h18M7 15l4-4 3 3 5-6",
  },
] as const;

export const FEATURE_GRID_CLASS = "mx-auto max-w-7xl px-4 py-16";
export const FEATURE_ICON_CLASS =
  "h-10 w-10 rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-red-300";

/**
 * Writes the section's content as one string, byte for byte what the elements below render, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`app/components/landing/landing-html.server.ts`, decision 067).
 */
export type FeatureGridWriter = (t: TFunction) => string | null;
let serverWriter: FeatureGridWriter | null = null;

export function writeFeatureGridAsHtml(writer: FeatureGridWriter | null) {
  serverWriter = writer;
}

/**
 * The landing page's capability cards. On the server their markup is written as one string
 * (decision 067, as the site header's: decision 053); the browser renders the elements, and
 * hydration finds the server's elements as it would have rendered them.
 */
export function FeatureGrid() {
  const { t } = useT();
  const html = serverWriter?.(t);
  if (html != null) {
    return (
      <section
        aria-labelledby="features-heading"
        className={FEATURE_GRID_CLASS}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <section aria-labelledby="features-heading" className={FEATURE_GRID_CLASS}>
      <SectionHeading id="features-heading" title={t("landing.features.title")} intro={t("landing.features.intro")} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="card">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={FEATURE_ICON_CLASS}
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={f.icon} />
            </svg>
            <h3 className="mt-4 text-lg font-semibold">{t(f.title)}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(f.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
