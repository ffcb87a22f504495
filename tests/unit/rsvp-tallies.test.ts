import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { events, rsvps, users } from "~/db/schema";
import { getRsvpCounts, getRsvpTallies, getWaitlistCounts, setRsvp } from "~/models/rsvp.server";
import type { actorOf } from "../helpers/actor";
import { rsvpWorld } from "../helpers/rsvp-world";

// The RSVP tallies a list shows are kept per event by triggers (migration 0051, decision 062): after
// every kind of write they must be what grouping the RSVPs says, for the events read and for the
// whole table (no row left behind by a deleted event).

const { member, openEvent: event } = rsvpWorld({
  person: "Tally",
  email: "tally",
  chapter: "Tally C",
  slug: "tally-c",
  event: "Tally drill",
});

/** Every event's tallies as grouping its RSVPs counts them now (events without answers left out). */
function recount() {
  return db.all<{ event_id: string; confirmed: number; maybe: number; declined: number; waiting: number }>(sql`
    select event_id, sum(waitlisted_at is null and status = 'Confirmed') as confirmed,
      sum(waitlisted_at is null and status = 'Maybe') as maybe, sum(waitlisted_at is null and status = 'Declined') as declined,
      sum(waitlisted_at is not null) as waiting
    from rsvps group by event_id order by event_id`);
}
/** The kept tallies, rows of all zeros left out (an event whose answers were all removed keeps one). */
function kept() {
  return db.all(sql`select event_id, confirmed, maybe, declined, waiting from event_rsvp_tallies
    where confirmed or maybe or declined or waiting order by event_id`);
}
function expectInStep(ids: string[]) {
  expect(kept()).toEqual(recount());
  const { counts, waiting } = getRsvpTallies(ids);
  expect(counts).toEqual(getRsvpCounts(ids));
  expect(waiting).toEqual(getWaitlistCounts(ids));
}

describe("RSVP tallies kept per event", () => {
  it("follow answers, changes, the waitlist, moves and deletes of answers, members and events", async () => {
    const [full, open, other] = [event(2), event(null), event(1)];
    const ids = [full.id, open.id, other.id];
    const people = await Promise.all(Array.from({ length: 6 }, () => member()));
    const [a, b, c, d, e, f] = people as [
      ReturnType<typeof actorOf>,
      ReturnType<typeof actorOf>,
      ReturnType<typeof actorOf>,
      ReturnType<typeof actorOf>,
      ReturnType<typeof actorOf>,
      ReturnType<typeof actorOf>,
    ];
    expectInStep(ids);
    // Answers, two of them beyond the capacity (they wait).
    for (const who of [a, b, c, d]) setRsvp(who, { eventId: full.id, status: "Confirmed" });
    setRsvp(e, { eventId: full.id, status: "Maybe" });
    setRsvp(a, { eventId: open.id, status: "Declined" });
    setRsvp(b, { eventId: open.id, status: "Maybe" });
    setRsvp(f, { eventId: other.id, status: "Confirmed" });
    expect(getRsvpTallies(ids).waiting.get(full.id)).toBe(2);
    expectInStep(ids);
    // A change of answer; a confirmed one declining promotes the first waiting.
    setRsvp(b, { eventId: open.id, status: "Confirmed" });
    setRsvp(a, { eventId: full.id, status: "Declined" });
    expect(getRsvpTallies(ids).waiting.get(full.id)).toBe(1);
    expect(getRsvpTallies(ids).counts.get(full.id)).toEqual({ Confirmed: 2, Maybe: 1, Declined: 1 });
    expectInStep(ids);
    // A waiting answer changed to Maybe leaves the line.
    setRsvp(d, { eventId: full.id, status: "Maybe" });
    expectInStep(ids);
    // Written directly: a waitlist time set and cleared, an answer moved to another event.
    db.update(rsvps).set({ waitlistedAt: new Date() }).where(eq(rsvps.eventId, open.id)).run();
    expectInStep(ids);
    db.update(rsvps).set({ waitlistedAt: null }).where(eq(rsvps.eventId, open.id)).run();
    db.update(rsvps).set({ eventId: other.id }).where(eq(rsvps.userId, e.id)).run();
    expectInStep(ids);
    // A member's account deleted: their answers go with it (cascade).
    db.delete(users).where(eq(users.id, c.id)).run();
    expectInStep(ids);
    // An answer deleted; then an event deleted with its answers: no row kept for it.
    db.delete(rsvps).where(eq(rsvps.userId, f.id)).run();
    expectInStep(ids);
    db.delete(events).where(eq(events.id, full.id)).run();
    expectInStep(ids);
    expect(db.all(sql`select 1 from event_rsvp_tallies where event_id = ${full.id}`)).toEqual([]);
    expect(getRsvpTallies([full.id]).counts.get(full.id)).toEqual({ Confirmed: 0, Maybe: 0, Declined: 0 });
  });
});
