import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { requireApiActor } from "~/access/actor.server";
import { toApiEvent } from "~/flows/api-shapes.server";
import { EventPatchApiSchema } from "~/models/event.schema";
import { getSeriesOf, updateEventInScope } from "~/models/event-series.server";
import { seriesScopeField } from "~/models/recurrence.schema";
import { getVisibleEvent } from "~/models/event.server";
import { getRsvpCounts } from "~/models/rsvp.server";
import { handleApi, methodNotAllowed, notFound, parseWith, readJsonObject } from "~/utils/api.server";

const ScopeSchema = z.object({ scope: seriesScopeField.default("one") });

/** The event's JSON with its counts (places left), or a 404. */
function eventJson(id: string) {
  const event = getVisibleEvent(id);
  if (!event) return null;
  const series = getSeriesOf(id);
  return {
    ...toApiEvent({ ...event, counts: getRsvpCounts([id]).get(id) }),
    cancellationReason: event.cancellationReason,
    // An occurrence of a series: its rule in RFC 5545 terms (null: a one-off event).
    series: series
      ? { id: series.id, freq: series.freq, interval: series.interval, byDay: series.byDay, until: series.untilDate }
      : null,
  };
}

/**
 * GET /api/events/{id}: one event of an approved chapter, public like the events list (timeZone,
 * status, cancellationReason, capacity, placesLeft, rsvpCounts).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return handleApi(() => {
    const body = eventJson(params.id ?? "");
    return body ? json(body) : notFound("Event not found");
  });
}

/**
 * PATCH /api/events/{id} { title?, description?, startAt?, endAt?, timeZone?, location?: { text },
 * capacity?, whatToBring?, openToNetwork? }: leaders of the event's chapter and admins. `null` clears
 * endAt, capacity, description or whatToBring. The same model call as the Edit Event page: 400 for
 * bad fields, 403/404, 409 for a cancelled event or a capacity below the places held. Answers the
 * event as it now is, with `notified` (notices queued) and `changed` (the fields that changed).
 * For an occurrence of a series, `scope: "following"` applies the change to it and the later
 * occurrences (`occurrences`: the ids changed); "one" (the default) to it alone.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
    const actor = await requireApiActor(request);
    // Not emptyAsMissing: in a PATCH `null` means "clear this field", and a missing one "leave it".
    const payload = await readJsonObject(request);
    const changes = await parseWith(EventPatchApiSchema, payload);
    const { scope } = await parseWith(ScopeSchema, payload);
    const outcome = updateEventInScope(actor, params.id ?? "", changes, scope);
    const body = eventJson(outcome.event.id) ?? toApiEvent(outcome.event);
    return json({ ...body, changed: outcome.changed, notified: outcome.notified, occurrences: outcome.occurrences });
  });
}
