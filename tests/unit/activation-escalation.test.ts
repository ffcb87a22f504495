import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccessError } from "~/access/errors";
import { db, resetConnection } from "~/db/client.server";
import { activationResponses, activationWaves, auditLogs, messageQueue, userSettings, users } from "~/db/schema";
import {
  ActivationApiSchema,
  ActivationFormSchema,
  activationInputFromForm,
  ReplySchema,
} from "~/models/activation.schema";
import { RESEND_REPLAY_MS, resendToNonResponders, runDueWaves } from "~/models/activation-escalation.server";
import { replyByToken } from "~/models/activation-reply.server";
import { closeActivation, createActivation } from "~/models/activation-send.server";
import {
  backupLeaderOptions,
  listActivationWaves,
  nameablePeopleByIds,
  searchNameablePeople,
} from "~/models/activation-waves.server";
import { memberships } from "~/db/schema";
import { activityLogCsvRows, getActivityLog } from "~/models/activation-record.server";
import { rosterVersion } from "~/models/activation-roster.server";
import { sayLogEntry } from "~/flows/activation-record.server";
import { serverT } from "~/i18n/catalogue.server";
import { zonedDateTime } from "~/utils/event-time-format";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { actor, chapter, join, person, team } from "./credential-fixtures";

/** Follow-ups on silence: the leader's resend and the escalation waves, on an injected clock. */
const BASE = "http://app.test";
const T0 = new Date("2026-11-26T02:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const input = (chapterId: string, over: Partial<Parameters<typeof createActivation>[1]> = {}) => ({
  chapterId,
  kind: "Real" as const,
  title: "Flooded underpass",
  details: "Water rescue support",
  location: "Station 4",
  reportAt: at(90),
  needed: 2,
  ...over,
});

function withPhone(userId: string, phone: string) {
  db.update(users).set({ phone }).where(eq(users.id, userId)).run();
  db.insert(userSettings).values({ userId, smsNotifications: true }).run();
}

const queuedFor = (activationId: string, kind: string) =>
  db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.activationId, activationId), eq(messageQueue.kind, kind)))
    .all();

const audits = (activationId: string, action: string) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, activationId), eq(auditLogs.action, action)))
    .all();

const token = (activationId: string, userId: string) =>
  db
    .select({ token: activationResponses.token })
    .from(activationResponses)
    .where(and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, userId)))
    .get()!.token;

const reply = (r: "Available" | "Delayed" | "Unavailable", eta?: number) => ReplySchema.parse({ reply: r, eta });

function refusal(fn: () => unknown): AccessError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e;
    throw e;
  }
  throw new Error("expected an AccessError");
}

/** A chapter with a leader, a second leader and three members (one with SMS). */
function callOut(over: Partial<Parameters<typeof createActivation>[1]> = {}) {
  const { chapter: c, leader, member } = team();
  const coLeader = person(["ChapterLeader", "Member"], "Cora Co-leader");
  join(coLeader.id, c.id, "Leader");
  const texter = person(["Member"], "Tex Texter");
  join(texter.id, c.id);
  withPhone(texter.id, "(512) 555-0142");
  const quiet = person(["Member"], "Quinn Quiet");
  join(quiet.id, c.id);
  const created = createActivation(actor(leader.id), input(c.id, over), { baseUrl: BASE, now: T0 });
  return { chapter: c, leader, coLeader, member, texter, quiet, activation: created.activation };
}

describe("resend to non-responders", () => {
  it("queues the alert again, as a reminder, to each member who has not replied (email and SMS), and audits it", () => {
    const w = callOut();
    replyByToken(token(w.activation.id, w.member.id), reply("Unavailable"), { baseUrl: BASE, now: at(1) });
    const result = resendToNonResponders(actor(w.leader.id), w.activation.id, {
      baseUrl: BASE,
      now: at(3),
      expectedResends: 0,
    });
    expect(result.replayed).toBe(false);
    // Alerted: leader, co-leader, member, texter, quiet; the member replied.
    expect(result.wave).toMatchObject({ recipients: 4, queued: 5, status: "sent", afterMinutes: null });
    const reminders = queuedFor(w.activation.id, "activation_reminder");
    expect(reminders.map((m) => m.userId).sort()).toEqual(
      [w.leader.id, w.coLeader.id, w.texter.id, w.texter.id, w.quiet.id].sort(),
    );
    const sms = reminders.find((m) => m.channel === "sms")!;
    expect(sms.to).toBe("+15125550142");
    expect(sms.body).toMatch(/^REMINDER: REAL ACTIVATION: /);
    expect(sms.body).toContain(`/respond/${token(w.activation.id, w.texter.id)}`);
    const email = reminders.find((m) => m.userId === w.quiet.id)!;
    expect(email.subject).toMatch(/^REMINDER: /);
    expect(email.body).toContain(`/respond/${token(w.activation.id, w.quiet.id)}`);
    expect(audits(w.activation.id, "resend_activation")).toHaveLength(1);
    expect(audits(w.activation.id, "resend_activation")[0]!.actorId).toBe(w.leader.id);
  });

  it("sends once per press: a double submit of the same form is recognised and sends nothing more", () => {
    const w = callOut();
    const press = () =>
      resendToNonResponders(actor(w.leader.id), w.activation.id, { baseUrl: BASE, now: at(3), expectedResends: 0 });
    const first = press();
    const second = press();
    expect(second.replayed).toBe(true);
    expect(second.wave!.id).toBe(first.wave!.id);
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(first.wave!.queued);
    expect(audits(w.activation.id, "resend_activation")).toHaveLength(1);
    // The next press (the page now shows one resend) sends again.
    const third = resendToNonResponders(actor(w.leader.id), w.activation.id, {
      baseUrl: BASE,
      now: at(20),
      expectedResends: 1,
    });
    expect(third.replayed).toBe(false);
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(first.wave!.queued * 2);
  });

  it("without the form's count, a second resend within a minute is the same press; later it sends again", () => {
    const w = callOut();
    const api = (now: Date) => resendToNonResponders(actor(w.leader.id), w.activation.id, { baseUrl: BASE, now });
    expect(api(at(5)).replayed).toBe(false);
    expect(api(new Date(at(5).getTime() + RESEND_REPLAY_MS - 1)).replayed).toBe(true);
    expect(api(new Date(at(5).getTime() + RESEND_REPLAY_MS)).replayed).toBe(false);
    expect(audits(w.activation.id, "resend_activation")).toHaveLength(2);
  });

  it("is refused to members (403) and once the activation is closed (409), with nothing queued", () => {
    const w = callOut();
    expect(refusal(() => resendToNonResponders(actor(w.member.id), w.activation.id, { baseUrl: BASE })).status).toBe(
      403,
    );
    closeActivation(actor(w.leader.id), w.activation.id, { now: at(2) });
    expect(refusal(() => resendToNonResponders(actor(w.leader.id), w.activation.id, { baseUrl: BASE })).status).toBe(
      409,
    );
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(0);
  });
});

describe("escalation waves", () => {
  it("are stored with the activation, due their minutes after it was sent, and listed for the roster", () => {
    const w = callOut({
      waves: [
        { afterMinutes: 10, target: "nonResponders", targetId: null },
        { afterMinutes: 20, target: "leaders", targetId: null },
      ],
    });
    const rows = listActivationWaves(actor(w.leader.id), w.activation.id);
    expect(rows.map((r) => [r.afterMinutes, r.target, r.status, r.dueAt.toISOString()])).toEqual([
      [10, "nonResponders", "pending", at(10).toISOString()],
      [20, "leaders", "pending", at(20).toISOString()],
    ]);
    expect(refusal(() => listActivationWaves(actor(w.member.id), w.activation.id)).status).toBe(403);
  });

  it("run when due in the job, not before; a wave missed while the server was down runs after the restart, once", () => {
    const w = callOut({ waves: [{ afterMinutes: 10, target: "nonResponders", targetId: null }] });
    expect(runDueWaves({ baseUrl: BASE, now: at(9) })).toEqual({ sent: 0, stopped: 0 });
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(0);
    // The server was down from minute 8 to minute 25: a fresh connection, as after a restart.
    resetConnection();
    expect(runDueWaves({ baseUrl: BASE, now: at(25) }).sent).toBeGreaterThanOrEqual(1);
    const reminded = queuedFor(w.activation.id, "activation_reminder");
    expect(reminded.length).toBeGreaterThan(0);
    // Later runs (and a second process) find nothing left to do.
    runDueWaves({ baseUrl: BASE, now: at(26) });
    runDueWaves({ baseUrl: BASE, now: at(26) });
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(reminded.length);
    const [row] = listActivationWaves(actor(w.leader.id), w.activation.id);
    expect(row).toMatchObject({ status: "sent", recipients: 5 });
    expect(row!.ranAt!.toISOString()).toBe(at(25).toISOString());
    expect(audits(w.activation.id, "run_activation_wave")).toHaveLength(1);
  });

  it("stop without sending once the number needed is met by Available replies, and say so", () => {
    const w = callOut({ waves: [{ afterMinutes: 10, target: "nonResponders", targetId: null }] });
    replyByToken(token(w.activation.id, w.member.id), reply("Available"), { baseUrl: BASE, now: at(2) });
    // A Delayed reply does not fill "needed": the wave would still run here.
    replyByToken(token(w.activation.id, w.texter.id), reply("Delayed", 30), { baseUrl: BASE, now: at(3) });
    replyByToken(token(w.activation.id, w.quiet.id), reply("Available"), { baseUrl: BASE, now: at(4) });
    expect(runDueWaves({ baseUrl: BASE, now: at(10) })).toMatchObject({ stopped: 1 });
    expect(queuedFor(w.activation.id, "activation_reminder")).toHaveLength(0);
    expect(listActivationWaves(actor(w.leader.id), w.activation.id)[0]).toMatchObject({
      status: "stopped",
      stoppedReason: "needed",
      recipients: 0,
    });
    expect(audits(w.activation.id, "stop_activation_wave")).toHaveLength(1);
  });

  it("a Delayed reply alone does not stop a wave", () => {
    const w = callOut({ needed: 1, waves: [{ afterMinutes: 10, target: "nonResponders", targetId: null }] });
    replyByToken(token(w.activation.id, w.member.id), reply("Delayed", 25), { baseUrl: BASE, now: at(2) });
    expect(runDueWaves({ baseUrl: BASE, now: at(10) })).toMatchObject({ sent: 1 });
  });

  it("stop when the activation is stood down: shown at once, never sent", () => {
    const w = callOut({ waves: [{ afterMinutes: 10, target: "leaders", targetId: null }] });
    closeActivation(actor(w.leader.id), w.activation.id, { now: at(5) });
    expect(listActivationWaves(actor(w.leader.id), w.activation.id)[0]).toMatchObject({
      status: "stopped",
      stoppedReason: "closed",
    });
    expect(runDueWaves({ baseUrl: BASE, now: at(30) })).toEqual({ sent: 0, stopped: 0 });
    expect(queuedFor(w.activation.id, "activation_escalation")).toHaveLength(0);
  });

  it("alert a second chapter the leader leads: its members get their own reply links and show on the roster", () => {
    const { chapter: home, leader, member } = team();
    const second = chapter("Second Chapter");
    join(leader.id, second.id, "Leader");
    const backup = person(["Member"], "Bea Backup");
    join(backup.id, second.id);
    join(member.id, second.id); // already alerted through the first chapter: not alerted twice
    const { activation } = createActivation(
      actor(leader.id),
      input(home.id, { waves: [{ afterMinutes: 15, target: "chapter", targetId: second.id }] }),
      { baseUrl: BASE, now: T0 },
    );
    runDueWaves({ baseUrl: BASE, now: at(15) });
    const alerts = queuedFor(activation.id, "activation_alert").filter(
      (m) => m.createdAt.getTime() === at(15).getTime(),
    );
    expect(alerts.map((m) => m.userId)).toEqual([backup.id]);
    const backupToken = token(activation.id, backup.id);
    expect(alerts[0]!.body).toContain(`/respond/${backupToken}`);
    replyByToken(backupToken, reply("Available"), { baseUrl: BASE, now: at(16) });
    expect(listActivationWaves(actor(leader.id), activation.id)[0]).toMatchObject({
      status: "sent",
      targetName: "Second Chapter",
      recipients: 1,
    });
  });

  it("alert members holding a credential in the chapters the leader leads, and tell the other leaders", () => {
    const w = callOut({
      waves: [
        { afterMinutes: 10, target: "credential", targetId: "cpr-aed" },
        { afterMinutes: 20, target: "leaders", targetId: null },
      ],
    });
    const other = chapter("Neighbor Chapter");
    join(w.leader.id, other.id, "Leader");
    const medic = person(["Member"], "Mae Medic");
    join(medic.id, other.id);
    const c = recordCredential(actor(medic.id), {
      credentialTypeId: "cpr-aed",
      issuedOn: "2024-01-01",
      expiresOn: "2030-01-01",
    });
    verifyCredential(actor(w.leader.id), c.id);
    runDueWaves({ baseUrl: BASE, now: at(10) });
    expect(token(w.activation.id, medic.id)).toBeTruthy();
    runDueWaves({ baseUrl: BASE, now: at(20) });
    const notices = queuedFor(w.activation.id, "activation_escalation");
    expect(notices.map((m) => m.userId)).toEqual([w.coLeader.id]);
    expect(notices[0]!.subject).toContain("0 of 2 Available");
    expect(notices[0]!.body).toContain(`${BASE}/dashboard/activations/${w.activation.id}`);
    expect(audits(w.activation.id, "run_activation_wave")).toHaveLength(2);
  });

  it("refuse a wave to a chapter the leader does not lead, writing nothing", () => {
    const { chapter: home, leader } = team();
    const stranger = chapter("Stranger Chapter");
    const e = refusal(() =>
      createActivation(
        actor(leader.id),
        input(home.id, {
          title: "Refused waves",
          waves: [{ afterMinutes: 5, target: "chapter", targetId: stranger.id }],
        }),
        { baseUrl: BASE, now: T0 },
      ),
    );
    expect(e.status).toBe(400);
    expect(e.fieldErrors?.waves).toBeTruthy();
    expect(db.select().from(activationWaves).where(eq(activationWaves.targetId, stranger.id)).all()).toHaveLength(0);
  });
});

describe("named people as a wave target (decision 026, amendment)", () => {
  it("a named backup leader of the chapter gets the escalation notice; a named member of another chapter the leader leads is alerted with a reply link", () => {
    const w = callOut();
    const second = chapter("Backup Chapter");
    join(w.leader.id, second.id, "Leader");
    const volunteer = person(["Member"], "Val Volunteer");
    join(volunteer.id, second.id);
    const { activation } = createActivation(
      actor(w.leader.id),
      input(w.chapter.id, {
        title: "Named backups",
        waves: [{ afterMinutes: 20, target: "person", targetId: null, userIds: [w.coLeader.id, volunteer.id] }],
      }),
      { baseUrl: BASE, now: T0 },
    );
    // One row per person, each named on the roster; the creation's audit names them too.
    const rows = listActivationWaves(actor(w.leader.id), activation.id);
    expect(rows.map((r) => [r.target, r.targetName, r.status])).toEqual([
      ["person", "Cora Co-leader", "pending"],
      ["person", "Val Volunteer", "pending"],
    ]);
    const created = audits(activation.id, "create_activation")[0]!.metadata as { waves: Array<{ targetName: string }> };
    expect(created.waves.map((x) => x.targetName)).toEqual(["Cora Co-leader", "Val Volunteer"]);

    runDueWaves({ baseUrl: BASE, now: at(20) });
    const notices = queuedFor(activation.id, "activation_escalation");
    expect(notices.map((m) => m.userId)).toEqual([w.coLeader.id]);
    expect(notices[0]!.body).toContain(`${BASE}/dashboard/activations/${activation.id}`);
    const alerts = queuedFor(activation.id, "activation_alert").filter((m) => m.userId === volunteer.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain(`/respond/${token(activation.id, volunteer.id)}`);
    expect(
      listActivationWaves(actor(w.leader.id), activation.id).map((r) => [r.targetName, r.status, r.recipients]),
    ).toEqual([
      ["Cora Co-leader", "sent", 1],
      ["Val Volunteer", "sent", 1],
    ]);
    const ran = audits(activation.id, "run_activation_wave").map((a) => a.metadata as { target: string });
    expect(ran.map((m) => m.target)).toEqual(["person", "person"]);
  });

  it("a named member already alerted gets the reminder if silent, nothing once replied", () => {
    const w = callOut();
    const { activation } = createActivation(
      actor(w.leader.id),
      input(w.chapter.id, {
        title: "Named members",
        waves: [
          { afterMinutes: 10, target: "person", targetId: w.quiet.id },
          { afterMinutes: 10, target: "person", targetId: w.member.id },
        ],
      }),
      { baseUrl: BASE, now: T0 },
    );
    replyByToken(token(activation.id, w.member.id), reply("Unavailable"), { baseUrl: BASE, now: at(5) });
    runDueWaves({ baseUrl: BASE, now: at(10) });
    const reminders = queuedFor(activation.id, "activation_reminder");
    expect(reminders.map((m) => m.userId)).toEqual([w.quiet.id]);
    expect(reminders[0]!.body).toContain(`/respond/${token(activation.id, w.quiet.id)}`);
  });

  it("refuses to name someone outside the chapters the leader leads, writing nothing", () => {
    const { chapter: home, leader } = team();
    const elsewhere = chapter("Elsewhere Chapter");
    const outsider = person(["Member"], "Otto Outsider");
    join(outsider.id, elsewhere.id);
    const e = refusal(() =>
      createActivation(
        actor(leader.id),
        input(home.id, {
          title: "Refused person",
          waves: [{ afterMinutes: 5, target: "person", targetId: null, userIds: [outsider.id] }],
        }),
        { baseUrl: BASE, now: T0 },
      ),
    );
    expect(e.status).toBe(400);
    expect(e.fieldErrors?.waves).toEqual(["A wave can name people of the chapters you lead"]);
    expect(db.select().from(activationWaves).where(eq(activationWaves.targetId, outsider.id)).all()).toHaveLength(0);
  });

  it("the create form offers the other leaders of the chapters the leader leads, not members or the leader", () => {
    const w = callOut();
    const second = chapter("Offer Chapter");
    join(w.leader.id, second.id, "Leader");
    const deputy = person(["ChapterLeader", "Member"], "Dee Deputy");
    join(deputy.id, second.id, "Leader");
    const names = backupLeaderOptions(actor(w.leader.id)).map((o) => `${o.name} (${o.chapterName})`);
    expect(names).toEqual(["Cora Co-leader (" + w.chapter.name + ")", "Dee Deputy (Offer Chapter)"]);
  });
});

describe("named backups on the create form: the people search", () => {
  /** A leader of two chapters, their members, and people they may not name. */
  function searchWorld(tag: string) {
    const { chapter: home, leader, member } = team();
    const second = chapter(`Second ${tag}`);
    join(leader.id, second.id, "Leader");
    const marta = person(["Member"], `Marta ${tag} Reyes`);
    join(marta.id, home.id);
    const mark = person(["ChapterLeader", "Member"], `Mark ${tag} Deputy`);
    join(mark.id, second.id, "Leader");
    const both = person(["Member"], `Mar ${tag} Twice`);
    join(both.id, home.id);
    join(both.id, second.id);
    const outsider = person(["Member"], `Marlo ${tag} Outsider`);
    join(outsider.id, chapter(`Elsewhere ${tag}`).id);
    const pending = person(["Member"], `Maren ${tag} Pending`);
    db.insert(memberships).values({ userId: pending.id, chapterId: home.id, status: "Pending" }).run();
    return { home, second, leader, member, marta, mark, both, outsider, pending };
  }

  it("finds members and leaders of the chapters the leader leads, by name or email, each once; never others", () => {
    const tag = `S${Date.now()}`;
    const w = searchWorld(tag);
    const found = searchNameablePeople(actor(w.leader.id), tag.toLowerCase());
    expect(found.map((p) => p.id).sort()).toEqual([w.marta.id, w.mark.id, w.both.id].sort());
    expect(found.find((p) => p.id === w.mark.id)!.chapterName).toBe(`Second ${tag}`);
    // By the start of an email address too; the leader is never offered to themself.
    expect(searchNameablePeople(actor(w.leader.id), w.marta.email.slice(0, 14)).map((p) => p.id)).toContain(w.marta.id);
    expect(searchNameablePeople(actor(w.leader.id), "Lee Leader").map((p) => p.id)).not.toContain(w.leader.id);
    // Too short, or a wildcard, finds nothing.
    expect(searchNameablePeople(actor(w.leader.id), "M")).toEqual([]);
    expect(searchNameablePeople(actor(w.leader.id), "%%")).toEqual([]);
    // The other chapter's leader finds none of them; a member may not search at all.
    const { leader: otherLeader } = team();
    expect(searchNameablePeople(actor(otherLeader.id), tag)).toEqual([]);
    expect(refusal(() => searchNameablePeople(actor(w.member.id), tag)).status).toBe(403);
  });

  it("an administrator searches the chapter chosen on the form, not the whole network", () => {
    const tag = `A${Date.now()}`;
    const w = searchWorld(tag);
    const admin = person(["GlobalAdmin"], `Ada ${tag} Admin`);
    expect(searchNameablePeople(actor(admin.id), tag)).toEqual([]);
    expect(
      searchNameablePeople(actor(admin.id), tag, { chapterId: w.home.id })
        .map((p) => p.id)
        .sort(),
    ).toEqual([w.marta.id, w.both.id].sort());
    // A leader naming a chapter they do not lead searches only their own.
    expect(searchNameablePeople(actor(w.leader.id), tag, { chapterId: w.outsider.id }).map((p) => p.id)).not.toContain(
      w.outsider.id,
    );
  });

  it("a re-shown form keeps the ticked people it may name, with their names; a forged id shows nothing", () => {
    const tag = `K${Date.now()}`;
    const w = searchWorld(tag);
    const kept = nameablePeopleByIds(actor(w.leader.id), [w.marta.id, w.outsider.id, "forged", w.marta.id]);
    expect(kept.map((p) => p.name)).toEqual([`Marta ${tag} Reyes`]);
  });

  it("the form's named backups are one more wave: minutes and people together, at most 10", () => {
    const base = { ...input("c1"), reportAt: "2026-11-26T05:00", needed: "2" };
    const ok = ActivationFormSchema.parse({
      ...base,
      waves: [{ afterMinutes: "15", to: "leaders" }],
      backups: { afterMinutes: "25", people: ["u1", "u2", "u1"] },
      backupQuery: "mar",
    });
    expect(activationInputFromForm(ok, "America/Chicago").waves).toEqual([
      { afterMinutes: 15, target: "leaders", targetId: null },
      { afterMinutes: 25, target: "person", targetId: null, userIds: ["u1", "u2"] },
    ]);
    expect(activationInputFromForm(ok, "America/Chicago")).not.toHaveProperty("backupQuery");
    // Nothing named and no minutes: no wave.
    expect(activationInputFromForm(ActivationFormSchema.parse(base), "UTC").waves).toEqual([]);
    const issues = (backups: unknown) =>
      ActivationFormSchema.safeParse({ ...base, backups }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ people: ["u1"] })).toEqual([
      ["backups.afterMinutes", "Say after how many minutes to alert the people named"],
    ]);
    expect(issues({ afterMinutes: "10" })).toEqual([["backups.people", "Name at least one person for this wave"]]);
    expect(issues({ afterMinutes: "10", people: Array.from({ length: 11 }, (_, i) => `u${i}`) })).toEqual([
      ["backups.people", "Name at most 10 people"],
    ]);
  });

  it("people named through the form are checked on sending like the API's: an outsider is refused, writing nothing", () => {
    const tag = `F${Date.now()}`;
    const w = searchWorld(tag);
    const value = ActivationFormSchema.parse({
      ...input(w.home.id, { title: `Form backups ${tag}` }),
      reportAt: "2026-11-26T05:00",
      needed: "2",
      backups: { afterMinutes: "30", people: [w.marta.id, w.outsider.id] },
    });
    const e = refusal(() =>
      createActivation(actor(w.leader.id), activationInputFromForm(value, "UTC"), { baseUrl: BASE, now: T0 }),
    );
    expect(e.fieldErrors?.waves).toEqual(["A wave can name people of the chapters you lead"]);
    const good = ActivationFormSchema.parse({
      ...input(w.home.id, { title: `Form backups ok ${tag}` }),
      reportAt: "2026-11-26T05:00",
      needed: "2",
      backups: { afterMinutes: "30", people: [w.marta.id, w.mark.id] },
    });
    const { activation } = createActivation(actor(w.leader.id), activationInputFromForm(good, "UTC"), {
      baseUrl: BASE,
      now: T0,
    });
    expect(listActivationWaves(actor(w.leader.id), activation.id).map((r) => [r.afterMinutes, r.targetName])).toEqual([
      [30, `Marta ${tag} Reyes`],
      [30, `Mark ${tag} Deputy`],
    ]);
  });
});

describe("waves in the record and the live roster", () => {
  it("the ICS-214 activity log has each wave's firing, what it sent, a leader's resend, and waves the stand-down stopped", () => {
    const w = callOut();
    const late = createActivation(
      actor(w.leader.id),
      input(w.chapter.id, {
        title: "Log waves",
        waves: [
          { afterMinutes: 10, target: "nonResponders", targetId: null },
          { afterMinutes: 20, target: "leaders", targetId: null },
          { afterMinutes: 60, target: "person", targetId: w.coLeader.id },
        ],
      }),
      { baseUrl: BASE, now: T0 },
    ).activation;
    runDueWaves({ baseUrl: BASE, now: at(10) });
    resendToNonResponders(actor(w.leader.id), late.id, { baseUrl: BASE, now: at(15) });
    runDueWaves({ baseUrl: BASE, now: at(20) });
    closeActivation(actor(w.leader.id), late.id, { now: at(30) });
    const log = getActivityLog(actor(w.leader.id), late.id);
    const t = serverT("en");
    const time = (d: Date) => zonedDateTime(d, "America/New_York", "en");
    const lines = [...activityLogCsvRows(log, time, (e) => sayLogEntry(t, e, time))].filter(
      ([, activity]) => activity!.includes("Wave") || activity!.includes("resent"),
    );
    // Everyone but the leader (5 alerted, none replied): 4 members by email, the texter by SMS too.
    expect(lines).toEqual([
      [time(at(10)), "Wave after 10 min to non-responders: sent to 5 people (6 messages)", ""],
      [time(at(15)), "Alert resent to non-responders: 5 people (6 messages)", "Lee Leader"],
      [time(at(20)), "Wave after 20 min to the chapter's other leaders: sent to 1 person (1 messages)", ""],
      [time(at(30)), "Wave after 60 min to Cora Co-leader (named backup) not sent: stood down", ""],
    ]);
    expect(
      sayLogEntry(
        serverT("es"),
        log.entries.find((e) => e.kind === "wave")!,
        time,
      ),
    ).toContain("Oleada a los 10 min");
  });

  it("the roster's live version changes when a wave runs, even one that changes no reply and sends nothing", () => {
    // No other leader to tell: the wave runs, reaches nobody, queues nothing and changes no response.
    const { chapter: c, leader } = team();
    const { activation } = createActivation(
      actor(leader.id),
      input(c.id, { title: "Quiet wave", waves: [{ afterMinutes: 20, target: "leaders", targetId: null }] }),
      { baseUrl: BASE, now: T0 },
    );
    const before = rosterVersion(activation.id);
    runDueWaves({ baseUrl: BASE, now: at(19) });
    expect(rosterVersion(activation.id)).toBe(before);
    runDueWaves({ baseUrl: BASE, now: at(20) });
    expect(listActivationWaves(actor(leader.id), activation.id)[0]).toMatchObject({ status: "sent", queued: 0 });
    expect(rosterVersion(activation.id)).not.toBe(before);
  });
});

describe("wave payloads", () => {
  it("the API takes waves as { afterMinutes, to } with a group, a chapter or a credential", () => {
    const parsed = ActivationApiSchema.parse({
      ...input("c1"),
      reportAt: at(90).toISOString(),
      waves: [
        { afterMinutes: 10, to: "nonResponders" },
        { afterMinutes: 20, to: { chapterId: "c2" } },
        { afterMinutes: 30, to: { credentialTypeId: "cpr-aed" } },
        { afterMinutes: 40, to: "leaders" },
        { afterMinutes: 50, to: { userIds: ["u1", "u2", "u1"] } },
      ],
    });
    expect(parsed.waves).toEqual([
      { afterMinutes: 10, target: "nonResponders", targetId: null },
      { afterMinutes: 20, target: "chapter", targetId: "c2" },
      { afterMinutes: 30, target: "credential", targetId: "cpr-aed" },
      { afterMinutes: 40, target: "leaders", targetId: null },
      { afterMinutes: 50, target: "person", targetId: null, userIds: ["u1", "u2"] },
    ]);
    for (const to of [{ userIds: [] }, { userIds: Array.from({ length: 11 }, (_, i) => `u${i}`) }, { userIds: "u1" }]) {
      const refused = ActivationApiSchema.safeParse({
        ...input("c1"),
        reportAt: at(90).toISOString(),
        waves: [{ afterMinutes: 5, to }],
      });
      expect(refused.success, JSON.stringify(to)).toBe(false);
    }
    const bad = ActivationApiSchema.safeParse({
      ...input("c1"),
      reportAt: at(90).toISOString(),
      waves: [{ afterMinutes: 0, to: "everyone" }],
    });
    expect(bad.success).toBe(false);
  });

  it("the form's rows: empty rows are left out, a half-filled row is an error on its field", () => {
    const base = { ...input("c1"), reportAt: "2026-11-26T05:00", needed: "2" };
    const ok = ActivationFormSchema.parse({
      ...base,
      waves: [
        { afterMinutes: "15", to: "chapter:c2" },
        { afterMinutes: "", to: "" },
        { afterMinutes: "30", to: "person:u7" },
      ],
    });
    expect(ok.waves).toEqual([
      { afterMinutes: 15, target: "chapter", targetId: "c2" },
      { afterMinutes: 30, target: "person", targetId: "u7" },
    ]);
    const bad = ActivationFormSchema.safeParse({ ...base, waves: [{ afterMinutes: "", to: "leaders" }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(["waves", 0, "afterMinutes"]);
  });
});
