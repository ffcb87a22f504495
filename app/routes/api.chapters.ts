import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter, getManagedChapter } from "~/models/chapter.server";
import { RADIUS_OPTIONS, searchDirectory } from "~/models/directory.server";
import { toApiChapter } from "~/flows/api-shapes.server";
import { handleApi, parseWith, searchParamsObject } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";
import { getActor } from "~/access/actor.server";
import { cacheHeaders } from "~/utils/cache-control";

const ListQuerySchema = z.object({
  q: z.string().trim().max(100, "q must be at most 100 characters").optional(),
  radius: z.coerce
    .number()
    .refine(
      (n): n is (typeof RADIUS_OPTIONS)[number] => (RADIUS_OPTIONS as readonly number[]).includes(n),
      "radius must be 25, 50 or 100",
    )
    .optional(),
  page: z.coerce
    .number({ invalid_type_error: "page must be a number" })
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ invalid_type_error: "pageSize must be a number" })
    .int()
    .min(1)
    .max(500)
    .optional()
    .default(100),
});

/**
 * GET /api/chapters?q=&radius=&page=&pageSize= : the chapter directory as an array, with the
 * directory's rules (visitors and members see approved chapters, admins every status; a ZIP or
 * "City, ST" in q is a radius search, nearest first with distanceMiles). X-Total-Count and
 * X-Page-Count tell a client there is more than one page (100 chapters per page by default).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await getActor(request);
    const query = await parseWith(ListQuerySchema, searchParamsObject(request));
    const result = searchDirectory({
      q: query.q,
      radius: query.radius,
      page: query.page,
      pageSize: query.pageSize,
      viewer,
    });
    const list = result.chapters.map((c) => toApiChapter(c));
    return json(list, {
      headers: {
        "X-Total-Count": String(result.total),
        "X-Page-Count": String(result.pageCount),
        // Shareable when asked anonymously (docs/decisions/008).
        ...cacheHeaders(request, { publicPage: true }),
      },
    });
  });
}

/**
 * POST /api/chapters {name, slug, description, city, state, regionCode} (ChapterLeader role or
 * admin): a chapter request, created Pending (201). Same schema and model call as the Create
 * Chapter page; a taken slug is a 409 with a field error.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, ChapterCreateSchema, (user, input) =>
    toApiChapter(getManagedChapter(createChapter(user, input).id)!),
  );
}
