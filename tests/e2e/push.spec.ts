import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Page, type Worker } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ece from "http_ece";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { activationResponses, auditLogs, pushSubscriptions } from "~/db/schema";
import type { PushPayload } from "~/messaging/push.server";
import { createActivation } from "~/models/activation-send.server";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  isJsProject,
  loginAs,
  test,
  waitForHydration,
  waitForWorker,
} from "../helpers/e2e";
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from "../helpers/browser";
import { jsOnly, noJsOnly } from "../helpers/projects";

// Notifications need full Chromium: the headless shell the rest of the suite runs denies them. The
// test that shows one launches it for itself rather than through `test.use({ launchOptions })`: a
// worker option there gives this file workers of its own, so in each project a worker slot stopped
// its worker for this file and started another after it (four worker processes and browsers more
// per run, docs/performance.md "Ninth session"). The service worker shows the alerts: not blocked
// here (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Call-out alerts by Web Push (decision 034), end to end in Chromium:
 * settings card → the subscription saved → a call-out → the app's delivery worker encrypts and sends
 * it to the push service → the service worker shows the notification → its Available action posts
 * the reply through the reply link → the leader's roster shows it.
 *
 * Two stand-ins, because Chromium's push service (Google's) cannot be reached here: the push service
 * is an HTTP server on loopback that decrypts what arrives with `http_ece` (the private key of the
 * "browser" is the test's), and `PushManager.subscribe` answers with that endpoint and keys (an init
 * script; everything else in the browser is real). The decrypted payload goes to the service worker
 * through the DevTools protocol (`ServiceWorker.deliverPushMessage`), as the push service would.
 * A notification's buttons cannot be pressed through the DevTools protocol, so the test calls the
 * worker's click handler (`onNotificationClick`, what its `notificationclick` listener runs) with the
 * notification the worker is showing.
 */

/** The member's page in full Chromium, launched for the test, with the project's context options. */
const pushTest = test.extend<{ fullChromiumPage: Page }>({
  fullChromiumPage: async ({ baseURL, viewport, userAgent, deviceScaleFactor }, use) => {
    const fullChromium = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await fullChromium.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        serviceWorkers: "allow",
      });
      await use(await context.newPage());
    } finally {
      await fullChromium.close();
    }
  },
});

const received: PushPayload[] = [];
let server: http.Server;
let endpoint: string;
const browserKeys = crypto.createECDH("prime256v1");
browserKeys.generateKeys();
const authSecret = crypto.randomBytes(16);

test.beforeAll(async () => {
  if (!isJsProject()) return;
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: browserKeys,
        authSecret: authSecret.toString("base64url"),
      });
      received.push(JSON.parse(plain.toString("utf8")) as PushPayload);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/${crypto.randomUUID()}`;
});

test.afterAll(async () => {
  if (server) await new Promise<void>((r) => server.close(() => r()));
});

/** `PushManager.subscribe` answers with the loopback push service's endpoint and the test's keys. */
async function standInPushService(page: Page) {
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: browserKeys.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
  };
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = current ?? make();
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, subscription);
}

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const id = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, origin, registrationId: await id };
}

type Shown = { title: string; body: string; tag: string; actions: string[]; url: string | null };

/** The parts of the service worker's global scope the test reads (the DOM lib has no worker types). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  onNotificationClick: (n: Notification, action: string) => Promise<unknown>;
};

async function notifications(worker: Worker): Promise<Shown[]> {
  return worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const list = await sw.registration.getNotifications();
    return list.map((n: Notification) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: ((n as Notification & { actions?: Array<{ title: string }> }).actions ?? []).map((a) => a.title),
      url: (n.data as { url: string | null } | null)?.url ?? null,
    }));
  });
}

test.describe("call-out alerts on this device", () => {
  // Modifier skips (run before the test's fixtures): the other project's copy opens no browser context.
  test.describe("", noJsOnly("the no-JS rendering of the card"), () => {
    test("without JavaScript the settings card explains that alerts need it, and offers nothing to press", async ({
      page,
    }) => {
      const member = await insertUser({ roles: ["Member"] });
      await loginAs(page, member.id);
      await page.goto("/dashboard/settings/notifications");
      const card = page.getByRole("region", { name: "Call-out alerts on this device" });
      await expect(card).toContainText("Setting this up needs JavaScript");
      await expect(card).toContainText("Call-out alerts are not on for any of your devices yet.");
      await expect(card.getByRole("button")).toHaveCount(0);
      // The page's own form still works as before.
      await expect(page.getByRole("button", { name: "Save Notification Settings" })).toBeVisible();
    });
  });

  test.describe("", jsOnly("push needs JavaScript and a service worker"), () => {
    pushTest(
      "a member turns alerts on, a call-out arrives as a notification, and its Available button replies",
      async ({ fullChromiumPage: page, browser }) => {
        const t = Date.now();
        const leader = await insertUser({ roles: ["ChapterLeader"] });
        const member = await insertUser({ roles: ["Member"], displayName: `Pia Push ${t}` });
        const chapter = insertChapter({ name: `Push CERT ${t}` });
        insertMembership(leader.id, chapter.id, "Leader");
        insertMembership(member.id, chapter.id, "Member");

        await page.context().grantPermissions(["notifications"]);
        await standInPushService(page);
        await loginAs(page, member.id);
        await page.goto("/dashboard/settings/notifications");
        await waitForHydration(page);
        await waitForWorker(page);
        const card = page.getByRole("region", { name: "Call-out alerts on this device" });
        await expect(card.getByRole("status")).toHaveText("Off on this device.");
        await card.getByRole("button", { name: "Turn on call-out alerts" }).click();
        await expect(card.getByRole("status")).toHaveText("On: call-outs show on this device.");
        await expect(card.getByTestId("push-devices")).toHaveText("You get call-out alerts on 1 device.");
        expect(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id)).all()).toEqual([
          expect.objectContaining({ endpoint }),
        ]);

        // A second browser of the member (a laptop, same push service): the call-out goes to both, and
        // the roster still has one row for the member, with one push line among their channels.
        db.insert(pushSubscriptions)
          .values({
            userId: member.id,
            endpoint: `${endpoint}-laptop`,
            p256dh: browserKeys.getPublicKey().toString("base64url"),
            auth: authSecret.toString("base64url"),
          })
          .run();

        // A call-out: the app's worker sends it to the push service, which hands it to the browser.
        const title = `Flood sandbags ${t}`;
        const { activation } = createActivation(
          loadActor(leader.id)!,
          {
            chapterId: chapter.id,
            kind: "Real",
            title,
            details: "Fill sandbags at the depot",
            location: "Public works depot",
            reportAt: new Date(Date.now() + 3_600_000),
            needed: 2,
          },
          { baseUrl: `http://127.0.0.1:${process.env.E2E_PORT}` },
        );
        await expect.poll(() => received.filter((p) => p.title.includes(title)).length, { timeout: 15_000 }).toBe(2);
        const payload = received.find((p) => p.title.includes(title))!;
        expect(payload.body).toContain(chapter.name);

        const { cdp, origin, registrationId: id } = await registrationId(page);
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin,
          registrationId: id,
          data: JSON.stringify(payload),
        });
        const worker = page.context().serviceWorkers()[0]!;
        await expect.poll(async () => (await notifications(worker)).map((n) => n.title)).toContain(payload.title);
        const [shown] = (await notifications(worker)).filter((n) => n.title === payload.title);
        expect(shown).toMatchObject({
          body: payload.body,
          tag: `activation-${activation.id}`,
          actions: ["Available", "Unavailable"],
        });
        expect(shown!.url).toMatch(new RegExp(`^${origin}/respond/`));

        // The Available button: the reply goes through the reply link, no sign-in needed.
        await page.context().clearCookies();
        await worker.evaluate(async (tag) => {
          const sw = self as unknown as WorkerScope;
          const [n] = await sw.registration.getNotifications({ tag });
          await sw.onNotificationClick(n!, "Available");
        }, shown!.tag);
        await expect
          .poll(async () => (await notifications(worker)).find((n) => n.tag === shown!.tag)?.body)
          .toBe("Available: Reply recorded. Thank you.");
        const response = db
          .select()
          .from(activationResponses)
          .where(and(eq(activationResponses.activationId, activation.id), eq(activationResponses.userId, member.id)))
          .get()!;
        expect(response.reply).toBe("Available");
        const audit = db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.targetId, activation.id), eq(auditLogs.action, "reply_activation")))
          .all();
        expect(audit.map((a) => (a.metadata as { via?: string }).via)).toEqual(["push"]);

        // The leader's roster shows it.
        const leaderContext = await browser.newContext();
        const leaderPage = await leaderContext.newPage();
        await loginAs(leaderPage, leader.id);
        await leaderPage.goto(`/dashboard/activations/${activation.id}`);
        const memberRow = leaderPage.getByTestId("roster-row").filter({ hasText: member.displayName });
        await expect(memberRow).toHaveCount(1);
        await expect(memberRow).toContainText("Available");
        // One line per channel inside the member's delivery status: email and push, each once.
        await expect(memberRow.getByTestId("delivery")).toHaveCount(1);
        await expect(memberRow.getByTestId("delivery-push")).toHaveCount(1);
        await expect(memberRow.getByTestId("delivery-push")).toHaveAttribute("data-state", "sent");
        await expect(memberRow.getByTestId("delivery-email")).toHaveCount(1);
        await expect(leaderPage.getByTestId("count-available")).toHaveText("1");
        await leaderContext.close();
      },
    );
  });
});
