import { reviewApiAction, reviewApiLoader } from "~/flows/review-api.server";
import { approveChapter, getManagedChapter, rejectChapter } from "~/models/chapter.server";
import { toApiChapter } from "~/flows/api-shapes.server";

/**
 * POST /api/chapters/{id}/approve (empty body) and /reject {reason?} (GlobalAdmin): Pending →
 * Approved (its creator becomes Leader) or Rejected with the reason. 403 for anyone else, 404
 * unknown, 409 already reviewed.
 */
export const loader = reviewApiLoader;
export const action = reviewApiAction({
  approve: approveChapter,
  reject: rejectChapter,
  show: (id) => toApiChapter(getManagedChapter(id)!),
});
