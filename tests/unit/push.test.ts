import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLogs,
  chapters,
  memberships,
  messageQueue,
  pushSubscriptions,
  serverSecrets,
  userSettings,
  users,
} from "~/db/schema";
import { drainMessages } from "~/jobs/delivery.server";
import { sendWebPush, type PushPayload } from "~/messaging/push.server";
import { assertPublicPushDestination, isPrivateAddress } from "~/messaging/push-destination.server";
import { DeliveryError } from "~/messaging/types";
import { OutboxSmsProvider } from "~/messaging/sms.server";
import { messagesFor } from "~/models/activation-common.server";
import { deliveryStatusForActivation } from "~/models/activation-delivery.server";
import { createActivation } from "~/models/activation-send.server";
import { PushSubscriptionSchema } from "~/models/push.schema";
import {
  countMyPushDevices,
  removePushSubscription,
  resetVapidKeys,
  savePushSubscription,
  vapidKeys,
} from "~/models/push.server";
import { actorOf } from "../helpers/actor";

/**
 * Web Push, the sending side, against a push service on loopback: a plain HTTP server that plays the
 * browser vendor's push service, holds each fake browser's private key and decrypts what arrives
 * (aes128gcm, with the `http_ece` package, independent of the `web-push` package that encrypted
 * it), and answers 201, 404, 410 or 500 per endpoint as told.
 */

interface Browser {
  ecdh: crypto.ECDH;
  auth: Buffer;
  answer: number;
}
const browsers = new Map<string, Browser>();
const received: Array<{ path: string; headers: http.IncomingHttpHeaders; payload: PushPayload | null }> = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const browser = browsers.get(req.url ?? "");
      let payload: PushPayload | null = null;
      if (browser && browser.answer === 201) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString("base64url"),
        });
        payload = JSON.parse(plain.toString("utf8")) as PushPayload;
      }
      received.push({ path: req.url ?? "", headers: req.headers, payload });
      res.writeHead(browser?.answer ?? 404, { "Content-Type": "text/plain" });
      res.end(browser?.answer === 500 ? "push service overloaded" : "");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

/** A browser that subscribed: its endpoint on the loopback push service and its keys. */
function browser(name: string, answer = 201) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  browsers.set(`/push/${name}`, { ecdh, auth, answer });
  return {
    endpoint: `${base}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

let n = 0;
function person(lang?: "en" | "es" | "fr") {
  const u = db
    .insert(users)
    .values({ email: `push${n++}-${Date.now()}@example.test`, displayName: `Push ${n}`, passwordHash: "!" })
    .returning()
    .get();
  if (lang) db.insert(userSettings).values({ userId: u.id, language: lang }).run();
  return u;
}

function chapterWith(members: Array<{ id: string }>, leader: { id: string }) {
  const c = db
    .insert(chapters)
    .values({
      name: `Riverside Push ${n++}`,
      slug: `push-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
      timezone: "America/Chicago",
    })
    .returning()
    .get();
  db.insert(memberships).values({ userId: leader.id, chapterId: c.id, role: "Leader", status: "Approved" }).run();
  for (const m of members) db.insert(memberships).values({ userId: m.id, chapterId: c.id, status: "Approved" }).run();
  return c;
}

const callOut = (chapterId: string, title = "Shelter setup") => ({
  chapterId,
  kind: "Drill" as const,
  title,
  details: "Open the school gym as a shelter",
  location: "North High School",
  reportAt: new Date("2026-06-01T23:30:00Z"),
  needed: 2,
});

function pushRows(activationId: string) {
  return db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.activationId, activationId), eq(messageQueue.channel, "push")))
    .all();
}

const sms = new OutboxSmsProvider();

describe("Web Push, sending side", () => {
  it("sends a call-out to each browser a member allowed, encrypted for it and signed with the server's VAPID key", async () => {
    const leader = person();
    const member = person("es");
    const phone = browser("member-phone");
    const laptop = browser("member-laptop");
    const noPush = person();
    const c = chapterWith([member, noPush], leader);
    savePushSubscription(actorOf(member), PushSubscriptionSchema.parse(phone));
    savePushSubscription(actorOf(member), PushSubscriptionSchema.parse(laptop));
    // The same browser subscribing again is one subscription, not two, and writes nothing new.
    const audits = () =>
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.actorId, member.id), eq(auditLogs.action, "subscribe_push")))
        .all().length;
    expect(audits()).toBe(2);
    expect(savePushSubscription(actorOf(member), PushSubscriptionSchema.parse(phone)).devices).toBe(2);
    expect(audits()).toBe(2);

    const { activation } = createActivation(actorOf(leader), callOut(c.id, "DRILL: Shelter setup"), {
      baseUrl: "https://cert.example",
    });
    const rows = pushRows(activation.id);
    expect(rows.map((r) => r.userId)).toEqual([member.id, member.id]);

    const before = received.length;
    await drainMessages({ sms, workerId: "push-test" });
    const got = received.slice(before).filter((r) => r.path.startsWith("/push/member-"));
    expect(got.map((r) => r.path).sort()).toEqual(["/push/member-laptop", "/push/member-phone"]);

    const { headers, payload } = got[0]!;
    expect(headers["content-encoding"]).toBe("aes128gcm");
    expect(headers["urgency"]).toBe("high");
    expect(Number(headers["ttl"])).toBeGreaterThan(0);
    // VAPID (RFC 8292): a JWT for the push service's origin, with the server's public key.
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers["authorization"]));
    expect(vapid?.[2]).toBe(vapidKeys().publicKey);
    const claims = JSON.parse(Buffer.from(vapid![1]!.split(".")[1]!, "base64url").toString("utf8"));
    expect(claims.aud).toBe(base);

    // The member's language; the drill marker once; chapter, title and report-by time in the chapter's zone.
    expect(payload!.title).toMatch(/^DRILL/);
    expect(payload!.title.match(/DRILL/g)).toHaveLength(1);
    expect(payload!.body).toContain(c.name);
    expect(payload!.body).toContain("Shelter setup");
    expect(payload!.body).toContain("Presentarse antes de");
    expect(payload!.body).toMatch(/6:30|18:30/);
    expect(payload!.body).toMatch(/CDT|UTC−5|GMT-5|hora/);
    expect(payload!.body).not.toContain("https://");
    expect(payload!.tag).toBe(`activation-${activation.id}`);
    // A tap opens the member's own reply link; the actions post the reply to it.
    expect(payload!.url).toMatch(/^https:\/\/cert\.example\/respond\/[A-Za-z0-9_-]{22,64}$/);
    expect(payload!.actions).toEqual([
      { action: "Available", title: "Disponible" },
      { action: "Unavailable", title: "No disponible" },
    ]);
    expect(payload!.done.ok).toBe("Respuesta registrada. Gracias.");

    // Delivery status, like the other channels (decision 022).
    const status = deliveryStatusForActivation(activation.id).get(member.id)!;
    expect(status.channels.push).toMatchObject({ state: "sent", error: null });
    expect(status.channels.email).toMatchObject({ state: "sent" });
    expect(deliveryStatusForActivation(activation.id).get(noPush.id)!.channels.push).toBeUndefined();
  });

  it("removes a subscription the push service says is gone (410 or 404) and does not retry it", async () => {
    const leader = person();
    const gone = person();
    const unknown = person();
    const c = chapterWith([gone, unknown], leader);
    savePushSubscription(actorOf(gone), PushSubscriptionSchema.parse(browser("gone-410", 410)));
    savePushSubscription(actorOf(unknown), PushSubscriptionSchema.parse(browser("gone-404", 404)));
    const { activation } = createActivation(actorOf(leader), callOut(c.id), { baseUrl: "https://cert.example" });

    let clock = Date.now();
    const now = () => new Date(clock);
    await drainMessages({ sms, workerId: "push-gone", now });
    for (const who of [gone, unknown]) {
      expect(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id)).all()).toEqual([]);
      expect(countMyPushDevices(actorOf(who))).toBe(0);
    }
    const rows = pushRows(activation.id);
    expect(rows.map((r) => [r.status, r.attempts]).sort()).toEqual([
      ["failed", 1],
      ["failed", 1],
    ]);
    expect(rows.map((r) => r.lastError).sort()).toEqual([
      expect.stringContaining("gone (404)"),
      expect.stringContaining("gone (410)"),
    ]);
    const status = deliveryStatusForActivation(activation.id).get(gone.id)!;
    expect(status.channels.push).toMatchObject({ state: "failed", error: expect.stringContaining("410") });
    // Email still reached them: one gone browser does not make the member unreachable.
    expect(status.state).toBe("sent");

    // Nothing is retried later, and a new call-out sends them no push.
    clock += 3_600_000;
    const before = received.length;
    await drainMessages({ sms, workerId: "push-gone", now });
    expect(received.length).toBe(before);
    const next = createActivation(actorOf(leader), callOut(c.id, "Second"), { baseUrl: "https://cert.example" });
    expect(pushRows(next.activation.id)).toEqual([]);
  });

  it("retries when the push service is down (5xx) and keeps the subscription", async () => {
    const leader = person();
    const member = person();
    const c = chapterWith([member], leader);
    savePushSubscription(actorOf(member), PushSubscriptionSchema.parse(browser("busy-500", 500)));
    const { activation } = createActivation(actorOf(leader), callOut(c.id), { baseUrl: "https://cert.example" });
    const at = Date.now();
    const now = () => new Date(at);
    await drainMessages({ sms, workerId: "push-busy", now });
    const [row] = pushRows(activation.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toContain("500");
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now().getTime());
    expect(countMyPushDevices(actorOf(member))).toBe(1);
  });

  it("refuses, for good, an endpoint whose host name resolves into a private network (localhost → 127.0.0.1), without calling it", async () => {
    const leader = person();
    const member = person();
    const c = chapterWith([member], leader);
    // A subscription whose name points inside (stored directly: the schema refuses "localhost" by
    // name, not a public-looking name whose DNS answers 127.0.0.1, which only a lookup can tell).
    const port = new URL(base).port;
    const keys = browser("dns-inside").keys;
    db.insert(pushSubscriptions)
      .values({ userId: member.id, endpoint: `https://localhost:${port}/push/dns-inside`, ...keys })
      .run();
    const { activation } = createActivation(actorOf(leader), callOut(c.id), { baseUrl: "https://cert.example" });
    const before = received.length;
    await drainMessages({ sms, workerId: "push-dns", now: () => new Date() });
    const [row] = pushRows(activation.id);
    // Failed at once (not "unreachable, retrying"), saying where the name points; nothing sent there.
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toBe("Push endpoint refused: localhost resolves to a private network address (127.0.0.1)");
    expect(received.slice(before).map((r) => r.path)).not.toContain("/push/dns-inside");
  });

  it("in production, plain http to a loopback name is refused unless PUSH_LOOPBACK_ENDPOINTS=1 allows the stand-in", async () => {
    const target = {
      endpoint: `${base.replace("127.0.0.1", "localhost")}/push/prod-standin`,
      ...browser("prod-standin").keys,
    };
    const payload = JSON.stringify({
      title: "t",
      body: "b",
      url: null,
      tag: "x",
      actions: [],
      done: { ok: "", failed: "" },
    });
    process.env.NODE_ENV = "production";
    try {
      const refused = await sendWebPush(target, payload, vapidKeys()).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DeliveryError);
      expect(refused).toMatchObject({ permanent: true, message: expect.stringContaining("(127.0.0.1)") });
      expect(received.map((r) => r.path)).not.toContain("/push/prod-standin");
      // The e2e servers' setting: the tests' loopback push service is the one exception.
      process.env.PUSH_LOOPBACK_ENDPOINTS = "1";
      await sendWebPush(target, payload, vapidKeys());
      expect(received.map((r) => r.path)).toContain("/push/prod-standin");
    } finally {
      process.env.NODE_ENV = "test";
      delete process.env.PUSH_LOOPBACK_ENDPOINTS;
    }
  });

  it("checks every address a name resolves to: one private address is enough to refuse; an unresolvable name is retried", async () => {
    const answers =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address }));
    const endpoint = "https://push.example.test/send/abc";
    await expect(assertPublicPushDestination(endpoint, answers("142.250.72.10", "2607:f8b0:4005::200a"))).resolves.toBe(
      undefined,
    );
    for (const inside of ["10.1.2.3", "::ffff:169.254.169.254", "fd12::7", "fe80::1%eth0"]) {
      const error = await assertPublicPushDestination(endpoint, answers("142.250.72.10", inside)).catch((e) => e);
      expect(error, inside).toMatchObject({ permanent: true, message: expect.stringContaining(`(${inside})`) });
    }
    const notFound = Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    const missing = await assertPublicPushDestination(endpoint, () => Promise.reject(notFound)).catch((e) => e);
    expect(missing).toMatchObject({
      permanent: false,
      message: "Push service host not found: push.example.test (ENOTFOUND)",
    });
    // An IP literal is read as it is, no lookup.
    const literal = await assertPublicPushDestination("https://[::ffff:7f00:1]/x", () => {
      throw new Error("no lookup for a literal");
    }).catch((e) => e);
    expect(literal).toMatchObject({ permanent: true });
  });

  it("knows the private, loopback and link-local ranges of IPv4 and IPv6, IPv4-mapped and NAT64 forms included", () => {
    const inside = [
      "127.0.0.1",
      "127.8.9.10",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::10.0.0.1",
      "2002:c0a8:101::1",
      "fc00::1",
      "fd00:1234::5",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2001:db8::1",
      "not-an-address",
    ];
    const outside = [
      "8.8.8.8",
      "142.250.72.10",
      "172.32.0.1",
      "192.169.0.1",
      "::ffff:8.8.8.8",
      "2607:f8b0:4005::200a",
      "2a00:1450::1",
      "64:ff9b::8.8.8.8",
    ];
    for (const a of inside) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of outside) expect(isPrivateAddress(a), a).toBe(false);
  });

  it("goes with call-out messages only: an event notice (no activation) has no push", () => {
    const member = person();
    savePushSubscription(actorOf(member), PushSubscriptionSchema.parse(browser("no-events")));
    const contact = { userId: member.id, email: member.email, phone: null, sms: false, lang: "en" as const };
    const compose = () => ({ subject: "Changed", text: "The event moved.", sms: "The event moved." });
    expect(messagesFor(contact, compose, "event_changed", null).map((m) => m.channel)).toEqual(["email"]);
    expect(messagesFor(contact, compose, "activation_update", "some-activation").map((m) => m.channel)).toEqual([
      "email",
      "push",
    ]);
  });
});

describe("push subscriptions", () => {
  it("are one's own: removing another member's endpoint removes nothing; a browser re-subscribed by someone else moves to them", () => {
    const a = person();
    const b = person();
    const shared = browser("shared-phone");
    savePushSubscription(actorOf(a), PushSubscriptionSchema.parse(shared));
    expect(removePushSubscription(actorOf(b), shared.endpoint)).toEqual({ removed: 0, devices: 0 });
    expect(countMyPushDevices(actorOf(a))).toBe(1);
    // Signed in as b on the same phone and turned on: the phone now alerts b only.
    savePushSubscription(actorOf(b), PushSubscriptionSchema.parse(shared));
    expect(countMyPushDevices(actorOf(a))).toBe(0);
    expect(countMyPushDevices(actorOf(b))).toBe(1);
    expect(removePushSubscription(actorOf(b), shared.endpoint)).toEqual({ removed: 1, devices: 0 });
  });

  it("accept only an https endpoint on a named host (http on loopback outside production) with both keys", () => {
    const ok = browser("schema-ok");
    expect(PushSubscriptionSchema.safeParse(ok).success).toBe(true);
    expect(
      PushSubscriptionSchema.safeParse({ ...ok, endpoint: "https://fcm.googleapis.com/fcm/send/abc" }).success,
    ).toBe(true);
    for (const endpoint of [
      "http://push.example/x",
      "javascript:alert(1)",
      "",
      "ftp://127.0.0.1/x",
      "https://10.0.0.5/push",
      "https://localhost/push",
      "https://[::1]/push",
    ]) {
      expect(PushSubscriptionSchema.safeParse({ ...ok, endpoint }).success).toBe(false);
    }
    expect(PushSubscriptionSchema.safeParse({ endpoint: ok.endpoint }).success).toBe(false);
    // In production the loopback stand-in is refused unless the test server allows it.
    process.env.NODE_ENV = "production";
    try {
      expect(PushSubscriptionSchema.safeParse(ok).success).toBe(false);
      process.env.PUSH_LOOPBACK_ENDPOINTS = "1";
      expect(PushSubscriptionSchema.safeParse(ok).success).toBe(true);
    } finally {
      process.env.NODE_ENV = "test";
      delete process.env.PUSH_LOOPBACK_ENDPOINTS;
    }
    expect(PushSubscriptionSchema.safeParse({ ...ok, keys: { p256dh: "a b", auth: ok.keys.auth } }).success).toBe(
      false,
    );
  });
});

describe("VAPID keys", () => {
  it("are made once, kept, and read back after a restart; the environment's pair wins when set", () => {
    resetVapidKeys();
    const first = vapidKeys();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const stored = db.select().from(serverSecrets).where(eq(serverSecrets.name, "vapid")).all();
    expect(stored).toHaveLength(1);
    resetVapidKeys(); // a restart
    expect(vapidKeys()).toEqual(first);
    expect(db.select().from(serverSecrets).where(eq(serverSecrets.name, "vapid")).all()).toHaveLength(1);

    process.env.VAPID_PUBLIC_KEY = "BPublicFromEnv";
    process.env.VAPID_PRIVATE_KEY = "privateFromEnv";
    process.env.VAPID_SUBJECT = "mailto:ops@cert.example";
    try {
      resetVapidKeys();
      expect(vapidKeys()).toEqual({
        publicKey: "BPublicFromEnv",
        privateKey: "privateFromEnv",
        subject: "mailto:ops@cert.example",
      });
    } finally {
      delete process.env.VAPID_PUBLIC_KEY;
      delete process.env.VAPID_PRIVATE_KEY;
      delete process.env.VAPID_SUBJECT;
      resetVapidKeys();
    }
  });
});
