import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestReviewSchema } from "~/models/role-request.schema";
import {
  rejectRoleRequest,
  getRoleRequest,
  ROLE_REQUESTS_ACCESS_DENIED,
  toApiRoleRequest,
} from "~/models/role-request.server";
import { apiError, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";
import { isGlobalAdmin, requireApiUser } from "~/utils/permissions.server";

/** POST /api/admin/role-requests/{id}/reject (GlobalAdmin, empty body): 404 unknown, 409 already reviewed. */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiUser(request);
    if (!isGlobalAdmin(user)) return apiError(403, ROLE_REQUESTS_ACCESS_DENIED);
    await readJsonObject(request); // The payload is empty; a malformed or oversized one is still refused.
    const { id } = await parseWith(RoleRequestReviewSchema, { id: params.id });
    rejectRoleRequest(user.id, id);
    return json(toApiRoleRequest(getRoleRequest(id)!));
  });
}
