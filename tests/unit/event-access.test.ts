import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { chapters, events, memberships, rsvps } from "~/db/schema";
import { getEventPage } from "~/models/event-page.server";
import { EventApiSchema } from "~/models/event.schema";
import { createEvent, listOpenTrainings } from "~/models/event.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function person(roles: Array<"Member" | "GlobalAdmin" | "ChapterLeader"> = ["Member"]) {
  return createUser({
    email: `event-access${n++}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: `Person ${n}`,
    roles,
  });
}
function chapter(status: "Approved" | "Pending" = "Approved") {
  return db
    .insert(chapters)
    .values({ name: `Access ${n}`, slug: `access-${n++}-${Date.now()}`, city: "Tulsa", state: "OK", status })
    .returning()
    .get();
}
function event(chapterId: string, opts: { openToNetwork?: boolean; inMs?: number; endInMs?: number } = {}) {
  return db
    .insert(events)
    .values({
      chapterId,
      title: `Access drill ${n++}`,
      startAt: new Date(Date.now() + (opts.inMs ?? 86_400_000)),
      endAt: opts.endInMs === undefined ? null : new Date(Date.now() + opts.endInMs),
      locationText: "Station 9, 100 Main St, Tulsa OK",
      whatToBring: "Gloves",
      capacity: 10,
      openToNetwork: opts.openToNetwork ?? false,
    })
    .returning()
    .get();
}
function join(userId: string, chapterId: string, role: "Member" | "Leader" = "Member", status = "Approved" as const) {
  db.insert(memberships).values({ userId, chapterId, role, status }).run();
}

describe("who may see an event and who may answer it", () => {
  const ref = (over: Partial<{ chapterStatus: "Approved" | "Pending"; openToNetwork: boolean }> = {}) => ({
    chapterId: "c1",
    chapterStatus: "Approved" as const,
    openToNetwork: false,
    ...over,
  });
  const who = (memberChapterIds: string[], roles: Array<"Member" | "GlobalAdmin"> = ["Member"]) => ({
    id: "u",
    roles,
    ledChapterIds: [],
    memberChapterIds,
  });

  it("event.view: an approved chapter's event is public; another's only to its members and admins", () => {
    expect(can(null, "event.view", ref())).toBe(true);
    expect(can(null, "event.view", ref({ chapterStatus: "Pending" }))).toBe(false);
    expect(can(who([]), "event.view", ref({ chapterStatus: "Pending" }))).toBe(false);
    expect(can(who(["c1"]), "event.view", ref({ chapterStatus: "Pending" }))).toBe(true);
    expect(can(who([], ["GlobalAdmin"]), "event.view", ref({ chapterStatus: "Pending" }))).toBe(true);
  });

  it("event.rsvp: the chapter's approved members and admins; anyone signed in when open to the network", () => {
    expect(can(null, "event.rsvp", ref({ openToNetwork: true }))).toBe(false);
    expect(can(who([]), "event.rsvp", ref())).toBe(false);
    expect(can(who(["c2"]), "event.rsvp", ref())).toBe(false);
    expect(can(who(["c1"]), "event.rsvp", ref())).toBe(true);
    expect(can(who([], ["GlobalAdmin"]), "event.rsvp", ref())).toBe(true);
    expect(can(who([]), "event.rsvp", ref({ openToNetwork: true }))).toBe(true);
  });

  it("setRsvp refuses a member of another chapter (403, nothing written) and takes the chapter's member", async () => {
    const here = chapter();
    const other = chapter();
    const [insider, outsider, pending] = [await person(), await person(), await person()];
    join(insider.id, here.id);
    join(outsider.id, other.id);
    join(pending.id, here.id, "Member", "Pending" as "Approved");
    const e = event(here.id);
    const refused = refusal(() => setRsvp(actorOf(outsider), { eventId: e.id, status: "Confirmed" }));
    expect(refused.kind).toBe("forbidden");
    expect(refused.message).toBe("Only members of this event's chapter can RSVP to it.");
    expect(refusal(() => setRsvp(actorOf(pending), { eventId: e.id, status: "Maybe" })).kind).toBe("forbidden");
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, e.id)).all()).toHaveLength(0);
    expect(setRsvp(actorOf(insider), { eventId: e.id, status: "Confirmed" }).status).toBe("Confirmed");
  });

  it("an event open to the network takes any signed-in member's RSVP", async () => {
    const here = chapter();
    const visitor = await person();
    const e = event(here.id, { openToNetwork: true });
    expect(setRsvp(actorOf(visitor), { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(false);
  });

  it("a cancelled event takes no more answers (409)", async () => {
    const here = chapter();
    const u = await person();
    join(u.id, here.id);
    const e = event(here.id);
    db.update(events).set({ status: "Cancelled" }).where(eq(events.id, e.id)).run();
    expect(refusal(() => setRsvp(actorOf(u), { eventId: e.id, status: "Confirmed" })).kind).toBe("conflict");
  });
});

describe("the event page", () => {
  it("shows a public event to a visitor without RSVP or roster, and its places", async () => {
    const here = chapter();
    const e = event(here.id);
    const page = getEventPage(null, e.id);
    expect(page.event).toMatchObject({ title: e.title, whatToBring: "Gloves", capacity: 10 });
    expect(page).toMatchObject({ placesLeft: 10, mayRsvp: false, myRsvp: null, roster: null, checkInOpen: false });
  });

  it("is the same not-found for a missing event and an unapproved chapter's event a viewer may not see", async () => {
    const hidden = chapter("Pending");
    const e = event(hidden.id);
    const stranger = await person();
    expect(refusal(() => getEventPage(null, e.id)).kind).toBe("not_found");
    expect(refusal(() => getEventPage(actorOf(stranger), e.id)).kind).toBe("not_found");
    expect(refusal(() => getEventPage(null, "no-such-event")).message).toBe(
      refusal(() => getEventPage(null, e.id)).message,
    );
    const insider = await person();
    join(insider.id, hidden.id);
    expect(getEventPage(actorOf(insider), e.id).event.id).toBe(e.id);
  });

  it("gives the member their answer and waitlist place, and the chapter's leader the roster", async () => {
    const here = chapter();
    const [leader, a, b] = [await person(["ChapterLeader", "Member"]), await person(), await person()];
    join(leader.id, here.id, "Leader");
    join(a.id, here.id);
    join(b.id, here.id);
    const e = event(here.id);
    db.update(events).set({ capacity: 1 }).where(eq(events.id, e.id)).run();
    setRsvp(actorOf(a), { eventId: e.id, status: "Confirmed" });
    setRsvp(actorOf(b), { eventId: e.id, status: "Confirmed" });
    const asB = getEventPage(actorOf(b), e.id);
    expect(asB).toMatchObject({
      myRsvp: "Confirmed",
      myWaitlistPosition: 1,
      placesLeft: 0,
      mayRsvp: true,
      roster: null,
    });
    const asLeader = getEventPage(actorOf(leader), e.id);
    expect(asLeader.roster?.roster.map((r) => [r.userId, r.waitlistPosition])).toEqual([
      [a.id, null],
      [b.id, 1],
    ]);
  });

  it("offers self check-in to the chapter's members while the event runs, not before", async () => {
    const here = chapter();
    const u = await person();
    join(u.id, here.id);
    const running = event(here.id, { inMs: -3_600_000, endInMs: 3_600_000 });
    const later = event(here.id);
    expect(getEventPage(actorOf(u), running.id)).toMatchObject({ checkInOpen: true, rsvpOpen: false });
    expect(getEventPage(actorOf(u), later.id)).toMatchObject({ checkInOpen: false, rsvpOpen: true });
    expect(getEventPage(null, running.id).checkInOpen).toBe(false);
  });
});

describe("open to the network", () => {
  it("the API takes openToNetwork and whatToBring; the directory lists the next open, scheduled events only", async () => {
    const here = chapter();
    const leader = await person(["ChapterLeader", "Member"]);
    join(leader.id, here.id, "Leader");
    const payload = {
      title: "Open first aid",
      chapterId: here.id,
      startAt: "2032-05-04T19:00:00-05:00",
      location: { text: "Hall" },
      whatToBring: "Gloves",
      openToNetwork: true,
    };
    const input = EventApiSchema.parse(payload);
    const open = createEvent(actorOf(leader), input);
    expect(open).toMatchObject({ openToNetwork: true, whatToBring: "Gloves" });
    const closed = createEvent(actorOf(leader), { ...input, title: "Members only", openToNetwork: false });
    const cancelled = createEvent(actorOf(leader), { ...input, title: "Called off" });
    db.update(events).set({ status: "Cancelled" }).where(eq(events.id, cancelled.id)).run();
    const listed = listOpenTrainings(new Date("2032-05-01T00:00:00Z"), 100).map((e) => e.id);
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(closed.id);
    expect(listed).not.toContain(cancelled.id);
    const refused = EventApiSchema.safeParse({ ...payload, openToNetwork: "yes" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["openToNetwork", "Must be true or false"],
    ]);
  });
});
