import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, memberships, userSettings, users, type Role } from "~/db/schema";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "./actor";

type Settings = Partial<typeof userSettings.$inferInsert>;
type RsvpStatus = "Confirmed" | "Maybe" | "Declined";

/**
 * The arrangement the event unit tests share (reminders, changes and cancellations): people with the
 * settings and phone their messages depend on, an approved chapter on Chicago's clock led by a new
 * leader with one event, and members' answers to it. `names` keeps each file's own names (a test may
 * read them in a message), each followed by a counter so rows never collide.
 */
export function eventWorld(names: { person: string; email: string; chapter: string; slug: string; event: string }) {
  let n = 0;

  /** A new user, with these settings saved and this phone number on file (where given). */
  async function person(roles: Role[] = ["Member"], settings: Settings = {}, phone?: string) {
    const u = await createUser({
      email: `${names.email}${n++}-${Date.now()}@example.test`,
      password: "Correct-Horse-42",
      displayName: `${names.person} ${n}`,
      roles,
    });
    if (phone) db.update(users).set({ phone }).where(eq(users.id, u.id)).run();
    if (Object.keys(settings).length) {
      db.insert(userSettings)
        .values({ userId: u.id, ...settings })
        .onConflictDoUpdate({ target: userSettings.userId, set: settings })
        .run();
    }
    return u;
  }

  /** An approved chapter in Chicago's zone, led by a new leader, with one event at Fire Station 3. */
  async function world(opts: {
    event: Partial<typeof events.$inferInsert> & { startAt: Date };
    chapter?: Partial<typeof chapters.$inferInsert>;
    leaderRoles?: Role[];
  }) {
    const chapter = db
      .insert(chapters)
      .values({
        name: `${names.chapter} ${n}`,
        slug: `${names.slug}-${n++}-${Date.now()}`,
        city: "Austin",
        state: "TX",
        status: "Approved",
        timezone: "America/Chicago",
        ...opts.chapter,
      })
      .returning()
      .get();
    const leader = await person(opts.leaderRoles);
    db.insert(memberships)
      .values({ userId: leader.id, chapterId: chapter.id, role: "Leader", status: "Approved" })
      .run();
    const event = db
      .insert(events)
      .values({ chapterId: chapter.id, title: `${names.event} ${n}`, locationText: "Fire Station 3", ...opts.event })
      .returning()
      .get();
    return { chapter, leader, event };
  }

  /** The person answers the event as an approved member of its chapter (only members may RSVP), at `at`. */
  function answer(user: { id: string }, event: { id: string; chapterId: string }, status: RsvpStatus, at?: Date) {
    db.insert(memberships)
      .values({ userId: user.id, chapterId: event.chapterId, role: "Member", status: "Approved" })
      .onConflictDoNothing()
      .run();
    return setRsvp(actorOf(user), { eventId: event.id, status }, at);
  }

  return { person, world, answer };
}
