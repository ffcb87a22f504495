import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { CREATE_CHAPTER_PATH, CreateChapterDialogForm } from "~/components/dashboard/chapter-form";
import { EmptyState } from "~/components/dashboard/empty-state";
import { OptionalText } from "~/components/dashboard/optional-text";
import { FilterForm, SearchInput } from "~/components/dashboard/filter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { ReviewActions } from "~/components/dashboard/review-actions";
import {
  RejectionReason,
  ReviewStatusFilter,
  ReviewTabs,
  ReviewListSection,
  reviewPage,
  STATUS_KEYS,
} from "~/components/dashboard/review-list";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { DialogLink } from "~/components/dialog-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import type { ChapterStatus } from "~/db/schema";
import { ChapterRejectSchema } from "~/models/chapter.schema";
import {
  approveChapter,
  countChaptersByStatus,
  listChaptersForManagement,
  rejectChapter,
} from "~/models/chapter.server";
import { useT } from "~/i18n/react";
import { backTo, pageRefusal, requirePageAction } from "~/flows/respond.server";
import { requireReviewList } from "~/flows/review-list.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { statusOfTab } from "~/utils/review-list-params";
import { redirectWithToast } from "~/utils/toast.server";

const HEADING_KEYS = {
  pending: "admin.chapters.heading.pending",
  approved: "admin.chapters.heading.approved",
  rejected: "admin.chapters.heading.rejected",
} as const;
const NONE_KEYS = {
  pending: "admin.chapters.none.pending",
  approved: "admin.chapters.none.approved",
  rejected: "admin.chapters.none.rejected",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, user, access, q, status, tab, ...list } = await requireReviewList(request, (t) =>
    t("admin.chapters.refused"),
  );
  // Admins work through status tabs (the status filter picks the tab); others see all their chapters.
  const shown = access.isAdmin ? tab : status;
  const { rows, page, hasNext } = reviewPage(
    listChaptersForManagement(user, {
      q,
      status: shown ? statusOfTab<ChapterStatus>(shown) : null,
      ...list.window,
    }),
    list.page,
  );
  const chapters = rows.map((c) => ({
    ...c,
    canEdit:
      access.isAdmin || access.ledChapterIds.includes(c.id) || (c.status !== "Approved" && c.createdById === user.id),
  }));
  return json({
    i18n: i18n.messages("admin", "validation"),
    meta: { title: i18n.t("admin.chapters.meta") },
    chapters,
    page,
    hasNext,
    counts: access.isAdmin ? countChaptersByStatus(user, { q }) : null,
    filters: { q, status: status ?? "all", tab },
    isAdmin: access.isAdmin,
    canCreate: access.canCreateChapter,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "dashboard.manage", (t) =>
    t("admin.chapters.refused"),
  );
  switch (intent) {
    case "approve": {
      const chapterId = requiredField(formData, "chapterId");
      try {
        const chapter = approveChapter(actor, chapterId);
        return redirectWithToast(backTo(request), {
          title: t("admin.chapters.approvedTitle"),
          description: t("admin.chapters.approvedText", { name: chapter.name }),
          type: "success",
        });
      } catch (error) {
        return pageRefusal(error, request, t("admin.chapters.approveFailed"));
      }
    }
    case "reject": {
      const parsed = ChapterRejectSchema.safeParse({
        chapterId: formData.get("chapterId") ?? undefined,
        reason: formData.get("reason") || undefined,
      });
      if (!parsed.success) return json({ error: parsed.error.issues[0]!.message }, { status: 400 });
      try {
        const chapter = rejectChapter(actor, parsed.data.chapterId, parsed.data.reason);
        return redirectWithToast(backTo(request), {
          title: t("admin.chapters.rejectedTitle"),
          description: chapter.rejectionReason
            ? t("admin.chapters.rejectedReasonText", { name: chapter.name })
            : t("admin.chapters.rejectedText", { name: chapter.name }),
          type: "success",
        });
      } catch (error) {
        return pageRefusal(error, request, t("admin.chapters.rejectFailed"));
      }
    }
    default:
      throw unknownIntent(intent);
  }
}

type LoaderChapter = ReturnType<typeof useLoaderData<typeof loader>>["chapters"][number];

function ChapterCard({ chapter, canReview }: { chapter: LoaderChapter; canReview: boolean }) {
  const { t, date, number } = useT();
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
        <StatusBadge status={chapter.status} label={t(STATUS_KEYS[chapter.status])} />
      </div>
      <OptionalText text={chapter.description} className="text-sm text-slate-800 dark:text-slate-200" />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.chapters.members")}</dt>
        <dd>{number(chapter.memberCount)}</dd>
        {chapter.regionCode ? (
          <>
            <dt className="text-slate-700 dark:text-slate-300">{t("admin.review.regionLabel")}</dt>
            <dd>{t("admin.review.region", { region: chapter.regionCode })}</dd>
          </>
        ) : null}
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.chapters.slug")}</dt>
        <dd className="break-anywhere">{chapter.slug}</dd>
        <dt className="text-slate-700 dark:text-slate-300">{t("admin.review.requested")}</dt>
        <dd>
          {date(chapter.createdAt)}
          {chapter.createdByName ? t("admin.review.by", { name: chapter.createdByName }) : ""}
        </dd>
      </dl>
      {chapter.status === "Rejected" ? (
        <RejectionReason reason={chapter.rejectionReason ?? t("admin.chapters.noReason")} />
      ) : null}
      <div className="mt-auto flex flex-wrap items-start gap-2 pt-1">
        {canReview && chapter.status === "Pending" ? (
          <ReviewActions idField="chapterId" id={chapter.id} itemName={chapter.name} />
        ) : null}
        {chapter.canEdit ? (
          <Link to={`/dashboard/chapters/${chapter.id}/edit`} className="btn-secondary">
            {t("admin.chapters.edit")}
            <span className="sr-only"> {chapter.name}</span>
          </Link>
        ) : null}
        {chapter.status === "Approved" ? (
          <Link to={`/chapters/${chapter.slug}`} className="btn-ghost">
            {t("admin.chapters.viewPage")}
            <span className="sr-only">{t("admin.chapters.viewPageOf", { name: chapter.name })}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export default function ChapterManagement() {
  const { chapters, page, hasNext, counts, filters, isAdmin, canCreate } = useLoaderData<typeof loader>();
  const { t } = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const filtered = !!filters.q || filters.status !== "all";
  const clearHref = isAdmin ? `/dashboard/chapters?tab=${filters.tab}` : "/dashboard/chapters";
  return (
    <>
      <PageHeader
        title={t("admin.chapters.title")}
        description={isAdmin ? t("admin.chapters.introAdmin") : t("admin.chapters.introLeader")}
        actions={
          canCreate ? (
            <DialogLink
              href={CREATE_CHAPTER_PATH}
              title={t("admin.chapterEdit.createTitle")}
              className="btn-primary"
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              content={() => <CreateChapterDialogForm onDone={closeDialog} />}
            >
              {t("admin.chapterEdit.createTitle")}
            </DialogLink>
          ) : null
        }
      />
      <FilterForm
        label={t("admin.chapters.searchLabel")}
        keep={{ tab: isAdmin ? filters.tab : null }}
        clearHref={filtered ? clearHref : undefined}
      >
        <SearchInput
          label={t("admin.filter.search")}
          defaultValue={filters.q}
          placeholder={t("admin.chapters.placeholder")}
        />
        <ReviewStatusFilter defaultValue={filters.status} />
      </FilterForm>
      {isAdmin && counts ? (
        <ReviewTabs
          label={t("admin.chapters.tabs")}
          current={filters.tab}
          counts={{ pending: counts.Pending, approved: counts.Approved, rejected: counts.Rejected }}
        />
      ) : null}
      <ReviewListSection
        id="chapter-list-heading"
        heading={isAdmin ? t(HEADING_KEYS[filters.tab]) : t("admin.chapters.headingOwn")}
        items={chapters}
        renderItem={(c) => <ChapterCard chapter={c} canReview={isAdmin} />}
        empty={
          isAdmin && filters.tab === "pending" && !filtered ? (
            <EmptyState
              headingLevel={3}
              icon="✓"
              title={t("admin.chapters.noPendingTitle")}
              description={t("admin.chapters.noPendingText")}
            />
          ) : (
            <EmptyState
              headingLevel={3}
              title={t("admin.chapters.noneTitle")}
              description={
                filtered
                  ? t("admin.chapters.noneFiltered")
                  : isAdmin
                    ? t(NONE_KEYS[filters.tab])
                    : t("admin.chapters.noneOwn")
              }
              action={
                <Link to={clearHref} className="btn-secondary">
                  {t("admin.filter.clear")}
                </Link>
              }
            />
          )
        }
        page={page}
        hasNext={hasNext}
        pagesLabel={t("admin.chapters.pages")}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.meta.title ?? siteTitle("Chapter Management"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
