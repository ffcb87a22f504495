import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getChapterBySlug } from "~/models/chapter.server";
import { getChapterPage } from "~/models/directory.server";
import { toApiChapter, toApiEvent } from "~/flows/api-shapes.server";
import { handleApi, methodNotAllowed, notFound } from "~/utils/api.server";
import { getActor } from "~/access/actor.server";

/**
 * GET /api/chapters/{slug}: one chapter as its public page shows it (approved chapters for everyone;
 * a pending or rejected one only for admins, its creator and people with a membership), with the
 * caller's membership and the first upcoming events. 404 otherwise.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await getActor(request);
    const slug = String(params.slug ?? "").slice(0, 100);
    const page = getChapterPage(slug, viewer);
    if (!page) return notFound("Chapter not found");
    return json({
      ...toApiChapter({ ...page.chapter, createdAt: getChapterBySlug(slug)?.createdAt ?? null }),
      membership: page.membership,
      upcomingEventCount: page.upcomingEventCount,
      upcomingEvents: page.upcomingEvents.map((e) => toApiEvent({ ...e, chapterId: page.chapter.id })),
    });
  });
}

export const action = () => methodNotAllowed(["GET"]);
