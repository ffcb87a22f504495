import { axe, axeAfterHydration } from "../helpers/axe";
import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { events } from "~/db/schema";
import { setRsvp } from "~/models/rsvp.server";
import { actorOf } from "../helpers/actor";
import {
  expect,
  insertChapter,
  insertMembership,
  insertUser,
  loginAs,
  test as base,
  waitForHydration,
} from "../helpers/e2e";

/**
 * Each page is scanned twice: as the hydrated app (JS on), and as exactly the server-rendered HTML
 * a no-JS browser gets (the page loaded with the app's own scripts blocked, axe injected by
 * Playwright). Neither variant uses the project's browser setting (axe needs script in the page
 * either way), so both run in the js project only, in parallel across the workers, instead of the
 * server-rendered scans running again in the no-js project.
 *
 * Every rule runs on every page in both variants, except that the hydrated scan checks
 * `color-contrast` (a third of a scan's renderer CPU) only where hydration changed the server's document:
 * elsewhere the hydrated page is the server-rendered one, element for element, under the same CSS and
 * viewport, so its contrast is the server-rendered scan's answer (tests/helpers/axe.ts,
 * `axeAfterHydration`, says why, compares the live document with the response it came from, and
 * falls back to the whole document when the difference could reach everything; the last test here
 * checks that it finds what it should). Decision 059.
 */
const test = base.extend<{ appScripts: boolean }>({
  appScripts: [true, { option: true }],
  // The test's own page (the js project's), with the app's scripts blocked for the server-rendered
  // variant: no second context and page made beside it. Blocked by the browser's own request blocking
  // (DevTools' `Network.setBlockedURLs`: a script under /build/ fails to load, as `route.abort()` made
  // it fail), not by a Playwright route: a route pauses every request of the context (styles, fonts,
  // images too) for the test's process to decide, and turns the browser's cache off, which cost 0.30-0.33
  // CPU-s a page load against 0.17 (docs/performance.md, "Twelfth session: suite-e2e"). Every page the
  // variant opens is checked never to have hydrated, so a script that got through would fail the test.
  page: async ({ page, appScripts }, use) => {
    if (!appScripts) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setBlockedURLs", { urls: ["*/build/*.js", "*/build/*.js?*"] });
    }
    await use(page);
  },
});
test.describe.configure({ mode: "parallel", timeout: 150_000 });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "both variants run from the js project");

const VARIANTS = [
  { name: "hydrated", appScripts: true },
  { name: "server-rendered", appScripts: false },
] as const;

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page, path: string, hydrated: boolean) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBeLessThan(400);
  let violations;
  if (hydrated) {
    await waitForHydration(page);
    violations = await axeAfterHydration(page, await response!.text(), TAGS);
  } else {
    violations = (await axe(page).withTags(TAGS).analyze()).violations;
    // The app's scripts never ran: this is the document a browser without JS renders.
    await expect(page.locator("html[data-hydrated]"), path).toHaveCount(0);
  }
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

async function world() {
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Axe Leader" });
  const member = await insertUser({ roles: ["Member"], displayName: "Axe Member" });
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: "Axe Admin" });
  const chapter = insertChapter({ name: "Axe Chapter", createdById: leader.id });
  insertMembership(leader.id, chapter.id, "Leader", "Approved");
  insertMembership(member.id, chapter.id, "Member", "Approved");
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: "Axe Training",
      startAt: new Date(Date.now() + 86400000),
      locationText: "Hall A",
      capacity: 1,
    })
    .returning()
    .get();
  // A full event with a waitlist, so the roster, the member home and the cards show every state.
  setRsvp(actorOf(member), { eventId: event.id, status: "Confirmed" });
  setRsvp(actorOf(leader), { eventId: event.id, status: "Confirmed" });
  const pending = await insertUser({ roles: ["Member"], displayName: "Axe Pending" });
  const pendingMembership = insertMembership(pending.id, chapter.id, "Member", "Pending");
  return { leader, member, admin, chapter, event, pendingMembership };
}

for (const variant of VARIANTS) {
  test.describe(`accessibility (axe-core, WCAG 2.1 AA), ${variant.name}`, () => {
    test.use({ appScripts: variant.appScripts });
    test("public pages, signed out", async ({ page }) => {
      // The landing page as a visitor with no motion preference gets it, its hero video playing (the
      // suite's browser otherwise prefers reduced motion: tests/helpers/e2e.ts).
      await page.emulateMedia({ reducedMotion: "no-preference" });
      const { chapter } = await world();
      for (const path of [
        "/",
        "/chapters",
        "/chapters?q=78701&radius=50",
        `/chapters/${chapter.slug}`,
        "/auth/login",
        "/auth/register",
        "/auth/forgot-password",
        "/auth/reset-password/not-a-live-link",
        "/waitlist",
        "/help",
        "/privacy",
        "/terms",
        "/contact",
        "/no-such-page",
      ]) {
        if (path === "/no-such-page") {
          const response = await page.goto(path);
          if (variant.appScripts) await waitForHydration(page);
          const violations = variant.appScripts
            ? await axeAfterHydration(page, await response!.text())
            : (await axe(page).analyze()).violations;
          expect(violations.map((v) => v.id)).toEqual([]);
          if (!variant.appScripts) await expect(page.locator("html[data-hydrated]"), path).toHaveCount(0);
          continue;
        }
        await expectNoViolations(page, path, variant.appScripts);
      }
    });

    test("member pages", async ({ page }) => {
      const { member, chapter } = await world();
      await loginAs(page, member.id);
      for (const path of [
        "/dashboard",
        "/dashboard/events",
        "/dashboard/resources",
        "/dashboard/announcements",
        "/dashboard/settings",
        "/dashboard/settings/notifications",
        "/dashboard/settings/preferences",
        "/dashboard/settings/security",
        `/chapters/${chapter.slug}`,
        // The confirmation form a no-JS browser gets before an irreversible step.
        "/dashboard?confirm=reset-feed&target=me",
      ]) {
        await expectNoViolations(page, path, variant.appScripts);
      }
    });

    test("leader pages", async ({ page }) => {
      const { leader, event, pendingMembership } = await world();
      await loginAs(page, leader.id);
      for (const path of [
        `/dashboard/events/${event.id}/roster`,
        `/dashboard/members?tab=pending&confirm=reject&target=${pendingMembership.id}`,
        "/dashboard",
        "/dashboard/chapters",
        "/dashboard/chapters/new",
        "/dashboard/members",
        "/dashboard/events/new",
        "/dashboard/resources/new",
        "/dashboard/announcements/new",
      ]) {
        await expectNoViolations(page, path, variant.appScripts);
      }
    });

    test("admin pages", async ({ page }) => {
      // Six full pages of an admin who sees every row the suite has written so far, each scanned by axe.
      test.setTimeout(300_000);
      const { admin, event: adminEvent } = await world();
      await loginAs(page, admin.id);
      for (const path of [
        "/dashboard",
        "/dashboard/chapters",
        "/dashboard/members",
        "/dashboard/waitlist",
        "/admin/role-requests",
        `/dashboard/events/${adminEvent.id}/roster`,
      ]) {
        await expectNoViolations(page, path, variant.appScripts);
      }
    });

    test("the dark theme", async ({ page }) => {
      const { admin, event: adminEvent } = await world();
      await loginAs(page, admin.id);
      const url = new URL(`http://127.0.0.1:${process.env.E2E_PORT}`);
      await page.context().addCookies([{ name: "theme", value: "dark", domain: url.hostname, path: "/" }]);
      for (const path of [
        "/",
        "/chapters",
        "/dashboard",
        "/dashboard/events",
        `/dashboard/events/${adminEvent.id}/roster`,
      ]) {
        await expectNoViolations(page, path, variant.appScripts);
      }
    });
  });
}

// Dialogs exist only with JS (without it the link opens the /waitlist page): the hydrated page only.
test.describe("keyboard and dialogs", () => {
  test("a dialog traps focus, closes on Escape and returns focus to its trigger", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("banner").getByRole("link", { name: "Get Early Access" }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // Tabbing many times never leaves the modal dialog.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest("dialog") || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

/** The server-rendered page at `path` is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, path).toBeLessThanOrEqual(0);
  await expect(page.locator("html[data-hydrated]"), path).toHaveCount(0);
}

// The server-rendered document at 320 px: what a phone without JS lays out. The hydrated pages at
// 320 px are overflow.spec.ts's: it opens every page route, role by role, with the app's scripts
// running, these eighteen among them (the administrator's view of each of these pages included).
test.describe("layout, server-rendered", () => {
  test.use({ appScripts: false });
  test("at 320 px wide no page scrolls sideways", async ({ page }) => {
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/chapters", "/auth/login", "/auth/register", "/waitlist"]) {
      await expectNoSidewaysScroll(page, path);
    }
    await loginAs(page, admin.id);
    const { event, member } = await world();
    for (const path of [
      "/dashboard",
      "/dashboard/events",
      "/dashboard/resources",
      "/dashboard/announcements",
      "/dashboard/chapters",
      "/dashboard/members",
      "/dashboard/waitlist",
      "/dashboard/settings",
      "/admin/role-requests",
      `/dashboard/events/${event.id}/roster`,
      "/dashboard/chapters/new",
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
    // A member's own home, with chapters, RSVPs and the calendar link.
    await page.context().clearCookies();
    await loginAs(page, member.id);
    for (const path of ["/dashboard", "/dashboard/events"]) {
      await expectNoSidewaysScroll(page, path);
    }
  });
});

// The hydrated scans' contrast check (tests/helpers/axe.ts) on a page whose document the test changes.
test("the hydrated scans check contrast wherever the document differs from the server's", async ({ page }) => {
  const response = await page.goto("/help");
  await waitForHydration(page);
  const html = await response!.text();
  const contrastFound = async (serverHtml: string) =>
    (await axeAfterHydration(page, serverHtml, ["wcag2aa"])).map((v) => v.id);
  expect(await contrastFound(html)).toEqual([]);
  // An attribute changed on an element the server rendered.
  await page.locator("main h1").evaluate((h1) => h1.setAttribute("style", "color:#eee"));
  expect(await contrastFound(html)).toEqual(["color-contrast"]);
  await page.locator("main h1").evaluate((h1) => h1.removeAttribute("style"));
  // An element added.
  await page
    .locator("main")
    .evaluate((main) => main.insertAdjacentHTML("beforeend", '<p id="faint" style="color:#eee">faint</p>'));
  expect(await contrastFound(html)).toEqual(["color-contrast"]);
  await page.locator("#faint").evaluate((p) => p.remove());
  // A faint heading the server rendered too is the server-rendered scan's to find...
  const faintHtml = html.replace('<h1 id="page-title"', '<h1 id="page-title" style="color:#eee"');
  expect(faintHtml).not.toBe(html);
  await page.locator("main h1").evaluate((h1) => h1.setAttribute("style", "color:#eee"));
  expect(await contrastFound(faintHtml)).toEqual([]);
  // ...unless something on <html> (the theme) changed too: then the whole document is checked here.
  await page.locator("html").evaluate((root) => root.setAttribute("data-theme-test", "1"));
  expect(await contrastFound(faintHtml)).toEqual(["color-contrast"]);
});
