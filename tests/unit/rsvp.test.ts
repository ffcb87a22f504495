import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters, events, rsvps } from "~/db/schema";
import { listEvents } from "~/models/event.server";
import { RsvpSchema } from "~/models/rsvp.schema";
import { getRsvpCounts, listRsvpStatuses, setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function user() {
  const u = await createUser({
    email: `rsvp${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: "R",
    roles: ["Member"],
  });
  return { ...u, roles: ["Member" as const] };
}
function event(startOffsetMs: number, status: "Approved" | "Pending" = "Approved") {
  const c = db
    .insert(chapters)
    .values({ name: "C", slug: `rsvp-c-${n++}`, city: "Austin", state: "TX", status })
    .returning()
    .get();
  return db
    .insert(events)
    .values({
      chapterId: c.id,
      title: `E${n}`,
      startAt: new Date(Date.now() + startOffsetMs),
      locationText: "Hall",
      // Open to the network, so any signed-in user may answer: who may RSVP has its own tests (event-access.test.ts).
      openToNetwork: true,
    })
    .returning()
    .get();
}

describe("RSVPs", () => {
  it("keeps one RSVP per user and event, changeable, with counts per status", async () => {
    const [a, b] = [await user(), await user()];
    const e = event(86_400_000);
    setRsvp(actorOf(a), { eventId: e.id, status: "Confirmed" });
    setRsvp(actorOf(b), { eventId: e.id, status: "Confirmed" });
    setRsvp(actorOf(a), { eventId: e.id, status: "Declined" });
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, e.id)).all()).toHaveLength(2);
    expect(getRsvpCounts([e.id]).get(e.id)).toEqual({ Confirmed: 1, Maybe: 0, Declined: 1 });
    expect(listRsvpStatuses(e.id).sort()).toEqual(["Confirmed", "Declined"]);
    const [item] = listEvents(actorOf(a), { q: e.title, time: "upcoming" });
    expect(item).toMatchObject({ myRsvp: "Declined", counts: { Confirmed: 1, Maybe: 0, Declined: 1 } });
    const audits = db.select().from(auditLogs).where(eq(auditLogs.targetId, e.id)).all();
    expect(audits.map((x) => x.action)).toEqual(["update_rsvp", "update_rsvp", "update_rsvp"]);
  });

  it("refuses an RSVP on a past event", async () => {
    const u = await user();
    const past = event(-60_000);
    expect(refusal(() => setRsvp(actorOf(u), { eventId: past.id, status: "Confirmed" })).kind).toBe("conflict");
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, past.id)).all()).toHaveLength(0);
  });

  it("treats unknown events and events of unapproved chapters as not found", async () => {
    const u = await user();
    expect(refusal(() => setRsvp(actorOf(u), { eventId: "nope", status: "Maybe" })).kind).toBe("not_found");
    const hidden = event(86_400_000, "Pending");
    expect(refusal(() => setRsvp(actorOf(u), { eventId: hidden.id, status: "Maybe" })).kind).toBe("not_found");
  });

  it("accepts only the three statuses", () => {
    expect(RsvpSchema.safeParse({ eventId: "e", status: "Yes" }).error?.issues[0]?.message).toBe(
      "Choose Confirmed, Maybe or Declined",
    );
    expect(RsvpSchema.parse({ eventId: "e", status: "Maybe" })).toEqual({ eventId: "e", status: "Maybe" });
  });
});
