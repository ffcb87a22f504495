import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { requirePermission } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";

// /admin has one screen today: the role-request queue. Only administrators are sent on to it.
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  requirePermission(actor, "admin.area", undefined, t("admin.area.refused"));
  return redirect("/admin/role-requests");
}
