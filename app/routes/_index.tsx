import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { EmailCapture } from "~/components/email-capture";
import { GuideChat } from "~/components/guide-chat";
import { FeatureGrid } from "~/components/landing/feature-grid";
import { HeroVideo } from "~/components/landing/hero-video";
import { hasJoinedWaitlist } from "~/models/waitlist.server";
import { getGuideConversation } from "~/guide/conversation.server";
import { guideSuggestions } from "~/guide/suggestions.server";
import { publicPageHandle } from "~/utils/cache-control";
import { useT } from "~/i18n/react";
import { getI18n } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/page-meta";
import { SectionHeading } from "~/components/landing/section-heading";

/** The same page for every anonymous visitor: shared caches may keep it (docs/decisions/008). */
export const handle = publicPageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const [guide, joined, i18n] = await Promise.all([
    getGuideConversation(request),
    hasJoinedWaitlist(request),
    getI18n(request),
  ]);
  return json({
    guide,
    joined,
    suggestions: guideSuggestions(i18n.lang, i18n.t),
    i18n: i18n.messages("landing", "guide"),
  });
}

// The spec's hero buttons (Find Local Chapter, Start New Chapter) and closing buttons (Find Chapters
// Near You, Get Started Today) are hidden in the current build, so they are not rendered at all.
export default function Index() {
  const { guide, joined, suggestions } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <section
        aria-labelledby="hero-heading"
        className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {t("landing.hero.titleStart")}{" "}
              <span className="text-brand-700 dark:text-red-400">{t("landing.hero.titleEmphasis")}</span>
            </h1>
            <p className="mt-4 text-xl font-semibold text-slate-800 dark:text-slate-200">
              {t("landing.hero.subtitle")}
            </p>
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t("landing.hero.text")}</p>
            <Form
              method="get"
              action="/chapters"
              role="search"
              aria-label={t("landing.find.label")}
              className="mt-8 flex w-full max-w-xl flex-col gap-2 sm:flex-row"
            >
              <label htmlFor="hero-find" className="sr-only">
                {t("landing.find.input")}
              </label>
              <input
                id="hero-find"
                name="q"
                type="search"
                maxLength={100}
                autoComplete="postal-code"
                placeholder={t("landing.find.placeholder")}
                className="input min-w-0 flex-1 py-3 text-base"
              />
              <button type="submit" className="btn-primary whitespace-nowrap px-6 py-3 text-base">
                {t("landing.find.submit")}
              </button>
            </Form>
            <p className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t("landing.find.orWaitlist")}
            </p>
            <div className="mt-2">
              <EmailCapture joined={joined} />
            </div>
          </div>
          <HeroVideo />
        </div>
      </section>

      <FeatureGrid />

      <section id="guide" aria-labelledby="guide-heading" className="scroll-mt-20 bg-slate-50 py-16 dark:bg-slate-900">
        <div className="mx-auto max-w-4xl px-4">
          <SectionHeading
            id="guide-heading"
            title={t("landing.guide.title")}
            intro={t("landing.guide.intro")}
            introClassName="mb-8 mt-3"
          />
          <GuideChat initialMessages={guide} showHeading={false} suggestions={suggestions} />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t("landing.cta.title")}
          </h2>
          <p className="mt-3 max-w-2xl text-red-50">{t("landing.cta.text")}</p>
          <div className="mt-8 flex w-full justify-center">
            <EmailCapture joined={joined} tone="dark" />
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    messageOf(data?.i18n, "landing.meta.title") ?? "CERT Chapters — We Said, Never Again.",
    messageOf(data?.i18n, "landing.meta.description") ??
      "A national network of local community emergency-response teams. Find a chapter, train with your neighbors and join the early-access waitlist.",
  );
