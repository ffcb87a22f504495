import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listRsvpStatuses } from "~/models/rsvp.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/** GET /api/events/{id}/rsvps (signed in): the list of RSVP status values, no names. 404 unknown. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireApiActor(request);
    return json(listRsvpStatuses(String(params.id ?? "").slice(0, 100)));
  });
}

export const action = () => methodNotAllowed(["GET"]);
