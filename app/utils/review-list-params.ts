/**
 * The query of a review list page (Chapters, Members): a search, an optional status filter and the
 * status tab it selects. Pending, approved and rejected are the tabs (and inactive, the Members
 * page's deactivated members); a status filter, when given, picks the tab.
 */
export const REVIEW_TABS = ["pending", "approved", "rejected", "inactive"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

const isTab = (value: string): value is ReviewTab => (REVIEW_TABS as readonly string[]).includes(value);

export function reviewListParams(params: URLSearchParams) {
  const q = params.get("q")?.trim() ?? "";
  const statusParam = params.get("status")?.toLowerCase() ?? "all";
  const status = isTab(statusParam) ? statusParam : null;
  const tabParam = params.get("tab")?.toLowerCase() ?? "pending";
  const tab: ReviewTab = status ?? (isTab(tabParam) ? tabParam : "pending");
  return { q, status, tab };
}

/** "pending" → "Pending": the stored status of a tab. */
export const statusOfTab = <T extends string>(tab: ReviewTab) => (tab.charAt(0).toUpperCase() + tab.slice(1)) as T;
