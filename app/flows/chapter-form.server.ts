import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { requirePermission } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { getChapterById, upcomingEventTimes } from "~/models/chapter.server";
import { timeZoneForPlace } from "~/utils/place-time-zone.server";
import { zonedDateTime } from "~/utils/event-time-format";

/**
 * The guard of the Edit Chapter page: the chapter (a 404 page when there is none) and an editor the
 * `chapter.edit` rule lets in (a 403 page saying why otherwise).
 */
export async function requireEditableChapter({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const chapter = params.chapterId ? getChapterById(params.chapterId) : null;
  if (!chapter) throw json({ error: i18n.t("admin.chapterEdit.notFound") }, { status: 404 });
  requirePermission(actor, "chapter.edit", chapter, i18n.t("admin.chapterEdit.editRefused"));
  return { actor, chapter, i18n };
}

/**
 * What the Edit Chapter form shows: the chapter (its status beside the heading), the zone its
 * location keeps, and its upcoming events as they read now (for the zone-change choice).
 */
export function editChapterForm(chapter: NonNullable<ReturnType<typeof getChapterById>>, lang: string) {
  return {
    chapter: editableChapter(chapter),
    placeZone: timeZoneForPlace(chapter),
    upcomingEvents: upcomingEventTimes(chapter.id).map((e) => ({
      id: e.id,
      title: e.title,
      startAt: e.startAt.toISOString(),
      label: zonedDateTime(e.startAt, chapter.timezone, lang),
    })),
  };
}

/** The chapter's own fields as the form edits them. */
function editableChapter(chapter: NonNullable<ReturnType<typeof getChapterById>>) {
  return {
    id: chapter.id,
    name: chapter.name,
    slug: chapter.slug,
    status: chapter.status,
    description: chapter.description,
    city: chapter.city,
    state: chapter.state,
    zip: chapter.zip,
    regionCode: chapter.regionCode,
    timezone: chapter.timezone,
    reminderHours: chapter.reminderHours,
  };
}
