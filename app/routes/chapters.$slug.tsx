import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { seriesRulesOf } from "~/models/event-series.server";
import { seriesLabel } from "~/utils/series-label";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";
import { ChapterContactForm } from "~/components/chapter-contact-form";
import { StatusBadge } from "~/components/chapter-card";
import { DialogLink } from "~/components/dialog-link";
import { ChapterNotFound, GeneralErrorBoundary, notFoundMetaTitle } from "~/components/error-boundary";
import { Section } from "~/components/training/section";
import { ViewerTime } from "~/components/viewer-time";
import { JoinChapterForm, loginToJoinHref, MembershipBadge, STATUS_KEYS } from "~/components/join-chapter-form";
import { useT } from "~/i18n/react";
import { getChapterPage } from "~/models/directory.server";
import { handleJoinRequest, handleLeaveRequest } from "~/flows/join-request.server";
import { ConfirmAction } from "~/components/confirm-action";
import { getActor } from "~/access/actor.server";
import { publicPageHandle } from "~/utils/cache-control";
import { getTimezone } from "~/models/settings.server";
import { getI18n } from "~/i18n/i18n.server";
import { chapterNotFound } from "~/flows/chapter-not-found.server";
import { eventStartLabels } from "~/utils/event-time-format";
import { safeTimeZone } from "~/utils/time-zone";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/** The same page for every anonymous visitor: shared caches may keep it (docs/decisions/008). */
export const handle = publicPageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [user, i18n] = await Promise.all([getActor(request), getI18n(request)]);
  const page = getChapterPage(params.slug ?? "", user);
  if (!page) throw chapterNotFound(i18n);
  const viewerZone = user ? getTimezone(user.id) : null;
  const series = seriesRulesOf(page.upcomingEvents.map((e) => e.id));
  return json({
    chapter: page.chapter,
    membership: page.membership,
    upcomingEventCount: page.upcomingEventCount,
    // Formatted here, so server and browser render the same text: in the chapter's own zone (where
    // the event happens) through the one formatter, plus the viewer's clock when they are signed in
    // and it reads differently.
    upcomingEvents: page.upcomingEvents.map((e) => {
      const zone = safeTimeZone(e.chapterTimeZone);
      const labels = eventStartLabels(e.startAt, zone, viewerZone ?? zone, i18n.lang);
      return {
        id: e.id,
        title: e.title,
        description: e.description,
        locationText: e.locationText,
        startIso: e.startAt.toISOString(),
        startText: labels.startLabel,
        viewerText: labels.viewerStartLabel,
        seriesLabel: series.has(e.id) ? seriesLabel(series.get(e.id)!, i18n.t, i18n.lang) : null,
      };
    }),
    signedIn: !!user,
    contactDefaults: user ? { name: user.displayName, email: user.email } : null,
    i18n: i18n.messages("chapters"),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "join") return handleJoinRequest(request, formData, `/chapters/${params.slug}`);
  if (intent === "leave") return handleLeaveRequest(request, formData, `/chapters/${params.slug}`);
  throw json({ error: "Unknown form action" }, { status: 400 });
}

export default function ChapterPage() {
  const { chapter, membership, upcomingEvents, upcomingEventCount, signedIn, contactDefaults } =
    useLoaderData<typeof loader>();
  const approved = chapter.status === "Approved";
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to="/chapters" className="text-sm">
        {t("chapters.page.all")}
      </BackLink>
      <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{chapter.name}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {chapter.city}, {chapter.state}
            {" · "}
            {t("chapters.card.members", { count: chapter.memberCount })}
            {chapter.regionCode ? ` · ${t("chapters.card.region", { region: chapter.regionCode })}` : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={chapter.status} />
          {membership ? <MembershipBadge membership={membership} /> : null}
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ChapterSection id="about-heading" title={t("chapters.page.about")}>
            <p className="mt-3 whitespace-pre-line text-slate-800 dark:text-slate-200">
              {chapter.description || t("chapters.page.noDescription")}
            </p>
          </ChapterSection>

          <ChapterSection id="events-heading" title={t("chapters.page.events")}>
            {upcomingEvents.length ? (
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
                {upcomingEvents.map((e) => (
                  <li key={e.id} className="py-3">
                    <h3 className="font-semibold">
                      <Link to={`/events/${e.id}`} className="link">
                        {e.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      <time dateTime={e.startIso}>{e.startText}</time>
                      {" · "}
                      {e.locationText}
                    </p>
                    <ViewerTime time={e.viewerText} />
                    {e.seriesLabel ? (
                      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="event-series">
                        {e.seriesLabel}
                      </p>
                    ) : null}
                    {e.description ? (
                      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{e.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700 dark:text-slate-300">{t("chapters.page.noEvents")}</p>
            )}
            {approved ? (
              <p className="mt-4 text-sm">
                <a href={`/chapters/${chapter.slug}/events.ics`} className="link">
                  {t("chapters.page.subscribe")}
                </a>
              </p>
            ) : null}
          </ChapterSection>
        </div>

        <div className="space-y-6">
          {approved && (!signedIn || !membership) ? (
            <ChapterSection
              id="join-heading"
              title={t("chapters.page.join")}
              intro={signedIn ? t("chapters.page.joinText") : t("chapters.page.signInText")}
            >
              {signedIn ? (
                <JoinChapterForm chapterId={chapter.id} chapterName={chapter.name} className="btn-primary w-full" />
              ) : (
                <Link to={loginToJoinHref(chapter.slug)} className="btn-primary w-full">
                  {t("chapters.page.signIn")}
                </Link>
              )}
            </ChapterSection>
          ) : null}

          {membership && membership.status !== "Rejected" ? (
            <ChapterSection
              id="membership-heading"
              title={t("chapters.leave.heading")}
              intro={
                membership.status === "Pending"
                  ? t("chapters.leave.pendingText")
                  : membership.status === "Inactive"
                    ? t("chapters.leave.inactiveText")
                    : t("chapters.leave.memberText")
              }
            >
              <LeaveChapter membership={membership} chapterName={chapter.name} />
            </ChapterSection>
          ) : null}

          <ChapterSection id="stats-heading" title={t("chapters.page.stats")}>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-700 dark:text-slate-300">{t("chapters.card.membersLabel")}</dt>
                <dd className="text-2xl font-bold" data-testid="stat-members">
                  {chapter.memberCount}
                </dd>
              </div>
              <div>
                <dt className="text-slate-700 dark:text-slate-300">{t("chapters.page.events")}</dt>
                <dd className="text-2xl font-bold" data-testid="stat-events">
                  {upcomingEventCount}
                </dd>
              </div>
              <div>
                <dt className="text-slate-700 dark:text-slate-300">{t("chapters.page.status")}</dt>
                <dd className="font-semibold">{t(STATUS_KEYS[chapter.status])}</dd>
              </div>
              {chapter.regionCode ? (
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">{t("chapters.page.region")}</dt>
                  <dd className="font-semibold">{t("chapters.card.region", { region: chapter.regionCode })}</dd>
                </div>
              ) : null}
            </dl>
          </ChapterSection>

          {approved ? (
            <ChapterSection
              id="contact-heading"
              title={t("chapters.page.contact")}
              intro={t("chapters.page.contactText")}
            >
              <DialogLink
                href={`/chapters/${chapter.slug}/contact`}
                title={t("chapters.page.contactTitle", { name: chapter.name })}
                className="btn-secondary w-full"
                content={(close) => (
                  <ChapterContactForm
                    slug={chapter.slug}
                    chapterName={chapter.name}
                    defaultName={contactDefaults?.name}
                    defaultEmail={contactDefaults?.email}
                    onDone={close}
                  />
                )}
              >
                {t("chapters.page.contactChapter")}
              </DialogLink>
            </ChapterSection>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The member's own way out: withdraw a pending request, or leave the chapter (confirmed first). */
function LeaveChapter({
  membership,
  chapterName,
}: {
  membership: { id: string; status: "Pending" | "Approved" | "Rejected" | "Inactive" };
  chapterName: string;
}) {
  const { t } = useT();
  const pending = membership.status === "Pending";
  return (
    <ConfirmAction
      intent="leave"
      targetId={membership.id}
      fields={{ membershipId: membership.id }}
      label={pending ? t("chapters.leave.withdraw") : t("chapters.leave.leave")}
      title={
        pending
          ? t("chapters.leave.withdrawTitle", { chapter: chapterName })
          : t("chapters.leave.leaveTitle", { chapter: chapterName })
      }
      description={pending ? t("chapters.leave.withdrawText") : t("chapters.leave.leaveText")}
      confirmLabel={pending ? t("chapters.leave.withdraw") : t("chapters.leave.leave")}
      pendingLabel={pending ? t("chapters.leave.withdrawing") : t("chapters.leave.leaving")}
      triggerClassName="btn-secondary w-full"
    />
  );
}

/** One card of the chapter page: a section named by its heading, with an optional line under it. */
function ChapterSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} className="card" headingClassName="text-xl font-semibold">
      {intro ? <p className="mb-4 mt-2 text-sm text-slate-700 dark:text-slate-300">{intro}</p> : null}
      {children}
    </Section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? pageMeta(
        siteTitle(data.chapter.name),
        data.chapter.description ??
          `${data.chapter.name}, a CERT chapter in ${data.chapter.city}, ${data.chapter.state}.`,
      )
    : pageMeta(notFoundMetaTitle(error, siteTitle("Chapter not found")));

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ChapterNotFound />;
  return <GeneralErrorBoundary />;
}
