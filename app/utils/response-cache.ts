// The app's side of the server's response cache (scripts/response-cache.cjs, docs/decisions/008).
// A route opts in with `export const handle = { responseCache: RESPONSE_CACHE_SECONDS }` (documents)
// or by setting RESPONSE_CACHE_HEADER on its 200 response (resource routes). The cache keys entries
// by URL, the Authorization header and the whole Cookie header, never keeps a response that sets a
// cookie, and drops every entry when the database changes, so only opt in where the response is a
// function of the URL, the caller's credentials and cookies, the database and the clock.

/** Response header telling the cache how many seconds a 200 may be reused (never sent to clients). */
export const RESPONSE_CACHE_HEADER = "X-Response-Cache";

/** Reuse limit for pages that change with the clock alone (upcoming vs past events). */
export const RESPONSE_CACHE_SECONDS = 10;

export interface ResponseCacheHandle {
  responseCache?: number;
}

export const cacheableHandle: ResponseCacheHandle = { responseCache: RESPONSE_CACHE_SECONDS };
