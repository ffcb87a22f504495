import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activationResponses, events, resources } from "~/db/schema";
import { createActivation } from "~/models/activation-send.server";
import { recordCredential } from "~/models/credential.server";
import { setRsvp } from "~/models/rsvp.server";
import { actorOf } from "../helpers/actor";
import { expect, insertChapter, insertMembership, insertUser, isJsProject, loginAs, test } from "../helpers/e2e";
import { routeFilesWithoutCells, routesCoveredBy } from "../helpers/route-coverage";

/**
 * No page scrolls sideways on a 320 px phone, for any role: every page each role can open is loaded
 * at 320 px and its document may not be wider than the screen. One test per role, so the workers
 * share them; the no-JS layout is the server's same HTML, so the js project runs them. A last test
 * proves the lists name every page route (a new page fails it until it is listed here).
 */
test.skip(() => !isJsProject(), "layout is checked once, in the js project");
test.describe.configure({ mode: "parallel", timeout: 180_000 });

async function world() {
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Olivia Overflow-Leader" });
  const member = await insertUser({ roles: ["Member"], displayName: "Maximilian Overflow-Member" });
  const admin = await insertUser({ roles: ["GlobalAdmin", "Member"], displayName: "Adelheid Overflow-Admin" });
  const chapter = insertChapter({
    name: "Greater Metropolitan Community Emergency Response Team of the Tri-County Area",
    createdById: leader.id,
  });
  insertMembership(leader.id, chapter.id, "Leader", "Approved");
  insertMembership(member.id, chapter.id, "Member", "Approved");
  const pending = await insertUser({ roles: ["Member"], displayName: "Pending Overflow-Applicant" });
  insertMembership(pending.id, chapter.id, "Member", "Pending");
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: "Community Emergency Response Team Basic Training, Unit 4: Disaster Medical Operations",
      startAt: new Date(Date.now() + 86_400_000),
      locationText: "Fire Station 12 Community Room, 1200 Long Street Name Boulevard",
      capacity: 2,
    })
    .returning()
    .get();
  setRsvp(actorOf(member), { eventId: event.id, status: "Confirmed" });
  const resource = db
    .insert(resources)
    .values({
      title: "Household go-bag checklist with a rather long title",
      accessLevel: "Member",
      chapterId: chapter.id,
      linkUrl: "https://example.org/go-bag",
      createdById: leader.id,
    })
    .returning()
    .get();
  const credential = recordCredential(actorOf(member), { credentialTypeId: "cpr-aed", issuedOn: "2026-01-15" });
  const activation = createActivation(
    actorOf(leader),
    {
      chapterId: chapter.id,
      kind: "Drill",
      title: "Shelter setup at the middle school gymnasium",
      details: "Bring a flashlight and water.",
      location: "Middle school gym",
      reportAt: new Date(Date.now() + 3_600_000),
      needed: 3,
    },
    { baseUrl: "http://127.0.0.1" },
  );
  const replyToken = db
    .select({ token: activationResponses.token })
    .from(activationResponses)
    .where(
      and(eq(activationResponses.activationId, activation.activation.id), eq(activationResponses.userId, member.id)),
    )
    .get()!.token;
  return {
    leader,
    member,
    admin,
    chapter,
    event,
    resourceId: resource.id,
    credentialId: credential.id,
    activationId: activation.activation.id,
    replyToken,
  };
}

/** The ids a role's pages are opened with (any string does for the route-coverage check). */
type Ids = Pick<
  Awaited<ReturnType<typeof world>>,
  "chapter" | "event" | "resourceId" | "credentialId" | "activationId" | "replyToken"
>;

/** Every page, by who opens it. */
const PAGES = {
  visitor: (w: Ids) => [
    "/",
    "/chapters",
    "/chapters?q=00000",
    `/chapters/${w.chapter.slug}`,
    `/chapters/${w.chapter.slug}/contact`,
    `/events/${w.event.id}`,
    "/waitlist",
    "/guide",
    "/guide/topics",
    "/guide/topics/burns",
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/auth/reset-password/not-a-real-token",
    "/auth/verify-email/not-a-real-token",
    `/respond/${w.replyToken}`,
    "/help",
    "/privacy",
    "/terms",
    "/contact",
    "/offline",
    "/no-such-page",
  ],
  member: (w: Ids) => [
    "/dashboard",
    `/events/${w.event.id}`,
    "/dashboard/events",
    "/dashboard/resources",
    `/dashboard/resources/${w.resourceId}`,
    "/dashboard/announcements",
    "/dashboard/training",
    "/dashboard/training/new",
    `/dashboard/training/${w.credentialId}/edit`,
    "/dashboard/hours",
    "/dashboard/activations",
    "/dashboard/calendar-feed",
    "/dashboard/settings",
    "/dashboard/settings/profile",
    "/dashboard/settings/notifications",
    "/dashboard/settings/preferences",
    "/dashboard/settings/security",
    "/dashboard/settings/delete-account",
    "/auth/verify-email",
    "/go-kit",
    "/go-kit/plan",
    // The spec: an unknown dashboard page shows the overview.
    "/dashboard/unknown-page",
  ],
  leader: (w: Ids) => [
    "/dashboard",
    "/dashboard/chapters",
    `/dashboard/chapters/${w.chapter.id}/edit`,
    "/dashboard/members",
    "/dashboard/members?tab=pending",
    "/dashboard/events",
    "/dashboard/events/new",
    `/dashboard/events/${w.event.id}/edit`,
    `/dashboard/events/${w.event.id}/cancel`,
    `/dashboard/events/${w.event.id}/roster`,
    `/dashboard/events/${w.event.id}/attendance`,
    "/dashboard/resources/new",
    `/dashboard/resources/${w.resourceId}/edit`,
    "/dashboard/announcements/new",
    "/dashboard/training/review",
    "/dashboard/readiness",
    "/dashboard/hours/report",
    "/dashboard/hours/cost-share",
    "/dashboard/audit",
    "/dashboard/activations",
    "/dashboard/activations/new",
    `/dashboard/activations/${w.activationId}`,
    `/dashboard/activations/${w.activationId}/edit`,
    `/dashboard/activations/${w.activationId}/activity-log`,
    `/dashboard/activations/${w.activationId}/check-in-list`,
  ],
  admin: (w: Ids) => [
    "/dashboard",
    "/dashboard/events",
    "/dashboard/resources",
    "/dashboard/announcements",
    "/dashboard/settings",
    `/dashboard/events/${w.event.id}/roster`,
    "/admin",
    "/admin/role-requests",
    "/dashboard/chapters",
    "/dashboard/chapters/new",
    "/dashboard/members",
    "/dashboard/waitlist",
    "/dashboard/readiness",
    "/dashboard/hours/report",
    "/dashboard/hours/cost-share",
    "/dashboard/training/catalogue",
    "/dashboard/training/review",
    "/dashboard/audit",
    "/dashboard/activations",
  ],
} satisfies Record<string, (w: Ids) => string[]>;

/** Route modules with a page that no list opens, and why. */
const NOT_PAGES: Record<string, string> = {
  "routes/auth.logout": "a post that signs out and redirects",
  "routes/resources.theme": "a post that sets the theme cookie and redirects",
  "routes/language": "a post (or link) that sets the language and redirects",
  "routes/healthcheck": "a text answer for the load balancer",
};

async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  // The not-found pages are pages too (their 404 is the point); every other page opens.
  if (path.includes("no-such-page")) expect(response?.status(), `${path} status`).toBe(404);
  else expect(response?.status(), `${path} status`).toBeLessThan(400);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // Only a page that is too wide is walked for the widest element sticking out, to make the failure
  // easy to fix (every element's box, read once the page has failed).
  const culprit =
    scrollWidth <= innerWidth
      ? null
      : await page.evaluate(() => {
          const width = window.innerWidth;
          let widest: string | null = null;
          let right = width;
          for (const el of Array.from(document.body.querySelectorAll("*"))) {
            const box = el.getBoundingClientRect();
            if (box.right > right + 1 && box.width > 0) {
              right = box.right;
              widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`;
            }
          }
          return widest;
        });
  expect(scrollWidth, `${path} is ${scrollWidth}px wide at ${innerWidth}px (widest: ${culprit})`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
});

test("no public page scrolls sideways at 320 px", async ({ page }) => {
  const w = await world();
  for (const path of PAGES.visitor(w)) await expectNoSidewaysScroll(page, path);
});

test("no member page scrolls sideways at 320 px", async ({ page }) => {
  const w = await world();
  await loginAs(page, w.member.id);
  for (const path of PAGES.member(w)) await expectNoSidewaysScroll(page, path);
});

test("no leader page scrolls sideways at 320 px", async ({ page }) => {
  const w = await world();
  await loginAs(page, w.leader.id);
  for (const path of PAGES.leader(w)) await expectNoSidewaysScroll(page, path);
});

test("no admin page scrolls sideways at 320 px", async ({ page }) => {
  const w = await world();
  await loginAs(page, w.admin.id);
  for (const path of PAGES.admin(w)) await expectNoSidewaysScroll(page, path);
});

test("the lists above open every page route", () => {
  const ids: Ids = {
    chapter: { id: "c", slug: "s" } as Ids["chapter"],
    event: { id: "e" } as Ids["event"],
    resourceId: "r",
    credentialId: "cr",
    activationId: "a",
    replyToken: "t",
  };
  const urls = Object.values(PAGES).flatMap((list) => list(ids));
  const covered = routesCoveredBy(urls);
  for (const id of Object.keys(NOT_PAGES)) covered.add(id);
  // Pages are the .tsx route modules (a .ts route is a resource: JSON, CSV, a file).
  const pages = routeFilesWithoutCells(covered).filter((id) => existsSync(join("app", `${id}.tsx`)));
  expect(pages, "page routes no overflow list opens").toEqual([]);
});
