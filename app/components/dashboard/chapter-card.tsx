import { Link, useFormAction, useLocation } from "@remix-run/react";
import type { ChapterStatus } from "~/db/schema";
import { OptionalText } from "~/components/dashboard/optional-text";
import { ReviewActions } from "~/components/dashboard/review-actions";
import { ReviewCard } from "~/components/dashboard/review-list";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

/** A chapter as the Chapters page's loader sends it (its dates as ISO text). */
export interface ChapterCardData {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  city: string;
  state: string;
  regionCode: string | null;
  status: ChapterStatus;
  memberCount: number;
  rejectionReason: string | null;
  createdAt: string;
  createdByName: string | null;
  /** Whether the viewer may edit it (its Edit link). */
  canEdit: boolean;
}

/** The page's form action and location, which the cards' forms and confirmation links are made of. */
export interface ChapterCardsState {
  formAction: string;
  pathname: string;
  search: string;
  /** Whether the viewer reviews chapters (a pending chapter's Approve and Reject). */
  canReview: boolean;
}

/**
 * Writes the list's cards as one string, byte for byte what `ChapterCard` renders for each, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`chapter-cards-html.server.ts`, decision 074).
 */
export type ChapterCardsWriter = (
  chapters: readonly ChapterCardData[],
  state: ChapterCardsState,
  text: { t: TFunction; date: (value: string) => string; number: (value: number) => string },
) => string | null;
let serverCardsWriter: ChapterCardsWriter | null = null;

export function writeChapterCardsAsHtml(writer: ChapterCardsWriter | null) {
  serverCardsWriter = writer;
}

/**
 * The cards' grid content as one string on the server (decision 074, as the members list's cards:
 * decision 063), the forms as they render before hydration; null in the browser, which renders
 * `ChapterCard`s that hydrate onto the server's elements (Approve keeps its fetcher, Reject its
 * dialog, the links client navigation).
 */
export function useChapterCardsHtml(chapters: readonly ChapterCardData[], canReview: boolean) {
  const { t, date, number } = useT();
  const location = useLocation();
  const formAction = useFormAction();
  return (
    serverCardsWriter?.(
      chapters,
      { formAction, pathname: location.pathname, search: location.search, canReview },
      { t, date: (value) => date(value), number },
    ) ?? null
  );
}

/** The Chapters list's card, element by element: the reference `chapterCardsHtml` is checked against. */
export function ChapterCard({ chapter, canReview }: { chapter: ChapterCardData; canReview: boolean }) {
  const { t, date, number } = useT();
  return (
    <ReviewCard
      kind="chapter"
      item={chapter}
      title={chapter.name}
      titleClassName="text-lg font-semibold"
      subtitle={`${chapter.city}, ${chapter.state}`}
      text={<OptionalText text={chapter.description} className="text-sm text-slate-800 dark:text-slate-200" />}
      facts={[
        { label: t("admin.chapters.members"), value: number(chapter.memberCount) },
        !!chapter.regionCode && {
          label: t("admin.review.regionLabel"),
          value: t("admin.review.region", { region: chapter.regionCode }),
        },
        { label: t("admin.chapters.slug"), value: chapter.slug, valueClassName: "break-anywhere" },
        {
          label: t("admin.review.requested"),
          value: `${date(chapter.createdAt)}${chapter.createdByName ? t("admin.review.by", { name: chapter.createdByName }) : ""}`,
        },
      ]}
      rejectionReason={chapter.status === "Rejected" ? (chapter.rejectionReason ?? t("admin.chapters.noReason")) : null}
      actions={
        <>
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
        </>
      }
    />
  );
}
