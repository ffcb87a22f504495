import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter, getManagedChapter } from "~/models/chapter.server";
import { toApiChapter } from "~/utils/api-shapes.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

/**
 * POST /api/chapters {name, slug, description, city, state, regionCode} (ChapterLeader role or
 * admin): a chapter request, created Pending (201). Same schema and model call as the Create
 * Chapter page; a taken slug is a 409 with a field error.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, ChapterCreateSchema);
    const chapter = createChapter(user, input);
    return json(toApiChapter(getManagedChapter(chapter.id)!), { status: 201 });
  });
}
