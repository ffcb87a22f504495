import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getActor } from "~/access/actor.server";
import { refuse } from "./respond.server";
import { getI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import { getEventPage } from "~/models/event-page.server";
import { getTimezone } from "~/models/settings.server";
import { eventTimeLabels } from "~/utils/event-time-format";
import { mapsSearchUrl } from "~/utils/maps";
import { getSeriesOf } from "~/models/event-series.server";
import { seriesLabel } from "~/utils/series-label";
import { handleRsvpPost } from "./rsvp-post.server";

/**
 * The event page (`/events/:id`), kept out of the route so the public page's browser bundle carries
 * no zod. Who may see it is the `event.view` rule (in the model); a refusal is the same 404 as a
 * missing event, and tells a visitor that signing in may show it.
 */
export async function eventPageLoader({ request, params }: LoaderFunctionArgs) {
  const [actor, i18n] = await Promise.all([getActor(request), getI18n(request)]);
  let page;
  try {
    page = getEventPage(actor, params.id ?? "");
  } catch (error) {
    // The 404 page tells a visitor that signing in may show it.
    throw await refuse(error, request, { pageData: { signIn: !actor } });
  }
  const { event } = page;
  // In the chapter's zone (where it happens), plus the viewer's own clock when signed in and different.
  const viewerZone = actor ? getTimezone(actor.id) : event.chapterTimeZone;
  const labels = eventTimeLabels(event.startAt, event.endAt, event.chapterTimeZone, viewerZone, i18n.lang);
  return json({
    event: {
      id: event.id,
      title: event.title,
      description: event.description,
      chapterName: event.chapterName,
      chapterSlug: event.chapterSlug,
      chapterTimeZone: event.chapterTimeZone,
      locationText: event.locationText,
      mapsUrl: mapsSearchUrl(event.locationText),
      whatToBring: event.whatToBring,
      capacity: event.capacity,
      openToNetwork: event.openToNetwork,
      status: event.status,
      cancellationReason: event.cancellationReason,
      startIso: event.startAt.toISOString(),
      ...labels,
    },
    // "Part of a series: every 2nd Tuesday of the month, until Jun 30, 2026" (read after the page's rule).
    seriesLabel: seriesLabelOf(event.id, i18n),
    isUpcoming: page.isUpcoming,
    counts: page.counts,
    placesLeft: page.placesLeft,
    waitlistCount: page.waitlistCount,
    myRsvp: page.myRsvp,
    myWaitlistPosition: page.myWaitlistPosition,
    signedIn: !!actor,
    mayRsvp: page.mayRsvp,
    rsvpOpen: page.rsvpOpen,
    checkInOpen: page.checkInOpen,
    mayEdit: page.mayEdit,
    mayCancel: page.mayCancel,
    // Names and answers only: the full roster page (contacts, CSV, message) is linked from here.
    roster: page.roster
      ? {
          counts: page.roster.counts,
          rows: page.roster.roster.map((r) => ({
            userId: r.userId,
            displayName: r.displayName,
            status: r.status,
            waitlistPosition: r.waitlistPosition,
          })),
        }
      : null,
    title: event.title,
    i18n: i18n.messages("content", "validation"),
  });
}

/** The page's one form: the viewer's RSVP. The event is the page's, whatever the form says. */
export async function eventPageAction({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== "rsvp") throw json({ error: "Unknown form action" }, { status: 400 });
  const eventId = params.id ?? "";
  formData.set("eventId", eventId);
  return handleRsvpPost(request, formData, `/events/${encodeURIComponent(eventId)}#rsvp`);
}

function seriesLabelOf(eventId: string, i18n: { t: TFunction; lang: string }) {
  const series = getSeriesOf(eventId);
  return series ? seriesLabel(series, i18n.t, i18n.lang) : null;
}
