import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ResourceListQuerySchema, ResourceSchema } from "~/models/resource.schema";
import { createResource, getResourceForUser, listResources } from "~/models/resource.server";
import { toApiResource } from "~/flows/api-shapes.server";
import { handleApi, searchParamsObject } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * GET /api/resources?q=&access=all|Member|Leader|Admin&chapter=all|global|{id} (signed in): the
 * resources the caller's level allows, most recently updated first (every level they may see by
 * default). A level above theirs simply matches nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const params = searchParamsObject(request);
    const query = ResourceListQuerySchema.parse({ ...params, access: params.access ?? "all" });
    return json(listResources(user, query).map(toApiResource));
  });
}

/**
 * POST /api/resources {title, description, accessLevel, fileUrl, linkUrl, chapterId} (leaders:
 * Member or Leader level, global or for chapters they lead; admins: any): 201 with the resource.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, ResourceSchema, (user, input) =>
    toApiResource(getResourceForUser(user, createResource(user, input).id)),
  );
}
