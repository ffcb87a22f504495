import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { activationResponses, auditLogs, idempotencyKeys } from "~/db/schema";
import { createActivation } from "~/models/activation-send.server";
import { responseTokenFor } from "~/models/activation-common.server";
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

// Activation replies sent offline (issue 19): queued in the browser like an RSVP, sent when the
// connection returns, and applied once even when replayed. Needs JS (service worker, queue).
test.beforeEach(() => {
  test.skip(!isJsProject(), "the offline form queue runs only with JavaScript");
});

/** Posts every queued form again, as another tab or a lost answer would. */
async function replayEverything(page: Page) {
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
}

async function calledOut(kind: "Drill" | "Real") {
  const leader = await insertUser({ roles: ["ChapterLeader"] });
  const member = await insertUser({ displayName: "Oli Offline" });
  const chapter = insertChapter();
  insertMembership(leader.id, chapter.id, "Leader");
  insertMembership(member.id, chapter.id, "Member");
  const { activation } = createActivation(
    loadActor(leader.id)!,
    {
      chapterId: chapter.id,
      kind,
      title: `Offline call-out ${Date.now()}`,
      details: "Generator at the shelter",
      location: "Community hall",
      reportAt: new Date(Date.now() + 3_600_000),
      needed: 3,
    },
    { baseUrl: `http://127.0.0.1:${process.env.E2E_PORT}` },
  );
  const replies = () =>
    db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, activation.id), eq(auditLogs.action, "reply_activation")))
      .all();
  const response = () =>
    db
      .select()
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, activation.id), eq(activationResponses.userId, member.id)))
      .get()!;
  return { member, activation, replies, response };
}

test.describe("offline activation replies", () => {
  // The service worker keeps the reply page for offline use: not blocked here (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("a reply through the link made offline is queued and recorded once when back online", async ({
    page,
    context,
  }) => {
    const { member, activation, replies, response } = await calledOut("Drill");
    await page.goto(`/respond/${responseTokenFor(activation.id, member.id)}`);
    await waitForHydration(page);
    await waitForWorker(page);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Available", exact: true }).click();
    const queue = page.getByTestId("offline-queue");
    await expect(queue).toContainText("will be sent when you are back online");
    expect(response().reply).toBeNull();

    await context.setOffline(false);
    await expect(queue).toContainText("Sent", { timeout: 20_000 });
    await replayEverything(page);
    expect(response().reply).toBe("Available");
    expect(replies()).toHaveLength(1);
    expect(db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, member.id)).all()).toHaveLength(1);
  });

  test("a signed-in member's reply from the dashboard card made offline is recorded once", async ({
    page,
    context,
  }) => {
    const { member, activation, replies, response } = await calledOut("Real");
    await loginAs(page, member.id);
    await page.goto("/dashboard/activations");
    await waitForHydration(page);
    await waitForWorker(page);
    const card = page.getByTestId("my-activation").filter({ hasText: activation.title });

    await context.setOffline(true);
    await card.getByLabel("ETA (min)").fill("25");
    await card.getByRole("button", { name: "Delayed" }).click();
    const queue = page.getByTestId("offline-queue");
    await expect(queue).toContainText("will be sent when you are back online");
    expect(response().reply).toBeNull();

    await context.setOffline(false);
    await expect(queue).toContainText("Sent", { timeout: 20_000 });
    await replayEverything(page);
    expect(response()).toMatchObject({ reply: "Delayed", etaMinutes: 25 });
    expect(replies()).toHaveLength(1);
  });
});

test.describe("a page whose data cannot be reached", () => {
  // The page's own requests are refused below; a service worker would answer them from its cache.
  test.use({ serviceWorkers: "block" });

  test("a revalidation on a dropped connection keeps the member signed in and the page in its language, then recovers", async ({
    page,
  }) => {
    const { member, activation } = await calledOut("Real");
    await loginAs(page, member.id);
    await page.goto("/dashboard/activations");
    await waitForHydration(page);
    const card = page.getByTestId("my-activation").filter({ hasText: activation.title });
    await expect(card).toBeVisible();

    // The connection drops just as the page asks the server for fresh data (as after a form sent
    // on reconnect): every data request fails before reaching the server.
    const unreachable = (url: URL) => url.searchParams.has("_data");
    await page.route(unreachable, (route) => route.abort("internetdisconnected"));
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { revalidate(): void } }).__remixRouter.revalidate(),
    );

    await expect(page.getByRole("heading", { name: "Connection lost" })).toBeVisible();
    // The chrome keeps the signed-in member and the language: no "Sign in", no untranslated key.
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/common\.[a-z]+\./);

    // The signal is back: "Try again" brings the page back.
    await page.unroute(unreachable);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(card).toBeVisible();
    await expect(page.getByTestId("connection-lost")).toHaveCount(0);
  });
});
