import { reviewApiAction, reviewApiLoader } from "~/flows/review-api.server";
import { approveRoleRequest, getRoleRequest, rejectRoleRequest, toApiRoleRequest } from "~/models/role-request.server";

/**
 * POST /api/admin/role-requests/{id}/approve and /reject (GlobalAdmin): approving grants the role.
 * 403 for anyone else, 404 unknown, 409 already reviewed.
 */
export const loader = reviewApiLoader;
export const action = reviewApiAction({
  approve: approveRoleRequest,
  reject: rejectRoleRequest,
  show: (id, _reviewed, actor) => toApiRoleRequest(getRoleRequest(actor, id)!),
});
