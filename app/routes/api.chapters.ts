import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter, getManagedChapter } from "~/models/chapter.server";
import { RADIUS_OPTIONS, searchDirectory } from "~/models/directory.server";
import { toApiChapter } from "~/flows/api-shapes.server";
import { suggestReportChapters } from "~/models/chapter-options.server";
import { handleApi, parseWith, searchParamsObject } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";
import { getActor, requireApiActor } from "~/access/actor.server";
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
  /**
   * `led`: a report page's chapter search field asking for suggestions, only the chapters the
   * caller may pick there (suggestReportChapters); signed in only, never shared by a cache.
   */
  scope: z.enum(["led"], { message: "scope must be led" }).optional(),
});

/**
 * GET /api/chapters?q=&radius=&page=&pageSize= : the chapter directory as an array, with the
 * directory's rules (visitors and members see approved chapters, admins every status; a ZIP or
 * "City, ST" in q is a radius search, nearest first with distanceMiles). X-Total-Count and
 * X-Page-Count tell a client there is more than one page (100 chapters per page by default).
 *
 * GET /api/chapters?scope=led&q=&pageSize=: what a report page's chapter search field suggests
 * (readiness, hours, cost share): up to 20 approved chapters the caller leads (any, for an
 * administrator) matching q, as `{ id, name, slug, status }`; 401 when signed out. The page's
 * loader still resolves and checks whatever is sent (reportChapterChoice and the report's rule).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const query = await parseWith(ListQuerySchema, searchParamsObject(request));
    if (query.scope === "led") {
      const actor = await requireApiActor(request);
      const list = suggestReportChapters(actor, query.q ?? "", query.pageSize);
      return json(
        list.map((c) => ({ id: c.id, name: c.name, slug: c.slug, status: "Approved" })),
        { headers: cacheHeaders(request, { publicPage: false }) },
      );
    }
    const viewer = await getActor(request);
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
