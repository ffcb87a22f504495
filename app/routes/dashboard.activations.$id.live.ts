import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi } from "~/utils/api.server";
import { getRosterVersion } from "~/models/activation-roster.server";

/**
 * GET /dashboard/activations/:id/live: the roster's version (a fingerprint of replies, check-ins,
 * updates and status), polled by the roster page with JS; it reloads its data when this changes.
 * Same access as the roster: the chapter's leaders and admins (cookie or bearer token).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    const version = getRosterVersion(actor, params.id ?? "");
    return json({ version }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
