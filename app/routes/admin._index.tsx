import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { requirePermission } from "~/access/respond.server";

// /admin has one screen today: the role-request queue. Only administrators are sent on to it.
export async function loader({ request }: LoaderFunctionArgs) {
  requirePermission(
    await requireActor(request),
    "admin.area",
    undefined,
    "The admin area is for global administrators.",
  );
  return redirect("/admin/role-requests");
}
