import { loadActor, type Actor } from "~/access/actor.server";

/**
 * The actor for a user, loaded now: the same snapshot the next request would build. Call it at the
 * moment of use, after any membership or role change (an approved chapter makes its creator a
 * Leader; an approved role request grants ChapterLeader), never once at the top of a test.
 */
export function actorOf(user: { id: string }): Actor {
  const actor = loadActor(user.id);
  if (!actor) throw new Error(`actorOf: no user ${user.id}`);
  return actor;
}
