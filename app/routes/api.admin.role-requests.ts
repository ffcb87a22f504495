import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RoleRequestFilterSchema } from "~/models/role-request.schema";
import { listRoleRequests, toApiRoleRequest } from "~/models/role-request.server";
import { handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/** GET /api/admin/role-requests?status=Pending|Approved|Rejected|All (GlobalAdmin): the queue, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const { status } = await parseWith(RoleRequestFilterSchema, searchParamsObject(request));
    return json(listRoleRequests(user, { status }).map(toApiRoleRequest));
  });
}

export const action = () => methodNotAllowed(["GET"]);
