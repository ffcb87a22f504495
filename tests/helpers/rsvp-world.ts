import { db } from "~/db/client.server";
import { chapters, events } from "~/db/schema";
import { createUser } from "~/models/user.server";
import { actorOf } from "./actor";

/**
 * The arrangement the RSVP unit tests share (tallies, waitlist, the event emails in each reader's
 * language): members, as the Actor that answers, and events tomorrow open to the network, so any
 * signed-in member may answer (who may answer has its own tests, event-access.test.ts), each in an
 * approved chapter of its own on Chicago's clock.
 * `names` keeps each file's own names, each followed by a counter so rows never collide.
 */
export function rsvpWorld(names: { person: string; email: string; chapter: string; slug: string; event: string }) {
  let n = 0;

  /** A new member, signed in. */
  async function member(displayName = `${names.person} ${n + 1}`) {
    const u = await createUser({
      email: `${names.email}${n++}-${Date.now()}@example.test`,
      password: "Correct-Horse-42",
      displayName,
      roles: ["Member"],
    });
    return actorOf(u);
  }

  /** An event tomorrow with this many places (null: no limit, so no waitlist), in a new chapter. */
  function openEvent(capacity: number | null) {
    const chapter = db
      .insert(chapters)
      .values({
        name: names.chapter,
        slug: `${names.slug}-${n++}-${Date.now()}`,
        city: "Austin",
        state: "TX",
        status: "Approved",
        timezone: "America/Chicago",
      })
      .returning()
      .get();
    return db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: `${names.event} ${n}`,
        startAt: new Date(Date.now() + 86_400_000),
        locationText: "Hall",
        capacity,
        openToNetwork: true,
      })
      .returning()
      .get();
  }

  return { member, openEvent };
}
