import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { toApiEvent } from "~/flows/api-shapes.server";
import { CancelEventSchema } from "~/models/event.schema";
import { cancelEventInScope } from "~/models/event-series.server";
import { getVisibleEvent } from "~/models/event.server";
import { getRsvpCounts } from "~/models/rsvp.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/** Only POST: a GET gets a 405 naming it. */
export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/events/{id}/cancel { reason?, scope? }: leaders of the event's chapter and admins, the same model
 * call as the Cancel Event page. 409 for an event already cancelled or already started. Answers the
 * event (status "Cancelled") with `notified`, the notices queued to people who answered. For an
 * occurrence of a series, `scope: "following"` cancels it and the later ones (`occurrences`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, CancelEventSchema);
    const outcome = cancelEventInScope(actor, params.id ?? "", input, input.scope);
    const event = getVisibleEvent(outcome.event.id);
    return json({
      ...toApiEvent({ ...(event ?? outcome.event), counts: getRsvpCounts([outcome.event.id]).get(outcome.event.id) }),
      cancellationReason: outcome.event.cancellationReason,
      notified: outcome.notified,
      occurrences: outcome.occurrences,
    });
  });
}
