import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadActor, type Actor } from "~/access/actor.server";
import { AccessError } from "~/access/errors";
import Database from "better-sqlite3";
import { databasePath, db, sqlite } from "~/db/client.server";
import {
  activationResponses,
  activations,
  auditLogs,
  chapters,
  memberships,
  messageQueue,
  userSettings,
  users,
} from "~/db/schema";
import { ActivationFormSchema, activationInputFromForm, ReplySchema } from "~/models/activation.schema";
import { checkByLeader, checkByToken, countDelayedIn, getActivationRoster } from "~/models/activation-roster.server";
import { closeActivation, createActivation, postActivationUpdate } from "~/models/activation-send.server";
import { getActivationChapter, responseTokenFor } from "~/models/activation-common.server";
import { getReplyLinkState, replyAsMember, replyByToken } from "~/models/activation-reply.server";
import { listActivationHistory, listMyOpenActivations } from "~/models/activation-lists.server";
import { sendDueCheckoutAlerts } from "~/models/activation-escalation.server";
import { namesFor } from "~/models/deleted-member";

const BASE = "https://cert.example";
let n = 0;

function quickUser(
  opts: { roles?: ("GlobalAdmin" | "ChapterLeader" | "Member")[]; phone?: string; sms?: boolean; name?: string } = {},
) {
  const u = db
    .insert(users)
    .values({
      email: `act${n++}-${Date.now()}@example.test`,
      displayName: opts.name ?? `Member ${n}`,
      passwordHash: "!",
      phone: opts.phone ?? null,
    })
    .returning()
    .get();
  if (opts.sms !== undefined) db.insert(userSettings).values({ userId: u.id, smsNotifications: opts.sms }).run();
  for (const role of opts.roles ?? [])
    sqlite().prepare("insert into user_roles (user_id, role, created_at) values (?, ?, ?)").run(u.id, role, Date.now());
  return u;
}

function chapter() {
  return db
    .insert(chapters)
    .values({
      name: `Act Chapter ${n++}`,
      slug: `act-ch-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
    })
    .returning()
    .get();
}

function join(
  userId: string,
  chapterId: string,
  role: "Leader" | "Member" = "Member",
  status: "Approved" | "Pending" = "Approved",
) {
  db.insert(memberships).values({ userId, chapterId, role, status }).run();
}

function actor(id: string): Actor {
  return loadActor(id)!;
}

/** A chapter with a leader and `members` approved members (plus one pending who must not be alerted). */
function world(members = 3) {
  const c = chapter();
  const leader = quickUser({ roles: ["ChapterLeader", "Member"], name: "Lead" });
  join(leader.id, c.id, "Leader");
  const people = Array.from({ length: members }, () => quickUser());
  for (const p of people) join(p.id, c.id);
  const pending = quickUser();
  join(pending.id, c.id, "Member", "Pending");
  return { chapter: c, leader, people, pending };
}

const input = (chapterId: string, over: Partial<Parameters<typeof createActivation>[1]> = {}) => ({
  chapterId,
  kind: "Drill" as const,
  title: "Flood sandbagging",
  details: "River is rising on the east side",
  location: "Fire Station 3",
  reportAt: new Date(Date.now() + 3_600_000),
  needed: 2,
  ...over,
});

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

describe("creating an activation", () => {
  it("alerts every approved member with their own 128-bit token, queues their messages and audits, in one go", () => {
    const w = world(3);
    const smsMember = quickUser({ phone: "(512) 555-0100", sms: true });
    const phoneNoOptIn = quickUser({ phone: "512 555 0101", sms: false });
    join(smsMember.id, w.chapter.id);
    join(phoneNoOptIn.id, w.chapter.id);
    const created = createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE });
    expect(created.activation.status).toBe("Open");
    expect(created.alerted).toBe(6); // leader + 3 + the two with phones; the pending member is not alerted
    const rows = db
      .select()
      .from(activationResponses)
      .where(eq(activationResponses.activationId, created.activation.id))
      .all();
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [w.leader.id, ...w.people.map((p) => p.id), smsMember.id, phoneNoOptIn.id].sort(),
    );
    for (const r of rows) {
      expect(r.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(r.token, "base64url")).toHaveLength(16);
    }
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);

    const queued = db.select().from(messageQueue).where(eq(messageQueue.activationId, created.activation.id)).all();
    expect(queued.filter((m) => m.channel === "email")).toHaveLength(6);
    const sms = queued.filter((m) => m.channel === "sms");
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: "+15125550100", userId: smsMember.id });
    for (const m of queued) {
      const token = rows.find((r) => r.userId === m.userId)!.token;
      expect(m.body).toContain(`${BASE}/respond/${token}`);
      expect(m.body.startsWith("DRILL")).toBe(true);
      // Alerts carry only the title and kind: no situation, no staging location.
      expect(m.body).not.toContain("River is rising");
      expect(m.body).not.toContain("Fire Station 3");
      if (m.channel === "email") expect(m.subject.startsWith("DRILL")).toBe(true);
    }
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, created.activation.id), eq(auditLogs.action, "create_activation")))
      .all();
    expect(audit).toHaveLength(1);
  });

  it("marks real activations as real, never as a drill", () => {
    const w = world(1);
    const created = createActivation(actor(w.leader.id), input(w.chapter.id, { kind: "Real" }), { baseUrl: BASE });
    const [m] = db.select().from(messageQueue).where(eq(messageQueue.activationId, created.activation.id)).all();
    expect(m!.subject.startsWith("REAL ACTIVATION")).toBe(true);
    expect(m!.body).not.toContain("DRILL");
  });

  it("writes nothing when any part of the transaction fails", () => {
    const w = world(3);
    const before = db.select().from(activations).all().length;
    sqlite().exec(
      "CREATE TEMP TRIGGER fail_queue BEFORE INSERT ON message_queue BEGIN SELECT RAISE(ABORT, 'queue down'); END",
    );
    try {
      expect(() => createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE })).toThrow(/queue down/);
    } finally {
      sqlite().exec("DROP TRIGGER fail_queue");
    }
    expect(db.select().from(activations).all()).toHaveLength(before);
    expect(
      db
        .select()
        .from(activationResponses)
        .all()
        .filter((r) => w.people.some((p) => p.id === r.userId)),
    ).toHaveLength(0);
  });

  it("queues a 2,000-member call-out well under a second", () => {
    const c = chapter();
    const leader = quickUser({ roles: ["ChapterLeader"] });
    join(leader.id, c.id, "Leader");
    const insertUser = sqlite().prepare(
      "insert into users (id, email, display_name, password_hash, phone, created_at, updated_at) values (?, ?, ?, '!', ?, ?, ?)",
    );
    const insertMember = sqlite().prepare(
      "insert into memberships (id, user_id, chapter_id, role, status, created_at) values (?, ?, ?, 'Member', 'Approved', ?)",
    );
    const insertSettings = sqlite().prepare(
      "insert into user_settings (user_id, sms_notifications, updated_at) values (?, 1, ?)",
    );
    sqlite().transaction(() => {
      for (let i = 0; i < 2000; i++) {
        const id = crypto.randomUUID();
        insertUser.run(
          id,
          `bulk${i}-${c.id}@example.test`,
          `Bulk ${i}`,
          i % 4 === 0 ? `512555${String(i).padStart(4, "0")}` : null,
          Date.now(),
          Date.now(),
        );
        insertMember.run(crypto.randomUUID(), id, c.id, Date.now());
        if (i % 4 === 0) insertSettings.run(id, Date.now());
      }
    })();
    // How fast is bench/activations.ts's figure; here, that every member is alerted and queued.
    const created = createActivation(actor(leader.id), input(c.id), { baseUrl: BASE });
    expect(created.alerted).toBe(2001);
    expect(created.queued).toBe(2001 + 500);
  });

  it("refuses members, leaders of other chapters and unapproved chapters", () => {
    const w = world(1);
    const other = world(1);
    expect(refusal(() => createActivation(actor(w.people[0]!.id), input(w.chapter.id), { baseUrl: BASE })).kind).toBe(
      "forbidden",
    );
    expect(refusal(() => createActivation(actor(other.leader.id), input(w.chapter.id), { baseUrl: BASE })).kind).toBe(
      "forbidden",
    );
    const admin = quickUser({ roles: ["GlobalAdmin"] });
    expect(createActivation(actor(admin.id), input(w.chapter.id), { baseUrl: BASE }).activation.status).toBe("Open");
    db.update(chapters).set({ status: "Pending" }).where(eq(chapters.id, w.chapter.id)).run();
    expect(refusal(() => createActivation(actor(admin.id), input(w.chapter.id), { baseUrl: BASE })).kind).toBe(
      "invalid",
    );
  });
});

describe("time zones", () => {
  it("reads the report-by time in the chapter's zone and writes it that way in the details", () => {
    const w = world(1);
    db.update(chapters).set({ timezone: "America/Los_Angeles" }).where(eq(chapters.id, w.chapter.id)).run();
    const chapter = getActivationChapter(w.chapter.id)!;
    expect(chapter.timeZone).toBe("America/Los_Angeles");
    const form = ActivationFormSchema.parse({
      chapterId: w.chapter.id,
      kind: "Real",
      title: "Wildfire evacuation",
      details: "Help at the shelter",
      location: "High school gym",
      reportAt: "2031-01-15T02:30",
      needed: "3",
    });
    const parsed = activationInputFromForm(form, chapter.timeZone);
    expect(parsed.reportAt.toISOString()).toBe("2031-01-15T10:30:00.000Z");
    const a = createActivation(actor(w.leader.id), parsed, { baseUrl: BASE }).activation;
    replyByToken(responseTokenFor(a.id, w.people[0]!.id)!, reply("Available"), { baseUrl: BASE });
    const details = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_details")))
      .get()!;
    expect(details.body).toContain("Report by: Wed, Jan 15, 2:30 AM PST");
    expect(details.body.startsWith("REAL ACTIVATION")).toBe(true);
  });
});

describe("replies", () => {
  it("shows only title and kind until Available or Delayed, then the details, and queues them once", () => {
    const w = world(2);
    const a = createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE }).activation;
    const token = responseTokenFor(a.id, w.people[0]!.id)!;
    const before = getReplyLinkState(token);
    expect(before).toMatchObject({
      state: "open",
      activation: { kind: "Drill", title: "Flood sandbagging" },
      reply: "NoReply",
      confirmed: null,
    });
    expect(JSON.stringify(before)).not.toContain("River is rising");

    replyByToken(token, reply("Delayed", 25), { baseUrl: BASE });
    const after = getReplyLinkState(token);
    expect(after).toMatchObject({
      reply: "Delayed",
      etaMinutes: 25,
      confirmed: { details: "River is rising on the east side", location: "Fire Station 3" },
    });
    const details = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_details")))
      .all();
    expect(details).toHaveLength(1);
    expect(details[0]!.body).toContain("Fire Station 3");
    expect(details[0]!.body.startsWith("DRILL")).toBe(true);

    // Changing the reply is allowed while open; the details are not sent twice.
    replyByToken(token, reply("Unavailable"), { baseUrl: BASE });
    replyByToken(token, reply("Available"), { baseUrl: BASE });
    expect(
      db
        .select()
        .from(messageQueue)
        .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_details")))
        .all(),
    ).toHaveLength(1);
    const row = db.select().from(activationResponses).where(eq(activationResponses.token, token)).get()!;
    expect(row).toMatchObject({ reply: "Available", etaMinutes: null });
    expect(row.firstRepliedAt!.getTime()).toBeLessThanOrEqual(row.repliedAt!.getTime());
    const audits = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, a.id), eq(auditLogs.action, "reply_activation")))
      .all();
    expect(audits).toHaveLength(3);
    expect(audits.every((x) => x.actorId === w.people[0]!.id)).toBe(true);
  });

  it("meets 'needed' with Available replies: Delayed counts apart, later Available is standby, a leader counts a Delayed in", () => {
    const w = world(4);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id, { needed: 2 }), { baseUrl: BASE }).activation;
    const [p1, p2, p3, p4] = w.people.map((p) => responseTokenFor(a.id, p.id)!);
    expect(replyByToken(p1!, reply("Available"), { baseUrl: BASE }).standby).toBe(false);
    // 25 minutes out: no slot of its own, so the Available reply after it still gets one.
    expect(replyByToken(p2!, reply("Delayed", 25), { baseUrl: BASE })).toMatchObject({
      standby: false,
      countedIn: false,
    });
    expect(replyByToken(p3!, reply("Available"), { baseUrl: BASE }).standby).toBe(false);
    expect(replyByToken(p4!, reply("Available"), { baseUrl: BASE }).standby).toBe(true);
    let view = getActivationRoster(leader, a.id);
    expect(view.counts).toEqual({ Available: 3, Delayed: 1, Unavailable: 0, NoReply: 1 });
    expect(view).toMatchObject({ standbyCount: 1, committed: 2, delayedNotCounted: 1, neededReached: true });
    // A responder holding a slot keeps it when switching to Delayed (counted in for them).
    expect(replyByToken(p1!, reply("Delayed", 5), { baseUrl: BASE })).toMatchObject({
      standby: false,
      countedIn: true,
    });
    // One tap counts the Delayed responder in; audited; only a Delayed reply, only by a runner.
    const dev = view.roster.find((r) => r.userId === w.people[1]!.id)!;
    expect(countDelayedIn(leader, a.id, dev.responseId, true).countedIn).toBe(true);
    view = getActivationRoster(leader, a.id);
    expect(view).toMatchObject({ committed: 3, delayedNotCounted: 0 });
    const available = view.roster.find((r) => r.userId === w.people[2]!.id)!;
    expect(refusal(() => countDelayedIn(leader, a.id, available.responseId, true)).kind).toBe("conflict");
    expect(refusal(() => countDelayedIn(actor(w.people[0]!.id), a.id, dev.responseId, false)).kind).toBe("forbidden");
    expect(
      db
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, a.id), eq(auditLogs.action, "count_in_responder")))
        .all(),
    ).toHaveLength(1);
    const standbyDetails = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.userId, w.people[3]!.id), eq(messageQueue.kind, "activation_details")))
      .get()!;
    expect(standbyDetails.body).toContain("STANDBY");
  });

  it("a title typed with DRILL is stored once; the alert carries the chapter and the report-by time", () => {
    const w = world(1);
    const a = createActivation(actor(w.leader.id), input(w.chapter.id, { title: "DRILL: Shelter opening" }), {
      baseUrl: BASE,
    }).activation;
    expect(a.title).toBe("Shelter opening");
    const alert = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_alert")))
      .get()!;
    expect(alert.subject.match(/DRILL/g)).toHaveLength(1);
    expect(alert.body).toContain("Report by: ");
    expect(getReplyLinkState(responseTokenFor(a.id, w.people[0]!.id)!)).toMatchObject({
      state: "open",
      chapterName: w.chapter.name,
    });
  });

  it("a leader undoes a check-out, or checks a returning responder in again; both audited", () => {
    const w = world(1);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id), { baseUrl: BASE }).activation;
    const token = responseTokenFor(a.id, w.people[0]!.id)!;
    replyByToken(token, reply("Available"), { baseUrl: BASE });
    const responseId = getActivationRoster(leader, a.id).roster[0]!.responseId;
    const firstIn = checkByLeader(leader, a.id, responseId, "in").checkedInAt!;
    checkByLeader(leader, a.id, responseId, "out");
    const back = checkByLeader(leader, a.id, responseId, "in");
    expect(back.checkedOutAt).toBeNull();
    expect(back.checkedInAt).toEqual(firstIn);
    expect(getActivationRoster(leader, a.id).onScene).toBe(1);
    expect(refusal(() => checkByLeader(leader, a.id, responseId, "in")).kind).toBe("conflict");
    const actions = db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, a.id))
      .all()
      .map((r) => r.action);
    expect(actions).toContain("check_in_again");
  });

  it("a forged or closed link records nothing and shows nothing of the activation", () => {
    const w = world(2);
    const a = createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE }).activation;
    const token = responseTokenFor(a.id, w.people[0]!.id)!;
    const auditCount = () => db.select().from(auditLogs).where(eq(auditLogs.targetId, a.id)).all().length;

    expect(getReplyLinkState("A".repeat(22))).toEqual({ state: "invalid" });
    expect(getReplyLinkState("../../etc")).toEqual({ state: "invalid" });
    expect(refusal(() => replyByToken("A".repeat(22), reply("Available"), { baseUrl: BASE })).kind).toBe("not_found");

    closeActivation(actor(w.leader.id), a.id);
    const audits = auditCount();
    expect(getReplyLinkState(token)).toEqual({ state: "closed" });
    expect(refusal(() => replyByToken(token, reply("Available"), { baseUrl: BASE })).kind).toBe("conflict");
    expect(refusal(() => checkByToken(token, "in")).kind).toBe("conflict");
    const row = db.select().from(activationResponses).where(eq(activationResponses.token, token)).get()!;
    expect(row).toMatchObject({ reply: null, repliedAt: null, checkedInAt: null });
    expect(auditCount()).toBe(audits);
  });

  it("lets a signed-in member reply from the dashboard, only to activations they were alerted to", () => {
    const w = world(1);
    const outsider = quickUser();
    const a = createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE }).activation;
    expect(listMyOpenActivations(actor(w.people[0]!.id)).map((m) => m.id)).toContain(a.id);
    expect(listMyOpenActivations(actor(w.people[0]!.id))[0]!.details).toBeNull();
    replyAsMember(actor(w.people[0]!.id), a.id, reply("Available"), { baseUrl: BASE });
    expect(listMyOpenActivations(actor(w.people[0]!.id)).find((m) => m.id === a.id)!.location).toBe("Fire Station 3");
    expect(refusal(() => replyAsMember(actor(outsider.id), a.id, reply("Available"), { baseUrl: BASE })).kind).toBe(
      "not_found",
    );
  });
});

describe("running an activation", () => {
  it("checks responders in and out (link and leader), closes once and notifies everyone", () => {
    const w = world(2);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id), { baseUrl: BASE }).activation;
    const [t1, t2] = w.people.map((p) => responseTokenFor(a.id, p.id)!);
    expect(refusal(() => checkByToken(t1!, "in")).kind).toBe("conflict"); // reply first
    replyByToken(t1!, reply("Available"), { baseUrl: BASE });
    checkByToken(t1!, "in");
    checkByToken(t1!, "out");
    expect(refusal(() => checkByToken(t1!, "out")).kind).toBe("conflict");
    const r2 = db.select().from(activationResponses).where(eq(activationResponses.token, t2!)).get()!;
    checkByLeader(leader, a.id, r2.id, "in");
    expect(refusal(() => checkByLeader(actor(w.people[0]!.id), a.id, r2.id, "out")).kind).toBe("forbidden");

    const upd = postActivationUpdate(
      leader,
      a.id,
      { message: "Bring waders", audience: "Responders" },
      { baseUrl: BASE },
    );
    expect(upd.recipients).toBe(1);
    const everyone = postActivationUpdate(
      leader,
      a.id,
      { message: "Stay tuned", audience: "Everyone" },
      { baseUrl: BASE },
    );
    expect(everyone.recipients).toBe(3);

    closeActivation(leader, a.id);
    expect(refusal(() => closeActivation(leader, a.id)).kind).toBe("conflict");
    const standDowns = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_stand_down")))
      .all();
    expect(standDowns.filter((m) => m.channel === "email")).toHaveLength(3);
    expect(standDowns.every((m) => m.body.startsWith("DRILL"))).toBe(true);
    // A leader still checks out after stand-down; times stay for the hours ledger.
    checkByLeader(leader, a.id, r2.id, "out");
    const rows = db.select().from(activationResponses).where(eq(activationResponses.activationId, a.id)).all();
    expect(rows.filter((r) => r.checkedInAt && r.checkedOutAt)).toHaveLength(2);
    const actions = db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, a.id))
      .all()
      .map((x) => x.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "create_activation",
        "check_in_responder",
        "check_out_responder",
        "post_activation_update",
        "close_activation",
      ]),
    );
  });

  it("alerts the leaders once, an hour after stand-down, about anyone still checked in", () => {
    const w = world(2);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id), { baseUrl: BASE }).activation;
    const t1 = responseTokenFor(a.id, w.people[0]!.id)!;
    replyByToken(t1, reply("Available"), { baseUrl: BASE });
    checkByToken(t1, "in");
    const closedAt = new Date();
    closeActivation(leader, a.id, { now: closedAt });
    expect(sendDueCheckoutAlerts({ baseUrl: BASE, now: new Date(closedAt.getTime() + 30 * 60_000) })).toBe(0);
    expect(sendDueCheckoutAlerts({ baseUrl: BASE, now: new Date(closedAt.getTime() + 61 * 60_000) })).toBe(1);
    expect(sendDueCheckoutAlerts({ baseUrl: BASE, now: new Date(closedAt.getTime() + 62 * 60_000) })).toBe(0);
    const alerts = db
      .select()
      .from(messageQueue)
      .where(and(eq(messageQueue.activationId, a.id), eq(messageQueue.kind, "activation_checkout_alert")))
      .all();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.userId).toBe(w.leader.id);
    expect(alerts[0]!.body).toContain(w.people[0]!.displayName);
    expect(alerts[0]!.body).toContain(`${BASE}/dashboard/activations/${a.id}`);
  });

  it("gives leaders the roster of their own chapters only, with history figures", () => {
    const w = world(4);
    const other = world(1);
    const a = createActivation(actor(w.leader.id), input(w.chapter.id), { baseUrl: BASE }).activation;
    expect(refusal(() => getActivationRoster(actor(other.leader.id), a.id)).kind).toBe("forbidden");
    expect(refusal(() => getActivationRoster(actor(w.people[0]!.id), a.id)).kind).toBe("forbidden");
    expect(refusal(() => getActivationRoster(actor(w.leader.id), "nope")).kind).toBe("not_found");
    replyByToken(responseTokenFor(a.id, w.people[0]!.id)!, reply("Available"), {
      baseUrl: BASE,
      now: new Date(a.createdAt.getTime() + 90_000),
    });
    replyByToken(responseTokenFor(a.id, w.people[1]!.id)!, reply("Unavailable"), {
      baseUrl: BASE,
      now: new Date(a.createdAt.getTime() + 120_000),
    });
    const [h] = listActivationHistory(actor(w.leader.id)).filter((x) => x.id === a.id);
    expect(h).toMatchObject({ alerted: 5, replied: 2, responders: 1, repliedPercent: 40, timeToFirstReplyMs: 90_000 });
    expect(listActivationHistory(actor(other.leader.id)).some((x) => x.id === a.id)).toBe(false);
  });
});

describe("the roster kept between views (decision 057)", () => {
  it("is read once while nothing it shows changes, and shows every change at the next view", () => {
    const w = world(3);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id), { baseUrl: BASE }).activation;
    const first = getActivationRoster(leader, a.id);
    // Nothing changed: the same rows, not read again.
    expect(getActivationRoster(leader, a.id).roster).toBe(first.roster);
    const byUser = (userId: string) => getActivationRoster(leader, a.id).roster.find((r) => r.userId === userId)!;

    // A reply (the roster version moves).
    replyByToken(responseTokenFor(a.id, w.people[0]!.id)!, reply("Available"), { baseUrl: BASE });
    expect(byUser(w.people[0]!.id).reply).toBe("Available");
    expect(getActivationRoster(leader, a.id).counts.Available).toBe(1);

    // A member's new name and phone (no response changes: content_version moves).
    db.update(users)
      .set({ displayName: "Renamed Responder", phone: "512-555-0199" })
      .where(eq(users.id, w.people[1]!.id))
      .run();
    expect(byUser(w.people[1]!.id)).toMatchObject({ displayName: "Renamed Responder", phone: "512-555-0199" });

    // Two responses changed in the same millisecond: the count and the latest time stay alike.
    const at = new Date(Date.now() + 60_000);
    const set = (userId: string, r: "Available" | "Unavailable") =>
      db
        .update(activationResponses)
        .set({ reply: r, repliedAt: at, updatedAt: at })
        .where(and(eq(activationResponses.activationId, a.id), eq(activationResponses.userId, userId)))
        .run();
    set(w.people[1]!.id, "Unavailable");
    expect(byUser(w.people[1]!.id).reply).toBe("Unavailable");
    set(w.people[2]!.id, "Unavailable");
    expect(byUser(w.people[2]!.id).reply).toBe("Unavailable");

    // A write through another connection (another server process).
    const other = new Database(databasePath());
    other
      .prepare(
        "update activation_responses set reply = 'Available', updated_at = ? where activation_id = ? and user_id = ?",
      )
      .run(at.getTime() + 1, a.id, w.people[2]!.id);
    other.close();
    expect(byUser(w.people[2]!.id).reply).toBe("Available");
    // The leader was alerted too, and has not replied.
    expect(getActivationRoster(leader, a.id).counts).toEqual({ Available: 2, Delayed: 0, Unavailable: 1, NoReply: 1 });
  });

  it("keeps each naming apart: the API's stored names and each reader's language", () => {
    const w = world(1);
    const leader = actor(w.leader.id);
    const a = createActivation(leader, input(w.chapter.id), { baseUrl: BASE }).activation;
    db.update(users)
      .set({ displayName: "Deleted member", deletedAt: new Date() })
      .where(eq(users.id, w.people[0]!.id))
      .run();
    const name = (lang: string) =>
      getActivationRoster(
        leader,
        a.id,
        namesFor((key) => `${lang}:${key}`),
        lang,
      ).roster.find((r) => r.userId === w.people[0]!.id)!.displayName;
    expect(getActivationRoster(leader, a.id).roster.find((r) => r.userId === w.people[0]!.id)!.displayName).toBe(
      "Deleted member",
    );
    expect(name("es")).toBe("es:common.deletedMember");
    expect(name("fr")).toBe("fr:common.deletedMember");
    expect(name("es")).toBe("es:common.deletedMember");
  });
});
