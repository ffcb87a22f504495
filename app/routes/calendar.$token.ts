import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFeedByToken } from "~/models/calendar-feed.server";
import { buildFeed, calendarHeaders, publicBaseUrl } from "~/utils/ics.server";

// GET /calendar/<token>.ics: a member's personal feed. Calendar apps poll it without cookies, so
// the secret token in the URL is what authorises it; an unknown or reset token is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = (params.token ?? "").replace(/\.ics$/i, "");
  const feed = getFeedByToken(token);
  if (!feed) {
    return new Response("Calendar not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const body = buildFeed("My CERT events", feed.events, publicBaseUrl(request));
  return new Response(body, {
    headers: {
      ...calendarHeaders("cert-events.ics", "inline"),
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
