import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logout } from "~/access/sessions.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    return await logout(request, "/");
  } catch (response) {
    // The browser drops its HTTP cache of this site; the service worker deletes the personal copies
    // (go-kit, household plan) on the next page, which tells it nobody is signed in (issue 19).
    if (response instanceof Response) response.headers.set("Clear-Site-Data", '"cache"');
    throw response;
  }
}
