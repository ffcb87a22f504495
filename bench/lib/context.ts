// What every benchmark section needs: the running app on the bench database, signed-in cookies,
// and the URLs of the routes under test (some may not exist yet: those are reported n/a).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { RunningApp } from "../../tests/helpers/app-server";
import type { BenchSeed } from "../seed";
import { rawGet } from "./http";
import type { Report } from "./report";

export const SESSION_SECRET = "bench-session-secret";

export interface BenchContext {
  app: RunningApp;
  seed: BenchSeed;
  report: Report;
  buildDir: string;
  cookies: { admin: string; leader: string; member: string };
  tokens: { admin: string; leader: string; member: string };
  routes: BenchRoutes;
}

export interface BenchRoutes {
  landing: string;
  directory: string;
  directoryText: string;
  directoryZip: string;
  chapterDetail: string;
  login: string;
  dashboard: string;
  dashboardEvents: string;
  dashboardWaitlist: string;
  apiChapters: string;
  /** null until the export route exists. */
  csvExport: string | null;
}

export function benchRoutes(seed: BenchSeed): BenchRoutes {
  return {
    landing: "/",
    directory: "/chapters",
    directoryText: `/chapters?q=${encodeURIComponent(seed.textQuery)}`,
    directoryZip: `/chapters?q=${seed.zipQuery}&radius=50`,
    chapterDetail: `/chapters/${seed.detailSlug}`,
    login: "/auth/login",
    dashboard: "/dashboard",
    dashboardEvents: "/dashboard/events",
    dashboardWaitlist: "/dashboard/waitlist",
    apiChapters: "/api/chapters",
    csvExport: findCsvExportRoute(),
  };
}

/**
 * The waitlist CSV export's URL, from its route file name (Remix v2 flat routes):
 * dashboard.waitlist.export[.]csv.ts → /dashboard/waitlist/export.csv.
 */
export function findCsvExportRoute(routesDir = path.join(process.cwd(), "app", "routes")): string | null {
  const files = fs.existsSync(routesDir) ? fs.readdirSync(routesDir) : [];
  const file = files.find((f) => /waitlist/.test(f) && /export/.test(f) && !/\$/.test(f));
  return file ? routeFileToUrl(file) : null;
}

export function routeFileToUrl(file: string) {
  const base = file.replace(/\.(tsx?|jsx?)$/, "").replace(/\/route$/, "");
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const ch of base) {
    if (ch === "[") escaped = true;
    else if (ch === "]") escaped = false;
    else if (ch === "." && !escaped) {
      segments.push(current);
      current = "";
    } else current += ch;
  }
  segments.push(current);
  const parts = segments.filter((s) => s !== "_index" && !s.startsWith("_")).map((s) => s.replace(/_$/, ""));
  return "/" + parts.join("/");
}

/**
 * Inserts a live session row (browser cookie or API token) for a seeded user and returns its token;
 * the row holds the token's SHA-256, as app/access/sessions.server.ts stores it.
 */
export function insertSessionRow(dbFile: string, userId: string, kind: "browser" | "api") {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = crypto.createHash("sha256").update(token).digest("hex");
  const now = Date.now();
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  db.prepare(
    "INSERT INTO sessions (id, user_id, kind, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(id, userId, kind, now, now, now + 30 * 86_400_000);
  db.close();
  return token;
}

/** The signed session cookie the app sets at login, made the way loginAs in tests/helpers/e2e.ts does. */
export async function signedSessionCookie(sessionId: string) {
  process.env.SESSION_SECRET ??= SESSION_SECRET;
  const { authSessionStorage, SESSION_KEY } = await import("~/utils/session.server");
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, sessionId);
  const setCookie = await authSessionStorage.commitSession(session);
  return setCookie.split(";")[0]!;
}

/** GET that reports a missing route as null (404) instead of throwing. */
export async function probe(ctx: BenchContext, route: string, headers: Record<string, string> = {}) {
  const res = await rawGet(ctx.app.url + route, headers);
  return res.status === 404 ? null : res;
}
