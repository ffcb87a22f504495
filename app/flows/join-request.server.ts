import { json } from "@remix-run/node";
import { isEnhanced } from "~/utils/enhanced";
import { requireActor } from "~/access/actor.server";
import { idempotencyKeyOf, once } from "~/models/idempotency.server";
import { leaveMembership, requestMembership } from "~/models/membership.server";
import { refuse } from "./respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";

/**
 * The "Request to Join" form of the directory cards and the chapter page. Without JS it posts and
 * comes back to `backTo` with a flash toast; the fetcher version (`enhanced=1`, only rendered once
 * hydrated) gets JSON and the toast through the revalidated root loader, so the page keeps its place.
 */
export async function handleJoinRequest(request: Request, formData: FormData, backTo: string) {
  const user = await requireActor(request);
  const viaFetcher = isEnhanced(formData);
  const chapterId = String(formData.get("chapterId") ?? "");
  const { t } = await getI18n(request);
  try {
    // A request replayed from the offline queue (issue 19) is applied once, and answered as sent.
    once(user.id, idempotencyKeyOf(formData), "join_request", () => requestMembership({ userId: user.id, chapterId }));
  } catch (error) {
    return refuse(error, request, {
      title: "public.join.errorTitle",
      back: backTo,
      formData,
      // A chapter gone meanwhile (or a form without one) is said on the page like any refused join.
      gone: "public.join.failed",
      failure: "public.join.failed",
    });
  }
  const sent = { title: t("public.join.sentTitle"), description: t("public.join.sentText"), type: "success" as const };
  if (viaFetcher) return json({ ok: true, error: null }, { headers: await createToastHeaders(sent) });
  return redirectWithToast(backTo, sent);
}

/**
 * "Withdraw request" and "Leave chapter" (the member's own membership, from the chapter page): the
 * confirmation form posts here with or without JS; the answer is the page again with a toast.
 */
export async function handleLeaveRequest(request: Request, formData: FormData, backTo: string) {
  const user = await requireActor(request);
  const membershipId = String(formData.get("membershipId") ?? "");
  const { t } = await getI18n(request);
  try {
    const left = leaveMembership(user, membershipId);
    return redirectWithToast(backTo, {
      title: left.status === "Pending" ? t("public.leave.withdrawnTitle") : t("public.leave.leftTitle"),
      description:
        left.status === "Pending"
          ? t("public.leave.withdrawnText", { chapter: left.chapterName })
          : t("public.leave.leftText", { chapter: left.chapterName }),
      type: "success",
    });
  } catch (error) {
    return refuse(error, request, { failure: "public.leave.failed" });
  }
}
