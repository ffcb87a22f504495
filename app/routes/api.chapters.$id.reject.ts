import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ChapterRejectSchema } from "~/models/chapter.schema";
import { getManagedChapter, rejectChapter } from "~/models/chapter.server";
import { toApiChapter } from "~/utils/api-shapes.server";
import { emptyAsMissing, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * POST /api/chapters/{id}/reject {reason?} (GlobalAdmin): Pending → Rejected with the reason the
 * creator can read. 403 for anyone else, 404 unknown, 409 already reviewed.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    const body = emptyAsMissing(await readJsonObject(request));
    const { chapterId, reason } = await parseWith(ChapterRejectSchema, { reason: body.reason, chapterId: params.id });
    rejectChapter(user, chapterId, reason);
    return json(toApiChapter(getManagedChapter(chapterId)!));
  });
}
