import Database from "better-sqlite3";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import { eventAttendance, events, memberships, rsvps, users } from "~/db/schema";
import {
  ensureTrainingSettings,
  getAttendancePage,
  kioskCheckIn,
  saveRoster,
  searchRoster,
  selfCheckIn,
  setAttendanceHours,
} from "~/models/attendance.server";
import { actor, chapter, event, join, person, team } from "./credential-fixtures";

// An event's roster reads (its people sorted by name, their attendance and RSVPs, the chapter's
// members) are kept while content_version's first and fifth rows hold (decision 068). After each
// kind of write to what they are read from, the roster must be what reading afresh gives.

const version = (id: number) =>
  db.get<{ value: number }>(sql`select value from content_version where id = ${id}`)!.value;

describe("an event's roster kept while its stamp holds", () => {
  it("is read afresh after every kind of write to its people, their attendance, RSVPs and memberships", () => {
    const { chapter: c, leader, member } = team();
    const lead = actor(leader.id);
    const ev = event(c.id, new Date(Date.now() - 3_600_000), 3, "Shelter drill");
    const roster = () => getAttendancePage(actor(leader.id), ev.id).roster!;
    const expectFresh = () => {
      const kept = roster();
      clearMemos();
      expect(roster()).toEqual(kept);
      return kept.map((p) => [p.name, p.canMark, p.rsvp, p.present, p.method, p.hours, p.hoursAdjusted]);
    };
    const after = (write: () => unknown) => {
      roster(); // kept now
      const before = `${version(1)}.${version(5)}`;
      write();
      expect(`${version(1)}.${version(5)}`).not.toBe(before);
      return expectFresh();
    };

    expect(expectFresh()).toEqual([
      ["Lee Leader", false, null, false, null, null, false],
      ["Morgan Member", true, null, false, null, null, false],
    ]);
    // A member joins; one is renamed; an address changes (the kiosk search matches it).
    const joiner = person(["Member"], "Avery Able");
    expect(after(() => join(joiner.id, c.id)).map((r) => r[0])).toEqual(["Avery Able", "Lee Leader", "Morgan Member"]);
    expect(
      after(() => db.update(users).set({ displayName: "Zoe Able" }).where(eq(users.id, joiner.id)).run()).map(
        (r) => r[0],
      ),
    ).toEqual(["Lee Leader", "Morgan Member", "Zoe Able"]);
    after(() => db.update(users).set({ email: "zoe-kept@example.test" }).where(eq(users.id, joiner.id)).run());
    expect(searchRoster(lead, ev.id, "zoe-kept")).toEqual([{ id: joiner.id, name: "Zoe Able", present: false }]);

    // RSVPs: someone from elsewhere answers (listed, not markable), declines (gone), a member answers.
    const guest = person(["Member"], "Gus Guest");
    join(guest.id, chapter().id);
    expect(
      after(() => db.insert(rsvps).values({ eventId: ev.id, userId: guest.id, status: "Maybe" }).run()),
    ).toContainEqual(["Gus Guest", false, "Maybe", false, null, null, false]);
    expect(
      after(() => db.update(rsvps).set({ status: "Declined" }).where(eq(rsvps.userId, guest.id)).run()).map(
        (r) => r[0],
      ),
    ).not.toContain("Gus Guest");
    expect(
      after(() => db.insert(rsvps).values({ eventId: ev.id, userId: member.id, status: "Confirmed" }).run()),
    ).toContainEqual(["Morgan Member", true, "Confirmed", false, null, null, false]);

    // Attendance: ticked, hours set, kiosk, self check-in, unticked.
    expect(after(() => saveRoster(lead, ev.id, { present: [member.id], listed: [member.id] }))).toContainEqual([
      "Morgan Member",
      true,
      "Confirmed",
      true,
      "roster",
      3,
      false,
    ]);
    expect(after(() => setAttendanceHours(lead, ev.id, member.id, 1.5))).toContainEqual([
      "Morgan Member",
      true,
      "Confirmed",
      true,
      "roster",
      1.5,
      true,
    ]);
    expect(after(() => kioskCheckIn(lead, ev.id, joiner.id))).toContainEqual([
      "Zoe Able",
      true,
      null,
      true,
      "kiosk",
      3,
      false,
    ]);
    const other = person(["Member"], "Olive Other");
    join(other.id, c.id);
    const code = ensureTrainingSettings(ev.id).checkInCode;
    expect(after(() => selfCheckIn(actor(other.id), ev.id, code))).toContainEqual([
      "Olive Other",
      true,
      null,
      true,
      "code",
      3,
      false,
    ]);
    expect(after(() => saveRoster(lead, ev.id, { present: [], listed: [member.id] }))).toContainEqual([
      "Morgan Member",
      true,
      "Confirmed",
      false,
      null,
      null,
      false,
    ]);

    // Memberships: one made inactive (still listed: checked in; no longer markable), one removed.
    expect(
      after(() =>
        db
          .update(memberships)
          .set({ status: "Inactive" })
          .where(and(eq(memberships.userId, other.id), eq(memberships.chapterId, c.id)))
          .run(),
      ),
    ).toContainEqual(["Olive Other", false, null, true, "code", 3, false]);
    expect(
      after(() => db.delete(memberships).where(eq(memberships.userId, joiner.id)).run()).find(
        (r) => r[0] === "Zoe Able",
      ),
    ).toEqual(["Zoe Able", false, null, true, "kiosk", 3, false]);

    // A deleted account keeps its attendance, named as such; a write through another connection.
    after(() =>
      db
        .update(users)
        .set({ displayName: "Deleted member", deletedAt: new Date() })
        .where(eq(users.id, joiner.id))
        .run(),
    );
    const second = new Database(databasePath());
    expect(
      after(() =>
        second.prepare("delete from event_attendance where event_id = ? and user_id = ?").run(ev.id, other.id),
      ),
    ).not.toContainEqual(expect.arrayContaining(["Olive Other"]));
    second.close();

    // The event moved to another chapter: that chapter's members are the markable ones.
    const elsewhere = chapter();
    join(leader.id, elsewhere.id, "Leader");
    const theirs = person(["Member"], "Tess There");
    join(theirs.id, elsewhere.id);
    expect(
      after(() => db.update(events).set({ chapterId: elsewhere.id }).where(eq(events.id, ev.id)).run()),
    ).toContainEqual(["Tess There", true, null, false, null, null, false]);
    // A member's row deleted: their membership, RSVP and attendance go with it.
    expect(after(() => db.delete(users).where(eq(users.id, theirs.id)).run()).map((r) => r[0])).not.toContain(
      "Tess There",
    );
  });

  it("is kept: a write with the stamp put back is not seen", () => {
    const { chapter: c, leader, member } = team();
    const lead = actor(leader.id);
    const ev = event(c.id, new Date(Date.now() - 3_600_000), 2, "Radio net");
    const names = () => getAttendancePage(lead, ev.id).roster!.map((p) => p.name);
    expect(names()).toEqual(["Lee Leader", "Morgan Member"]);
    const stamp = version(1);
    db.update(users).set({ displayName: "Morgan Renamed" }).where(eq(users.id, member.id)).run();
    db.run(sql`update content_version set value = ${stamp} where id = 1`);
    expect(names()).toEqual(["Lee Leader", "Morgan Member"]); // kept
    const five = version(5);
    db.insert(eventAttendance).values({ eventId: ev.id, userId: member.id, method: "roster" }).run();
    db.run(sql`update content_version set value = ${five} where id = 5`);
    expect(getAttendancePage(lead, ev.id).roster!.find((p) => p.id === member.id)!.present).toBe(false); // kept
    db.run(sql`update content_version set value = ${five + 1000} where id = 5`);
    expect(getAttendancePage(lead, ev.id).roster!.find((p) => p.id === member.id)).toMatchObject({
      name: "Morgan Renamed",
      present: true,
    });
  });
});
