import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, events, memberships, roleRequests } from "~/db/schema";
import { getFeedByToken, getOrCreateFeedToken, resetFeedToken } from "~/models/calendar-feed.server";
import {
  hasAnyChapter,
  listMyChaptersWithNextEvents,
  listMyPendingRequests,
  listMyUpcomingRsvps,
} from "~/models/member-home.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
const DAY = 86_400_000;
async function member() {
  const u = await createUser({
    email: `home${n++}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: "H",
    roles: ["Member"],
  });
  return u;
}
function chapter(name: string) {
  return db
    .insert(chapters)
    .values({
      name,
      slug: `home-${n++}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
      timezone: "America/Chicago",
    })
    .returning()
    .get();
}
function event(chapterId: string, title: string, inDays: number, openToNetwork = false) {
  return db
    .insert(events)
    .values({ chapterId, title, startAt: new Date(Date.now() + inDays * DAY), locationText: "Hall", openToNetwork })
    .returning()
    .get();
}

describe("member home", () => {
  it("lists my approved chapters with their next two events, my RSVPs and my pending requests", async () => {
    const u = await member();
    const a = chapter("Alpha Home");
    const b = chapter("Beta Home");
    db.insert(memberships).values({ userId: u.id, chapterId: a.id, role: "Member", status: "Approved" }).run();
    db.insert(memberships).values({ userId: u.id, chapterId: b.id, role: "Member", status: "Pending" }).run();
    db.insert(roleRequests).values({ userId: u.id, requestedRole: "ChapterLeader", status: "Pending" }).run();
    const e1 = event(a.id, "First", 1);
    event(a.id, "Second", 2);
    event(a.id, "Third", 3);
    event(a.id, "Past", -1);
    // Open to the network: a member of another chapter (here a pending one) may answer it.
    const eb = event(b.id, "Elsewhere", 1, true);
    const actor = actorOf(u);
    const mine = listMyChaptersWithNextEvents(actor);
    expect(mine.map((c) => c.name)).toEqual(["Alpha Home"]);
    expect(mine[0]!.nextEvents.map((e) => e.title)).toEqual(["First", "Second"]);
    expect(mine[0]!.nextEvents[0]!.chapterTimeZone).toBe("America/Chicago");
    setRsvp(actor, { eventId: e1.id, status: "Confirmed" });
    setRsvp(actor, { eventId: eb.id, status: "Declined" });
    expect(listMyUpcomingRsvps(actor).map((e) => e.title)).toEqual(["First"]);
    expect(
      listMyPendingRequests(actor)
        .map((r) => r.label)
        .sort(),
    ).toEqual(["Request to become a chapter leader", "Request to join Beta Home"]);
    expect(hasAnyChapter(actor)).toBe(true);
    expect(hasAnyChapter(actorOf(await member()))).toBe(false);
  });

  it("feeds my chapters' events and the ones I answered; a reset token ends the old one", async () => {
    const u = await member();
    const a = chapter("Feed A");
    const b = chapter("Feed B");
    db.insert(memberships).values({ userId: u.id, chapterId: a.id, role: "Member", status: "Approved" }).run();
    event(a.id, "Mine", 2);
    const visit = event(b.id, "Visit", 2, true);
    event(b.id, "Not mine", 2);
    const actor = actorOf(u);
    setRsvp(actor, { eventId: visit.id, status: "Maybe" });
    const token = getOrCreateFeedToken(actor);
    expect(getOrCreateFeedToken(actor)).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      getFeedByToken(token)!
        .events.map((e) => e.title)
        .sort(),
    ).toEqual(["Mine", "Visit"]);
    const next = resetFeedToken(actor);
    expect(next).not.toBe(token);
    expect(getFeedByToken(token)).toBeNull();
    expect(getFeedByToken(next)).not.toBeNull();
    expect(getFeedByToken("short")).toBeNull();
  });
});
