import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestReviewSchema } from "~/models/role-request.schema";
import {
  approveRoleRequest,
  getRoleRequest,
  rejectRoleRequest,
  ROLE_REQUESTS_ACCESS_DENIED,
  toApiRoleRequest,
} from "~/models/role-request.server";
import { apiError, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

const REVIEWS = { approve: approveRoleRequest, reject: rejectRoleRequest } as const;

/**
 * POST /api/admin/role-requests/{id}/approve and /reject (GlobalAdmin, empty body): 404 unknown,
 * 409 already reviewed. One route for both: they differ only in the model call.
 */
function reviewFor(decision: string | undefined) {
  return decision === "approve" || decision === "reject" ? REVIEWS[decision] : null;
}

export const loader = ({ params }: LoaderFunctionArgs) =>
  reviewFor(params.decision) ? methodNotAllowed(["POST"]) : apiError(404, "Not found");

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const review = reviewFor(params.decision);
    if (!review) return apiError(404, "Not found");
    const user = await requireApiActor(request);
    await readJsonObject(request); // The payload is empty; a malformed or oversized one is still refused.
    const { id } = await parseWith(RoleRequestReviewSchema, { id: params.id });
    review(user, id);
    return json(toApiRoleRequest(getRoleRequest(id)!));
  });
}
