import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";

/** A session lasts at most 30 days, and ends after 14 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;

const secureCookies = env.isProduction && !env.insecureCookies;

export const authSessionStorage = createCookieSessionStorage({
  cookie: {
    // __Host- requires Secure and Path=/ and no Domain: the browser then refuses it from subdomains.
    name: secureCookies ? "__Host-session" : "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: env.sessionSecrets,
  },
});

export const SESSION_KEY = "sessionId";

// The session token a Cookie header carries, by the whole header: parsing it and checking its
// signature (an HMAC per secret) is the same work for the same bytes on every request a browser
// makes, and every signed-in request asks. The answer depends only on the header and this
// process's secrets, so it is kept; bounded, and emptied when full.
const verifiedCookies = new Map<string, string | null>();
const VERIFIED_COOKIES_MAX = 1000;

export async function getBrowserSessionId(request: Request) {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const known = verifiedCookies.get(header);
  if (known !== undefined) return known;
  const session = await authSessionStorage.getSession(header);
  const value = session.get(SESSION_KEY);
  const id = typeof value === "string" ? value : null;
  if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear();
  verifiedCookies.set(header, id);
  return id;
}

export function getBearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}
