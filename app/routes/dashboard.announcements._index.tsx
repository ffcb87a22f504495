import { refuse } from "~/flows/respond.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AnnouncementCard, SCOPE_KEYS, useAnnouncementCardsHtml } from "~/components/announcements/announcement-card";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import { ListSection, pageParam } from "~/components/dashboard";
import { ContentListPage } from "~/components/content/list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { shortDateTime } from "~/components/events/format";
import { AnnouncementListQuerySchema, SendAnnouncementEmailSchema } from "~/models/announcement.schema";
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  allowedAnnouncementScopes,
  canSendAnnouncementEmail,
  announcementSearchHint,
  countAnnouncements,
  listAnnouncements,
  sendAnnouncementEmail,
} from "~/models/announcement.server";
import type { SendResult } from "~/models/notification.server";
import { isEnhanced, redirectTarget, respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { dialogChapters, filterChapters, requireContentList } from "~/flows/content-list.server";
import { redirectWithToast } from "~/utils/toast.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { personName } from "~/models/deleted-member";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n, url, query, timeZone, canCreate } = await requireContentList(
    request,
    AnnouncementListQuerySchema,
  );
  const { t, lang } = i18n;
  // Without a search or source filter the tab counts are the stat cards' counts: count once.
  // The trigram index is read once for the counts and the page (decision 041).
  const hint = announcementSearchHint(query.q);
  const tabCounts = countAnnouncements(user, { q: query.q, source: query.source, hint });
  const stats = query.q || query.source !== "all" ? countAnnouncements(user) : tabCounts;
  const total = query.scope === "all" ? tabCounts.total : tabCounts[query.scope];
  const page = pageParam(url.searchParams);
  const offset = (page - 1) * ANNOUNCEMENTS_PAGE_SIZE;
  const items = listAnnouncements(
    user,
    { q: query.q, scope: query.scope, source: query.source, hint, matches: total },
    ANNOUNCEMENTS_PAGE_SIZE,
    offset,
  );
  return json({
    filters: { q: query.q ?? "", scope: query.scope, source: query.source },
    stats,
    tabCounts,
    total,
    page,
    hasNext: offset + ANNOUNCEMENTS_PAGE_SIZE < total,
    chapters: filterChapters(user, query.source),
    form: canCreate
      ? {
          chapters: dialogChapters(user),
          scopes: allowedAnnouncementScopes(user),
        }
      : null,
    announcements: items.map((a) => ({
      id: a.id,
      title: a.title,
      body: a.body,
      scope: a.scope,
      chapterName: a.chapterName,
      posterName: personName(t, a.posterName, a.posterDeletedAt),
      createdIso: a.createdAt.toISOString(),
      createdLabel: shortDateTime(a.createdAt, timeZone, lang),
      canSendEmail: canCreate && canSendAnnouncementEmail(user, a),
      lastSendLabel:
        canCreate && a.lastSend
          ? t("content.announcements.lastSend", {
              times: t("content.announcements.sendTimes", { count: a.lastSend.sends }),
              copies: t("content.announcements.copies", { count: a.lastSend.recipients }),
              last: shortDateTime(a.lastSend.lastSentAt, timeZone, lang),
            })
          : null,
    })),
    title: t("content.announcements.title"),
    i18n: i18n.messages("content", "validation"),
  });
}

function emailSummary(t: TFunction, result: SendResult) {
  if (!result.audience) return t("content.announcements.nobodyOptedIn");
  if (!result.sent) return t("content.announcements.allHadIt", { count: result.audience });
  return result.alreadySent
    ? `${t("content.announcements.sentTo", { count: result.sent })} ${t("content.announcements.alreadyHad", { count: result.alreadySent })}`
    : t("content.announcements.sentToDone", { count: result.sent });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const { t } = await getI18n(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "send-email") return json({ ok: false, error: "Unknown action" }, { status: 400 });
  const back = redirectTarget(formData, "/dashboard/announcements");
  const fail = (message: string, status: number) => {
    // A refusal (no right to this audience, or no such announcement) is a real 403/404, not a toast.
    if (status === 403 || status === 404) throw json({ error: message }, { status });
    return isEnhanced(formData)
      ? json({ ok: false as const, error: message }, { status })
      : redirectWithToast(back, { title: t("content.email.failed"), description: message, type: "error" });
  };
  const parsed = SendAnnouncementEmailSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(t("content.announcements.chooseOne"), 400);
  let result: SendResult;
  try {
    result = await sendAnnouncementEmail(user, parsed.data.announcementId);
  } catch (error) {
    return refuse(error, request, { title: "content.email.failed", back, formData, failure: "content.email.failed" });
  }
  return respondWithToast(formData, {
    redirectTo: back,
    fallback: "/dashboard/announcements",
    // "Email Sent" only when something went out; otherwise say so plainly.
    toast: result.sent
      ? { title: t("content.email.sentTitle"), description: emailSummary(t, result), type: "success" }
      : { title: t("content.email.noneSentTitle"), description: emailSummary(t, result), type: "message" },
  });
}

const HEADINGS = {
  all: "content.announcements.allHeading",
  Global: "content.announcements.globalHeading",
  Chapter: "content.announcements.chapterHeading",
} as const;

export default function AnnouncementsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, tabCounts, announcements } = data;
  const { t } = useT();
  const filtered = !!filters.q || filters.source !== "all";
  const clearHref = `/dashboard/announcements?scope=${filters.scope}`;
  const cardsHtml = useAnnouncementCardsHtml(announcements);
  return (
    <ContentListPage
      title={t("content.announcements.title")}
      description={t("content.announcements.intro")}
      create={
        data.form
          ? {
              href: "/dashboard/announcements/new",
              label: t("content.announcements.create"),
              dialog: data.form.chapters
                ? (close) => (
                    <AnnouncementForm
                      chapters={data.form!.chapters!}
                      scopes={data.form!.scopes}
                      onCreated={close}
                      onCancel={close}
                    />
                  )
                : null,
            }
          : null
      }
      stats={[
        { label: t("content.announcements.globalHeading"), value: stats.Global, icon: "◎", testId: "stat-global" },
        { label: t("content.announcements.chapterHeading"), value: stats.Chapter, icon: "⌂", testId: "stat-chapter" },
        { label: t("content.announcements.total"), value: stats.total, icon: "✉", testId: "stat-total" },
      ]}
      filters={{
        values: filters,
        label: t("content.announcements.searchLabel"),
        clearHref,
        searchPlaceholder: t("content.announcements.searchPlaceholder"),
        selects: [
          {
            label: t("content.announcements.scope"),
            name: "scope",
            defaultValue: filters.scope,
            options: [
              { value: "all", label: t("content.list.all") },
              { value: "Global", label: t(SCOPE_KEYS.Global) },
              { value: "Chapter", label: t(SCOPE_KEYS.Chapter) },
            ],
          },
          {
            label: t("content.announcements.source"),
            name: "source",
            defaultValue: filters.source,
            options: [
              { value: "all", label: t("content.announcements.allSources") },
              { value: "global", label: t("content.announcements.globalNetwork") },
              ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
            ],
          },
        ],
      }}
      tabs={{
        label: t("content.announcements.scopeTabs"),
        param: "scope",
        current: filters.scope,
        items: [
          { value: "all", label: t("content.list.all"), count: tabCounts.total },
          { value: "Global", label: t(SCOPE_KEYS.Global), count: tabCounts.Global },
          { value: "Chapter", label: t(SCOPE_KEYS.Chapter), count: tabCounts.Chapter },
        ],
      }}
    >
      <ListSection
        id="announcements-heading"
        heading={t(HEADINGS[filters.scope])}
        items={announcements}
        renderItem={(a) => <AnnouncementCard announcement={a} />}
        html={cardsHtml}
        noun={t("content.announcements.noun")}
        emptyDescription={t("content.announcements.emptyText")}
        filtered={filtered}
        clearHref={clearHref}
        total={data.total}
        pager={{ page: data.page, hasNext: data.hasNext, label: t("content.announcements.pages") }}
      />
    </ContentListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Announcements"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
