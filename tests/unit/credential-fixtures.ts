import { db } from "~/db/client.server";
import { activations, chapters, events, memberships, userRoles, users, type Role } from "~/db/schema";
import { loadActor, type Actor } from "~/access/actor.server";

/** Fast fixtures for the training-records tests (no password hashing: these users never sign in). */
let n = 0;
export function person(roles: Role[] = ["Member"], name?: string) {
  const u = db
    .insert(users)
    .values({
      email: `training-${process.pid}-${n++}@example.test`,
      displayName: name ?? `Person ${n}`,
      passwordHash: "!",
    })
    .returning()
    .get();
  for (const role of roles) db.insert(userRoles).values({ userId: u.id, role }).run();
  return u;
}

export function chapter(name = `Chapter ${n++}`) {
  return db
    .insert(chapters)
    .values({ name, slug: `training-${process.pid}-${n++}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}

export function join(userId: string, chapterId: string, role: "Leader" | "Member" = "Member") {
  db.insert(memberships).values({ userId, chapterId, role, status: "Approved" }).run();
}

export function actor(userId: string): Actor {
  return loadActor(userId)!;
}

export function event(chapterId: string, startAt: Date, hours = 3, title = "Training night") {
  return db
    .insert(events)
    .values({ chapterId, title, startAt, endAt: new Date(startAt.getTime() + hours * 3600_000), locationText: "Hall" })
    .returning()
    .get();
}

/** An open drill call-out in `chapterId` (the overview-kept tests). */
export function openActivation(chapterId: string, title: string, createdAt = new Date()) {
  return db
    .insert(activations)
    .values({
      chapterId,
      kind: "Drill",
      title,
      details: "d",
      location: "l",
      reportAt: new Date("2026-05-04T20:00:00Z"),
      needed: 3,
      createdAt,
    })
    .returning()
    .get();
}

/** A chapter with a leader and a member. */
export function team() {
  const c = chapter();
  const leader = person(["ChapterLeader", "Member"], "Lee Leader");
  const member = person(["Member"], "Morgan Member");
  join(leader.id, c.id, "Leader");
  join(member.id, c.id, "Member");
  return { chapter: c, leader, member };
}
