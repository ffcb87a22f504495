import { spawnSync } from "node:child_process";
import net from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { sessionIdOf } from "~/access/sessions.server";
import { db } from "~/db/client.server";
import { sessions, userSettings, waitlistEntries } from "~/db/schema";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";
import { startApp } from "../helpers/app-server";
import { expect, insertChapter, insertUser, isJsProject, loginCookie, test, uniqueEmail } from "../helpers/e2e";

// These tests speak HTTP directly; one browser project is enough.
test.beforeEach(() => test.skip(!isJsProject(), "HTTP-level tests run once, in the js project"));

// Inside the run's folder, which the global teardown removes (outside a Playwright run, the temp folder).
function tempDb(name: string) {
  return path.join(fs.mkdtempSync(path.join(process.env.E2E_DIR ?? os.tmpdir(), `cert-${name}-`)), "app.db");
}

test.describe("security", () => {
  test("every kind of response carries the security headers and no x-powered-by", async ({ request }) => {
    const document = await request.get("/");
    const csp = document.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const again = await request.get("/");
    const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)?.[1];
    expect(nonce(again.headers()["content-security-policy"]!)).not.toBe(nonce(csp));
    const html = await document.text();
    // Every inline script carries the nonce of its response.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce(csp)}"`);

    for (const url of ["/", "/healthcheck", "/favicon.svg", "/no-such-page", "/auth/login"]) {
      const res = await request.get(url);
      const h = res.headers();
      expect(h["x-content-type-options"], url).toBe("nosniff");
      expect(h["referrer-policy"], url).toBeTruthy();
      expect(h["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(h["x-powered-by"], url).toBeUndefined();
    }
  });

  test("the response cache keeps each viewer's responses apart and lets go when public content changes", async ({
    request,
    playwright,
  }) => {
    const word = `Cachetest${Date.now().toString(36)}`;
    insertChapter({ name: `${word} Pending`, status: "Pending" });
    const admin = await insertUser({ roles: ["GlobalAdmin", "Member"] });
    const login = await request.post("/api/auth/login", { data: { email: admin.email, password: admin.password } });
    const { token } = await login.json();
    // An admin's API list shows pending chapters; a visitor asking the same URL right after must not
    // get that response back.
    const url = `/api/chapters?q=${word}`;
    const asAdmin = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect((await asAdmin.json()).map((c: { name: string }) => c.name)).toEqual([`${word} Pending`]);
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (let i = 0; i < 2; i++) expect(await (await visitor.get(url)).json()).toEqual([]);
    // The same for pages: a visitor's directory, kept, then a chapter approved by another process.
    const page = `/chapters?q=${word}`;
    expect(await (await visitor.get(page)).text()).toContain("No chapters found");
    expect(await (await visitor.get(page)).text()).toContain("No chapters found");
    insertChapter({ name: `${word} Approved`, status: "Approved" });
    expect(await (await visitor.get(page)).text()).toContain(`${word} Approved`);
    expect(await (await visitor.get(url)).json()).toEqual([expect.objectContaining({ name: `${word} Approved` })]);
    // A public page says so to shared caches; a signed-in viewer's copy is private.
    const kept = (await visitor.get(page)).headers();
    expect(kept["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(kept["vary"]).toMatch(/Cookie/);
    const mine = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    expect((await visitor.get(page)).headers()["x-response-cache"]).toBeUndefined();
    await visitor.dispose();
  });

  test("login issues a new session id, httpOnly and SameSite=Lax", async ({ request }) => {
    const user = await insertUser();
    const login = async () => {
      const res = await request.post("/auth/login", {
        form: { email: user.email, password: user.password, redirectTo: "/dashboard" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      const cookie = res
        .headersArray()
        .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__session="))!;
      expect(cookie.value).toMatch(/HttpOnly/i);
      expect(cookie.value).toMatch(/SameSite=Lax/i);
    };
    await login();
    const first = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    await login();
    const second = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    // The earlier session of this browser is replaced, not reused.
    expect(second).toHaveLength(1);
    expect(second[0]!.id).not.toBe(first[0]!.id);
  });

  test("the 11th login attempt from one address within a minute gets 429 with a clear message", async () => {
    // Starts its own server: up to 2 min on a loaded machine (tests/helpers/app-server.ts).
    test.setTimeout(240_000);
    const app = await startApp({ databasePath: tempDb("ratelimit"), env: { RATE_LIMIT_FACTOR: "1" } });
    try {
      const statuses: number[] = [];
      let body = "";
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${app.url}/auth/login`, {
          method: "POST",
          body: new URLSearchParams({ email: "nobody@example.test", password: "wrong-password" }),
          redirect: "manual",
        });
        statuses.push(res.status);
        body = await res.text();
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(body).toContain("Too many requests");
    } finally {
      await app.stop();
    }
  });

  test("a forged X-Forwarded-For does not dodge the login limit when TRUST_PROXY is unset", async () => {
    // Starts its own server: up to 2 min on a loaded machine (tests/helpers/app-server.ts).
    test.setTimeout(240_000);
    const app = await startApp({
      databasePath: tempDb("forged-xff"),
      env: { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "" },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${app.url}/auth/login`, {
          method: "POST",
          // A different made-up client address on every attempt.
          headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
          body: new URLSearchParams({ email: "nobody@example.test", password: "wrong-password" }),
          redirect: "manual",
        });
        statuses.push(res.status);
        await res.body?.cancel();
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await app.stop();
    }
  });

  test("production refuses to start without SESSION_SECRET and uses a __Host- cookie", async () => {
    // Starts its own server: up to 2 min on a loaded machine (tests/helpers/app-server.ts).
    test.setTimeout(240_000);
    const missing = spawnSync(process.execPath, ["scripts/start.js"], {
      env: { ...process.env, SESSION_SECRET: "", DATABASE_PATH: tempDb("nosecret"), PORT: "0" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("SESSION_SECRET is required");

    const app = await startApp({ databasePath: tempDb("hostcookie"), env: { INSECURE_COOKIES: "" } });
    try {
      // Registering signs nobody in (decision 023): the account signs in next.
      const registered = await fetch(`${app.url}/auth/register`, {
        method: "POST",
        body: new URLSearchParams({
          role: "Member",
          displayName: "Hosty",
          email: "host@example.test",
          password: "Correct-Horse-42",
          confirmPassword: "Correct-Horse-42",
        }),
        redirect: "manual",
      });
      expect(registered.status).toBe(200);
      const res = await fetch(`${app.url}/auth/login`, {
        method: "POST",
        body: new URLSearchParams({ email: "host@example.test", password: "Correct-Horse-42" }),
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      const setCookie = res.headers.getSetCookie().find((c) => c.includes("session"))!;
      expect(setCookie).toMatch(/^__Host-session=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await app.stop();
    }
  });

  test("a write from another site is refused with 403 before any route runs, as a page and as JSON", async () => {
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    const email = uniqueEmail("csrf");
    const page = await fetch(`${base}/waitlist`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Accept-Language": "es" },
      body: new URLSearchParams({
        email,
        firstName: "Eve",
        lastName: "Il",
        city: "X",
        state: "TX",
        interestLevel: "Member",
      }),
      redirect: "manual",
    });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("Solicitud rechazada");
    expect(db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)).get()).toBeUndefined();

    // The cookie-authenticated API: a signed-in member's browser posting from another site.
    const member = await insertUser();
    const chapter = insertChapter();
    const api = await fetch(`${base}/api/memberships`, {
      method: "POST",
      headers: {
        Cookie: await loginCookie(member.id),
        Referer: "https://evil.example/x",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ chapterId: chapter.id, role: "Member" }),
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: "Cross-site request refused." });

    // The same post from this site goes through.
    const own = await fetch(`${base}/waitlist`, {
      method: "POST",
      headers: { Origin: base },
      body: new URLSearchParams({
        email,
        firstName: "Eve",
        lastName: "Il",
        city: "X",
        state: "TX",
        interestLevel: "Member",
      }),
      redirect: "manual",
    });
    expect(own.status).toBe(302);
  });

  test("the cookie-authenticated API reads only application/json bodies", async () => {
    const member = await insertUser();
    const chapter = insertChapter();
    const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/memberships`, {
      method: "POST",
      headers: { Cookie: await loginCookie(member.id), "Content-Type": "text/plain" },
      body: JSON.stringify({ chapterId: chapter.id, role: "Member" }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Unsupported content type." });
  });

  test("GET /language sets only the cookie; the saved language changes only by POST", async () => {
    const member = await insertUser();
    const cookie = await loginCookie(member.id);
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    const saved = () => db.select().from(userSettings).where(eq(userSettings.userId, member.id)).get()?.language;
    const before = saved();
    const get = await fetch(`${base}/language?lng=fr&redirectTo=/chapters`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(get.status).toBe(302);
    expect(get.headers.get("set-cookie")).toContain("lng=fr");
    expect(saved()).toBe(before);
    const post = await fetch(`${base}/language`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ lng: "fr", redirectTo: "/chapters" }),
      redirect: "manual",
    });
    expect(post.status).toBe(302);
    expect(saved()).toBe("fr");
  });

  test("an oversized body gets a short 413, and unknown methods a 405", async () => {
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    for (const path of ["/waitlist", "/auth/login", "/language", "/resources/guide-chat", "/dashboard/hours"]) {
      const res = await fetch(base + path, {
        method: "POST",
        body: new URLSearchParams({ email: "x".repeat(10 * 1024 * 1024) }),
      });
      expect(res.status, path).toBe(413);
      expect((await res.text()).length, path).toBeLessThan(2_000);
    }
    const api = await fetch(`${base}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(100_000) }),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: "Request body too large." });
    // fetch refuses to send TRACE itself: speak HTTP directly.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(process.env.E2E_PORT), "127.0.0.1", () =>
        socket.end("TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (d) => (text += d));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 405/);
    expect(raw).toMatch(/Allow: GET, HEAD, POST, PUT, PATCH, DELETE/i);
  });

  test("the sessions table holds the SHA-256 of the cookie's token, never the token", async ({ request }) => {
    const user = await insertUser();
    const res = await request.post("/auth/login", {
      form: { email: user.email, password: user.password, redirectTo: "/dashboard" },
      maxRedirects: 0,
    });
    const setCookie = res
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__session="))!;
    const token = (await authSessionStorage.getSession(setCookie.value.split(";")[0])).get(SESSION_KEY) as string;
    const rows = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)]);
    expect(rows[0]!.id).not.toBe(token);
    const api = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    const { token: bearer } = await api.json();
    expect(db.select().from(sessions).where(eq(sessions.id, bearer)).all()).toEqual([]);
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(bearer)))
        .all(),
    ).toHaveLength(1);
  });
});
