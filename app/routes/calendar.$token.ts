import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarTexts } from "~/flows/calendar-texts.server";
import { serverT } from "~/i18n/catalogue.server";
import { getI18n } from "~/i18n/i18n.server";
import { getFeedByToken } from "~/models/calendar-feed.server";
import { getLanguagePreference } from "~/models/language.server";
import { buildFeed, calendarHeaders, publicBaseUrl } from "~/utils/ics.server";

// GET /calendar/<token>.ics: a member's personal feed. Calendar apps poll it without cookies, so
// the secret token in the URL is what authorises it; an unknown or reset token is a 404. The token
// names its owner, so the feed speaks their saved language (else the request's).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = (params.token ?? "").replace(/\.ics$/i, "");
  const feed = getFeedByToken(token);
  if (!feed) {
    const { t } = await getI18n(request);
    return new Response(t("content.ics.calendarNotFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const saved = getLanguagePreference(feed.userId)?.language;
  const t = saved ? serverT(saved) : (await getI18n(request)).t;
  const body = buildFeed(t("content.ics.myCalendar"), feed.events, publicBaseUrl(request), calendarTexts(t));
  return new Response(body, {
    headers: {
      ...calendarHeaders("cert-events.ics", "inline"),
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
