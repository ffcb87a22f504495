import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memberships, userSettings, users, type Role } from "~/db/schema";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

/**
 * Fixtures for the tests of what people who answer an event are told (changes, cancellations,
 * reminders, a chapter's zone change): a signed-up person with their language, zone and phone, and
 * their answer given as an approved member of the event's chapter.
 */

let n = 0;

/** A new account (real password hashing), with these settings and phone when given. */
export async function eventPerson(
  opts: { roles?: Role[]; settings?: Partial<typeof userSettings.$inferInsert>; phone?: string; name?: string } = {},
) {
  const { roles = ["Member"], settings = {}, phone, name = "Person" } = opts;
  const u = await createUser({
    email: `ev${n++}-${process.pid}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: `${name} ${n}`,
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

/** The person answers the event as an approved member of its chapter (only members may RSVP). */
export function answerAsMember(
  user: { id: string },
  event: { id: string; chapterId: string },
  status: "Confirmed" | "Maybe" | "Declined",
  now = new Date(),
) {
  db.insert(memberships)
    .values({ userId: user.id, chapterId: event.chapterId, role: "Member", status: "Approved" })
    .onConflictDoNothing()
    .run();
  return setRsvp(actorOf(user), { eventId: event.id, status }, now);
}
