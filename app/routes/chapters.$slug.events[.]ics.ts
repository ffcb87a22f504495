import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApprovedChapterBySlug, listUpcomingEventsForChapter } from "~/models/event.server";
import { buildChapterCalendar, calendarHeaders, publicBaseUrl } from "~/utils/ics.server";

// A subscribable feed: calendar apps poll this URL without cookies, so it is public like the
// chapter page. It holds every upcoming event of the chapter.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const chapter = getApprovedChapterBySlug(params.slug ?? "");
  if (!chapter) {
    return new Response("Chapter not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const events = listUpcomingEventsForChapter(chapter.id);
  const body = buildChapterCalendar(chapter, events, publicBaseUrl(request));
  return new Response(body, { headers: calendarHeaders(`${chapter.slug}-events.ics`, "inline") });
}
