import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarTexts } from "~/flows/calendar-texts.server";
import { getI18n } from "~/i18n/i18n.server";
import { getApprovedChapterBySlug, listUpcomingEventsForChapter } from "~/models/event.server";
import { buildChapterCalendar, calendarHeaders, publicBaseUrl } from "~/utils/ics.server";

// A subscribable feed: calendar apps poll this URL without cookies, so it is public like the
// chapter page. It holds every upcoming event of the chapter, in the requester's language.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getI18n(request);
  const chapter = getApprovedChapterBySlug(params.slug ?? "");
  if (!chapter) {
    return new Response(t("content.ics.chapterNotFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const events = listUpcomingEventsForChapter(chapter.id);
  const body = buildChapterCalendar(chapter, events, publicBaseUrl(request), calendarTexts(t));
  return new Response(body, { headers: calendarHeaders(`${chapter.slug}-events.ics`, "inline") });
}
