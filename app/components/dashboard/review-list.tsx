import { Fragment } from "react";
import { useT } from "~/i18n/react";
import type { ReviewTab } from "~/utils/review-list-params";
import { FilterSelect } from "./filter-form";
import { Pager } from "./pager";
import { Tabs } from "./tabs";

/**
 * The pieces the review lists (Chapters, Members) share: the status filter, the status tabs with
 * their counts, and the one page of rows a loader asked one more than a page for.
 */

export const REVIEW_PAGE_SIZE = 24;

/** Rows fetched with `limit: REVIEW_PAGE_SIZE + 1`: the page, and whether another one follows. */
export function reviewPage<T>(rows: T[], page: number) {
  return { rows: rows.slice(0, REVIEW_PAGE_SIZE), page, hasNext: rows.length > REVIEW_PAGE_SIZE };
}

/** `limit`/`offset` for a page of a review list (one row more tells whether a next page exists). */
export function reviewPageWindow(page: number) {
  return { limit: REVIEW_PAGE_SIZE + 1, offset: (page - 1) * REVIEW_PAGE_SIZE };
}

/** The stored statuses of chapters, memberships and role requests, as the viewer reads them. */
export const STATUS_KEYS = {
  Pending: "admin.status.Pending",
  Approved: "admin.status.Approved",
  Rejected: "admin.status.Rejected",
} as const;

/** A rejected request's reason, as its card shows it. */
export function RejectionReason({ reason }: { reason: string }) {
  const { t } = useT();
  return (
    <p className="rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      <span className="font-semibold">{t("admin.review.reason")}</span>
      {reason}
    </p>
  );
}

const TAB_KEYS = {
  pending: STATUS_KEYS.Pending,
  approved: STATUS_KEYS.Approved,
  rejected: STATUS_KEYS.Rejected,
} as const satisfies Record<ReviewTab, string>;

/** All, Approved, Pending, Rejected: the status filter of a review list's search form. */
export function ReviewStatusFilter({ defaultValue }: { defaultValue: string }) {
  const { t } = useT();
  return (
    <FilterSelect
      label={t("admin.filter.status")}
      name="status"
      defaultValue={defaultValue}
      options={[
        { value: "all", label: t("admin.filter.all") },
        { value: "approved", label: t(TAB_KEYS.approved) },
        { value: "pending", label: t(TAB_KEYS.pending) },
        { value: "rejected", label: t(TAB_KEYS.rejected) },
      ]}
    />
  );
}

/** Pending, Approved and Rejected as tabs with their counts (a status filter gives way to them). */
export function ReviewTabs({
  label,
  current,
  counts,
}: {
  label: string;
  current: ReviewTab;
  counts: Record<ReviewTab, number>;
}) {
  const { t } = useT();
  return (
    <Tabs
      label={label}
      current={current}
      clear={["status"]}
      items={(["pending", "approved", "rejected"] as const).map((value) => ({
        value,
        label: t(TAB_KEYS[value]),
        count: counts[value],
      }))}
    />
  );
}

/**
 * The list part of a review page: a heading for screen readers (the tabs say it on screen), the cards
 * in a grid, or `empty` when there are none, and the pager.
 */
export function ReviewListSection<T extends { id: string }>({
  id,
  heading,
  items,
  renderItem,
  empty,
  page,
  hasNext,
  pagesLabel,
}: {
  id: string;
  heading: string;
  items: ReadonlyArray<T>;
  renderItem: (item: T) => React.ReactNode;
  empty: React.ReactNode;
  page: number;
  hasNext: boolean;
  pagesLabel: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {items.length ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </div>
      ) : (
        empty
      )}
      <Pager page={page} hasNext={hasNext} label={pagesLabel} />
    </section>
  );
}
