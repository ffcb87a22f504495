import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PLAN_FIELDS } from "~/components/go-kit/household-plan";
import { PromptLink } from "~/components/prompt-link";
import { ALL_TOPICS } from "~/guide/topics";
import { goKitPage } from "~/flows/go-kit-page.server";
import { useT } from "~/i18n/react";
import { getGoKit } from "~/models/go-kit.server";
import { getTimezone } from "~/models/settings.server";
import { eventStartLabels } from "~/utils/event-time-format";
import { safeTimeZone } from "~/utils/time-zone";
import { PrintButton } from "~/offline/print-button";
import { guideKnowledgeUrl } from "~/offline/guide-knowledge.server";
import { SaveForOffline } from "~/offline/save-for-offline";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/**
 * The member's go-kit: what they need when the network is gone (their chapters' leaders and phone
 * numbers, upcoming events, critical resources, their household plan). The service worker keeps a
 * copy per signed-in user once visited or once "Save for offline" is pressed.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  goKitPage(request, "gokit.title", (actor, lang) => {
    const kit = getGoKit(actor);
    const viewerZone = getTimezone(actor.id);
    return {
      userId: actor.id,
      ...kit,
      // In the chapter's zone (where it happens), and the member's own clock when it reads differently.
      events: kit.events.map(({ chapterTimeZone, ...e }) => ({
        ...e,
        startAt: e.startAt.toISOString(),
        ...eventStartLabels(e.startAt, safeTimeZone(chapterTimeZone), viewerZone, lang),
      })),
      plan: kit.plan ? { ...kit.plan, updatedAt: kit.plan.updatedAt.toISOString() } : null,
      offlineUrls: [
        "/go-kit",
        "/go-kit/plan",
        "/guide",
        "/guide/topics",
        ...ALL_TOPICS.map((topic) => `/guide/topics/${topic.topicId}`),
        // The offline guide answers questions on the device from this file.
        guideKnowledgeUrl(),
      ],
      fileUrls: kit.resources.map((r) => r.fileUrl).filter((url): url is string => !!url && url.startsWith("/")),
    };
  });

export default function GoKitPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:py-0">
      <h1 className="text-3xl font-bold">{t("gokit.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("gokit.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <SaveForOffline urls={data.offlineUrls} fileUrls={data.fileUrls} />
        <Link to="/go-kit/plan" className="btn-secondary">
          {t("gokit.plan.edit")}
        </Link>
        <PrintButton />
      </div>

      <KitList list={KIT_LISTS.chapters} items={data.chapters} className="mt-2 space-y-4" itemClassName="card p-4">
        {(chapter) => (
          <>
            <h3 className="font-semibold">
              {chapter.name}{" "}
              <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                {chapter.city}, {chapter.state}
              </span>
            </h3>
            <p className="mt-1 text-sm font-medium">{t("gokit.chapters.leaders", { count: chapter.leaders.length })}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {chapter.leaders.map((leader) => (
                <li key={leader.email}>
                  {leader.name}
                  {leader.phone ? (
                    <DotLink href={`tel:${leader.phone.replace(/[^+\d]/g, "")}`}>{leader.phone}</DotLink>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400"> · {t("gokit.chapters.noPhone")}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </KitList>

      <KitList list={KIT_LISTS.events} items={data.events}>
        {(event) => (
          <>
            <span className="font-medium">{event.title}</span> —{" "}
            <time dateTime={event.startAt}>{event.startLabel}</time>
            {event.viewerStartLabel ? ` ${t("gokit.events.yourTime", { time: event.viewerStartLabel })}` : ""} ·{" "}
            {event.locationText} ({event.chapterName})
          </>
        )}
      </KitList>

      <KitList list={KIT_LISTS.resources} items={data.resources}>
        {(resource) => (
          <>
            <span className="font-medium">{resource.title}</span>
            {resource.description ? <span> — {resource.description}</span> : null}
            <DotLink href={resource.fileUrl}>{t("gokit.resources.file")}</DotLink>
            <DotLink href={resource.linkUrl}>{t("gokit.resources.link")}</DotLink>
          </>
        )}
      </KitList>

      <KitSection id="kit-plan" title={t("gokit.plan.title")}>
        {data.plan ? (
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {PLAN_FIELDS.map(({ name, label }) => (
              <Fragment key={name}>
                <dt className="font-medium">{t(label)}</dt>
                <dd className="whitespace-pre-wrap">{data.plan?.[name] ?? "—"}</dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <PromptLink className="mt-2" to="/go-kit/plan" link={t("gokit.plan.edit")}>
            {t("gokit.plan.none")}
          </PromptLink>
        )}
      </KitSection>

      <KitSection id="kit-guide" title={t("gokit.guide.title")} className="print:hidden">
        <PromptLink className="mt-2" to="/guide/topics" link={t("gokit.guide.link")}>
          {t("gokit.guide.text")}
        </PromptLink>
      </KitSection>
    </div>
  );
}

/** One part of the go-kit: a titled section. */
function KitSection({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`mt-8 ${className}`.trim()}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A go-kit list's section: its id, heading, and the line (and link) said when it is empty (catalogue keys). */
type KitListTexts = { id: string; title: string; empty: string; find?: { to: string; link: string } };

const KIT_LISTS = {
  chapters: {
    id: "kit-chapters",
    title: "gokit.chapters.title",
    empty: "gokit.chapters.none",
    find: { to: "/chapters", link: "gokit.chapters.find" },
  },
  events: { id: "kit-events", title: "gokit.events.title", empty: "gokit.events.none" },
  resources: { id: "kit-resources", title: "gokit.resources.title", empty: "gokit.resources.none" },
} satisfies Record<string, KitListTexts>;

/** A go-kit list in its section, one item each, or a line saying there is nothing (yet). */
function KitList<Item extends { id: string }>({
  list,
  items,
  className = "mt-2 space-y-2",
  itemClassName,
  children,
}: {
  list: KitListTexts;
  items: readonly Item[];
  className?: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useT();
  return (
    <KitSection id={list.id} title={t(list.title)}>
      {items.length ? (
        <ul className={className}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      ) : list.find ? (
        <PromptLink className="mt-2" to={list.find.to} link={t(list.find.link)}>
          {t(list.empty)}
        </PromptLink>
      ) : (
        <p className="mt-2">{t(list.empty)}</p>
      )}
    </KitSection>
  );
}

/** " · link", or nothing without an address. */
function DotLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  if (!href) return null;
  return (
    <>
      {" · "}
      <a href={href} className="link">
        {children}
      </a>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.meta.title ?? "Go-kit"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
