import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, messageQueue, rsvps } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { listEvents } from "~/models/event.server";
import {
  getRsvpCounts,
  getRsvpTallies,
  getUserAnswers,
  getUserRsvps,
  getUserWaitlistPositions,
  getWaitlistCounts,
  setRsvp,
} from "~/models/rsvp.server";
import { rsvpWorld } from "../helpers/rsvp-world";

const { member, openEvent: eventWithCapacity } = rsvpWorld({
  person: "Waiting",
  email: "wait",
  chapter: "Wait C",
  slug: "wait-c",
  event: "Full drill",
});

describe("event capacity and waitlist", () => {
  it("counts a waitlist place within its own event, whatever other events' waitlists hold", async () => {
    const [one, two] = [eventWithCapacity(1), eventWithCapacity(1)];
    const [a, b, c, d] = [await member("A"), await member("B"), await member("C"), await member("D")];
    setRsvp(a, { eventId: one.id, status: "Confirmed" });
    setRsvp(b, { eventId: one.id, status: "Confirmed" });
    setRsvp(c, { eventId: two.id, status: "Confirmed" });
    setRsvp(d, { eventId: two.id, status: "Confirmed" });
    expect(getUserWaitlistPositions(b.id, [one.id, two.id])).toEqual(new Map([[one.id, 1]]));
    expect(getUserWaitlistPositions(d.id, [one.id, two.id])).toEqual(new Map([[two.id, 1]]));
  });

  it("reads a list's tallies and the user's answers in one query each, as the per-figure readers do", async () => {
    const [full, open, none] = [eventWithCapacity(1), eventWithCapacity(null), eventWithCapacity(2)];
    const [a, b, c, d] = [await member("A"), await member("B"), await member("C"), await member("D")];
    setRsvp(a, { eventId: full.id, status: "Confirmed" });
    setRsvp(b, { eventId: full.id, status: "Confirmed" }); // waits: 1st
    setRsvp(c, { eventId: full.id, status: "Confirmed" }); // waits: 2nd
    setRsvp(d, { eventId: full.id, status: "Maybe" });
    setRsvp(b, { eventId: open.id, status: "Declined" });
    setRsvp(c, { eventId: open.id, status: "Confirmed" });
    setRsvp(c, { eventId: open.id, status: "Maybe" });
    const ids = [full.id, open.id, none.id];
    const { counts, waiting } = getRsvpTallies(ids);
    expect(counts).toEqual(getRsvpCounts(ids));
    expect(counts.get(full.id)).toEqual({ Confirmed: 1, Maybe: 1, Declined: 0 });
    expect(counts.get(none.id)).toEqual({ Confirmed: 0, Maybe: 0, Declined: 0 });
    expect(waiting).toEqual(getWaitlistCounts(ids));
    expect(waiting).toEqual(new Map([[full.id, 2]]));
    // The tallies group waiting answers by their time (one group each when they differ): still 2.
    db.update(rsvps)
      .set({ waitlistedAt: sql`${rsvps.waitlistedAt} + 1000` })
      .where(and(eq(rsvps.userId, c.id), eq(rsvps.eventId, full.id)))
      .run();
    expect(getRsvpTallies(ids).waiting).toEqual(new Map([[full.id, 2]]));
    for (const who of [a, b, c, d]) {
      const answers = getUserAnswers(who.id, ids);
      expect(new Map([...answers].map(([id, x]) => [id, x.status]))).toEqual(getUserRsvps(who.id, ids));
      const places = new Map([...answers].filter(([, x]) => x.waitlistPosition !== null));
      expect(new Map([...places].map(([id, x]) => [id, x.waitlistPosition]))).toEqual(
        getUserWaitlistPositions(who.id, ids),
      );
    }
    expect(getUserAnswers(c.id, ids)).toEqual(
      new Map([
        [full.id, { status: "Confirmed", waitlistPosition: 2 }],
        [open.id, { status: "Maybe", waitlistPosition: null }],
      ]),
    );
    expect(getRsvpTallies([])).toEqual({ counts: new Map(), waiting: new Map() });
    expect(getUserAnswers(a.id, [])).toEqual(new Map());
  });

  it("puts Confirmed answers beyond capacity on the waitlist, in order", async () => {
    const e = eventWithCapacity(2);
    const [a, b, c, d] = [await member("A"), await member("B"), await member("C"), await member("D")];
    expect(setRsvp(a, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(false);
    expect(setRsvp(b, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(false);
    expect(setRsvp(c, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(true);
    expect(setRsvp(d, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(true);
    // Answering again keeps one's turn.
    expect(setRsvp(c, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(true);
    expect(getRsvpCounts([e.id]).get(e.id)).toEqual({ Confirmed: 2, Maybe: 0, Declined: 0 });
    expect(getWaitlistCounts([e.id]).get(e.id)).toBe(2);
    const [asD] = listEvents(d, { q: e.title, time: "upcoming" });
    expect(asD).toMatchObject({ capacity: 2, waitlistCount: 2, myWaitlistPosition: 2 });
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, e.id)).all()).toHaveLength(4);
  });

  it("promotes the first person waiting when a place-holder cancels, in the same transaction, and emails them", async () => {
    const e = eventWithCapacity(1);
    const [a, b, c] = [await member("Holder"), await member("First Waiting"), await member("Second Waiting")];
    setRsvp(a, { eventId: e.id, status: "Confirmed" });
    setRsvp(b, { eventId: e.id, status: "Confirmed" });
    setRsvp(c, { eventId: e.id, status: "Confirmed" });
    const result = setRsvp(a, { eventId: e.id, status: "Declined" });
    expect(result.promotedUserId).toBe(b.id);
    const rowB = db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, e.id), eq(rsvps.userId, b.id)))
      .get();
    expect(rowB?.waitlistedAt).toBeNull();
    expect(getRsvpCounts([e.id]).get(e.id)).toEqual({ Confirmed: 1, Maybe: 0, Declined: 1 });
    expect(getWaitlistCounts([e.id]).get(e.id)).toBe(1);
    const mail = queuedMail().where(eq(messageQueue.to, b.email)).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(e.title);
    expect(mail[0]!.kind).toBe("rsvp_promoted");
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, e.id), eq(auditLogs.action, "promote_from_waitlist")))
      .all();
    expect(audit).toHaveLength(1);
    // Leaving the waitlist frees nothing and promotes nobody.
    expect(setRsvp(c, { eventId: e.id, status: "Maybe" }).promotedUserId).toBeNull();
    expect(getWaitlistCounts([e.id]).get(e.id)).toBeUndefined();
  });

  it("has no waitlist without a capacity", async () => {
    const e = eventWithCapacity(null);
    for (const name of ["P", "Q", "R"]) {
      expect(setRsvp(await member(name), { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(false);
    }
    expect(getRsvpCounts([e.id]).get(e.id)?.Confirmed).toBe(3);
  });
});
