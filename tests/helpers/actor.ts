import { loadActor, type Actor } from "~/access/actor.server";
import { AccessError } from "~/access/errors";

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

/** The AccessError a model call throws (its kind, status and message); fails if it throws none or another error. */
export function refusal(fn: () => unknown): AccessError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e;
    throw e;
  }
  throw new Error("expected an AccessError");
}
