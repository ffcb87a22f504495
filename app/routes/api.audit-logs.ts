import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import {
  AUDIT_API_DEFAULT_LIMIT,
  AUDIT_API_MAX_LIMIT,
  auditCursorText,
  describeAuditRow,
  listAuditLog,
  parseAuditCursor,
  resolveAuditFilters,
} from "~/models/audit-log.server";
import { badRequest, handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";
import { serverT } from "~/i18n/catalogue.server";

/** The API answers in English (like its error messages), and reads dates as UTC days. */
const API_LANGUAGE = { t: serverT("en"), lang: "en" as const };

const cursor = z
  .string()
  .regex(/^\d{1,15}\.\d{1,15}$/, "cursor must come from a Link header")
  .optional();
const QuerySchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: "limit must be a number" })
    .int()
    .min(1)
    .max(AUDIT_API_MAX_LIMIT)
    .optional()
    .default(AUDIT_API_DEFAULT_LIMIT),
  before: cursor,
  after: cursor,
  actor: z.string().max(200).optional(),
  chapter: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});

/**
 * GET /api/audit-logs (administrators: the network; chapter leaders: their chapters), newest first.
 * The body is the array it always was; the page around it is in the `Link` header (rel="next" for
 * older rows, rel="prev" for newer), the same keyset the audit log page uses. Filters as on the page:
 * `actor` (email or user id), `chapter` (id, slug or name), `action`, `from`/`to` (YYYY-MM-DD, UTC,
 * both included). Since issue 31 the feed holds every row (personal settings changes too), where it
 * used to leave those out like the overview does.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const query = await parseWith(QuerySchema, searchParamsObject(request));
    const { filters, errors } = resolveAuditFilters(query, "UTC");
    const fields = Object.entries(errors);
    if (fields.length) {
      return badRequest(
        "Invalid filters.",
        Object.fromEntries(fields.map(([field, key]) => [field, [API_LANGUAGE.t(key)]])),
      );
    }
    const page = listAuditLog(user, filters, {
      before: parseAuditCursor(query.before),
      after: parseAuditCursor(query.after),
      limit: query.limit,
    });
    const link = (rel: string, key: "before" | "after", value: string) => {
      const url = new URL(request.url);
      url.searchParams.delete("before");
      url.searchParams.delete("after");
      url.searchParams.set(key, value);
      return `<${url.pathname}${url.search}>; rel="${rel}"`;
    };
    const links = [
      page.older ? link("next", "before", auditCursorText(page.older)) : null,
      page.newer ? link("prev", "after", auditCursorText(page.newer)) : null,
    ].filter(Boolean);
    return json(
      page.rows.map((a) => ({
        id: a.id,
        action: a.action,
        actorId: a.actorId,
        actorName: a.actorName,
        subjectId: a.subjectId,
        subjectName: a.subjectName,
        chapterId: a.chapterId,
        chapterName: a.chapterName,
        targetType: a.targetType,
        targetId: a.targetId,
        metadata: a.metadata ?? {},
        description: describeAuditRow(a, API_LANGUAGE),
        createdAt: a.createdAt.toISOString(),
      })),
      { headers: links.length ? { Link: links.join(", ") } : undefined },
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
