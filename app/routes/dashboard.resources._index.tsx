import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListSection, pageParam } from "~/components/dashboard";
import { ContentListPage } from "~/components/content/list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { shortDate } from "~/components/events/format";
import { ResourceCard, useResourceCardsHtml } from "~/components/resources/resource-card";
import { ResourceForm } from "~/components/resources/resource-form";
import { ResourceListQuerySchema } from "~/models/resource.schema";
import {
  countResourcesByLevel,
  listResources,
  resourceFields,
  RESOURCES_PAGE_SIZE,
  statsFromCounts,
} from "~/models/resource.server";
import { can, publishableLevels, readableLevels } from "~/access/rules.server";
import { dialogChapters, filterChapters, requireContentList } from "~/flows/content-list.server";
import { useT } from "~/i18n/react";
import { ACCESS_KEYS } from "~/components/resources/resource-card";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n, url, query, timeZone, canCreate } = await requireContentList(request, ResourceListQuerySchema);
  const levels = readableLevels(user);
  const filters = { q: query.q, access: query.access, chapter: query.chapter };
  // Without a search or chapter filter the tab counts are the stat cards' counts: count once.
  const tabCounts = countResourcesByLevel(user, { q: query.q, chapter: query.chapter });
  const filtered = !!query.q || query.chapter !== "all";
  const stats = statsFromCounts(filtered ? countResourcesByLevel(user) : tabCounts);
  const total =
    query.access === "all"
      ? Object.values(tabCounts).reduce((a, b) => a + (b ?? 0), 0)
      : (tabCounts[query.access] ?? 0);
  const page = pageParam(url.searchParams);
  const offset = (page - 1) * RESOURCES_PAGE_SIZE;
  const items = listResources(user, filters, RESOURCES_PAGE_SIZE, offset);
  return json({
    filters: { q: query.q ?? "", access: query.access, chapter: query.chapter },
    levels,
    stats,
    tabCounts,
    total,
    page,
    hasNext: offset + RESOURCES_PAGE_SIZE < total,
    chapters: filterChapters(user, query.chapter),
    canCreate,
    form: canCreate
      ? {
          chapters: dialogChapters(user),
          accessLevels: publishableLevels(user),
        }
      : null,
    resources: items.map((r) => ({
      ...resourceFields(r),
      updatedLabel: shortDate(r.updatedAt, timeZone, i18n.lang),
      canEdit: can(user, "resource.manage", r),
    })),
    title: i18n.t("content.resources.title"),
    i18n: i18n.messages("content", "validation"),
  });
}

const TAB_KEYS = {
  Member: "content.resources.tab.Member",
  Leader: "content.resources.tab.Leader",
  Admin: "content.resources.tab.Admin",
} as const;
const HEADINGS = {
  all: "content.resources.allHeading",
  Member: "content.resources.heading.Member",
  Leader: "content.resources.heading.Leader",
  Admin: "content.resources.heading.Admin",
} as const;

export default function ResourcesPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, resources, levels } = data;
  const { t } = useT();
  const filtered = !!filters.q || filters.chapter !== "all";
  const clearHref = `/dashboard/resources?access=${filters.access}`;
  const cardsHtml = useResourceCardsHtml(resources);
  return (
    <ContentListPage
      title={t("content.resources.title")}
      description={t("content.resources.intro")}
      create={
        data.form
          ? {
              href: "/dashboard/resources/new",
              label: t("content.resources.upload"),
              dialog: data.form.chapters
                ? (close) => (
                    <ResourceForm
                      chapters={data.form!.chapters!}
                      accessLevels={data.form!.accessLevels}
                      onSaved={close}
                      onCancel={close}
                    />
                  )
                : null,
            }
          : null
      }
      stats={[
        { label: t("content.resources.publicCount"), value: stats.public, icon: "▤", testId: "stat-public" },
        ...(stats.leader !== null
          ? [{ label: t("content.resources.leaderCount"), value: stats.leader, icon: "★", testId: "stat-leader" }]
          : []),
        { label: t("content.resources.total"), value: stats.total, icon: "∑", testId: "stat-total" },
      ]}
      filters={{
        values: filters,
        label: t("content.resources.searchLabel"),
        clearHref,
        searchPlaceholder: t("content.resources.searchPlaceholder"),
        selects: [
          {
            label: t("content.resources.access"),
            name: "access",
            defaultValue: filters.access,
            options: [
              { value: "all", label: t("content.list.all") },
              ...levels.map((l) => ({ value: l, label: t(ACCESS_KEYS[l]) })),
            ],
          },
          {
            label: t("content.form.chapter"),
            name: "chapter",
            defaultValue: filters.chapter,
            options: [
              { value: "all", label: t("content.list.all") },
              { value: "global", label: t("content.resources.globalResources") },
              ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
            ],
          },
        ],
      }}
      tabs={{
        label: t("content.resources.accessTabs"),
        param: "access",
        current: filters.access,
        items: levels.map((l) => ({ value: l, label: t(TAB_KEYS[l]), count: data.tabCounts[l] ?? 0 })),
      }}
    >
      <ListSection
        id="resources-heading"
        heading={t(HEADINGS[filters.access])}
        items={resources}
        renderItem={(r) => <ResourceCard resource={r} />}
        html={cardsHtml}
        layout="grid"
        noun={t("content.resources.noun")}
        emptyDescription={t("content.resources.emptyText")}
        filtered={filtered}
        clearHref={clearHref}
        total={data.total}
        pager={{ page: data.page, hasNext: data.hasNext, label: t("content.resources.pages") }}
      />
    </ContentListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Resource Library"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
