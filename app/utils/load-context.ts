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

export function requestClientAddress(request: Request) {
  const value = (request as unknown as Record<symbol, unknown>)[CLIENT_ADDRESS];
  return typeof value === "string" && value ? value : "unknown";
}
