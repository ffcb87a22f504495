// Cache-Control for pages and API answers (docs/decisions/008). Anonymous public pages may be kept
// by a shared cache (nginx, a CDN, or the server's own in-process cache) for a few seconds and
// served stale while it fetches a fresh copy; everything personal is private and never stored.
// Browsers always ask again (max-age=0), so signing in never shows a kept signed-out page.

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A route whose page is the same for every anonymous visitor: `export const handle = publicPageHandle`. */
export interface CacheHandle {
  publicPage?: boolean;
  /**
   * A signed-in page that the server's own cache may keep for the exact Cookie header that asked
   * (server/response-cache.js): it shows nothing that changes without a write to a table whose
   * triggers move `content_version` (migrations 0005 and 0009), and it is read far more than written.
   */
  sessionPage?: boolean;
}
export const publicPageHandle: CacheHandle = { publicPage: true };
export const sessionPageHandle: CacheHandle = { sessionPage: true };

/** Seconds the server keeps a sessionPage entry at most (the header server/response-cache.js reads). */
export const SESSION_CACHE_HEADER = "X-Session-Cache";
export const SESSION_CACHE_SECONDS = 10;

/** No cookie and no credentials: a response to this request may be shared with other such requests. */
export function isAnonymousRequest(request: Request) {
  return !request.headers.has("Cookie") && !request.headers.has("Authorization");
}

/**
 * The caching headers for a response: shareable only when the route says its answer is public, the
 * answer is a 200 and the request is anonymous. `Vary` tells shared caches that a request with a
 * cookie or credentials must not get the kept copy.
 */
export function cacheHeaders(request: Request, opts: { publicPage: boolean; status?: number }): Record<string, string> {
  const shareable =
    opts.publicPage &&
    (opts.status ?? 200) === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    isAnonymousRequest(request);
  return shareable
    ? // A visitor's language comes from Accept-Language (app/i18n), so shared caches must key on it.
      { "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "Cookie, Authorization, Accept-Language" }
    : { "Cache-Control": PRIVATE_CACHE_CONTROL };
}
