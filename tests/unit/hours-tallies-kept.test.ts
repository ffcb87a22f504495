import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import {
  activationResponses,
  activations,
  chapters,
  eventAttendance,
  events,
  eventTraining,
  onScenePeriods,
  rsvps,
  serviceHours,
  users,
} from "~/db/schema";
import {
  ensureTrainingSettings,
  saveRoster,
  selfCheckIn,
  setAttendanceHours,
  setTrainingType,
} from "~/models/attendance.server";
import { chapterHoursReport, chapterHoursReportPage, logService, reviewService } from "~/models/hours.server";
import { actor, chapter, event, join, person, team } from "./credential-fixtures";

// A chapter's hours report keeps the tallies of its range while content_version's fifth row holds
// (migration 0055's triggers, decision 068). After each kind of write to what the tallies are read
// from, the page must be what reading afresh gives: the whole report (`chapterHoursReport`, which
// reads every entry with its names and is not kept) and the page read with nothing kept.

const RANGE = { from: "2026-01-01", to: "2026-12-31" };
const version = () => db.get<{ value: number }>(sql`select value from content_version where id = 5`)!.value;

describe("the hours report's tallies kept while their stamp holds", () => {
  it("are read afresh after every kind of write to what they count, and kept otherwise", () => {
    const { chapter: c, leader, member } = team();
    const second = person(["Member"], "Sam Second");
    join(second.id, c.id);
    const lead = actor(leader.id);
    const page = (perPage = 2, n = 1) => chapterHoursReportPage(lead, c.id, RANGE, { page: n, perPage });
    /** Every page of the report, kept, equals the whole report read afresh and the page read with nothing kept. */
    const expectFresh = () => {
      const whole = chapterHoursReport(lead, c.id, RANGE);
      const pages = Math.max(1, Math.ceil(whole.rows.length / 2));
      for (let n = 1; n <= pages + 1; n++) {
        const kept = page(2, n);
        const offset = (n - 1) * 2;
        expect(kept).toEqual({
          ...whole,
          rows: whole.rows.slice(offset, offset + 2),
          rowCount: whole.rows.length,
          page: n,
          hasNext: offset + 2 < whole.rows.length,
        });
        clearMemos();
        expect(page(2, n)).toEqual(kept);
      }
      return { total: whole.total, rows: whole.rows.length, byType: whole.byType };
    };
    /** The stamp moved (or not) by `write`, and the report read afresh after it. */
    const after = (write: () => unknown, moves = true) => {
      page(); // kept now
      const before = version();
      write();
      expect(version() > before).toBe(moves);
      return expectFresh();
    };

    expect(expectFresh()).toMatchObject({ total: 0, rows: 0 });

    // Attendance recorded by a leader (insert), its hours set (update), taken away (delete).
    const ev = event(c.id, new Date("2026-03-10T15:00:00Z"), 3, "Radio drill");
    expect(after(() => saveRoster(lead, ev.id, { present: [member.id], listed: [member.id] }))).toMatchObject({
      total: 3,
      rows: 1,
    });
    expect(after(() => setAttendanceHours(lead, ev.id, member.id, 1.5))).toMatchObject({ total: 1.5 });
    expect(after(() => saveRoster(lead, ev.id, { present: [], listed: [member.id] }))).toMatchObject({ total: 0 });
    saveRoster(lead, ev.id, { present: [member.id, second.id], listed: [member.id, second.id] });
    expect(expectFresh()).toMatchObject({ total: 6, rows: 2 });

    // The event's training type (Event -> Training), its start and end, its chapter.
    expect(after(() => setTrainingType(lead, ev.id, "cpr-aed")).byType).toMatchObject({ Training: 6, Event: 0 });
    expect(after(() => db.delete(eventTraining).where(eq(eventTraining.eventId, ev.id)).run()).byType).toMatchObject({
      Training: 0,
      Event: 6,
    });
    expect(
      after(() =>
        db
          .update(events)
          .set({ endAt: new Date("2026-03-10T19:00:00Z") })
          .where(eq(events.id, ev.id))
          .run(),
      ),
    ).toMatchObject({ total: 8 });
    // Into the next year: out of the range.
    expect(
      after(() =>
        db
          .update(events)
          .set({ startAt: new Date("2027-01-02T15:00:00Z"), endAt: new Date("2027-01-02T17:00:00Z") })
          .where(eq(events.id, ev.id))
          .run(),
      ),
    ).toMatchObject({ total: 0, rows: 0 });
    db.update(events)
      .set({ startAt: new Date("2026-03-10T15:00:00Z"), endAt: new Date("2026-03-10T17:00:00Z") })
      .where(eq(events.id, ev.id))
      .run();
    const elsewhere = chapter();
    expect(
      after(() => db.update(events).set({ chapterId: elsewhere.id }).where(eq(events.id, ev.id)).run()),
    ).toMatchObject({ total: 0 });
    expect(after(() => db.update(events).set({ chapterId: c.id }).where(eq(events.id, ev.id)).run())).toMatchObject({
      total: 4,
    });
    // An event's title is not counted: the stamp stays.
    after(() => db.update(events).set({ title: "Radio drill two" }).where(eq(events.id, ev.id)).run(), false);

    // The chapter's time zone: an event at 02:00 UTC on 1 January is 31 December in Chicago (out of range).
    const newYear = event(c.id, new Date("2026-01-01T02:00:00Z"), 1, "New year watch");
    saveRoster(lead, newYear.id, { present: [member.id], listed: [member.id] });
    expect(expectFresh()).toMatchObject({ total: 4, rows: 2 }); // 21:00 on 31 December in New York
    expect(
      after(() => db.update(chapters).set({ timezone: "Europe/London" }).where(eq(chapters.id, c.id)).run()),
    ).toMatchObject({ total: 5, rows: 3 });
    // The chapter's name is not counted.
    after(() => db.update(chapters).set({ name: "Renamed chapter" }).where(eq(chapters.id, c.id)).run(), false);

    // A self check-in counts only with an RSVP of yes or maybe: the RSVP's writes move the stamp.
    const running = event(c.id, new Date("2026-06-01T15:00:00Z"), 2, "Open night");
    const settings = ensureTrainingSettings(running.id);
    // Open for check-in by the clock given (its start and end as stored).
    const during = new Date("2026-06-01T16:00:00Z");
    expect(after(() => selfCheckIn(actor(second.id), running.id, settings.checkInCode, during))).toMatchObject({
      total: 5,
      rows: 3,
    });
    expect(
      after(() => db.insert(rsvps).values({ eventId: running.id, userId: second.id, status: "Maybe" }).run()),
    ).toMatchObject({ total: 7, rows: 4 });
    const rsvpOf = () => eq(rsvps.userId, second.id);
    expect(after(() => db.update(rsvps).set({ status: "Declined" }).where(rsvpOf()).run())).toMatchObject({ total: 5 });
    expect(after(() => db.update(rsvps).set({ status: "Confirmed" }).where(rsvpOf()).run())).toMatchObject({
      total: 7,
    });
    expect(after(() => db.delete(rsvps).where(rsvpOf()).run())).toMatchObject({ total: 5 });
    // An RSVP of someone who did not check in with the code leaves the stamp alone.
    after(() => db.insert(rsvps).values({ eventId: running.id, userId: member.id, status: "Confirmed" }).run(), false);
    after(() => db.update(rsvps).set({ status: "Declined" }).where(eq(rsvps.userId, member.id)).run(), false);

    // On-scene periods: checked in (not counted yet), checked out, moved, deleted; the activation's chapter.
    const act = db
      .insert(activations)
      .values({
        chapterId: c.id,
        kind: "Drill",
        title: "Flood drill",
        details: "d",
        location: "l",
        reportAt: new Date("2026-05-04T20:00:00Z"),
        needed: 2,
      })
      .returning()
      .get();
    const response = db
      .insert(activationResponses)
      .values({ activationId: act.id, userId: member.id, token: `kept-${act.id}`, reply: "Available" })
      .returning()
      .get();
    let periodId = "";
    after(() => {
      periodId = db
        .insert(onScenePeriods)
        .values({
          activationId: act.id,
          responseId: response.id,
          userId: member.id,
          checkedInAt: new Date("2026-05-04T20:00:00Z"),
        })
        .returning()
        .get().id;
    });
    const periodRow = () => eq(onScenePeriods.id, periodId);
    expect(
      after(() =>
        db
          .update(onScenePeriods)
          .set({ checkedOutAt: new Date("2026-05-04T22:30:00Z") })
          .where(periodRow())
          .run(),
      ).byType,
    ).toMatchObject({ Activation: 2.5 });
    expect(
      after(() => db.update(activations).set({ chapterId: elsewhere.id }).where(eq(activations.id, act.id)).run())
        .byType,
    ).toMatchObject({ Activation: 0 });
    db.update(activations).set({ chapterId: c.id }).where(eq(activations.id, act.id)).run();
    // The activation's status is not counted.
    after(() => db.update(activations).set({ status: "Closed" }).where(eq(activations.id, act.id)).run(), false);
    expect(after(() => db.delete(onScenePeriods).where(periodRow()).run()).byType).toMatchObject({ Activation: 0 });
    db.insert(onScenePeriods)
      .values({
        activationId: act.id,
        responseId: response.id,
        userId: member.id,
        checkedInAt: new Date("2026-05-04T20:00:00Z"),
        checkedOutAt: new Date("2026-05-04T21:00:00Z"),
      })
      .run();
    expect(expectFresh().byType).toMatchObject({ Activation: 1 });
    // The activation deleted: its periods go with it.
    expect(after(() => db.delete(activations).where(eq(activations.id, act.id)).run()).byType).toMatchObject({
      Activation: 0,
    });

    // Service: logged (pending: not counted, the stamp stays), approved, edited, deleted; rejected.
    let logged = "";
    after(() => {
      logged = logService(actor(member.id), {
        chapterId: c.id,
        servedOn: "2026-07-04",
        activity: "Parade first aid",
        hours: 4,
      }).id;
    }, false);
    expect(after(() => reviewService(lead, logged, "approve")).byType).toMatchObject({ Service: 4 });
    expect(
      after(() => db.update(serviceHours).set({ hours: 3.25 }).where(eq(serviceHours.id, logged)).run()).byType,
    ).toMatchObject({ Service: 3.25 });
    expect(after(() => db.delete(serviceHours).where(eq(serviceHours.id, logged)).run()).byType).toMatchObject({
      Service: 0,
    });
    const refused = logService(actor(member.id), {
      chapterId: c.id,
      servedOn: "2026-07-05",
      activity: "Parade",
      hours: 1,
    }).id;
    after(() => reviewService(lead, refused, "reject"), false);

    // A write through another connection (another server process).
    const other = new Database(databasePath());
    expect(
      after(() =>
        other
          .prepare("update event_attendance set hours = 0.5 where event_id = ? and user_id = ?")
          .run(ev.id, second.id),
      ),
    ).toMatchObject({ total: 3.5 });
    other.close();

    // An event deleted, and a member's row deleted: what cascades with them moves the stamp.
    expect(after(() => db.delete(events).where(eq(events.id, newYear.id)).run())).toMatchObject({ total: 2.5 });
    const gone = person(["Member"], "Gale Gone");
    join(gone.id, c.id);
    saveRoster(lead, ev.id, { present: [gone.id], listed: [gone.id] });
    expect(expectFresh()).toMatchObject({ total: 4.5, rows: 3 });
    expect(after(() => db.delete(users).where(eq(users.id, gone.id)).run())).toMatchObject({ total: 2.5, rows: 2 });
  });

  it("are kept: the same object while the stamp holds, and a write with the stamp put back is not seen", () => {
    const { chapter: c, leader, member } = team();
    const lead = actor(leader.id);
    const ev = event(c.id, new Date("2026-04-10T15:00:00Z"), 2, "Triage");
    saveRoster(lead, ev.id, { present: [member.id], listed: [member.id] });
    const page = (n = 1) => chapterHoursReportPage(lead, c.id, RANGE, { page: n, perPage: 50 });
    const first = page();
    expect(first.total).toBe(2);
    // Another page and another reader of the same chapter and range share the kept tallies.
    expect(page(2).byMonth).toBe(first.byMonth);
    expect(page().byType).toBe(first.byType);
    // Another range is kept apart.
    expect(
      chapterHoursReportPage(lead, c.id, { from: "2026-04-01", to: "2026-04-30" }, { page: 1, perPage: 50 }).byMonth,
    ).not.toBe(first.byMonth);

    const stamp = version();
    db.update(eventAttendance).set({ hours: 5 }).where(eq(eventAttendance.eventId, ev.id)).run();
    db.run(sql`update content_version set value = ${stamp} where id = 5`);
    expect(page().total).toBe(2); // kept: the write is not seen
    expect(page().rows[0]!.hours).toBe(5); // the page's rows are read every time
    db.run(sql`update content_version set value = ${stamp + 1000} where id = 5`);
    expect(page().total).toBe(5);
  });
});
