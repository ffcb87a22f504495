import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getActor } from "~/access/actor.server";
import { isLanguage } from "~/i18n/config";
import { serializeLanguageCookie } from "~/i18n/i18n.server";
import { setLanguagePreference } from "~/models/language.server";
import { safeRedirect } from "~/utils/misc";

// The footer's language switcher posts here (a plain form: works without JS, for visitors too) and
// the post also saves a signed-in user's preference. GET /language?lng=es&redirectTo=/chapters lets
// a link switch, but only the `lng` cookie: a GET never changes saved state, so another site cannot
// change a member's language (and so their alerts') with a link or an image (issue 27).

function switchLanguage(lng: unknown, redirectTo: unknown) {
  if (!isLanguage(lng)) throw new Response("Unknown language", { status: 400 });
  return redirect(safeRedirect(typeof redirectTo === "string" ? redirectTo : null, "/"), {
    headers: { "Set-Cookie": serializeLanguageCookie(lng), "Cache-Control": "no-store" },
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return switchLanguage(url.searchParams.get("lng"), url.searchParams.get("redirectTo"));
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const response = switchLanguage(lng, form.get("redirectTo"));
  const actor = await getActor(request);
  // A signed-in user's saved preference comes first, so the switcher changes it too.
  if (actor && isLanguage(lng)) setLanguagePreference(actor.id, lng);
  return response;
}
