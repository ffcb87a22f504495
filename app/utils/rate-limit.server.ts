import { json, type AppLoadContext } from "@remix-run/node";
import type BetterSqlite3 from "better-sqlite3";
import type { RateLimiterRes as Res, RateLimiterSQLite as SQLiteLimiter } from "rate-limiter-flexible";
import { env } from "./env.server";
import { clientAddress } from "./load-context";
import { lazyRequire } from "./lazy-require.server";

// The two classes this file uses, from their own files in the package: its index loads every store
// it has (Redis, Mongo, MySQL, Postgres, Prisma, Drizzle, DynamoDB, etcd, Valkey...) for a server
// that uses one. Loaded with the first limit counted (lazy-require.server.ts). The package has no
// `exports` map, so these paths are public; tests/unit/rate-limit.test.ts fails if an upgrade moves them.
const RateLimiterSQLite = lazyRequire<typeof SQLiteLimiter>("rate-limiter-flexible/lib/RateLimiterSQLite.js");
const RateLimiterRes = lazyRequire<typeof Res>("rate-limiter-flexible/lib/RateLimiterRes.js");

/**
 * Fixed-window limits per client address, counted by rate-limiter-flexible in its SQLite store (the
 * `rate_limiter_buckets` table, created by a migration): they survive restarts and are shared by
 * every process that opens the same database file. RATE_LIMIT_FACTOR scales every limit (tests
 * raise it).
 */
const SIGN_IN = { limit: 10, windowMs: 60_000 };

export const LIMITS = {
  /** Sign-in attempts, per address and per account (the email tried). */
  login: SIGN_IN,
  loginAccount: SIGN_IN,
  /** The current-password check of a password change: sign-in's limit, per address and per account. */
  passwordCheck: SIGN_IN,
  passwordCheckAccount: SIGN_IN,
  /** Bearer tokens that match no live session, per address (valid tokens are never counted). */
  invalidToken: SIGN_IN,
  register: { limit: 10, windowMs: 60 * 60_000 },
  /** "Someone tried to register with your address" notices, per address (silent: decision 023). */
  registerNotice: { limit: 3, windowMs: 60 * 60_000 },
  /** New confirmation links a signed-in account asks for. */
  verifyEmailResend: { limit: 3, windowMs: 60 * 60_000 },
  waitlist: { limit: 20, windowMs: 60 * 60_000 },
  chat: { limit: 30, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
  /** Reset links asked for from one address, and sent to one account (counted by its email). */
  passwordReset: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetAccount: { limit: 3, windowMs: 60 * 60_000 },
  /** New passwords set through reset links from one address (a token is 256 bits: this is for load). */
  resetPassword: { limit: 10, windowMs: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof LIMITS;

// This layer runs no SQL of its own and opens no connection: the database layer hands over its
// connection (app/db/client.server.ts), and the limiter library owns the statements on its table.
let storeClient: (() => BetterSqlite3.Database) | null = null;
const limiters = new Map<RateLimitName, { client: BetterSqlite3.Database; limiter: SQLiteLimiter }>();

export function configureRateLimitStore(client: () => BetterSqlite3.Database) {
  storeClient = client;
  limiters.clear();
}

function limiterFor(name: RateLimitName) {
  if (!storeClient) throw new Error("rate limits: no store configured (configureRateLimitStore)");
  const client = storeClient();
  const known = limiters.get(name);
  // A new connection (tests reopen theirs) gets a new limiter on it.
  if (known && known.client === client) return known.limiter;
  const { limit, windowMs } = LIMITS[name];
  const limiter = new (RateLimiterSQLite())({
    storeClient: client,
    storeType: "better-sqlite3",
    tableName: "rate_limiter_buckets",
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: name,
    points: Math.max(1, Math.floor(limit * env.rateLimitFactor)),
    duration: windowMs / 1000,
  });
  limiters.set(name, { client, limiter });
  return limiter;
}

/**
 * Counts one request from this client under `name` and throws a 429 (JSON `{ error }` with
 * Retry-After, shown as a page message by form routes) when it is over the limit.
 */
export async function enforceRateLimit(context: AppLoadContext | undefined, name: RateLimitName, extraKey = "") {
  return consume(name, `${clientAddress(context)}${extraKey ? `:${extraKey}` : ""}`);
}

/**
 * Counts one attempt against an account (an email or a user id) under `name`, wherever it comes
 * from, so spreading guesses over many addresses does not help; 429 like `enforceRateLimit`.
 */
export async function enforceAccountRateLimit(name: RateLimitName, account: string) {
  return consume(name, `account:${account.trim().toLowerCase()}`);
}

async function consume(name: RateLimitName, key: string) {
  try {
    await limiterFor(name).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes())) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw json(
      { error: `Too many requests. Please wait ${seconds} seconds and try again.` },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
}

/**
 * Counts one use of `name` under `key` (any key: an account, an email) and says whether it was still
 * within the limit, without answering for the caller: a reset link over its account's limit is not
 * sent, and the page says the same as when it is, so the answer tells nothing about the account.
 */
export async function withinRateLimit(name: RateLimitName, key: string) {
  try {
    await limiterFor(name).consume(key);
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes())) throw error;
    return false;
  }
}
