import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { CREATE_CHAPTER_PATH, CreateChapterDialogForm } from "~/components/dashboard/chapter-form";
import { EmptyState } from "~/components/dashboard/empty-state";
import { FilterForm, FilterSelect, SearchInput } from "~/components/dashboard/filter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { Pager, pageParam } from "~/components/dashboard/pager";
import { ReviewActions } from "~/components/dashboard/review-actions";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { Tabs } from "~/components/dashboard/tabs";
import { DialogLink } from "~/components/dialog-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { ChapterStatus } from "~/db/schema";
import { ChapterRejectSchema } from "~/models/chapter.schema";
import {
  approveChapter,
  countChaptersByStatus,
  listChaptersForManagement,
  rejectChapter,
} from "~/models/chapter.server";
import { getTimezone } from "~/models/settings.server";
import { backTo, pageRefusal, requireManager } from "~/access/respond.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { reviewListParams, statusOfTab } from "~/utils/review-list-params";
import { formatDate } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
  { value: "rejected", label: "Rejected" },
] as const;
const PAGE_SIZE = 24;
const MANAGE_REFUSED = "Chapter management is for chapter leaders and administrators.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, access } = await requireManager(request, MANAGE_REFUSED);
  const params = new URL(request.url).searchParams;
  const { q, status, tab } = reviewListParams(params);
  // Admins work through status tabs (the status filter picks the tab); others see all their chapters.
  const shown = access.isAdmin ? tab : status;
  const page = pageParam(params);
  const rows = listChaptersForManagement(user, {
    q,
    status: shown ? statusOfTab<ChapterStatus>(shown) : null,
    limit: PAGE_SIZE + 1,
    offset: (page - 1) * PAGE_SIZE,
  });
  const chapters = rows.slice(0, PAGE_SIZE).map((c) => ({
    ...c,
    canEdit:
      access.isAdmin || access.ledChapterIds.includes(c.id) || (c.status !== "Approved" && c.createdById === user.id),
  }));
  return json({
    chapters,
    page,
    hasNext: rows.length > PAGE_SIZE,
    counts: access.isAdmin ? countChaptersByStatus(user, { q }) : null,
    filters: { q, status: status ?? "all", tab },
    isAdmin: access.isAdmin,
    canCreate: access.canCreateChapter,
    timeZone: getTimezone(user.id),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireManager(request, MANAGE_REFUSED);
  const formData = await request.formData();
  const intent = formData.get("intent");
  switch (intent) {
    case "approve": {
      const chapterId = requiredField(formData, "chapterId");
      try {
        const chapter = approveChapter(user, chapterId);
        return redirectWithToast(backTo(request), {
          title: "Chapter Approved",
          description: `${chapter.name} is now approved and listed in the directory.`,
          type: "success",
        });
      } catch (error) {
        return pageRefusal(error, request, "Failed to approve chapter");
      }
    }
    case "reject": {
      const parsed = ChapterRejectSchema.safeParse({
        chapterId: formData.get("chapterId") ?? undefined,
        reason: formData.get("reason") || undefined,
      });
      if (!parsed.success) return json({ error: parsed.error.issues[0]!.message }, { status: 400 });
      try {
        const chapter = rejectChapter(user, parsed.data.chapterId, parsed.data.reason);
        return redirectWithToast(backTo(request), {
          title: "Chapter Rejected",
          description: `${chapter.name} was rejected.${chapter.rejectionReason ? " The requester can see your reason." : ""}`,
          type: "success",
        });
      } catch (error) {
        return pageRefusal(error, request, "Failed to reject chapter");
      }
    }
    default:
      throw unknownIntent(intent);
  }
}

type LoaderChapter = ReturnType<typeof useLoaderData<typeof loader>>["chapters"][number];

function ChapterCard({
  chapter,
  canReview,
  timeZone,
}: {
  chapter: LoaderChapter;
  canReview: boolean;
  timeZone: string;
}) {
  const headingId = `chapter-${chapter.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-3" data-testid="chapter-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="[overflow-wrap:anywhere] text-lg font-semibold">
            {chapter.name}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {chapter.city}, {chapter.state}
          </p>
        </div>
        <StatusBadge status={chapter.status} />
      </div>
      {chapter.description ? <p className="text-sm text-slate-800 dark:text-slate-200">{chapter.description}</p> : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700 dark:text-slate-300">Members</dt>
        <dd>{chapter.memberCount}</dd>
        {chapter.regionCode ? (
          <>
            <dt className="text-slate-700 dark:text-slate-300">FEMA region</dt>
            <dd>Region {chapter.regionCode}</dd>
          </>
        ) : null}
        <dt className="text-slate-700 dark:text-slate-300">Slug</dt>
        <dd className="break-anywhere">{chapter.slug}</dd>
        <dt className="text-slate-700 dark:text-slate-300">Requested</dt>
        <dd>
          {formatDate(chapter.createdAt, timeZone)}
          {chapter.createdByName ? ` by ${chapter.createdByName}` : ""}
        </dd>
      </dl>
      {chapter.status === "Rejected" ? (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          <span className="font-semibold">Reason: </span>
          {chapter.rejectionReason ?? "No reason was given."}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-start gap-2 pt-1">
        {canReview && chapter.status === "Pending" ? (
          <ReviewActions idField="chapterId" id={chapter.id} itemName={chapter.name} />
        ) : null}
        {chapter.canEdit ? (
          <Link to={`/dashboard/chapters/${chapter.id}/edit`} className="btn-secondary">
            Edit<span className="sr-only"> {chapter.name}</span>
          </Link>
        ) : null}
        {chapter.status === "Approved" ? (
          <Link to={`/chapters/${chapter.slug}`} className="btn-ghost">
            View Page<span className="sr-only"> of {chapter.name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export default function ChapterManagement() {
  const { chapters, page, hasNext, counts, filters, isAdmin, canCreate, timeZone } = useLoaderData<typeof loader>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const filtered = !!filters.q || filters.status !== "all";
  const clearHref = isAdmin ? `/dashboard/chapters?tab=${filters.tab}` : "/dashboard/chapters";
  const tabLabel = { pending: "Pending", approved: "Approved", rejected: "Rejected" }[filters.tab];
  return (
    <>
      <PageHeader
        title="Chapter Management"
        description={
          isAdmin
            ? "Review chapter requests and oversee every chapter in the network."
            : "The chapters you lead or have requested."
        }
        actions={
          canCreate ? (
            <DialogLink
              href={CREATE_CHAPTER_PATH}
              title="Create Chapter"
              className="btn-primary"
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              content={() => <CreateChapterDialogForm onDone={closeDialog} />}
            >
              Create Chapter
            </DialogLink>
          ) : null
        }
      />
      <FilterForm
        label="Search chapters"
        keep={{ tab: isAdmin ? filters.tab : null }}
        clearHref={filtered ? clearHref : undefined}
      >
        <SearchInput label="Search" defaultValue={filters.q} placeholder="Name, city or state" />
        <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} defaultValue={filters.status} />
      </FilterForm>
      {isAdmin && counts ? (
        <Tabs
          label="Chapter status"
          current={filters.tab}
          clear={["status"]}
          items={[
            { value: "pending", label: "Pending", count: counts.Pending },
            { value: "approved", label: "Approved", count: counts.Approved },
            { value: "rejected", label: "Rejected", count: counts.Rejected },
          ]}
        />
      ) : null}
      <section aria-labelledby="chapter-list-heading">
        <h2 id="chapter-list-heading" className="sr-only">
          {isAdmin ? `${tabLabel} chapters` : "Your chapters"}
        </h2>
        {chapters.length ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            {chapters.map((c) => (
              <ChapterCard key={c.id} chapter={c} canReview={isAdmin} timeZone={timeZone} />
            ))}
          </div>
        ) : isAdmin && filters.tab === "pending" && !filtered ? (
          <EmptyState
            headingLevel={3}
            icon="✓"
            title="No Pending Chapters"
            description="Every chapter request has been reviewed."
          />
        ) : (
          <EmptyState
            headingLevel={3}
            title="No Chapters Found"
            description={
              filtered
                ? "No chapters match your search and filters."
                : isAdmin
                  ? `There are no ${tabLabel.toLowerCase()} chapters.`
                  : "You don't lead or have any chapter requests yet."
            }
            action={
              <Link to={clearHref} className="btn-secondary">
                Clear Filters
              </Link>
            }
          />
        )}
        <Pager page={page} hasNext={hasNext} label="Chapter pages" />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Chapter Management | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
