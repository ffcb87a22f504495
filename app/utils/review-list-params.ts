/**
 * The query of a review list page (Chapters, Members): a search, an optional status filter and the
 * status tab it selects. Pending, approved and rejected are the tabs (the Members page adds inactive,
 * its deactivated members: MEMBERSHIP_TABS); a status filter, when given, picks the tab.
 */
export const REVIEW_TABS = ["pending", "approved", "rejected"] as const;
export const MEMBERSHIP_TABS = [...REVIEW_TABS, "inactive"] as const;
export type ReviewTab = (typeof MEMBERSHIP_TABS)[number];
type ChapterTab = (typeof REVIEW_TABS)[number];

/** The list's query; `tabs` are the tabs that list has (a tab or status it lacks falls back to pending). */
export function reviewListParams<T extends ReviewTab = ChapterTab>(
  params: URLSearchParams,
  tabs: readonly T[] = REVIEW_TABS as readonly ReviewTab[] as readonly T[],
) {
  const isTab = (value: string): value is T => (tabs as readonly string[]).includes(value);
  const q = params.get("q")?.trim() ?? "";
  const statusParam = params.get("status")?.toLowerCase() ?? "all";
  const status = isTab(statusParam) ? statusParam : null;
  const tabParam = params.get("tab")?.toLowerCase() ?? "pending";
  const tab: T = status ?? (isTab(tabParam) ? tabParam : ("pending" as T));
  return { q, status, tab };
}

/** "pending" → "Pending": the stored status of a tab. */
export const statusOfTab = <T extends string>(tab: ReviewTab) => (tab.charAt(0).toUpperCase() + tab.slice(1)) as T;
