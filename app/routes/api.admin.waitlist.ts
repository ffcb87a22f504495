import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { WaitlistApiQuerySchema } from "~/models/waitlist-admin.schema";
import { countWaitlist, searchWaitlist, toApiWaitlistEntry } from "~/models/waitlist-admin.server";
import { handleApi, methodNotAllowed, parseWith, searchParamsObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * GET /api/admin/waitlist (GlobalAdmin): the waitlist entries, newest first, as an array. Optional
 * `q` (same search as the page), `limit` (100 by default, at most 1,000), `offset`; the full count
 * is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const { q, limit, offset } = await parseWith(WaitlistApiQuerySchema, searchParamsObject(request));
    const entries = searchWaitlist(user, { q, limit, offset }).map(toApiWaitlistEntry);
    return json(entries, { headers: { "X-Total-Count": String(countWaitlist(user, q)) } });
  });
}

export const action = () => methodNotAllowed(["GET"]);
