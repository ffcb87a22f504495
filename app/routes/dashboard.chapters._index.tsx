import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { CREATE_CHAPTER_PATH, CreateChapterDialogForm } from "~/components/dashboard/chapter-form";
import { EmptyState } from "~/components/dashboard/empty-state";
import { ChapterCard, useChapterCardsHtml } from "~/components/dashboard/chapter-card";
import { PageHeader } from "~/components/dashboard/page-header";
import { ReviewSearch, ReviewTabs, ReviewListSection } from "~/components/dashboard/review-list";
import { DialogLink } from "~/components/dialog-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import type { ChapterStatus } from "~/db/schema";
import { ChapterRejectSchema } from "~/models/chapter.schema";
import {
  approveChapter,
  countChaptersByStatus,
  listChaptersForManagement,
  rejectChapter,
} from "~/models/chapter.server";
import { useT } from "~/i18n/react";
import { can } from "~/access/rules.server";
import { backTo, refuse, requirePageAction } from "~/flows/respond.server";
import { requireReviewList } from "~/flows/review-list.server";
import { requiredField, unknownIntent } from "~/utils/form-fields.server";
import { statusOfTab } from "~/utils/review-list-params";
import { redirectWithToast } from "~/utils/toast.server";

/** Each admin tab's list heading, and what its empty list says. */
const TAB_TEXTS = {
  pending: { heading: "admin.chapters.heading.pending", none: "admin.chapters.none.pending" },
  approved: { heading: "admin.chapters.heading.approved", none: "admin.chapters.none.approved" },
  rejected: { heading: "admin.chapters.heading.rejected", none: "admin.chapters.none.rejected" },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n, user, access, q, status, tab, window, pageOf } = await requireReviewList(request, (t) =>
    t("admin.chapters.refused"),
  );
  // Admins work through status tabs (the status filter picks the tab); others see all their chapters.
  const shown = access.canReviewChapters ? tab : status;
  const list = pageOf(
    listChaptersForManagement(user, { q, status: shown ? statusOfTab<ChapterStatus>(shown) : null, ...window }),
  );
  const chapters = list.rows.map((c) => ({
    ...c,
    canEdit: can(user, "chapter.edit", c),
  }));
  return json({
    i18n: i18n.messages("admin", "validation"),
    list: { ...list, rows: chapters },
    counts: access.canReviewChapters ? countChaptersByStatus(user, { q }) : null,
    filters: { q, status: status ?? "all", tab },
    canReview: access.canReviewChapters,
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
        return refuse(error, request, { failure: "admin.chapters.approveFailed" });
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
        return refuse(error, request, { failure: "admin.chapters.rejectFailed" });
      }
    }
    default:
      throw unknownIntent(intent);
  }
}

export default function ChapterManagement() {
  const { list, counts, filters, canReview, canCreate } = useLoaderData<typeof loader>();
  const { t } = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const cardsHtml = useChapterCardsHtml(list.rows, canReview);
  const filtered = !!filters.q || filters.status !== "all";
  const clearHref = canReview ? `/dashboard/chapters?tab=${filters.tab}` : "/dashboard/chapters";
  return (
    <>
      <PageHeader
        title={t("admin.chapters.title")}
        description={canReview ? t("admin.chapters.introAdmin") : t("admin.chapters.introLeader")}
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
      <ReviewSearch
        label={t("admin.chapters.searchLabel")}
        placeholder={t("admin.chapters.placeholder")}
        filters={{ ...filters, tab: canReview ? filters.tab : null }}
        clearHref={filtered ? clearHref : undefined}
      />
      {canReview && counts ? (
        <ReviewTabs
          label={t("admin.chapters.tabs")}
          current={filters.tab}
          counts={{ pending: counts.Pending, approved: counts.Approved, rejected: counts.Rejected }}
        />
      ) : null}
      <ReviewListSection
        id="chapter-list-heading"
        heading={canReview ? t(TAB_TEXTS[filters.tab].heading) : t("admin.chapters.headingOwn")}
        list={list}
        renderItem={(c) => <ChapterCard chapter={c} canReview={canReview} />}
        html={cardsHtml}
        empty={
          canReview && filters.tab === "pending" && !filtered ? (
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
                  : canReview
                    ? t(TAB_TEXTS[filters.tab].none)
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
        pagesLabel={t("admin.chapters.pages")}
      />
    </>
  );
}

export const meta = catalogueTitle("admin.chapters.meta", "Chapter Management | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
