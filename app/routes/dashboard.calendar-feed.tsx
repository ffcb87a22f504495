import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { resetFeedToken } from "~/models/calendar-feed.server";
import { redirectWithToast } from "~/utils/toast.server";

// The overview's "Reset link" posts here (a confirmation first: the old link stops working).
export const loader = () => redirect("/dashboard");

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "reset-feed") return json({ error: "Unknown action" }, { status: 400 });
  try {
    resetFeedToken(actor);
  } catch (error) {
    return refuse(error, request, { failure: "common.toast.failed" });
  }
  const { t } = await getI18n(request);
  return redirectWithToast("/dashboard#calendar-feed", {
    type: "success",
    title: t("dashboard.feed.resetToast"),
    description: t("dashboard.feed.resetToastText"),
  });
}
