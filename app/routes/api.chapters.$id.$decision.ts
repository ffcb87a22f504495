import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reviewApi } from "~/flows/review-api.server";
import { approveChapter, getManagedChapter, rejectChapter } from "~/models/chapter.server";
import { toApiChapter } from "~/flows/api-shapes.server";

/**
 * POST /api/chapters/{id}/approve (empty body) and /reject {reason?} (GlobalAdmin): Pending →
 * Approved (its creator becomes Leader) or Rejected with the reason. 403 for anyone else, 404
 * unknown, 409 already reviewed.
 */
const review = reviewApi({
  approve: approveChapter,
  reject: rejectChapter,
  show: (id) => toApiChapter(getManagedChapter(id)!),
});

export const loader = (args: LoaderFunctionArgs) => review.loader(args);
export const action = (args: ActionFunctionArgs) => review.action(args);
