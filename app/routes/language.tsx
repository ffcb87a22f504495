import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getActor } from "~/access/actor.server";
import { isLanguage } from "~/i18n/config";
import { serializeLanguageCookie } from "~/i18n/i18n.server";
import { setLanguagePreference } from "~/models/language.server";
import { safeRedirect } from "~/utils/misc";

// The footer's language switcher posts here (a plain form: works without JS, for visitors too).
// GET /language?lng=es&redirectTo=/chapters does the same, so a link can switch too.

async function switchLanguage(request: Request, lng: unknown, redirectTo: unknown) {
  if (!isLanguage(lng)) throw new Response("Unknown language", { status: 400 });
  const actor = await getActor(request);
  // A signed-in user's saved preference comes first, so the switcher changes it too.
  if (actor) setLanguagePreference(actor.id, lng);
  return redirect(safeRedirect(typeof redirectTo === "string" ? redirectTo : null, "/"), {
    headers: { "Set-Cookie": serializeLanguageCookie(lng), "Cache-Control": "no-store" },
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return switchLanguage(request, url.searchParams.get("lng"), url.searchParams.get("redirectTo"));
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return switchLanguage(request, form.get("lng"), form.get("redirectTo"));
}
