import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activationResponses, auditLogs, userSettings, users } from "~/db/schema";
import { twilioSignature, validTwilioSignature } from "~/messaging/twilio-signature.server";
import { parseSmsReply } from "~/models/activation-sms-reply.server";
import { createActivation } from "~/models/activation-send.server";
import { action } from "~/routes/sms.inbound";
import { actor, join, person, team } from "./credential-fixtures";

/** Reply by text: the Twilio-shaped webhook, its signature, the words it reads and what it records. */
const TOKEN = "test-auth-token";
const URL_ = "http://app.test/sms/inbound";

beforeAll(() => {
  process.env.SMS_AUTH_TOKEN = TOKEN;
  process.env.APP_URL = "http://app.test";
});
afterAll(() => {
  delete process.env.SMS_AUTH_TOKEN;
  delete process.env.APP_URL;
});

async function post(params: Record<string, string>, signature?: string) {
  const body = new URLSearchParams(params);
  const request = new Request(URL_, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature ?? twilioSignature(TOKEN, URL_, Object.entries(params)),
    },
    body,
  });
  const res = await action({ request, params: {}, context: {} });
  return { status: res.status, text: await res.text() };
}

function callOut(phone: string, title: string) {
  const { chapter, leader } = team();
  const member = person(["Member"], "Tia Texter");
  join(member.id, chapter.id);
  db.update(users).set({ phone }).where(eq(users.id, member.id)).run();
  const created = createActivation(
    actor(leader.id),
    {
      chapterId: chapter.id,
      kind: "Real",
      title,
      details: "Details",
      location: "Station",
      reportAt: new Date(Date.now() + 3_600_000),
      needed: 2,
    },
    { baseUrl: "http://app.test" },
  );
  return { member, activation: created.activation, chapter, leader };
}

const responseOf = (activationId: string, userId: string) =>
  db
    .select()
    .from(activationResponses)
    .where(and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, userId)))
    .get()!;

describe("the Twilio signature", () => {
  it("is HMAC-SHA1 of the URL and the sorted parameters, base64 (Twilio's documented example)", () => {
    const params: Array<[string, string]> = [
      ["CallSid", "CA1234567890ABCDE"],
      ["Caller", "+14158675310"],
      ["Digits", "1234"],
      ["From", "+14158675310"],
      ["To", "+18005551212"],
    ];
    expect(twilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params)).toBe(
      "GvWf1cFY/Q7PnoempGyD5oXAezc=",
    );
    expect(validTwilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params, "forged=")).toBe(false);
  });
});

describe("reading a text reply", () => {
  it("reads the answers in en, es and fr, a Delayed ETA and the short code", () => {
    expect(parseSmsReply("1").reply?.reply).toBe("Available");
    expect(parseSmsReply(" Yes ").reply?.reply).toBe("Available");
    expect(parseSmsReply("Sí").reply?.reply).toBe("Available");
    expect(parseSmsReply("oui").reply?.reply).toBe("Available");
    expect(parseSmsReply("2 20").reply).toEqual({ reply: "Delayed", etaMinutes: 20 });
    expect(parseSmsReply("3").reply?.reply).toBe("Unavailable");
    expect(parseSmsReply("NO").reply?.reply).toBe("Unavailable");
    expect(parseSmsReply("A7 1")).toEqual({ shortNumber: 7, reply: { reply: "Available", etaMinutes: null } });
    expect(parseSmsReply("2").reply).toBeNull();
    expect(parseSmsReply("maybe later").reply).toBeNull();
  });
});

describe("POST /sms/inbound", () => {
  it("records the reply of the member whose phone sent it, on their newest open call-out, and confirms", async () => {
    const { member, activation } = callOut("(512) 555-0177", "Shelter opening");
    const res = await post({ From: "+15125550177", Body: "2 25" });
    expect(res.status).toBe(200);
    expect(res.text).toContain("<Response><Message>Thanks: Delayed, ETA 25 min, for A");
    expect(res.text).toContain("Shelter opening");
    expect(responseOf(activation.id, member.id)).toMatchObject({ reply: "Delayed", etaMinutes: 25 });
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, activation.id), eq(auditLogs.action, "reply_activation")))
      .get()!;
    expect(audit.metadata).toMatchObject({ via: "sms", reply: "Delayed" });
  });

  it("takes the short code to pick one of several open call-outs, and answers in the member's language", async () => {
    const first = callOut("512-555-0188", "First call");
    const second = callOut("512-555-0199", "Second call");
    // The same member alerted to a second, newer activation of another chapter.
    join(first.member.id, second.chapter.id);
    const third = createActivation(
      actor(second.leader.id),
      {
        chapterId: second.chapter.id,
        kind: "Drill",
        title: "Newest",
        details: "Details",
        location: "Station",
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 1,
      },
      { baseUrl: "http://app.test" },
    ).activation;
    db.insert(userSettings).values({ userId: first.member.id, language: "es" }).run();
    const res = await post({ From: "+15125550188", Body: `A${first.activation.shortNumber} sí` });
    // Folded to GSM-7 (one accent would send the whole text as UCS-2): "estás" becomes "estas".
    expect(res.text).toContain("Gracias: estas disponible");
    expect(responseOf(first.activation.id, first.member.id).reply).toBe("Available");
    expect(responseOf(third.id, first.member.id).reply).toBeNull();
  });

  it("refuses a forged signature with a 403 and records nothing", async () => {
    const { member, activation } = callOut("512-555-0166", "Forged");
    const res = await post({ From: "+15125550166", Body: "1" }, "AAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    expect(res.status).toBe(403);
    expect(responseOf(activation.id, member.id).reply).toBeNull();
  });

  it("answers an unknown number politely and records nothing; an unclear text says how to answer", async () => {
    const unknown = await post({ From: "+15125550000", Body: "1" });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain("Sorry, this number is not linked");
    const { member, activation } = callOut("512-555-0155", "Unclear");
    const unclear = await post({ From: "+15125550155", Body: "maybe" });
    expect(unclear.text).toContain("Reply 1 (Available)");
    expect(responseOf(activation.id, member.id).reply).toBeNull();
  });
});
