import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { ChapterRejectSchema } from "~/models/chapter.schema";
import { approveChapter, getManagedChapter } from "~/models/chapter.server";
import { toApiChapter } from "~/utils/api-shapes.server";
import { handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

const ParamsSchema = z.object({ chapterId: ChapterRejectSchema.shape.chapterId });

/**
 * POST /api/chapters/{id}/approve (GlobalAdmin, empty body): Pending → Approved and the creator
 * becomes its Leader. 403 for anyone else, 404 unknown, 409 already reviewed.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    await readJsonObject(request); // No payload; a malformed or oversized one is still refused.
    const { chapterId } = await parseWith(ParamsSchema, { chapterId: params.id });
    approveChapter(user, chapterId);
    return json(toApiChapter(getManagedChapter(chapterId)!));
  });
}
