import type { Actor } from "~/access/actor.server";
import { requireActor } from "~/access/actor.server";
import { refuse, requirePermission } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";

/**
 * A leader's chapter report (readiness or hours; the page and its CSV): who asks, in which language,
 * and the report for the request's query string. Only leaders and admins get this far; a chapter
 * they may not report on is refused as the page refuses it.
 */
export async function requireChapterReport<Report>(
  request: Request,
  refusal: "training.refusal.readiness" | "training.refusal.hoursReport",
  report: (actor: Actor, searchParams: URLSearchParams) => Report,
) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  requirePermission(actor, "training.review", undefined, i18n.t(refusal));
  try {
    return { actor, i18n, result: report(actor, new URL(request.url).searchParams) };
  } catch (error) {
    throw await refuse(error, request);
  }
}
