import { json } from "@remix-run/node";
import { sqlite } from "~/db/client.server";
import { env } from "./env.server";

/**
 * Fixed-window counters kept in SQLite: they survive restarts and are shared by every process that
 * opens the same database file. One UPSERT per hit, atomic under SQLite's write lock.
 */
export function hit(key: string, limit: number, windowMs: number) {
  const now = Date.now();
  const row = sqlite()
    .prepare(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
         reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
       RETURNING count, reset_at`,
    )
    .get(key, now + windowMs, now, now) as { count: number; reset_at: number };
  const max = Math.max(1, Math.floor(limit * env.rateLimitFactor));
  return { allowed: row.count <= max, remaining: Math.max(0, max - row.count), resetAt: row.reset_at };
}

export function clientIp(request: Request) {
  // remix-serve (express) sits directly on the socket; X-Forwarded-For is only trusted behind a proxy.
  if (process.env.TRUST_PROXY === "1") {
    const fwd = request.headers.get("X-Forwarded-For");
    if (fwd) return fwd.split(",")[0]!.trim();
  }
  return request.headers.get("X-Client-IP-Internal") ?? "local";
}

export const LIMITS = {
  login: { limit: 10, windowMs: 60_000 },
  register: { limit: 10, windowMs: 60 * 60_000 },
  waitlist: { limit: 20, windowMs: 60 * 60_000 },
  chat: { limit: 30, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
} as const;

/** Throws a 429 (JSON for the API, a page message otherwise) when the caller is over the limit. */
export function enforceRateLimit(request: Request, name: keyof typeof LIMITS, extraKey = "") {
  const { limit, windowMs } = LIMITS[name];
  const key = `${name}:${clientIp(request)}${extraKey ? `:${extraKey}` : ""}`;
  const result = hit(key, limit, windowMs);
  if (!result.allowed) {
    const seconds = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
    throw json(
      { error: `Too many requests. Please wait ${seconds} seconds and try again.` },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
}
