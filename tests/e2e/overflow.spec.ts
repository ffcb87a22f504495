import type { Page } from "@playwright/test";
import { db } from "~/db/client.server";
import { events, resources } from "~/db/schema";
import { createActivation } from "~/models/activation-send.server";
import { recordCredential } from "~/models/credential.server";
import { setRsvp } from "~/models/rsvp.server";
import { actorOf } from "../helpers/actor";
import { expect, insertChapter, insertMembership, insertUser, isJsProject, loginAs, test } from "../helpers/e2e";

/**
 * No page scrolls sideways on a 320 px phone, for any role: every page each role can open is loaded
 * at 320 px and its document may not be wider than the screen. One test per role, so the workers
 * share them; the no-JS layout is the server's same HTML, so the js project runs them.
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
  db.insert(resources)
    .values({
      title: "Household go-bag checklist with a rather long title",
      accessLevel: "Member",
      chapterId: chapter.id,
      linkUrl: "https://example.org/go-bag",
      createdById: leader.id,
    })
    .run();
  recordCredential(actorOf(member), { credentialTypeId: "cpr-aed", issuedOn: "2026-01-15" });
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
  return { leader, member, admin, chapter, event, activationId: activation.activation.id };
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBeLessThan(400);
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The widest element sticking out, to make a failure easy to fix.
    let widest: string | null = null;
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 1 && box.width > 0) {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprit: widest };
  });
  expect(scrollWidth, `${path} is ${scrollWidth}px wide at ${innerWidth}px (widest: ${culprit})`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
});

test("no public page scrolls sideways at 320 px", async ({ page }) => {
  const { chapter } = await world();
  for (const path of [
    "/",
    "/chapters",
    "/chapters?q=00000",
    `/chapters/${chapter.slug}`,
    `/chapters/${chapter.slug}/contact`,
    "/waitlist",
    "/guide",
    "/guide/topics",
    "/guide/topics/burns",
    "/auth/login",
    "/auth/register",
    "/help",
    "/privacy",
    "/terms",
    "/contact",
    "/offline",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test("no member page scrolls sideways at 320 px", async ({ page }) => {
  const { member } = await world();
  await loginAs(page, member.id);
  for (const path of [
    "/dashboard",
    "/dashboard/events",
    "/dashboard/resources",
    "/dashboard/announcements",
    "/dashboard/training",
    "/dashboard/training/new",
    "/dashboard/hours",
    "/dashboard/activations",
    "/dashboard/calendar-feed",
    "/dashboard/settings",
    "/dashboard/settings/profile",
    "/dashboard/settings/notifications",
    "/dashboard/settings/preferences",
    "/dashboard/settings/security",
    "/go-kit",
    "/go-kit/plan",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test("no leader page scrolls sideways at 320 px", async ({ page }) => {
  const { leader, chapter, event, activationId } = await world();
  await loginAs(page, leader.id);
  for (const path of [
    "/dashboard",
    "/dashboard/chapters",
    `/dashboard/chapters/${chapter.id}/edit`,
    "/dashboard/members",
    "/dashboard/members?tab=pending",
    "/dashboard/events",
    "/dashboard/events/new",
    `/dashboard/events/${event.id}/roster`,
    `/dashboard/events/${event.id}/attendance`,
    "/dashboard/resources/new",
    "/dashboard/announcements/new",
    "/dashboard/training/review",
    "/dashboard/readiness",
    "/dashboard/hours/report",
    "/dashboard/activations",
    "/dashboard/activations/new",
    `/dashboard/activations/${activationId}`,
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test("no admin page scrolls sideways at 320 px", async ({ page }) => {
  const { admin } = await world();
  await loginAs(page, admin.id);
  for (const path of [
    "/dashboard",
    "/admin",
    "/admin/role-requests",
    "/dashboard/chapters",
    "/dashboard/chapters/new",
    "/dashboard/members",
    "/dashboard/waitlist",
    "/dashboard/readiness",
    "/dashboard/hours/report",
    "/dashboard/training/catalogue",
    "/dashboard/activations",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});
