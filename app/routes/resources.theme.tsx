import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { isEnhanced } from "~/utils/enhanced";
import { safeRedirect } from "~/utils/misc";
import { parseTheme, setTheme } from "~/utils/theme.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = parseTheme(form.get("theme"));
  const headers = { "Set-Cookie": setTheme(theme) };
  // A fetcher (JS) gets JSON; a plain form post (no JS) goes back where it came from.
  const redirectTo = form.get("redirectTo");
  if (isEnhanced(form)) return json({ theme }, { headers });
  return redirect(safeRedirect(redirectTo, "/"), { headers });
}
