import { requireManager } from "~/flows/respond.server";
import { pageParam } from "~/components/dashboard/pager";
import { reviewPage, reviewPageWindow } from "~/components/dashboard/review-list";
import { getI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import { reviewListParams, type ReviewTab } from "~/utils/review-list-params";

/**
 * What the Chapters and Members review lists start from: a manager (anyone else gets a 403 page
 * saying why, in their language), the search, status filter and tab, and the page to show with the
 * `limit`/`offset` that fetches it; `pageOf` turns the rows fetched so into the page and whether
 * another one follows.
 */
export async function requireReviewList<T extends ReviewTab = "pending" | "approved" | "rejected">(
  request: Request,
  refusal: (t: TFunction) => string,
  /** The list's tabs (default: pending, approved, rejected). */
  tabs?: readonly T[],
) {
  const i18n = await getI18n(request);
  const { user, access } = await requireManager(request, refusal(i18n.t));
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  return {
    i18n,
    user,
    access,
    params,
    ...reviewListParams<T>(params, tabs),
    window: reviewPageWindow(page),
    pageOf: <T>(rows: T[]) => reviewPage(rows, page),
  };
}
