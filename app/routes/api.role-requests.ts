import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getRoleRequest, requestRole, toApiRoleRequest } from "~/models/role-request.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * POST /api/role-requests {requestedRole: "ChapterLeader", justification} (signed in): the API twin
 * of the request form in Settings. 409 when one is already pending or the role is already held.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    const input = await parseJsonBody(request, RoleRequestSchema);
    const created = requestRole(user.id, input);
    return json(toApiRoleRequest(getRoleRequest(created.id)!), { status: 201 });
  });
}
