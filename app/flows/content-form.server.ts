import type { Actor } from "~/access/actor.server";
import { postableChapters } from "~/models/chapter-options.server";

/** The chapters a create or edit form offers: those the poster may post for, with their time zones. */
export function postableChapterChoices(user: Actor) {
  return postableChapters(user).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone }));
}
