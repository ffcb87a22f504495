import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { calendarTexts } from "~/flows/calendar-texts.server";
import { getI18n } from "~/i18n/i18n.server";
import { getVisibleEvent } from "~/models/event.server";
import { buildEventCalendar, calendarHeaders, icsFileName, publicBaseUrl } from "~/utils/ics.server";

// Events of approved chapters are public (the chapter page lists them to visitors), so the
// download needs no sign-in: a calendar app or a shared link can fetch it. The file's own words are
// in the requester's language; the JSON errors stay English like the rest of the API.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const event = getVisibleEvent(params.id ?? "");
  if (!event) return json({ error: "Event not found" }, { status: 404 });
  const { t } = await getI18n(request);
  let body: string;
  try {
    body = buildEventCalendar(event, publicBaseUrl(request), calendarTexts(t));
  } catch (error) {
    console.error("[calendar] could not build", event.id, error);
    return json({ error: "Failed to download calendar event" }, { status: 500 });
  }
  return new Response(body, { headers: calendarHeaders(icsFileName(event.title)) });
}
