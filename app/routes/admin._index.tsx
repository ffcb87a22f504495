import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requirePage } from "~/flows/respond.server";

// /admin has one screen today: the role-request queue. Only administrators are sent on to it.
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePage(request, "admin.area", (t) => t("admin.area.refused"));
  return redirect("/admin/role-requests");
}
