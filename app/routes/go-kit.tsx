import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PromptLink } from "~/components/prompt-link";
import { ALL_TOPICS } from "~/guide/topics";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { getGoKit } from "~/models/go-kit.server";
import { PrintButton } from "~/offline/print-button";
import { guideKnowledgeUrl } from "~/offline/guide-knowledge.server";
import { SaveForOffline } from "~/offline/save-for-offline";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/**
 * The member's go-kit: what they need when the network is gone (their chapters' leaders and phone
 * numbers, upcoming events, critical resources, their household plan). The service worker keeps a
 * copy per signed-in user once visited or once "Save for offline" is pressed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const kit = getGoKit(actor);
  return json(
    {
      i18n: i18n.messages("gokit"),
      meta: { title: i18n.t("gokit.title") },
      userId: actor.id,
      ...kit,
      events: kit.events.map((e) => ({ ...e, startAt: e.startAt.toISOString() })),
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
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function GoKitPage() {
  const data = useLoaderData<typeof loader>();
  const { t, dateTime } = useT();
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

      <KitSection id="kit-chapters" title={t("gokit.chapters.title")}>
        <KitList
          items={data.chapters}
          className="mt-2 space-y-4"
          itemClassName="card p-4"
          empty={
            <>
              {t("gokit.chapters.none")}{" "}
              <Link to="/chapters" className="link">
                {t("gokit.chapters.find")}
              </Link>
            </>
          }
        >
          {(chapter) => (
            <>
              <h3 className="font-semibold">
                {chapter.name}{" "}
                <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                  {chapter.city}, {chapter.state}
                </span>
              </h3>
              <p className="mt-1 text-sm font-medium">
                {t("gokit.chapters.leaders", { count: chapter.leaders.length })}
              </p>
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
      </KitSection>

      <KitSection id="kit-events" title={t("gokit.events.title")}>
        <KitList items={data.events} empty={t("gokit.events.none")}>
          {(event) => (
            <>
              <span className="font-medium">{event.title}</span> — {dateTime(event.startAt)} · {event.locationText} (
              {event.chapterName})
            </>
          )}
        </KitList>
      </KitSection>

      <KitSection id="kit-resources" title={t("gokit.resources.title")}>
        <KitList items={data.resources} empty={t("gokit.resources.none")}>
          {(resource) => (
            <>
              <span className="font-medium">{resource.title}</span>
              {resource.description ? <span> — {resource.description}</span> : null}
              <DotLink href={resource.fileUrl}>{t("gokit.resources.file")}</DotLink>
              <DotLink href={resource.linkUrl}>{t("gokit.resources.link")}</DotLink>
            </>
          )}
        </KitList>
      </KitSection>

      <KitSection id="kit-plan" title={t("gokit.plan.title")}>
        {data.plan ? (
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {(
              [
                [t("gokit.plan.meetingPlaceNear"), data.plan.meetingPlaceNear],
                [t("gokit.plan.meetingPlaceAway"), data.plan.meetingPlaceAway],
                [t("gokit.plan.contactName"), data.plan.outOfAreaContactName],
                [t("gokit.plan.contactPhone"), data.plan.outOfAreaContactPhone],
                [t("gokit.plan.medicalNotes"), data.plan.medicalNotes],
              ] as const
            ).map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-medium">{label}</dt>
                <dd className="whitespace-pre-wrap">{value ?? "—"}</dd>
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

/** A go-kit list, one item each, or a line saying there is nothing (yet). */
function KitList<Item extends { id: string }>({
  items,
  empty,
  className = "mt-2 space-y-2",
  itemClassName,
  children,
}: {
  items: readonly Item[];
  empty: ReactNode;
  className?: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  if (!items.length) return <p className="mt-2">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
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
