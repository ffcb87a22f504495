import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SETTINGS_TABS } from "~/models/settings.schema";
import { loader as profileLoader } from "./dashboard.settings.profile";

/**
 * `/dashboard/settings` shows the Profile section itself (no redirect, so a flash toast from the
 * sign-in that brought the user here is not spent on a page that is never shown); the older
 * `?tab=` links open the section's own page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const tab = new URL(args.request.url).searchParams.get("tab");
  if (tab && tab !== "profile" && (SETTINGS_TABS as readonly string[]).includes(tab)) {
    await profileLoader(args); // signs in first, like every section
    return redirect(`/dashboard/settings/${tab}`);
  }
  return profileLoader(args);
}

export { action, default, ErrorBoundary } from "./dashboard.settings.profile";
