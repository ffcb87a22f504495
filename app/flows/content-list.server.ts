import type { z } from "zod";
import type { Actor } from "~/access/actor.server";
import { requireActor } from "~/access/actor.server";
import { can } from "~/access/rules.server";
import { getI18n } from "~/i18n/i18n.server";
import { dialogChapterOptions, filterChapterOptions } from "~/models/chapter-options.server";
import { getTimezone } from "~/models/settings.server";

/**
 * What the events, announcements and resources list loaders start from: the signed-in reader, their
 * language and time zone, the query parsed with the list's schema, and whether they may post.
 */
export async function requireContentList<Schema extends z.ZodTypeAny>(request: Request, schema: Schema) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  const url = new URL(request.url);
  const query: z.output<Schema> = schema.parse(Object.fromEntries(url.searchParams));
  return { user, i18n, url, query, timeZone: getTimezone(user.id), canCreate: can(user, "content.post") };
}

/** The chapter filter's choices (see `filterChapterOptions`), as the page needs them. */
export function filterChapters(user: Actor, selectedId?: string | null) {
  return filterChapterOptions(user, selectedId).map((c) => ({ id: c.id, name: c.name }));
}

/** The chapters the create dialog offers, or null when there are too many (the button links to the form's page). */
export function dialogChapters(user: Actor) {
  return dialogChapterOptions(user)?.map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })) ?? null;
}
