import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadActor } from "~/access/actor.server";
import { db, sqlite } from "~/db/client.server";
import { activationResponses, auditLogs, chapters, memberships, messageQueue, userSettings, users } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import {
  alertMessage,
  checkoutAlertMessage,
  detailsMessage,
  SMS_SEGMENT_BUDGET,
  smsSegments,
  standDownMessage,
  toGsm7,
  updateMessage,
  type ActivationFacts,
  type ComposedMessage,
} from "~/models/activation-messages";
import { ReplySchema } from "~/models/activation.schema";
import { formatInZone } from "~/utils/activation-format";
import { closeActivation, createActivation, postActivationUpdate } from "~/models/activation-send.server";
import { replyAsMember, replyByToken } from "~/models/activation-reply.server";
import { factsOf, responseTokenFor } from "~/models/activation-common.server";
import { parseSmsReply } from "~/models/activation-sms-reply.server";

// A production-length reply link: https + a real host + /respond/ + 22 characters of token.
const LINK = "https://cert-chapters.example.org/respond/AbCdEfGhIjKlMnOpQrStUv";
const TITLE = "Flooding on the east side: sandbagging at the levee"; // 51 characters, as a leader writes
const CHAPTER = "Travis County CERT Chapter"; // 26 characters

function allMessages(lang: Lang, kind: "Drill" | "Real"): Record<string, ComposedMessage> {
  const t = serverT(lang);
  const facts: ActivationFacts = { kind, title: TITLE, chapterName: CHAPTER, shortNumber: 4127 };
  const reportByLabel = formatInZone(new Date("2026-11-24T02:30:00Z"), "America/Chicago", lang);
  const details = { ...facts, details: "River rising", location: "Fire Station 3, 100 Main St", reportByLabel };
  return {
    alert: alertMessage(t, facts, LINK, reportByLabel),
    details: detailsMessage(t, { ...details, standby: false }, LINK),
    standby: detailsMessage(t, { ...details, standby: true }, LINK),
    update: updateMessage(t, facts, "Bring waders and gloves.", LINK),
    standDown: standDownMessage(t, facts),
    checkout: checkoutAlertMessage(t, facts, ["Ana Ruiz (512 555 0100)", "Dev Patel"], `${LINK}x`),
  };
}

describe("activation messages in every language", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: a title typed as "DRILL: …" says DRILL once`, () => {
      const t = serverT(lang);
      const typed = { kind: "Drill" as const, title: `DRILL: ${TITLE}`, chapterName: CHAPTER };
      const m = alertMessage(t, factsOf(typed, CHAPTER), LINK, "x");
      for (const text of [m.subject, m.text, m.sms]) expect(text.match(/DRILL/g)).toHaveLength(1);
    });

    it(`${lang}: a drill says DRILL first in the subject, the body and the SMS; nothing is left as a raw key`, () => {
      for (const [name, m] of Object.entries(allMessages(lang, "Drill"))) {
        for (const text of [m.subject, m.text, m.sms]) {
          expect(text.startsWith("DRILL"), `${lang} ${name}: ${text.slice(0, 40)}`).toBe(true);
          expect(text).not.toMatch(/activations\.\w/);
          expect(text).toContain(TITLE); // the leader's own text stays as written
        }
      }
    });

    it(`${lang}: a real call-out is marked real and never says DRILL`, () => {
      const real = serverT(lang)("activations.kind.real");
      for (const m of Object.values(allMessages(lang, "Real"))) {
        for (const text of [m.subject, m.text, m.sms]) {
          expect(text.startsWith(text === m.sms ? toGsm7(real) : real)).toBe(true);
          expect(text).not.toContain("DRILL");
        }
      }
    });

    it(`${lang}: the key action comes first: the alert SMS carries the reply link, the details the staging location`, () => {
      const m = allMessages(lang, "Drill");
      expect(m.alert!.sms).toContain(LINK);
      expect(m.alert!.text).toContain(LINK);
      // What a member needs to decide, in the alert itself: chapter and report-by time (chapter's zone).
      const reportBy = formatInZone(new Date("2026-11-24T02:30:00Z"), "America/Chicago", lang);
      for (const text of [m.alert!.text, m.alert!.sms]) {
        expect(text).toContain(CHAPTER);
        expect(text).toContain(text === m.alert!.sms ? toGsm7(reportBy) : reportBy);
      }
      expect(m.details!.sms).toContain("Fire Station 3, 100 Main St");
      expect(m.details!.sms).toContain(LINK);
      expect(
        m.standby!.sms.indexOf(lang === "en" ? "STANDBY" : lang === "es" ? "EN RESERVA" : "EN RÉSERVE"),
      ).toBeGreaterThan(0);
    });

    it(`${lang}: every SMS of a typical call-out stays within ${SMS_SEGMENT_BUDGET} segments`, () => {
      for (const kind of ["Drill", "Real"] as const) {
        for (const [name, m] of Object.entries(allMessages(lang, kind))) {
          expect(smsSegments(m.sms), `${lang} ${kind} ${name} (${m.sms.length} chars): ${m.sms}`).toBeLessThanOrEqual(
            SMS_SEGMENT_BUDGET,
          );
          // GSM-7 throughout: one accent outside it would cut a segment from 160 to 70 characters.
          expect(toGsm7(m.sms), `${lang} ${kind} ${name}`).toBe(m.sms);
        }
      }
    });
  }

  it("the alert SMS says how to answer by text, with the call-out's code, in the replies the inbound parser reads", () => {
    for (const lang of ["en", "es", "fr"] as const) {
      const sms = allMessages(lang, "Real").alert!.sms;
      for (const reply of ["A4127 1", "A4127 2 20", "A4127 3"]) expect(sms, `${lang}: ${sms}`).toContain(reply);
      const parsed = ["A4127 1", "A4127 2 20", "A4127 3"].map((body) => parseSmsReply(body));
      expect(parsed).toEqual([
        { shortNumber: 4127, reply: { reply: "Available", etaMinutes: null } },
        { shortNumber: 4127, reply: { reply: "Delayed", etaMinutes: 20 } },
        { shortNumber: 4127, reply: { reply: "Unavailable", etaMinutes: null } },
      ]);
    }
    // An activation without a short number still tells the member the digits to send.
    const t = serverT("en");
    const sms = alertMessage(t, { kind: "Real", title: TITLE, chapterName: CHAPTER }, LINK, "8:30 PM").sms;
    expect(sms).toContain("Text back 1 available, 2 20 if 20 min late, 3 unavailable");
  });

  it("Spanish and French add their word after DRILL, never instead of it", () => {
    expect(allMessages("es", "Drill").alert!.sms.startsWith("DRILL / SIMULACRO")).toBe(true);
    expect(allMessages("fr", "Drill").alert!.sms.startsWith("DRILL / EXERCICE")).toBe(true);
    expect(allMessages("en", "Drill").alert!.sms.startsWith("DRILL: ")).toBe(true);
  });

  it("English texts are unchanged", () => {
    const m = allMessages("en", "Drill");
    expect(m.alert!.subject).toBe(`DRILL: ${TITLE} (${CHAPTER} call-out)`);
    expect(m.alert!.sms).toBe(
      `DRILL: ${CHAPTER} call-out: ${TITLE}. Report by Mon, Nov 23, 8:30 PM CST. Text back A4127 1 available, A4127 2 20 if 20 min late, A4127 3 unavailable, or reply here: ${LINK}`,
    );
    expect(m.alert!.text).toContain("Report by: Mon, Nov 23, 8:30 PM CST");
    expect(m.standDown!.subject).toBe(`DRILL: STAND DOWN: ${TITLE}`);
    expect(m.update!.sms).toBe(`DRILL: Update on ${TITLE}: Bring waders and gloves. ${LINK}`);
  });

  it("counts SMS segments as providers do (GSM-7 or UCS-2)", () => {
    expect(smsSegments("a".repeat(160))).toBe(1);
    expect(smsSegments("a".repeat(161))).toBe(2);
    expect(smsSegments("ñé".repeat(80))).toBe(1); // both in the GSM-7 set
    expect(smsSegments("ó".repeat(70))).toBe(1); // not in GSM-7: UCS-2
    expect(smsSegments("ó".repeat(71))).toBe(2);
    expect(toGsm7("ACTIVACIÓN REAL: Estación 3, d’un, UTC−6")).toBe("ACTIVACION REAL: Estacion 3, d'un, UTC-6");
    expect(toGsm7("é è à ñ ü stay")).toBe("é è à ñ ü stay");
  });
});

// ---------------------------------------------------------------------------------------------
// Queued messages go to each member in their own language

let n = 0;
function member(lang: Lang | null, opts: { roles?: string[] } = {}) {
  const u = db
    .insert(users)
    .values({
      email: `i18n-act${n++}-${Date.now()}@example.test`,
      displayName: `Lang ${lang ?? "none"} ${n}`,
      passwordHash: "!",
      phone: "(512) 555-0142",
    })
    .returning()
    .get();
  if (lang) db.insert(userSettings).values({ userId: u.id, smsNotifications: true, language: lang }).run();
  for (const role of opts.roles ?? [])
    sqlite().prepare("insert into user_roles (user_id, role, created_at) values (?, ?, ?)").run(u.id, role, Date.now());
  return u;
}

function world() {
  const c = db
    .insert(chapters)
    .values({
      name: `Lang Chapter ${n++}`,
      slug: `lang-ch-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
    })
    .returning()
    .get();
  const leader = member("en", { roles: ["ChapterLeader", "Member"] });
  const people = { es: member("es"), fr: member("fr"), en: member("en"), none: member(null) };
  db.insert(memberships).values({ userId: leader.id, chapterId: c.id, role: "Leader", status: "Approved" }).run();
  for (const p of Object.values(people))
    db.insert(memberships).values({ userId: p.id, chapterId: c.id, role: "Member", status: "Approved" }).run();
  return { chapter: c, leader, people };
}

const queuedFor = (activationId: string, userId: string, kind: string) =>
  db
    .select()
    .from(messageQueue)
    .where(
      and(eq(messageQueue.activationId, activationId), eq(messageQueue.userId, userId), eq(messageQueue.kind, kind)),
    )
    .all();

describe("activation messages are queued in each recipient's language", () => {
  it("alert, details, update and stand-down reach es, fr and en members in their language; the leader's text stays", () => {
    const w = world();
    const leader = loadActor(w.leader.id)!;
    const { activation } = createActivation(
      leader,
      {
        chapterId: w.chapter.id,
        kind: "Drill",
        title: "Sandbagging at the levee",
        details: "River rising",
        location: "Fire Station 3",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 5,
      },
      { baseUrl: "https://cert.example" },
    );
    const alert = (userId: string) => {
      const rows = queuedFor(activation.id, userId, "activation_alert");
      return { email: rows.find((r) => r.channel === "email")!, sms: rows.find((r) => r.channel === "sms")! };
    };
    const es = alert(w.people.es.id);
    expect(es.email.subject).toBe(
      "DRILL / SIMULACRO: Sandbagging at the levee (convocatoria de " + w.chapter.name + ")",
    );
    expect(es.email.body).toContain("Esto es un simulacro.");
    expect(es.sms.body.startsWith("DRILL / SIMULACRO: convocatoria de")).toBe(true);
    const fr = alert(w.people.fr.id);
    expect(fr.email.subject.startsWith("DRILL / EXERCICE : Sandbagging at the levee")).toBe(true);
    expect(fr.email.body).toContain("Ceci est un exercice.");
    expect(fr.sms.body).toContain("Répondez");
    for (const who of [w.people.en.id, w.people.none.id]) {
      const en = alert(who);
      expect(en.email.subject).toBe(`DRILL: Sandbagging at the levee (${w.chapter.name} call-out)`);
      if (who === w.people.en.id)
        expect(en.sms.body).toMatch(/ 3 unavailable, or reply here: https:\/\/cert\.example\/respond\//);
      else expect(en.sms).toBeUndefined(); // no settings row: no SMS opt-in, English by default
    }

    // Details after Available, in the member's language (report-by time written in it too).
    replyAsMember(loadActor(w.people.es.id)!, activation.id, ReplySchema.parse({ reply: "Available" }), {
      baseUrl: "https://cert.example",
    });
    const details = queuedFor(activation.id, w.people.es.id, "activation_details").find((r) => r.channel === "email")!;
    expect(details.body).toContain("Punto de reunión: Fire Station 3");
    expect(details.body).toContain("Situación: River rising");

    postActivationUpdate(
      leader,
      activation.id,
      { message: "Bring waders.", audience: "Everyone" },
      {
        baseUrl: "https://cert.example",
      },
    );
    const update = queuedFor(activation.id, w.people.fr.id, "activation_update").find((r) => r.channel === "email")!;
    expect(update.subject).toBe("DRILL / EXERCICE : Information sur Sandbagging at the levee");
    expect(update.body).toContain("Bring waders.");

    closeActivation(leader, activation.id);
    const standDown = queuedFor(activation.id, w.people.es.id, "activation_stand_down").find(
      (r) => r.channel === "sms",
    )!;
    expect(standDown.body.startsWith("DRILL / SIMULACRO: FIN.")).toBe(true);
    const enStandDown = queuedFor(activation.id, w.people.en.id, "activation_stand_down").find(
      (r) => r.channel === "email",
    )!;
    expect(enStandDown.subject).toBe("DRILL: STAND DOWN: Sandbagging at the levee");
  });
});

describe("a reply form's idempotency key", () => {
  it("applies a reply through the link once per key; a new key applies again", () => {
    const w = world();
    const { activation } = createActivation(
      loadActor(w.leader.id)!,
      {
        chapterId: w.chapter.id,
        kind: "Real",
        title: "Shelter support",
        details: "Gym",
        location: "School",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl: "https://cert.example" },
    );
    const token = responseTokenFor(activation.id, w.people.es.id)!;
    const opts = { baseUrl: "https://cert.example", idempotencyKey: "offline-key-0000000001" };
    const first = replyByToken(token, ReplySchema.parse({ reply: "Delayed", eta: 20 }), opts);
    const again = replyByToken(token, ReplySchema.parse({ reply: "Delayed", eta: 20 }), opts);
    expect(again).toMatchObject({ reply: "Delayed", etaMinutes: 20, id: first.id });
    const replies = () =>
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, activation.id), eq(auditLogs.action, "reply_activation")))
        .all().length;
    expect(replies()).toBe(1);
    expect(queuedFor(activation.id, w.people.es.id, "activation_details")).toHaveLength(2); // email + sms, once

    replyByToken(token, ReplySchema.parse({ reply: "Available" }), {
      ...opts,
      idempotencyKey: "offline-key-0000000002",
    });
    expect(replies()).toBe(2);
    const row = db.select().from(activationResponses).where(eq(activationResponses.token, token)).get()!;
    expect(row.reply).toBe("Available");

    // The member's dashboard reply: same rule, keyed by the signed-in member.
    const memberActor = loadActor(w.people.fr.id)!;
    const dash = { baseUrl: "https://cert.example", idempotencyKey: "dashboard-key-00000001" };
    replyAsMember(memberActor, activation.id, ReplySchema.parse({ reply: "Unavailable" }), dash);
    replyAsMember(memberActor, activation.id, ReplySchema.parse({ reply: "Unavailable" }), dash);
    expect(replies()).toBe(3);
  });
});
