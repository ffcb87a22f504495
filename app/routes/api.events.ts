import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { EventApiSchema, EventListQuerySchema } from "~/models/event.schema";
import { chapterTimeZone, createEvent, getVisibleEvent, listEvents } from "~/models/event.server";
import { toApiEvent } from "~/flows/api-shapes.server";
import { handleApi, iso, searchParamsObject } from "~/utils/api.server";
import { createEventSeries } from "~/models/event-series.server";
import { apiCreate } from "~/flows/api-create.server";
import { getActor } from "~/access/actor.server";

/**
 * GET /api/events?chapterId=&q=&time=all|upcoming|past: events of approved chapters, upcoming
 * soonest first then past ones (all by default). Open to visitors, as the chapter page is; a
 * signed-in caller also gets their own RSVP.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await getActor(request);
    const params = searchParamsObject(request);
    const query = EventListQuerySchema.parse({ ...params, time: params.time ?? "all" });
    // A visitor has no RSVPs: an id no user has makes the model's lookup of "mine" come back empty.
    const viewer = user ?? { id: "" };
    const events = listEvents(viewer, { q: query.q, chapterId: query.chapterId ?? query.chapter, time: query.time });
    return json(events.map((e) => toApiEvent(user ? e : { ...e, myRsvp: undefined })));
  });
}

/**
 * POST /api/events {title, description, chapterId, startAt, endAt, location: {text}} (admins; leaders
 * for chapters they lead): 201 with the event. ISO instants; end after start.
 * With `recurrence: { freq: "WEEKLY" | "MONTHLY", interval?, byDay?: ["TU"] | ["2TU"], until }` a
 * series (docs/decisions/035): 201 with the first occurrence, `seriesId` and `occurrences` (each
 * one's id, start and end); 400 for a rule with no date, more than 60 dates or a last date more than
 * a year after the first.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, EventApiSchema, (user, input) => {
    if (input.recurrence) {
      const { seriesId, occurrences } = createEventSeries(user, input, input.recurrence);
      const first = getVisibleEvent(occurrences[0]!.id)!;
      return {
        ...toApiEvent(first),
        seriesId,
        occurrences: occurrences.map((o) => ({ id: o.id, startAt: o.startAt.toISOString(), endAt: iso(o.endAt) })),
      };
    }
    const event = createEvent(user, input);
    return toApiEvent(getVisibleEvent(event.id) ?? { ...event, chapterTimeZone: chapterTimeZone(event.chapterId) });
  });
}
