import type { Actor } from "~/access/actor.server";
import type { Lang } from "~/i18n/config";
import { eventTimeLabels } from "~/utils/event-time-format";
import { publicBaseUrl } from "~/utils/ics.server";
import { getOrCreateFeedToken } from "./calendar-feed.server";
import {
  hasAnyChapter,
  listMyChaptersWithNextEvents,
  listMyPendingRequests,
  listMyUpcomingRsvps,
  type HomeEvent,
} from "./member-home.server";
import { getTimezone } from "./settings.server";

/** The member's own overview, as the page shows it: labels in each chapter's zone and the viewer's. */
export function memberHome(actor: Actor, request: Request, lang: Lang = "en", now = new Date()) {
  const viewerZone = getTimezone(actor.id);
  const view = (e: HomeEvent) => ({
    id: e.id,
    title: e.title,
    chapterName: e.chapterName,
    chapterSlug: e.chapterSlug,
    locationText: e.locationText,
    startIso: e.startAt.toISOString(),
    ...eventTimeLabels(e.startAt, e.endAt, e.chapterTimeZone, viewerZone, lang),
  });
  const base = publicBaseUrl(request);
  const feedPath = `/calendar/${getOrCreateFeedToken(actor)}.ics`;
  return {
    myChapters: listMyChaptersWithNextEvents(actor, now).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      place: `${c.city}, ${c.state}`,
      role: c.role,
      nextEvents: c.nextEvents.map(view),
    })),
    myRsvps: listMyUpcomingRsvps(actor, now).map((r) => ({ ...view(r), status: r.status, waitlisted: r.waitlisted })),
    // Worded on the page, in the reader's language.
    myRequests: listMyPendingRequests(actor).map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      createdAt: r.createdAt.toISOString(),
    })),
    hasChapter: hasAnyChapter(actor),
    feed: { httpsUrl: `${base}${feedPath}`, webcalUrl: `${base.replace(/^https?:/, "webcal:")}${feedPath}` },
  };
}
