import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccessError } from "~/access/errors";
import { db } from "~/db/client.server";
import { activationResponses, credentials, credentialTypes, onScenePeriods } from "~/db/schema";
import { sayLogEntry } from "~/flows/activation-record.server";
import { serverT } from "~/i18n/catalogue.server";
import { ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import {
  ACTIVITY_LOG_COLUMNS,
  activityLogCsvRows,
  CHECK_IN_LIST_COLUMNS,
  checkInListCsvRows,
  COST_SHARE_COLUMNS,
  costShareCsvRows,
  costShareHours,
  getActivityLog,
  getCheckInList,
} from "~/models/activation-record.server";
import { replyByToken } from "~/models/activation-reply.server";
import { checkByLeader, checkByToken, getActivationRoster } from "~/models/activation-roster.server";
import { closeActivation, createActivation, postActivationUpdate } from "~/models/activation-send.server";
import { chapterHoursReport } from "~/models/hours.server";
import { csvResponse } from "~/utils/csv.server";
import { zonedDateTime } from "~/utils/event-time-format";
import { actor, chapter, join, person, team } from "./credential-fixtures";

const BASE = "https://cert.example";
// 4 PM Eastern on May 4, 2026 (chapters default to America/New_York).
const T0 = new Date("2026-05-04T20:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function callOut(chapterId: string, leaderId: string, kind: "Drill" | "Real" = "Real", title = "Flood sandbagging") {
  return createActivation(
    actor(leaderId),
    { chapterId, kind, title, details: "River rising", location: "Fire Station 3", reportAt: at(60), needed: 2 },
    { baseUrl: BASE, now: T0 },
  ).activation;
}

/** The member replies Available and checks in through their own link at `minutes`. */
function arrives(activationId: string, userId: string, minutes: number) {
  const token = responseTokenFor(activationId, userId)!;
  replyByToken(token, ReplySchema.parse({ reply: "Available" }), { baseUrl: BASE, now: at(minutes - 5) });
  checkByToken(token, "in", at(minutes));
  return token;
}

function responseOf(leaderId: string, activationId: string, name: string) {
  return getActivationRoster(actor(leaderId), activationId).roster.find((r) => r.displayName === name)!.responseId;
}

function refusal(fn: () => unknown): AccessError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e;
    throw e;
  }
  throw new Error("expected an AccessError");
}

function credential(userId: string, name: string, issuedOn: string, expiresOn: string | null, verified = true) {
  const type =
    db.select().from(credentialTypes).where(eq(credentialTypes.name, name)).get() ??
    db.insert(credentialTypes).values({ name, validityMonths: null }).returning().get();
  db.insert(credentials)
    .values({
      userId,
      credentialTypeId: type.id,
      issuedOn,
      expiresOn,
      verifiedAt: verified ? new Date("2026-01-10T00:00:00Z") : null,
    })
    .run();
}

describe("the ICS-211 check-in list", () => {
  it("lists one line per period on scene with chapter, qualifications held then, times and hours, in a fixed column order", () => {
    const { chapter: c, leader, member } = team();
    credential(member.id, `Record CPR ${c.id}`, "2025-06-01", "2027-06-01");
    credential(member.id, `Record Expired ${c.id}`, "2020-01-01", "2026-01-01");
    credential(member.id, `Record Unverified ${c.id}`, "2026-01-01", null, false);
    const a = callOut(c.id, leader.id);
    arrives(a.id, member.id, 60);
    const responseId = responseOf(leader.id, a.id, "Morgan Member");
    checkByLeader(actor(leader.id), a.id, responseId, "out", at(180)); // 2 h
    checkByLeader(actor(leader.id), a.id, responseId, "in", at(210)); // back after a 30 min break: a new period
    checkByLeader(actor(leader.id), a.id, responseId, "out", at(270)); // 1 h

    const list = getCheckInList(actor(leader.id), a.id);
    expect(list.lines.map((l) => [l.name, l.chapter, l.qualifications, l.timeIn, l.timeOut, l.hours])).toEqual([
      ["Morgan Member", c.name, [`Record CPR ${c.id}`], at(60), at(180), 2],
      ["Morgan Member", c.name, [`Record CPR ${c.id}`], at(210), at(270), 1],
    ]);
    expect(list).toMatchObject({ people: 1, onScene: 0, totalHours: 3 });

    expect(CHECK_IN_LIST_COLUMNS).toEqual(["name", "chapter", "qualifications", "timeIn", "timeOut", "hours"]);
    const time = (d: Date) => zonedDateTime(d, "America/New_York", "en");
    expect([...checkInListCsvRows(list, time)][0]).toEqual([
      "Morgan Member",
      c.name,
      `Record CPR ${c.id}`,
      "May 4, 2026, 5:00 PM EDT",
      "May 4, 2026, 7:00 PM EDT",
      "2",
    ]);
    // The hours ledger counts the periods, not first-in to last-out across the break.
    const report = chapterHoursReport(actor(leader.id), c.id, { from: "2026-05-01", to: "2026-05-31" });
    expect(report.byType.Activation).toBe(3);
  });

  it("an undone check-out reopens the period; someone still on scene has no hours yet", () => {
    const { chapter: c, leader, member } = team();
    const a = callOut(c.id, leader.id);
    arrives(a.id, member.id, 60);
    const responseId = responseOf(leader.id, a.id, "Morgan Member");
    checkByLeader(actor(leader.id), a.id, responseId, "out", at(90));
    checkByLeader(actor(leader.id), a.id, responseId, "in", at(92)); // the mis-tap, undone 2 min later
    const list = getCheckInList(actor(leader.id), a.id);
    expect(list.lines.map((l) => [l.timeIn, l.timeOut, l.hours])).toEqual([[at(60), null, null]]);
    expect(list).toMatchObject({ onScene: 1, totalHours: 0 });
    const period = db.select().from(onScenePeriods).where(eq(onScenePeriods.activationId, a.id)).get()!;
    expect(period).toMatchObject({ checkedInById: member.id, checkedInVia: "link", checkedOutById: null });
  });

  it("someone alerted from another chapter is listed with their own chapter", () => {
    const { chapter: c, leader } = team();
    const other = chapter(`Record Other ${c.id}`);
    const guest = person(["Member"], "Gale Guest");
    join(guest.id, other.id);
    const a = callOut(c.id, leader.id);
    // On the roster the way a second-group wave puts them there, then checked in by a leader.
    const response = db
      .insert(activationResponses)
      .values({ activationId: a.id, userId: guest.id, token: `guest-${a.id}`, reply: "Available" })
      .returning()
      .get();
    checkByLeader(actor(leader.id), a.id, response.id, "in", at(45));
    const list = getCheckInList(actor(leader.id), a.id);
    expect(list.lines.map((l) => [l.name, l.chapter, l.hours])).toEqual([["Gale Guest", other.name, null]]);
  });
});

describe("the ICS-214 activity log", () => {
  it("says what happened, oldest first, with who did it; the CSV keeps time, activity, by", () => {
    const { chapter: c, leader, member } = team();
    const a = callOut(c.id, leader.id, "Drill");
    postActivationUpdate(
      actor(leader.id),
      a.id,
      { message: "Bring gloves", audience: "Responders" },
      { baseUrl: BASE, now: at(10) },
    );
    arrives(a.id, member.id, 60);
    checkByLeader(actor(leader.id), a.id, responseOf(leader.id, a.id, "Morgan Member"), "out", at(120));
    closeActivation(actor(leader.id), a.id, { now: at(130) });

    const log = getActivityLog(actor(leader.id), a.id);
    const t = serverT("en");
    const time = (d: Date) => zonedDateTime(d, "America/New_York", "en");
    expect(ACTIVITY_LOG_COLUMNS).toEqual(["time", "activity", "by"]);
    expect([...activityLogCsvRows(log, time, (e) => sayLogEntry(t, e, time))]).toEqual([
      ["May 4, 2026, 4:00 PM EDT", "Call-out sent: 2 needed, report by May 4, 2026, 5:00 PM EDT", "Lee Leader"],
      ["May 4, 2026, 4:10 PM EDT", "Update to responders (0 people): Bring gloves", "Lee Leader"],
      ["May 4, 2026, 5:00 PM EDT", "Morgan Member checked in (own link)", "Morgan Member"],
      ["May 4, 2026, 6:00 PM EDT", "Morgan Member checked out", "Lee Leader"],
      ["May 4, 2026, 6:10 PM EDT", "Stood down: everyone alerted was told", "Lee Leader"],
    ]);
    expect(log.header).toMatchObject({ kind: "Drill", title: "Flood sandbagging", location: "Fire Station 3" });
  });

  it("is for the chapter's leaders and administrators only (the check-in list likewise)", () => {
    const { chapter: c, leader, member } = team();
    const a = callOut(c.id, leader.id);
    const otherLeader = person(["ChapterLeader", "Member"]);
    join(otherLeader.id, chapter().id, "Leader");
    const admin = person(["GlobalAdmin"]);
    for (const read of [getActivityLog, getCheckInList]) {
      expect(refusal(() => read(actor(member.id), a.id)).kind).toBe("forbidden");
      expect(refusal(() => read(actor(otherLeader.id), a.id)).kind).toBe("forbidden");
      expect(refusal(() => read(actor(leader.id), "no-such-activation")).kind).toBe("not_found");
      expect(read(actor(admin.id), a.id).header.id).toBe(a.id);
    }
  });
});

describe("volunteer hours for cost share", () => {
  it("lists completed periods of real activations in the range: person, date, site, task, hours, certified by", () => {
    const { chapter: c, leader, member } = team();
    const helper = person(["Member"], "Harper Helper");
    join(helper.id, c.id);
    const real = callOut(c.id, leader.id, "Real", "DRILL: Shelter support");
    arrives(real.id, member.id, 60);
    arrives(real.id, helper.id, 60);
    checkByLeader(actor(leader.id), real.id, responseOf(leader.id, real.id, "Morgan Member"), "out", at(210));
    checkByToken(responseTokenFor(real.id, helper.id)!, "out", at(120)); // self check-out: not certified
    const drill = callOut(c.id, leader.id, "Drill");
    arrives(drill.id, member.id, 60);
    checkByLeader(actor(leader.id), drill.id, responseOf(leader.id, drill.id, "Morgan Member"), "out", at(120));

    const report = costShareHours(actor(leader.id), c.id, { from: "2026-05-04", to: "2026-05-04" });
    expect(COST_SHARE_COLUMNS).toEqual(["person", "date", "site", "task", "hours", "certifiedBy"]);
    expect([...costShareCsvRows(report)]).toEqual([
      ["Harper Helper", "2026-05-04", "Fire Station 3", "Shelter support", "1", ""],
      ["Morgan Member", "2026-05-04", "Fire Station 3", "Shelter support", "2.5", "Lee Leader"],
    ]);
    expect(report).toMatchObject({ totalHours: 3.5, people: 2, uncertified: 1 });
    // The day is the chapter's: 4 PM Eastern on May 4 is not in May 5's export.
    expect(costShareHours(actor(leader.id), c.id, { from: "2026-05-05", to: "2026-05-31" }).lines).toEqual([]);
    expect(refusal(() => costShareHours(actor(member.id), c.id, { from: "2026-05-01", to: "2026-05-31" })).kind).toBe(
      "forbidden",
    );
  });
});

describe("record CSV files", () => {
  it("neutralise a cell a spreadsheet would run as a formula", async () => {
    const response = csvResponse(
      "x.csv",
      ["Name", "Hours"],
      [
        ['=HYPERLINK("http://evil")', "1"],
        ["@SUM(A1)", "2"],
      ],
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await response.text()).toBe(`Name,Hours\r\n"'=HYPERLINK(""http://evil"")",1\r\n'@SUM(A1),2\r\n`);
  });
});
