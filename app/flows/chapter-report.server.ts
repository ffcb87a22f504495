import type { Actor } from "~/access/actor.server";
import { requireActor } from "~/access/actor.server";
import { refuse, requirePermission } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { namesFor, type NamePerson } from "~/models/deleted-member";

/** Reads a chapter report for a query string; `name` names the people it lists. */
export type ChapterReportRead<Report> = (actor: Actor, searchParams: URLSearchParams, name: NamePerson) => Report;

/**
 * A leader's chapter report (readiness or hours; the page and its CSV): who asks, in which language,
 * and the report for the request's query string. Only leaders and admins get this far; a chapter
 * they may not report on is refused as the page refuses it. A report that names people is handed
 * `namesFor(t)`, so a deleted account reads in the reader's language on the page and in its file.
 */
export async function requireChapterReport<Report>(
  request: Request,
  refusal: "training.refusal.readiness" | "training.refusal.hoursReport",
  report: ChapterReportRead<Report>,
) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  requirePermission(actor, "training.review", undefined, i18n.t(refusal));
  try {
    return { actor, i18n, result: report(actor, new URL(request.url).searchParams, namesFor(i18n.t)) };
  } catch (error) {
    throw await refuse(error, request);
  }
}
