import { reviewApiAction, reviewApiLoader } from "~/flows/review-api.server";
import { approveMembership, rejectMembership } from "~/models/membership.server";
import { toApiMembership } from "~/flows/api-shapes.server";

/**
 * POST /api/memberships/{id}/approve (empty body) and /reject {reason?}: leaders of the membership's
 * chapter and admins. 403 for anyone else, 404 unknown, 409 already reviewed.
 */
export const loader = reviewApiLoader;
export const action = reviewApiAction({
  approve: approveMembership,
  reject: rejectMembership,
  show: (_id, reviewed) => toApiMembership(reviewed),
});
