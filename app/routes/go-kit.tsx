import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ALL_TOPICS } from "~/guide/topics";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { getGoKit } from "~/models/go-kit.server";
import { PrintButton } from "~/offline/print-button";
import { guideKnowledgeUrl } from "~/offline/guide-knowledge.server";
import { SaveForOffline } from "~/offline/save-for-offline";

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

      <section aria-labelledby="kit-chapters" className="mt-8">
        <h2 id="kit-chapters" className="text-xl font-semibold">
          {t("gokit.chapters.title")}
        </h2>
        {data.chapters.length === 0 ? (
          <p className="mt-2">
            {t("gokit.chapters.none")}{" "}
            <Link to="/chapters" className="link">
              {t("gokit.chapters.find")}
            </Link>
          </p>
        ) : (
          <ul className="mt-2 space-y-4">
            {data.chapters.map((chapter) => (
              <li key={chapter.id} className="card p-4">
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
                        <>
                          {" · "}
                          <a href={`tel:${leader.phone.replace(/[^+\d]/g, "")}`} className="link">
                            {leader.phone}
                          </a>
                        </>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400"> · {t("gokit.chapters.noPhone")}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="kit-events" className="mt-8">
        <h2 id="kit-events" className="text-xl font-semibold">
          {t("gokit.events.title")}
        </h2>
        {data.events.length === 0 ? (
          <p className="mt-2">{t("gokit.events.none")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.events.map((event) => (
              <li key={event.id}>
                <span className="font-medium">{event.title}</span> — {dateTime(event.startAt)} · {event.locationText} (
                {event.chapterName})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="kit-resources" className="mt-8">
        <h2 id="kit-resources" className="text-xl font-semibold">
          {t("gokit.resources.title")}
        </h2>
        {data.resources.length === 0 ? (
          <p className="mt-2">{t("gokit.resources.none")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.resources.map((resource) => (
              <li key={resource.id}>
                <span className="font-medium">{resource.title}</span>
                {resource.description ? <span> — {resource.description}</span> : null}
                {resource.fileUrl ? (
                  <>
                    {" · "}
                    <a href={resource.fileUrl} className="link">
                      {t("gokit.resources.file")}
                    </a>
                  </>
                ) : null}
                {resource.linkUrl ? (
                  <>
                    {" · "}
                    <a href={resource.linkUrl} className="link">
                      {t("gokit.resources.link")}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="kit-plan" className="mt-8">
        <h2 id="kit-plan" className="text-xl font-semibold">
          {t("gokit.plan.title")}
        </h2>
        {data.plan ? (
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{t("gokit.plan.meetingPlaceNear")}</dt>
            <dd>{data.plan.meetingPlaceNear ?? "—"}</dd>
            <dt className="font-medium">{t("gokit.plan.meetingPlaceAway")}</dt>
            <dd>{data.plan.meetingPlaceAway ?? "—"}</dd>
            <dt className="font-medium">{t("gokit.plan.contactName")}</dt>
            <dd>{data.plan.outOfAreaContactName ?? "—"}</dd>
            <dt className="font-medium">{t("gokit.plan.contactPhone")}</dt>
            <dd>{data.plan.outOfAreaContactPhone ?? "—"}</dd>
            <dt className="font-medium">{t("gokit.plan.medicalNotes")}</dt>
            <dd className="whitespace-pre-wrap">{data.plan.medicalNotes ?? "—"}</dd>
          </dl>
        ) : (
          <p className="mt-2">
            {t("gokit.plan.none")}{" "}
            <Link to="/go-kit/plan" className="link">
              {t("gokit.plan.edit")}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="kit-guide" className="mt-8 print:hidden">
        <h2 id="kit-guide" className="text-xl font-semibold">
          {t("gokit.guide.title")}
        </h2>
        <p className="mt-2">
          {t("gokit.guide.text")}{" "}
          <Link to="/guide/topics" className="link">
            {t("gokit.guide.link")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.meta.title ?? "Go-kit"} | CERT Chapters` },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
