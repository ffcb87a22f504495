// Rate limits through rate-limiter-flexible's SQLite store on the app's connection: the same limits
// and 429 answers as before, counted per client address from the load context.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sqlite } from "~/db/client.server";
import { getActor } from "~/access/actor.server";
import { createSessionRow } from "~/access/sessions.server";
import { loginAction } from "~/flows/auth-forms.server";
import { createUser } from "~/models/user.server";
import * as securityRoute from "~/routes/dashboard.settings.security";
import { enforceRateLimit, LIMITS } from "~/utils/rate-limit.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";

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

describe("password guesses by other routes", () => {
  async function signedIn(userId: string) {
    const session = await authSessionStorage.getSession();
    session.set(SESSION_KEY, createSessionRow(userId).token);
    return (await authSessionStorage.commitSession(session)).split(";")[0]!;
  }
  async function run(fn: () => Promise<unknown>) {
    try {
      return ((await fn()) as Response).status;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  }
  const wrongChange = (cookie: string) =>
    new Request("http://localhost/dashboard/settings/security", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "password",
        currentPassword: "not-the-password",
        newPassword: "Brand-New-Pass-99",
        confirmPassword: "Brand-New-Pass-99",
      }),
    });

  it("the current-password check of a password change is limited per address like sign-in", async () => {
    const u = await createUser({
      email: `pw-addr-${newAddress()}@example.test`,
      password: "Correct-Horse-42",
      displayName: "P",
    });
    const cookie = await signedIn(u.id);
    const context = { clientAddress: newAddress() };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.limit; i++) {
      statuses.push(await run(() => securityRoute.action({ request: wrongChange(cookie), context, params: {} })));
    }
    expect(statuses.slice(0, LIMITS.login.limit).every((s) => s === 400)).toBe(true);
    expect(statuses[LIMITS.login.limit]).toBe(429);
  });

  it("and per account, whatever address the guesses come from", async () => {
    const u = await createUser({
      email: `pw-acct-${newAddress()}@example.test`,
      password: "Correct-Horse-42",
      displayName: "P",
    });
    const cookie = await signedIn(u.id);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.limit; i++) {
      const context = { clientAddress: newAddress() };
      statuses.push(await run(() => securityRoute.action({ request: wrongChange(cookie), context, params: {} })));
    }
    expect(statuses[LIMITS.login.limit - 1]).toBe(400);
    expect(statuses[LIMITS.login.limit]).toBe(429);
  });

  it("sign-in is limited per account across addresses", async () => {
    const email = `login-acct-${newAddress()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.limit; i++) {
      const request = new Request("http://localhost/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "wrong-password" }),
      });
      statuses.push(await run(() => loginAction(request, { clientAddress: newAddress() })));
    }
    expect(statuses[LIMITS.login.limit - 1]).toBe(400);
    expect(statuses[LIMITS.login.limit]).toBe(429);
  });

  it("bearer tokens matching no session are limited per address; a valid token is never counted", async () => {
    const u = await createUser({
      email: `bearer-${newAddress()}@example.test`,
      password: "Correct-Horse-42",
      displayName: "B",
    });
    const valid = createSessionRow(u.id, "api").token;
    const address = newAddress();
    const request = (token: string) => {
      const r = new Request("http://localhost/api/credentials", { headers: { Authorization: `Bearer ${token}` } });
      // What server/index.js attaches to every request it builds.
      Object.defineProperty(r, Symbol.for("cert-chapters.clientAddress"), { value: address });
      return r;
    };
    for (let i = 0; i < 20; i++) expect((await getActor(request(valid)))?.id).toBe(u.id);
    for (let i = 0; i < LIMITS.invalidToken.limit; i++) expect(await getActor(request(`guess-${i}`))).toBeNull();
    expect(await run(() => getActor(request("one-more-guess")))).toBe(429);
    // The holder of a real token from the same address is unaffected.
    expect((await getActor(request(valid)))?.id).toBe(u.id);
  });
});
