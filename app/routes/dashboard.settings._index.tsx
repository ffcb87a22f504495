import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SETTINGS_TABS } from "~/models/settings.schema";

/** `/dashboard/settings` (and the older `?tab=` links) open the section's own page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  const section = (SETTINGS_TABS as readonly string[]).includes(tab ?? "") ? tab : "profile";
  return redirect(`/dashboard/settings/${section}`);
}
