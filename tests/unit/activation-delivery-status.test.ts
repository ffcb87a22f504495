import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, sqlite } from "~/db/client.server";
import { chapters, memberships, messageQueue, userSettings, users } from "~/db/schema";
import { deliverDueMessages, drainMessages } from "~/jobs/delivery.server";
import { resetEmailTransport } from "~/messaging/email.server";
import { TwilioSmsProvider } from "~/messaging/sms.server";
import { ReplySchema } from "~/models/activation.schema";
import { responseTokenFor } from "~/models/activation-common.server";
import { deliveryStatusForActivation, getDeliveryStatus, recordLinkOpened } from "~/models/activation-delivery.server";
import { replyByToken } from "~/models/activation-reply.server";
import { getActivationRoster } from "~/models/activation-roster.server";
import { createActivation } from "~/models/activation-send.server";
import { toApiRoster } from "~/models/activation-view.server";
import { enqueueMessages, FALLBACK_AFTER_ATTEMPTS } from "~/models/message-queue.server";
import { actorOf, refusal } from "../helpers/actor";

/**
 * Delivery status per member and channel, against real parts on loopback: an SMTP server that
 * refuses some addresses for good (550) or for now (451), and an SMS provider in the Twilio REST
 * shape that refuses some numbers (400) or is down (503). Time moves by the worker's injected clock.
 */

const refuseForGood = new Set<string>();
const busy = new Set<string>();
const mailed: string[] = [];
let smtp: SMTPServer;

const badNumbers = new Set<string>();
const downNumbers = new Set<string>();
const texted: string[] = [];
let smsServer: http.Server;
let sms: TwilioSmsProvider;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseForGood.has(address.address))
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      if (busy.has(address.address))
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        mailed.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  resetEmailTransport();

  smsServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const to = new URLSearchParams(body).get("To") ?? "";
      const [status, payload] = badNumbers.has(to)
        ? [400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` }]
        : downNumbers.has(to)
          ? [503, { message: "Service unavailable" }]
          : [201, { sid: `SM${texted.push(to)}` }];
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((r) => smsServer.listen(0, "127.0.0.1", r));
  sms = new TwilioSmsProvider({
    baseUrl: `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}`,
    accountSid: "ACstatus",
    authToken: "token",
    from: "+15005550006",
  });
});

afterAll(async () => {
  resetEmailTransport();
  delete process.env.SMTP_URL;
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => smsServer.close(() => r()));
});

let n = 0;
function person(opts: { phone?: string; sms?: boolean; roles?: string[] } = {}) {
  const u = db
    .insert(users)
    .values({
      email: `status${n++}-${Date.now()}@example.test`,
      displayName: `Status ${n}`,
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

function chapterWith(members: Array<{ id: string }>, leader: { id: string }) {
  const c = db
    .insert(chapters)
    .values({
      name: `Status ${n++}`,
      slug: `status-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
    })
    .returning()
    .get();
  db.insert(memberships).values({ userId: leader.id, chapterId: c.id, role: "Leader", status: "Approved" }).run();
  for (const m of members) db.insert(memberships).values({ userId: m.id, chapterId: c.id, status: "Approved" }).run();
  return c;
}

const input = (chapterId: string) => ({
  chapterId,
  kind: "Drill" as const,
  title: "Shelter setup",
  details: "Open the school gym as a shelter",
  location: "North High School",
  reportAt: new Date(Date.now() + 3_600_000),
  needed: 3,
});

describe("delivery status per member and channel", () => {
  it("moves queued → sent / failed (with the provider's error) → link opened → replied, and fails over", async () => {
    const leader = person({ roles: ["ChapterLeader", "Member"] });
    const emailOnly = person();
    const both = person({ phone: "512-555-0140", sms: true });
    // Email refused for good; a phone on file (no SMS opt-in): the alert goes out by text instead.
    const fallsBack = person({ phone: "512-555-0141", sms: false });
    // Texts on, but the provider refuses the number: the email went too, so nothing more to send.
    const badPhone = person({ phone: "512-555-0142", sms: true });
    refuseForGood.add(fallsBack.email);
    badNumbers.add("+15125550142");
    const c = chapterWith([emailOnly, both, fallsBack, badPhone], leader);
    const { activation } = createActivation(actorOf(leader), input(c.id), { baseUrl: "https://cert.example" });

    const before = deliveryStatusForActivation(activation.id);
    expect(before.size).toBe(5);
    expect([...before.values()].every((d) => d.state === "queued" && !d.reached)).toBe(true);
    expect(before.get(both.id)!.channels.sms).toMatchObject({ state: "queued", retrying: false, error: null });
    // Nobody sent both channels carries a fallback; the member with an unused phone does.
    const fallbackRows = db
      .select({ userId: messageQueue.userId, fallback: messageQueue.fallback })
      .from(messageQueue)
      .where(eq(messageQueue.activationId, activation.id))
      .all()
      .filter((r) => r.fallback);
    expect(fallbackRows).toEqual([
      { userId: fallsBack.id, fallback: expect.objectContaining({ channel: "sms", to: "+15125550141" }) },
    ]);

    let clock = Date.now();
    const now = () => new Date(clock);
    await drainMessages({ sms, now, workerId: "status-test" });

    const after = deliveryStatusForActivation(activation.id);
    expect(after.get(emailOnly.id)).toMatchObject({
      state: "sent",
      reached: true,
      channels: { email: { state: "sent" } },
    });
    expect(after.get(emailOnly.id)!.channels.sms).toBeUndefined();
    expect(after.get(both.id)).toMatchObject({
      state: "sent",
      channels: { email: { state: "sent" }, sms: { state: "sent" } },
    });
    expect(after.get(badPhone.id)).toMatchObject({
      state: "sent",
      reached: true,
      channels: {
        email: { state: "sent", fellBackTo: null },
        sms: { state: "failed", error: expect.stringContaining("not a valid phone number"), fellBackTo: null },
      },
    });
    // The failed email and its stand-in by SMS, linked both ways; the text went out in the same drain.
    expect(after.get(fallsBack.id)).toMatchObject({
      state: "sent",
      reached: true,
      channels: {
        email: { state: "failed", error: expect.stringContaining("Mailbox unavailable"), fellBackTo: "sms" },
        sms: { state: "sent", fallbackFor: "email" },
      },
    });
    expect(texted).toContain("+15125550141");
    expect(mailed).not.toContain(fallsBack.email);

    // A second drain sends nothing again: the fallback is queued once.
    expect(await drainMessages({ sms, now, workerId: "status-test" })).toMatchObject({ claimed: 0 });

    const token = responseTokenFor(activation.id, emailOnly.id)!;
    clock += 60_000;
    expect(recordLinkOpened(token, now())).toBe(true);
    expect(recordLinkOpened(token, new Date(clock + 5_000))).toBe(false); // the first view is kept
    const opened = deliveryStatusForActivation(activation.id).get(emailOnly.id)!;
    expect(opened).toMatchObject({ state: "opened", linkOpenedAt: now() });

    replyByToken(token, ReplySchema.parse({ reply: "Available" }), { baseUrl: "https://cert.example", now: now() });
    expect(deliveryStatusForActivation(activation.id).get(emailOnly.id)).toMatchObject({
      state: "replied",
      repliedAt: now(),
    });

    // The roster's JSON carries each member's status; only the activation's runners may read it.
    const api = toApiRoster(getActivationRoster(actorOf(leader), activation.id));
    expect(api.roster.find((r) => r.userId === fallsBack.id)!.delivery).toMatchObject({
      state: "sent",
      email: { state: "failed", fellBackTo: "sms" },
      sms: { state: "sent", fallbackFor: "email" },
    });
    expect(refusal(() => getDeliveryStatus(actorOf(emailOnly), activation.id)).status).toBe(403);
  });

  it("a member whose every channel failed for good is failed, not reached", async () => {
    const leader = person({ roles: ["ChapterLeader", "Member"] });
    const lost = person({ phone: "512-555-0143", sms: false });
    refuseForGood.add(lost.email);
    badNumbers.add("+15125550143");
    const c = chapterWith([lost], leader);
    const { activation } = createActivation(actorOf(leader), input(c.id), { baseUrl: "https://cert.example" });
    await drainMessages({ sms, workerId: "status-test" });
    expect(deliveryStatusForActivation(activation.id).get(lost.id)).toMatchObject({
      state: "failed",
      reached: false,
      channels: {
        email: { state: "failed", fellBackTo: "sms" },
        sms: { state: "failed", fallbackFor: "email", error: expect.stringContaining("400") },
      },
    });
  });

  it("a failed SMS falls back to email when the message carries one", async () => {
    const leader = person({ roles: ["ChapterLeader", "Member"] });
    const member = person({ phone: "512-555-0144", sms: true });
    badNumbers.add("+15125550144");
    const c = chapterWith([member], leader);
    const { activation } = createActivation(actorOf(leader), input(c.id), { baseUrl: "https://cert.example" });
    await drainMessages({ sms, workerId: "status-test" });
    // A text-only message (as a reply confirmation by SMS would be) with the email as its stand-in.
    enqueueMessages(db, [
      {
        channel: "sms",
        to: "+15125550144",
        body: "DRILL: Shelter setup. Reply 1 available",
        kind: "activation_sms_only",
        activationId: activation.id,
        userId: member.id,
        fallback: { channel: "email", to: member.email, subject: "DRILL: Shelter setup", body: "Reply by link" },
      },
    ]);
    mailed.length = 0;
    await drainMessages({ sms, workerId: "status-test" });
    const status = deliveryStatusForActivation(activation.id).get(member.id)!;
    expect(status.channels.sms).toMatchObject({ state: "failed", kind: "activation_sms_only", fellBackTo: "email" });
    expect(status.channels.email).toMatchObject({ state: "sent", kind: "activation_sms_only", fallbackFor: "sms" });
    expect(mailed).toEqual([member.email]);
  });

  it(`a message still failing after ${FALLBACK_AFTER_ATTEMPTS} tries also goes out on the other channel, while it keeps retrying`, async () => {
    const leader = person({ roles: ["ChapterLeader", "Member"] });
    const member = person({ phone: "512-555-0145", sms: false });
    busy.add(member.email);
    const c = chapterWith([member], leader);
    const { activation } = createActivation(actorOf(leader), input(c.id), { baseUrl: "https://cert.example" });
    let clock = Date.now();
    const now = () => new Date(clock);
    const opts = { sms, now, retryBaseMs: 1_000, workerId: "status-retry" };
    await deliverDueMessages(opts);
    let status = deliveryStatusForActivation(activation.id).get(member.id)!;
    expect(status).toMatchObject({ state: "queued", channels: { email: { state: "queued", retrying: true } } });
    expect(status.channels.email!.error).toContain("Mailbox busy");
    expect(status.channels.sms).toBeUndefined();
    clock += 1_000; // the backoff waited out on the injected clock: 1 s, then 2 s
    await deliverDueMessages(opts);
    expect(deliveryStatusForActivation(activation.id).get(member.id)!.channels.sms).toBeUndefined();
    clock += 2_000;
    await deliverDueMessages(opts); // the third failure queues the text …
    await deliverDueMessages(opts); // … which the next round sends
    status = deliveryStatusForActivation(activation.id).get(member.id)!;
    expect(status).toMatchObject({
      state: "sent",
      reached: true,
      channels: {
        email: { state: "queued", retrying: true, attempts: FALLBACK_AFTER_ATTEMPTS, fellBackTo: "sms" },
        sms: { state: "sent", fallbackFor: "email" },
      },
    });
    // The mailbox frees up: the email is delivered too, and no second text is queued.
    busy.delete(member.email);
    clock += 4_000;
    await drainMessages(opts);
    status = deliveryStatusForActivation(activation.id).get(member.id)!;
    expect(status.channels.email).toMatchObject({ state: "sent", error: null });
    expect(texted.filter((to) => to === "+15125550145")).toHaveLength(1);
  });
});
