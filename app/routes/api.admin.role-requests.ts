import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestFilterSchema } from "~/models/role-request.schema";
import { listRoleRequests, ROLE_REQUESTS_ACCESS_DENIED, toApiRoleRequest } from "~/models/role-request.server";
import { apiError, handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";
import { can } from "~/access/rules.server";

/** GET /api/admin/role-requests?status=Pending|Approved|Rejected|All (GlobalAdmin): the queue, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    if (!can(user, "roleRequest.review")) return apiError(403, ROLE_REQUESTS_ACCESS_DENIED);
    const { status } = await parseWith(RoleRequestFilterSchema, searchParamsObject(request));
    return json(listRoleRequests({ status }).map(toApiRoleRequest));
  });
}

export const action = () => methodNotAllowed(["GET"]);
