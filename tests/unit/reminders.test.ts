import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, resetConnection } from "~/db/client.server";
import { credentialReminders, credentials, messageQueue } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { dueReminder, runCredentialReminders } from "~/jobs/reminders.server";
import { recordCredential, rejectCredential, verifyCredential } from "~/models/credential.server";
import { actor, team } from "./credential-fixtures";

/** Fixed clock: every run says which day it is. */
const at = (day: string) => new Date(`${day}T13:00:00Z`);

function mailFor(email: string) {
  return queuedMail()
    .where(eq(messageQueue.to, email))
    .all()
    .map((m) => m.subject);
}

/** A verified credential of `type` for a fresh member, expiring on `expiresOn`. */
function verifiedCredential(expiresOn: string, type = "cpr-aed") {
  const t = team();
  const c = recordCredential(actor(t.member.id), { credentialTypeId: type, issuedOn: "2025-01-01", expiresOn });
  verifyCredential(actor(t.leader.id), c.id);
  return { ...t, credential: c };
}

describe("which reminder is due", () => {
  it("is the most urgent threshold reached: 60, 30, 7 days and the day itself", () => {
    expect(dueReminder(61)).toBeNull();
    expect(dueReminder(60)).toBe("60d");
    expect(dueReminder(31)).toBe("60d");
    expect(dueReminder(30)).toBe("30d");
    expect(dueReminder(8)).toBe("30d");
    expect(dueReminder(7)).toBe("7d");
    expect(dueReminder(1)).toBe("7d");
    expect(dueReminder(0)).toBe("0d");
    expect(dueReminder(-3)).toBe("0d"); // a job that was down catches up for a few days
    expect(dueReminder(-4)).toBeNull();
  });
});

describe("credential reminders (fixed clock)", () => {
  it("sends 60, 30, 7 days before and on the day, each exactly once however often the job runs", async () => {
    const { member } = verifiedCredential("2027-01-22");
    for (const day of [
      "2026-11-22",
      "2026-11-23",
      "2026-11-23",
      "2026-12-01",
      "2026-12-23",
      "2026-12-24",
      "2027-01-15",
      "2027-01-16",
      "2027-01-22",
      "2027-01-22",
      "2027-01-23",
    ]) {
      await runCredentialReminders(at(day));
    }
    expect(mailFor(member.email)).toEqual([
      "Your CPR/AED expires in 60 days",
      "Your CPR/AED expires in 30 days",
      "Your CPR/AED expires in 7 days",
      "Your CPR/AED expires today",
    ]);
    const body = queuedMail().where(eq(messageQueue.to, member.email)).all()[0]!.text;
    expect(body).toContain("/dashboard/training");
  });

  it("concurrent runs (several processes, or a restart mid-way) still send once", async () => {
    const { member, credential } = verifiedCredential("2026-12-23");
    await Promise.all([
      runCredentialReminders(at("2026-11-23")),
      runCredentialReminders(at("2026-11-23")),
      runCredentialReminders(at("2026-11-23")),
    ]);
    // A restart: a fresh connection, then the job again.
    resetConnection();
    await runCredentialReminders(at("2026-11-23"));
    expect(mailFor(member.email)).toEqual(["Your CPR/AED expires in 30 days"]);
    expect(
      db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, credential.id)).all(),
    ).toHaveLength(1);
  });

  it("a reminder another process already recorded is not sent again", async () => {
    const { member, credential } = verifiedCredential("2026-11-30");
    db.insert(credentialReminders).values({ credentialId: credential.id, kind: "7d", expiresOn: "2026-11-30" }).run();
    const result = await runCredentialReminders(at("2026-11-23"));
    expect(mailFor(member.email)).toEqual([]);
    expect(result.checked).toBeGreaterThan(0);
  });

  it("stops after renewal: a newer verified credential of the same type ends the old one's reminders", async () => {
    const { member, leader } = verifiedCredential("2027-01-22");
    await runCredentialReminders(at("2026-11-23"));
    expect(mailFor(member.email)).toHaveLength(1);
    const renewed = recordCredential(actor(member.id), { credentialTypeId: "cpr-aed", issuedOn: "2026-11-20" });
    // Pending renewal: reminders continue (the leader has not confirmed it yet).
    await runCredentialReminders(at("2026-12-23"));
    expect(mailFor(member.email)).toHaveLength(2);
    verifyCredential(actor(leader.id), renewed.id);
    for (const day of ["2027-01-15", "2027-01-22"]) await runCredentialReminders(at(day));
    expect(mailFor(member.email)).toHaveLength(2);
  });

  it("a corrected expiry date gets its own reminders (keyed on the date)", async () => {
    const { member, credential } = verifiedCredential("2026-12-23");
    await runCredentialReminders(at("2026-11-23"));
    db.update(credentials).set({ expiresOn: "2026-11-30" }).where(eq(credentials.id, credential.id)).run();
    await runCredentialReminders(at("2026-11-23"));
    expect(mailFor(member.email)).toEqual(["Your CPR/AED expires in 30 days", "Your CPR/AED expires in 7 days"]);
  });

  it("pending, rejected and never-expiring credentials get no reminders", async () => {
    const t = team();
    recordCredential(actor(t.member.id), {
      credentialTypeId: "first-aid",
      issuedOn: "2025-01-01",
      expiresOn: "2026-11-30",
    });
    const r = recordCredential(actor(t.member.id), {
      credentialTypeId: "cpr-aed",
      issuedOn: "2025-01-01",
      expiresOn: "2026-11-30",
    });
    rejectCredential(actor(t.leader.id), r.id, "Blurry scan");
    const forever = recordCredential(actor(t.member.id), { credentialTypeId: "is-100", issuedOn: "2025-01-01" });
    verifyCredential(actor(t.leader.id), forever.id);
    await runCredentialReminders(at("2026-11-23"));
    expect(mailFor(t.member.email)).toEqual([]);
    expect(
      queuedMail()
        .where(like(messageQueue.dedupeKey, `credential-reminder:${r.id}%`))
        .all(),
    ).toEqual([]);
  });
});
