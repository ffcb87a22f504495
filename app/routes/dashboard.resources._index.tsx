import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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
import { DialogLink } from "~/components/dialog-link";
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

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
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
      updatedLabel: shortDate(r.updatedAt, timeZone),
      canEdit: can(user, "resource.manage", r),
    })),
  });
}

const TAB_LABELS = { Member: "Public", Leader: "Leaders", Admin: "Admin" } as const;
const FILTER_LABELS = { Member: "Public", Leader: "Leaders Only", Admin: "Admin Only" } as const;

export default function ResourcesPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, resources, levels } = data;
  const filtered = !!filters.q || filters.chapter !== "all";
  const clearHref = `/dashboard/resources?access=${filters.access}`;
  return (
    <div>
      <PageHeader
        title="Resource Library"
        description="Guides, checklists and training material, shared by access level."
        actions={
          data.form && !data.form.chapters ? (
            <Link to="/dashboard/resources/new" className="btn-primary">
              <span aria-hidden="true">+</span> Upload Resource
            </Link>
          ) : data.form ? (
            <DialogLink
              href="/dashboard/resources/new"
              title="Upload Resource"
              className="btn-primary"
              content={(close) => (
                <ResourceForm
                  action="/dashboard/resources/new"
                  intent="create"
                  chapters={data.form!.chapters!}
                  accessLevels={data.form!.accessLevels}
                  onSaved={close}
                  onCancel={close}
                  cancelHref="/dashboard/resources"
                />
              )}
            >
              <span aria-hidden="true">+</span> Upload Resource
            </DialogLink>
          ) : null
        }
      />
      <StatGrid columns={stats.leader === null ? 2 : 3}>
        <StatCard label="Public Resources" value={stats.public} icon="▤" testId="stat-public" />
        {stats.leader !== null ? (
          <StatCard label="Leader Resources" value={stats.leader} icon="★" testId="stat-leader" />
        ) : null}
        <StatCard label="Total Resources" value={stats.total} icon="∑" testId="stat-total" />
      </StatGrid>
      <FilterForm key={JSON.stringify(filters)} label="Search resources" clearHref={clearHref}>
        <SearchInput label="Search" defaultValue={filters.q} placeholder="Title or description" />
        <FilterSelect
          label="Access"
          name="access"
          defaultValue={filters.access}
          options={[{ value: "all", label: "All" }, ...levels.map((l) => ({ value: l, label: FILTER_LABELS[l] }))]}
        />
        <FilterSelect
          label="Chapter"
          name="chapter"
          defaultValue={filters.chapter}
          options={[
            { value: "all", label: "All" },
            { value: "global", label: "Global Resources" },
            ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </FilterForm>
      <Tabs
        label="Access level"
        param="access"
        current={filters.access}
        items={levels.map((l) => ({ value: l, label: TAB_LABELS[l], count: data.tabCounts[l] ?? 0 }))}
      />
      <ListSection
        id="resources-heading"
        heading={filters.access === "all" ? "All Resources" : `${FILTER_LABELS[filters.access]} Resources`}
        items={resources}
        renderItem={(r) => <ResourceCard resource={r} />}
        layout="grid"
        noun="Resources"
        emptyDescription="Nothing has been shared at this level yet."
        filtered={filtered}
        clearHref={clearHref}
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Resource Library | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
