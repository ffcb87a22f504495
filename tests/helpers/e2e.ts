import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, events, memberships, userRoles, userSettings, users, type Role } from "~/db/schema";
import { writeAudit } from "~/models/audit.server";
import { createUser, hashPassword } from "~/models/user.server";
import { coordinatesFor } from "~/utils/geo.server";
import { createSessionRow } from "~/access/sessions.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";

export const TEST_PASSWORD = "Correct-Horse-42";

let counter = 0;
export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.test`;
}
export function uniqueSlug(prefix = "chapter") {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}`;
}

/**
 * argon2 (19 MiB, 2 passes) costs 50-250 ms of CPU per hash on the CI machine, and the suite seeds
 * ~400 users with the same password: hash TEST_PASSWORD once per worker and reuse it (salted once,
 * it verifies like any other hash).
 */
let testPasswordHash: Promise<string> | undefined;

export async function insertUser(
  opts: {
    roles?: Role[];
    displayName?: string;
    email?: string;
    password?: string;
    /** False for an account that has not confirmed its address yet (decision 023); seeded users have. */
    verified?: boolean;
  } = {},
) {
  const password = opts.password ?? TEST_PASSWORD;
  const emailVerifiedAt = opts.verified === false ? null : new Date();
  if (opts.email || password !== TEST_PASSWORD) {
    // A chosen email may match a waitlist entry (createUser converts it) or exist already (409).
    const email = opts.email ?? uniqueEmail();
    const user = await createUser({
      email,
      password,
      displayName: opts.displayName ?? `Test ${email.split("@")[0]}`,
      roles: opts.roles ?? ["Member"],
    });
    if (!emailVerifiedAt) db.update(users).set({ emailVerifiedAt }).where(eq(users.id, user.id)).run();
    return { ...user, emailVerifiedAt, password };
  }
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await testPasswordHash;
  const email = uniqueEmail();
  // The rows createUser writes for a fresh unique email (user, roles, settings, audit), with the cached hash.
  const user = db.transaction((tx) => {
    const row = tx
      .insert(users)
      .values({
        email,
        displayName: (opts.displayName ?? `Test ${email.split("@")[0]}`).trim(),
        passwordHash,
        emailVerifiedAt,
      })
      .returning()
      .get();
    for (const role of opts.roles ?? ["Member"]) tx.insert(userRoles).values({ userId: row.id, role }).run();
    tx.insert(userSettings).values({ userId: row.id }).run();
    writeAudit(tx, {
      actorId: row.id,
      action: "register_user",
      targetType: "user",
      targetId: row.id,
      metadata: { title: row.displayName },
    });
    return row;
  });
  return { ...user, password };
}

export function insertChapter(
  opts: {
    name?: string;
    slug?: string;
    city?: string;
    state?: string;
    zip?: string;
    status?: "Pending" | "Approved" | "Rejected";
    regionCode?: string;
    description?: string;
    createdById?: string;
    latitude?: number;
    longitude?: number;
    /** The chapter's clock (IANA zone); New York when not given, as the column's default. */
    timezone?: string;
  } = {},
) {
  const slug = opts.slug ?? uniqueSlug();
  const city = opts.city ?? "Austin";
  const state = opts.state ?? "TX";
  const coords =
    opts.latitude !== undefined && opts.longitude !== undefined
      ? { latitude: opts.latitude, longitude: opts.longitude }
      : coordinatesFor({ city, state, zip: opts.zip });
  return db
    .insert(chapters)
    .values({
      name: opts.name ?? `Chapter ${slug}`,
      slug,
      city,
      state,
      zip: opts.zip ?? null,
      status: opts.status ?? "Approved",
      regionCode: opts.regionCode ?? "6",
      description: opts.description ?? "A test chapter.",
      createdById: opts.createdById ?? null,
      latitude: coords?.latitude ?? null,
      longitude: coords?.longitude ?? null,
      ...(opts.timezone ? { timezone: opts.timezone } : {}),
    })
    .returning()
    .get();
}

export function insertMembership(
  userId: string,
  chapterId: string,
  role: "Leader" | "Member" = "Member",
  status: "Pending" | "Approved" | "Rejected" = "Approved",
) {
  return db.insert(memberships).values({ userId, chapterId, role, status }).returning().get();
}

/**
 * A chapter event: the title and start given, two hours long unless `endAt` says otherwise.
 * Other columns (location, capacity, ...) as `values` say.
 */
export function insertEvent(
  chapterId: string,
  values: Partial<typeof events.$inferInsert> & { title: string; startAt: Date; locationText: string },
) {
  return db
    .insert(events)
    .values({ chapterId, endAt: new Date(values.startAt.getTime() + 2 * 3_600_000), ...values })
    .returning()
    .get();
}

export function getMembership(userId: string, chapterId: string) {
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.chapterId, chapterId)))
    .get();
}

/** A new session's `Cookie` header value, for tests that speak HTTP directly. */
export async function loginCookie(userId: string) {
  const row = createSessionRow(userId, "browser");
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, row.token);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}

/** Signs a user in by creating a session row and setting the signed cookie, as the app would. */
export async function loginAs(page: Page, userId: string) {
  const row = createSessionRow(userId, "browser");
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, row.token);
  const setCookie = await authSessionStorage.commitSession(session);
  const value = setCookie.split(";")[0]!.split("=").slice(1).join("=");
  const name = setCookie.split("=")[0]!;
  const url = new URL(`http://127.0.0.1:${process.env.E2E_PORT}`);
  await page.context().addCookies([{ name, value, domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" }]);
  return row.id;
}

/** Creates a user with the given roles and signs them in. */
export async function signedInUser(page: Page, roles: Role[] = ["Member"], displayName?: string) {
  const user = await insertUser({ roles, displayName });
  await loginAs(page, user.id);
  return user;
}

/**
 * A chapter leader, signed in on `page`, and the approved chapter they lead (made with
 * `insertChapter`'s options, e.g. its zone).
 */
export async function signedInLeaderOf(page: Page, leaderName: string, chapter: Parameters<typeof insertChapter>[0]) {
  const leader = await signedInUser(page, ["ChapterLeader", "Member"], leaderName);
  const led = insertChapter(chapter);
  insertMembership(leader.id, led.id, "Leader");
  return { leader, chapter: led };
}

/**
 * What the page logs as an error from now on (console errors and uncaught exceptions): React logs a
 * hydration mismatch (#418, #423) as one, so a list the server wrote as one string (decisions 058,
 * 063) hydrates cleanly when this stays empty.
 */
export function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** With JS on, waits until React has hydrated (root sets data-hydrated); a no-op without JS. */
export async function waitForHydration(page: Page) {
  if (!isJsProject()) return;
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Opens a dashboard list's create form by its link (`listPath/new`): a dialog named like the link
 * with JS, unless the network has too many chapters for one (then the page, as without JS).
 * Returns where the form's fields are: the dialog, or the page's main. A page that already shows the
 * list (where the last create landed: the closed dialog with JS, the redirect without) follows the
 * link from there, as someone adding a second one does, instead of loading the list again.
 */
export async function openCreateForm(page: Page, listPath: string, linkName: string): Promise<Locator> {
  if (new URL(page.url()).pathname !== listPath) await page.goto(listPath);
  await waitForHydration(page);
  await page.getByRole("link", { name: linkName }).click();
  const dialog = page.getByRole("dialog", { name: linkName });
  const formPage = new RegExp(`${listPath}/new$`);
  if (isJsProject()) {
    await Promise.race([
      dialog.waitFor({ state: "visible" }).catch(() => undefined),
      page.waitForURL(formPage).catch(() => undefined),
    ]);
    if (await dialog.isVisible()) return dialog;
  }
  await expect(page).toHaveURL(formPage);
  return page.locator("main");
}

/**
 * Waits until the service worker controls the page (the offline specs need it before going offline):
 * at once if it does, else on the `controllerchange` event that says it has taken the page (the
 * worker claims its clients when it activates), failing after 15 s. An event, not a poll:
 * `waitForFunction` runs its check on every animation frame, so the page drew frames all the while
 * the worker installed.
 */
export async function waitForWorker(page: Page) {
  const controlled = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const container = navigator.serviceWorker;
        if (!container) return resolve(false);
        if (container.controller) return resolve(true);
        const timer = setTimeout(() => resolve(!!container.controller), 15_000);
        container.addEventListener(
          "controllerchange",
          () => {
            clearTimeout(timer);
            resolve(!!container.controller);
          },
          { once: true },
        );
      }),
  );
  expect(controlled, "a service worker controls the page").toBe(true);
}

/** True in the `js` Playwright project, false in `no-js`. */
export function isJsProject() {
  return base.info().project.use.javaScriptEnabled !== false;
}

export const test = base.extend<{ jsEnabled: boolean }>({
  // The suite's browser prefers reduced motion, so the landing page's hero video (1280 px, JS) stays
  // paused on its poster instead of decoding and compositing a loop in every test that passes `/`
  // (~15 % of a core while it plays: docs/performance.md, "Ninth session ...: the suite's browser").
  // landing.spec.ts checks both: the video as a visitor with no preference gets it (it plays), and as
  // one who prefers reduced motion gets it (paused, nothing downloaded until Play); a11y.spec.ts
  // scans the landing page with the video playing. No style of the app depends on the preference
  // (app/components/landing/hero-video.tsx is its only reader). Decision 059.
  reducedMotion: "reduce",
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
});

export { expect };
