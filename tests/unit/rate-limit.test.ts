// Rate limits through rate-limiter-flexible's SQLite store on the app's connection: the same limits
// and 429 answers as before, counted per client address from the load context.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sqlite } from "~/db/client.server";
import { enforceRateLimit, LIMITS } from "~/utils/rate-limit.server";

let counter = 0;
const newAddress = () => `198.51.100.${++counter}`;

async function statusOf(promise: Promise<void>) {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("enforceRateLimit", () => {
  it("lets the limit through, then answers 429 with Retry-After and a clear message", async () => {
    const context = { clientAddress: newAddress() };
    for (let i = 0; i < LIMITS.login.limit; i++) expect(await statusOf(enforceRateLimit(context, "login"))).toBe(200);
    const over = await enforceRateLimit(context, "login").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(over?.status).toBe(429);
    const seconds = Number(over!.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(((await over!.json()) as { error: string }).error).toMatch(/^Too many requests\. Please wait \d+ seconds/);
  });

  it("counts each address and each limit on its own", async () => {
    const busy = { clientAddress: newAddress() };
    for (let i = 0; i < LIMITS.contact.limit; i++) await enforceRateLimit(busy, "contact");
    expect(await statusOf(enforceRateLimit(busy, "contact"))).toBe(429);
    expect(await statusOf(enforceRateLimit({ clientAddress: newAddress() }, "contact"))).toBe(200);
    expect(await statusOf(enforceRateLimit(busy, "login"))).toBe(200);
  });

  it("keeps its counters in the rate_limiter_buckets table, one row per limit and address", async () => {
    const address = newAddress();
    await enforceRateLimit({ clientAddress: address }, "waitlist");
    await enforceRateLimit({ clientAddress: address }, "waitlist");
    const row = sqlite()
      .prepare("select points, expire from rate_limiter_buckets where key = ?")
      .get(`waitlist:${address}`) as {
      points: number;
      expire: number;
    };
    expect(row.points).toBe(2);
    expect(row.expire).toBeGreaterThan(Date.now() + LIMITS.waitlist.windowMs - 60_000);
  });

  it("starts a new window once the old one has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const context = { clientAddress: newAddress() };
    for (let i = 0; i < LIMITS.contact.limit; i++) await enforceRateLimit(context, "contact");
    expect(await statusOf(enforceRateLimit(context, "contact"))).toBe(429);
    vi.setSystemTime(Date.now() + LIMITS.contact.windowMs + 1_000);
    expect(await statusOf(enforceRateLimit(context, "contact"))).toBe(200);
  });
});
