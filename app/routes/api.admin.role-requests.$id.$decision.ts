import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reviewApi } from "~/flows/review-api.server";
import { approveRoleRequest, getRoleRequest, rejectRoleRequest, toApiRoleRequest } from "~/models/role-request.server";

/**
 * POST /api/admin/role-requests/{id}/approve and /reject (GlobalAdmin): approving grants the role.
 * 403 for anyone else, 404 unknown, 409 already reviewed.
 */
const review = reviewApi({
  approve: approveRoleRequest,
  reject: rejectRoleRequest,
  show: (id) => toApiRoleRequest(getRoleRequest(id)!),
});

export const loader = (args: LoaderFunctionArgs) => review.loader(args);
export const action = (args: ActionFunctionArgs) => review.action(args);
