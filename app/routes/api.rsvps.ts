import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { RsvpSchema } from "~/models/rsvp.schema";
import { setRsvp } from "~/models/rsvp.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

/**
 * POST /api/rsvps {eventId, status: Confirmed|Maybe|Declined} (signed in): sets or changes the
 * caller's answer. 404 unknown event, 409 once the event has started.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    const input = await parseJsonBody(request, RsvpSchema);
    const row = setRsvp(user, input);
    return json({
      eventId: row.eventId,
      status: row.status,
      waitlisted: row.waitlisted,
      updatedAt: row.updatedAt.toISOString(),
    });
  });
}
