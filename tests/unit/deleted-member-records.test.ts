import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { sayLogEntry } from "~/flows/activation-record.server";
import { serverT } from "~/i18n/catalogue.server";
import { ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import {
  activityLogCsvRows,
  checkInListCsvRows,
  costShareCsvRows,
  costShareHours,
  getActivityLog,
  getCheckInList,
} from "~/models/activation-record.server";
import { replyByToken } from "~/models/activation-reply.server";
import { checkByLeader, checkByToken, getActivationRoster } from "~/models/activation-roster.server";
import { createActivation } from "~/models/activation-send.server";
import { deleteAccount } from "~/models/account-data.server";
import { getAttendancePage, kioskCheckIn } from "~/models/attendance.server";
import { DELETED_MEMBER, namesFor } from "~/models/deleted-member";
import { hashPassword } from "~/models/user.server";
import { zonedDateTime } from "~/utils/event-time-format";
import { actor, event, person, team } from "./credential-fixtures";

/**
 * A deleted account's rows stay in the chapter's records (decision 030): the activation roster, the
 * ICS-211 check-in list, the ICS-214 activity log, the cost-share lines and an event's attendance.
 * Pages and their CSV files name it in the reader's language (decision 036); the JSON API keeps the
 * stored name.
 */

const BASE = "https://cert.example";
const PASSWORD = "Correct-Horse-42";
// 4 PM Eastern on May 4, 2026 (chapters default to America/New_York).
const T0 = new Date("2026-05-04T20:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const time = (d: Date) => zonedDateTime(d, "America/New_York", "en");

/** A member who answered a real call-out, was on scene 2 hours, attended a training, then deleted their account. */
async function deletedResponder() {
  const { chapter: c, leader, member } = team();
  db.update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, member.id))
    .run();
  const { activation } = createActivation(
    actor(leader.id),
    {
      chapterId: c.id,
      kind: "Real",
      title: "Flood sandbagging",
      details: "River rising",
      location: "Fire Station 3",
      reportAt: at(60),
      needed: 2,
    },
    { baseUrl: BASE, now: T0 },
  );
  const token = responseTokenFor(activation.id, member.id)!;
  replyByToken(token, ReplySchema.parse({ reply: "Available" }), { baseUrl: BASE, now: at(55) });
  checkByToken(token, "in", at(60));
  const responseId = getActivationRoster(actor(leader.id), activation.id).roster.find(
    (r) => r.userId === member.id,
  )!.responseId;
  checkByLeader(actor(leader.id), activation.id, responseId, "out", at(180));
  const training = event(c.id, at(24 * 60));
  kioskCheckIn(actor(leader.id), training.id, member.id, at(24 * 60 + 10));
  await deleteAccount(actor(member.id), PASSWORD);
  return { chapter: c, leader, member, activation, training };
}

describe("a deleted account in the chapter's records", () => {
  it("is named in the reader's language on the roster, the ICS-211 and ICS-214 forms, the cost-share lines and attendance", async () => {
    const { chapter: c, leader, member, activation, training } = await deletedResponder();
    const es = namesFor(serverT("es"));
    const fr = namesFor(serverT("fr"));

    const roster = getActivationRoster(actor(leader.id), activation.id, es).roster;
    expect(roster.find((r) => r.userId === member.id)!.displayName).toBe("Miembro eliminado");
    // The leader, alive, keeps their name.
    expect(roster.find((r) => r.userId === leader.id)!.displayName).toBe("Lee Leader");

    const list = getCheckInList(actor(leader.id), activation.id, es);
    expect(list.lines.map((l) => l.name)).toEqual(["Miembro eliminado"]);
    expect([...checkInListCsvRows(list, time)][0]![0]).toBe("Miembro eliminado");

    const t = serverT("fr");
    const log = getActivityLog(actor(leader.id), activation.id, fr);
    const rows = [...activityLogCsvRows(log, time, (e) => sayLogEntry(t, e, time))];
    const checkIn = rows.find(([, , by]) => by === "Membre supprimé")!;
    expect(checkIn[1]).toContain("Membre supprimé");
    const checkOut = log.entries.find((e) => e.kind === "checkOut")!;
    expect(sayLogEntry(t, checkOut, time)).toContain("Membre supprimé");
    expect(checkOut.by).toBe("Lee Leader");

    const report = costShareHours(actor(leader.id), c.id, { from: "2026-05-01", to: "2026-05-31" }, es);
    expect(report.lines.map((l) => [l.person, l.hours, l.certifiedBy])).toEqual([
      ["Miembro eliminado", 2, "Lee Leader"],
    ]);
    expect([...costShareCsvRows(report)][0]![0]).toBe("Miembro eliminado");

    const attendance = getAttendancePage(actor(leader.id), training.id, at(24 * 60 + 30), fr).roster!;
    expect(attendance.find((p) => p.id === member.id)).toMatchObject({ name: "Membre supprimé", present: true });
  });

  it("keeps the stored name where no reader's language applies (the JSON API), and never renames a living member", async () => {
    const { leader, member, activation } = await deletedResponder();
    expect(getCheckInList(actor(leader.id), activation.id).lines[0]!.name).toBe(DELETED_MEMBER);
    expect(
      getActivationRoster(actor(leader.id), activation.id).roster.find((r) => r.userId === member.id)!.displayName,
    ).toBe(DELETED_MEMBER);
    // Someone alive who calls themselves "Deleted member" is not a deleted account: their name stays as written.
    const namesake = person(["Member"], DELETED_MEMBER);
    expect(namesFor(serverT("es"))(namesake.displayName, namesake.deletedAt)).toBe(DELETED_MEMBER);
  });
});
