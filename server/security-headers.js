// Security headers for every response, set in this one place (docs/decisions/003). The CSP nonce is
// made here, per request, and handed to Remix through the load context so the document's inline
// scripts carry it; entry.server.tsx only reads it.
import crypto from "node:crypto";

/** @param {string} nonce */
export function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "font-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function newNonce() {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Express middleware: a fresh nonce in `res.locals.cspNonce` and the headers every response carries.
 * @param {{ hsts: boolean }} options HSTS only where the site is served over https.
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders({ hsts }) {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
