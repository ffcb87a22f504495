import { env } from "~/utils/env.server";

/**
 * The site's public address for links in messages: APP_URL when set (production), else the origin
 * the request came in on, else localhost (jobs without a request, in development).
 */
export function appBaseUrl(request?: Request | null) {
  const configured = process.env.APP_URL || env.appUrl;
  if (configured) return configured.replace(/\/+$/, "");
  if (request) return new URL(request.url).origin;
  return `http://localhost:${process.env.PORT || 3000}`;
}

export function replyLink(baseUrl: string, token: string) {
  return `${baseUrl}/respond/${token}`;
}
