import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, sqlite } from "~/db/client.server";
import { activationResponses, auditLogs, chapters, memberships, messageQueue, userSettings, users } from "~/db/schema";
import { ActivationEditApiSchema, ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import { editActivation, STALE_EDIT_MESSAGE } from "~/models/activation-edit.server";
import { listOpenActivationsToRun } from "~/models/activation-lists.server";
import { replyByToken } from "~/models/activation-reply.server";
import { closeActivation, createActivation } from "~/models/activation-send.server";
import { actorOf, refusal } from "../helpers/actor";

const BASE = "https://cert.example";
let n = 0;

function person(opts: { phone?: string; sms?: boolean; lang?: "en" | "es" | "fr"; roles?: string[] } = {}) {
  const u = db
    .insert(users)
    .values({
      email: `edit${n++}-${Date.now()}@example.test`,
      displayName: `Edit ${n}`,
      passwordHash: "!",
      phone: opts.phone ?? null,
    })
    .returning()
    .get();
  if (opts.sms !== undefined || opts.lang)
    db.insert(userSettings)
      .values({ userId: u.id, smsNotifications: opts.sms ?? false, language: opts.lang ?? "en" })
      .run();
  for (const role of opts.roles ?? [])
    sqlite().prepare("insert into user_roles (user_id, role, created_at) values (?, ?, ?)").run(u.id, role, Date.now());
  return u;
}

function world(timezone = "America/Chicago") {
  const c = db
    .insert(chapters)
    .values({
      name: `Edit ${n++}`,
      slug: `edit-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
      timezone,
    })
    .returning()
    .get();
  const leader = person({ roles: ["ChapterLeader", "Member"] });
  db.insert(memberships).values({ userId: leader.id, chapterId: c.id, role: "Leader", status: "Approved" }).run();
  const add = (opts: Parameters<typeof person>[0] = {}) => {
    const p = person(opts);
    db.insert(memberships).values({ userId: p.id, chapterId: c.id, status: "Approved" }).run();
    return p;
  };
  return { chapter: c, leader, add };
}

const REPORT_AT = new Date("2026-12-01T15:00:00Z"); // 9:00 AM in Chicago
const start = (chapterId: string, needed = 2) => ({
  chapterId,
  kind: "Drill" as const,
  title: "Sandbagging",
  details: "River rising on the east side",
  location: "Fire Station 3",
  reportAt: REPORT_AT,
  needed,
});

const reply = (activationId: string, userId: string, r: "Available" | "Delayed" | "Unavailable", now: Date) =>
  replyByToken(
    responseTokenFor(activationId, userId)!,
    ReplySchema.parse({ reply: r, eta: r === "Delayed" ? 20 : undefined }),
    {
      baseUrl: BASE,
      now,
    },
  );

const editNotices = (activationId: string) =>
  db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.activationId, activationId), eq(messageQueue.kind, "activation_edit")))
    .all();

describe("editing an open activation", () => {
  it("tells members who replied Available or Delayed what changed, in their language and the chapter's zone, once", () => {
    const w = world();
    const available = w.add({ lang: "es", phone: "512-555-0150", sms: true });
    const delayed = w.add({ lang: "fr" });
    const unavailable = w.add();
    const silent = w.add();
    const { activation } = createActivation(actorOf(w.leader), start(w.chapter.id), { baseUrl: BASE });
    const t0 = new Date();
    reply(activation.id, available.id, "Available", t0);
    reply(activation.id, delayed.id, "Delayed", t0);
    reply(activation.id, unavailable.id, "Unavailable", t0);

    const newReportAt = new Date("2026-12-01T16:30:00Z"); // 10:30 AM in Chicago
    const result = editActivation(
      actorOf(w.leader),
      activation.id,
      { location: "Church lot, 5th St", reportAt: newReportAt, revision: 0 },
      { baseUrl: BASE },
    );
    expect(result).toMatchObject({ changed: ["location", "reportAt"], notified: 2, promoted: 0 });
    expect(result.activation).toMatchObject({ location: "Church lot, 5th St", reportAt: newReportAt, revision: 1 });

    const notices = editNotices(activation.id);
    // Email to both responders, SMS to the one who opted in; nobody else.
    expect(notices.map((m) => [m.userId, m.channel]).sort()).toEqual(
      [
        [available.id, "email"],
        [available.id, "sms"],
        [delayed.id, "email"],
      ].sort(),
    );
    expect(notices.some((m) => m.userId === unavailable.id || m.userId === silent.id)).toBe(false);
    const es = notices.find((m) => m.userId === available.id && m.channel === "email")!;
    expect(es.subject).toBe("DRILL / SIMULACRO: Sandbagging: cambios");
    expect(es.body).toContain("Punto de reunión: Church lot, 5th St (anteriormente: Fire Station 3)");
    // Times in the chapter's zone, with the zone written out, through the one formatter.
    expect(es.body).toMatch(/10:30.*\(anteriormente: .*9:00/);
    expect(es.body).toMatch(/CST|GMT-6|UTC-6|hora/i);
    expect(es.body).toContain(`${BASE}/respond/${responseTokenFor(activation.id, available.id)}`);
    const sms = notices.find((m) => m.channel === "sms")!;
    expect(sms.body).toMatch(/^DRILL/);
    expect(sms.body).toContain("Nuevo punto de reunion: Church lot, 5th St."); // folded to GSM-7
    const fr = notices.find((m) => m.userId === delayed.id)!;
    expect(fr.body).toContain("Point de rassemblement : Church lot, 5th St (auparavant : Fire Station 3)");
    expect(fr.body).not.toContain("Situation");

    // The same post again (a double tap, a replay) changes nothing and sends nothing more.
    const again = editActivation(
      actorOf(w.leader),
      activation.id,
      { location: "Church lot, 5th St", reportAt: newReportAt },
      { baseUrl: BASE },
    );
    expect(again).toMatchObject({ changed: [], notified: 0 });
    expect(editNotices(activation.id)).toHaveLength(3);

    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "edit_activation"), eq(auditLogs.targetId, activation.id)))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.metadata).toMatchObject({
      revision: 1,
      notified: 2,
      changes: {
        location: { from: "Fire Station 3", to: "Church lot, 5th St" },
        reportAt: { from: REPORT_AT.toISOString(), to: newReportAt.toISOString() },
      },
    });
  });

  it("a new situation goes out in full by email; a higher number needed takes standby members off standby, first replied first", () => {
    const w = world();
    const a = w.add();
    const b = w.add();
    const c = w.add();
    const { activation } = createActivation(actorOf(w.leader), start(w.chapter.id, 1), { baseUrl: BASE });
    const t = Date.now();
    reply(activation.id, a.id, "Available", new Date(t));
    reply(activation.id, c.id, "Available", new Date(t + 2_000));
    reply(activation.id, b.id, "Available", new Date(t + 1_000));
    const standby = (userId: string) =>
      db
        .select({ standby: activationResponses.standby })
        .from(activationResponses)
        .where(and(eq(activationResponses.activationId, activation.id), eq(activationResponses.userId, userId)))
        .get()!.standby;
    expect([standby(a.id), standby(b.id), standby(c.id)]).toEqual([false, true, true]);

    const result = editActivation(
      actorOf(w.leader),
      activation.id,
      { needed: 2, details: "Levee breach near Oak St: bring waders" },
      { baseUrl: BASE },
    );
    expect(result).toMatchObject({ changed: ["needed", "details"], notified: 3, promoted: 1 });
    expect([standby(a.id), standby(b.id), standby(c.id)]).toEqual([false, false, true]);
    const notices = editNotices(activation.id);
    const toB = notices.find((m) => m.userId === b.id)!;
    expect(toB.body).toContain("You are no longer on standby");
    expect(toB.body).toContain("Situation: Levee breach near Oak St: bring waders");
    expect(toB.body).toContain("Responders needed: 2 (was 1)");
    expect(notices.find((m) => m.userId === c.id)!.body).not.toContain("no longer on standby");
    expect(listOpenActivationsToRun(actorOf(w.leader)).find((x) => x.id === activation.id)).toMatchObject({
      needed: 2,
      committed: 2,
      counts: { Available: 3, Delayed: 0, Unavailable: 0, NoReply: 1 },
    });
  });

  it("refuses an edit against an older revision, of a closed activation, or by anyone but its runners", () => {
    const w = world();
    const member = w.add();
    const otherLeader = person({ roles: ["ChapterLeader", "Member"] });
    const { activation } = createActivation(actorOf(w.leader), start(w.chapter.id), { baseUrl: BASE });
    editActivation(actorOf(w.leader), activation.id, { needed: 4, revision: 0 }, { baseUrl: BASE });
    const stale = refusal(() =>
      editActivation(actorOf(w.leader), activation.id, { needed: 6, revision: 0 }, { baseUrl: BASE }),
    );
    expect(stale).toMatchObject({ status: 409, message: STALE_EDIT_MESSAGE });
    expect(refusal(() => editActivation(actorOf(member), activation.id, { needed: 6 }, { baseUrl: BASE })).status).toBe(
      403,
    );
    expect(
      refusal(() => editActivation(actorOf(otherLeader), activation.id, { needed: 6 }, { baseUrl: BASE })).status,
    ).toBe(403);
    expect(refusal(() => editActivation(actorOf(w.leader), "nope", { needed: 6 }, { baseUrl: BASE })).status).toBe(404);
    closeActivation(actorOf(w.leader), activation.id);
    expect(
      refusal(() => editActivation(actorOf(w.leader), activation.id, { needed: 6 }, { baseUrl: BASE })).status,
    ).toBe(409);
    expect(listOpenActivationsToRun(actorOf(w.leader)).some((x) => x.id === activation.id)).toBe(false);
    expect(listOpenActivationsToRun(actorOf(member))).toEqual([]);
  });

  it("the API schema takes any of the fields, refuses an empty body and bad values", () => {
    expect(ActivationEditApiSchema.safeParse({}).success).toBe(false);
    expect(ActivationEditApiSchema.safeParse({ needed: "5" }).success).toBe(false);
    expect(ActivationEditApiSchema.safeParse({ reportAt: "tomorrow-ish" }).success).toBe(false);
    expect(ActivationEditApiSchema.safeParse({ location: "x" }).success).toBe(false);
    const ok = ActivationEditApiSchema.parse({ reportAt: "2026-12-01T16:30:00Z", revision: 3 });
    expect(ok).toEqual({ reportAt: new Date("2026-12-01T16:30:00Z"), revision: 3 });
  });
});
