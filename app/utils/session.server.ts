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

export async function getBrowserSessionId(request: Request) {
  const session = await authSessionStorage.getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_KEY);
  return typeof id === "string" ? id : null;
}

export function getBearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}
