import { and, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { auditLogs, events, idempotencyKeys, rsvps, users } from "~/db/schema";
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

// Service workers and the offline queue need JavaScript: the no-js project has nothing to test here
// (without JS a page is simply fetched from the server, like any site).
test.beforeEach(() => {
  test.skip(!isJsProject(), "service workers and the offline form queue run only with JavaScript");
});

async function memberWithKit() {
  const leader = await insertUser({ displayName: "Lee Leader" });
  db.update(users).set({ phone: "+1 512 555 0199" }).where(eq(users.id, leader.id)).run();
  const member = await insertUser({ displayName: "Mo Member" });
  const chapter = insertChapter();
  insertMembership(leader.id, chapter.id, "Leader");
  insertMembership(member.id, chapter.id, "Member");
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: `Offline drill ${Date.now()}`,
      startAt: new Date(Date.now() + 3 * 86_400_000),
      locationText: "Fire hall",
    })
    .returning()
    .get();
  return { leader, member, chapter, event };
}

// The service worker is what these tests are about (or crosses their flow): not blocked here (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Asks the worker, as every page does, for the offline page in `lang`; resolves once it has answered. */
function askOfflinePageIn(page: Page, lang: string) {
  return page.evaluate(
    (lang) =>
      new Promise<{ ok: boolean }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean });
        navigator.serviceWorker.controller!.postMessage({ type: "refresh-offline", lang }, [channel.port2]);
      }),
    lang,
  );
}

test.describe("the offline page the worker keeps", () => {
  test("is fetched once on a first visit in the browser's language, and again only for a reader of another", async ({
    page,
    context,
  }) => {
    const fetched: string[] = [];
    // The worker's own requests are reported on the context.
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/offline") fetched.push(url.search);
    });
    await page.goto("/guide");
    await waitForHydration(page);
    await waitForWorker(page);
    // Installing fetched it in the browser's language (English here); the page's own request for an
    // English copy, and this one, fetch nothing more.
    expect(await askOfflinePageIn(page, "en")).toEqual({ ok: true });
    expect(fetched).toEqual([""]);

    // A Spanish reader: the kept copy is fetched again in Spanish, and shown in Spanish offline.
    await context.addCookies([{ name: "lng", value: "es", url: page.url() }]);
    await page.goto("/guide");
    await waitForHydration(page);
    expect(await askOfflinePageIn(page, "es")).toEqual({ ok: true });
    expect(fetched).toEqual(["", "?lng=es"]);
    await context.setOffline(true);
    await page.goto("/dashboard/settings").catch(() => undefined);
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUES.es.gokit["gokit.offline.title"]!);
    await context.setOffline(false);
  });
});

test.describe("offline go-kit", () => {
  test("saved go-kit and guide topics open with no network; other pages show the offline page", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { member } = await memberWithKit();
    await loginAs(page, member.id);
    await page.goto("/go-kit");
    await waitForHydration(page);
    await waitForWorker(page);
    await page.getByRole("button", { name: "Save for offline" }).click();
    // Saving ~60 pages one by one: well under 30 s on a quiet machine, over 30 s at load 30 (#32).
    await expect(page.getByTestId("save-status")).toContainText("available offline", { timeout: 90_000 });

    await context.setOffline(true);
    await page.goto("/go-kit");
    await expect(page.getByRole("heading", { level: 1, name: "Your go-kit" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Lee Leader");
    await expect(page.getByRole("main")).toContainText("+1 512 555 0199");
    await page.goto("/guide/topics/burns");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/burn/i);
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    // A visitor's copy shown to a signed-in member: it offers no "Sign in".
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.getByRole("banner")).not.toContainText("Mo Member");
    await context.setOffline(false);
  });

  test("an RSVP made offline is queued, shown as queued, and reaches the server once when back online", async ({
    page,
    context,
  }) => {
    const { member, event } = await memberWithKit();
    await loginAs(page, member.id);
    await page.goto(`/dashboard/events?q=${encodeURIComponent(event.title)}`);
    await waitForHydration(page);
    await waitForWorker(page);
    const card = page.getByRole("article").filter({ hasText: event.title });

    await context.setOffline(true);
    await card.getByRole("button", { name: "Confirm" }).click();
    const queue = page.getByTestId("offline-queue");
    await expect(queue).toContainText("will be sent when you are back online");
    expect(
      db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, member.id)))
        .all(),
    ).toHaveLength(0);

    await context.setOffline(false);
    await expect(queue).toContainText("Sent", { timeout: 20_000 });
    // The card follows without a reload: the answer the server now holds.
    await expect(card).toContainText("Your response: Confirmed");
    // Replaying again (another tab, a lost reply) must not apply it twice.
    await page.evaluate(async () => {
      const request = indexedDB.open("offline-forms", 1);
      await new Promise((resolve) => (request.onsuccess = resolve));
      const store = request.result.transaction("queue", "readwrite").objectStore("queue");
      const all: IDBRequest<Array<{ url: string; body: string }>> = store.getAll();
      await new Promise((resolve) => (all.onsuccess = resolve));
      for (const item of all.result) {
        await fetch(item.url, {
          method: "POST",
          body: item.body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        });
      }
    });
    const rows = db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, member.id)))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("Confirmed");
    expect(db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, member.id)).all()).toHaveLength(1);
    const audits = db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorId, member.id))
      .all()
      .filter((a) => a.action.includes("rsvp"));
    expect(audits).toHaveLength(1);
  });

  test("after sign-out the next person on the device never gets the previous member's go-kit", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { member } = await memberWithKit();
    await loginAs(page, member.id);
    await page.goto("/go-kit");
    await waitForHydration(page);
    await waitForWorker(page);
    await page.getByRole("button", { name: "Save for offline" }).click();
    // Saving ~60 pages one by one: well under 30 s on a quiet machine, over 30 s at load 30 (#32).
    await expect(page.getByTestId("save-status")).toContainText("available offline", { timeout: 90_000 });
    const before = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("personal-")));
    expect(before).toHaveLength(1);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("personal-")).length))
      .toBe(0);

    await context.setOffline(true);
    await page.goto("/go-kit");
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Lee Leader");
    await expect(page.locator("body")).not.toContainText("Mo Member");
    await context.setOffline(false);
  });

  test("offline, a guide question is answered on the device from the saved knowledge base", async ({
    page,
    context,
  }) => {
    await page.goto("/guide");
    await waitForHydration(page);
    await waitForWorker(page);
    // Visited again under the worker: the page, its scripts and the knowledge base are kept.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open("pages-v1")).keys()).some((r) => r.url.includes("/guide/knowledge.json?v=")),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.goto("/guide/topics");
    await waitForHydration(page);

    await context.setOffline(true);
    await page.goto("/guide");
    await waitForHydration(page);
    const guide = page.getByTestId("guide-chat");
    await guide.getByRole("textbox", { name: "Ask the emergency preparedness guide" }).fill("someone is choking");
    await guide.getByRole("button", { name: "Send" }).click();
    const reply = page.getByRole("log", { name: "Conversation" }).locator("[data-role=assistant]").last();
    // The card's key action first, then its steps and the link to the topic page.
    await expect(reply.locator("p").first().locator("strong")).toContainText("call 911 and give 5 back blows", {
      timeout: 15_000,
    });
    await expect(reply.locator("ol li").nth(1)).toContainText("call 911");
    await expect(reply.getByRole("link", { name: "Choking (Adult, Child and Infant)" })).toHaveAttribute(
      "href",
      "/guide/topics/choking",
    );
    await expect(reply.getByTestId("offline-answer")).toContainText("You are offline");

    // The topic list, visited before, opens too.
    await page.goto("/guide/topics");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency guide topics" })).toBeVisible();
    await context.setOffline(false);
  });

  test("the app is installable: manifest with icons, worker at /sw.js with scope /", async ({ page }) => {
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest.start_url).toBe("/go-kit");
    for (const icon of manifest.icons as Array<{ src: string }>)
      expect((await page.request.get(icon.src)).status()).toBe(200);
    await page.goto("/");
    await waitForHydration(page);
    await waitForWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
  });
});
