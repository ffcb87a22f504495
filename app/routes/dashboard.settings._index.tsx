import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { SETTINGS_TABS } from "~/models/settings.schema";

/** `/dashboard/settings` (and the older `?tab=` links) open the section's own page. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Asked here too: loaders run side by side, and this redirect must not outrun the layout's sign-in check.
  await requireActor(request);
  const tab = new URL(request.url).searchParams.get("tab");
  const section = (SETTINGS_TABS as readonly string[]).includes(tab ?? "") ? tab : "profile";
  return redirect(`/dashboard/settings/${section}`);
}
