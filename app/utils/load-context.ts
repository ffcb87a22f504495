import type { AppLoadContext } from "@remix-run/node";

// What the Express server (server/index.js, getLoadContext) hands every loader and action. Optional
// because tests call loaders and actions directly, without a server.
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The client's address: the socket's, or X-Forwarded-For only as far as TRUST_PROXY hops. */
    clientAddress?: string;
    /** This response's CSP nonce (server/security-headers.js sets the header with it). */
    cspNonce?: string;
  }
}

/** Who is on the other end of the connection, for rate limits; "unknown" without a server. */
export function clientAddress(context: AppLoadContext | undefined) {
  return context?.clientAddress || "unknown";
}

/** The nonce the inline scripts of this document must carry. */
export function cspNonce(context: AppLoadContext | undefined) {
  return context?.cspNonce ?? "";
}

/**
 * The client address the server (server/index.js) also attaches to the Request itself under this
 * registered symbol: for code that has the request and no load context (the actor's bearer-token
 * check in access/actor.server.ts). Not a header, so a client cannot set it.
 */
const CLIENT_ADDRESS = Symbol.for("cert-chapters.clientAddress");

/**
 * What the server (server/index.js, createRemixRequest) attaches to the AbortSignal of every request
 * it hands Remix: one object per HTTP request. Remix gives each loader and action its own copy of
 * the Request (it strips `?index` and `?_data` by building a new one), but the copies share the
 * signal, so this is how code that only has a copy finds the request it belongs to.
 */
const REQUEST_MARK = Symbol.for("cert-chapters.request");

interface RequestMark {
  clientAddress: string;
}

function requestMark(request: Request): RequestMark | undefined {
  const mark = (request.signal as unknown as Record<symbol, unknown> | null | undefined)?.[REQUEST_MARK];
  return typeof mark === "object" && mark !== null ? (mark as RequestMark) : undefined;
}

export function requestClientAddress(request: Request) {
  const value = (request as unknown as Record<symbol, unknown>)[CLIENT_ADDRESS] ?? requestMark(request)?.clientAddress;
  return typeof value === "string" && value ? value : "unknown";
}

/**
 * The key of a per-request memo (the actor, the language): the same object for every loader of one
 * GET, so a dashboard page builds its actor once rather than once per loader (root, layout, page).
 * A write keys on its own Request: the loaders that render after an action (a form posted without
 * JS) are GET copies, so they read the actor again, after the action changed it. A request the
 * server did not make (tests calling a loader) is its own key.
 */
export function requestScope(request: Request): object {
  if (request.method !== "GET" && request.method !== "HEAD") return request;
  return requestMark(request) ?? request;
}
