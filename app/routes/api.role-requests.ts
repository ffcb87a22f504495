import type { ActionFunctionArgs } from "@remix-run/node";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getRoleRequest, requestRole, toApiRoleRequest } from "~/models/role-request.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";

/**
 * POST /api/role-requests {requestedRole: "ChapterLeader", justification} (signed in): the API twin
 * of the request form in Settings. 409 when one is already pending or the role is already held.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(
    request,
    RoleRequestSchema,
    (user, input) => toApiRoleRequest(getRoleRequest(user, requestRole(user.id, input).id)!),
    { methods: ["POST"] },
  );
}
