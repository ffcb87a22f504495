import type { ActionFunctionArgs } from "@remix-run/node";
import { RsvpSchema } from "~/models/rsvp.schema";
import { setRsvp } from "~/models/rsvp.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";

/**
 * POST /api/rsvps {eventId, status: Confirmed|Maybe|Declined} (signed in): sets or changes the
 * caller's answer. 404 unknown event, 409 once the event has started.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(
    request,
    RsvpSchema,
    (user, input) => {
      const row = setRsvp(user, input);
      return {
        eventId: row.eventId,
        status: row.status,
        waitlisted: row.waitlisted,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    // Setting an answer again changes it: nothing new is created.
    { methods: ["POST"], status: 200 },
  );
}
