import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  FilterForm,
  ListSection,
  FilterSelect,
  PageHeader,
  SearchInput,
  StatCard,
  StatGrid,
  Tabs,
} from "~/components/dashboard";
import { CreateButton } from "~/components/content/create-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { shortDate } from "~/components/events/format";
import { ResourceCard } from "~/components/resources/resource-card";
import { ResourceForm } from "~/components/resources/resource-form";
import { dialogChapterOptions, filterChapterOptions } from "~/models/chapter-options.server";
import { ResourceListQuerySchema } from "~/models/resource.schema";
import { countResourcesByLevel, getResourceStats, listResources } from "~/models/resource.server";
import { requireActor } from "~/access/actor.server";
import { can, publishableLevels, readableLevels } from "~/access/rules.server";
import { getTimezone } from "~/models/settings.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { ACCESS_KEYS } from "~/components/resources/resource-card";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  const query = ResourceListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const timeZone = getTimezone(user.id);
  const levels = readableLevels(user);
  const filters = { q: query.q, access: query.access, chapter: query.chapter };
  const canCreate = can(user, "content.post");
  return json({
    filters: { q: query.q ?? "", access: query.access, chapter: query.chapter },
    levels,
    stats: getResourceStats(user),
    tabCounts: countResourcesByLevel(user, { q: query.q, chapter: query.chapter }),
    chapters: filterChapterOptions(user, query.chapter).map((c) => ({ id: c.id, name: c.name })),
    canCreate,
    form: canCreate
      ? {
          chapters: dialogChapterOptions(user)?.map((c) => ({ id: c.id, name: c.name })) ?? null,
          accessLevels: publishableLevels(user),
        }
      : null,
    resources: listResources(user, filters).map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      accessLevel: r.accessLevel,
      fileUrl: r.fileUrl,
      linkUrl: r.linkUrl,
      chapterName: r.chapterName,
      version: r.version,
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
  return (
    <div>
      <PageHeader
        title={t("content.resources.title")}
        description={t("content.resources.intro")}
        actions={
          data.form ? (
            <CreateButton
              href="/dashboard/resources/new"
              label={t("content.resources.upload")}
              dialog={
                data.form.chapters
                  ? (close) => (
                      <ResourceForm
                        action="/dashboard/resources/new"
                        intent="create"
                        chapters={data.form!.chapters!}
                        accessLevels={data.form!.accessLevels}
                        onSaved={close}
                        onCancel={close}
                        cancelHref="/dashboard/resources"
                      />
                    )
                  : null
              }
            />
          ) : null
        }
      />
      <StatGrid columns={stats.leader === null ? 2 : 3}>
        <StatCard label={t("content.resources.publicCount")} value={stats.public} icon="▤" testId="stat-public" />
        {stats.leader !== null ? (
          <StatCard label={t("content.resources.leaderCount")} value={stats.leader} icon="★" testId="stat-leader" />
        ) : null}
        <StatCard label={t("content.resources.total")} value={stats.total} icon="∑" testId="stat-total" />
      </StatGrid>
      <FilterForm key={JSON.stringify(filters)} label={t("content.resources.searchLabel")} clearHref={clearHref}>
        <SearchInput
          label={t("content.list.search")}
          defaultValue={filters.q}
          placeholder={t("content.resources.searchPlaceholder")}
        />
        <FilterSelect
          label={t("content.resources.access")}
          name="access"
          defaultValue={filters.access}
          options={[
            { value: "all", label: t("content.list.all") },
            ...levels.map((l) => ({ value: l, label: t(ACCESS_KEYS[l]) })),
          ]}
        />
        <FilterSelect
          label={t("content.form.chapter")}
          name="chapter"
          defaultValue={filters.chapter}
          options={[
            { value: "all", label: t("content.list.all") },
            { value: "global", label: t("content.resources.globalResources") },
            ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </FilterForm>
      <Tabs
        label={t("content.resources.accessTabs")}
        param="access"
        current={filters.access}
        items={levels.map((l) => ({ value: l, label: t(TAB_KEYS[l]), count: data.tabCounts[l] ?? 0 }))}
      />
      <ListSection
        id="resources-heading"
        heading={t(HEADINGS[filters.access])}
        items={resources}
        renderItem={(r) => <ResourceCard resource={r} />}
        layout="grid"
        noun={t("content.resources.noun")}
        emptyDescription={t("content.resources.emptyText")}
        filtered={filtered}
        clearHref={clearHref}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Resource Library"} | CERT Chapters` },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
