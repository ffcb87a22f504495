import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { WaitlistApiQuerySchema } from "~/models/waitlist-admin.schema";
import {
  countWaitlist,
  searchWaitlist,
  toApiWaitlistEntry,
  WAITLIST_ACCESS_DENIED,
} from "~/models/waitlist-admin.server";
import { apiError, handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";
import { can } from "~/access/rules.server";

/**
 * GET /api/admin/waitlist (GlobalAdmin): the waitlist entries, newest first, as an array. Optional
 * `q` (same search as the page), `limit` (100 by default, at most 1,000), `offset`; the full count
 * is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    if (!can(user, "waitlist.manage")) return apiError(403, WAITLIST_ACCESS_DENIED);
    const { q, limit, offset } = await parseWith(WaitlistApiQuerySchema, searchParamsObject(request));
    const entries = searchWaitlist({ q, limit, offset }).map(toApiWaitlistEntry);
    return json(entries, { headers: { "X-Total-Count": String(countWaitlist(q)) } });
  });
}

export const action = () => methodNotAllowed(["GET"]);
