import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";
import { getActivationRoster } from "~/models/activation-roster.server";
import { toApiRoster } from "~/models/activation-view.server";

/**
 * GET /api/activations/:id: the activation with `counts` (Available, Delayed, Unavailable, NoReply)
 * and the `roster`, for the chapter's leaders and admins only (403 for others, 404 unknown).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return json(toApiRoster(getActivationRoster(actor, params.id ?? "")), {
      headers: { "Cache-Control": "private, no-store" },
    });
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
