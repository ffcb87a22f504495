// The two cookies every page's loaders read: the toast (root loader) answers at once when the
// request carries none, and the session cookie's verified token is kept per Cookie header. Both
// must answer exactly what reading the cookie through its session storage answers.
import { describe, expect, it } from "vitest";
import { createToastHeaders, getToast } from "~/utils/toast.server";
import { authSessionStorage, getBrowserSessionId, SESSION_KEY } from "~/utils/session.server";

const request = (cookie?: string) =>
  new Request("http://localhost/dashboard", { headers: cookie ? { Cookie: cookie } : {} });

async function sessionCookie(token: string) {
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, token);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}

describe("getToast", () => {
  it("answers no toast and no header without a toast cookie, with or without other cookies", async () => {
    expect(await getToast(request())).toEqual({ toast: null, headers: null });
    expect(await getToast(request(await sessionCookie("abc")))).toEqual({ toast: null, headers: null });
  });

  it("reads a flashed toast and clears its cookie", async () => {
    const flashed = (await createToastHeaders({ title: "Saved", type: "success" })).get("Set-Cookie")!;
    const cookie = `${await sessionCookie("abc")}; ${flashed.split(";")[0]}`;
    const { toast, headers } = await getToast(request(cookie));
    expect(toast).toMatchObject({ title: "Saved", type: "success" });
    expect(headers?.get("Set-Cookie")).toMatch(/^en_toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("answers no toast for a toast cookie with a bad signature", async () => {
    const flashed = (await createToastHeaders({ title: "Saved" })).get("Set-Cookie")!.split(";")[0]!;
    expect(await getToast(request(`${flashed}x`))).toEqual({ toast: null, headers: null });
  });
});

describe("getBrowserSessionId", () => {
  it("answers the signed token, the same on every ask, and null for a tampered or missing cookie", async () => {
    const cookie = await sessionCookie("token-1");
    expect(await getBrowserSessionId(request(cookie))).toBe("token-1");
    expect(await getBrowserSessionId(request(cookie))).toBe("token-1");
    const [name, value] = cookie.split("=") as [string, string];
    const forged = `${name}=${value.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`;
    expect(await getBrowserSessionId(request(forged))).toBeNull();
    expect(await getBrowserSessionId(request(forged))).toBeNull();
    expect(await getBrowserSessionId(request())).toBeNull();
    expect(await getBrowserSessionId(request("lng=fr"))).toBeNull();
    expect(await getBrowserSessionId(request(await sessionCookie("token-2")))).toBe("token-2");
  });

  it("keeps answering correctly past the bound of kept headers", async () => {
    const cookies = await Promise.all(Array.from({ length: 1005 }, (_, i) => sessionCookie(`t${i}`)));
    for (const [i, cookie] of cookies.entries()) expect(await getBrowserSessionId(request(cookie))).toBe(`t${i}`);
    expect(await getBrowserSessionId(request(cookies[0]))).toBe("t0");
  });
});
