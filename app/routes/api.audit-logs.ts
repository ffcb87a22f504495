import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { formatAuditEntry } from "~/models/audit-format";
import { listRecentActivity } from "~/models/metrics.server";
import { handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";
import { serverT } from "~/i18n/catalogue.server";

/** The API answers in English (like its error messages). */
const API_LANGUAGE = { t: serverT("en"), lang: "en" as const };

const QuerySchema = z.object({
  limit: z.coerce.number({ invalid_type_error: "limit must be a number" }).int().min(1).max(100).optional().default(20),
});

/** GET /api/audit-logs?limit=N (GlobalAdmin): the newest audit rows first, as the overview shows them. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const { limit } = await parseWith(QuerySchema, searchParamsObject(request));
    return json(
      listRecentActivity(user, limit).map((a) => ({
        id: a.id,
        action: a.action,
        actorName: a.actorName,
        targetType: a.targetType,
        metadata: a.metadata ?? {},
        description: formatAuditEntry(a, API_LANGUAGE),
        createdAt: a.createdAt.toISOString(),
      })),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
