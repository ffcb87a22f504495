import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccessError } from "~/access/errors";
import { db } from "~/db/client.server";
import {
  activationResponses,
  onScenePeriods,
  activations,
  auditLogs,
  credentials,
  eventAttendance,
  memberships,
  rsvps,
} from "~/db/schema";
import {
  getAttendancePage,
  kioskCheckIn,
  saveRoster,
  searchRoster,
  selfCheckIn,
  setAttendanceHours,
  setTrainingType,
} from "~/models/attendance.server";
import { listCredentialsFor, recordCredential, verifyCredential } from "~/models/credential.server";
import {
  chapterHoursReport,
  chapterHoursReportPage,
  logService,
  memberYearHours,
  reviewService,
  volunteerHourValue,
} from "~/models/hours.server";
import { ServiceLogSchema } from "~/models/hours.schema";
import { actor, chapter, event, join, person, team } from "./credential-fixtures";

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e.kind;
    throw e;
  }
  return null;
}

describe("attendance", () => {
  it("ticking a member at a training event issues their credential, verified by the leader (audited)", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-11-20T15:00:00Z"), 3, "CPR/AED class");
    setTrainingType(actor(leader.id), ev.id, "cpr-aed");
    const page = getAttendancePage(actor(leader.id), ev.id);
    expect(page.roster!.map((p) => [p.name, p.canMark])).toEqual([
      ["Lee Leader", false], // nobody ticks themselves
      ["Morgan Member", true],
    ]);
    // The form lists only the rows the leader may tick.
    const listed = page.roster!.filter((p) => p.canMark).map((p) => p.id);
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed });
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed }); // saved twice
    const creds = listCredentialsFor(actor(member.id), member.id, "2026-11-23");
    expect(creds).toHaveLength(1);
    expect(creds[0]).toMatchObject({
      typeName: "CPR/AED",
      status: "Valid",
      issuedOn: "2026-11-20",
      expiresOn: "2028-11-20",
      verifiedByName: "Lee Leader",
      source: "attendance",
    });
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, creds[0]!.id), eq(auditLogs.action, "verify_credential")))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(leader.id);
  });

  it("renews an expiring credential, and unticking removes the attendance and what it issued", () => {
    const { chapter: c, leader, member } = team();
    const old = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2024-12-01" });
    verifyCredential(actor(leader.id), old.id);
    expect(listCredentialsFor(actor(member.id), member.id, "2026-11-23")[0]!.status).toBe("Expiring");
    const ev = event(c.id, new Date("2026-11-21T15:00:00Z"));
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] });
    setTrainingType(actor(leader.id), ev.id, "first-aid"); // marked afterwards: attendees get it now
    const statuses = listCredentialsFor(actor(member.id), member.id, "2026-11-23").map((c) => c.status);
    expect(statuses).toEqual(["Valid", "Expiring"]);
    saveRoster(actor(leader.id), ev.id, { present: [], listed: [member.id] });
    expect(db.select().from(credentials).where(eq(credentials.sourceEventId, ev.id)).all()).toEqual([]);
  });

  it("only leaders of the event's chapter record attendance", () => {
    const { chapter: c, member } = team();
    const other = person(["ChapterLeader"]);
    join(other.id, chapter().id, "Leader");
    const ev = event(c.id, new Date("2026-11-21T15:00:00Z"));
    expect(refusal(() => saveRoster(actor(other.id), ev.id, { present: [member.id], listed: [member.id] }))).toBe(
      "forbidden",
    );
    expect(refusal(() => kioskCheckIn(actor(member.id), ev.id, member.id))).toBe("forbidden");
    expect(refusal(() => setTrainingType(actor(other.id), ev.id, "cpr-aed"))).toBe("forbidden");
    expect(getAttendancePage(actor(member.id), ev.id).checkInCode).toBeNull(); // members never see the code
  });

  it("kiosk: search by name, check in once", () => {
    const { chapter: c, leader, member } = team();
    const quinn = person(["Member"], "Quinn Member");
    join(quinn.id, c.id);
    const ev = event(c.id, new Date("2026-11-21T15:00:00Z"));
    db.insert(rsvps).values({ eventId: ev.id, userId: quinn.id, status: "Confirmed" }).run();
    expect(searchRoster(actor(leader.id), ev.id, "quin").map((p) => p.name)).toEqual(["Quinn Member"]);
    expect(kioskCheckIn(actor(leader.id), ev.id, quinn.id).alreadyIn).toBe(false);
    expect(kioskCheckIn(actor(leader.id), ev.id, quinn.id).alreadyIn).toBe(true);
    expect(searchRoster(actor(leader.id), ev.id, "quin")[0]!.present).toBe(true);
    expect(searchRoster(actor(leader.id), ev.id, "morgan")[0]!.id).toBe(member.id);
    // The leader never finds themselves: another leader checks them in.
    expect(searchRoster(actor(leader.id), ev.id, "lee")).toEqual([]);
  });

  it("self check-in needs the event's code and works only while the event runs", () => {
    const { chapter: c, leader, member } = team();
    const start = new Date("2026-11-23T15:00:00Z");
    const ev = event(c.id, start, 2);
    setTrainingType(actor(leader.id), ev.id, "cpr-aed");
    const code = getAttendancePage(actor(leader.id), ev.id).checkInCode!;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(refusal(() => selfCheckIn(actor(member.id), ev.id, code, new Date("2026-11-23T14:45:00Z")))).toBe("invalid"); // before the start
    expect(refusal(() => selfCheckIn(actor(member.id), ev.id, code, new Date("2026-11-23T17:30:00Z")))).toBe("invalid"); // over
    expect(refusal(() => selfCheckIn(actor(member.id), ev.id, "WRONG1", new Date("2026-11-23T15:30:00Z")))).toBe(
      "invalid",
    );
    expect(selfCheckIn(actor(member.id), ev.id, code.toLowerCase(), new Date("2026-11-23T15:00:00Z")).alreadyIn).toBe(
      false,
    );
    expect(selfCheckIn(actor(member.id), ev.id, code, new Date("2026-11-23T15:45:00Z")).alreadyIn).toBe(true);
    // Without an RSVP it counts for nothing until a leader confirms it on the roster (hours and credential).
    expect(listCredentialsFor(actor(member.id), member.id)).toEqual([]);
    expect(memberYearHours(actor(member.id), member.id, 2026).byType.Training).toBe(0);
    expect(getAttendancePage(actor(member.id), ev.id).myAttendance).toMatchObject({ method: "code", counted: false });
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] });
    expect(listCredentialsFor(actor(member.id), member.id).map((c) => c.status)).toEqual(["Valid"]);
    expect(memberYearHours(actor(member.id), member.id, 2026).byType.Training).toBe(2);
  });
  it("after five wrong codes a member must ask a leader, even with the right code", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-11-23T15:00:00Z"), 2);
    const code = getAttendancePage(actor(leader.id), ev.id).checkInCode!;
    const during = new Date("2026-11-23T15:30:00Z");
    for (let i = 0; i < 5; i++)
      expect(refusal(() => selfCheckIn(actor(member.id), ev.id, "ZZZZZZ", during))).toBe("invalid");
    expect(() => selfCheckIn(actor(member.id), ev.id, code, during)).toThrow(/Too many wrong codes/);
    const other = person(["Member"]);
    join(other.id, c.id);
    expect(selfCheckIn(actor(other.id), ev.id, code, during).alreadyIn).toBe(false);
  });
});

describe("attendance follows the review rules (issue 27)", () => {
  const during = (ev: { startAt: Date }) => new Date(ev.startAt.getTime() + 30 * 60_000);

  it("only approved members of the event's chapter are marked present: roster and kiosk", () => {
    const { chapter: c, leader } = team();
    const ev = event(c.id, new Date("2026-11-21T15:00:00Z"));
    const outsider = person(["Member"], "Otto Outsider"); // RSVP'd, but not a member
    db.insert(rsvps).values({ eventId: ev.id, userId: outsider.id, status: "Confirmed" }).run();
    const pending = person(["Member"], "Pat Pending");
    db.insert(memberships).values({ userId: pending.id, chapterId: c.id, status: "Pending" }).run();
    const elsewhere = person(["Member"], "Eve Elsewhere");
    join(elsewhere.id, chapter().id);
    for (const p of [outsider, pending, elsewhere]) {
      expect(refusal(() => saveRoster(actor(leader.id), ev.id, { present: [p.id], listed: [p.id] }))).toBe("forbidden");
      expect(refusal(() => kioskCheckIn(actor(leader.id), ev.id, p.id))).toBe("forbidden");
    }
    expect(db.select().from(eventAttendance).where(eq(eventAttendance.eventId, ev.id)).all()).toEqual([]);
    const row = getAttendancePage(actor(leader.id), ev.id).roster!.find((p) => p.id === outsider.id);
    expect(row?.canMark).toBe(false);
  });

  it("nobody marks themselves present, adjusts their own hours or so verifies their own credential: admins included", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-11-21T15:00:00Z"));
    setTrainingType(actor(leader.id), ev.id, "cpr-aed");
    expect(refusal(() => saveRoster(actor(leader.id), ev.id, { present: [leader.id], listed: [leader.id] }))).toBe(
      "forbidden",
    );
    expect(refusal(() => kioskCheckIn(actor(leader.id), ev.id, leader.id))).toBe("forbidden");
    const admin = person(["GlobalAdmin"]);
    join(admin.id, c.id);
    expect(refusal(() => kioskCheckIn(actor(admin.id), ev.id, admin.id))).toBe("forbidden");
    expect(listCredentialsFor(actor(leader.id), leader.id)).toEqual([]);
    // Marked by someone else, the leader still cannot untick or re-time their own row.
    kioskCheckIn(actor(admin.id), ev.id, leader.id);
    expect(refusal(() => saveRoster(actor(leader.id), ev.id, { present: [], listed: [leader.id] }))).toBe("forbidden");
    expect(refusal(() => setAttendanceHours(actor(leader.id), ev.id, leader.id, 12))).toBe("forbidden");
    // The same holds on the direct review paths, administrators included.
    const own = recordCredential(actor(admin.id), { credentialTypeId: "is-200", issuedOn: "2026-06-01" });
    expect(refusal(() => verifyCredential(actor(admin.id), own.id))).toBe("forbidden");
    const service = logService(actor(admin.id), { chapterId: c.id, servedOn: "2026-04-02", activity: "Net", hours: 1 });
    expect(refusal(() => reviewService(actor(admin.id), service.id, "approve"))).toBe("forbidden");
    void member;
  });

  it("attendance before the event's start is refused on every path", () => {
    const { chapter: c, leader, member } = team();
    const start = new Date("2026-12-01T15:00:00Z");
    const ev = event(c.id, start, 2);
    const before = new Date(start.getTime() - 10 * 60_000);
    expect(
      refusal(() => saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] }, before)),
    ).toBe("invalid");
    expect(refusal(() => kioskCheckIn(actor(leader.id), ev.id, member.id, before))).toBe("invalid");
    const code = getAttendancePage(actor(leader.id), ev.id).checkInCode!;
    expect(refusal(() => selfCheckIn(actor(member.id), ev.id, code, before))).toBe("invalid");
    expect(db.select().from(eventAttendance).where(eq(eventAttendance.eventId, ev.id)).all()).toEqual([]);
    expect(saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] }, start).added).toBe(1);
  });

  it("self check-in is for approved members of the chapter; an RSVP makes it count at once", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-11-23T15:00:00Z"), 2);
    const code = getAttendancePage(actor(leader.id), ev.id).checkInCode!;
    const stranger = person(["Member"]);
    db.insert(rsvps).values({ eventId: ev.id, userId: stranger.id, status: "Confirmed" }).run();
    expect(refusal(() => selfCheckIn(actor(stranger.id), ev.id, code, during(ev)))).toBe("forbidden");
    expect(getAttendancePage(actor(stranger.id), ev.id).canCheckIn).toBe(false);
    db.insert(rsvps).values({ eventId: ev.id, userId: member.id, status: "Confirmed" }).run();
    expect(selfCheckIn(actor(member.id), ev.id, code, during(ev))).toMatchObject({ alreadyIn: false, counted: true });
    expect(memberYearHours(actor(member.id), member.id, 2026).byType.Event).toBe(2);
    expect(getAttendancePage(actor(member.id), ev.id).myAttendance).toMatchObject({ counted: true });
  });
});

describe("volunteer hours", () => {
  it("attendance counts the event's length unless a leader adjusts it (audited)", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-03-10T15:00:00Z"), 3, "Shelter drill");
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] });
    expect(memberYearHours(actor(member.id), member.id, 2026).byType.Event).toBe(3);
    setAttendanceHours(actor(leader.id), ev.id, member.id, 1.5);
    expect(memberYearHours(actor(member.id), member.id, 2026).total).toBe(1.5);
    expect(refusal(() => setAttendanceHours(actor(leader.id), ev.id, member.id, 30))).toBe("invalid");
    expect(
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, ev.id), eq(auditLogs.action, "adjust_attendance_hours")))
        .all(),
    ).toHaveLength(1);
  });

  it("logged service counts once a leader approves it (audited); nobody approves their own", () => {
    const { chapter: c, leader, member } = team();
    const entry = logService(actor(member.id), {
      chapterId: c.id,
      servedOn: "2026-04-02",
      activity: "Smoke alarm outreach",
      hours: 2.5,
    });
    expect(memberYearHours(actor(member.id), member.id, 2026)).toMatchObject({ total: 0, pendingHours: 2.5 });
    expect(refusal(() => reviewService(actor(member.id), entry.id, "approve"))).toBe("not_found");
    const own = logService(actor(leader.id), {
      chapterId: c.id,
      servedOn: "2026-04-02",
      activity: "Radio net",
      hours: 1,
    });
    expect(refusal(() => reviewService(actor(leader.id), own.id, "approve"))).toBe("forbidden");
    reviewService(actor(leader.id), entry.id, "approve");
    expect(memberYearHours(actor(member.id), member.id, 2026)).toMatchObject({ total: 2.5, pendingHours: 0 });
    expect(refusal(() => reviewService(actor(leader.id), entry.id, "reject"))).toBe("invalid");
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, entry.id), eq(auditLogs.action, "approve_service_hours")))
      .get();
    expect(audit?.actorId).toBe(leader.id);
  });

  it("service is logged only for one's own chapters, not in the future, in quarter hours", () => {
    const { member } = team();
    expect(
      refusal(() =>
        logService(actor(member.id), {
          chapterId: chapter().id,
          servedOn: "2026-04-02",
          activity: "Outreach",
          hours: 1,
        }),
      ),
    ).toBe("invalid");
    expect(
      ServiceLogSchema.safeParse({ chapterId: "x", servedOn: "2026-04-02", activity: "Outreach", hours: "1.3" })
        .success,
    ).toBe(false);
    expect(
      ServiceLogSchema.safeParse({ chapterId: "x", servedOn: "2026-04-02", activity: "Outreach", hours: "1.25" })
        .success,
    ).toBe(true);
  });

  it("the chapter report totals by month and type, valued at the configured rate", () => {
    const { chapter: c, leader, member } = team();
    const ev = event(c.id, new Date("2026-02-10T15:00:00Z"), 4, "CERT Basic Training");
    setTrainingType(actor(leader.id), ev.id, "cert-basic");
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] });
    // The leader's own attendance is recorded by another leader of the chapter.
    const co = person(["ChapterLeader", "Member"], "Cole Coleader");
    join(co.id, c.id, "Leader");
    saveRoster(actor(co.id), ev.id, { present: [member.id, leader.id], listed: [member.id, leader.id] });
    const s = logService(actor(member.id), {
      chapterId: c.id,
      servedOn: "2026-03-05",
      activity: "Flood sandbagging",
      hours: 2,
    });
    reviewService(actor(leader.id), s.id, "approve");
    process.env.VOLUNTEER_HOUR_VALUE = "30";
    const r = chapterHoursReport(actor(leader.id), c.id, { from: "2026-01-01", to: "2026-12-31" });
    delete process.env.VOLUNTEER_HOUR_VALUE;
    expect(r.total).toBe(10);
    expect(r.value).toBe(300);
    expect(r.members).toBe(2);
    expect(r.byType).toMatchObject({ Training: 8, Service: 2 });
    expect(r.byMonth.map((m) => [m.month, m.total])).toEqual([
      ["2026-02", 8],
      ["2026-03", 2],
    ]);
    expect(r.rows.map((x) => [x.member, x.type, x.hours, x.approvedBy])).toContainEqual([
      "Morgan Member",
      "Service",
      2,
      "Lee Leader",
    ]);
    // A service row has the keys of any ledger row, as the pages' JSON and the API's entries carry
    // them: its reviewer's name is its `approvedBy` (it once came twice, also as a stray `reviewer`).
    const keys = (type: string) => Object.keys(JSON.parse(JSON.stringify(r.rows.find((x) => x.type === type)))).sort();
    expect(keys("Service")).toEqual(keys("Training"));
    expect(keys("Service")).toEqual([
      "activity",
      "approvedBy",
      "chapterId",
      "date",
      "hours",
      "id",
      "member",
      "memberDeletedAt",
      "memberId",
      "type",
    ]);
    expect(volunteerHourValue()).toBe(34.79);
    const other = person(["ChapterLeader"]);
    join(other.id, chapter().id, "Leader");
    expect(refusal(() => chapterHoursReport(actor(other.id), c.id, { from: "2026-01-01", to: "2026-12-31" }))).toBe(
      "forbidden",
    );
    expect(refusal(() => memberYearHours(actor(other.id), member.id))).toBe("forbidden");
  });

  it("activation check-in to check-out counts as Activation hours", () => {
    const { chapter: c, leader, member } = team();
    const act = db
      .insert(activations)
      .values({
        chapterId: c.id,
        kind: "Real",
        title: "Flash flood shelter",
        details: "d",
        location: "l",
        reportAt: new Date("2026-05-04T20:00:00Z"),
        needed: 2,
      })
      .returning()
      .get();
    const period = (userId: string, token: string, inAt: string, outAt?: string) => {
      const response = db
        .insert(activationResponses)
        .values({
          activationId: act.id,
          userId,
          token,
          reply: "Available",
          checkedInAt: new Date(inAt),
          checkedOutAt: outAt ? new Date(outAt) : null,
        })
        .returning()
        .get();
      db.insert(onScenePeriods)
        .values({
          activationId: act.id,
          responseId: response.id,
          userId,
          checkedInAt: new Date(inAt),
          checkedOutAt: outAt ? new Date(outAt) : null,
        })
        .run();
    };
    period(member.id, `tok-${act.id}`, "2026-05-04T20:15:00Z", "2026-05-05T00:45:00Z");
    // Still on scene: not counted until checked out.
    period(leader.id, `tok2-${act.id}`, "2026-05-04T20:00:00Z");
    expect(memberYearHours(actor(member.id), member.id, 2026).byType.Activation).toBe(4.5);
    const r = chapterHoursReport(actor(leader.id), c.id, { from: "2026-05-01", to: "2026-05-31" });
    expect(r.rows.map((x) => [x.member, x.activity, x.type, x.hours, x.approvedBy])).toEqual([
      ["Morgan Member", "Flash flood shelter (activation)", "Activation", 4.5, "Check-in/out"],
    ]);
  });

  it("a report page has the whole report's totals and the rows of its stretch of the ledger", () => {
    const { chapter: c, leader, member } = team();
    const others = ["Ana Able", "Zed Zane", "émile Ève"].map((name) => {
      const p = person(["Member"], name);
      join(p.id, c.id);
      return p;
    });
    const everyone = [member.id, leader.id, ...others.map((p) => p.id)];
    // Three events; the evening one dates on the 23rd locally, like the first; rows on one day span pages.
    for (const [at, title] of [
      ["2026-11-23T15:00:00Z", "Radio drill"],
      ["2026-11-24T01:00:00Z", "Evening CPR"],
      ["2026-11-25T15:00:00Z", "Triage night"],
    ] as const) {
      const ev = event(c.id, new Date(at), 2, title);
      const co = person(["ChapterLeader", "Member"]);
      join(co.id, c.id, "Leader");
      saveRoster(actor(co.id), ev.id, { present: everyone, listed: everyone });
    }
    const s = logService(actor(member.id), {
      chapterId: c.id,
      servedOn: "2026-11-24",
      activity: "Shelter setup",
      hours: 1.25,
    });
    reviewService(actor(leader.id), s.id, "approve");
    const range = { from: "2026-11-23", to: "2026-11-25" };
    const whole = chapterHoursReport(actor(leader.id), c.id, range);
    expect(whole.rows).toHaveLength(16);
    for (const perPage of [1, 3, 7, 16, 20]) {
      for (let page = 1; page <= Math.ceil(16 / perPage) + 1; page++) {
        const r = chapterHoursReportPage(actor(leader.id), c.id, range, { page, perPage });
        const offset = (page - 1) * perPage;
        expect(r).toEqual({
          ...whole,
          rows: whole.rows.slice(offset, offset + perPage),
          rowCount: 16,
          page,
          hasNext: offset + perPage < 16,
        });
      }
    }
    const other = person(["ChapterLeader"]);
    join(other.id, chapter().id, "Leader");
    expect(refusal(() => chapterHoursReportPage(actor(other.id), c.id, range, { page: 1, perPage: 50 }))).toBe(
      "forbidden",
    );
  });

  it("an evening event is dated on the chapter's local calendar (credential and hours)", () => {
    const { chapter: c, leader, member } = team(); // chapters default to America/New_York
    const ev = event(c.id, new Date("2026-11-24T01:00:00Z"), 2, "Evening CPR"); // 8 PM Eastern on the 23rd
    setTrainingType(actor(leader.id), ev.id, "cpr-aed");
    saveRoster(actor(leader.id), ev.id, { present: [member.id], listed: [member.id] });
    expect(listCredentialsFor(actor(member.id), member.id)[0]).toMatchObject({
      issuedOn: "2026-11-23",
      expiresOn: "2028-11-23",
    });
    const r = chapterHoursReport(actor(leader.id), c.id, { from: "2026-11-23", to: "2026-11-23" });
    expect(r.rows.map((x) => [x.date, x.hours])).toEqual([["2026-11-23", 2]]);
  });
});
