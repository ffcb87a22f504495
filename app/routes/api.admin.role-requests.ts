import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestFilterSchema } from "~/models/role-request.schema";
import { listRoleRequests, ROLE_REQUESTS_ACCESS_DENIED, toApiRoleRequest } from "~/models/role-request.server";
import { apiError, handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { isGlobalAdmin, requireApiUser } from "~/utils/permissions.server";

/** GET /api/admin/role-requests?status=Pending|Approved|Rejected|All (GlobalAdmin): the queue, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    if (!isGlobalAdmin(user)) return apiError(403, ROLE_REQUESTS_ACCESS_DENIED);
    const { status } = await parseWith(RoleRequestFilterSchema, searchParamsObject(request));
    return json(listRoleRequests({ status }).map(toApiRoleRequest));
  });
}

export const action = () => methodNotAllowed(["GET"]);
