import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messageQueue, outbox } from "~/db/schema";
import { deliverDueMessages } from "~/jobs/delivery.server";
import { OutboxSmsProvider, smsProviderFromEnv, toE164, TwilioSmsProvider } from "~/messaging/sms.server";
import { DeliveryError } from "~/messaging/types";
import { enqueueMessages } from "~/models/message-queue.server";

/** A provider on loopback speaking the Twilio REST shape; answers are scripted per request. */
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}
const received: Received[] = [];
let script: Array<{ status: number; body: unknown }> = [];
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const next = script.shift() ?? { status: 201, body: { sid: `SM${received.length}`, status: "queued" } };
      res.writeHead(next.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const config = () => ({ baseUrl, accountSid: "AC123test", authToken: "secret-token", from: "+15005550006" });

describe("SMS provider (Twilio REST shape)", () => {
  it("POSTs form-encoded To/From/Body to /2010-04-01/Accounts/{sid}/Messages.json with basic auth", async () => {
    received.length = 0;
    const provider = new TwilioSmsProvider(config());
    const result = await provider.send({ to: "+15125550100", body: "DRILL: test call-out", kind: "activation_alert" });
    expect(result.id).toBe("SM1");
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.method).toBe("POST");
    expect(r!.path).toBe("/2010-04-01/Accounts/AC123test/Messages.json");
    expect(r!.authorization).toBe(`Basic ${Buffer.from("AC123test:secret-token").toString("base64")}`);
    expect(r!.contentType).toContain("application/x-www-form-urlencoded");
    expect(r!.form).toEqual({ To: "+15125550100", From: "+15005550006", Body: "DRILL: test call-out" });
  });

  it("treats 400-class refusals as permanent and 429/5xx as retryable", async () => {
    const provider = new TwilioSmsProvider(config());
    script = [
      { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } },
    ];
    const bad = await provider.send({ to: "12", body: "x", kind: "t" }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DeliveryError);
    expect((bad as DeliveryError).permanent).toBe(true);
    expect((bad as DeliveryError).message).toContain("not a valid phone number");
    for (const status of [429, 500, 503]) {
      script = [{ status, body: { message: "busy" } }];
      const e = await provider.send({ to: "+15125550100", body: "x", kind: "t" }).catch((x: unknown) => x);
      expect((e as DeliveryError).permanent).toBe(false);
    }
    const unreachable = new TwilioSmsProvider({ ...config(), baseUrl: "http://127.0.0.1:1" });
    const e = await unreachable.send({ to: "+15125550100", body: "x", kind: "t" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DeliveryError);
    expect((e as DeliveryError).permanent).toBe(false);
  });

  it("uses the outbox without configuration, the HTTP provider when SID, token and sender are set", async () => {
    expect(smsProviderFromEnv({}).name).toBe("outbox");
    expect(smsProviderFromEnv({ SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t" }).name).toBe("outbox");
    expect(
      smsProviderFromEnv({ SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t", SMS_FROM: "+1500", SMS_PROVIDER_URL: baseUrl })
        .name,
    ).toBe("twilio");
    const { id } = await new OutboxSmsProvider().send({
      to: "+15125550199",
      body: "DRILL: kept",
      kind: "activation_alert",
    });
    const row = db.select().from(outbox).where(eq(outbox.id, id!)).get()!;
    expect(row).toMatchObject({
      to: "+15125550199",
      text: "DRILL: kept",
      kind: "sms:activation_alert",
      status: "stored",
    });
  });

  it("normalises typed numbers to E.164", () => {
    expect(toE164("(512) 555-0100")).toBe("+15125550100");
    expect(toE164("1 512 555 0100")).toBe("+15125550100");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("the worker delivers queued texts through the provider, retrying a 503 and giving up on a 400", async () => {
    received.length = 0;
    const sms = new TwilioSmsProvider(config());
    enqueueMessages(db, [
      { channel: "sms", to: "+15125550111", body: "DRILL: retry me", kind: "test" },
      { channel: "sms", to: "+15125550112", body: "DRILL: bad number", kind: "test" },
    ]);
    script = [
      { status: 503, body: { message: "down" } },
      { status: 400, body: { message: "invalid To" } },
    ];
    // The worker's injected clock: the retry delay is waited out by moving it, never by sleeping.
    let clock = Date.now();
    const now = () => new Date(clock);
    const first = await deliverDueMessages({ sms, retryBaseMs: 20, concurrency: 1, workerId: "sms-test", now });
    expect(first).toMatchObject({ claimed: 2, sent: 0, failed: 2 });
    const rows = () => db.select().from(messageQueue).where(eq(messageQueue.kind, "test")).all();
    expect(rows().map((r) => [r.body, r.status, r.attempts])).toEqual(
      expect.arrayContaining([
        ["DRILL: retry me", "queued", 1],
        ["DRILL: bad number", "failed", 1],
      ]),
    );
    expect(await deliverDueMessages({ sms, retryBaseMs: 20, workerId: "sms-test", now })).toMatchObject({ claimed: 0 });
    clock += 20;
    const second = await deliverDueMessages({ sms, retryBaseMs: 20, workerId: "sms-test", now });
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    expect(rows().find((r) => r.body === "DRILL: retry me")).toMatchObject({ status: "sent", attempts: 2 });
    expect(received.filter((r) => r.form.To === "+15125550111")).toHaveLength(2);
  });
});
