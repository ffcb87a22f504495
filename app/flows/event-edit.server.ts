import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { requireManagedEvent } from "~/models/event-change.server";
import { utcToZonedLocal } from "~/models/event.schema";
import { getRsvpCounts, getWaitlistCounts } from "~/models/rsvp.server";
import { getTimezone } from "~/models/settings.server";
import { eventTimeLabels } from "~/utils/event-time-format";
import { timeZoneLabel } from "~/utils/us-time-zones";
import { getSeriesOf } from "~/models/event-series.server";
import { seriesLabel } from "~/utils/series-label";

/**
 * The Edit Event and Cancel Event pages (/dashboard/events/:id/edit, /dashboard/events/:id/cancel):
 * the signed-in leader of the event's chapter (or an admin), their language and the event; anyone
 * else gets the refusal page in their language (404 for an unknown event, 403 otherwise).
 */
export async function requireManagedEventPage(request: Request, eventId: string | undefined) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  try {
    return { actor, i18n, event: requireManagedEvent(actor, eventId ?? "") };
  } catch (error) {
    throw await refuse(error, request);
  }
}

type ManagedPage = Awaited<ReturnType<typeof requireManagedEventPage>>;

/** The event's series as the edit and cancel pages offer it ("this and following"), or null for a one-off. */
function seriesChoice({ event, i18n }: ManagedPage) {
  const series = getSeriesOf(event.id);
  return series ? { followingCount: series.followingCount, label: seriesLabel(series, i18n.t, i18n.lang) } : null;
}

/**
 * What the edit form is drawn with: the event's values, its times as wall-clock text in the chapter's
 * zone (the zone named beside them), how many places are held (the capacity's floor), and whether it
 * can still be cancelled.
 */
export function eventEditFormProps(page: ManagedPage, now = new Date()) {
  const { event } = page;
  const zone = event.chapterTimeZone;
  return {
    event: {
      id: event.id,
      title: event.title,
      description: event.description ?? "",
      startAt: utcToZonedLocal(event.startAt, zone),
      endAt: event.endAt ? utcToZonedLocal(event.endAt, zone) : "",
      location: event.locationText,
      capacity: event.capacity === null ? "" : String(event.capacity),
      whatToBring: event.whatToBring ?? "",
      openToNetwork: event.openToNetwork,
      status: event.status,
      cancellationReason: event.cancellationReason,
      chapterName: event.chapterName,
    },
    zoneLabel: timeZoneLabel(zone),
    // Confirmed answers holding a place (the waitlist counts apart).
    placesHeld: getRsvpCounts([event.id]).get(event.id)?.Confirmed ?? 0,
    canCancel: event.status === "Scheduled" && event.startAt.getTime() > now.getTime(),
    series: seriesChoice(page),
  };
}

/** The cancel form's props: the event, its time as its chapter reads it, and who will be told. */
export function cancelFormProps(page: ManagedPage, now = new Date()) {
  const { event, actor, i18n } = page;
  const labels = eventTimeLabels(event.startAt, event.endAt, event.chapterTimeZone, getTimezone(actor.id), i18n.lang);
  const counts = getRsvpCounts([event.id]).get(event.id);
  return {
    event: { id: event.id, title: event.title, status: event.status },
    whenLabel: `${labels.dateLabel}, ${labels.timeLabel}`,
    answered: (counts?.Confirmed ?? 0) + (counts?.Maybe ?? 0) + (getWaitlistCounts([event.id]).get(event.id) ?? 0),
    canCancel: event.status === "Scheduled" && event.startAt.getTime() > now.getTime(),
    series: seriesChoice(page),
  };
}
